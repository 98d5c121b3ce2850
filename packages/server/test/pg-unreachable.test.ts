import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { LightMyRequestResponse } from 'fastify';
import { trustedKeysOf, verifyAuditRange } from '../src/audit/integrity/verify.service.js';
import { normalizeError } from '../src/platform/errors/normalize.js';
import { until } from './audit-stream-helpers.js';
import { makeApp, seedAuditChain, type TestApp } from './helpers.js';
import {
  adminClient,
  assertPdpUnavailable,
  assertV1Unavailable,
  namedPgUrl,
  PG_URL,
  PgProxy,
  renamed,
  sessions,
} from './pg-outage-helpers.js';

/**
 * PostgreSQL out of reach (down for a restart, a failover, a network cut): the test app reaches
 * it through a TCP proxy that the test cuts (connections dropped, new ones refused) and restores.
 */
describe('PostgreSQL unreachable, then back', { skip: !PG_URL && 'LATCHKEY_TEST_DATABASE_URL not set' }, () => {
  let proxy: PgProxy;
  let t: TestApp;
  let url: string;
  let name: string;
  let agentId: string;

  before(async () => {
    const named = await namedPgUrl();
    url = named.url;
    name = named.name;
    proxy = await PgProxy.start(url);
    t = await makeApp({ engine: 'postgres', databaseUrl: proxy.via(url), plan: 'enterprise' });
    const agent = await t.call({ method: 'POST', url: '/api/agents', payload: { name: 'cut-bot' } });
    agentId = agent.json().id;
  });
  after(async () => {
    await proxy?.restore();
    await t?.close();
    await proxy?.cut();
  });

  const requests = {
    listProjects: () => t.call({ method: 'GET', url: '/v1/projects' }),
    createProject: (name: string) => t.call({ method: 'POST', url: '/v1/projects', payload: { name } }),
    auditLogs: () => t.call({ method: 'GET', url: '/v1/audit/logs' }),
    listAgents: () => t.call({ method: 'GET', url: '/api/agents' }),
    authorize: (content: string) =>
      t.call({ method: 'POST', url: '/api/policy/authorize', payload: { agentId, stage: 'input', content } }),
    readyz: () => t.call({ method: 'GET', url: '/readyz', key: null }),
  };

  it('answers 503 with Retry-After on both surfaces while cut off, and serves again once it is back', async () => {
    assert.equal((await requests.listProjects()).statusCode, 200);
    await proxy.cut();

    for (const res of [
      await requests.listProjects(),
      await requests.createProject('cut'),
      await requests.auditLogs(),
    ]) {
      assertV1Unavailable(res);
    }
    // Several decisions at once: their evidence shares one group commit, which fails as a whole.
    const decisions = await Promise.all([1, 2, 3].map((i) => requests.authorize(`cut ${i}`)));
    for (const res of [await requests.listAgents(), ...decisions]) assertPdpUnavailable(res);
    const ready = await requests.readyz();
    assert.equal(ready.statusCode, 503);
    assert.deepEqual(ready.json(), { status: 'not_ready', checks: { database: 'unavailable' } });

    await proxy.restore();
    assert.equal((await requests.readyz()).statusCode, 200);
    assert.equal((await requests.listProjects()).statusCode, 200);
    assert.equal((await requests.createProject('back')).statusCode, 201);
    assert.equal((await requests.listAgents()).statusCode, 200);
    const decision = await requests.authorize('back');
    assert.equal(decision.statusCode, 200, decision.body);
    // Nothing written while cut off: no project, no decision of that time.
    const names = (await requests.listProjects()).json().data.map((p: { name: string }) => p.name);
    assert.ok(names.includes('back') && !names.includes('cut'));
  });

  it('a POST with Idempotency-Key cut off mid-handler answers 503 in its shape, not a 500', async () => {
    // The key is claimed, then the handler waits on the audit head (held by an admin session
    // outside the proxy) when the database goes away: freeing the claim fails too.
    const admin = await adminClient(renamed(url, `${name}_admin`));
    let res: LightMyRequestResponse;
    try {
      await admin.query('begin');
      await admin.query('select 1 from ledger_heads where org_id = $1 for update', [t.org.id]);
      const pending = t.call({
        method: 'POST',
        url: '/v1/projects',
        payload: { name: 'idem' },
        headers: { 'idempotency-key': 'cut-mid-handler' },
      });
      await until(
        'the write waiting on the head',
        async () => (await sessions(admin, name, "wait_event_type = 'Lock'")) === 1,
      );
      await proxy.cut();
      res = await pending;
    } finally {
      await admin.query('rollback');
      await admin.end();
      await proxy.restore();
    }
    assertV1Unavailable(res);
    // The claim could not be freed: the key reads as in progress (until it lapses), never replays a failure.
    const retry = await t.call({
      method: 'POST',
      url: '/v1/projects',
      payload: { name: 'idem' },
      headers: { 'idempotency-key': 'cut-mid-handler' },
    });
    assert.equal(retry.statusCode, 409, retry.body);
    assert.equal(retry.json().error.code, 'conflict');
  });

  it('a verification whose walker processes cannot reach the database fails as unavailable (503), not 500', async () => {
    await seedAuditChain(t, 4);
    // This process reaches the database; the walkers are pointed at a second proxy, cut.
    const walkers = await PgProxy.start(url);
    await walkers.cut();
    const database = { ...t.deps.database, location: { databaseUrl: walkers.via(url), dataDir: t.config.dataDir } };
    const trusted = trustedKeysOf(t.deps.signingKey);
    const err = await verifyAuditRange(database, t.org.id, {}, trusted, { walk: { workers: 1, segment: 2 } }).then(
      () => assert.fail('verified without a database'),
      (e: unknown) => e,
    );
    const e = normalizeError(err);
    assert.equal(e.status, 503, String(err));
    assert.deepEqual(e.headers, { 'retry-after': '1' });
    // The same verification with walkers that reach the database gives its verdict.
    const report = await verifyAuditRange(t.deps.database, t.org.id, {}, trusted, { walk: { workers: 1, segment: 2 } });
    assert.equal(report.valid, true);
  });
});
