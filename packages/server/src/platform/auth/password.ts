import { randomBytes, scrypt, timingSafeEqual } from 'node:crypto';
import { isCommonPassword } from './common-passwords.js';

// scrypt with N=2^15, r=8, p=1 (OWASP's floor for scrypt): ~32 MiB and tens of ms per hash, so a
// stolen table costs an attacker as much per guess. Parameters travel with the hash, so raising
// them later still verifies the old ones.
const N = 2 ** 15;
const R = 8;
const P = 1;
const KEY_LEN = 32;
const MAX_MEM = 128 * N * R * 2;

export const MIN_PASSWORD_LENGTH = 12;

function derive(password: string, salt: Buffer, n: number, r: number, p: number): Promise<Buffer> {
  return new Promise((resolve, reject) =>
    scrypt(password.normalize('NFC'), salt, KEY_LEN, { N: n, r, p, maxmem: 128 * n * r * 2 }, (err, key) =>
      err ? reject(err) : resolve(key),
    ),
  );
}

/** `scrypt$N$r$p$<salt b64>$<key b64>` */
export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  const key = await derive(password, salt, N, R, P);
  return ['scrypt', N, R, P, salt.toString('base64'), key.toString('base64')].join('$');
}

/** A hash no password matches, verified when there is no user, so both answers take as long. */
let dummy: Promise<string> | null = null;

/** Constant-time check of `password` against a stored hash; null checks a dummy and says no. */
export async function verifyPassword(password: string, stored: string | null): Promise<boolean> {
  if (stored === null) {
    dummy ??= hashPassword(randomBytes(16).toString('hex'));
    await verifyPassword(password, await dummy);
    return false;
  }
  const [scheme, n, r, p, salt, key] = stored.split('$');
  if (scheme !== 'scrypt' || !salt || !key) return false;
  const expected = Buffer.from(key, 'base64');
  const nn = Number(n);
  const rr = Number(r);
  if (128 * nn * rr * 2 > MAX_MEM * 4) return false;
  const actual = await derive(password, Buffer.from(salt, 'base64'), nn, rr, Number(p));
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}

/**
 * Why a new password is refused, or null. At least 12 characters, not a common or breached
 * password (nor one with digits or symbols stuck on either end: `Dragon2024!!`), and not
 * containing the local part of the person's email.
 */
export function passwordProblem(password: string, email: string): string | null {
  if ([...password].length < MIN_PASSWORD_LENGTH) {
    return `Password must be at least ${MIN_PASSWORD_LENGTH} characters`;
  }
  const lower = password.toLowerCase();
  const core = lower.replace(/^[^a-z]+|[^a-z]+$/g, '');
  if (isCommonPassword(lower) || (core.length >= 4 && isCommonPassword(core)) || /^(.)\1+$/.test(lower)) {
    return 'Password is too common: it appears in lists of breached passwords';
  }
  const local = email.toLowerCase().split('@')[0] ?? '';
  if (local.length >= 3 && lower.includes(local)) return 'Password must not contain your email address';
  return null;
}
