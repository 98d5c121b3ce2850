import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { checkPattern } from '../policies/safe-regex.js';
import { detectSecrets } from './secrets.js';
import { PROVIDER_RULES } from './secrets-providers.js';

// Pathological inputs for each pass of the detector, at two sizes 8× apart. Linear work takes
// about 8× the time; a quadratic pass would take 64×. The bound is on the ratio, never on a
// duration; each size takes the least CPU time of several runs so a busy machine does not decide it.
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

/** The least CPU time (not wall time: other processes' load does not count) of several runs, per call. */
function fastest(text: string, reps: number): number {
  let best = Number.POSITIVE_INFINITY;
  for (let trial = 0; trial < 5; trial++) {
    const t0 = process.cpuUsage();
    for (let r = 0; r < reps; r++) detectSecrets(text);
    const used = process.cpuUsage(t0);
    best = Math.min(best, (used.user + used.system) / reps);
  }
  return best;
}

describe('detectSecrets runs in linear time', () => {
  for (const [name, unit] of PATTERNS) {
    it(name, () => {
      const small = unit.repeat(Math.ceil(6_250 / unit.length));
      const large = unit.repeat(Math.ceil(50_000 / unit.length));
      fastest(small, 2); // warm up the JIT on this shape
      const ratio = fastest(large, 1) / fastest(small, 8);
      assert.ok(ratio < 24, `8× the input took ${ratio.toFixed(1)}× the time`);
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
