import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { detectPii } from './pii.js';

const people = (text: string) =>
  detectPii(text, ['PERSON'])
    .filter((f) => f.type === 'PERSON')
    .map((f) => text.slice(f.start, f.end));

describe('a post after a whole name and a comma, where the line goes on', () => {
  it('reads a job word or a two-word post before a comma as the signer’s post', () => {
    assert.deepEqual(people('Kenji Shiokawa, President, and Park Ji-hoon, CEO, attended the ceremony.'), [
      'Kenji Shiokawa',
      'Park Ji-hoon',
    ]);
    assert.deepEqual(people('Apply to Courtney Bjornstad, Talent Acquisition, careers@ridgeline.example'), [
      'Courtney Bjornstad',
    ]);
  });
  it('keeps single names listed after a whole name', () => {
    assert.deepEqual(people('Signed by Anna Berg, Lindqvist; witness Tom Ek.'), ['Anna Berg', 'Lindqvist', 'Tom Ek']);
  });
});
