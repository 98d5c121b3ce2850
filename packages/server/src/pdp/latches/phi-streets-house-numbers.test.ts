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

// ADR 0137: the unit, flat, lot or floor after a street, and the level, flat or unit number before it.
describe('units around a street', () => {
  it('takes the unit with the street', () => {
    assert.deepEqual(streets('2920 Girard Ave S, #4, Minneapolis'), ['2920 Girard Ave S, #4']);
    assert.deepEqual(streets('Rua Augusta, 1508, apto 32, São Paulo'), ['Rua Augusta, 1508, apto 32']);
    assert.deepEqual(streets('1240 rue Saint-Denis, app. 5, Montréal'), ['1240 rue Saint-Denis, app. 5']);
    assert.deepEqual(streets('Level 12, 1 Collins Street, Melbourne'), ['Level 12, 1 Collins Street']);
    assert.deepEqual(streets('8/112 Hawkesbury Rd, Westmead'), ['8/112 Hawkesbury Rd']);
    assert.deepEqual(streets('1745 E Brown Rd, Lot 212, Mesa'), ['1745 E Brown Rd, Lot 212']);
  });

  it('leaves a postcode, a date and a count after or before a street out', () => {
    assert.deepEqual(streets('workshop at 211 Sturt St, 3350.'), ['211 Sturt St']);
    assert.deepEqual(streets('14 Main St, 2 bedrooms upstairs'), ['14 Main St']);
    assert.deepEqual(
      detectPii('PO Box 4412, Brooklyn Square, 0075', ['ZIP']).map((f) => f.type),
      ['ZIP'],
    );
  });
});
