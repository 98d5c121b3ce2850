import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { InjectOptions } from 'fastify';
import { auditTypes, ENGINES, keyWithRole, makeApp, type TestApp } from './helpers.js';

/** `n` levels of objects as JSON text, built without recursion (5,000 levels overflow JSON.stringify). */
const nested = (n: number) => `${'{"a":'.repeat(n)}1${'}'.repeat(n)}`;

const RATE_HEADERS = ['x-ratelimit-limit', 'x-ratelimit-remaining', 'x-ratelimit-reset', 'x-ratelimit-window'];

const json = (url: string, body: string, method: InjectOptions['method'] = 'POST'): InjectOptions => ({
  method,
  url,
  headers: { 'content-type': 'application/json' },
  payload: body,
});

for (const engine of ENGINES) {
  describe(`/v1 bodies nest at most 64 levels [${engine}]`, () => {
    let t: TestApp;
    let project: string;
    let dataset: string;
    let rubric: string;
    let sample: string;
    before(async () => {
      t = await makeApp({ engine, env: { LATCHKEY_RATE_LIMIT_SCALE: '100' } });
      project = (await t.call({ method: 'POST', url: '/v1/projects', payload: { name: 'deep' } })).json().id;
      dataset = (await t.call({ method: 'POST', url: '/v1/datasets', payload: { project, name: 'd' } })).json().id;
      const dimensions = [
        {
          id: 'ok',
          name: 'OK',
          type: 'categorical',
          required: true,
          options: [
            { value: 'y', label: 'Yes' },
            { value: 'n', label: 'No' },
          ],
        },
      ];
      const created = await t.call({
        method: 'POST',
        url: '/v1/reviews/rubrics',
        payload: { name: 'r', project, dimensions },
      });
      assert.equal(created.statusCode, 201, created.body);
      rubric = created.json().id;
      sample = (
        await t.call({ method: 'POST', url: `/v1/datasets/${dataset}/samples`, payload: { input: 1, output: 2 } })
      ).json().id;
    });
    after(() => t.close());

    /** Each body with `levels` levels of arrays and objects under its top-level field `param`. */
    const bodies: { name: string; param: string; request: (levels: number) => InjectOptions }[] = [
      {
        name: 'sample batch',
        param: 'samples',
        // The batch array and the sample object are the first two levels.
        request: (n) => json(`/v1/datasets/${dataset}/samples`, `{"samples":[{"input":${nested(n - 2)},"output":1}]}`),
      },
      {
        name: 'one sample',
        param: 'input',
        request: (n) => json(`/v1/datasets/${dataset}/samples`, `{"input":${nested(n)},"output":1}`),
      },
      { name: 'call', param: 'input', request: (n) => json('/v1/calls', `{"input":${nested(n)},"output":1}`) },
      {
        name: 'project settings',
        param: 'settings',
        request: (n) => json('/v1/projects', `{"name":"p","settings":${nested(n)}}`),
      },
      {
        name: 'task metadata',
        param: 'metadata',
        request: (n) =>
          json(
            '/v1/reviews/tasks',
            `{"project":"${project}","samples":["${sample}"],"rubric":"${rubric}","assignment":{"mode":"pool"},"metadata":${nested(n)}}`,
          ),
      },
    ];

    it('5,000 and 65 levels are a 400 naming the field and the limit; nothing is written', async () => {
      const events = (await auditTypes(t)).length;
      for (const body of bodies) {
        for (const levels of [5000, 65]) {
          const res = await t.call(body.request(levels));
          assert.equal(res.statusCode, 400, `${body.name} at ${levels}: ${res.body.slice(0, 300)}`);
          const error = res.json().error;
          assert.equal(error.code, 'invalid_value');
          assert.equal(error.param, body.param, body.name);
          assert.match(error.message, /64 levels/);
        }
      }
      // A top-level array that deep has no field to name, and is refused all the same.
      const root = await t.call(json('/v1/projects', `${'['.repeat(5000)}${']'.repeat(5000)}`));
      assert.equal(root.statusCode, 400);
      assert.equal(root.json().error.code, 'invalid_value');
      assert.equal((await auditTypes(t)).length, events, 'nothing was written');
    });

    it('64 levels are taken', async () => {
      for (const body of bodies) {
        const res = await t.call(body.request(64));
        assert.equal(res.statusCode, 201, `${body.name}: ${res.body.slice(0, 300)}`);
      }
      const stored = await t.call({ method: 'GET', url: `/v1/projects/${project}` });
      assert.equal(stored.statusCode, 200);
    });

    it('the PDP keeps its own limit of 32 per field', async () => {
      const res = await t.call(json('/api/events', `{"type":"x","data":${nested(33)}}`));
      assert.equal(res.statusCode, 400);
      assert.match(res.json().error, /data nests deeper than 32/);
    });
  });

  describe(`every /v1 refusal to a valid key carries X-RateLimit-* [${engine}]`, () => {
    let t: TestApp;
    let dataset: string;
    let auditor: string;
    const bodyLimit = 65_536;
    before(async () => {
      t = await makeApp({ engine, env: { LATCHKEY_RATE_LIMIT_SCALE: '100', LATCHKEY_BODY_LIMIT: String(bodyLimit) } });
      const project = (await t.call({ method: 'POST', url: '/v1/projects', payload: { name: 'p' } })).json().id;
      dataset = (await t.call({ method: 'POST', url: '/v1/datasets', payload: { project, name: 'd' } })).json().id;
      auditor = await keyWithRole(t, 'auditor');
    });
    after(() => t.close());

    const samples = () => `/v1/datasets/${dataset}/samples`;
    const refusals: { kind: string; status: number; request: () => InjectOptions & { key?: string } }[] = [
      { kind: 'malformed path', status: 400, request: () => ({ method: 'GET', url: '/v1/datasets/%ZZ' }) },
      {
        kind: 'malformed path on a POST',
        status: 400,
        request: () => ({ method: 'POST', url: '/v1/datasets/%E0%A4%A/samples' }),
      },
      {
        kind: 'over-long path parameter',
        status: 400,
        request: () => ({ method: 'GET', url: `/v1/datasets/${'a'.repeat(200)}` }),
      },
      { kind: 'no such route', status: 404, request: () => ({ method: 'GET', url: '/v1/no-such-endpoint' }) },
      { kind: 'no such method', status: 404, request: () => ({ method: 'PUT', url: '/v1/projects' }) },
      {
        kind: 'no such resource',
        status: 404,
        request: () => ({ method: 'GET', url: '/v1/datasets/ds_01ARZ3NDEKTSV4RRFFQ69G5FAV' }),
      },
      {
        kind: 'batch route, wrong role',
        status: 403,
        request: () => ({ ...json(samples(), '{"input":1,"output":1}'), key: auditor }),
      },
      {
        kind: 'other route, wrong role',
        status: 403,
        request: () => ({ method: 'GET', url: '/v1/api-keys', key: auditor }),
      },
      {
        kind: 'batch route, wrong content type',
        status: 415,
        request: () => ({ method: 'POST', url: samples(), headers: { 'content-type': 'text/plain' }, payload: 'x' }),
      },
      { kind: 'batch route, malformed JSON', status: 400, request: () => json(samples(), '{"samples": [') },
      {
        kind: 'batch route, invalid UTF-8',
        status: 400,
        request: () => ({ ...json(samples(), ''), payload: Buffer.from([0x7b, 0xff, 0x7d]) }),
      },
      { kind: 'batch route, empty JSON body', status: 400, request: () => json(samples(), '') },
      { kind: 'batch route, body fails its schema', status: 400, request: () => json(samples(), '{"samples":"x"}') },
      {
        kind: 'batch route, body too large',
        status: 413,
        request: () => json(samples(), `{"input":"${'x'.repeat(bodyLimit)}","output":1}`),
      },
      {
        kind: 'batch route, nested 5,000 levels',
        status: 400,
        request: () => json(samples(), `{"input":${nested(5000)},"output":1}`),
      },
      {
        kind: 'other route, nested 5,000 levels',
        status: 400,
        request: () => json('/v1/projects', `{"name":"p","settings":${nested(5000)}}`),
      },
      {
        kind: 'other route, body too large',
        status: 413,
        request: () => json('/v1/projects', `{"name":"${'x'.repeat(bodyLimit)}"}`),
      },
      {
        kind: 'invalid date-time',
        status: 400,
        request: () => ({
          method: 'POST',
          url: '/v1/api-keys',
          payload: { name: 'k', expires_at: '2030-06-30T23:59:60Z' },
        }),
      },
    ];

    it('malformed path, unknown route, 403, 415, 400, 413, nested JSON: all carry the four headers', async () => {
      // Every kind is tried before anything is asserted, so a failure lists all the kinds that lack them.
      const wrong: string[] = [];
      for (const r of refusals) {
        const res = await t.call(r.request());
        const shaped = res.headers['x-request-id'] && typeof res.json().error?.code === 'string';
        const limited = RATE_HEADERS.every((h) => /^\d+$/.test(String(res.headers[h])));
        if (res.statusCode !== r.status || !shaped || !limited) {
          wrong.push(
            `${r.kind}: ${res.statusCode}${limited ? '' : ', no X-RateLimit-*'}${shaped ? '' : ', not /v1-shaped'}`,
          );
        }
      }
      assert.deepEqual(wrong, []);
    });

    it('a refusal decided before the limit counts once against the budget', async () => {
      const key = await keyWithRole(t, 'admin');
      const remaining = async (req: InjectOptions) =>
        Number((await t.call({ ...req, key })).headers['x-ratelimit-remaining']);
      const usage = { method: 'GET', url: '/v1/usage' } as const;
      const first = await remaining(usage);
      assert.equal(await remaining({ method: 'GET', url: '/v1/datasets/%ZZ' }), first - 1);
      assert.equal(await remaining({ method: 'GET', url: '/v1/no-such-endpoint' }), first - 2);
      assert.equal(await remaining(usage), first - 3);
    });

    it('without a valid key there is no budget to describe: no headers, and unknown paths stay 404', async () => {
      for (const [key, url, status] of [
        [null, '/v1/usage', 401],
        [null, '/v1/no-such-endpoint', 404],
        [null, '/v1/datasets/%ZZ', 400],
        [`lk_live_${'0'.repeat(32)}`, '/v1/no-such-endpoint', 404],
        [`lk_live_${'0'.repeat(32)}`, '/v1/datasets/%ZZ', 400],
      ] as const) {
        const res = await t.call({ method: 'GET', url, key });
        assert.equal(res.statusCode, status, `${key} ${url}`);
        for (const h of RATE_HEADERS) assert.equal(res.headers[h], undefined, `${key} ${url}: ${h}`);
      }
    });
  });
}
