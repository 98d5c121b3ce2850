import assert from 'node:assert/strict';
import { createHmac } from 'node:crypto';
import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { after, before, describe, it } from 'node:test';
import { setTimeout as sleep } from 'node:timers/promises';
import type { QuotaMetric } from '@latchkey/contract';
import { inTransaction } from '../src/db/tx.js';
import type { ServiceContext } from '../src/platform/context.js';
import { signWebhook, verifyWebhook } from '../src/platform/crypto/webhook-signature.js';
import { AppError } from '../src/platform/errors/app-error.js';
import { checkDestination } from '../src/platform/http/destination.js';
import { backoffDelay } from '../src/platform/jobs/poller.js';
import { AlertDeliveryWorker, type DeliveryWorkerOptions } from '../src/platform/usage/alert-delivery.worker.js';
import { crossedRange } from '../src/platform/usage/alert-thresholds.js';
import { auditTypes, ENGINES, keyWithRole, makeApp, otherOrg, type TestApp } from './helpers.js';

interface Received {
  headers: IncomingHttpHeaders;
  body: string;
}

/** A real HTTP receiver on 127.0.0.1; `respond(n)` picks the status of the n-th request (1-based). */
async function startReceiver(respond: (n: number) => number = () => 200) {
  const received: Received[] = [];
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      received.push({ headers: req.headers, body: Buffer.concat(chunks).toString('utf8') });
      res.statusCode = respond(received.length);
      res.end('ok');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/hook`,
    received,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** Polls `probe` until it returns something truthy; bounded (about 10 s), never a fixed sleep. */
async function until<T>(what: string, probe: () => Promise<T | undefined | null | false>): Promise<T> {
  for (let i = 0; i < 500; i++) {
    const v = await probe();
    if (v) return v;
    await sleep(20);
  }
  assert.fail(`timed out waiting for ${what}`);
}

const FAST: DeliveryWorkerOptions = { pollMs: 10, baseDelayMs: 10, capMs: 40 };

for (const engine of ENGINES) {
  describe(`usage [${engine}]`, () => {
    let t: TestApp;
    const workers: AlertDeliveryWorker[] = [];
    const workerErrors: unknown[] = [];
    const receivers: Array<{ close(): Promise<void> }> = [];

    before(async () => {
      t = await makeApp({ engine, plan: 'starter', env: { LATCHKEY_ALLOW_INSECURE_DESTINATIONS: 'true' } });
    });
    after(async () => {
      for (const w of workers) await w.stop();
      for (const r of receivers) await r.close();
      await t.close();
      assert.deepEqual(workerErrors, [], 'the delivery workers hit no errors');
    });

    const consume = (metric: QuotaMetric, n: number, ctx: ServiceContext = t.ctx) =>
      inTransaction(t.deps.database.db, (tx) => t.deps.usage.consume(tx, ctx, metric, n));
    const release = (metric: QuotaMetric, n: number) =>
      inTransaction(t.deps.database.db, (tx) => t.deps.usage.release(tx, t.ctx, metric, n));
    const worker = (opts: DeliveryWorkerOptions = {}) => {
      const w = new AlertDeliveryWorker(t.deps.database.db, t.deps.secrets, t.config, {
        ...FAST,
        onError: (err) => workerErrors.push(err),
        ...opts,
      });
      workers.push(w);
      return w;
    };
    const receiver = async (respond?: (n: number) => number) => {
      const r = await startReceiver(respond);
      receivers.push(r);
      return r;
    };
    const deliveries = (alertId: string) =>
      t.deps.database.db
        .selectFrom('usage_alert_deliveries')
        .selectAll()
        .where('alert_id', '=', alertId)
        .orderBy('threshold')
        .execute();
    const createAlert = async (payload: Record<string, unknown>, key?: string) => {
      const res = await t.call({ method: 'POST', url: '/v1/usage/alerts', payload, ...(key ? { key } : {}) });
      assert.equal(res.statusCode, 201, res.body);
      return res.json();
    };
    it('GET /v1/usage reports plan, period and quotas with request-id and rate-limit headers', async () => {
      const res = await t.call({ method: 'GET', url: '/v1/usage' });
      assert.equal(res.statusCode, 200);
      const u = res.json();
      assert.equal(u.object, 'usage');
      assert.equal(u.plan, 'starter');
      assert.ok(Date.parse(u.period_start) < Date.now() && Date.now() < Date.parse(u.period_end));
      assert.match(u.period_start, /^\d{4}-\d{2}-01T00:00:00\.000Z$/);
      assert.deepEqual(u.samples, { current: 0, limit: 10_000, percent_used: 0 });
      assert.deepEqual(u.evaluations, { current: 0, limit: 100, percent_used: 0 });
      assert.deepEqual(u.samples_evaluated, { current: 0, limit: 50_000, percent_used: 0 });
      assert.deepEqual(u.reviews, { current: 0, limit: 500, percent_used: 0 });
      assert.deepEqual(u.reviewers, { current: 0, limit: 3 });
      assert.deepEqual(u.projects, { current: 0, limit: 5 });
      assert.match(String(res.headers['x-request-id']), /^req_/);
      for (const h of ['x-ratelimit-limit', 'x-ratelimit-remaining', 'x-ratelimit-reset', 'x-ratelimit-window']) {
        assert.match(String(res.headers[h]), /^\d+$/, h);
      }
    });

    it('consume refuses beyond the quota with quota_exceeded and leaves the counter unchanged', async () => {
      assert.equal(await consume('evaluations', 100), 100);
      const err = await consume('evaluations', 1).then(
        () => assert.fail('expected quota_exceeded'),
        (e: unknown) => e,
      );
      assert.ok(err instanceof AppError);
      assert.equal(err.status, 403);
      assert.equal(err.code, 'quota_exceeded');
      assert.equal(err.type, 'quota_error');
      const { metric, current, limit, period_end } = err.details as Record<string, unknown>;
      assert.deepEqual({ metric, current, limit }, { metric: 'evaluations', current: 100, limit: 100 });
      assert.equal(period_end, (await t.call({ method: 'GET', url: '/v1/usage' })).json().period_end);
      const u = (await t.call({ method: 'GET', url: '/v1/usage' })).json();
      assert.deepEqual(u.evaluations, { current: 100, limit: 100, percent_used: 100 });
    });

    it('delivers one signed event per crossed threshold, once per alert, metric and period', async () => {
      const r = await receiver();
      const alert = await createAlert({ url: r.url, thresholds: [80, 50, 50], metrics: ['reviews'] });
      assert.match(alert.id, /^alrt_/);
      assert.deepEqual(alert.thresholds, [50, 80]);
      assert.deepEqual(alert.metrics, ['reviews']);
      const secret: string = alert.signing_secret;
      assert.match(secret, /^whsec_[0-9a-f]{64}$/);
      assert.equal(alert.signing_secret_masked, `****${secret.slice(-4)}`);

      const read = await t.call({ method: 'GET', url: `/v1/usage/alerts/${alert.id}` });
      assert.equal(read.statusCode, 200);
      assert.equal(read.json().signing_secret, undefined);
      assert.ok(!read.body.includes(secret), 'the secret is shown once');
      const stored = await t.deps.database.db
        .selectFrom('usage_alerts')
        .selectAll()
        .where('id', '=', alert.id)
        .executeTakeFirstOrThrow();
      assert.ok(!stored.secret_enc.includes(secret), 'stored sealed');

      await consume('reviews', 200); // 40%: nothing crossed
      assert.equal((await deliveries(alert.id)).length, 0);
      await consume('reviews', 60); // 52%: crosses 50
      await consume('reviews', 200); // 92%: crosses 80
      const queued = await deliveries(alert.id);
      assert.deepEqual(
        queued.map((d) => [d.threshold, d.status]),
        [
          [50, 'pending'],
          [80, 'pending'],
        ],
      );

      const w = worker();
      w.start();
      await until('two deliveries', async () => {
        const rows = await deliveries(alert.id);
        return rows.every((d) => d.status === 'delivered') && rows;
      });
      assert.equal(r.received.length, 2);
      const events = r.received
        .map((req) => {
          assert.equal(req.headers['content-type'], 'application/json');
          const header = String(req.headers['x-latchkey-signature']);
          const m = /^t=(\d+),v1=([0-9a-f]{64})$/.exec(header);
          assert.ok(m, header);
          const expected = createHmac('sha256', secret).update(`${m[1]}.${req.body}`).digest('hex');
          assert.equal(m[2], expected, 'HMAC-SHA256(secret, t + "." + body)');
          assert.ok(verifyWebhook(secret, req.body, header));
          assert.ok(!verifyWebhook(secret, `${req.body} `, header), 'a changed body fails verification');
          assert.ok(queued.some((d) => d.id === req.headers['x-latchkey-delivery']));
          return JSON.parse(req.body);
        })
        .sort((a, b) => a.data.threshold - b.data.threshold);
      for (const [i, [threshold, current, percent]] of [
        [50, 260, 52],
        [80, 460, 92],
      ].entries()) {
        const e = events[i];
        assert.deepEqual(Object.keys(e).sort(), ['data', 'event', 'timestamp']);
        assert.equal(e.event, 'quota.threshold_reached');
        assert.match(e.timestamp, /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/);
        const ts = new Date(e.timestamp);
        const periodEnd = new Date(Date.UTC(ts.getUTCFullYear(), ts.getUTCMonth() + 1, 1)).toISOString();
        assert.deepEqual(e.data, {
          metric: 'reviews',
          current,
          limit: 500,
          percent_used: percent,
          threshold,
          period_end: periodEnd,
        });
      }

      // Falling back below both thresholds and crossing them again in the same period sends nothing.
      await release('reviews', 300);
      await consume('reviews', 300);
      await w.stop();
      await w.runOnce();
      assert.equal((await deliveries(alert.id)).length, 2);
      assert.equal(r.received.length, 2);
      const delivered = await deliveries(alert.id);
      assert.ok(delivered.every((d) => d.attempts === 1 && d.delivered_at !== null && d.last_error === null));
      assert.ok((await auditTypes(t)).includes('usage.alert_created'));
    });

    it('retries a failing receiver with attempts counted, then marks the delivery failed', async () => {
      const failing = await receiver(() => 500);
      const flaky = await receiver((n) => (n <= 2 ? 503 : 204));
      const closed = await startReceiver();
      await closed.close(); // nothing listens on its port any more
      const a500 = await createAlert({ url: failing.url, thresholds: [10], metrics: ['samples_evaluated'] });
      const aRefused = await createAlert({ url: closed.url, thresholds: [10], metrics: ['samples_evaluated'] });
      const aFlaky = await createAlert({ url: flaky.url, thresholds: [34], metrics: ['reviewers'] });
      await consume('samples_evaluated', 5_000); // 10%
      await consume('reviewers', 2); // 66%

      const w = worker({ maxAttempts: 3 });
      w.start();
      const done = (s: string) => s === 'delivered' || s === 'failed';
      const [d500] = await until('failing deliveries to settle', async () => {
        const rows = [
          ...(await deliveries(a500.id)),
          ...(await deliveries(aRefused.id)),
          ...(await deliveries(aFlaky.id)),
        ];
        return rows.length === 3 && rows.every((d) => done(d.status)) && rows;
      });
      await w.stop();
      assert.equal(d500!.status, 'failed');
      assert.equal(d500!.attempts, 3);
      assert.equal(d500!.last_error, 'HTTP 500');
      assert.equal(failing.received.length, 3, 'each attempt reached the receiver');

      const [dRefused] = await deliveries(aRefused.id);
      assert.equal(dRefused!.status, 'failed');
      assert.equal(dRefused!.attempts, 3);
      assert.match(dRefused!.last_error!, /^connection failed \(ECONNREFUSED\)$/);

      const [dFlaky] = await deliveries(aFlaky.id);
      assert.equal(dFlaky!.status, 'delivered');
      assert.equal(dFlaky!.attempts, 3);
      assert.equal(flaky.received.length, 3);
      assert.ok(
        verifyWebhook(
          aFlaky.signing_secret,
          flaky.received[2]!.body,
          String(flaky.received[2]!.headers['x-latchkey-signature']),
        ),
      );
    });

    it('two workers racing over the same queue send every delivery exactly once', async () => {
      const r = await receiver();
      const alert = await createAlert({ url: r.url, thresholds: [10, 20, 30, 40, 50], metrics: ['samples'] });
      await consume('samples', 5_000); // crosses all five at once
      assert.equal((await deliveries(alert.id)).length, 5);
      const [a, b] = [worker(), worker()];
      await Promise.all([a.runOnce(), b.runOnce(), a.runOnce(), b.runOnce()]);
      await until('five deliveries', async () => (await deliveries(alert.id)).every((d) => d.status === 'delivered'));
      assert.equal(r.received.length, 5);
      assert.equal(new Set(r.received.map((x) => x.headers['x-latchkey-delivery'])).size, 5);
      assert.ok((await deliveries(alert.id)).every((d) => d.attempts === 1));
    });

    it('deleting an alert hides it, cancels its queued deliveries, and is audited', async () => {
      const r = await receiver();
      const alert = await createAlert({ url: r.url, thresholds: [20], metrics: ['projects'] });
      await consume('projects', 1); // 20%
      assert.equal((await deliveries(alert.id)).length, 1);
      const del = await t.call({ method: 'DELETE', url: `/v1/usage/alerts/${alert.id}` });
      assert.equal(del.statusCode, 200);
      assert.ok(del.json().deleted_at);
      assert.equal((await t.call({ method: 'GET', url: `/v1/usage/alerts/${alert.id}` })).statusCode, 404);
      assert.equal((await t.call({ method: 'DELETE', url: `/v1/usage/alerts/${alert.id}` })).statusCode, 404);
      const list = (await t.call({ method: 'GET', url: '/v1/usage/alerts?limit=100' })).json();
      assert.ok(!list.data.some((x: { id: string }) => x.id === alert.id));
      await worker().runOnce();
      const [d] = await deliveries(alert.id);
      assert.equal(d!.status, 'cancelled');
      assert.equal(r.received.length, 0);
      assert.ok((await auditTypes(t)).includes('usage.alert_deleted'));
      await release('projects', 1);
    });

    it('lists alerts in the list envelope, newest first', async () => {
      const res = await t.call({ method: 'GET', url: '/v1/usage/alerts?limit=2' });
      assert.equal(res.statusCode, 200);
      const page = res.json();
      assert.equal(page.object, 'list');
      assert.equal(page.data.length, 2);
      assert.equal(page.has_more, true);
      assert.ok(page.total_count >= 4);
      assert.ok(page.data[0].id > page.data[1].id);
      assert.ok(!res.body.includes('whsec_'));
      const bad = await t.call({ method: 'GET', url: '/v1/usage/alerts?colour=red' });
      assert.equal(bad.statusCode, 400);
      assert.equal(bad.json().error.code, 'parameter_unknown');
    });

    it('accepts https to a public host, refuses private and loopback destinations', async () => {
      const ok = await createAlert({
        url: 'https://hooks.example.com/latchkey?x=1',
        thresholds: [90],
        metrics: ['projects'],
      });
      assert.equal((await t.call({ method: 'DELETE', url: `/v1/usage/alerts/${ok.id}` })).statusCode, 200);
      for (const url of [
        'http://10.1.2.3/hook',
        'https://169.254.169.254/latest',
        'ftp://example.com/x',
        'https://u:p@example.com/',
      ]) {
        const res = await t.call({ method: 'POST', url: '/v1/usage/alerts', payload: { url, thresholds: [50] } });
        assert.equal(res.statusCode, 400, url);
        assert.equal(res.json().error.code, 'invalid_value');
        assert.equal(res.json().error.param, 'url');
      }
    });

    it('rejects invalid alert bodies with coded errors and creates nothing', async () => {
      const before = (await t.call({ method: 'GET', url: '/v1/usage/alerts' })).json().total_count;
      const cases: Array<[Record<string, unknown>, string, string]> = [
        [{ url: 'https://example.com/', thresholds: [50], colour: 'red' }, 'parameter_unknown', 'colour'],
        [{ thresholds: [50] }, 'missing_required_field', 'url'],
        [{ url: 'https://example.com/' }, 'missing_required_field', 'thresholds'],
        [{ url: 'https://example.com/', thresholds: [0] }, 'invalid_value', 'thresholds.0'],
        [{ url: 'https://example.com/', thresholds: [] }, 'invalid_value', 'thresholds'],
        [{ url: 'https://example.com/', thresholds: [50], metrics: ['coffee'] }, 'invalid_value', 'metrics.0'],
        [{ url: 'not a url', thresholds: [50] }, 'invalid_value', 'url'],
      ];
      for (const [payload, code, param] of cases) {
        const res = await t.call({ method: 'POST', url: '/v1/usage/alerts', payload });
        assert.equal(res.statusCode, 400, JSON.stringify(payload));
        assert.equal(res.json().error.code, code, JSON.stringify(payload));
        assert.equal(res.json().error.param, param, JSON.stringify(payload));
      }
      assert.equal((await t.call({ method: 'GET', url: '/v1/usage/alerts' })).json().total_count, before);
    });

    it('keeps alerts and limit requests inside their org', async () => {
      const other = await otherOrg(t, 'starter');
      const mine = await createAlert({
        url: 'https://hooks.example.com/mine',
        thresholds: [95],
        metrics: ['projects'],
      });
      for (const method of ['GET', 'DELETE'] as const) {
        const res = await t.call({ method, url: `/v1/usage/alerts/${mine.id}`, key: other.key });
        assert.equal(res.statusCode, 404, method);
        assert.equal(res.json().error.code, 'resource_missing');
      }
      assert.equal((await t.call({ method: 'GET', url: '/v1/usage/alerts', key: other.key })).json().total_count, 0);
      assert.equal((await t.call({ method: 'GET', url: `/v1/usage/alerts/${mine.id}` })).statusCode, 200);

      // The other org crossing a threshold queues nothing for this org's alert.
      await consume('projects', 5, { org: other.org, actor: t.ctx.actor });
      assert.equal((await deliveries(mine.id)).length, 0);
      assert.equal((await t.call({ method: 'DELETE', url: `/v1/usage/alerts/${mine.id}` })).statusCode, 200);

      await t.call({
        method: 'POST',
        url: '/v1/usage/limit-requests',
        payload: { metric: 'reviews', requested_limit: 900, reason: 'pilot' },
      });
      assert.equal(
        (await t.call({ method: 'GET', url: '/v1/usage/limit-requests', key: other.key })).json().total_count,
        0,
      );
    });

    it('allows admins to write, admins and auditors to read, and nobody else', async () => {
      const member = await keyWithRole(t, 'member');
      const auditor = await keyWithRole(t, 'auditor');
      const alertBody = { url: 'https://hooks.example.com/x', thresholds: [50] };
      const limitBody = { metric: 'projects', requested_limit: 10, reason: 'more' };
      for (const key of [member, auditor]) {
        for (const [url, payload] of [
          ['/v1/usage/alerts', alertBody],
          ['/v1/usage/limit-requests', limitBody],
        ] as const) {
          const res = await t.call({ method: 'POST', url, payload, key });
          assert.equal(res.statusCode, 403, url);
          assert.equal(res.json().error.code, 'forbidden');
        }
      }
      const id = (await t.call({ method: 'GET', url: '/v1/usage/alerts?limit=1' })).json().data[0].id;
      assert.equal((await t.call({ method: 'DELETE', url: `/v1/usage/alerts/${id}`, key: auditor })).statusCode, 403);
      for (const url of ['/v1/usage/alerts', `/v1/usage/alerts/${id}`, '/v1/usage/limit-requests']) {
        assert.equal((await t.call({ method: 'GET', url, key: member })).statusCode, 403, url);
        assert.equal((await t.call({ method: 'GET', url, key: auditor })).statusCode, 200, url);
      }
      assert.equal((await t.call({ method: 'GET', url: '/v1/usage/alerts', key: null })).statusCode, 401);
    });

    it('records limit-increase requests with the current plan limit', async () => {
      const post = (payload: Record<string, unknown>) =>
        t.call({ method: 'POST', url: '/v1/usage/limit-requests', payload });
      const a = await post({ metric: 'evaluations', requested_limit: 1_000, reason: 'quarterly evaluation run' });
      assert.equal(a.statusCode, 201);
      const created = a.json();
      assert.match(created.id, /^lreq_/);
      assert.deepEqual(
        { ...created, id: undefined, created_at: undefined },
        {
          id: undefined,
          object: 'limit_request',
          metric: 'evaluations',
          current_limit: 100,
          requested_limit: 1_000,
          reason: 'quarterly evaluation run',
          status: 'open',
          created_at: undefined,
        },
      );
      const b = await post({ metric: 'requests_per_minute', requested_limit: 300, reason: 'bursty CI' });
      assert.equal(b.statusCode, 201);
      assert.equal(b.json().current_limit, 60);

      const low = await post({ metric: 'reviewers', requested_limit: 3, reason: 'same' });
      assert.equal(low.statusCode, 400);
      assert.equal(low.json().error.param, 'requested_limit');
      const unknown = await post({ metric: 'coffee', requested_limit: 3, reason: 'x' });
      assert.equal(unknown.statusCode, 400);
      assert.equal(unknown.json().error.param, 'metric');

      const list = (await t.call({ method: 'GET', url: '/v1/usage/limit-requests?status=open' })).json();
      assert.equal(list.object, 'list');
      assert.deepEqual(
        list.data.slice(0, 2).map((x: { id: string }) => x.id),
        [b.json().id, created.id],
      );
      const declined = (await t.call({ method: 'GET', url: '/v1/usage/limit-requests?status=declined' })).json();
      assert.equal(declined.total_count, 0);
      assert.equal((await auditTypes(t)).filter((x) => x === 'usage.limit_requested').length, list.total_count);
    });

    it('starts and stops the service worker cleanly', async () => {
      t.deps.usage.start();
      await t.deps.usage.stop();
    });
  });

  // Its own suite: on PostgreSQL, Kysely's migrator must not run while another test app's schema
  // exists in the same process (it finds that schema's migration tables; see the report).
  describe(`usage destinations without the insecure flag [${engine}]`, () => {
    let strict: TestApp;
    before(async () => {
      strict = await makeApp({ engine, plan: 'starter' });
    });
    after(() => strict.close());

    it('refuses http and loopback destinations, accepts public https', async () => {
      for (const url of [
        'http://hooks.example.com/x',
        'https://127.0.0.1/x',
        'https://localhost/x',
        'https://[::1]/x',
      ]) {
        const res = await strict.call({ method: 'POST', url: '/v1/usage/alerts', payload: { url, thresholds: [50] } });
        assert.equal(res.statusCode, 400, url);
        assert.equal(res.json().error.code, 'invalid_value');
        assert.equal(res.json().error.param, 'url');
      }
      const res = await strict.call({
        method: 'POST',
        url: '/v1/usage/alerts',
        payload: { url: 'https://hooks.example.com/x', thresholds: [50] },
      });
      assert.equal(res.statusCode, 201);
      assert.equal((await strict.call({ method: 'GET', url: '/v1/usage/alerts' })).json().total_count, 1);
    });
  });
}

describe('usage alert building blocks', () => {
  it('crossedRange finds whole percents crossed, in integer arithmetic', () => {
    assert.equal(crossedRange(0, 1, 10_000), null);
    assert.deepEqual(crossedRange(99, 100, 10_000), { lo: 1, hi: 1 });
    assert.deepEqual(crossedRange(2, 3, 5), { lo: 41, hi: 60 });
    assert.deepEqual(crossedRange(0, 500, 500), { lo: 1, hi: 100 });
    assert.equal(crossedRange(500, 501, 500), null);
    assert.equal(crossedRange(5, 5, 10), null);
  });

  it('signs and verifies webhooks, refusing stale or tampered ones', () => {
    const header = signWebhook('whsec_test', '{"a":1}', 1_700_000_000);
    assert.equal(
      header,
      `t=1700000000,v1=${createHmac('sha256', 'whsec_test').update('1700000000.{"a":1}').digest('hex')}`,
    );
    assert.ok(verifyWebhook('whsec_test', '{"a":1}', header, { nowSeconds: 1_700_000_100 }));
    assert.ok(!verifyWebhook('whsec_test', '{"a":1}', header, { nowSeconds: 1_700_001_000 }), 'stale');
    assert.ok(!verifyWebhook('whsec_other', '{"a":1}', header, { nowSeconds: 1_700_000_000 }), 'wrong secret');
    assert.ok(!verifyWebhook('whsec_test', '{"a":2}', header, { nowSeconds: 1_700_000_000 }), 'tampered');
    assert.ok(!verifyWebhook('whsec_test', '{"a":1}', 'garbage', { nowSeconds: 1_700_000_000 }));
  });

  it('checks destinations', () => {
    const strict = { allowInsecure: false };
    const lax = { allowInsecure: true };
    for (const url of ['https://example.com/x', 'https://93.184.216.34/', 'https://[2606:4700::1111]/']) {
      assert.doesNotThrow(() => checkDestination(url, strict), url);
    }
    const refusedAlways = [
      'https://10.0.0.1/',
      'https://172.16.5.4/',
      'https://192.168.1.1/',
      'https://169.254.169.254/',
      'https://100.64.0.1/',
      'https://0.0.0.0/',
      'https://[fd00::1]/',
      'https://[fe80::1]/',
      'https://[::ffff:10.0.0.1]/',
      'https://0x0a.0.0.1/',
      'file:///etc/passwd',
      'nope',
    ];
    for (const url of refusedAlways) {
      assert.throws(
        () => checkDestination(url, lax),
        (e: AppError) => e.code === 'invalid_value' && e.param === 'url',
        url,
      );
    }
    for (const url of [
      'http://example.com/',
      'https://127.0.0.1/',
      'https://localhost./',
      'https://a.localhost/',
      'https://[::1]/',
      'https://2130706433/',
      'https://[::ffff:127.0.0.1]/',
    ]) {
      assert.throws(() => checkDestination(url, strict), AppError, url);
      assert.doesNotThrow(() => checkDestination(url, lax), url);
    }
  });

  it('backs off exponentially with full jitter under a cap', () => {
    assert.equal(
      backoffDelay(1, 2000, 600_000, () => 0.999_999),
      1999,
    );
    assert.equal(
      backoffDelay(3, 2000, 600_000, () => 0.5),
      4000,
    );
    assert.equal(
      backoffDelay(20, 2000, 600_000, () => 0.5),
      300_000,
    );
    assert.equal(
      backoffDelay(5, 2000, 600_000, () => 0),
      0,
    );
  });
});

describe('limit requests on a scaled install', () => {
  it('record the rate limit in force, not the plan default', async () => {
    const t = await makeApp({ env: { LATCHKEY_RATE_LIMIT_SCALE: '2' } });
    try {
      const res = await t.call({
        method: 'POST',
        url: '/v1/usage/limit-requests',
        payload: { metric: 'requests_per_minute', requested_limit: 5000, reason: 'batch' },
      });
      assert.equal(res.statusCode, 201, res.body);
      assert.equal(res.json().current_limit, 2000);
      assert.equal((await t.call({ method: 'GET', url: '/v1/me' })).headers['x-ratelimit-limit'], '2000');
    } finally {
      await t.close();
    }
  });
});
