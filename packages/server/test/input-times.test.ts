import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { InjectOptions } from 'fastify';
import { AppError } from '../src/platform/errors/app-error.js';
import { auditTypes, ENGINES, makeApp, type TestApp } from './helpers.js';

/**
 * Every time the API takes is read by one strict parser (platform/time.ts), in the schemas'
 * `date-time` format: a time no Date can hold is a 400 naming the field, before anything is
 * written (issue 15, item 3).
 */

const BAD_TIMES = [
  '2030-06-30T23:59:60Z', // a leap second: passed the old format check, then Date.parse gave NaN
  '2030-02-30T12:00:00Z',
  '2029-02-29T12:00:00Z',
  '2030-01-01T24:00:00Z',
  '2030-01-01T12:00:00+01',
  '2030-01-01T12:00:00+24:00',
  '2030-13-01T12:00:00Z',
  '2030-01-01T12:00:00',
  '+275761-01-01T00:00:00Z',
  'NaN',
];

const GOOD = '2030-01-01T00:00:00Z';
const q = encodeURIComponent;

/** One request per date-time input of the API, with `v` in that input and everything else valid. */
const INPUTS: { param: string; request: (v: string) => InjectOptions }[] = [
  {
    param: 'expires_at',
    request: (v) => ({ method: 'POST', url: '/v1/api-keys', payload: { name: 'k', expires_at: v } }),
  },
  { param: 'created_after', request: (v) => ({ method: 'GET', url: `/v1/api-keys?created_after=${q(v)}` }) },
  { param: 'created_before', request: (v) => ({ method: 'GET', url: `/v1/datasets?created_before=${q(v)}` }) },
  { param: 'start_time', request: (v) => ({ method: 'GET', url: `/v1/audit/logs?start_time=${q(v)}` }) },
  { param: 'end_time', request: (v) => ({ method: 'GET', url: `/v1/audit/logs?end_time=${q(v)}` }) },
  {
    param: 'end_time',
    request: (v) => ({ method: 'POST', url: '/v1/audit/verify', payload: { start_time: GOOD, end_time: v } }),
  },
  {
    param: 'start_time',
    request: (v) => ({
      method: 'POST',
      url: '/v1/audit/reports',
      payload: { report_type: 'user_activity', start_time: v, end_time: GOOD },
    }),
  },
  {
    param: 'due_at',
    request: (v) => ({
      method: 'POST',
      url: '/v1/reviews/tasks',
      payload: { project: 'prj_x', samples: ['smp_x'], rubric: 'rub_x', due_at: v },
    }),
  },
];

