import { createCipheriv, createDecipheriv, createHash, createHmac, randomBytes } from 'node:crypto';
import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

const VERSION = 'v1';

/**
 * AES-256-GCM for secrets held on behalf of users (webhook secrets, agent keys, export tokens).
 * Stored form: `v1:<base64 iv>:<base64 tag>:<base64 ciphertext>`.
 */
export class SecretBox {
  private readonly macKeys = new Map<string, Buffer>();

  private constructor(private readonly key: Buffer) {}

  /**
   * HMAC-SHA-256 of `data` under a subkey derived from the secret key for `purpose`, so a keyed
   * hash (the token vault's value index) never reuses the encryption key itself.
   */
  mac(purpose: string, data: string): string {
    let k = this.macKeys.get(purpose);
    if (!k) {
      k = createHmac('sha256', this.key).update(`latchkey-mac:${purpose}`).digest();
      this.macKeys.set(purpose, k);
    }
    return createHmac('sha256', k).update(data, 'utf8').digest('base64url');
  }

  /**
   * Key from `LATCHKEY_SECRET_KEY` (64 hex chars or base64 of 32 bytes; any other string is
   * stretched with SHA-256), else from `<dataDir>/secret.key`, generated once with mode 0600.
   */
  static load(opts: { secretKey?: string | undefined; dataDir: string }): SecretBox {
    if (opts.secretKey) return new SecretBox(parseKey(opts.secretKey));
    const file = join(opts.dataDir, 'secret.key');
    if (!existsSync(file)) {
      mkdirSync(opts.dataDir, { recursive: true });
      writeFileSync(file, `${randomBytes(32).toString('hex')}\n`, { mode: 0o600, flag: 'wx' });
    }
    chmodSync(file, 0o600);
    return new SecretBox(parseKey(readFileSync(file, 'utf8').trim()));
  }

  seal(plaintext: string): string {
    const iv = randomBytes(12);
    const cipher = createCipheriv('aes-256-gcm', this.key, iv);
    const ct = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final()]);
    return [VERSION, iv.toString('base64'), cipher.getAuthTag().toString('base64'), ct.toString('base64')].join(':');
  }

  open(sealed: string): string {
    const [version, iv, tag, ct] = sealed.split(':');
    if (version !== VERSION || !iv || !tag || ct === undefined) throw new Error('unrecognised sealed secret');
    const decipher = createDecipheriv('aes-256-gcm', this.key, Buffer.from(iv, 'base64'));
    decipher.setAuthTag(Buffer.from(tag, 'base64'));
    return Buffer.concat([decipher.update(Buffer.from(ct, 'base64')), decipher.final()]).toString('utf8');
  }
}

function parseKey(raw: string): Buffer {
  if (/^[0-9a-fA-F]{64}$/.test(raw)) return Buffer.from(raw, 'hex');
  const b64 = Buffer.from(raw, 'base64');
  if (b64.length === 32 && /^[A-Za-z0-9+/=_-]+$/.test(raw)) return b64;
  return createHash('sha256').update(raw, 'utf8').digest();
}

/** Masked display form of a secret: never more than its last four characters. */
export function mask(secret: string): string {
  return secret.length <= 4 ? '****' : `****${secret.slice(-4)}`;
}
