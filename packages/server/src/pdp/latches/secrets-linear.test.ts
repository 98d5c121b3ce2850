import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { countRegexSteps } from '../../../test/regex-steps.js';
import { checkPattern } from '../policies/safe-regex.js';
import { detectSecrets } from './secrets.js';
import { PROVIDER_RULES } from './secrets-providers.js';

// Pathological inputs for each pass of the detector, at two sizes 16× apart. Two checks:
// - the characters its regexes scan (a count, exact): linear work scans about 16× as many;
// - CPU time, for loops outside regexes: linear work takes about 16× the time, quadratic 256×.
//   V8 switches between optimized variants of the same code (the same call measures 5.3 or
//   9 ms from one run to the next), so single ratios spread from 8 to 17 at sizes 8× apart; the
//   bound of 64× stays far from both sides. Never a duration: the least CPU time of several trials.
const PATTERNS: [string, string][] = [
  ['one token-character run', 'a'],
  ['vendor prefixes glued together', 'sk-ghs_1_eyJAKIAsl.PMAK-'],
  ['prefixes found inside tokens', '1234567890:AAT3BlbkFJ-us1'],
  ['assignment chains', 'password='],
  ['value members without names', 'value='],
  ['command-line flags', ' -p "x --password '],
  ['MySQL client lines', 'mysql -pab -p\n'],
  ['curl user flags without a colon', ' -u aaaaaaaa'],
  ['secret-sounding line starts', '\n  password '],
  ['netrc fragments', 'login a password '],
  ['base64 PEM prefixes', 'LS0tLS1CRUdJTi'],
  ['JWK members', '"kty" "d": "'],
  ['PEM headers without bodies', '-----BEGIN PRIVATE KEY-----\n'],
  ['URL authorities without hosts', 'https://a:'],
];

/**
 * The least CPU time per call (not wall time: other processes' load does not count) of five trials.
 * Each trial repeats the call until it has used at least 10 ms, so the clock's granularity and one
 * stray pause cannot swing a sub-millisecond measurement (a 0.2 ms call timed 8× once read 25×).
 */
function fastest(text: string): number {
  let best = Number.POSITIVE_INFINITY;
  for (let trial = 0; trial < 5; trial++) {
    const t0 = process.cpuUsage();
    let calls = 0;
    let used = 0;
    do {
      detectSecrets(text);
      calls++;
      const u = process.cpuUsage(t0);
      used = u.user + u.system;
    } while (used < 10_000);
    best = Math.min(best, used / calls);
  }
  return best;
}

describe('detectSecrets runs in linear time', () => {
  for (const [name, unit] of PATTERNS) {
    it(name, () => {
      const small = unit.repeat(Math.ceil(6_250 / unit.length));
      const large = unit.repeat(Math.ceil(100_000 / unit.length));
      const scanned = (text: string) => countRegexSteps(() => detectSecrets(text)).steps;
      const steps = scanned(large) / scanned(small);
      assert.ok(steps < 17, `16× the input scanned ${steps.toFixed(1)}× the characters`);
      fastest(small); // until V8 has optimized this shape, the first size measured runs slower code
      const ratio = fastest(large) / fastest(small);
      assert.ok(ratio < 64, `16× the input took ${ratio.toFixed(1)}× the time`);
    });
  }
});

describe('provider rules', () => {
  it('pass the static checker used for org content-rule patterns (no nested or ambiguous repeats)', () => {
    for (const rule of PROVIDER_RULES) {
      for (const source of [rule.at, rule.re.source]) {
        const check = checkPattern(source);
        assert.ok(check.ok, `${rule.type} /${source}/: ${check.ok ? '' : check.error}`);
      }
    }
  });
});
