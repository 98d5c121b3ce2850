import assert from 'node:assert/strict';
import { generateKeyPairSync, randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import { verifyAuditRange } from '../src/audit/integrity/verify.service.js';
import { loadConfig } from '../src/config.js';
import { migrateToLatest } from '../src/db/migrate.js';
import { prepare } from '../src/main.js';
import { loadSigningKey } from '../src/platform/crypto/signing-keys.js';
import { createDeps, type Deps } from '../src/platform/deps.js';
import { ENGINES, freshPgUrl, makeApp, seedAuditChain, type TestApp } from './helpers.js';

/**
 * ADR 0036: instances on one database must hold its keys. One that cannot open the secrets the
 * others sealed, or would sign (or fail to believe) checkpoints the others cannot verify, refuses
 * to start before doing anything else.
 */

const secretKey = () => randomBytes(32).toString('hex');
const signingKey = () => generateKeyPairSync('ed25519').privateKey.export({ type: 'pkcs8', format: 'pem' }).toString();
const publicOf = (pem: string) => loadSigningKey({ dataDir: '/nonexistent', signingKeyPem: pem }).publicKeyPem;

for (const engine of ENGINES) {
  describe(`instances that share a database must share its keys [${engine}]`, () => {
    const K1 = secretKey();
    const S1 = signingKey();
    let a: TestApp;
    const dirs: string[] = [];
    const opened: Deps[] = [];

    before(async () => {
      a = await makeApp({ engine, env: { LATCHKEY_SECRET_KEY: K1, LATCHKEY_SIGNING_KEY: S1 } });
      await seedAuditChain(a, 3);
    });
    after(async () => {
      for (const d of opened) await d.close();
      await a.close();
      for (const d of dirs) rmSync(d, { recursive: true, force: true });
    });

    /** Another instance over A's database: the same PostgreSQL URL, or the same SQLite data dir. */
    function instance(env: Record<string, string>): Deps {
      const dataDir = engine === 'sqlite' ? a.config.dataDir : mkdtempSync(join(tmpdir(), 'latchkey-keys-'));
      if (engine !== 'sqlite') dirs.push(dataDir);
      const deps = createDeps(
        loadConfig({
          LATCHKEY_DATA_DIR: dataDir,
          LATCHKEY_LOG_LEVEL: 'silent',
          ...(a.config.databaseUrl ? { LATCHKEY_DATABASE_URL: a.config.databaseUrl } : {}),
          ...env,
        }),
      );
      opened.push(deps);
      return deps;
    }
    const kids = async () =>
      (await a.deps.database.db.selectFrom('signing_keys').select('kid').execute()).map((r) => r.kid);
    const verifyOn = (d: Deps) => verifyAuditRange(d.database, a.org.id, {}, d.compliance.trusted);

    it('refuses another secret key, naming LATCHKEY_SECRET_KEY', async () => {
      const b = instance({ LATCHKEY_SECRET_KEY: secretKey(), LATCHKEY_SIGNING_KEY: S1 });
      await assert.rejects(prepare(b), /LATCHKEY_SECRET_KEY: .*cannot open/);
    });

    it('refuses another signing key, naming LATCHKEY_SIGNING_KEY, and registers nothing', async () => {
      const before = await kids();
      const b = instance({ LATCHKEY_SECRET_KEY: K1, LATCHKEY_SIGNING_KEY: signingKey() });
      await assert.rejects(prepare(b), /LATCHKEY_SIGNING_KEY: .*LATCHKEY_TRUSTED_PUBLIC_KEYS/);
      assert.deepEqual(await kids(), before);
    });

    it('starts with the same keys, and the chain verifies the same on both instances', async () => {
      const b = instance({ LATCHKEY_SECRET_KEY: K1, LATCHKEY_SIGNING_KEY: S1 });
      assert.equal(await prepare(b), null); // nothing bootstrapped: A did
      await b.compliance.checkpoints.checkpointAll();
      for (const d of [a.deps, b]) {
        const r = await verifyOn(d);
        assert.ok(r.valid && r.checkpoints_verified > 0, JSON.stringify(r.errors));
      }
    });

    it('on a database written before the check: refuses a key that cannot open a stored secret', async () => {
      // A sealed response body (Idempotency-Key), and no check row, as on a database older than 020.
      const res = await a.call({
        method: 'POST',
        url: '/v1/projects',
        headers: { 'idempotency-key': `k-${randomBytes(4).toString('hex')}` },
        payload: { name: 'sealed' },
      });
      assert.equal(res.statusCode, 201, res.body);
      await a.deps.database.db.deleteFrom('key_checks').where('name', '=', 'secret_key').execute();
      const b = instance({ LATCHKEY_SECRET_KEY: secretKey(), LATCHKEY_SIGNING_KEY: S1 });
      await assert.rejects(prepare(b), /LATCHKEY_SECRET_KEY: .*a secret stored in idempotency_keys/);
      const c = instance({ LATCHKEY_SECRET_KEY: K1, LATCHKEY_SIGNING_KEY: S1 });
      await prepare(c); // writes the check again
      const check = a.deps.database.db.selectFrom('key_checks').select('name').where('name', '=', 'secret_key');
      assert.ok(await check.executeTakeFirst());
    });

    it('a rotation: the new key starts when it believes the old one, and the old one no longer starts', async () => {
      const S2 = signingKey();
      const n = instance({
        LATCHKEY_SECRET_KEY: K1,
        LATCHKEY_SIGNING_KEY: S2,
        LATCHKEY_TRUSTED_PUBLIC_KEYS: publicOf(S1),
      });
      await prepare(n);
      await seedAuditChain(a, 1); // A (old key) still running: believed by N
      await n.compliance.checkpoints.checkpointAll();
      const r = await verifyOn(n);
      assert.ok(r.valid, JSON.stringify(r.errors));
      const retired = await a.deps.database.db
        .selectFrom('signing_keys')
        .select(['kid', 'retired_at'])
        .where('kid', '=', a.deps.signingKey.kid)
        .executeTakeFirstOrThrow();
      assert.ok(retired.retired_at !== null);
      // A restarting with the old key would not believe N's checkpoints.
      const old = instance({ LATCHKEY_SECRET_KEY: K1, LATCHKEY_SIGNING_KEY: S1 });
      await assert.rejects(prepare(old), new RegExp(`LATCHKEY_SIGNING_KEY: .*signed with key ${n.signingKey.kid}`));
      // An instance with the new key but without the old one listed cannot verify A's checkpoints.
      const forgot = instance({ LATCHKEY_SECRET_KEY: K1, LATCHKEY_SIGNING_KEY: S2 });
      await assert.rejects(prepare(forgot), new RegExp(`signed with key ${a.deps.signingKey.kid}`));
    });
  });

  describe(`two first starts at once with different keys [${engine}]`, () => {
    it('exactly one of them starts', async () => {
      // One data dir (SQLite: one database file), and each instance its own keys.
      const dir = mkdtempSync(join(tmpdir(), 'latchkey-race-'));
      const url = engine === 'postgres' ? (await freshPgUrl()).url : undefined;
      const deps = [0, 1].map(() =>
        createDeps(
          loadConfig({
            LATCHKEY_DATA_DIR: dir,
            LATCHKEY_LOG_LEVEL: 'silent',
            LATCHKEY_SECRET_KEY: secretKey(),
            LATCHKEY_SIGNING_KEY: signingKey(),
            ...(url ? { LATCHKEY_DATABASE_URL: url } : {}),
          }),
        ),
      );
      try {
        // Migrations first (SQLite has no migration lock across connections): the race is the keys'.
        await migrateToLatest(deps[0]!.database.db, deps[0]!.database.engine);
        const results = await Promise.allSettled(deps.map((d) => prepare(d)));
        const failed = results.flatMap((r) => (r.status === 'rejected' ? [String(r.reason)] : []));
        assert.equal(failed.length, 1, failed.join('\n'));
        assert.match(failed[0]!, /LATCHKEY_SECRET_KEY/);
      } finally {
        for (const d of deps) await d.close();
        rmSync(dir, { recursive: true, force: true });
      }
    });
  });
}

describe('a SQLite data dir whose key files were replaced', () => {
  let dataDir: string;
  before(async () => {
    const t = await makeApp({ dataDir: mkdtempSync(join(tmpdir(), 'latchkey-files-')) });
    dataDir = t.config.dataDir;
    await seedAuditChain(t, 2);
    await t.close();
  });
  after(() => rmSync(dataDir, { recursive: true, force: true }));

  const restart = async () => {
    const deps = createDeps(loadConfig({ LATCHKEY_DATA_DIR: dataDir, LATCHKEY_LOG_LEVEL: 'silent' }));
    try {
      await prepare(deps);
    } finally {
      await deps.close();
    }
  };

  it('refuses a new secret.key, then a new signing-key.pem, naming the file and the variable', async () => {
    await restart(); // the files it was made with start
    for (const [file, other, error] of [
      ['secret.key', `${secretKey()}\n`, /LATCHKEY_SECRET_KEY: .*secret\.key, as LATCHKEY_SECRET_KEY is not set/],
      ['signing-key.pem', signingKey(), /LATCHKEY_SIGNING_KEY: .*signing-key\.pem, as LATCHKEY_SIGNING_KEY is not set/],
    ] as const) {
      const original = readFileSync(join(dataDir, file));
      writeFileSync(join(dataDir, file), other, { mode: 0o600 });
      await assert.rejects(restart(), error);
      writeFileSync(join(dataDir, file), original, { mode: 0o600 });
      await restart();
    }
  });
});
