import { createHmac, randomBytes } from 'node:crypto';

// RFC 6238 TOTP as authenticator apps speak it: HMAC-SHA-1, 30 s steps, 6 digits.
export const STEP_MS = 30_000;
const DIGITS = 6;
const B32 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';

export function base32Encode(buf: Buffer): string {
  let bits = 0;
  let value = 0;
  let out = '';
  for (const byte of buf) {
    value = (value << 8) | byte;
    bits += 8;
    while (bits >= 5) {
      out += B32[(value >>> (bits - 5)) & 31];
      bits -= 5;
    }
  }
  if (bits > 0) out += B32[(value << (5 - bits)) & 31];
  return out;
}

export function base32Decode(text: string): Buffer {
  const clean = text.replace(/[\s=]/g, '').toUpperCase();
  const out: number[] = [];
  let bits = 0;
  let value = 0;
  for (const c of clean) {
    const i = B32.indexOf(c);
    if (i < 0) throw new Error('not base32');
    value = (value << 5) | i;
    bits += 5;
    if (bits >= 8) {
      out.push((value >>> (bits - 8)) & 255);
      bits -= 8;
    }
  }
  return Buffer.from(out);
}

/** A new 160-bit secret (RFC 4226's recommended length), base32 as apps take it. */
export const newTotpSecret = () => base32Encode(randomBytes(20));

/** RFC 4226 HOTP of `counter`, `digits` long (SHA-1 unless `algorithm` says otherwise). */
export function hotp(key: Buffer, counter: number, digits = DIGITS, algorithm = 'sha1'): string {
  const msg = Buffer.alloc(8);
  msg.writeBigUInt64BE(BigInt(counter));
  const mac = createHmac(algorithm, key).update(msg).digest();
  const offset = mac[mac.length - 1]! & 0x0f;
  const bin = (mac.readUInt32BE(offset) & 0x7fffffff) % 10 ** digits;
  return String(bin).padStart(digits, '0');
}

export const stepOf = (nowMs: number) => Math.floor(nowMs / STEP_MS);

/**
 * The time step `code` matches within ±1 step of `nowMs`, or null. A step at or before
 * `lastStep` (the last code accepted) is refused, so an observed code cannot be replayed.
 */
export function verifyTotp(secretB32: string, code: string, nowMs: number, lastStep: number | null): number | null {
  const digits = code.replace(/\s/g, '');
  if (!/^\d{6}$/.test(digits)) return null;
  const key = base32Decode(secretB32);
  const now = stepOf(nowMs);
  let matched: number | null = null;
  // Every candidate is computed, so the answer takes as long whichever step matched.
  for (const step of [now - 1, now, now + 1]) {
    if (hotp(key, step) === digits && (lastStep === null || step > lastStep)) matched ??= step;
  }
  return matched;
}

export function otpauthUrl(secretB32: string, account: string, issuer = 'Latchkey'): string {
  const label = encodeURIComponent(`${issuer}:${account}`);
  const q = new URLSearchParams({ secret: secretB32, issuer, algorithm: 'SHA1', digits: '6', period: '30' });
  return `otpauth://totp/${label}?${q}`;
}
