import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { detectPii } from './pii.js';

const people = (text: string) =>
  detectPii(text, ['PERSON', 'ORGANIZATION']).map((f) => `${f.type}:${text.slice(f.start, f.end)}`);

describe("people's name keys of records (ADR 0114)", () => {
  it('reads the value of a name key in JSON, query strings and other languages', () => {
    assert.deepEqual(people('{"given_name": "Tevita", "family_name": "Fifita", "age": 4}'), [
      'PERSON:Tevita',
      'PERSON:Fifita',
    ]);
    assert.deepEqual(people('firstname=Tevita&lastname=Fifita'), ['PERSON:Tevita', 'PERSON:Fifita']);
    assert.deepEqual(people('{"nachname":"Wróbel","vorname":"Zbigniew"}'), ['PERSON:Wróbel', 'PERSON:Zbigniew']);
  });
  it('takes no placeholder, no sentence and no bare "name" key', () => {
    assert.deepEqual(people('{"surname": "n/a", "first_name": null}'), []);
    assert.deepEqual(people('{"name": "Aspirin", "last_name": "see the attached referral letter for details"}'), []);
  });
});
