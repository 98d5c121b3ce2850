import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { errorOf, listen, newProject, rawStream, servedApp, until } from './audit-stream-helpers.js';
import { ENGINES, type TestApp } from './helpers.js';

/**
 * One live audit stream per API key (ADR 0034): a lease the open stream renews, released when it
 * ends, lapsing within its TTL when nobody renews it, and a refusal that says why. Across
 * instances and with killed holders: audit-stream-fanout.test.ts.
 */

for (const engine of ENGINES) {
  describe(`GET /v1/audit/stream: one stream per key [${engine}]`, () => {
    let t: TestApp;
    let base: string;
    const { track, auditorKey } = servedApp(engine, (app, url) => {
      t = app;
      base = url;
    });

    it('allows one stream per key: the second gets 429 saying why, another key is fine, closing frees the slot', async () => {
      const key = await auditorKey();
      const firstStream = track(listen(base, key));
      await firstStream.opened;
      const second = await rawStream(base, key);
      assert.equal(second.res.status, 429);
      const error = await errorOf(second.res);
      assert.equal(error.type, 'rate_limit_error');
      assert.equal(error.code, 'rate_limit_exceeded');
      assert.match(error.message, /another audit stream is already open for this API key/i);
      // When the open stream's lease could lapse at the latest (30 s TTL), not a guess.
      const retryAfter = Number(second.res.headers.get('retry-after'));
      assert.ok(retryAfter >= 1 && retryAfter <= 30, `Retry-After ${retryAfter}`);

      const otherKey = await rawStream(base, await auditorKey());
      assert.equal(otherKey.res.status, 200);
      otherKey.close();

      firstStream.es.close();
      // The slot is given back when the server sees the socket close: retry until it has.
      await until('the slot to be released', async () => {
        const s = await rawStream(base, key);
        s.close();
        return s.res.status === 200;
      });
    });

    it('an open stream keeps its slot past its lease TTL and past the old 10-minute lapse', async (ctx) => {
      const stream = t.deps.compliance.stream;
      // Read when a stream opens: this one renews every 40 ms a lease that lapses after 600 ms.
      Object.assign(stream.settings, { leaseTtlMs: 600, leaseRenewMs: 40 });
      const key = await auditorKey();
      const first = await rawStream(base, key);
      Object.assign(stream.settings, { leaseTtlMs: 30_000, leaseRenewMs: 10_000 });
      try {
        assert.equal(first.res.status, 200);
        // The wall clock 11 minutes on: a slot taken by time is presumed leaked by then.
        ctx.mock.timers.enable({ apis: ['Date'], now: Date.now() });
        ctx.mock.timers.tick(11 * 60_000);
        const refused = await rawStream(base, key);
        assert.equal(refused.res.status, 429, 'still held 11 minutes on');
        // More than a TTL of renewals (16 x 40 ms): only they keep the lease.
        const renew = ctx.mock.method(stream.leases.store!, 'renew');
        await until('renewals past the TTL', () => renew.mock.callCount() >= 16);
        const again = await rawStream(base, key);
        assert.equal(again.res.status, 429, 'still held after its TTL');
        assert.match((await errorOf(again.res)).message, /another audit stream is already open/i);
        assert.equal(again.res.headers.get('retry-after'), '1');
        ctx.mock.timers.reset();
        // And it still streams.
        const project = await newProject(t, 'held-on');
        await first.readUntil('an entry after the renewals', (text) => text.includes(project));
      } finally {
        ctx.mock.timers.reset();
        first.close();
      }
    });

    it('a lease nobody renews lapses within its TTL: the key may stream again', async () => {
      const stream = t.deps.compliance.stream;
      const { key: apiKey, secret: key } = await t.deps.keys.create(t.ctx, { name: 'crashed', role: 'auditor' });
      // As an instance that died holding the key's stream leaves it: taken, never renewed nor released.
      await stream.leases.take(apiKey.id, 400);
      const refused = await rawStream(base, key);
      assert.equal(refused.res.status, 429);
      assert.equal(refused.res.headers.get('retry-after'), '1');
      await until('the lease to lapse', async () => {
        const s = await rawStream(base, key);
        s.close();
        return s.res.status === 200;
      });
    });

    it('a stream whose lease another holder took ends at its next renewal', async (ctx) => {
      const stream = t.deps.compliance.stream;
      const store = stream.leases.store!;
      const acquire = ctx.mock.method(store, 'acquire');
      Object.assign(stream.settings, { leaseRenewMs: 20 });
      const key = await auditorKey();
      const first = await rawStream(base, key);
      Object.assign(stream.settings, { leaseRenewMs: 10_000 });
      assert.equal(first.res.status, 200);
      await first.readUntil('the stream start', (text) => text.startsWith('retry:'));
      const [name, token] = acquire.mock.calls[0]!.arguments;
      // As after a failover that lost the lease: another holder has it now.
      await store.release(name, token);
      assert.deepEqual(await store.acquire(name, 'another-holder', 60_000), { held: true });
      assert.equal(await first.drain(), 'end');
      const refused = await rawStream(base, key);
      assert.equal(refused.res.status, 429);
      await store.release(name, 'another-holder');
      const next = await rawStream(base, key);
      assert.equal(next.res.status, 200);
      next.close();
    });
  });
}
