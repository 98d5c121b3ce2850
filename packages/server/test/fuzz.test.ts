import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import fc from 'fast-check';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { openapiDocuments } from '../src/platform/http/openapi.js';
import { ID_PREFIXES, newId } from '../src/platform/ids.js';
import { ENGINES, keyWithRole, makeApp, type TestApp } from './helpers.js';

/**
 * Random bodies, queries, headers and path parameters against every route: nothing answers
 * 5xx, and every error is in its surface's shape (/v1: `{error:{type,code,message}}`,
 * everything else: `{error:"<text>"}`).
 */

/** Runs per documented route; the other properties scale with it. Raise it for a deeper local search. */
const RUNS_PER_ROUTE = Number(process.env.LATCHKEY_FUZZ_RUNS) || 40;
const RUNS_OTHER = RUNS_PER_ROUTE * 4;
const METHODS = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS', 'HEAD'] as const;
type Method = (typeof METHODS)[number];

interface Route {
  method: Method;
  /** OpenAPI-style template: `/v1/api-keys/{id}`. */
  path: string;
}

/** Header-safe text: what an HTTP/1.1 parser lets through (visible ASCII, space, Latin-1). */
const headerText = (maxLength = 40) =>
  fc.string({
    unit: fc
      .integer({ min: 0x20, max: 0xff })
      .filter((c) => c !== 0x7f)
      .map((c) => String.fromCharCode(c)),
    maxLength,
  });

/** Path segments: random text (encoded) and ids of the right form, mostly unknown. */
function paramArb(realIds: string[]) {
  return fc.oneof(
    fc.string({ maxLength: 30 }).map(encodeURIComponent),
    fc.string({ unit: 'binary', maxLength: 12 }).map(encodeURIComponent),
    fc.constantFrom(...ID_PREFIXES).map((p) => newId(p)),
    fc.constantFrom(...realIds),
    fc.constantFrom('%00', '%2F', '..', '%2E%2E', 'null', 'undefined', '0', '-1', '1e999', '__proto__', 'a'.repeat(65)),
  );
}

const FIELD_NAMES = [
  'name',
  'role',
  'email',
  'user',
  'expires_at',
  'url',
  'thresholds',
  'metric',
  'limit',
  'after',
  'before',
  'include_revoked',
  'id',
  'object',
  '__proto__',
  'constructor',
];

const QUERY_VALUES = ['', '-1', '0', '1', '20', '101', '1.5', '1e3', 'true', 'false', 'null', '[]', '{}', '%00'];

function queryArb(realIds: string[]) {
  const value = fc.oneof(
    fc.constantFrom(...QUERY_VALUES, ...realIds),
    fc.string({ maxLength: 20 }),
    fc.constantFrom(...ID_PREFIXES).map((p) => newId(p)),
  );
  const pairs = fc.array(fc.tuple(fc.oneof(fc.constantFrom(...FIELD_NAMES), fc.string({ maxLength: 8 })), value), {
    maxLength: 4,
  });
  return fc.oneof(
    pairs.map((ps) => {
      const q = new URLSearchParams(ps).toString();
      return q ? `?${q}` : '';
    }),
    // Raw, possibly malformed query text.
    fc.stringMatching(/^[a-z0-9=&%[\]._-]{0,24}$/).map((s) => `?${s}`),
  );
}

/** A JSON object shaped like the bodies the API takes, with random values. */
const bodyLike = fc.dictionary(
  fc.constantFrom(...FIELD_NAMES),
  fc.oneof(fc.jsonValue({ maxDepth: 2 }), fc.date().map(String)),
  {
    maxKeys: 4,
  },
);

type Body = { payload?: string; contentType?: string };

