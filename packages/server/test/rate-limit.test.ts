import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import { after, before, describe, it } from 'node:test';
import { setTimeout as sleep } from 'node:timers/promises';
import type { Plan } from '@latchkey/contract';
import Fastify from 'fastify';
import type { Redis } from 'ioredis';
import { AppError } from '../src/platform/errors/app-error.js';
import { updateOrgPlan, updateOrgSettings } from '../src/platform/orgs/orgs.repository.js';
import { MemoryStore } from '../src/platform/rate-limit/memory-store.js';
import { AUDIT_STREAMS_PER_KEY, ENDPOINT_LIMITS, PLAN_LIMITS } from '../src/platform/rate-limit/plans.js';
import { type LimitRequest, RateLimiter } from '../src/platform/rate-limit/rate-limiter.js';
import { connectRedis, RedisStore } from '../src/platform/rate-limit/redis-store.js';
import type { ConcurrencySlot, RateLimitStore, WindowCheck } from '../src/platform/rate-limit/store.js';
import { pdpApi } from '../src/surfaces/pdp-api.js';
import { ENGINES, freshMinute, makeApp, otherOrg, REDIS_URL, type TestApp } from './helpers.js';

const RATE_HEADERS = ['x-ratelimit-limit', 'x-ratelimit-remaining', 'x-ratelimit-reset', 'x-ratelimit-window'];

function assertRateHeaders(res: { headers: Record<string, unknown> }, limit: number, remaining: number, window = 60) {
  assert.equal(res.headers['x-ratelimit-limit'], String(limit), 'X-RateLimit-Limit');
  assert.equal(res.headers['x-ratelimit-remaining'], String(remaining), 'X-RateLimit-Remaining');
  assert.equal(res.headers['x-ratelimit-window'], String(window), 'X-RateLimit-Window');
  const reset = Number(res.headers['x-ratelimit-reset']);
  assert.ok(Number.isInteger(reset), 'X-RateLimit-Reset is unix seconds');
  assert.equal(reset % window, 0, 'fixed windows end on a minute (or hour) boundary');
  const now = Date.now() / 1000;
  assert.ok(reset > now - 1 && reset <= now + window + 1, `reset ${reset} lies within one window of now ${now}`);
}

function assertNoRateHeaders(res: { headers: Record<string, unknown> }) {
  for (const h of RATE_HEADERS) assert.equal(res.headers[h], undefined, `${h} must be absent`);
}

function assert429(res: { statusCode: number; headers: Record<string, unknown>; json(): unknown }, limit: number) {
  assert.equal(res.statusCode, 429);
  const retryAfter = Number(res.headers['retry-after']);
  assert.ok(Number.isInteger(retryAfter) && retryAfter >= 1 && retryAfter <= 60, `Retry-After ${retryAfter}`);
  const body = res.json() as { error: Record<string, unknown> };
  assert.deepEqual(Object.keys(body), ['error']);
  assert.equal(body.error.type, 'rate_limit_error');
  assert.equal(body.error.code, 'rate_limit_exceeded');
  assert.equal(typeof body.error.message, 'string');
  assert.deepEqual(body.error.details, { limit, window: '1m', retry_after: retryAfter });
  assertRateHeaders(res, limit, 0);
  assert.ok(res.headers['x-request-id']);
}

/**
 * No PDP route exists yet (and unknown /api paths skip auth, ADR 0006), so tests mount the real
 * PDP surface, with an app's deps, in a bare Fastify with one probe route.
 */
async function pdpProbe(deps: TestApp['deps']) {
  const app = Fastify({ logger: false });
  app.decorateRequest('principal', null);
  await app.register(
    async (scope) => {
      await pdpApi(scope, { deps });
      scope.post('/probe', async () => ({ ok: true }));
    },
    { prefix: '/api' },
  );
  await app.ready();
  return {
    call: (key: string | null) =>
      app.inject({
        method: 'POST',
        url: '/api/probe',
        headers: key ? { authorization: `Bearer ${key}` } : {},
        payload: {},
      }),
    close: () => app.close(),
  };
}

// ---------------------------------------------------------------------------------------------
// HTTP: /v1 and /api through the app (memory store), on every engine.
// ---------------------------------------------------------------------------------------------

