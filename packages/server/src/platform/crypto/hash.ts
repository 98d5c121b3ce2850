import { hash } from 'node:crypto';
import { canonicalJson } from '@latchkey/client/canonical-json';

// One-shot hash: no Hash object per call (it runs on every authenticated request).
export function sha256Hex(data: string | Uint8Array): string {
  return hash('sha256', data, 'hex');
}

/**
 * RFC 8785 canonical JSON. Throws on values JSON cannot represent. The SDK's implementation, so
 * the server that writes hashes and the client that verifies them offline cannot disagree.
 */
export const jcs: (value: unknown) => string = canonicalJson;
