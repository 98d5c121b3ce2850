import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { pruneIdempotencyKeys } from '../src/platform/http/idempotency.js';
import { ENGINES, makeApp, type TestApp } from './helpers.js';

for (const engine of ENGINES) {
  describe(`/v1 conventions [${engine}]`, () => {
    let t: TestApp;
    before(async () => {
      t = await makeApp({ engine });
    });
    after(() => t.close());

    it('paginates newest first with after/before cursors and a total count', async () => {
      const ids: string[] = [];
      for (let i = 0; i < 5; i++) {
        ids.push(
          (
            await t.call({ method: 'POST', url: '/v1/users', payload: { email: `p${i}@example.org`, role: 'member' } })
          ).json().id,
        );
      }
      const newestFirst = [...ids].reverse();
      const p1 = (await t.call({ method: 'GET', url: '/v1/users?limit=2' })).json();
      assert.deepEqual(
        p1.data.map((u: { id: string }) => u.id),
        newestFirst.slice(0, 2),
      );
      assert.equal(p1.has_more, true);
      assert.equal(p1.total_count, 5);
      const p2 = (await t.call({ method: 'GET', url: `/v1/users?limit=2&after=${p1.data[1].id}` })).json();
      assert.deepEqual(
        p2.data.map((u: { id: string }) => u.id),
        newestFirst.slice(2, 4),
      );
      const p3 = (await t.call({ method: 'GET', url: `/v1/users?limit=2&after=${p2.data[1].id}` })).json();
      assert.deepEqual(
        p3.data.map((u: { id: string }) => u.id),
        newestFirst.slice(4),
      );
      assert.equal(p3.has_more, false);
      const back = (await t.call({ method: 'GET', url: `/v1/users?limit=2&before=${p3.data[0].id}` })).json();
      assert.deepEqual(
        back.data.map((u: { id: string }) => u.id),
        newestFirst.slice(2, 4),
      );
    });

    it('orders oldest first with order=asc and bounds lists by created_after / created_before', async () => {
      const ids: string[] = [];
      const marks: string[] = [];
      for (let i = 0; i < 4; i++) {
        marks.push(new Date().toISOString());
        await new Promise((r) => setTimeout(r, 5));
        ids.push((await t.call({ method: 'POST', url: '/v1/projects', payload: { name: `order ${i}` } })).json().id);
        await new Promise((r) => setTimeout(r, 5));
      }
      const get = async (qs: string) => (await t.call({ method: 'GET', url: `/v1/projects?${qs}` })).json();
      const mine = (xs: { id: string }[]) => xs.map((x) => x.id).filter((id) => ids.includes(id));
      const asc = await get('sort=created_at&order=asc&limit=100');
      assert.deepEqual(mine(asc.data), ids);
      const first2 = await get(`order=asc&limit=2&created_after=${marks[0]}`);
      assert.deepEqual(mine(first2.data), ids.slice(0, 2));
      const next = await get(`order=asc&limit=2&created_after=${marks[0]}&after=${first2.data[1].id}`);
      assert.deepEqual(mine(next.data), ids.slice(2, 4));
      const back = await get(`order=asc&limit=2&created_after=${marks[0]}&before=${next.data[0].id}`);
      assert.deepEqual(mine(back.data), ids.slice(0, 2));
      const window = await get(`created_after=${marks[1]}&created_before=${marks[3]}`);
      assert.deepEqual(
        window.data.map((x: { id: string }) => x.id),
        [ids[2], ids[1]],
      );
      assert.equal(window.total_count, 2);
      for (const [qs, param] of [
        ['created_after=yesterday', 'created_after'],
        ['created_before=2030-12-31T23:59:60Z', 'created_before'],
        ['order=up', 'order'],
      ] as const) {
        const res = await t.call({ method: 'GET', url: `/v1/projects?${qs}` });
        assert.equal(res.statusCode, 400, qs);
        assert.equal(res.json().error.param, param, qs);
      }
    });

    it('rejects bad cursors and limits with the parameter named', async () => {
      for (const [query, param] of [
        ['after=nonsense', 'after'],
        ['limit=0', 'limit'],
        ['limit=101', 'limit'],
        ['limit=abc', 'limit'],
        ['sort=sideways', 'sort'],
      ] as const) {
        const res = await t.call({ method: 'GET', url: `/v1/users?${query}` });
        assert.equal(res.statusCode, 400, query);
        assert.equal(res.json().error.type, 'invalid_request_error');
        assert.equal(res.json().error.param, param, query);
      }
    });

    it('replays a POST with the same Idempotency-Key and body, refuses another body', async () => {
      const headers = { 'idempotency-key': 'invite-42' };
      const payload = { email: 'idem@example.org', role: 'member' };
      const first = await t.call({ method: 'POST', url: '/v1/users', payload, headers });
      assert.equal(first.statusCode, 201);
      const again = await t.call({ method: 'POST', url: '/v1/users', payload, headers });
      assert.equal(again.statusCode, 201);
      assert.equal(again.headers['idempotent-replayed'], 'true');
      assert.deepEqual(again.json(), first.json());
      const other = await t.call({ method: 'POST', url: '/v1/users', payload: { ...payload, role: 'admin' }, headers });
      assert.equal(other.statusCode, 409);
      assert.equal(other.json().error.code, 'idempotency_key_reused');
      const count = (await t.call({ method: 'GET', url: '/v1/users' }))
        .json()
        .data.filter((u: { email: string }) => u.email === 'idem@example.org').length;
      assert.equal(count, 1);
    });

    it('keeps no secret in clear in the idempotency store', async () => {
      const headers = { 'idempotency-key': 'key-create-1' };
      const created = await t.call({ method: 'POST', url: '/v1/api-keys', payload: { name: 'idem' }, headers });
      const secret = created.json().secret;
      const replay = await t.call({ method: 'POST', url: '/v1/api-keys', payload: { name: 'idem' }, headers });
      assert.equal(replay.json().secret, secret);
      const rows = await t.deps.database.db.selectFrom('idempotency_keys').select('response_body').execute();
      assert.ok(rows.length > 0);
      assert.ok(rows.every((r) => !String(r.response_body).includes(secret)));
    });

    it('frees a claim whose request died, and prunes answers older than 24 h', async () => {
      const { db } = t.deps.database;
      const base = { org_id: t.org.id, request_hash: 'x', status_code: null, response_body: null };
      await db
        .insertInto('idempotency_keys')
        .values({ ...base, idem_key: 'died', created_at: Date.now() - 120_000 })
        .execute();
      const retried = await t.call({
        method: 'POST',
        url: '/v1/users',
        payload: { email: 'died@example.org', role: 'member' },
        headers: { 'idempotency-key': 'died' },
      });
      assert.equal(retried.statusCode, 201);
      await db
        .insertInto('idempotency_keys')
        .values({ ...base, idem_key: 'old', created_at: Date.now() - 25 * 3_600_000 })
        .execute();
      assert.ok((await pruneIdempotencyKeys(db)) >= 1);
      const left = await db.selectFrom('idempotency_keys').select('idem_key').where('idem_key', '=', 'old').execute();
      assert.equal(left.length, 0);
    });

    it('a request refused before its handler (validation) claims no Idempotency-Key', async () => {
      const headers = { 'idempotency-key': 'bad-then-good' };
      const bad = await t.call({ method: 'POST', url: '/v1/users', payload: { role: 'member' }, headers });
      assert.equal(bad.statusCode, 400);
      const good = await t.call({
        method: 'POST',
        url: '/v1/users',
        payload: { email: 'later@example.org', role: 'member' },
        headers,
      });
      assert.equal(good.statusCode, 201);
    });

    it('echoes a sane X-Request-ID and mints one otherwise', async () => {
      const echoed = await t.call({ method: 'GET', url: '/v1/usage', headers: { 'x-request-id': 'trace-123' } });
      assert.equal(echoed.headers['x-request-id'], 'trace-123');
      const minted = await t.call({
        method: 'GET',
        url: '/v1/usage',
        headers: { 'x-request-id': 'bad id with spaces' },
      });
      assert.match(String(minted.headers['x-request-id']), /^req_[0-9A-Z]{26}$/);
      const unauth = await t.app.inject({ method: 'GET', url: '/v1/usage' });
      assert.match(String(unauth.headers['x-request-id']), /^req_/);
    });

    it('answers malformed JSON, wrong content types and oversized bodies in the /v1 shape', async () => {
      const malformed = await t.call({
        method: 'POST',
        url: '/v1/users',
        payload: '{"email":',
        headers: { 'content-type': 'application/json' },
      });
      assert.equal(malformed.statusCode, 400);
      assert.equal(malformed.json().error.type, 'invalid_request_error');
      const text = await t.call({
        method: 'POST',
        url: '/v1/users',
        payload: 'hello',
        headers: { 'content-type': 'text/plain' },
      });
      assert.equal(text.statusCode, 415);
      assert.equal(text.json().error.code, 'unsupported_media_type');
      const big = await t.call({
        method: 'POST',
        url: '/v1/users',
        payload: JSON.stringify({ email: 'a@example.org', role: 'member', name: 'x'.repeat(2 * 1024 * 1024) }),
        headers: { 'content-type': 'application/json' },
      });
      assert.equal(big.statusCode, 413);
      assert.equal(big.json().error.code, 'payload_too_large');
      const unknown = await t.call({ method: 'GET', url: '/v1/nothing-here' });
      assert.equal(unknown.statusCode, 404);
      assert.equal(unknown.json().error.code, 'resource_missing');
    });

    it('answers the PDP surface in its own shape', async () => {
      const res = await t.app.inject({ method: 'GET', url: '/api/no-such-thing' });
      assert.equal(res.statusCode, 404);
      assert.deepEqual(res.json(), { error: 'not found' });
    });
  });
}