const bodyArb: fc.Arbitrary<Body> = fc.oneof(
  fc.constant({}),
  fc.jsonValue({ maxDepth: 3 }).map((v) => ({ payload: JSON.stringify(v), contentType: 'application/json' })),
  fc
    .anything({ maxDepth: 2 })
    .map((v) => ({ payload: JSON.stringify(v) ?? 'undefined', contentType: 'application/json' })),
  bodyLike.map((v) => ({ payload: JSON.stringify(v), contentType: 'application/json' })),
  fc.string({ maxLength: 60 }).map((s) => ({ payload: s, contentType: 'application/json' })),
  fc
    .tuple(
      fc.oneof(
        fc.constantFrom(
          'text/plain',
          'application/x-www-form-urlencoded',
          'multipart/form-data; boundary=x',
          'application/xml',
          'application/octet-stream',
          'application/json; charset=latin1',
          'application/json; charset=utf-8',
          'application/json, text/plain',
          'APPLICATION/JSON',
          'application/jsonx',
          '*/*',
          ';',
        ),
        headerText(30),
      ),
      fc.oneof(
        fc.string({ maxLength: 40 }),
        fc.jsonValue({ maxDepth: 2 }).map((v) => JSON.stringify(v)),
      ),
    )
    .map(([contentType, payload]) => ({ payload, contentType })),
);

interface Keys {
  admin: string;
  member: string;
  auditor: string;
}

function authArb(keys: Keys) {
  return fc.oneof(
    { weight: 4, arbitrary: fc.constant(`Bearer ${keys.admin}`) },
    fc.constantFrom(
      undefined,
      `Bearer ${keys.member}`,
      `Bearer ${keys.auditor}`,
      `bearer ${keys.admin}`,
      `Bearer  ${keys.admin}  `,
      keys.admin,
      `Basic ${keys.admin}`,
      `Bearer ${keys.admin} extra`,
      `Bearer ${keys.admin.slice(0, -1)}x`,
      `Bearer lk_live_${'0'.repeat(32)}`,
      'Bearer',
      'Bearer ',
      '',
    ),
    headerText(60).map((s) => `Bearer ${s}`),
    headerText(60),
  );
}

function headersArb(keys: Keys) {
  return fc.record(
    {
      authorization: authArb(keys),
      'idempotency-key': fc.oneof(headerText(40), fc.constant(''), headerText(300)),
      'x-request-id': fc.oneof(headerText(40), fc.stringMatching(/^[A-Za-z0-9._:-]{1,140}$/)),
      accept: fc.constantFrom('application/json', 'text/html', '*/*', 'application/xml'),
    },
    { requiredKeys: [] },
  );
}

function fill(template: string, params: string[]): string {
  let i = 0;
  return template.replace(/\{[^}]+\}/g, () => params[i++ % Math.max(1, params.length)] ?? 'x');
}

function describeRequest(opts: InjectOptions): string {
  return JSON.stringify({ method: opts.method, url: opts.url, headers: opts.headers, payload: opts.payload }).slice(
    0,
    800,
  );
}

/**
 * The surface a path belongs to decides the error shape. The path is taken as the server sees
 * it: `app.inject` resolves dot segments (`/v1/%2E%2E/x` is `/x`), as a proxy in front would.
 */
function isV1(url: string): boolean {
  const path = new URL(url.startsWith('//') ? `http://localhost${url}` : url, 'http://localhost').pathname;
  return path === '/v1' || path.startsWith('/v1/');
}

/** Valid keys of the run: a /v1 answer to any of them describes its budget (§4, ADR 0033). */
const validKeys = new Set<string>();

function carriesValidKey(opts: InjectOptions): boolean {
  const auth = (opts.headers as Record<string, string> | undefined)?.authorization;
  const token = /^Bearer[ \t]+(\S+)[ \t]*$/i.exec(auth ?? '')?.[1];
  return token !== undefined && validKeys.has(token);
}

