import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import fc from 'fast-check';
import type { Finding } from './finding.js';
import { detectPhi } from './phi-entry.js';
import { foldedView, foldWork } from './phi-fold.js';
import { redactPii } from './pii.js';

const ZW = ['\u200B', '\u200C', '\u200D', '\u2060', '\uFEFF', '\u00AD'];
const LONE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;
const lone = (s: string) => s.match(LONE)?.length ?? 0;
/** The digits a text shows, whatever their width: what a reader of the redacted text could still read. */
const digitsOf = (s: string) => s.normalize('NFKC').replace(/[^0-9]/g, '');

/** Findings within the text, sorted, disjoint, and never between the halves of a surrogate pair. */
function assertWellFormed(text: string, findings: Finding[]): void {
  let last = 0;
  for (const f of findings) {
    assert.ok(f.start >= last && f.start < f.end && f.end <= text.length, `${JSON.stringify(f)} in ${text.length}`);
    for (const at of [f.start, f.end]) {
      const c = text.charCodeAt(at);
      const b = text.charCodeAt(at - 1);
      assert.ok(!(c >= 0xdc00 && c <= 0xdfff && b >= 0xd800 && b <= 0xdbff), `offset ${at} splits a surrogate pair`);
    }
    last = f.end;
  }
}

/** `TYPE:original text` of each finding, and the redacted text, checked for form on the way. */
function check(text: string, types?: readonly string[]) {
  const findings = detectPhi(text, types);
  assertWellFormed(text, findings);
  const redacted = redactPii(text, findings);
  assert.ok(lone(redacted) <= lone(text), 'redaction created a lone surrogate');
  return { found: findings.map((f) => `${f.type}:${text.slice(f.start, f.end)}`), redacted };
}

describe('detectPhi: identifiers hidden with invisible characters', () => {
  it('finds SSN, phone, e-mail, MRN and names with zero-width characters inside, and redacts the hidden ones too', () => {
    const cases: Array<[string, string, string]> = [
      ['SSN 536-\u200B22-12\u200D34 on file', 'US_SSN', '536-\u200B22-12\u200D34'],
      ['call (217) 555\u00AD-01\u206042 today', 'PHONE', '(217) 555\u00AD-01\u206042'],
      ['mail jane\u200C.roe@exa\uFEFFmple.org now', 'EMAIL', 'jane\u200C.roe@exa\uFEFFmple.org'],
      ['MRN: 824\u200B98\u200B13', 'MRN', '824\u200B98\u200B13'],
      ['Patient Jo\u200Bhn Sm\u200Bith was seen', 'PERSON', 'Jo\u200Bhn Sm\u200Bith'],
    ];
    for (const [text, type, value] of cases) {
      const { found, redacted } = check(text);
      assert.ok(found.includes(`${type}:${value}`), `${JSON.stringify(text)}: ${JSON.stringify(found)}`);
      assert.equal(redacted, text.replace(value, `[REDACTED:${type}]`));
    }
  });

  it('NUL, DEL, C1 and other control characters inside a number hide nothing', () => {
    const text = 'SSN 536\u0000-22\u007F-1\u00812\u00073\u00014';
    assert.deepEqual(check(text).redacted, 'SSN [REDACTED:US_SSN]');
    assert.deepEqual(check('phone\u000B(217)\u000C555-0142').found, ['PHONE:(217)\u000C555-0142']);
  });

  it('strike-through and keycap marks on digits belong to their digit', () => {
    const text = 'SSN 5\u03363\u03366\u0336-22-1234\u20E3 end';
    assert.deepEqual(check(text).found, ['US_SSN:5\u03363\u03366\u0336-22-1234\u20E3']);
  });
});

