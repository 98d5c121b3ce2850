import { readFileSync } from 'node:fs';
import { PdpClient, type TrustedKey, verifyRecord } from '@latchkey/client';
import { parsePublicKeys } from './platform/crypto/signing-keys.js';

const HOW =
  'give the signing public keys with --public-key <pem file> (repeatable) or --url <server> ' +
  '(reads GET /api/verification-record/keys); no database is opened';

/**
 * `latchkey records verify <file>`: offline, with the SDK's verifier and public keys from PEM files
 * or a server's public key list. Opens no database: a record is checked where there is none.
 */
export async function verifyRecordFile(
  file: string | undefined,
  opts: { publicKeys: string[]; url: string | undefined },
): Promise<{ ok: boolean; line: string }> {
  if (!file) throw new Error(`records verify needs the envelope file; ${HOW}`);
  if (opts.publicKeys.length === 0 && !opts.url) throw new Error(`records verify: ${HOW}`);
  const envelope = readJson(file);
  const keys: TrustedKey[] = [];
  for (const pemFile of opts.publicKeys) keys.push(...pemKeys(pemFile, read(pemFile, '--public-key')));
  if (opts.url) keys.push(...(await serverKeys(opts.url)));
  const r = verifyRecord(envelope, keys);
  const decision = (r.record?.decision as { decisionId?: unknown } | undefined)?.decisionId;
  return {
    ok: r.valid,
    line: r.valid ? `valid: signed by ${r.keyid}, decision ${String(decision)}` : `INVALID: ${r.errors.join('; ')}`,
  };
}

function read(file: string, what: string): string {
  try {
    return readFileSync(file, 'utf8');
  } catch (err) {
    throw new Error(`${what} ${file}: ${(err as NodeJS.ErrnoException).code ?? (err as Error).message}`);
  }
}

function readJson(file: string): unknown {
  const text = read(file, 'records verify:');
  try {
    return JSON.parse(text);
  } catch {
    throw new Error(`records verify: ${file} is not JSON (expected the envelope the sign endpoint returned)`);
  }
}

/** Every Ed25519 public key in the file, with its kid computed from the key itself. */
function pemKeys(file: string, text: string): TrustedKey[] {
  try {
    const keys = parsePublicKeys(text);
    if (keys.length === 0) throw new Error('no PEM public key found');
    return keys;
  } catch (err) {
    throw new Error(`--public-key ${file}: ${(err as Error).message} (give Ed25519 public keys as SPKI PEM)`);
  }
}

/**
 * The server's current and retired keys. Each kid is computed again from its key, so a listed kid
 * cannot stand for another key.
 */
async function serverKeys(url: string): Promise<TrustedKey[]> {
  let list: Awaited<ReturnType<PdpClient['publicKeys']>>;
  try {
    // The key list is public: the server ignores the client's empty bearer there.
    list = await new PdpClient({ baseUrl: url, apiKey: '' }).publicKeys();
  } catch (err) {
    throw new Error(`--url ${url}: cannot read /api/verification-record/keys: ${(err as Error).message}`);
  }
  return list.keys.flatMap((k) => pemKeys(`${url} (kid ${k.kid})`, k.publicKeyPem));
}
