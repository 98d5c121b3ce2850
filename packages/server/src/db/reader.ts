import { join } from 'node:path';
import type SQLite from 'better-sqlite3';
import type pg from 'pg';
import type { DatabaseLocation } from './dialect.js';

// Rows as arrays, at the driver, without Kysely. The server's `Database.arrays` is built from these
// functions, and the audit verifier's walker processes open a connection with `openReader`:
// importing Kysely, the other driver and the contract took most of their start-up (ADR 0028).

/** A compiled query: SQL text and its parameters (Kysely's CompiledQuery is one). */
export interface Statement {
  readonly sql: string;
  readonly parameters: readonly unknown[];
}

export interface RowReader {
  /** Runs a read and returns its rows as arrays, in select order. */
  arrays(q: Statement): Promise<unknown[][]>;
  close(): Promise<void>;
}

/**
 * A parameter left open when a statement is compiled and filled in by {@link bind} at each run:
 * a statement compiled once by Kysely in one process can then be run by another that has none.
 */
export interface Slot {
  readonly slot: string;
}
export const slot = (name: string): Slot => ({ slot: name });

/**
 * A statement prepared on SQLite's one connection and run synchronously, without Kysely: for the
 * chain writer, whose statements run inside a transaction that is already open on that connection.
 */
export interface DirectStatement {
  readonly reader: boolean;
  all(...params: unknown[]): unknown[];
  run(...params: unknown[]): unknown;
}
export type DirectPrepare = (sql: string) => DirectStatement;

const isSlot = (p: unknown): p is Slot => typeof p === 'object' && p !== null && 'slot' in p;

export function bind(q: Statement, values: Readonly<Record<string, unknown>>): Statement {
  return { sql: q.sql, parameters: q.parameters.map((p) => (isSlot(p) ? values[p.slot] : p)) };
}

/** The SQLite file of a data directory. */
export const sqliteFile = (dataDir: string) => join(dataDir, 'latchkey.db');

/** The server's SQLite connection settings; `readOnly` opens an existing database for reading only. */
export function openSqlite(Driver: typeof SQLite, file: string, readOnly = false): SQLite.Database {
  const sqlite = new Driver(file, { readonly: readOnly, fileMustExist: readOnly });
  // WAL + NORMAL: a killed process loses nothing it committed; only power loss can drop the last commits.
  if (!readOnly) sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('synchronous = NORMAL');
  sqlite.pragma('busy_timeout = 5000');
  sqlite.pragma('foreign_keys = ON');
  // 64 MiB of page cache (default 2 MiB): the evidence feed's indexes stay in memory under load.
  sqlite.pragma('cache_size = -65536');
  return sqlite;
}

/**
 * better-sqlite3 with prepared statements kept per SQL text. Kysely prepares every query anew,
 * which cost more than running it; Kysely runs one query at a time on the one connection, so a
 * cached statement is never in use twice. Bounded: the least recently used are dropped.
 */
export function withStatementCache(
  db: SQLite.Database,
  max = 500,
): { close(): void; prepare(sql: string): SQLite.Statement } {
  const cache = new Map<string, SQLite.Statement>();
  return {
    close: () => db.close(),
    prepare(sql: string) {
      let stmt = cache.get(sql);
      if (stmt) {
        cache.delete(sql);
      } else {
        stmt = db.prepare(sql);
        if (cache.size >= max) cache.delete(cache.keys().next().value!);
      }
      cache.set(sql, stmt);
      return stmt;
    },
  };
}

export function sqliteArrays(sqlite: SQLite.Database): RowReader['arrays'] {
  // Statements of their own: raw mode is a property of the statement, and Kysely's must return objects.
  const statements = withStatementCache(sqlite, 20);
  return async (q) =>
    statements
      .prepare(q.sql)
      .raw(true)
      .all(...q.parameters) as unknown[][];
}

/**
 * Connection settings of every PostgreSQL connection the server makes (pools, LISTEN sessions,
 * walkers). A bounded connect, so a request does not hang while the database is down but fails
 * with a connection error (a 503); it also bounds the wait for a free pooled client. TCP
 * keepalive, so a connection whose peer vanished without a word (a failover) is found dead.
 */
export const PG_CONNECTION = {
  connectionTimeoutMillis: 5_000,
  keepAlive: true,
  keepAliveInitialDelayMillis: 10_000,
} as const;

/**
 * pg-pool listens for a client's 'error' only while the client is idle in the pool. A client
 * checked out (a Kysely transaction between statements, a query in flight) whose connection is
 * cut (a restart: 57P01, then "Connection terminated unexpectedly") emits 'error' with no
 * listener, and the process dies. So every client gets a listener of its own for its whole life:
 * the failure still reaches its user (the statement in flight, or the next one, rejects), and
 * the pool drops the client once it is released unusable. The pool's own 'error' (an idle client
 * lost) needs a listener too; the pool has already discarded that client.
 */
export function guardPool(pool: pg.Pool): pg.Pool {
  pool.on('error', () => {});
  pool.on('connect', (client) => client.on('error', () => {}));
  return pool;
}

export function pgArrays(pool: pg.Pool): RowReader['arrays'] {
  return async (q) => (await pool.query<unknown[]>({ text: q.sql, values: [...q.parameters], rowMode: 'array' })).rows;
}

/** A read-only connection of its own; only the driver it needs is loaded. */
export async function openReader(location: DatabaseLocation): Promise<RowReader> {
  if (location.databaseUrl) {
    const { default: pg } = await import('pg');
    // A bounded connect (PG_CONNECTION): a walker waiting for ever would hold its verification and its slot.
    const pool = guardPool(new pg.Pool({ connectionString: location.databaseUrl, max: 1, ...PG_CONNECTION }));
    return { arrays: pgArrays(pool), close: () => pool.end() };
  }
  const { default: SQLite } = await import('better-sqlite3');
  const sqlite = openSqlite(SQLite, sqliteFile(location.dataDir), true);
  // Pages read straight from the OS page cache, not copied into SQLite's own: half the system time
  // of a verifier's walk. An I/O error on a mapped page kills the process (SIGBUS), which is why
  // only these short-lived walker connections map the file (ADR 0028).
  sqlite.pragma('mmap_size = 2147418112');
  return {
    arrays: sqliteArrays(sqlite),
    close: async () => {
      sqlite.close();
    },
  };
}
