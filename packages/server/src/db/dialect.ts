import { mkdirSync } from 'node:fs';
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
import {
  type DirectPrepare,
  guardPool,
  openSqlite,
  PG_CONNECTION,
  pgArrays,
  type RowReader,
  sqliteArrays,
  sqliteFile,
  withStatementCache,
} from './reader.js';
import type { DB } from './schema.js';

// With reader.ts, the only file that imports a driver: everything else speaks Kysely.

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
  arrays: RowReader['arrays'];
  /** SQLite only: prepares a statement on the one connection, run outside Kysely (the ledger's writes). */
  direct?: DirectPrepare;
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

export function openDatabase(opts: DatabaseLocation): Database {
  const location = { databaseUrl: opts.databaseUrl, dataDir: opts.dataDir };
  if (opts.databaseUrl) {
    // No client losing its connection, idle or checked out, may crash the process (guardPool).
    const pool = guardPool(new pg.Pool({ connectionString: opts.databaseUrl, max: 10, ...PG_CONNECTION }));
    const db = new Kysely<DB>({ dialect: new PostgresDialect({ pool }) });
    return { db, engine: 'postgres', location, arrays: pgArrays(pool), close: () => db.destroy() };
  }
  mkdirSync(opts.dataDir, { recursive: true });
  const sqlite = openSqlite(SQLite, sqliteFile(opts.dataDir));
  const db = new Kysely<DB>({ dialect: new ImmediateSqliteDialect({ database: withStatementCache(sqlite) }) });
  return {
    db,
    engine: 'sqlite',
    location,
    arrays: sqliteArrays(sqlite),
    direct: (text) => sqlite.prepare(text),
    close: () => db.destroy(),
  };
}

/**
 * A PostgreSQL session of its own, for LISTEN: a pooled connection cannot keep one. Its user must
 * listen for 'error' and 'end' and open a new session when this one is lost (PgFeedTransport).
 */
export type ListenSession = Pick<pg.Client, 'connect' | 'query' | 'end' | 'on'>;

export function openListenSession(databaseUrl: string, applicationName: string): ListenSession {
  // Bounded connect: a reconnect attempt hanging on an unreachable database would be the last one.
  return new pg.Client({ connectionString: databaseUrl, application_name: applicationName, ...PG_CONNECTION });
}