for (const engine of ENGINES) {
  // starter × 0.05: 3/min, 50/h, read 5/min, write 3/min, 1 concurrent.
  describe(`rate limits over HTTP [${engine}]`, () => {
    let t: TestApp;
    before(async () => {
      t = await makeApp({ engine, plan: 'starter', env: { LATCHKEY_RATE_LIMIT_SCALE: '0.05' } });
    });
    after(() => t.close());

    const freshKey = async (role: 'admin' | 'member' = 'admin') =>
      (await t.deps.keys.create(t.ctx, { name: `rl ${role}`, role })).secret;

    it('allows exactly the per-minute limit, counting Remaining down, then 429 with Retry-After', async () => {
      await freshMinute();
      const key = await freshKey();
      for (let i = 0; i < 3; i++) {
        const res = await t.call({ method: 'GET', url: '/v1/usage', key });
        assert.equal(res.statusCode, 200);
        assertRateHeaders(res, 3, 2 - i);
      }
      const first = await t.call({ method: 'GET', url: '/v1/usage', key });
      assert429(first, 3);
      // Still refused, and the Reset names the same window.
      const second = await t.call({ method: 'GET', url: '/v1/usage', key });
      assert429(second, 3);
      assert.equal(second.headers['x-ratelimit-reset'], first.headers['x-ratelimit-reset']);
      // Retry-After points at (or just past) the window's end.
      const wait = Number(first.headers['x-ratelimit-reset']) - Date.now() / 1000;
      assert.ok(Math.abs(Number(first.headers['retry-after']) - wait) <= 2);
    });

    it('carries the headers on every authenticated /v1 response, 2xx and 4xx alike', async () => {
      await freshMinute();
      const key = await freshKey();
      const ok = await t.call({ method: 'GET', url: '/v1/usage', key });
      assert.equal(ok.statusCode, 200);
      assertRateHeaders(ok, 3, 2);
      const invalid = await t.call({ method: 'POST', url: '/v1/api-keys', key, payload: {} });
      assert.equal(invalid.statusCode, 400);
      assert.equal(invalid.json().error.code, 'missing_required_field');
      assertRateHeaders(invalid, 3, 1);
      const gone = await t.call({ method: 'GET', url: '/v1/api-keys/key_01ARZ3NDEKTSV4RRFFQ69G5FAV', key });
      assert.equal(gone.statusCode, 404);
      assertRateHeaders(gone, 3, 0);

      // Requests refused while parsing the body are limited (and counted) like any other.
      const key2 = await freshKey();
      const badJson = await t.call({
        method: 'POST',
        url: '/v1/api-keys',
        key: key2,
        headers: { 'content-type': 'application/json' },
        payload: '{"name": ',
      });
      assert.equal(badJson.statusCode, 400);
      assertRateHeaders(badJson, 3, 2);
      const wrongType = await t.call({
        method: 'POST',
        url: '/v1/api-keys',
        key: key2,
        headers: { 'content-type': 'application/xml' },
        payload: '<name>x</name>',
      });
      assert.equal(wrongType.statusCode, 415);
      assertRateHeaders(wrongType, 3, 1);
      const created = await t.call({ method: 'POST', url: '/v1/api-keys', key: key2, payload: { name: 'rl child' } });
      assert.equal(created.statusCode, 201);
      assertRateHeaders(created, 3, 0);

      // A request the key's role may not make is still the key's request: counted, with headers.
      const member = await freshKey('member');
      const forbidden = await t.call({ method: 'GET', url: '/v1/api-keys', key: member });
      assert.equal(forbidden.statusCode, 403);
      assertRateHeaders(forbidden, 3, 2);

      // Without a valid key there is no budget to describe.
      const anon = await t.call({ method: 'GET', url: '/v1/usage', key: null });
      assert.equal(anon.statusCode, 401);
      assertNoRateHeaders(anon);
    });

    it('a refused request does not consume budget', async () => {
      await freshMinute();
      const other = await otherOrg(t, 'starter');
      for (let i = 0; i < 3; i++) {
        assert.equal((await t.call({ method: 'GET', url: '/v1/usage', key: other.key })).statusCode, 200);
      }
      for (let i = 0; i < 5; i++) assert429(await t.call({ method: 'GET', url: '/v1/usage', key: other.key }), 3);
      // pro × 0.05 allows 15/min in the same window: had the five refusals counted, 7 would be left, not 11.
      await updateOrgPlan(t.deps.database.db, other.org.id, 'pro');
      t.deps.keys.invalidate();
      const res = await t.call({ method: 'GET', url: '/v1/usage', key: other.key });
      assert.equal(res.statusCode, 200);
      assertRateHeaders(res, 15, 11);
    });

    it('separate keys have separate budgets, within an org and across orgs', async () => {
      await freshMinute();
      const a = await freshKey();
      const b = await freshKey('member');
      const other = await otherOrg(t, 'starter');
      for (let i = 0; i < 3; i++)
        assert.equal((await t.call({ method: 'GET', url: '/v1/usage', key: a })).statusCode, 200);
      assert429(await t.call({ method: 'GET', url: '/v1/usage', key: a }), 3);
      for (const key of [b, other.key]) {
        const res = await t.call({ method: 'GET', url: '/v1/usage', key });
        assert.equal(res.statusCode, 200);
        assertRateHeaders(res, 3, 2);
      }
    });

    it('unknown /v1 paths answer 404, never 401; a valid key is counted and described (ADR 0033)', async () => {
      await freshMinute();
      const key = await freshKey();
      for (const k of [null, `lk_live_${'0'.repeat(32)}`]) {
        const res = await t.call({ method: 'GET', url: '/v1/no-such-endpoint', key: k });
        assert.equal(res.statusCode, 404);
        assert.equal(res.json().error.code, 'resource_missing');
        assertNoRateHeaders(res);
      }
      for (let i = 0; i < 3; i++) {
        const res = await t.call({ method: 'GET', url: '/v1/no-such-endpoint', key });
        assert.equal(res.statusCode, 404);
        assertRateHeaders(res, 3, 2 - i);
      }
      // A spent budget leaves the 404 as it is, saying so, and counts nothing more.
      const spent = await t.call({ method: 'GET', url: '/v1/no-such-endpoint', key });
      assert.equal(spent.statusCode, 404);
      assertRateHeaders(spent, 3, 0);
      assert429(await t.call({ method: 'GET', url: '/v1/usage', key }), 3);
    });

    it('limits the PDP surface only when the org sets a limit, per key, unscaled', async () => {
      await freshMinute();
      const { call, close } = await pdpProbe(t.deps);
      try {
        // The default org sets no PDP limit: /api is never refused, though /v1 is tight.
        const free = await freshKey();
        for (let i = 0; i < 6; i++) {
          const res = await call(free);
          assert.equal(res.statusCode, 200);
          assertNoRateHeaders(res);
        }

        const limited = await otherOrg(t, 'starter');
        await updateOrgSettings(t.deps.database.db, limited.org.id, { pdp_rate_limit_per_minute: 2 });
        t.deps.keys.invalidate();
        for (let i = 0; i < 2; i++) assert.equal((await call(limited.key)).statusCode, 200);
        for (let i = 0; i < 2; i++) {
          const res = await call(limited.key);
          assert.equal(res.statusCode, 429);
          assert.deepEqual(res.json(), { error: 'rate limit exceeded' });
          const retryAfter = Number(res.headers['retry-after']);
          assert.ok(Number.isInteger(retryAfter) && retryAfter >= 1 && retryAfter <= 60);
          assertNoRateHeaders(res);
        }
        // Per key: another key of the same org has its own PDP budget.
        const { secret: sibling } = await t.deps.keys.create(
          { org: limited.org, actor: t.ctx.actor },
          { name: 'sibling', role: 'admin' },
        );
        assert.equal((await call(sibling)).statusCode, 200);
        // The PDP budget and the /v1 budget are separate.
        const v1 = await t.call({ method: 'GET', url: '/v1/usage', key: limited.key });
        assert.equal(v1.statusCode, 200);
        assertRateHeaders(v1, 3, 2);
        // Unauthenticated requests are refused before any limit.
        const anon = await call(null);
        assert.equal(anon.statusCode, 401);
        assert.equal(typeof anon.json().error, 'string');
      } finally {
        await close();
      }
    });
  });

  describe(`rate limits switched off [${engine}]`, () => {
    for (const env of [{ LATCHKEY_RATE_LIMITS: 'off' }, { LATCHKEY_RATE_LIMIT_SCALE: '0' }] as Record<
      string,
      string
    >[]) {
      it(`${JSON.stringify(env)}: no limiting and no headers, on /v1 and /api`, async () => {
        const t = await makeApp({ engine, plan: 'starter', env });
        const probe = await pdpProbe(t.deps);
        try {
          await updateOrgSettings(t.deps.database.db, t.org.id, { pdp_rate_limit_per_minute: 1 });
          t.deps.keys.invalidate();
          for (let i = 0; i < 8; i++) {
            const res = await t.call({ method: 'GET', url: '/v1/usage' });
            assert.equal(res.statusCode, 200);
            assertNoRateHeaders(res);
            const bad = await t.call({ method: 'POST', url: '/v1/api-keys', payload: {} });
            assert.equal(bad.statusCode, 400);
            assertNoRateHeaders(bad);
            assert.equal((await probe.call(t.adminKey)).statusCode, 200, 'the PDP org limit is off too');
          }
        } finally {
          await probe.close();
          await t.close();
        }
      });
    }
  });
}