describe('detectPhi: compatibility forms, other digits, look-alike letters', () => {
  it('reads fullwidth and other-script digits, and dash look-alikes', () => {
    assert.deepEqual(check('SSN ５３６－２２－１２３４').found, ['US_SSN:５３６－２２－１２３４']);
    assert.deepEqual(check('SSN ٥٣٦-٢٢-١٢٣٤').found, ['US_SSN:٥٣٦-٢٢-١٢٣٤']);
    assert.deepEqual(check('phone (२१७) ५५५–०१४२').found, ['PHONE:(२१७) ५५५–०१४२']);
    assert.deepEqual(check('phone (217) 555\u22120142').found, ['PHONE:(217) 555\u22120142']);
    assert.deepEqual(check('mail ｊａｎｅ．ｒｏｅ＠ｅｘａｍｐｌｅ．ｏｒｇ').found, [
      'EMAIL:ｊａｎｅ．ｒｏｅ＠ｅｘａｍｐｌｅ．ｏｒｇ',
    ]);
  });

  it('reads Cyrillic and Greek look-alikes in an e-mail address and a name as Latin', () => {
    // о, е, х, а, р and с are Cyrillic; ο is Greek.
    const email = 'jоhn.dое@ехаmрlе.cοm';
    assert.deepEqual(check(`write to ${email} today`).found, [`EMAIL:${email}`]);
    assert.ok(check('Patient Jаnе Smіth was seen').found.includes('PERSON:Jаnе Smіth'));
  });

  it('leaves words of other scripts as they are written', () => {
    // Петров holds letters with no Latin look-alike: its о and р stay Cyrillic in the view.
    for (const text of ['Иван Петров', 'Ωμέγα', 'Այո', 'привет мир']) assert.equal(foldedView(text), null, text);
    assert.equal(foldedView('plain ASCII text, tabs\tand\nlines'), null);
    assert.equal(foldedView('сор')?.text, 'cop', 'a word of look-alikes only reads as Latin');
  });

  it('finds PHI inside Chinese, Arabic, Hindi, Russian and emoji text', () => {
    const cases: Array<[string, string[]]> = [
      ['患者电话：(217) 555-0142，邮箱 li.wei@example.cn。', ['PHONE', 'EMAIL']],
      ['رقم الضمان SSN 536-22-1234 والبريد ali@example.com', ['US_SSN', 'EMAIL']],
      ['रोगी का फोन (217) 555-0142 ईमेल ram@example.in है', ['PHONE', 'EMAIL']],
      ['Пациент: телефон (217) 555-0142, почта ivan@example.ru', ['PHONE', 'EMAIL']],
      ['😀👩‍⚕️ MRN: 00482913 🏥 jane.roe@example.org 🇺🇸', ['MRN', 'EMAIL']],
    ];
    for (const [text, types] of cases) {
      const { found } = check(text);
      for (const t of types)
        assert.ok(
          found.some((f) => f.startsWith(`${t}:`)),
          `${t} in ${text}: ${found}`,
        );
    }
  });
});

describe('detectPhi: hostile input', () => {
  it('lone surrogates, NUL and a 1 MB token: findings in bounds, output valid', () => {
    const texts = [
      '\uD800',
      '\uDC00SSN 536-22-1234\uD800',
      'SSN 536-22-1234\uD83D',
      '\u0000'.repeat(1000),
      `${'\uD83D\uDE00'.repeat(5)}536-22-1234${'\uDE00'.repeat(3)}`,
      'a'.repeat(1 << 20),
      `${'5'.repeat(1 << 20)} SSN 536-22-1234`,
      '\u200B'.repeat(1 << 20),
      '\uFDFA'.repeat(1 << 16),
    ];
    for (const text of texts) check(text);
    assert.deepEqual(check('\uDC00SSN 536-22-1234\uD800').redacted, '\uDC00SSN [REDACTED:US_SSN]\uD800');
  });

  it('folding stays linear on pathological input (work counted, compared across sizes)', () => {
    const shapes = ['а\u200B', '5\u0336', '\uD800', '１－', 'ﬁ', 'јо', '\u0000a', '\uFDFA', '٥', '\u{1D7CE}'];
    const steps = (s: string, n: number) => {
      const before = foldWork.steps;
      const view = foldedView(s.repeat(Math.ceil(n / s.length)).slice(0, n));
      assert.ok((view?.text.length ?? 0) <= 4 * n, 'the view is at most 4 times the text');
      return foldWork.steps - before;
    };
    for (const s of shapes) {
      // 16 times the input: linear work is about 16 times the steps, quadratic work 256 times.
      const ratio = steps(s, 320_000) / steps(s, 20_000);
      assert.ok(ratio < 17, `${JSON.stringify(s)}: work grew ${ratio.toFixed(1)}x for 16x the input`);
    }
  });

  it('property: PHI with invisible characters sprinkled in never survives redaction in order', () => {
    const phi = fc.constantFrom(
      ['SSN ', '536-22-1234'],
      ['phone ', '(217) 555-0142'],
      ['MRN: ', '00482913'],
      ['mail ', 'jroe1962@example.org'],
      ['card ', '4111 1111 1111 1111'],
    );
    // Anything but digits around it (a digit next to the PHI would make another number).
    const filler = fc.string({ unit: 'binary', maxLength: 40 }).map((s) => s.replace(/\p{N}/gu, ''));
    const sprinkle = fc.array(fc.tuple(fc.nat(), fc.constantFrom(...ZW)), { maxLength: 6 });
    const wide = fc.boolean();
    fc.assert(
      fc.property(filler, phi, sprinkle, wide, filler, (before, [cue, value], zws, fullwidth, after) => {
        let hidden = fullwidth ? value.replace(/[0-9]/g, (d) => String.fromCharCode(d.charCodeAt(0) + 0xfee0)) : value;
        for (const [at, z] of zws) {
          const i = 1 + (at % (hidden.length - 1));
          hidden = hidden.slice(0, i) + z + hidden.slice(i);
        }
        const text = `${before} ${cue}${hidden} ${after}`;
        const { redacted } = check(text);
        assert.ok(
          !digitsOf(redacted).includes(digitsOf(value)),
          `${JSON.stringify(text)} -> ${JSON.stringify(redacted)}`,
        );
      }),
      { numRuns: 400 },
    );
  });
});
