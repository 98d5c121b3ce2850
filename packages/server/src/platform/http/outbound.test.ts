import assert from 'node:assert/strict';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { after, before, describe, it } from 'node:test';
import { guardedLookup, postJson } from './outbound.js';

describe('outbound requests to user-given URLs', () => {
  let server: Server;
  let port: number;
  const received: string[] = [];
  before(async () => {
    server = createServer((req, res) => {
      let body = '';
      req.on('data', (c) => {
        body += c;
      });
      req.on('end', () => {
        received.push(body);
        res.writeHead(204).end();
      });
    });
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
    port = (server.address() as AddressInfo).port;
  });
  after(() => new Promise<void>((r) => server.close(() => r())));

  it('refuses a name that resolves to loopback, so nothing is sent', async () => {
    // `localhost` stands for any name that resolves to a refused address (DNS rebinding).
    const url = new URL(`http://localhost:${port}/hook`);
    await assert.rejects(postJson(url, '{"a":1}', { headers: {}, timeoutMs: 2000, allowInsecure: false }), {
      code: 'EDESTINATION',
    });
    assert.equal(received.length, 0);
  });

  it('connects when the operator allows loopback, and reports the status', async () => {
    const url = new URL(`http://localhost:${port}/hook`);
    const status = await postJson(url, '{"a":2}', {
      headers: { 'content-type': 'application/json' },
      timeoutMs: 2000,
      allowInsecure: true,
    });
    assert.equal(status, 204);
    assert.deepEqual(received, ['{"a":2}']);
  });

  it('the lookup itself refuses private and loopback answers', async () => {
    const lookup = (allow: boolean) =>
      new Promise<unknown>((resolve) => guardedLookup(allow)('localhost', {}, (err) => resolve(err)));
    assert.equal(((await lookup(false)) as { code?: string } | null)?.code, 'EDESTINATION');
    assert.equal(await lookup(true), null);
  });

  it('times out a receiver that never answers', async () => {
    const silent = createServer(() => {});
    await new Promise<void>((r) => silent.listen(0, '127.0.0.1', r));
    const url = new URL(`http://127.0.0.1:${(silent.address() as AddressInfo).port}/`);
    try {
      await assert.rejects(postJson(url, '{}', { headers: {}, timeoutMs: 200, allowInsecure: true }), {
        code: 'ETIMEDOUT',
      });
    } finally {
      silent.closeAllConnections();
      await new Promise<void>((r) => silent.close(() => r()));
    }
  });
});
