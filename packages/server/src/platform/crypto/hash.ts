import { hash } from 'node:crypto';
import canonicalizeModule from 'canonicalize';

// canonicalize ships CJS typings with a default export; normalise it once here.
const canonicalize = canonicalizeModule as unknown as (value: unknown) => string | undefined;

// One-shot hash: no Hash object per call (it runs on every authenticated request).
export function sha256Hex(data: string | Uint8Array): string {
  return hash('sha256', data, 'hex');
}

/** RFC 8785 canonical JSON. Throws on values JSON cannot represent. */
export function jcs(value: unknown): string {
  const out = canonicalize(value);
  if (out === undefined) throw new TypeError('value has no canonical JSON form');
  return out;
}
