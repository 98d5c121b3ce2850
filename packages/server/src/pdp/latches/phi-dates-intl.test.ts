import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { detectPii } from './pii.js';

const dates = (text: string) => detectPii(text, ['DATE']).map((f) => text.slice(f.start, f.end));

// ADR 0070: dates written with a month's name in the languages of Europe.
describe('dates with a month name of another language', () => {
  it('finds day, month and year in the orders Europe writes them', () => {
    assert.deepEqual(dates('Geboren am 12. März 2024 in Köln.'), ['12. März 2024']);
    assert.deepEqual(dates('né le 3 février 1990 à Lyon'), ['3 février 1990']);
    assert.deepEqual(dates('nacido el 3 de marzo de 2024'), ['3 de marzo de 2024']);
    assert.deepEqual(dates('urodzony 3 lutego 1990'), ['3 lutego 1990']);
    assert.deepEqual(dates('Született: 2024. március 12.'), ['2024. március 12.']);
    assert.deepEqual(dates('seit März 2024 in Behandlung'), ['März 2024']);
    assert.deepEqual(dates('DOB 12 Januar 1960'), ['12 Januar 1960']);
  });

  it('leaves months that are words or names without their year alone', () => {
    for (const t of ['Ate 3 Mars bars.', 'Gave 2 Marco a call.', 'Maja 3 times', 'ratio 1.5 marzo'])
      assert.deepEqual(dates(t), [], t);
  });
});
