import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import SQLite from 'better-sqlite3';
import {
  CompiledQuery,
  type DatabaseConnection,
  type Driver,
  Kysely,
  PostgresDialect,
  SqliteDialect,
  type SqliteDriver,
} from 'kysely';
import pg from 'pg';
import type { DB } from './schema.js';

// The only file that imports a driver: everything else speaks Kysely.

export type Engine = 'sqlite' | 'postgres';

/** Where a database lives: enough for another thread or process to open its own connection. */
export interface DatabaseLocation {
  databaseUrl?: string | undefined;
  dataDir: string;
}

export interface Database {
  db: Kysely<DB>;
  engine: Engine;
  location: DatabaseLocation;
  /**
   * Runs a compiled read and returns its rows as arrays, in select order. For bulk reads (the
   * audit verifier's walk), where building an object per row costs more than the query itself.
   */
  arrays(query: CompiledQuery): Promise<unknown[][]>;
  close(): Promise<void>;
}

// int8 (COUNT, bigint columns) arrives as a string by default; epoch ms and counters fit in a double.
pg.types.setTypeParser(20, (v) => Number(v));

/**
 * Transactions take the write lock up front (`BEGIN IMMEDIATE`). With a plain `BEGIN`, a
 * transaction that reads and then writes fails at once with SQLITE_BUSY when another process
 * (the CLI, a second server) holds the lock; taking it first lets busy_timeout wait instead.
 */
class ImmediateSqliteDialect extends SqliteDialect {
  override createDriver(): Driver {
    const driver = super.createDriver() as SqliteDriver;
    driver.beginTransaction = async (connection: DatabaseConnection) => {
      await connection.executeQuery(CompiledQuery.raw('begin immediate'));
    };
    return driver;
  }
}

/**
 * better-sqlite3 with prepared statements kept per SQL text. Kysely prepares every query anew,
 * which cost more than running it; Kysely runs one query at a time on the one connection, so a
 * cached statement is never in use twice. Bounded: the least recently used are dropped.
 */
function withStatementCache(db: SQLite.Database, max = 500) {
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

export function openDatabase(opts: DatabaseLocation): Database {
  const location = { databaseUrl: opts.databaseUrl, dataDir: opts.dataDir };
  if (opts.databaseUrl) {
    const pool = new pg.Pool({ connectionString: opts.databaseUrl, max: 10 });
    // An idle client losing its connection must not crash the process; the pool replaces it.
    pool.on('error', () => {});
    const db = new Kysely<DB>({ dialect: new PostgresDialect({ pool }) });
    const arrays = async (q: CompiledQuery) =>
      (await pool.query<unknown[]>({ text: q.sql, values: [...q.parameters], rowMode: 'array' })).rows;
    return { db, engine: 'postgres', location, arrays, close: () => db.destroy() };
  }
  mkdirSync(opts.dataDir, { recursive: true });
  const sqlite = new SQLite(join(opts.dataDir, 'latchkey.db'));
  // WAL + NORMAL: a killed process loses nothing it committed; only power loss can drop the last commits.
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('synchronous = NORMAL');
  sqlite.pragma('busy_timeout = 5000');
  sqlite.pragma('foreign_keys = ON');
  // 64 MiB of page cache (default 2 MiB): the evidence feed's indexes stay in memory under load.
  sqlite.pragma('cache_size = -65536');
  const statements = withStatementCache(sqlite);
  const db = new Kysely<DB>({ dialect: new ImmediateSqliteDialect({ database: statements }) });
  // Statements of their own: raw mode is a property of the statement, and Kysely's must return objects.
  const rawStatements = withStatementCache(sqlite, 20);
  const arrays = async (q: CompiledQuery) =>
    rawStatements
      .prepare(q.sql)
      .raw(true)
      .all(...q.parameters) as unknown[][];
  return { db, engine: 'sqlite', location, arrays, close: () => db.destroy() };
}

/** A PostgreSQL session of its own, for LISTEN: a pooled connection cannot keep one. */
export type ListenSession = Pick<pg.Client, 'connect' | 'query' | 'end' | 'on'>;

export function openListenSession(databaseUrl: string, applicationName: string): ListenSession {
  return new pg.Client({ connectionString: databaseUrl, application_name: applicationName });
}
