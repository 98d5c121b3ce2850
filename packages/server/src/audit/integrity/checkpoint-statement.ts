import { jcs } from '../../platform/crypto/hash.js';
import { verifyBytes } from '../../platform/crypto/signing-keys.js';
import type { CheckpointRow } from './integrity.repository.js';

// What a checkpoint signs and how a signature is checked: pure, so the verifier's walker
// processes can check checkpoints without loading the service around them.

/** The signed statement. Its bytes are UTF-8(JCS(this)): anyone can rebuild and check them. */
export function checkpointStatement(c: Pick<CheckpointRow, 'org_id' | 'log' | 'seq' | 'hash' | 'at'>) {
  return { org: c.org_id, log: c.log, seq: c.seq, hash: c.hash, at: new Date(c.at).toISOString() };
}

export const statementBytes = (c: Parameters<typeof checkpointStatement>[0]) =>
  Buffer.from(jcs(checkpointStatement(c)), 'utf8');

export function checkpointValid(c: CheckpointRow, publicKeyPem: string | undefined): boolean {
  return publicKeyPem !== undefined && verifyBytes(publicKeyPem, statementBytes(c), c.signature);
}
