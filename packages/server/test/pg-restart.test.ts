import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { LightMyRequestResponse } from 'fastify';
import { sql } from 'kysely';
import type pg from 'pg';
import { isConnectionError } from '../src/db/connection-errors.js';
import { inTransaction } from '../src/db/tx.js';
import { newId } from '../src/platform/ids.js';
import { newProject, until } from './audit-stream-helpers.js';
import { makeApp, type TestApp } from './helpers.js';
import {
  adminClient,
  assertNoUncaught,
  assertPdpUnavailable,
  assertV1Unavailable,
  catchUncaught,
  namedPgUrl,
  PG_URL,
  renamed,
  sessions,
  terminate,
} from './pg-outage-helpers.js';

/**
 * A PostgreSQL restart, as the server sees it: every session of the instance is terminated
 * (57P01, then the socket closes) while requests, a transaction and the LISTEN session use them.
 * Sessions are found by the application_name each test app's URL carries.
 */
describe('PostgreSQL sessions terminated under a running instance', {
  skip: !PG_URL && 'LATCHKEY_TEST_DATABASE_URL not set',
}, () => {
  let a: TestApp;
  let b: TestApp;
  let name: string;
  let admin: pg.Client;
  let agentId: string;
  const uncaught = catchUncaught();

  before(async () => {
    const db = await namedPgUrl();
    name = db.name;
    a = await makeApp({ engine: 'postgres', databaseUrl: db.url });
    // A second instance on the same schema, whose sessions are left alone.
    b = await makeApp({
      engine: 'postgres',
      databaseUrl: renamed(db.url, `${name}_b`),
      // A's key files: instances on one database share its keys (ADR 0036).
      dataDir: a.config.dataDir,
      env: { LATCHKEY_BOOTSTRAP_KEY: a.adminKey },
    });
    // Only the LISTEN session (or its resync) may carry B's entries to A's stream in time.
    a.deps.compliance.stream.settings.sweepMs = 3_600_000;
    admin = await adminClient(renamed(db.url, `${name}_admin`));
    const agent = await a.call({ method: 'POST', url: '/api/agents', payload: { name: 'restart-bot' } });
    agentId = agent.json().id;
  });
  after(async () => {
    uncaught.stop();
    await admin?.end();
    await b?.close();
    await a?.close();
  });

  const authorize = (content: string) =>
    a.call({ method: 'POST', url: '/api/policy/authorize', payload: { agentId, stage: 'input', content } });
  const createProject = (n: string) => a.call({ method: 'POST', url: '/v1/projects', payload: { name: n } });

  it('requests waiting on the database when its sessions end get 503 with Retry-After; the next ones succeed', async () => {
    assert.equal((await authorize('warm up')).statusCode, 200);
    // Hold both chain heads, so the writes below are in flight on the database (waiting for the
    // row lock) when their sessions are terminated: an audited change in its own transaction,
    // and authorize's evidence in a group commit. From a session of its own: inside a transaction
    // pg_stat_activity is a snapshot, and the polling below would never see the writes arrive.
    const locker = await adminClient(renamed(a.config.databaseUrl!, `${name}_locker`));
    await locker.query('begin');
    let responses: LightMyRequestResponse[];
    try {
      await locker.query('select 1 from ledger_heads where org_id = $1 for update', [a.org.id]);
      const inFlight = [createProject('p1'), createProject('p2'), authorize('a1')];
      await until(
        'the writes waiting on the heads',
        async () => (await sessions(admin, name, "wait_event_type = 'Lock'")) === 3,
      );
      assert.ok((await terminate(admin, name)) >= 3);
      responses = await Promise.all(inFlight);
    } finally {
      await locker.query('rollback');
      await locker.end();
    }
    const [p1, p2, a1] = responses;
    for (const res of [p1!, p2!]) assertV1Unavailable(res);
    assertPdpUnavailable(a1!);

    const project = await createProject('after');
    assert.equal(project.statusCode, 201, project.body);
    const decision = await authorize('after');
    assert.equal(decision.statusCode, 200, decision.body);
    assert.equal((await a.call({ method: 'GET', url: '/readyz', key: null })).statusCode, 200);
    assertNoUncaught(uncaught.errors);
  });

  it('a transaction holding its connection between statements fails cleanly when its session ends', async () => {
    let release!: () => void;
    const gate = new Promise<void>((r) => {
      release = r;
    });
    const tx = inTransaction(a.deps.database.db, async (t) => {
      await sql`select 1`.execute(t.db);
      await gate;
      await sql`select 2`.execute(t.db);
    });
    tx.catch(() => {});
    await until(
      'the idle transaction',
      async () => (await sessions(admin, name, "state = 'idle in transaction'")) >= 1,
    );
    await terminate(admin, name);
    // The session is gone on the server's side before the client goes on with its transaction.
    await until('the sessions gone', async () => (await sessions(admin, name)) === 0);
    release();
    const err = await tx.then(
      () => assert.fail('the transaction committed over a terminated session'),
      (e: unknown) => e,
    );
    assert.ok(isConnectionError(err), String(err));
    const res = await a.call({ method: 'GET', url: '/v1/projects' });
    assert.equal(res.statusCode, 200, res.body);
    assertNoUncaught(uncaught.errors);
  });

  it('a group commit that loses its connection fails every entry in it at once, none retried alone', async () => {
    await a.deps.ledger.append(a.org.id, 'evidence', { id: newId('evt') }); // the head row exists
    const locker = await adminClient(renamed(a.config.databaseUrl!, `${name}_locker`));
    let settling: Promise<PromiseSettledResult<unknown>[]> = Promise.resolve([]);
    const ids = [1, 2, 3].map(() => newId('evt'));
    try {
      await locker.query('begin');
      await locker.query("select 1 from ledger_heads where org_id = $1 and log = 'evidence' for update", [a.org.id]);
      // Queued in one turn of the event loop: one batch, one transaction, waiting on the head.
      settling = Promise.allSettled(ids.map((id) => a.deps.ledger.append(a.org.id, 'evidence', { id })));
      await until(
        'the batch waiting on the head',
        async () => (await sessions(admin, name, "wait_event_type = 'Lock'")) === 1,
      );
      await terminate(admin, name);
    } finally {
      // The head is free again: an entry retried alone now would commit.
      await locker.query('rollback');
      await locker.end();
    }
    const settled = await settling;
    assert.equal(settled.length, 3);
    for (const r of settled) {
      assert.equal(r.status, 'rejected');
      assert.ok(isConnectionError((r as PromiseRejectedResult).reason), String((r as PromiseRejectedResult).reason));
    }
    const written = await a.deps.database.db.selectFrom('ledger_entries').select('id').where('id', 'in', ids).execute();
    assert.deepEqual(written, []);
    assertNoUncaught(uncaught.errors);
  });

  it('the LISTEN session comes back by itself: entries written elsewhere reach the audit feed again', async () => {
    // The feed behind every audit stream of A: what reaches it reaches A's streams.
    const seen: string[] = [];
    const unsubscribe = await a.deps.compliance.stream.feed.subscribe(a.org.id, (e) => seen.push(e.entry.resource.id));
    const listening = async () => (await sessions(admin, name, "query ilike 'LISTEN%'")) === 1;
    try {
      const before = await newProject(b, 'before-restart');
      await until('an entry from B', () => seen.includes(before));
      await until('the LISTEN session', listening);
      assert.ok((await terminate(admin, name)) >= 1);
      // Written while A may have no LISTEN session: its resync on reconnect brings it.
      const during = await newProject(b, 'during-restart');
      await until('the entry written while A re-listened', () => seen.includes(during));
      await until('a new LISTEN session', listening);
      const later = await newProject(b, 'after-restart');
      await until('a live entry after the reconnect', () => seen.includes(later));
    } finally {
      unsubscribe();
    }
    assertNoUncaught(uncaught.errors);
  });
});
