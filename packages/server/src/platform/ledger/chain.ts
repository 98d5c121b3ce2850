import { jcs, sha256Hex } from '../crypto/hash.js';

/** Pure hash-chain rules (§7), shared by the writer, the verifier, the SDK docs and the tests. */
export const GENESIS_HASH = `sha256:${'0'.repeat(64)}`;

export interface Integrity {
  seq: number;
  prev_hash: string;
  hash: string;
}

/** hash = "sha256:" + hex(SHA-256(prev_hash + "\n" + JCS(body))), body without `integrity`. */
export function chainHash(prevHash: string, body: unknown): string {
  return chainHashOfCanonical(prevHash, jcs(body));
}

export function chainHashOfCanonical(prevHash: string, canonicalBody: string): string {
  return `sha256:${sha256Hex(`${prevHash}\n${canonicalBody}`)}`;
}

export type ChainErrorKind = 'hash_mismatch' | 'prev_mismatch' | 'gap' | 'checkpoint_mismatch';

export interface ChainError {
  seq: number;
  id: string;
  kind: ChainErrorKind;
}

export interface StoredEntry {
  seq: number;
  id: string;
  body: string;
  prev_hash: string;
  hash: string;
}

/**
 * Checks a run of stored entries in seq order. `expectedPrev` is the hash the first entry must
 * link to (GENESIS_HASH when the run starts at seq 1).
 */
export function verifyRun(
  entries: StoredEntry[],
  start: { seq: number; prevHash: string },
): { errors: ChainError[]; last: { seq: number; hash: string } } {
  const errors: ChainError[] = [];
  let expectedSeq = start.seq;
  let prev = start.prevHash;
  for (const e of entries) {
    if (e.seq !== expectedSeq) errors.push({ seq: expectedSeq, id: e.id, kind: 'gap' });
    if (e.prev_hash !== prev) errors.push({ seq: e.seq, id: e.id, kind: 'prev_mismatch' });
    let recomputed: string;
    try {
      recomputed = chainHash(e.prev_hash, JSON.parse(e.body));
    } catch {
      recomputed = '';
    }
    if (recomputed !== e.hash) errors.push({ seq: e.seq, id: e.id, kind: 'hash_mismatch' });
    prev = e.hash;
    expectedSeq = e.seq + 1;
  }
  return { errors, last: { seq: expectedSeq - 1, hash: prev } };
}
