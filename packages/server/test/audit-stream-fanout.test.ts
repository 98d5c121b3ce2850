import assert from 'node:assert/strict';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import pg from 'pg';
import { LISTENER_NAME } from '../src/audit/stream/feed-transports.js';
import { listen, newProject, until } from './audit-stream-helpers.js';
import { ENGINES, keyWithRole, makeApp, REDIS_URL, type TestApp } from './helpers.js';

/**
 * Entries written by one server instance reach streams on another: over PostgreSQL LISTEN/NOTIFY,
 * and over Redis pub/sub for processes sharing one SQLite file. Each sweep (the periodic re-read)
 * is pushed out of reach, so only the signal can deliver in time.
 */

describe('GET /v1/audit/stream across two instances on one PostgreSQL database', {
  skip: !ENGINES.includes('postgres') && 'LATCHKEY_TEST_DATABASE_URL not set',
}, () => {
  let a: TestApp;
  let b: TestApp;
  let base: string;
  before(async () => {
    a = await makeApp({ engine: 'postgres' });
    b = await makeApp({
      engine: 'postgres',
      databaseUrl: a.config.databaseUrl!,
      // A's key files: instances on one database share its keys (ADR 0036).
      dataDir: a.config.dataDir,
      env: { LATCHKEY_BOOTSTRAP_KEY: a.adminKey },
    });
    // Only LISTEN/NOTIFY may carry B's entries to A in time: no periodic re-read.
    a.deps.compliance.stream.settings.sweepMs = 3_600_000;
    base = await a.app.listen({ host: '127.0.0.1', port: 0 });
  });
  after(async () => {
    await b.close();
    await a.close();
  });

  it('delivers entries written through instance B to a stream on instance A, in order, once', async () => {
    assert.equal(b.org.id, a.org.id);
    const l = listen(base, await keyWithRole(a, 'auditor'));
    await l.opened;
    const made: string[] = [];
    for (let i = 0; i < 6; i++) made.push(await newProject(i % 2 ? a : b, `cross-${i}`));
    await Promise.all([newProject(a, 'cross-a'), newProject(b, 'cross-b'), newProject(b, 'cross-b2')]);
    await until('entries from both instances', () => l.entries.length >= 9);
    const seqs = l.entries.map((e) => e.integrity.seq);
    assert.deepEqual(
      seqs,
      seqs.map((_, i) => seqs[0]! + i),
    );
    assert.deepEqual(
      l.entries.slice(0, 6).map((e) => e.resource.id),
      made,
    );
    l.es.close();
  });

  it('re-listens after losing its LISTEN session and catches up on what it missed', async () => {
    const l = listen(base, await keyWithRole(a, 'auditor'));
    await l.opened;
    const admin = new pg.Client({ connectionString: process.env.LATCHKEY_TEST_DATABASE_URL });
    await admin.connect();
    try {
      const killed = await admin.query(
        'select pg_terminate_backend(pid) from pg_stat_activity where application_name = $1',
        [LISTENER_NAME],
      );
      assert.ok(killed.rowCount! >= 1);
    } finally {
      await admin.end();
    }
    // Written while A has no LISTEN session: only the resync on reconnect can bring it.
    const missed = await newProject(b, 'while-deaf');
    await until('the missed entry', () => l.entries.some((e) => e.resource.id === missed));
    const later = await newProject(b, 'after-reconnect');
    await until('a live entry after the reconnect', () => l.entries.some((e) => e.resource.id === later));
    l.es.close();
  });
});

describe('GET /v1/audit/stream across two SQLite processes sharing Redis', {
  skip: !REDIS_URL && 'LATCHKEY_TEST_REDIS_URL not set',
}, () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'latchkey-stream-'));
  let a: TestApp;
  let b: TestApp;
  before(async () => {
    const env = { LATCHKEY_REDIS_URL: REDIS_URL! };
    a = await makeApp({ dataDir, env });
    b = await makeApp({ dataDir, env: { ...env, LATCHKEY_BOOTSTRAP_KEY: a.adminKey } });
    a.deps.compliance.stream.settings.sweepMs = 3_600_000;
  });
  after(async () => {
    await b.close();
    await a.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('delivers entries written by the other process through Redis pub/sub', async () => {
    const base = await a.app.listen({ host: '127.0.0.1', port: 0 });
    const l = listen(base, await keyWithRole(a, 'auditor'));
    await l.opened;
    const made = [await newProject(b, 'redis-1'), await newProject(a, 'redis-2'), await newProject(b, 'redis-3')];
    await until('three entries', () => l.entries.length >= 3);
    assert.deepEqual(
      l.entries.map((e) => e.resource.id),
      made,
    );
    l.es.close();
  });
});
