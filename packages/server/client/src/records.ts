import { createHash, createPublicKey, type KeyObject, verify } from 'node:crypto';
import { RECORD_PAYLOAD_TYPE, RECORD_SCHEMA } from '@latchkey/contract';
import { canonicalJson } from './canonical-json.js';

// Offline verification of verification records (DESIGN §8.5): a DSSE envelope over the JCS form of
// `{ decision, decisionSha256, evidence, orgId, signedAt, issuer }`, signed with Ed25519. Everything
// here is pure and needs only the public keys, so the server's verify endpoint and CLI share it.

/** DSSE pre-authentication encoding: `DSSEv1 SP len(type) SP type SP len(body) SP body`, byte lengths. */
export function pae(payloadType: string, payload: Uint8Array | string): Buffer {
  const type = Buffer.from(payloadType, 'utf8');
  const body = typeof payload === 'string' ? Buffer.from(payload, 'utf8') : Buffer.from(payload);
  return Buffer.concat([
    Buffer.from(`DSSEv1 ${type.length} `, 'utf8'),
    type,
    Buffer.from(` ${body.length} `, 'utf8'),
    body,
  ]);
}

/** `"sha256:" + hex(SHA-256(UTF-8(s)))`, the digest form used throughout the evidence feed. */
export function sha256Tagged(s: string): string {
  return `sha256:${createHash('sha256').update(s, 'utf8').digest('hex')}`;
}

export interface TrustedKey {
  kid: string;
  publicKeyPem: string;
}

export interface RecordCheck {
  valid: boolean;
  /** The key that verified, and the record it vouches for; both null unless `valid`. */
  keyid: string | null;
  record: Record<string, unknown> | null;
  errors: string[];
}

/** Strict standard base64: Buffer.from would silently skip stray characters and accept bad padding. */
function fromBase64(s: unknown): Buffer | null {
  if (typeof s !== 'string' || s.length % 4 !== 0 || !/^[A-Za-z0-9+/]*={0,2}$/.test(s)) return null;
  const bytes = Buffer.from(s, 'base64');
  return bytes.toString('base64') === s ? bytes : null; // also refuses non-zero padding bits
}

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/** The record in the payload, or the reason there is none. */
function readPayload(bytes: Buffer): Record<string, unknown> | string {
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true, ignoreBOM: true }).decode(bytes);
  } catch {
    return 'payload is not valid UTF-8';
  }
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    return 'payload is not valid JSON';
  }
  if (!isObject(parsed)) return 'payload is not a JSON object';
  // Only one byte string may stand for a record: otherwise duplicate keys or reordered members
  // could show a reader something other than what a JCS-based check computed.
  let canonical: string;
  try {
    canonical = canonicalJson(parsed);
  } catch (err) {
    // JSON.parse accepts escaped lone surrogates ("\ud800"); I-JSON, and so JCS, does not.
    return `payload has no JCS form: ${(err as Error).message}`;
  }
  if (canonical !== text) return 'payload is not in JCS canonical form';
  return parsed;
}

/**
 * Verifies an envelope with nothing but public keys. Valid when the envelope literals match, the
 * payload is a canonical JSON record whose `decisionSha256` is the digest of its `decision`, and at
 * least one signature by a listed key verifies (DSSE: signatures by unknown keys are ignored once
 * one verifies; when none does, every signature's failure is reported).
 */
export function verifyRecord(envelope: unknown, keys: TrustedKey[]): RecordCheck {
  const invalid = (errors: string[]): RecordCheck => ({ valid: false, keyid: null, record: null, errors });
  if (!isObject(envelope)) return invalid(['envelope is not a JSON object']);
  const errors: string[] = [];
  if (envelope.schema !== RECORD_SCHEMA) errors.push(`schema is not "${RECORD_SCHEMA}"`);
  if (envelope.payloadType !== RECORD_PAYLOAD_TYPE) errors.push(`payloadType is not "${RECORD_PAYLOAD_TYPE}"`);

  const payload = fromBase64(envelope.payload);
  let record: Record<string, unknown> | null = null;
  if (payload === null) errors.push('payload is not valid base64');
  else {
    const read = readPayload(payload);
    if (typeof read === 'string') errors.push(read);
    else record = read;
  }

  let keyid: string | null = null;
  const sigs = envelope.signatures;
  if (!Array.isArray(sigs) || sigs.length === 0) errors.push('signatures is not a non-empty array');
  else if (payload !== null && typeof envelope.payloadType === 'string') {
    // Signed bytes are PAE over the envelope's own payloadType: a swapped type fails the signature too.
    const signed = pae(envelope.payloadType, payload);
    const sigErrors: string[] = [];
    for (const [i, s] of sigs.entries()) {
      const err = checkSignature(s, signed, keys);
      if (err === null) {
        keyid = (s as { keyid: string }).keyid;
        break;
      }
      sigErrors.push(`signature ${i}: ${err}`);
    }
    if (keyid === null) errors.push(...sigErrors);
  }

  if (record !== null) {
    if (!isObject(record.decision)) errors.push('record.decision is missing or not an object');
    else if (record.decisionSha256 !== sha256Tagged(canonicalJson(record.decision))) {
      errors.push('record.decisionSha256 does not match sha256(JCS(record.decision))');
    }
  }
  return errors.length === 0 ? { valid: true, keyid, record, errors } : invalid(errors);
}

/** Null when the signature verifies, else why not. */
function checkSignature(s: unknown, signed: Buffer, keys: TrustedKey[]): string | null {
  if (!isObject(s) || typeof s.keyid !== 'string' || typeof s.sig !== 'string') {
    return 'keyid and sig must be strings';
  }
  const trusted = keys.find((k) => k.kid === s.keyid);
  if (!trusted) return `unknown keyid "${s.keyid}"`;
  let key: KeyObject;
  try {
    key = createPublicKey(trusted.publicKeyPem);
  } catch {
    return `key "${s.keyid}" is not a valid public key PEM`;
  }
  if (key.asymmetricKeyType !== 'ed25519') return `key "${s.keyid}" is not an Ed25519 key`;
  const sig = fromBase64(s.sig);
  if (sig === null) return 'sig is not valid base64';
  let ok = false;
  try {
    ok = verify(null, signed, key, sig);
  } catch {
    ok = false; // e.g. a signature of the wrong length
  }
  return ok ? null : `signature does not verify with key "${s.keyid}"`;
}
