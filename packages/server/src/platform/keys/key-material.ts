import { randomBytes } from 'node:crypto';
import { sha256Hex } from '../crypto/hash.js';

const BASE62 = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';
export const KEY_PREFIX = 'lk_live_';
const KEY_SHAPE = /^lk_live_[0-9A-Za-z]{32}$/;

/** `lk_live_` + 32 base62 characters (~190 bits), drawn without modulo bias. */
export function generateKey(): string {
  let out = '';
  while (out.length < 32) {
    for (const b of randomBytes(48)) {
      if (b < 248 && out.length < 32) out += BASE62[b % 62];
    }
  }
  return KEY_PREFIX + out;
}

export const isKeyShaped = (s: string) => KEY_SHAPE.test(s);

/** Keys are stored only as SHA-256: high-entropy secrets need no slow hash, and lookup stays O(1). */
export const hashKey = (secret: string) => sha256Hex(secret);

export const maskKey = (last4: string) => `${KEY_PREFIX}…${last4}`;
