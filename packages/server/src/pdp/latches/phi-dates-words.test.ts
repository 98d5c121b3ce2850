import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { detectPii } from './pii.js';

const dates = (text: string) => detectPii(text, ['DATE']).map((f) => text.slice(f.start, f.end));

// ADR 0061: date elements without a full numeric date.
describe('months with their year, holidays and days of the month', () => {
  it('finds a month and a year', () => {
    assert.deepEqual(dates('Last seen 3/2019; dx 11/2068, relapse 02/2069.'), ['3/2019', '11/2068', '02/2069']);
  });

  it('leaves ratios, dilutions and pressures alone', () => {
    assert.deepEqual(dates('ANA 1/2000 dilution; titer 1/1960; ratio 13/2020; BP 120/80.'), []);
  });

  it('finds holidays named as days, not holiday things', () => {
    assert.deepEqual(dates('Admitted Christmas Eve after a fall; also fell on Thanksgiving.'), [
      'Christmas Eve',
      'Thanksgiving',
    ]);
    assert.deepEqual(dates('Burned by Christmas lights; Halloween costume rash.'), []);
  });

  it('finds a day of the month after a preposition, at the end of its phrase', () => {
    assert.deepEqual(dates('Seen on the 14th. Stable since the 3rd, and again on the 9th at noon.'), [
      '14th',
      '3rd',
      '9th',
    ]);
    assert.deepEqual(dates('Moved on the 4th floor by the 5th percentile for the 3rd time.'), []);
  });
});

describe('ages over 89 in words', () => {
  const ages = (text: string) => detectPii(text, ['AGE']).map((f) => text.slice(f.start, f.end));
  it('finds them before "year-old" or after "aged"', () => {
    assert.deepEqual(ages('A ninety-three-year-old woman; her husband, aged ninety-one.'), [
      'ninety-three',
      'ninety-one',
    ]);
    assert.deepEqual(ages('She is one hundred and two years old.'), ['one hundred and two']);
  });
  it('leaves younger ages and other nineties alone', () => {
    assert.deepEqual(ages('An eighty-nine-year-old man; ninety minutes; a hundred years ago.'), []);
  });
});