// ---------------------------------------------------------------------------------------------
// RateLimiter over a MemoryStore: what HTTP cannot show without slow routes.
// ---------------------------------------------------------------------------------------------

/** Records the checks of the last call so a test can fill a window without knowing key names. */
class SpyStore implements RateLimitStore {
  readonly inner = new MemoryStore();
  last: WindowCheck[] = [];
  consume(checks: WindowCheck[], slots: readonly ConcurrencySlot[], member: number) {
    this.last = checks;
    return this.inner.consume(checks, slots, member);
  }
  release(slot: ConcurrencySlot, member: number) {
    return this.inner.release(slot, member);
  }
  /** Current count of a window, without changing it (a limit of 0 refuses at once). */
  async peek(check: WindowCheck): Promise<number> {
    return (await this.inner.consume([{ ...check, limit: 0 }], [], 0)).counts[0]!;
  }
}

const keyId = () => `key_test${randomBytes(6).toString('hex')}`;
const req = (over: Partial<LimitRequest> = {}): LimitRequest => ({
  keyId: keyId(),
  plan: 'starter',
  category: 'read',
  endpoint: 'GET /v1/usage',
  ...over,
});

async function refusal(attempt: () => Promise<unknown>): Promise<AppError> {
  try {
    await attempt();
  } catch (err) {
    assert.ok(err instanceof AppError, 'refusals are AppErrors');
    assert.equal(err.code, 'rate_limit_exceeded');
    assert.equal(err.status, 429);
    return err;
  }
  assert.fail('expected a 429');
}

