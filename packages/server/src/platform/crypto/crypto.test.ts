import assert from 'node:assert/strict';
import { createHash, createPublicKey, verify } from 'node:crypto';
import { mkdtempSync, readFileSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, it } from 'node:test';
import canonicalizeModule from 'canonicalize';
import fc from 'fast-check';
import { jcs } from './hash.js';
import { mask, SecretBox } from './secret-box.js';
import { loadSigningKey, signBytes, verifyBytes } from './signing-keys.js';

const dir = () => mkdtempSync(join(tmpdir(), 'latchkey-crypto-'));

describe('SecretBox', () => {
  it('seals with a fresh IV each time and opens what it sealed', () => {
    const box = SecretBox.load({ dataDir: dir() });
    const a = box.seal('whsec_123');
    const b = box.seal('whsec_123');
    assert.notEqual(a, b);
    assert.ok(!a.includes('whsec_123'));
    assert.equal(box.open(a), 'whsec_123');
  });

  it('generates its key once, mode 0600, and keeps it across loads', () => {
    const d = dir();
    const sealed = SecretBox.load({ dataDir: d }).seal('s');
    assert.equal(statSync(join(d, 'secret.key')).mode & 0o777, 0o600);
    assert.equal(SecretBox.load({ dataDir: d }).open(sealed), 's');
  });

  it('refuses tampered ciphertext and a different key', () => {
    const box = SecretBox.load({ secretKey: 'a'.repeat(64), dataDir: dir() });
    const sealed = box.seal('secret');
    const parts = sealed.split(':');
    const ct = Buffer.from(parts[3]!, 'base64');
    ct[0] = ct[0]! ^ 1;
    assert.throws(() => box.open([...parts.slice(0, 3), ct.toString('base64')].join(':')));
    assert.throws(() => SecretBox.load({ secretKey: 'b'.repeat(64), dataDir: dir() }).open(sealed));
  });

  it('masks to the last four characters', () => {
    assert.equal(mask('abcdefgh'), '****efgh');
    assert.equal(mask('abc'), '****');
  });
});

describe('signing key', () => {
  it('is created once and kept; kid is the first 16 hex of SHA-256 over the SPKI DER', () => {
    const d = dir();
    const k1 = loadSigningKey({ dataDir: d });
    const k2 = loadSigningKey({ dataDir: d });
    assert.equal(k1.kid, k2.kid);
    assert.equal(statSync(join(d, 'signing-key.pem')).mode & 0o777, 0o600);
    const der = createPublicKey(k1.publicKeyPem).export({ type: 'spki', format: 'der' });
    assert.equal(k1.kid, createHash('sha256').update(der).digest('hex').slice(0, 16));
    assert.match(readFileSync(join(d, 'signing-key.pem'), 'utf8'), /BEGIN PRIVATE KEY/);
  });

  it('signs Ed25519 that verifies with the public key alone', () => {
    const key = loadSigningKey({ dataDir: dir() });
    const data = Buffer.from(jcs({ b: 1, a: [true, null] }));
    const sig = signBytes(key, data);
    assert.ok(verify(null, data, createPublicKey(key.publicKeyPem), Buffer.from(sig, 'base64')));
    assert.ok(verifyBytes(key.publicKeyPem, data, sig));
    assert.ok(!verifyBytes(key.publicKeyPem, Buffer.from('other'), sig));
  });
});

describe('jcs', () => {
  it('canonicalises as RFC 8785', () => {
    assert.equal(jcs({ b: 2, a: 1, c: { z: [1, 'x'], y: 1e21 } }), '{"a":1,"b":2,"c":{"y":1e+21,"z":[1,"x"]}}');
  });
});

it('jcs agrees with the canonicalize package (an independent RFC 8785 implementation)', () => {
  const oracle = canonicalizeModule as unknown as (v: unknown) => string;
  fc.assert(
    fc.property(fc.jsonValue(), (value) => {
      assert.equal(jcs(value), oracle(value));
    }),
    { numRuns: 2000 },
  );
  assert.equal(jcs({ b: 1e21, a: [1e-7, -0], é: 'x', A: null }), '{"A":null,"a":[1e-7,0],"b":1e+21,"é":"x"}');
});
