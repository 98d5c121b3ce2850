import assert from 'node:assert/strict';
import { generateKeyPairSync } from 'node:crypto';
import { existsSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import { cli, ensureBuilt } from './cli-helpers.js';
import { ENGINES, makeApp, seedAuditChain, type TestApp } from './helpers.js';

/**
 * CLI commands that read: `records verify` opens no database at all (keys from PEM files or a
 * server's public list), the others need an existing one and never create it, and `audit verify`
 * needs the server's signing key.
 */

describe('latchkey records verify, offline', { timeout: 120_000 }, () => {
  let t: TestApp;
  let cwd: string;
  let base: string;
  let pem: string;
  before(async () => {
    ensureBuilt();
    cwd = mkdtempSync(join(tmpdir(), 'latchkey-cli-'));
    t = await makeApp();
    const agentId = (
      await t.call({ method: 'POST', url: '/api/agents', payload: { name: 'rec', tools: ['send_email'] } })
    ).json().id;
    const decision = (
      await t.call({
        method: 'POST',
        url: '/api/policy/authorize',
        payload: { agentId, stage: 'output', content: 'mail jane.roe@example.org' },
      })
    ).json();
    const envelope = (await t.call({ method: 'POST', url: '/api/verification-record/sign', payload: decision })).json();
    writeFileSync(join(cwd, 'record.json'), JSON.stringify(envelope));
    const forged = {
      ...envelope,
      signatures: [
        {
          ...envelope.signatures[0],
          sig: envelope.signatures[0].sig.replace(/^./, (c: string) => (c === 'A' ? 'B' : 'A')),
        },
      ],
    };
    writeFileSync(join(cwd, 'forged.json'), JSON.stringify(forged));
    pem = t.deps.signingKey.publicKeyPem;
    writeFileSync(join(cwd, 'server.pem'), pem);
    const other = generateKeyPairSync('ed25519').publicKey.export({ type: 'spki', format: 'pem' }).toString();
    writeFileSync(join(cwd, 'other.pem'), other);
    base = await t.app.listen({ host: '127.0.0.1', port: 0 });
  });
  after(async () => {
    await t.close();
    rmSync(cwd, { recursive: true, force: true });
  });

  it('without keys: fails, says how to give them, and creates nothing', async () => {
    const r = await cli(['records', 'verify', 'record.json'], { cwd });
    assert.equal(r.code, 1, r.stdout + r.stderr);
    assert.match(r.stderr, /--public-key .*--url/);
    assert.ok(!existsSync(join(cwd, 'data')), `created: ${readdirSync(cwd).join(', ')}`);
  });

  it('with --public-key files (several allowed): valid, and a forged signature is not', async () => {
    const ok = await cli(
      ['records', 'verify', 'record.json', '--public-key', 'other.pem', '--public-key', 'server.pem'],
      {
        cwd,
      },
    );
    assert.equal(ok.code, 0, ok.stdout + ok.stderr);
    assert.match(ok.stdout, new RegExp(`^valid: signed by ${t.deps.signingKey.kid}`));
    const wrongKey = await cli(['records', 'verify', 'record.json', '--public-key', 'other.pem'], { cwd });
    assert.equal(wrongKey.code, 1);
    assert.match(wrongKey.stdout, /^INVALID: .*unknown keyid/);
    const forged = await cli(['records', 'verify', 'forged.json', '--public-key', 'server.pem'], { cwd });
    assert.equal(forged.code, 1);
    assert.match(forged.stdout, /^INVALID: .*does not verify/);
    assert.ok(!existsSync(join(cwd, 'data')));
  });

  it("with --url: the server's public key list", async () => {
    const r = await cli(['records', 'verify', 'record.json', '--url', base], { cwd });
    assert.equal(r.code, 0, r.stdout + r.stderr);
    assert.match(r.stdout, /^valid: signed by /);
    const down = await cli(['records', 'verify', 'record.json', '--url', 'http://127.0.0.1:1'], { cwd });
    assert.equal(down.code, 1);
    assert.match(down.stderr, /--url http:\/\/127\.0\.0\.1:1: cannot read \/api\/verification-record\/keys/);
  });

  it('a key file that holds no public key, or a missing file: a clear message', async () => {
    writeFileSync(
      join(cwd, 'private.pem'),
      generateKeyPairSync('ed25519').privateKey.export({ type: 'pkcs8', format: 'pem' }),
    );
    const priv = await cli(['records', 'verify', 'record.json', '--public-key', 'private.pem'], { cwd });
    assert.equal(priv.code, 1);
    assert.match(priv.stderr, /--public-key private\.pem: no PEM public key found/);
    const missing = await cli(['records', 'verify', 'nope.json', '--public-key', 'server.pem'], { cwd });
    assert.equal(missing.code, 1);
    assert.match(missing.stderr, /nope\.json: ENOENT/);
  });
});

for (const engine of ENGINES) {
  describe(`latchkey commands that read a database [${engine}]`, { timeout: 120_000 }, () => {
    let t: TestApp;
    let cwd: string;
    before(async () => {
      ensureBuilt();
      cwd = mkdtempSync(join(tmpdir(), 'latchkey-cli-'));
      t = await makeApp({ engine, dataDir: join(cwd, 'server') });
      await seedAuditChain(t, 3);
    });
    after(async () => {
      await t.close();
      rmSync(cwd, { recursive: true, force: true });
    });
    /** The server's database: its data dir, or its PostgreSQL URL (and the data dir for the key files). */
    const where = () => [
      '--data-dir',
      t.config.dataDir,
      ...(t.config.databaseUrl ? ['--database-url', t.config.databaseUrl] : []),
    ];

    it('refuse a data dir without a database, and create none', { skip: engine !== 'sqlite' }, async () => {
      for (const args of [
        ['keys', 'list'],
        ['org', 'set-plan', 'pro'],
        ['audit', 'verify'],
      ]) {
        const r = await cli(args, { cwd });
        assert.equal(r.code, 1, `${args.join(' ')}: ${r.stdout}${r.stderr}`);
        assert.match(r.stderr, /no database at .*latchkey\.db: point --data-dir/);
        assert.ok(!existsSync(join(cwd, 'data')), `${args.join(' ')} created ${readdirSync(cwd).join(', ')}`);
      }
    });

    it("audit verify: needs the server's signing key, and verifies with it", async () => {
      const ok = await cli(['audit', 'verify', ...where()], { cwd });
      assert.equal(ok.code, 0, ok.stdout + ok.stderr);
      assert.match(ok.stdout, /^audit: valid/);
      // Another signing key: refused, naming the variables, rather than every checkpoint reported wrong.
      const other = generateKeyPairSync('ed25519').privateKey.export({ type: 'pkcs8', format: 'pem' }).toString();
      const wrong = await cli(['audit', 'verify', ...where()], { cwd, env: { LATCHKEY_SIGNING_KEY: other } });
      assert.equal(wrong.code, 1, wrong.stdout + wrong.stderr);
      assert.match(wrong.stderr, /LATCHKEY_SIGNING_KEY: .*LATCHKEY_TRUSTED_PUBLIC_KEYS/);
      assert.doesNotMatch(wrong.stdout, /audit:/);
      // No key at all (a data dir without signing-key.pem, and no variable): refused too.
      rmSync(join(t.config.dataDir, 'signing-key.pem'));
      const none = await cli(['audit', 'verify', ...where()], { cwd });
      assert.equal(none.code, 1, none.stdout + none.stderr);
      assert.match(none.stderr, /audit verify needs the server's signing key: set LATCHKEY_SIGNING_KEY/);
      assert.ok(!existsSync(join(t.config.dataDir, 'signing-key.pem')), 'no key made up');
    });
  });
}