describe('RateLimiter', () => {
  it('holds concurrent requests to the plan limit; a refused request takes no slot and spends no budget', async () => {
    await freshMinute();
    const store = new SpyStore();
    const limiter = new RateLimiter(store, 1);
    const r = req();
    const held = [];
    for (let i = 0; i < 5; i++) held.push(await limiter.check(r)); // starter: 5 concurrent, never released
    const minute = store.last.find((c) => c.name === 'minute')!;
    const err = await refusal(async () => limiter.check(r));
    assert.deepEqual(err.details, { limit: 5, window: 'concurrent', retry_after: 1 });
    assert.equal(err.headers?.['retry-after'], '1');
    for (const h of RATE_HEADERS) assert.ok(err.headers?.[h], `${h} on a concurrency refusal`);
    assert.equal(await store.peek(minute), 5, 'the refused request was not counted');
    held[0]!.release();
    await sleep(0);
    const again = await limiter.check(r);
    assert.equal(again.headers['x-ratelimit-remaining'], '54');
    await refusal(async () => limiter.check(r));
    // Another key is unaffected.
    assert.ok(await limiter.check(req()));
  });

  it('a tiny scale still leaves at least one of everything', async () => {
    await freshMinute();
    const limiter = new RateLimiter(new MemoryStore(), 0.001);
    const r = req();
    const v = await limiter.check(r);
    assert.equal(v.headers['x-ratelimit-limit'], '1');
    assert.equal(v.headers['x-ratelimit-remaining'], '0');
    v.release();
    await sleep(0);
    const err = await refusal(async () => limiter.check(r));
    assert.deepEqual(err.details, { limit: 1, window: '1m', retry_after: err.details!.retry_after });
  });

  it('applies endpoint-specific per-minute limits; the headers describe the limit with fewest remaining', async () => {
    await freshMinute();
    const limiter = new RateLimiter(new MemoryStore(), 1);
    // pro: 300/min, 10,000/h, evaluation category 50/min, but POST /v1/evaluations 10/min.
    const r = req({ plan: 'pro', category: 'evaluation', endpoint: 'POST /v1/evaluations' });
    for (let i = 0; i < 10; i++) {
      const v = await limiter.check(r);
      assert.equal(v.headers['x-ratelimit-limit'], '10');
      assert.equal(v.headers['x-ratelimit-remaining'], String(9 - i));
      assert.equal(v.headers['x-ratelimit-window'], '60');
      v.release();
    }
    const err = await refusal(async () => limiter.check(r));
    assert.equal((err.details as { limit: number }).limit, 10);
    assert.equal((err.details as { window: string }).window, '1m');
    // Other endpoints of the same key still have room.
    const other = await limiter.check({ ...r, category: 'write', endpoint: 'POST /v1/projects' });
    assert.equal(other.headers['x-ratelimit-limit'], '300');
    assert.equal(other.headers['x-ratelimit-remaining'], '289');
  });

  it('category limits: starter export is 5 per minute', async () => {
    await freshMinute();
    const limiter = new RateLimiter(new MemoryStore(), 1);
    const r = req({ category: 'export', endpoint: 'POST /v1/audit/reports' });
    for (let i = 0; i < 5; i++) (await limiter.check(r)).release();
    const err = await refusal(async () => limiter.check(r));
    assert.equal((err.details as { limit: number }).limit, 5);
    // Reads by the same key are not export requests.
    assert.ok(await limiter.check({ ...r, category: 'read', endpoint: 'GET /v1/usage' }));
  });

  it('an exhausted hour refuses with window 1h and a Retry-After up to the hour', async () => {
    await freshMinute();
    const store = new SpyStore();
    const limiter = new RateLimiter(store, 1);
    const r = req();
    (await limiter.check(r)).release();
    const hour = store.last.find((c) => c.windowMs === 3_600_000)!;
    for (let i = 1; i < hour.limit; i++) await store.inner.consume([hour], [], 0);
    const err = await refusal(async () => limiter.check(r));
    const d = err.details as { limit: number; window: string; retry_after: number };
    assert.equal(d.limit, 1000);
    assert.equal(d.window, '1h');
    assert.ok(d.retry_after >= 1 && d.retry_after <= 3600);
    assert.equal(err.headers?.['x-ratelimit-window'], '3600');
    assert.equal(err.headers?.['x-ratelimit-remaining'], '0');
    assert.equal(err.headers?.['retry-after'], String(d.retry_after));
    assert.equal(Number(err.headers?.['x-ratelimit-reset']) % 3600, 0);
  });

  it('checkPdp: a plain per-key budget per minute', async () => {
    await freshMinute();
    const limiter = new RateLimiter(new MemoryStore(), 0.05);
    const k = keyId();
    await limiter.checkPdp(k, 2);
    await limiter.checkPdp(k, 2);
    const err = await refusal(async () => limiter.checkPdp(k, 2));
    assert.ok(Number(err.headers?.['retry-after']) >= 1);
    await limiter.checkPdp(keyId(), 2);
  });

  it('a store that cannot answer fails closed with a 503, not a 500', async () => {
    const broken: RateLimitStore = {
      consume: () => Promise.reject(new Error('ECONNREFUSED')),
      release: () => Promise.resolve(),
    };
    const limiter = new RateLimiter(broken, 1);
    for (const attempt of [async () => limiter.check(req()), async () => limiter.checkPdp(keyId(), 5)]) {
      await assert.rejects(attempt, (err: unknown) => {
        assert.ok(err instanceof AppError);
        assert.equal(err.status, 503);
        assert.equal(err.code, 'service_unavailable');
        assert.equal(err.headers?.['retry-after'], '1');
        return true;
      });
    }
  });

  it('every plan carries the spec table', async () => {
    // The spec's "Default limits by plan" and "Limits by operation category", verbatim.
    assert.deepEqual(PLAN_LIMITS, {
      starter: {
        perMinute: 60,
        perHour: 1_000,
        concurrent: 5,
        category: { read: 100, write: 60, batch: 10, export: 5, evaluation: 10 },
      },
      pro: {
        perMinute: 300,
        perHour: 10_000,
        concurrent: 20,
        category: { read: 500, write: 300, batch: 50, export: 20, evaluation: 50 },
      },
      enterprise: {
        perMinute: 1_000,
        perHour: 50_000,
        concurrent: 100,
        category: { read: 2_000, write: 1_000, batch: 200, export: 100, evaluation: 200 },
      },
    });
    assert.deepEqual(ENDPOINT_LIMITS, {
      'POST /v1/evaluations': { perMinute: 10 },
      'POST /v1/datasets/:id/samples#batch': { perMinute: 20 },
      'POST /v1/audit/reports': { perMinute: 5 },
    });
    // "GET /v1/audit/stream: 1 concurrent connection", held as a lease (audit-stream tests).
    assert.equal(AUDIT_STREAMS_PER_KEY, 1);
    // And the limiter applies them: the headers name the plan's per-minute limit.
    for (const plan of ['starter', 'pro', 'enterprise'] as Plan[]) {
      const v = await new RateLimiter(new MemoryStore(), 1).check(req({ plan }));
      assert.equal(v.headers['x-ratelimit-limit'], String(PLAN_LIMITS[plan].perMinute));
    }
  });
});