function assertResponse(opts: InjectOptions, res: LightMyRequestResponse): void {
  const where = `${describeRequest(opts)}\n→ ${res.statusCode} ${res.body.slice(0, 300)}`;
  assert.ok(res.statusCode < 500, `5xx for ${where}`);
  assert.ok(res.headers['x-request-id'], `no X-Request-ID for ${where}`);
  if (isV1(String(opts.url)) && carriesValidKey(opts)) {
    for (const h of ['x-ratelimit-limit', 'x-ratelimit-remaining', 'x-ratelimit-reset', 'x-ratelimit-window']) {
      assert.ok(res.headers[h], `no ${h} for ${where}`);
    }
  }
  if (res.statusCode < 400 || opts.method === 'HEAD') return;
  let body: unknown;
  try {
    body = JSON.parse(res.body);
  } catch {
    assert.fail(`error body is not JSON for ${where}`);
  }
  const error = (body as { error?: unknown }).error;
  if (isV1(String(opts.url))) {
    assert.ok(error && typeof error === 'object', `/v1 error is not an object for ${where}`);
    const e = error as Record<string, unknown>;
    for (const f of ['type', 'code', 'message'] as const)
      assert.equal(typeof e[f], 'string', `error.${f} for ${where}`);
    if ('param' in e) assert.equal(typeof e.param, 'string', `error.param for ${where}`);
    if ('details' in e) assert.equal(typeof e.details, 'object', `error.details for ${where}`);
    assert.deepEqual(Object.keys(body as object), ['error'], `extra top-level fields for ${where}`);
  } else {
    assert.equal(typeof error, 'string', `error is not a string for ${where}`);
  }
}

