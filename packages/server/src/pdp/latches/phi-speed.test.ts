// Speed work that must not change findings (ADR C): each shortcut against the plain scan it replaced,
// on random texts built from the pieces that make the rule match or nearly match.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { prng } from '../../../../../bench/detectors/prng.js';
import { findAges } from './phi-dates.js';
import { shapeIn, wordShapes } from './phi-tokens.js';
import type { Hit } from './pii-context.js';
import { digitRuns } from './pii-digits.js';

const texts = (pieces: readonly string[], n: number, seed: number): string[] => {
  const r = prng(seed);
  return Array.from({ length: n }, () => {
    let s = '';
    for (let k = Math.floor(r() * 14); k >= 0; k--) s += pieces[Math.floor(r() * pieces.length)];
    return s;
  });
};

/** The age pattern as a global scan over the whole text: what findAges did before it walked the digit runs. */
const AGE_SCAN =
  /\b(?:(?:aged?|age:)\s{0,3}(9\d|1[0-2]\d)(?![\d.])|(9\d|1[0-2]\d)(?:[\s-]{0,2}(?:years?|yrs?|y)[\s-]{0,2}(?:old|o\b|\/o\b)|\s?y\/?o\b|\s?yo\b|[\s-]{0,2}(?:years?|yrs?)\s(?:of age|male|female|man|woman|gentleman|lady|patient|pt)\b))/gi;
function scannedAges(text: string): string[] {
  const out: string[] = [];
  for (const m of text.matchAll(AGE_SCAN)) {
    const value = m[1] ?? m[2]!;
    const start = m.index + m[0].indexOf(value);
    out.push(`${start}-${start + value.length}`);
  }
  return out;
}

describe('ages found from the digit runs', () => {
  it('finds what the global scan of the pattern finds, in the same order', () => {
    const pieces = [
      'age',
      'Aged',
      'AGE:',
      'age:',
      ' ',
      '  ',
      '\u00a0',
      '\t',
      '95',
      '9',
      '101',
      '129',
      '130',
      '1005',
      '089',
      ' years old',
      '-year-old',
      ' yo',
      'y/o',
      ' yrs male',
      '.',
      '-',
      'x',
      '5',
      'a ',
      ' patient',
    ];
    for (const text of texts(pieces, 20_000, 16)) {
      const out: Hit[] = [];
      findAges(text, digitRuns(text), out);
      // findAges also reports ages in prose after a person; none of these pieces says "is"/"was".
      const got = out.map((h) => `${h.start}-${h.end}`);
      assert.deepEqual(got, scannedAges(text), JSON.stringify(text));
    }
  });
});

describe('word shapes', () => {
  it('never rules out a word of the list, in any case; rules out other shapes and empty spans', () => {
    const list = ['for', 'at', 'joined', 'representative'];
    const shapes = wordShapes(list);
    for (const w of list)
      for (const written of [w, w.toUpperCase(), w[0]!.toUpperCase() + w.slice(1)]) {
        const text = ` ${written} `;
        assert.equal(shapeIn(shapes, text, 1, 1 + written.length), true, written);
      }
    assert.equal(shapeIn(shapes, ' fox ', 1, 4), true); // same shape as "for": the caller's set decides
    assert.equal(shapeIn(shapes, ' fo ', 1, 3), false);
    assert.equal(shapeIn(shapes, ' to ', 1, 3), false);
    assert.equal(shapeIn(shapes, 'x', 1, 1), false);
    assert.equal(shapeIn(shapes, '', 0, -1), false);
    assert.throws(() => wordShapes(['ok', 'Capital']));
    assert.throws(() => wordShapes(['']));
    assert.throws(() => wordShapes(['internationalization']));
  });
});