describe('operations endpoints', () => {
  let t: TestApp;
  before(async () => {
    t = await makeApp();
  });
  after(() => t.close());

  it('serves health, readiness, metrics, OpenAPI and docs without a key', async () => {
    assert.deepEqual((await t.app.inject({ url: '/healthz' })).json(), { status: 'ok' });
    const ready = await t.app.inject({ url: '/readyz' });
    assert.equal(ready.statusCode, 200);
    assert.equal(ready.json().checks.database, 'ok');
    await t.call({ method: 'GET', url: '/v1/usage' });
    const metrics = await t.app.inject({ url: '/metrics' });
    assert.match(metrics.body, /latchkey_http_requests_total\{method="GET",route="\/v1\/usage",status="200"\} 1/);
    const evalDoc = (await t.app.inject({ url: '/openapi/eval.json' })).json();
    assert.ok(evalDoc.paths['/v1/usage'].get);
    assert.ok(evalDoc.paths['/v1/api-keys'].post);
    assert.ok(!Object.keys(evalDoc.paths).some((p) => p.startsWith('/api/')));
    const pdpDoc = (await t.app.inject({ url: '/openapi/pdp.json' })).json();
    assert.ok(!Object.keys(pdpDoc.paths).some((p) => p.startsWith('/v1/')));
    const docs = await t.app.inject({ url: '/docs' });
    assert.ok([200, 302].includes(docs.statusCode));
  });

  it('never puts a key in its logs', async () => {
    const lines: string[] = [];
    const { Writable } = await import('node:stream');
    const { buildApp } = await import('../src/app.js');
    const stream = new Writable({
      write(chunk, _enc, cb) {
        lines.push(String(chunk));
        cb();
      },
    });
    // The production logger config (redaction included), at its most verbose.
    const deps = { ...t.deps, config: { ...t.deps.config, logLevel: 'trace' } };
    const app = await buildApp({ deps, logStream: stream });
    await app.inject({ method: 'GET', url: '/v1/usage', headers: { authorization: `Bearer ${t.adminKey}` } });
    const created = await app.inject({
      method: 'POST',
      url: '/v1/api-keys',
      headers: { authorization: `Bearer ${t.adminKey}` },
      payload: { name: 'x' },
    });
    await app.inject({
      method: 'GET',
      url: '/v1/usage',
      headers: { authorization: `Bearer ${created.json().secret}` },
    });
    // A failed authentication must not echo the key it was given either.
    await app.inject({
      method: 'GET',
      url: '/v1/usage',
      headers: { authorization: `Bearer lk_live_${'z'.repeat(32)}` },
    });
    await app.close();
    assert.ok(lines.length > 0);
    const all = lines.join('');
    assert.ok(!all.includes(t.adminKey));
    assert.ok(!all.includes('lk_live_'));
  });
});

describe('server faults', () => {
  it('a failing database answers 500 in each surface shape, with no internals', async () => {
    const t = await makeApp();
    try {
      const warm = await t.call({ method: 'GET', url: '/v1/users' });
      assert.equal(warm.statusCode, 200);
      await t.deps.database.db.destroy();
      const res = await t.call({ method: 'GET', url: '/v1/users' });
      assert.equal(res.statusCode, 500);
      assert.deepEqual(res.json(), {
        error: { type: 'api_error', code: 'internal_error', message: 'internal error' },
      });
      assert.match(String(res.headers['x-request-id']), /^req_/);
      const ready = await t.app.inject({ url: '/readyz' });
      assert.equal(ready.statusCode, 503);
    } finally {
      // The database is already destroyed; closing it again may complain, the temp dir must still go.
      await t.close().catch(() => {});
    }
  });
});