for (const engine of ENGINES) {
  describe(`fuzz: every route, random input [${engine}]`, () => {
    let t: TestApp;
    let keys: Keys;
    let realIds: string[];
    let routes: Route[];

    before(async () => {
      // Limits stay on (the hook runs on every request) but are far out of reach.
      t = await makeApp({ engine, env: { LATCHKEY_RATE_LIMIT_SCALE: '100' } });
      keys = { admin: t.adminKey, member: await keyWithRole(t, 'member'), auditor: await keyWithRole(t, 'auditor') };
      for (const key of Object.values(keys)) validKeys.add(key);
      // Real ids the fuzzer may hit (and delete or change): never the keys above.
      const spare = await t.deps.keys.create(t.ctx, { name: 'spare', role: 'member' });
      realIds = [spare.key.id, t.org.id];
      const user = await t.call({
        method: 'POST',
        url: '/v1/users',
        payload: { email: 'fuzz@example.com', role: 'member' },
      });
      if (user.statusCode === 201) realIds.push(user.json().id);

      const docs = openapiDocuments(t.app);
      routes = [];
      for (const doc of [docs.pdp, docs.eval]) {
        for (const [path, ops] of Object.entries(doc.paths ?? {})) {
          for (const m of Object.keys(ops as object)) {
            const method = m.toUpperCase() as Method;
            if (METHODS.includes(method)) routes.push({ method, path });
          }
        }
      }
      assert.ok(routes.length > 0, 'the OpenAPI documents list routes');
    });
    after(() => t.close());

    const OPS_AND_STRAYS: Route[] = [
      { method: 'GET', path: '/healthz' },
      { method: 'GET', path: '/readyz' },
      { method: 'GET', path: '/metrics' },
      { method: 'GET', path: '/openapi/pdp.json' },
      { method: 'GET', path: '/openapi/eval.json' },
      { method: 'POST', path: '/api/policy/authorize' },
      { method: 'GET', path: '/api/{x}' },
      { method: 'POST', path: '/api/{x}/{y}' },
      { method: 'GET', path: '/v1/{x}' },
      { method: 'DELETE', path: '/v1/{x}/{y}' },
      { method: 'GET', path: '/v1' },
      { method: 'GET', path: '/api' },
      { method: 'GET', path: '/' },
      { method: 'GET', path: '/{x}' },
      { method: 'PATCH', path: '/{x}/{y}/{z}' },
    ];

    async function fuzz(candidates: () => Route[], runs: number) {
      const arb = fc.record({
        route: fc.constantFrom(...candidates()),
        // Mostly the documented method, sometimes another one.
        otherMethod: fc.oneof(
          { weight: 4, arbitrary: fc.constant(null) },
          { weight: 1, arbitrary: fc.constantFrom(...METHODS) },
        ),
        params: fc.array(paramArb(realIds), { minLength: 3, maxLength: 3 }),
        query: fc.option(queryArb(realIds), { freq: 2 }),
        body: bodyArb,
        headers: headersArb(keys),
      });
      await fc.assert(
        fc.asyncProperty(arb, async ({ route, otherMethod, params, query, body, headers }) => {
          const method = otherMethod ?? route.method;
          const hdrs: Record<string, string> = {};
          for (const [k, v] of Object.entries(headers)) if (v !== undefined) hdrs[k] = v;
          if (body.contentType !== undefined) hdrs['content-type'] = body.contentType;
          const opts: InjectOptions = { method, url: `${fill(route.path, params)}${query ?? ''}`, headers: hdrs };
          if (body.payload !== undefined && method !== 'HEAD') opts.payload = body.payload;
          assertResponse(opts, await t.app.inject(opts));
        }),
        { numRuns: runs },
      );
    }

    it('documented routes (each route gets its share of runs)', async () => {
      for (const route of routes) await fuzz(() => [route], RUNS_PER_ROUTE);
    });

    it('probes, OpenAPI documents and unknown paths', async () => {
      await fuzz(() => OPS_AND_STRAYS, RUNS_OTHER);
    });

    it('valid-looking requests with one field wrong', async () => {
      // Start from bodies the API accepts and break one thing, so validation and handlers
      // (not just the parser) see hostile input.
      const valid: [string, string, Record<string, unknown>][] = [
        ['POST', '/v1/api-keys', { name: 'k', role: 'member' }],
        ['POST', '/v1/users', { email: 'a@example.com', role: 'reviewer' }],
        ['PATCH', `/v1/users/${realIds[2] ?? newId('usr')}`, { role: 'auditor' }],
      ];
      await fc.assert(
        fc.asyncProperty(
          fc.constantFrom(...valid),
          fc.constantFrom(...FIELD_NAMES),
          fc.oneof(fc.jsonValue({ maxDepth: 2 }), fc.string({ unit: 'binary', maxLength: 30 })),
          async ([method, url, base], field, value) => {
            const opts: InjectOptions = {
              method: method as Method,
              url,
              headers: { authorization: `Bearer ${keys.admin}`, 'content-type': 'application/json' },
              payload: JSON.stringify({ ...base, [field]: value }),
            };
            assertResponse(opts, await t.app.inject(opts));
          },
        ),
        { numRuns: RUNS_OTHER },
      );
    });

    it('bodies over the size limit get 413 in the surface shape', async () => {
      const big = JSON.stringify({ name: 'x'.repeat(t.config.bodyLimit + 10) });
      for (const url of ['/v1/api-keys', '/api/policy/authorize']) {
        const opts: InjectOptions = {
          method: 'POST',
          url,
          headers: { authorization: `Bearer ${keys.admin}`, 'content-type': 'application/json' },
          payload: big,
        };
        const res = await t.app.inject(opts);
        assertResponse(opts, res);
        // An unknown /api path may answer 404 before reading the body; /v1 routes read it.
        if (url.startsWith('/v1')) assert.equal(res.statusCode, 413);
      }
    });

    // Fastify's router answers these before routing; app.ts routes them to frameworkErrorHandler.
    it('malformed URLs: bad percent-encoding and over-long path parameters', async () => {
      for (const url of [
        '/v1/api-keys/%E0%A4%A',
        '/v1/%',
        '/api/%E0%A4%A',
        '/%',
        `/v1/api-keys/${'a'.repeat(101)}`,
        `/v1/users/${'%C3%A9'.repeat(60)}`,
      ]) {
        const opts: InjectOptions = { method: 'GET', url, headers: { authorization: `Bearer ${keys.admin}` } };
        assertResponse(opts, await t.app.inject(opts));
      }
    });
  });
}
