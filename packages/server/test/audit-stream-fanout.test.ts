import assert from 'node:assert/strict';
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, it, type TestContext } from 'node:test';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { LISTENER_NAME } from '../src/audit/stream/feed-transports.js';
import { errorOf, listen, newProject, rawStream, twoInstances, until } from './audit-stream-helpers.js';
import { ENGINES, keyWithRole, makeApp, REDIS_URL, type TestApp } from './helpers.js';

/**
 * Entries written by one server instance reach streams on another: over PostgreSQL LISTEN/NOTIFY,
 * and over Redis pub/sub for processes sharing one SQLite file. Each sweep (the periodic re-read)
 * is pushed out of reach, so only the signal can deliver in time. One stream per key holds across
 * instances, and a dead instance's stream frees its key within the lease TTL (ADR 0034).
 */

const ROOT = fileURLToPath(new URL('../../../', import.meta.url));
const children: ChildProcess[] = [];
after(() => {
  for (const c of children) if (c.exitCode === null && c.signalCode === null) c.kill('SIGKILL');
});

/** Another instance over the same data, in its own process (test/stream-holder.ts); resolves to its URL. */
async function startHolder(opts: Record<string, unknown>): Promise<{ child: ChildProcess; base: string }> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'packages/server/test/stream-holder.ts'], {
    cwd: ROOT,
    env: { ...process.env, STREAM_HOLDER: JSON.stringify({ leaseTtlMs: 1_000, leaseRenewMs: 100, ...opts }) },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.push(child);
  let output = '';
  child.stderr!.on('data', (d) => {
    output += String(d);
  });
  const base = await new Promise<string>((resolve, reject) => {
    child.stdout!.on('data', (d) => {
      output += String(d);
      const m = /listening (\S+)/.exec(output);
      if (m) resolve(m[1]!);
    });
    child.once('exit', (code) => reject(new Error(`stream holder exited (${code}):\n${output}`)));
  });
  return { child, base };
}

/** The refusal of a second stream of a key, with the reason and when the first one's lease could lapse. */
async function assertRefused(base: string, key: string, maxRetryAfter: number): Promise<void> {
  const s = await rawStream(base, key);
  assert.equal(s.res.status, 429, 'a second stream of the key is refused');
  assert.match((await errorOf(s.res)).message, /another audit stream is already open for this API key/i);
  const retryAfter = Number(s.res.headers.get('retry-after'));
  assert.ok(retryAfter >= 1 && retryAfter <= maxRetryAfter, `Retry-After ${retryAfter}`);
}

const opens = async (base: string, key: string) => {
  const s = await rawStream(base, key);
  s.close();
  return s.res.status === 200;
};

/** A holder process killed mid-stream (no release, no more renewals): the key streams again within the TTL. */
async function holderDies(holder: { child: ChildProcess; base: string }, other: string, key: string) {
  const s = await rawStream(holder.base, key);
  assert.equal(s.res.status, 200);
  await s.readUntil('the stream start', (text) => text.startsWith('retry:'));
  // Held across instances while the holder lives and renews (1 s TTL, renewed every 100 ms).
  await assertRefused(other, key, 1);
  const exited = new Promise((resolve) => holder.child.once('exit', resolve));
  holder.child.kill('SIGKILL');
  await exited;
  await s.drain();
  await until("the dead holder's lease to lapse", () => opens(other, key));
}

/** An open stream keeps its key's slot past its lease TTL, and past the old 10-minute lapse of the wall clock. */
async function heldPastTenMinutes(ctx: TestContext, holder: TestApp, holderBase: string, otherBase: string) {
  const key = await keyWithRole(holder, 'auditor');
  const stream = holder.deps.compliance.stream;
  Object.assign(stream.settings, { leaseTtlMs: 600, leaseRenewMs: 40 });
  const s = await rawStream(holderBase, key);
  Object.assign(stream.settings, { leaseTtlMs: 30_000, leaseRenewMs: 10_000 });
  try {
    assert.equal(s.res.status, 200);
    ctx.mock.timers.enable({ apis: ['Date'], now: Date.now() });
    ctx.mock.timers.tick(11 * 60_000);
    await assertRefused(otherBase, key, 1);
    const renew = ctx.mock.method(stream.leases.store!, 'renew');
    await until('renewals past the TTL', () => renew.mock.callCount() >= 16);
    await assertRefused(otherBase, key, 1);
  } finally {
    ctx.mock.timers.reset();
    s.close();
  }
}

describe('GET /v1/audit/stream across two instances on one PostgreSQL database', {
  skip: !ENGINES.includes('postgres') && 'LATCHKEY_TEST_DATABASE_URL not set',
}, () => {
  let a: TestApp;
  let b: TestApp;
  let base: string;
  twoInstances((ia, ib, url) => {
    a = ia;
    b = ib;
    base = url;
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

  it('one stream per key across instances, held past its TTL and the old 10-minute lapse', async (ctx) => {
    await heldPastTenMinutes(ctx, a, base, await b.app.listen({ host: '127.0.0.1', port: 0 }));
  });

  it('an instance killed mid-stream frees the key within the lease TTL', async () => {
    const holder = await startHolder({
      databaseUrl: a.config.databaseUrl,
      // A's key files: instances on one database share its keys (ADR 0036).
      dataDir: a.config.dataDir,
      env: { LATCHKEY_BOOTSTRAP_KEY: a.adminKey },
    });
    await holderDies(holder, base, await keyWithRole(a, 'auditor'));
  });
});

describe('GET /v1/audit/stream across two SQLite processes sharing Redis', {
  skip: !REDIS_URL && 'LATCHKEY_TEST_REDIS_URL not set',
}, () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'latchkey-stream-'));
  let a: TestApp;
  let b: TestApp;
  let baseA: string;
  let baseB: string;
  before(async () => {
    const env = { LATCHKEY_REDIS_URL: REDIS_URL! };
    a = await makeApp({ dataDir, env });
    b = await makeApp({ dataDir, env: { ...env, LATCHKEY_BOOTSTRAP_KEY: a.adminKey } });
    a.deps.compliance.stream.settings.sweepMs = 3_600_000;
    baseA = await a.app.listen({ host: '127.0.0.1', port: 0 });
    baseB = await b.app.listen({ host: '127.0.0.1', port: 0 });
  });
  after(async () => {
    for (const t of [a, b]) t.app.server.closeAllConnections();
    await b.close();
    await a.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('delivers entries written by the other process through Redis pub/sub', async () => {
    const l = listen(baseA, await keyWithRole(a, 'auditor'));
    await l.opened;
    const made = [await newProject(b, 'redis-1'), await newProject(a, 'redis-2'), await newProject(b, 'redis-3')];
    await until('three entries', () => l.entries.length >= 3);
    assert.deepEqual(
      l.entries.map((e) => e.resource.id),
      made,
    );
    l.es.close();
  });

  it('one stream per key across processes, held in Redis past its TTL and the old 10-minute lapse', async (ctx) => {
    await heldPastTenMinutes(ctx, a, baseA, baseB);
  });

  it('a process killed mid-stream frees the key within the lease TTL', async () => {
    const holder = await startHolder({
      dataDir,
      env: { LATCHKEY_REDIS_URL: REDIS_URL!, LATCHKEY_BOOTSTRAP_KEY: a.adminKey },
    });
    await holderDies(holder, baseB, await keyWithRole(a, 'auditor'));
  });
});
