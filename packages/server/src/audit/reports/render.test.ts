import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { printable } from './pdf-layout.js';
import { csvCell } from './render-text.js';

describe('report rendering helpers', () => {
  it('csvCell quotes what RFC 4180 requires and nothing else', () => {
    assert.equal(csvCell('plain'), 'plain');
    assert.equal(csvCell(''), '');
    assert.equal(csvCell('a,b'), '"a,b"');
    assert.equal(csvCell('say "hi"'), '"say ""hi"""');
    assert.equal(csvCell('two\nlines'), '"two\nlines"');
    assert.equal(csvCell('cr\r'), '"cr\r"');
  });

  it('csvCell defuses cells a spreadsheet would run as formulas', () => {
    for (const lead of ['=', '+', '-', '@', '\t', '\r']) {
      const cell = csvCell(`${lead}HYPERLINK("http://x")`);
      assert.ok(cell.replace(/^"/, '').startsWith(`'${lead}`), JSON.stringify(cell));
    }
    assert.equal(csvCell('=1+1, "x"'), `"'=1+1, ""x"""`);
    assert.equal(csvCell('a=b'), 'a=b', 'only a leading character counts');
  });

  it('printable keeps WinAnsi text and replaces what the standard fonts cannot show', () => {
    assert.equal(printable('Zoë, café – 日本\tok\r\nnext'), 'Zoë, café ? ??\tok\nnext'.replace('\t', ' '));
    assert.equal(printable('a\u0000b'), 'a?b');
  });
});