for (const engine of ENGINES) {
  describe(`date-time inputs [${engine}]`, () => {
    let t: TestApp;
    before(async () => {
      t = await makeApp({ engine, env: { LATCHKEY_RATE_LIMIT_SCALE: '100' } });
    });
    after(() => t.close());

    const keyCount = async () => (await t.call({ method: 'GET', url: '/v1/api-keys?limit=100' })).json().total_count;

    it('POST /v1/api-keys with a leap second is a 400 naming expires_at, and writes no key', async () => {
      const keys = await keyCount();
      const events = (await auditTypes(t)).length;
      const res = await t.call({
        method: 'POST',
        url: '/v1/api-keys',
        payload: { name: 'leap', expires_at: '2030-06-30T23:59:60Z' },
      });
      assert.equal(res.statusCode, 400);
      assert.equal(res.json().error.code, 'invalid_value');
      assert.equal(res.json().error.param, 'expires_at');
      assert.equal(await keyCount(), keys, 'GET /v1/api-keys shows no new key');
      assert.equal((await auditTypes(t)).length, events, 'no api_key.created event');
    });

    it('every date-time input refuses a time no Date can hold, naming the field, writing nothing', async () => {
      const events = (await auditTypes(t)).length;
      for (const input of INPUTS) {
        for (const bad of BAD_TIMES) {
          const res = await t.call(input.request(bad));
          const where = `${input.request(bad).method} ${input.request(bad).url} ${input.param}=${bad}`;
          assert.equal(res.statusCode, 400, `${where}: ${res.body}`);
          assert.equal(res.json().error.code, 'invalid_value', where);
          assert.equal(res.json().error.param, input.param, where);
        }
      }
      assert.equal((await auditTypes(t)).length, events, 'nothing was written');
    });

    it('periods out of their range are 400s naming period', async () => {
      for (const period of ['0d', '3651d', '9999d']) {
        const stats = await t.call({ method: 'GET', url: `/v1/reviews/reviewers/rvr_x/stats?period=${period}` });
        assert.equal(stats.statusCode, 400, period);
        assert.equal(stats.json().error.param, 'period');
        const kappa = await t.call({
          method: 'POST',
          url: '/v1/reviews/reliability',
          payload: { project: 'prj_x', dimension: 'd', period },
        });
        assert.equal(kappa.statusCode, 400, period);
        assert.equal(kappa.json().error.param, 'period');
      }
    });

    it('takes the RFC 3339 forms that name a real instant', async () => {
      for (const [sent, stored] of [
        ['2030-07-01T01:59:59.5+02:00', '2030-06-30T23:59:59.500Z'],
        ['2028-02-29T12:00:00.123456Z', '2028-02-29T12:00:00.123Z'],
        ['2030-06-30 23:59:59z', '2030-06-30T23:59:59.000Z'],
      ]) {
        const res = await t.call({ method: 'POST', url: '/v1/api-keys', payload: { name: 'ok', expires_at: sent } });
        assert.equal(res.statusCode, 201, res.body);
        assert.equal(res.json().expires_at, stored);
      }
    });

    it('the key service itself refuses an expiry no Date can hold, before writing', async () => {
      const keys = await keyCount();
      for (const expiresAt of [Number.NaN, 8.64e15 + 1, Number.POSITIVE_INFINITY]) {
        await assert.rejects(
          t.deps.keys.create(t.ctx, { name: 'bad', expiresAt }),
          (e) => e instanceof AppError && e.code === 'invalid_value' && e.param === 'expires_at',
        );
      }
      assert.equal(await keyCount(), keys);
    });

    it('PDP epoch-ms times stay within what a Date holds', async () => {
      const max = 8.64e15;
      const ok = await t.call({ method: 'POST', url: '/api/events', payload: { type: 'probe', ts: max } });
      assert.equal(ok.statusCode, 200, ok.body);
      for (const req of [
        { method: 'POST', url: '/api/events', payload: { type: 'probe', ts: max + 1 } },
        { method: 'POST', url: '/api/events', payload: { type: 'probe', ts: Number.MAX_SAFE_INTEGER } },
        { method: 'GET', url: `/api/events?from=${max + 1}` },
        { method: 'GET', url: '/api/events?to=NaN' },
        { method: 'GET', url: '/api/events?to=1e999' },
        { method: 'GET', url: '/api/events?limit=1e999' },
      ] as InjectOptions[]) {
        const res = await t.call(req);
        assert.equal(res.statusCode, 400, `${req.url} ${JSON.stringify(req.payload)}: ${res.body}`);
        assert.match(res.json().error, /\b(ts|from|to|limit)\b/);
      }
    });

    it('a query number coerced to Infinity is a 400, not a page of Infinity items', async () => {
      for (const url of [
        '/v1/api-keys?limit=1e999',
        '/v1/audit/logs?limit=-1e999',
        '/v1/audit/checkpoints?after=1e999',
      ]) {
        const res = await t.call({ method: 'GET', url });
        assert.equal(res.statusCode, 400, `${url}: ${res.body}`);
        assert.equal(res.json().error.code, 'invalid_value');
        assert.equal(res.json().error.param, new URL(url, 'http://x').searchParams.keys().next().value);
      }
    });
  });
}
