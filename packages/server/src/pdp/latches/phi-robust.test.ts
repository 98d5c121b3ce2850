/**
 * Pieces of real text cut anywhere: the detector returns, throws nothing, and keeps its findings in bounds. Found by
 * cutting the hand-written sets at every few characters: a text opening with a line break looped forever in the
 * letterhead reader, one opening with "Division of" threw, one opening with "東京都渋谷区" looped in the CJK address
 * reader (ADR 0125). A loop would hang the test run, so regex calls are counted and a runaway count throws instead.
 */
import assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { describe, it } from 'node:test';
import { fileURLToPath } from 'node:url';
import fc from 'fast-check';
import { parseLabelled } from '../../../../../bench/detectors/phi-names.eval.js';
import { detectPii } from './pii.js';

/** `detectPii`, failing instead of hanging when one call runs far more regexes than any text needs. */
function bounded(text: string) {
  const native = RegExp.prototype.exec;
  let calls = 0;
  RegExp.prototype.exec = function exec(this: RegExp, s: string) {
    if (++calls > 1_000_000) throw new Error(`runaway: /${this.source.slice(0, 80)}/`);
    return native.call(this, s);
  };
  try {
    return detectPii(text);
  } finally {
    RegExp.prototype.exec = native;
  }
}

function inBounds(text: string): void {
  for (const f of bounded(text))
    assert.ok(f.start >= 0 && f.start < f.end && f.end <= text.length, JSON.stringify(text));
}

describe('latch 2 on text cut anywhere', () => {
  it('returns on the inputs that once looped or threw', () => {
    for (const t of [
      '\nPO Box 1178\nPaducah, KY 42002',
      '\n\nDwight Calloway, MD\nPooler Family Medicine\n120 Towne Center Dr',
      ' Division of Endocrinology\n2075 Bayview ',
      'Division of Insurance',
      '東京都渋谷区',
    ])
      inBounds(t);
  });

  it('property: any piece of a hand-written text, in any case, with its blanks as line breaks', () => {
    const dir = join(dirname(fileURLToPath(import.meta.url)), '../../../../../bench/detectors');
    const texts = readdirSync(dir)
      .filter((f) => f.endsWith('-heldout.txt'))
      .flatMap((f) => readFileSync(join(dir, f), 'utf8').split('\n'))
      .filter((line) => line.trim() !== '' && !line.startsWith('#'))
      .map((line) => parseLabelled(line).text);
    const piece = fc
      .tuple(fc.constantFrom(...texts), fc.nat(), fc.integer({ min: 1, max: 120 }), fc.nat(3))
      .map(([t, at, length, how]) => {
        const s = t.slice(at % t.length, (at % t.length) + length);
        return [s, s.toLowerCase(), s.toUpperCase(), s.replace(/ /g, '\n')][how]!;
      });
    fc.assert(
      fc.property(piece, (s) => inBounds(s)),
      { numRuns: 400 },
    );
  });
});