// ---------------------------------------------------------------------------------------------
// The store contract, run against every store.
// ---------------------------------------------------------------------------------------------

type Case = [name: string, run: (store: TestStore, key: (s: string) => string) => Promise<void>];

const win = (scope: string, limit: number, ttlMs = 60_000): WindowCheck => ({
  scope,
  name: 'test',
  start: 0,
  limit,
  windowMs: 60_000,
  resetAt: Date.now() + ttlMs,
});
/** A slot set with the member one request would hold in it. */
type Held = ConcurrencySlot & { member: number };
let members = 0;
const slot = (scope: string, limit: number): Held => ({ scope, name: 'slot', limit, member: ++members });

/** The store under test, taking each request's member from its slots (one member per request). */
interface TestStore {
  consume(checks: WindowCheck[], slots: Held[]): ReturnType<RateLimitStore['consume']>;
  release(slot: Held): ReturnType<RateLimitStore['release']>;
}
const adapt = (store: RateLimitStore): TestStore => ({
  consume: (checks, slots) => store.consume(checks, slots, slots[0]?.member ?? 0),
  release: (s) => store.release(s, s.member),
});
const peek = async (store: TestStore, key: string) => (await store.consume([win(key, 0)], [])).counts[0];

const CASES: Case[] = [
  [
    'counts up to the limit, then refuses without counting',
    async (store, k) => {
      const w = win(k('w'), 3);
      for (let i = 1; i <= 3; i++) assert.deepEqual(await store.consume([w], []), { refusedBy: null, counts: [i] });
      for (let i = 0; i < 3; i++) assert.deepEqual(await store.consume([w], []), { refusedBy: 0, counts: [3] });
    },
  ],
  [
    'refuses on the first full window and increments none of them',
    async (store, k) => {
      const a = win(k('a'), 5);
      const b = win(k('b'), 1);
      const c = win(k('c'), 1);
      assert.deepEqual(await store.consume([a, b], []), { refusedBy: null, counts: [1, 1] });
      assert.deepEqual(await store.consume([a, b], []), { refusedBy: 1, counts: [1, 1] });
      assert.equal(await peek(store, a.scope), 1);
      assert.deepEqual(await store.consume([c], []), { refusedBy: null, counts: [1] });
      assert.equal((await store.consume([a, c, b], [])).refusedBy, 1, 'the first refusing check is named');
      assert.equal(await peek(store, a.scope), 1);
    },
  ],
  [
    'a full concurrency slot set refuses, counts nothing, and frees up on release',
    async (store, k) => {
      const w = win(k('w'), 10);
      const s1 = slot(k('s'), 2);
      const s2 = slot(k('s'), 2);
      assert.equal((await store.consume([w], [s1])).refusedBy, null);
      assert.equal((await store.consume([w], [s2])).refusedBy, null);
      const refused = await store.consume([w], [slot(k('s'), 2)]);
      assert.equal(refused.refusedBy, -1);
      assert.equal(refused.refusedSlot, 0);
      assert.deepEqual(refused.counts, [2]);
      assert.equal(await peek(store, w.scope), 2);
      await store.release(s1);
      assert.deepEqual(await store.consume([w], [slot(k('s'), 2)]), { refusedBy: null, counts: [3] });
    },
  ],
  [
    'with several slot sets the full one is named and none is taken',
    async (store, k) => {
      const wide = k('wide');
      const narrow = k('narrow');
      assert.equal((await store.consume([], [slot(wide, 3), slot(narrow, 1)])).refusedBy, null);
      const refused = await store.consume([], [slot(wide, 3), slot(narrow, 1)]);
      assert.equal(refused.refusedBy, -1);
      assert.equal(refused.refusedSlot, 1);
      // The refused request left the wide set alone: two more fit, then it is full.
      assert.equal((await store.consume([], [slot(wide, 3)])).refusedBy, null);
      assert.equal((await store.consume([], [slot(wide, 3)])).refusedBy, null);
      assert.equal((await store.consume([], [slot(wide, 3)])).refusedSlot, 0);
    },
  ],
  [
    'windows are checked before slots',
    async (store, k) => {
      const w = win(k('w'), 1);
      const s = k('s');
      assert.equal((await store.consume([w], [slot(s, 1)])).refusedBy, null);
      assert.equal((await store.consume([w], [slot(s, 1)])).refusedBy, 0);
    },
  ],
  [
    'release is idempotent and ignores unknown slots',
    async (store, k) => {
      const s = slot(k('s'), 1);
      await store.release(slot(k('never'), 1));
      assert.equal((await store.consume([], [s])).refusedBy, null);
      await store.release(s);
      await store.release(s);
      assert.equal((await store.consume([], [s])).refusedBy, null);
      assert.equal((await store.consume([], [slot(s.scope, 1)])).refusedBy, -1);
    },
  ],
  [
    'an expired window counts from zero again',
    async (store, k) => {
      const w = win(k('w'), 1, 150);
      assert.equal((await store.consume([w], [])).refusedBy, null);
      assert.equal((await store.consume([w], [])).refusedBy, 0);
      await sleep(400); // only past the window's end; the test does not measure time
      assert.deepEqual(await store.consume([{ ...w, resetAt: Date.now() + 60_000 }], []), {
        refusedBy: null,
        counts: [1],
      });
    },
  ],
  [
    'parallel consumers never overshoot a window or a slot set',
    async (store, k) => {
      const w = win(k('w'), 7);
      const results = await Promise.all(Array.from({ length: 40 }, () => store.consume([w], [])));
      const allowed = results.filter((r) => r.refusedBy === null);
      assert.equal(allowed.length, 7);
      assert.deepEqual(
        allowed.map((r) => r.counts[0]).sort((x, y) => x! - y!),
        [1, 2, 3, 4, 5, 6, 7],
      );
      const s = k('s');
      const held = await Promise.all(Array.from({ length: 20 }, () => store.consume([], [slot(s, 3)])));
      assert.equal(held.filter((r) => r.refusedBy === null).length, 3);
    },
  ],
  [
    'nothing to check is allowed',
    async (store) => {
      assert.deepEqual(await store.consume([], []), { refusedBy: null, counts: [] });
    },
  ],
];

