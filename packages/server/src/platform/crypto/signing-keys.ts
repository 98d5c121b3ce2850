import {
  createHash,
  createPrivateKey,
  createPublicKey,
  generateKeyPairSync,
  type KeyObject,
  sign,
  verify,
} from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

export interface SigningKey {
  kid: string;
  privateKey: KeyObject;
  publicKey: KeyObject;
  publicKeyPem: string;
}

/** Key id: first 16 hex digits of SHA-256 over the public key's SPKI DER. */
export function keyId(publicKey: KeyObject): string {
  const der = publicKey.export({ type: 'spki', format: 'der' });
  return createHash('sha256').update(der).digest('hex').slice(0, 16);
}

function fromPrivatePem(pem: string): SigningKey {
  const privateKey = createPrivateKey(pem);
  if (privateKey.asymmetricKeyType !== 'ed25519') throw new Error('signing key must be Ed25519');
  const publicKey = createPublicKey(privateKey);
  return {
    kid: keyId(publicKey),
    privateKey,
    publicKey,
    publicKeyPem: publicKey.export({ type: 'spki', format: 'pem' }).toString(),
  };
}

/**
 * The server's Ed25519 key: `LATCHKEY_SIGNING_KEY` (PKCS#8 PEM) when given, else
 * `<dataDir>/signing-key.pem`, generated once (mode 0600) and kept.
 */
export function loadSigningKey(opts: { dataDir: string; signingKeyPem?: string | undefined }): SigningKey {
  if (opts.signingKeyPem) {
    try {
      return fromPrivatePem(opts.signingKeyPem);
    } catch {
      throw new Error(
        'LATCHKEY_SIGNING_KEY: not an Ed25519 private key in PKCS#8 PEM (make one with `openssl genpkey -algorithm ed25519`)',
      );
    }
  }
  const file = join(opts.dataDir, 'signing-key.pem');
  if (!existsSync(file)) {
    mkdirSync(opts.dataDir, { recursive: true });
    const { privateKey } = generateKeyPairSync('ed25519');
    writeFileSync(file, privateKey.export({ type: 'pkcs8', format: 'pem' }), { mode: 0o600, flag: 'wx' });
  }
  return fromPrivatePem(readFileSync(file, 'utf8'));
}

/**
 * Public keys (SPKI PEM, any number of blocks one after another) of keys the server no longer
 * signs with but whose signatures it should still believe: the keys it held before a rotation.
 */
export function parsePublicKeys(pemText: string): Array<{ kid: string; publicKeyPem: string }> {
  const blocks = pemText.match(/-----BEGIN PUBLIC KEY-----[\s\S]*?-----END PUBLIC KEY-----/g) ?? [];
  if (blocks.length === 0 && pemText.trim() !== '') throw new Error('no PEM public key found');
  return blocks.map((pem) => {
    let publicKey: KeyObject;
    try {
      publicKey = createPublicKey(pem);
    } catch {
      throw new Error('a public key does not parse');
    }
    if (publicKey.asymmetricKeyType !== 'ed25519') throw new Error('public keys must be Ed25519');
    return { kid: keyId(publicKey), publicKeyPem: publicKey.export({ type: 'spki', format: 'pem' }).toString() };
  });
}

export function signBytes(key: SigningKey, data: Uint8Array): string {
  return sign(null, data, key.privateKey).toString('base64');
}

export function verifyBytes(publicKeyPem: string, data: Uint8Array, signatureB64: string): boolean {
  try {
    return verify(null, data, createPublicKey(publicKeyPem), Buffer.from(signatureB64, 'base64'));
  } catch {
    return false;
  }
}
