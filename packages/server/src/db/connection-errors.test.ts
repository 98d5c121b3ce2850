import assert from 'node:assert/strict';
import { createServer, type Server, type Socket } from 'node:net';
import { after, before, describe, it } from 'node:test';
import pg from 'pg';
import { normalizeError } from '../platform/errors/normalize.js';
import { isConnectionError } from './connection-errors.js';
import { guardPool, PG_CONNECTION } from './reader.js';

/** A TCP server that accepts and never answers: a database that hangs. */
async function silentServer(): Promise<{ server: Server; port: number; sockets: Set<Socket> }> {
  const sockets = new Set<Socket>();
  const server = createServer((s) => {
    sockets.add(s);
    s.on('close', () => sockets.delete(s));
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  return { server, port: (server.address() as { port: number }).port, sockets };
}

/** A port nothing listens on: bound, then released. */
async function closedPort(): Promise<number> {
  const { server, port } = await silentServer();
  await new Promise((r) => server.close(r));
  return port;
}

describe('database connection errors', () => {
  let silent: Awaited<ReturnType<typeof silentServer>>;
  before(async () => {
    silent = await silentServer();
  });
  after(async () => {
    for (const s of silent.sockets) s.destroy();
    await new Promise((r) => silent.server.close(r));
  });

  it('a refused connection, as pg reports it, is one (and maps to 503 with Retry-After)', async () => {
    const port = await closedPort();
    for (const host of ['127.0.0.1', 'localhost']) {
      const client = new pg.Client({ connectionString: `postgres://u@${host}:${port}/db` });
      const err = await client.connect().then(
        () => assert.fail('connected to a closed port'),
        (e: unknown) => e,
      );
      assert.ok(isConnectionError(err), `${host}: ${String(err)}`);
      const e = normalizeError(err);
      assert.equal(e.status, 503);
      assert.equal(e.code, 'service_unavailable');
      assert.equal(e.type, 'api_error');
      assert.deepEqual(e.headers, { 'retry-after': '1' });
      assert.doesNotMatch(e.message, /ECONNREFUSED|127\.0\.0\.1|localhost/);
    }
  });

  it('a pooled connect that times out is one, and the pool gives up within its timeout', async () => {
    const pool = guardPool(
      new pg.Pool({
        connectionString: `postgres://u@127.0.0.1:${silent.port}/db`,
        ...PG_CONNECTION,
        connectionTimeoutMillis: 50,
      }),
    );
    const err = await pool.query('select 1').then(
      () => assert.fail('answered by a silent server'),
      (e: unknown) => e,
    );
    assert.ok(isConnectionError(err), String(err));
    await pool.end();
  });

  it('session ends and pg / pg-pool messages are; a query of its own fault is not', () => {
    const pgError = (code: string) =>
      Object.assign(new Error(`sqlstate ${code}`), { code, severity: 'FATAL', routine: 'ProcessInterrupts' });
    for (const code of ['57P01', '57P02', '57P03', '08006', '08001', '08P01', '53300']) {
      assert.ok(isConnectionError(pgError(code)), code);
    }
    for (const message of [
      'Connection terminated unexpectedly',
      'Client has encountered a connection error and is not queryable',
      'timeout exceeded when trying to connect',
    ]) {
      assert.ok(isConnectionError(new Error(message)), message);
    }
    assert.ok(
      isConnectionError(new Error('walk failed', { cause: Object.assign(new Error('x'), { code: 'ECONNRESET' }) })),
    );
    assert.ok(isConnectionError(new AggregateError([Object.assign(new Error('x'), { code: 'ECONNREFUSED' })], 'all')));
    // A query's own fault, a unique violation, a bug: not the database going away.
    for (const err of [
      pgError('42601'),
      pgError('23505'),
      pgError('22P02'),
      pgError('57014'),
      new Error('boom'),
      null,
      'ECONNREFUSED',
    ]) {
      assert.equal(isConnectionError(err), false, String((err as Error | null)?.message ?? err));
    }
    assert.equal(normalizeError(new Error('Connection terminated unexpectedly')).status, 503);
    assert.equal(normalizeError(pgError('42601')).status, 500);
  });
});