function contract(
  name: string,
  setup: () => Promise<{ store: RateLimitStore; prefix: string; done: () => Promise<void> }>,
) {
  describe(`rate-limit store contract: ${name}`, () => {
    let ctx: Awaited<ReturnType<typeof setup>>;
    before(async () => {
      ctx = await setup();
    });
    after(() => ctx.done());
    CASES.forEach(([title, run], i) => {
      it(title, () => run(adapt(ctx.store), (s) => `${ctx.prefix}${i}:${s}`));
    });
  });
}

contract('memory', async () => ({ store: new MemoryStore(), prefix: 'mem:', done: async () => {} }));

const redisUrl = REDIS_URL;
if (redisUrl) {
  contract('redis', async () => {
    const redis: Redis = connectRedis(redisUrl);
    await redis.ping();
    // A random prefix: parallel runs (and other users of this Redis) never collide, and
    // cleanup deletes only what this run wrote.
    const prefix = `latchkey-test:${randomBytes(8).toString('hex')}:`;
    return {
      store: new RedisStore(redis),
      prefix,
      done: async () => {
        let cursor = '0';
        do {
          const [next, keys] = await redis.scan(cursor, 'MATCH', `rl:${prefix}*`, 'COUNT', 500);
          if (keys.length) await redis.del(...keys);
          cursor = next;
        } while (cursor !== '0');
        await redis.quit();
      },
    };
  });
}
