import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { detectPii } from './pii.js';

const streets = (text: string) => detectPii(text, ['STREET_ADDRESS']).map((f) => text.slice(f.start, f.end));

// ADR 0135: the house number before a numbered street, and Queens' hyphenated house numbers.
describe('house numbers that were left in clear', () => {
  it('takes the house number with the street', () => {
    assert.deepEqual(streets('Address: 3310 W 130th St, Cleveland, OH 44111'), ['3310 W 130th St']);
    assert.deepEqual(streets('Lives at 123 37th Ave, Queens'), ['123 37th Ave']);
    assert.deepEqual(streets('1710 4th St NW, Washington, DC 20001'), ['1710 4th St NW']);
    assert.deepEqual(streets('at work (Titan Restaurant Supply, 31-10 Steinway St).'), ['31-10 Steinway St']);
    assert.deepEqual(streets('Lives at 87-15 37th Ave, Jackson Heights, NY 11372'), ['87-15 37th Ave']);
  });

  it('leaves readings and dates before a street alone', () => {
    assert.deepEqual(streets('BP 120-80 Main concern is pain'), []);
    assert.deepEqual(streets('seen 3/4 2nd Ave clinic'), ['2nd Ave']);
  });
});
