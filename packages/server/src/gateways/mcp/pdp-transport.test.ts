import assert from 'node:assert/strict';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { after, before, describe, it } from 'node:test';
import { PdpClient, PdpError, Pep } from '@latchkey/client';
import { keepAliveFetch } from './pdp-transport.js';

const MAX = 64 * 1024;
const keepAlive = () => keepAliveFetch({ maxAnswerBytes: MAX });

const DECISION = {
  verdict: 'ALLOW',
  stage: 'context_egress',
  policyId: 'latch-0',
  rule: 'ok',
  reason: 'nothing found',
  transformedContent: null,
  tool: null,
  permitId: null,
  attachedPolicyIds: [],
};

describe('keepAliveFetch: the gateway PdpClient transport', () => {
  let server: Server;
  let url: string;
  let connections = 0;
  const seen: Array<{ method: string; path: string; body: string; auth: string | undefined }> = [];
  /** Requests to /hang are held here until the test's end, never answered. */
  const held: ServerResponse[] = [];

  before(async () => {
    server = createServer((req: IncomingMessage, res: ServerResponse) => {
      let body = '';
      req.on('data', (c: Buffer) => {
        body += c.toString();
      });
      req.on('end', () => {
        seen.push({ method: req.method!, path: req.url!, body, auth: req.headers.authorization });
        if (req.url === '/api/policy/authorize') {
          res.writeHead(200, { 'content-type': 'application/json', 'x-request-id': 'req_1' });
          res.end(JSON.stringify({ ...DECISION, stage: JSON.parse(body).stage }));
        } else if (req.url === '/hang') {
          held.push(res);
        } else if (req.url?.startsWith('/api/escalations/cut')) {
          // Promises more than it sends, then hangs up: an answer cut mid-body.
          res.writeHead(200, { 'content-type': 'application/json', 'content-length': '1000' });
          res.write('{"status":');
          setImmediate(() => res.socket?.destroy());
        } else if (req.url?.startsWith('/api/escalations/huge')) {
          res.writeHead(200, { 'content-type': 'application/json' });
          res.end(Buffer.alloc(MAX + 1, 0x20));
        } else if (req.url?.startsWith('/api/escalations/')) {
          res.writeHead(429, { 'content-type': 'application/json', 'retry-after': '7' });
          res.end(JSON.stringify({ error: 'slow down' }));
        } else {
          res.writeHead(204);
          res.end();
        }
      });
    });
    server.on('connection', () => {
      connections++;
    });
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  after(async () => {
    for (const res of held) res.destroy();
    server.closeAllConnections();
    await new Promise((r) => server.close(r));
  });

  it('sends what the PdpClient sends and reuses one connection for sequential decisions', async () => {
    const before = connections;
    const pep = new Pep({
      client: new PdpClient({ baseUrl: url, apiKey: 'k1', fetch: keepAlive() }),
      agentId: 'a',
    });
    for (let i = 0; i < 5; i++) {
      const d = await pep.checkContextEgress(`text ${i}`);
      assert.equal(d.verdict, 'ALLOW');
      assert.equal(d.failClosed, false);
    }
    assert.equal(connections - before, 1);
    const last = seen.at(-1)!;
    assert.equal(last.method, 'POST');
    assert.equal(last.auth, 'Bearer k1');
    assert.deepEqual(JSON.parse(last.body), { agentId: 'a', stage: 'context_egress', content: 'text 4' });
  });

  it('hands back status, headers and an empty 204 as fetch would', async () => {
    const f = keepAlive();
    const none = await f(`${url}/nothing`, { method: 'DELETE' });
    assert.equal(none.status, 204);
    assert.equal(await none.text(), '');
    const client = new PdpClient({ baseUrl: url, apiKey: 'k', fetch: f });
    const err = await client.getEscalation('esc_1').catch((e: unknown) => e);
    assert.ok(err instanceof PdpError);
    assert.equal(err.code, 'http_error');
    assert.equal(err.status, 429);
    assert.equal(err.retryAfter, 7);
    assert.equal(err.message, 'slow down');
  });

  it('answers as a Response would be read: headers by any case, the body once, as text or JSON', async () => {
    const f = keepAlive();
    const res = await f(`${url}/api/policy/authorize`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: '{"stage":"input"}',
    });
    assert.equal(res.ok, true);
    assert.equal(res.headers.get('X-Request-ID'), 'req_1');
    assert.equal(res.headers.has('content-type'), true);
    assert.equal(res.headers.get('retry-after'), null);
    assert.equal(((await res.json()) as { verdict: string }).verdict, 'ALLOW');
    assert.equal(res.bodyUsed, true);
    await assert.rejects(res.text(), TypeError);
    // The request went out with its headers as node:http takes them.
    assert.equal(seen.at(-1)!.method, 'POST');
  });

  it('an answer cut short or too large is a network fault: the Pep would fail closed', async () => {
    const client = new PdpClient({ baseUrl: url, apiKey: 'k', fetch: keepAlive() });
    for (const id of ['cut', 'huge']) {
      const err = await client.getEscalation(id).catch((e: unknown) => e);
      assert.ok(err instanceof PdpError, id);
      assert.equal(err.code, 'network_error', id);
    }
    // The connection the bad answers were on is not reused: the next decision still gets through.
    const pep = new Pep({ client, agentId: 'a' });
    assert.equal((await pep.checkContextEgress('after')).verdict, 'ALLOW');
  });

  it("stops at the PdpClient's deadline and at the caller's signal", async () => {
    const client = new PdpClient({ baseUrl: url, apiKey: 'k', timeoutMs: 50, fetch: keepAlive() });
    const hang = (signal?: AbortSignal) =>
      (client as unknown as { request(m: string, p: string, i: object): Promise<unknown> })
        .request('GET', '/hang', signal ? { signal } : {})
        .catch((e: unknown) => e);
    const timedOut = await hang();
    assert.ok(timedOut instanceof PdpError);
    assert.equal(timedOut.code, 'timeout');
    const controller = new AbortController();
    const pending = hang(controller.signal);
    controller.abort();
    const aborted = await pending;
    assert.ok(aborted instanceof PdpError);
    assert.equal(aborted.code, 'aborted');
    const already = await hang(AbortSignal.abort());
    assert.ok(already instanceof PdpError);
    assert.equal(already.code, 'aborted');
  });

  it('refuses what it was not built for rather than sending it wrong', async () => {
    const f = keepAlive();
    await assert.rejects(f(new Request(`${url}/x`)), TypeError);
    await assert.rejects(f(`${url}/x`, { method: 'POST', body: new Uint8Array(1) }), TypeError);
    await assert.rejects(f('ftp://127.0.0.1/x'), TypeError);
  });
});
