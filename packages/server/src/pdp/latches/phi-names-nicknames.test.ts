import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { detectPii } from './pii.js';

const people = (text: string) => detectPii(text, ['PERSON']).map((f) => text.slice(f.start, f.end));

// ADR 0138: a nickname in quotes inside or after a name.
describe('nicknames in quotes', () => {
  it('takes the nickname with the name', () => {
    assert.deepEqual(people('Candidate: Robert "Bobby" Lachance, 56M'), ['Robert "Bobby" Lachance']);
    assert.deepEqual(people("Robert 'Bob' Linscott chaired the meeting"), ["Robert 'Bob' Linscott"]);
    assert.deepEqual(people('Patient: Ignacio Villaseñor ("Nacho"), 79'), ['Ignacio Villaseñor ("Nacho")']);
    assert.deepEqual(people('and Rachel "Rae" Summers (med-surg)'), ['Rachel "Rae" Summers']);
  });

  it('leaves quoted words after a name that are no nickname', () => {
    assert.deepEqual(people('Ms. Lee said "OK" and left'), ['Lee']);
    assert.deepEqual(people("Dr. Smith's 'Plan' was clear"), ['Smith']);
  });
});
