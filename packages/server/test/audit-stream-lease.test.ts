import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import { after, before, describe, it } from 'node:test';
import type { Redis } from 'ioredis';
import { DbLeaseStore, type LeaseStore, MemoryLeaseStore, RedisLeaseStore } from '../src/audit/stream/lease-stores.js';
import { StreamLeases } from '../src/audit/stream/stream-lease.js';
import { AppError } from '../src/platform/errors/app-error.js';
import { connectRedis } from '../src/platform/rate-limit/redis-store.js';
import { until } from './audit-stream-helpers.js';
import { ENGINES, makeApp, REDIS_URL, type TestApp } from './helpers.js';

/**
 * The stores of live-stream leases (ADR 0034), each the same way: one holder per name, only the
 * holder's token renews or releases, and a lease nobody renews lapses by itself.
 */

const fresh = () => `key_${randomBytes(6).toString('hex')}:0`;

function storeSuite(name: string, open: () => Promise<LeaseStore>) {
  describe(`stream lease store: ${name}`, () => {
    let store: LeaseStore;
    before(async () => {
      store = await open();
    });

    it('one holder at a time; the refusal says how long the lease has left', async () => {
      const lease = fresh();
      assert.deepEqual(await store.acquire(lease, 'a', 60_000), { held: true });
      const refused = await store.acquire(lease, 'b', 60_000);
      assert.equal(refused.held, false);
      const left = (refused as { remainingMs: number }).remainingMs;
      assert.ok(left > 0 && left <= 60_000, `remaining ${left}`);
      // Another name is another lease.
      assert.deepEqual(await store.acquire(fresh(), 'b', 60_000), { held: true });
    });

    it('only the holder renews or releases', async () => {
      const lease = fresh();
      await store.acquire(lease, 'a', 60_000);
      assert.equal(await store.renew(lease, 'a', 60_000), true);
      assert.equal(await store.renew(lease, 'b', 60_000), false);
      await store.release(lease, 'b');
      assert.equal((await store.acquire(lease, 'b', 60_000)).held, false, 'a wrong token releases nothing');
      await store.release(lease, 'a');
      assert.deepEqual(await store.acquire(lease, 'b', 60_000), { held: true });
      assert.equal(await store.renew(lease, 'a', 60_000), false, 'the old holder has lost it');
    });

    it('a lease nobody renews lapses; its old holder can then neither renew nor release it', async () => {
      const lease = fresh();
      await store.acquire(lease, 'dead', 150);
      await until('the lease to lapse', async () => (await store.acquire(lease, 'next', 60_000)).held);
      assert.equal(await store.renew(lease, 'dead', 60_000), false);
      await store.release(lease, 'dead');
      assert.equal((await store.acquire(lease, 'third', 60_000)).held, false);
    });
  });
}

storeSuite('memory', async () => new MemoryLeaseStore());

for (const engine of ENGINES) {
  let t: TestApp;
  after(async () => t?.close());
  storeSuite(`database [${engine}]`, async () => {
    t = await makeApp({ engine });
    return new DbLeaseStore(t.deps.database.db, engine);
  });
}

if (REDIS_URL) {
  let redis: Redis;
  after(async () => redis?.quit());
  storeSuite('redis', async () => {
    redis = connectRedis(REDIS_URL!);
    return new RedisLeaseStore(redis);
  });
}

describe('StreamLeases', () => {
  const noErrors = (err: unknown) => assert.fail(String(err));

  it('a scaled limit gives a key that many streams; then 429 names the reason', async () => {
    const leases = new StreamLeases(new MemoryLeaseStore(), 2, noErrors);
    const key = `key_${randomBytes(6).toString('hex')}`;
    const held = [await leases.take(key, 60_000), await leases.take(key, 60_000)];
    await assert.rejects(leases.take(key, 60_000), (err: unknown) => {
      assert.ok(err instanceof AppError);
      assert.equal(err.code, 'rate_limit_exceeded');
      assert.match(err.message, /2 audit streams are already open for this API key/);
      assert.deepEqual(err.details, { limit: 2, window: 'concurrent', retry_after: 60 });
      assert.equal(err.headers?.['retry-after'], '60');
      return true;
    });
    held[1]!.release();
    await leases.drain();
    assert.ok(await leases.take(key, 60_000));
  });

  it('off (rate limits off): every stream is let through', async () => {
    const leases = new StreamLeases(null, 0, noErrors);
    assert.equal(await leases.take('key_x', 60_000), null);
  });

  it('a store that does not answer is a 503 with Retry-After, never a 500', async () => {
    const errors: unknown[] = [];
    const broken: LeaseStore = {
      acquire: () => Promise.reject(new Error('ECONNREFUSED')),
      renew: () => Promise.reject(new Error('ECONNREFUSED')),
      release: () => Promise.reject(new Error('ECONNREFUSED')),
    };
    const leases = new StreamLeases(broken, 1, (e) => errors.push(e));
    await assert.rejects(leases.take('key_x', 60_000), (err: unknown) => {
      assert.ok(err instanceof AppError);
      assert.equal(err.status, 503);
      assert.equal(err.headers?.['retry-after'], '1');
      return true;
    });
    assert.equal(errors.length, 1);
  });

  it('a holder whose renewals stop getting through gives up within the TTL, before another may take it', async () => {
    let answering = true;
    const inner = new MemoryLeaseStore();
    const flaky: LeaseStore = {
      acquire: (...a) => inner.acquire(...a),
      // A store that stopped answering: the renewal hangs.
      renew: (...a) => (answering ? inner.renew(...a) : new Promise(() => {})),
      release: (...a) => inner.release(...a),
    };
    const lease = (await new StreamLeases(flaky, 1, noErrors).take('key_y', 300))!;
    let lost = false;
    lease.keep(20, () => {
      lost = true;
    });
    answering = false;
    await until('the holder to give up', () => lost);
  });
});
