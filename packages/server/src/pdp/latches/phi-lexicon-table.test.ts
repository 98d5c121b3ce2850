import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { buildTable, tableGet } from './phi-lexicon-table.js';

describe('latch-2 word table', () => {
  const entries: [string, number][] = [
    ['smith', 1],
    ['springfield', 2],
    ['new york', 2],
    ['new', 4 | 8],
    ['the', 8 | 16],
    ['hyvinkaa', 2],
    ['zoë', 1],
    // The sixth bit (ADR 0101: a name that is a word of another language).
    ['revoir', 1 | 32],
    ['a', 8],
  ];
  const table = buildTable(entries, entries.length);

  it('answers every word with its own bits', () => {
    for (const [w, bits] of entries) assert.equal(tableGet(table, w), bits, w);
  });

  it('answers 0 for words it does not hold, prefixes, extensions and case variants included', () => {
    for (const w of ['', 'smit', 'smiths', 'Smith', 'new yor', 'new york city', 'zoe', 'b', 'springfieldx']) {
      assert.equal(tableGet(table, w), 0, w);
    }
  });

  it('holds many words exactly (dense probe runs) and answers absent ones 0', () => {
    const many: [string, number][] = [];
    for (let i = 0; i < 20_000; i++) many.push([`w${i.toString(36)}`, (i % 63) + 1]);
    const big = buildTable(many, many.length);
    for (const [w, bits] of many) assert.equal(tableGet(big, w), bits);
    for (let i = 20_000; i < 40_000; i++) assert.equal(tableGet(big, `w${i.toString(36)}`), 0);
  });

  it('answers 0 for a key longer than any kept word, without reading past the words', () => {
    assert.equal(tableGet(table, 'x'.repeat(100_000)), 0);
    assert.equal(tableGet(table, `smith${'a'.repeat(3000)}`), 0);
    assert.equal(tableGet(table, 'y'.repeat(1024)), 0);
  });
});
