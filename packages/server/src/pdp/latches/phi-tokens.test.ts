import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { asked, listed, question, tokenize } from './phi-tokens.js';
import { digitRuns } from './pii-digits.js';

/** A set that counts its look-ups. */
class CountingSet extends Set<string> {
  lookups = 0;
  override has(key: string): boolean {
    this.lookups++;
    return super.has(key);
  }
}

describe('latch-2 word answers shared by tokens', () => {
  it('gives the tokens of one word one Word, and other words their own', () => {
    const toks = tokenize('Smith saw SMITH and Smith; Jones saw Smith', new Set(['and']));
    const smiths = toks.filter((t) => t.lc === 'smith');
    assert.equal(smiths.length, 4);
    for (const t of smiths) assert.equal(t.w, smiths[0]!.w);
    assert.notEqual(toks.find((t) => t.lc === 'jones')!.w, smiths[0]!.w);
    for (const t of toks) assert.equal(t.w.lc, t.lc);
  });

  it('answers as the set does, asking it once per distinct word', () => {
    const set = new CountingSet(['smith', 'and']);
    const bit = question();
    const toks = tokenize('Smith and Jones and Smith and Brown', new Set(['and']));
    const answers = toks.map((t) => listed(t.w, bit, set));
    assert.deepEqual(
      answers,
      toks.map((t) => set.has(t.lc)),
    );
    // Four distinct words (smith, and, jones, brown) among seven tokens, then the check above.
    assert.equal(set.lookups, 4 + toks.length);
  });

  it('keeps each question apart, and asks a function once per word', () => {
    const short = question();
    const long = question();
    let calls = 0;
    const isShort = (lc: string) => {
      calls++;
      return lc.length <= 3;
    };
    const [a, b] = tokenize('Ann Annabelle Ann');
    assert.equal(asked(a!.w, short, isShort), true);
    assert.equal(asked(b!.w, short, isShort), false);
    assert.equal(asked(a!.w, short, isShort), true);
    assert.equal(calls, 2);
    assert.equal(
      asked(a!.w, long, (lc) => lc.length > 3),
      false,
    );
  });
});

describe('latch-2 digit runs', () => {
  it('finds every run of ASCII digits, in order', () => {
    const runs = digitRuns('MRN 0012345, BP 120/80 at 9am; ٣ is no ASCII digit; 7');
    const found = Array.from({ length: runs.n }, (_, k) => [runs.starts[k], runs.ends[k]]);
    assert.deepEqual(found, [
      [4, 11],
      [16, 19],
      [20, 22],
      [26, 27],
      [52, 53],
    ]);
  });

  it('holds more runs than its first arrays, and none in a text without digits', () => {
    const text = '1 '.repeat(1000);
    const runs = digitRuns(text);
    assert.equal(runs.n, 1000);
    assert.equal(runs.starts[999], 1998);
    assert.equal(digitRuns('no digits here').n, 0);
  });
});
