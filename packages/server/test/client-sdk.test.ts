import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { EvalClient, HttpClient, LatchkeyError } from '../../client/src/index.js';
import { makeApp, type TestApp } from './helpers.js';

describe('EvalClient against a listening server', () => {
  let t: TestApp;
  let client: EvalClient;
  before(async () => {
    t = await makeApp();
    const address = await t.app.listen({ host: '127.0.0.1', port: 0 });
    client = new EvalClient({ baseUrl: address, apiKey: t.adminKey });
  });
  after(() => t.close());

  it('reads who it is and the usage', async () => {
    const me = await client.me();
    assert.equal(me.role, 'admin');
    assert.equal(me.org.slug, 'default');
    const usage = await client.usage();
    assert.equal(usage.object, 'usage');
  });

  it('creates, lists and revokes keys, and invites users', async () => {
    const key = await client.apiKeys.create({ name: 'sdk', role: 'auditor' });
    assert.match(key.secret, /^lk_live_/);
    const page = await client.apiKeys.list({ limit: 100 });
    assert.ok(page.data.some((k) => k.id === key.id));
    const revoked = await client.apiKeys.revoke(key.id);
    assert.ok(revoked.revoked_at);
    const user = await client.users.invite({ email: 'sdk@example.org', role: 'member' }, 'sdk-invite-1');
    const replay = await client.users.invite({ email: 'sdk@example.org', role: 'member' }, 'sdk-invite-1');
    assert.equal(replay.id, user.id);
  });

  it('throws LatchkeyError with the server error code', async () => {
    await assert.rejects(client.users.get('usr_01JAAAAAAAAAAAAAAAAAAAAAAA'), (err: unknown) => {
      assert.ok(err instanceof LatchkeyError);
      assert.equal(err.status, 404);
      assert.equal(err.code, 'resource_missing');
      assert.ok(err.requestId?.startsWith('req_'));
      return true;
    });
    const bad = new EvalClient({
      baseUrl: `http://127.0.0.1:${(t.app.server.address() as { port: number }).port}`,
      apiKey: 'nope',
    });
    await assert.rejects(bad.me(), (err: unknown) => err instanceof LatchkeyError && err.code === 'invalid_api_key');
  });
});

describe('HttpClient retries', () => {
  const response = (status: number, body: unknown, headers: Record<string, string> = {}) =>
    new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json', ...headers } });

  it('honours Retry-After on 429 for reads, then succeeds', async () => {
    const answers = [
      response(
        429,
        { error: { type: 'rate_limit_error', code: 'rate_limit_exceeded', message: 'slow' } },
        { 'retry-after': '7' },
      ),
      response(200, { ok: true }),
    ];
    const waits: number[] = [];
    const http = new HttpClient({
      baseUrl: 'http://latchkey.test',
      apiKey: 'k',
      fetch: async () => answers.shift()!,
      sleep: async (ms) => {
        waits.push(ms);
      },
    });
    assert.deepEqual(await http.request('GET', '/v1/usage'), { ok: true });
    assert.deepEqual(waits, [7000]);
  });

  it('does not retry a POST without an Idempotency-Key', async () => {
    let calls = 0;
    const http = new HttpClient({
      baseUrl: 'http://latchkey.test',
      apiKey: 'k',
      fetch: async () => {
        calls++;
        return response(503, { error: { type: 'api_error', code: 'service_unavailable', message: 'later' } });
      },
      sleep: async () => {},
    });
    await assert.rejects(http.request('POST', '/v1/users', { body: {} }), LatchkeyError);
    assert.equal(calls, 1);
  });
});
