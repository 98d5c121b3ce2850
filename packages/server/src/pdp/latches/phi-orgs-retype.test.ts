import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { detectPii } from './pii.js';

const typed = (text: string, value: string) =>
  detectPii(text)
    .filter((f) => text.slice(f.start, f.end) === value)
    .map((f) => f.type);

describe('a person whose word is a compound facility noun is an organization (ADR 0103)', () => {
  it('retypes Dutch, Nordic and German care and pharmacy names', () => {
    assert.deepEqual(
      typed('Persbericht: Eemsmond Zorggroep en de universiteit starten een pilot.', 'Eemsmond Zorggroep'),
      ['ORGANIZATION'],
    );
    assert.deepEqual(typed('Hemtjänst via Omsorgshuset Ekdalen. Sonen informerad.', 'Omsorgshuset Ekdalen'), [
      'ORGANIZATION',
    ]);
    assert.deepEqual(typed('Fortbildungen bei der Ärzteakademie Nord.', 'Ärzteakademie Nord'), ['ORGANIZATION']);
  });
  it('leaves people alone', () => {
    assert.deepEqual(typed('Seen by Dr. Anna Lindqvist today.', 'Anna Lindqvist'), ['PERSON']);
    assert.deepEqual(typed('Overdracht door Sanne Bakker aan Joost.', 'Sanne Bakker'), ['PERSON']);
  });
});
