import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import { createConnection, createServer, type Server, type Socket } from 'node:net';
import type { LightMyRequestResponse } from 'fastify';
import pg from 'pg';
import { freshPgUrl } from './helpers.js';

/** Test apps losing their PostgreSQL: sessions terminated (a restart), or the database cut off. */

export const PG_URL = process.env.LATCHKEY_TEST_DATABASE_URL;

/** A fresh schema's URL, with an application_name of its own so its sessions can be found. */
export async function namedPgUrl(): Promise<{ url: string; name: string }> {
  const name = `lk_outage_${randomBytes(5).toString('hex')}`;
  const url = new URL((await freshPgUrl()).url);
  url.searchParams.set('application_name', name);
  return { url: url.toString(), name };
}

/** Another name on the same schema (a second instance). */
export function renamed(databaseUrl: string, name: string): string {
  const url = new URL(databaseUrl);
  url.searchParams.set('application_name', name);
  return url.toString();
}

/** An admin session outside every test app (on `databaseUrl`'s schema, when given). */
export async function adminClient(databaseUrl = PG_URL): Promise<pg.Client> {
  const admin = new pg.Client({ connectionString: databaseUrl });
  await admin.connect();
  return admin;
}

/** Terminates every session of `name` (as a restart does: 57P01), returns how many. */
export async function terminate(admin: pg.Client, name: string): Promise<number> {
  const r = await admin.query(
    'select pg_terminate_backend(pid) from pg_stat_activity where application_name = $1 and pid <> pg_backend_pid()',
    [name],
  );
  return r.rowCount ?? 0;
}

/** Sessions of `name` matching a condition on pg_stat_activity. */
export async function sessions(admin: pg.Client, name: string, where = 'true'): Promise<number> {
  const r = await admin.query(
    `select count(*)::int as n from pg_stat_activity where application_name = $1 and ${where}`,
    [name],
  );
  return r.rows[0].n;
}

/**
 * Collects uncaught exceptions while a test runs: a client 'error' event with no listener is
 * thrown from the socket's callback and would otherwise end the process.
 */
export function catchUncaught(): { errors: unknown[]; stop(): void } {
  const errors: unknown[] = [];
  const on = (err: unknown) => errors.push(err);
  process.on('uncaughtException', on);
  return { errors, stop: () => process.off('uncaughtException', on) };
}

export function assertNoUncaught(errors: unknown[]): void {
  assert.deepEqual(
    errors.map((e) => String(e)),
    [],
    'an error escaped (the process would have exited)',
  );
}

/** 503 in the `/v1` shape, with Retry-After. */
export function assertV1Unavailable(res: LightMyRequestResponse): void {
  assert.equal(res.statusCode, 503, res.body);
  assert.equal(res.headers['retry-after'], '1');
  const { error } = res.json();
  assert.equal(error.type, 'api_error');
  assert.equal(error.code, 'service_unavailable');
  assert.equal(typeof error.message, 'string');
}

/** 503 in the PDP shape, with Retry-After. */
export function assertPdpUnavailable(res: LightMyRequestResponse): void {
  assert.equal(res.statusCode, 503, res.body);
  assert.equal(res.headers['retry-after'], '1');
  assert.deepEqual(res.json(), { error: 'service unavailable' });
}

/**
 * A TCP proxy in front of PostgreSQL that a test can cut (connections dropped, new ones refused)
 * and restore on the same port.
 */
export class PgProxy {
  private server: Server | null = null;
  private readonly sockets = new Set<Socket>();
  port = 0;

  constructor(private readonly target: { host: string; port: number }) {}

  static async start(targetUrl: string): Promise<PgProxy> {
    const u = new URL(targetUrl);
    const proxy = new PgProxy({ host: u.hostname, port: Number(u.port || 5432) });
    await proxy.restore();
    return proxy;
  }

  /** `databaseUrl` with its host and port replaced by the proxy's. */
  via(databaseUrl: string): string {
    const u = new URL(databaseUrl);
    u.hostname = '127.0.0.1';
    u.port = String(this.port);
    return u.toString();
  }

  async restore(): Promise<void> {
    if (this.server) return;
    const server = createServer((client) => {
      const upstream = createConnection(this.target);
      for (const s of [client, upstream]) {
        this.sockets.add(s);
        s.on('close', () => this.sockets.delete(s));
        s.on('error', () => {});
      }
      client.on('close', () => upstream.destroy());
      upstream.on('close', () => client.destroy());
      client.pipe(upstream).pipe(client);
    });
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(this.port, '127.0.0.1', () => resolve());
    });
    this.port = (server.address() as { port: number }).port;
    this.server = server;
  }

  /** Drops every connection and refuses new ones until `restore()`. */
  async cut(): Promise<void> {
    const server = this.server;
    this.server = null;
    for (const s of this.sockets) s.destroy();
    if (server) await new Promise((r) => server.close(r));
  }
}
