import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import fc from 'fast-check';
import { checkPattern, MAX_PATTERN_LENGTH } from './safe-regex.js';

function accepted(source: string, flags?: string): RegExp {
  const r = checkPattern(source, flags);
  if (!r.ok) assert.fail(`expected /${source}/${flags ?? ''} to be accepted, got: ${r.error}`);
  return r.regex;
}

function refused(source: string, flags?: string): string {
  const r = checkPattern(source, flags);
  if (r.ok) assert.fail(`expected /${source}/${flags ?? ''} to be refused`);
  return r.error;
}

/** Times one failing search over `input`; accepted patterns must stay fast on their worst inputs. */
function timeMs(re: RegExp, input: string): number {
  const start = performance.now();
  re.test(input);
  return performance.now() - start;
}

describe('checkPattern accepts common safe patterns', () => {
  const SAFE = [
    '\\b\\d{3}-\\d{2}-\\d{4}\\b',
    '(?:foo|bar)\\s+baz',
    '[A-Z]{2}\\d{6}',
    'patient\\s+id:?\\s*\\w+',
    '(?:https?://)?[\\w.-]+\\.example\\.com',
    '\\b(?:stop|start|discontinue|double|halve|increase|decrease|reduce|skip)\\s+(?:taking\\s+)?(?:your|the|this)?\\s*(?:dose|dosage|medication|medicine|insulin|prescription)\\b',
    '\\b\\d+(?:\\.\\d+)?\\s?(?:mg|mcg|µg|ml|units?)\\s+(?:every|each|per|twice|once|three times)\\b',
    '^MRN[-: ]?\\d{6,10}$',
    '(?<area>\\d{3})-(?<line>\\d{4})',
    '(?:ab?)+',
    '(?:\\d{3}-)+\\d{4}',
    '(?:[A-Z][a-z]+ ){0,1}Smith',
    '[^\\s@]+@[^\\s@]+\\.[a-z]{2,}',
    '(?<!\\d)\\d{9}(?!\\d)',
    'a{2,5}?b*?c+?',
    '\\u{1F600}+\\p{Lu}', // u mode escapes
    '[\\]\\-\\\\]+x',
    'x{,3}\\{y', // literal braces outside u mode
    '\\p{L}{2}', // without u: the letter p then a literal `{L}` repeated twice
    '😀+',
    '(?:a|b|c)+',
    '(?:[a-f]|[0-9])+',
    '(?:A|a)+', // without i the two alternatives differ
    'a?a?a?a?aaaa', // four choice points: at most 2^4 splits
    'a+a*b', // two unbounded choice points: quadratic per start
  ];
  for (const source of SAFE) {
    it(`/${source}/`, () => {
      accepted(source, source.includes('\\u{') ? 'u' : undefined);
    });
  }

  it('returns a RegExp with the given flags', () => {
    const re = accepted('patient', 'ims');
    assert.equal(re.flags, 'ims');
    assert.ok(re.test('PATIENT'));
  });
});

