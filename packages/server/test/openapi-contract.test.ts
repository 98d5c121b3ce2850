import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { makeApp, type TestApp } from './helpers.js';

type Operation = { security?: unknown[]; responses: Record<string, { content?: Record<string, unknown> }> };
type Doc = { paths: Record<string, Record<string, Operation>> };

// The generated documents against what the routes really do: a client generated from them must
// send a key where one is needed, none where it is not, and accept the content type it gets.
describe('OpenAPI documents match the routes', () => {
  let t: TestApp;
  let docs: Doc[];
  before(async () => {
    t = await makeApp();
    docs = [
      (await t.app.inject({ url: '/openapi/pdp.json' })).json(),
      (await t.app.inject({ url: '/openapi/eval.json' })).json(),
    ];
  });
  after(() => t.close());

  it('every operation states its security, and the public ones answer without a key', async () => {
    const open: string[] = [];
    for (const doc of docs) {
      for (const [path, ops] of Object.entries(doc.paths)) {
        for (const [method, op] of Object.entries(ops)) {
          assert.ok(Array.isArray(op.security), `${method.toUpperCase()} ${path} has no security entry`);
          if (op.security.length === 0) open.push(`${method} ${path}`);
        }
      }
    }
    assert.deepEqual(open, ['get /api/verification-record/keys', 'post /v1/auth/accept', 'post /v1/auth/login']);
    const keys = await t.call({ method: 'GET', url: '/api/verification-record/keys', key: null });
    assert.equal(keys.statusCode, 200);
    // Console sign-in needs no key: a body it cannot use is a 400, not a 401.
    for (const url of ['/v1/auth/accept', '/v1/auth/login']) {
      const res = await t.call({ method: 'POST', url, payload: {}, key: null });
      assert.equal(res.statusCode, 400, url);
    }
  });

  it('the dataset export is documented as the JSON Lines it sends', async () => {
    const project = (await t.call({ method: 'POST', url: '/v1/projects', payload: { name: 'p' } })).json().id;
    const ds = (await t.call({ method: 'POST', url: '/v1/datasets', payload: { project, name: 'd' } })).json().id;
    await t.call({ method: 'POST', url: `/v1/datasets/${ds}/samples`, payload: { input: 'q', output: 'a' } });
    const res = await t.call({ method: 'GET', url: `/v1/datasets/${ds}/export` });
    assert.equal(res.statusCode, 200);
    const sent = String(res.headers['content-type']).split(';')[0];
    const documented = Object.keys(docs[1]!.paths['/v1/datasets/{id}/export']!.get!.responses['200']!.content ?? {});
    assert.deepEqual(documented, [sent]);
    assert.equal(sent, 'application/x-ndjson');
  });
});
