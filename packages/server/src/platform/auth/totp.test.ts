import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { base32Decode, base32Encode, hotp, otpauthUrl, STEP_MS, stepOf, verifyTotp } from './totp.js';

const RFC_KEY = Buffer.from('12345678901234567890', 'ascii');

describe('totp', () => {
  it('RFC 4226 appendix D: HOTP values of counters 0–9', () => {
    const expected = [
      '755224',
      '287082',
      '359152',
      '969429',
      '338314',
      '254676',
      '287922',
      '162583',
      '399871',
      '520489',
    ];
    for (const [counter, code] of expected.entries()) assert.equal(hotp(RFC_KEY, counter), code);
  });

  it('RFC 6238 appendix B: the SHA-1 test vectors (8 digits)', () => {
    const vectors: Array<[number, string]> = [
      [59, '94287082'],
      [1111111109, '07081804'],
      [1111111111, '14050471'],
      [1234567890, '89005924'],
      [2000000000, '69279037'],
      [20000000000, '65353130'],
    ];
    for (const [seconds, code] of vectors) assert.equal(hotp(RFC_KEY, stepOf(seconds * 1000), 8), code);
  });

  it('base32 round-trips and reads the RFC key', () => {
    const b32 = base32Encode(RFC_KEY);
    assert.equal(b32, 'GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ');
    assert.deepEqual(base32Decode(b32.toLowerCase()), RFC_KEY);
    assert.throws(() => base32Decode('0189'));
  });

  it('accepts ±1 step, refuses further, refuses a replayed or earlier step', () => {
    const secret = base32Encode(RFC_KEY);
    const now = 1_700_000_000_000;
    const step = stepOf(now);
    const code = (s: number) => hotp(RFC_KEY, s);
    assert.equal(verifyTotp(secret, code(step), now, null), step);
    assert.equal(verifyTotp(secret, code(step - 1), now, null), step - 1);
    assert.equal(verifyTotp(secret, code(step + 1), now, null), step + 1);
    assert.equal(verifyTotp(secret, code(step + 2), now, null), null);
    assert.equal(verifyTotp(secret, code(step - 2), now, null), null);
    assert.equal(verifyTotp(secret, code(step), now, step), null, 'the same code twice');
    assert.equal(verifyTotp(secret, code(step - 1), now, step), null, 'an older code after a newer one');
    assert.equal(verifyTotp(secret, code(step), now + STEP_MS, step - 1), step);
    assert.equal(verifyTotp(secret, 'abcdef', now, null), null);
    assert.equal(verifyTotp(secret, `${code(step).slice(0, 3)} ${code(step).slice(3)}`, now, null), step);
  });

  it('otpauth URL names the issuer and account', () => {
    const url = otpauthUrl('ABC', 'ada@example.org');
    assert.match(url, /^otpauth:\/\/totp\/Latchkey%3Aada%40example\.org\?secret=ABC&issuer=Latchkey/);
  });
});