describe('checkPattern refuses', () => {
  const CASES: [string, RegExp, string?][] = [
    ['(a+)+', /nested quantifiers/],
    ['(a*)*', /nested quantifiers/],
    ['(\\w+\\s?)+', /nested quantifiers/],
    ['(.*a){12}', /nested quantifiers/],
    ['^(a+)+$', /nested quantifiers/],
    ['(x+x+)+y', /nested quantifiers/],
    ['^(([a-z])+.)+[A-Z]([a-z])+$', /nested quantifiers/],
    // OWASP's example of an evil email regex
    [
      '^([a-zA-Z0-9])(([\\-.]|[_]+)?([a-zA-Z0-9]+))*(@){1}[a-z0-9]+[.]{1}(([a-z]{2,3})|([a-z]{2,3}[.]{1}[a-z]{2,3}))$',
      /nested quantifiers/,
    ],
    ['^([a-zA-Z0-9_.-])+@(([a-zA-Z0-9-])+.)+([a-zA-Z0-9]{2,4})+$', /nested quantifiers/],
    ['(a|a)*', /alternatives 1 and 2/],
    ['(a|ab)*', /alternatives 1 and 2/],
    ['^(a|aa)+$', /alternatives 1 and 2/],
    ['(\\w|\\d)+', /alternatives 1 and 2/],
    ['(?:x|[a-z]|y)+', /alternatives 1 and 2/],
    ['(?:A|a)+', /alternatives 1 and 2/, 'i'],
    ['(?:[^a]|b)+', /alternatives 1 and 2/],
    ['(a?a)+', /`a\?` can end where/],
    ['(\\d{1,3},?)+', /can end where/],
    ['(?:[a-z]{2,3}\\.?)+', /can end where/],
    ['(a?)*', /can match nothing/],
    ['(a|)+', /can match nothing/],
    ['(?:a{100}){100}', /repeat counts above 1000/],
    ['a{1001}', /repeat counts above 1000/],
    ['(?:ab){2}(?:c{501}){2}', /`c\{501\}`: repeat counts above 1000/],
    ['a?a?a?a?a?aaaaa', /5 optional parts \(0 unbounded\) overlap/],
    ['\\s*\\s*\\s*\\s*\\s*\\s*x', /5 optional parts \(5 unbounded\)/],
    ['a+aa*a*a*\\d', /3 optional parts \(3 unbounded\)/],
    ['(a)\\1', /backreferences/],
    ['(?<x>a)\\k<x>', /backreferences/],
    ['(?=(a+))', /lookaround may not contain an unbounded/],
    ['(?<=a.*)b', /lookaround may not contain an unbounded/],
  ];
  for (const [source, why, flags] of CASES) {
    it(`/${source}/${flags ?? ''}`, () => assert.match(refused(source, flags), why));
  }

  it('syntax errors, with the engine message', () => {
    assert.match(refused('(abc'), /Invalid regular expression.*Unterminated group/);
    assert.match(refused('a**'), /Nothing to repeat/);
    assert.match(refused('\\p{Nope}', 'u'), /Invalid/);
  });

  it('flags other than i, m, s, u', () => {
    assert.match(refused('a', 'g'), /flags may only be i, m, s and u/);
    assert.match(refused('a', 'y'), /flags/);
    assert.match(refused('a', 'v'), /flags/);
    assert.match(refused('a', 'ii'), /Invalid flags/);
  });

  it(`patterns longer than ${MAX_PATTERN_LENGTH} characters`, () => {
    accepted('a'.repeat(MAX_PATTERN_LENGTH));
    assert.match(refused('a'.repeat(MAX_PATTERN_LENGTH + 1)), /longer than 1000/);
  });
});

describe('what the rules buy', () => {
  it('the refused classics really are catastrophic (shown on tiny inputs)', () => {
    // 2^20 paths on 20 characters: slow enough to measure, short enough for a test.
    assert.ok(timeMs(/^(a+)+$/, `${'a'.repeat(20)}!`) > timeMs(/^a+$/, `${'a'.repeat(20)}!`));
  });

  it('accepted patterns stay fast on their adversarial inputs of moderate size', () => {
    const input = `${'a'.repeat(2000)}!`;
    for (const source of ['(?:ab?)+$', '(?:a|b|c)+$', '(?:\\d{3}-)+\\d{4}', '\\b\\d{3}-\\d{2}-\\d{4}\\b']) {
      assert.ok(timeMs(accepted(source), input) < 200, source);
    }
  });

  it('never throws on any pattern V8 accepts (property test over pattern tokens)', () => {
    const tokens = [
      'a',
      '\\d',
      '\\w',
      '\\b',
      '[a-c]',
      '[^a]',
      '[]',
      '[\\]-]',
      '.',
      '(?:',
      '(?<n>',
      '(?=',
      '(?<!',
      '(',
      ')',
    ];
    tokens.push(
      '|',
      '+',
      '*?',
      '?',
      '{2}',
      '{1,3}',
      '{',
      '}',
      ']',
      '^',
      '$',
      '\\p{L}',
      '\\u{1F600}',
      '\\x41',
      '\\cA',
      '\\k<n>',
      '😀',
    );
    fc.assert(
      fc.property(
        fc.array(fc.constantFrom(...tokens), { maxLength: 14 }),
        fc.constantFrom('', 'u', 'iu', 's'),
        (parts, flags) => {
          const source = parts.join('');
          try {
            new RegExp(source, flags);
          } catch {
            return;
          }
          checkPattern(source, flags);
        },
      ),
      { numRuns: 3000 },
    );
  });

  it('nothing it accepts backtracks exponentially (property test, timed on short inputs)', () => {
    const tokens = ['a', 'a?', 'a*', 'a+', 'a{0,2}', '(?:', '(', ')', '|', '\\w', '.', '[ab]', '{2,5}', '?', '*', '+'];
    // 26 characters: 2^26 paths would take seconds; polynomial blowup (not ruled out) stays small here.
    const inputs = [`${'a'.repeat(26)}!`, `${'ab1 '.repeat(7)}!`];
    fc.assert(
      fc.property(fc.array(fc.constantFrom(...tokens), { maxLength: 12 }), (parts) => {
        const r = checkPattern(parts.join(''));
        if (r.ok) for (const input of inputs) assert.ok(timeMs(r.regex, input) < 100, parts.join(''));
      }),
      { numRuns: 3000 },
    );
  });
});
