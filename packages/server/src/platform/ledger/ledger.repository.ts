import type { CompiledQuery, Kysely } from 'kysely';
import type { Engine } from '../../db/dialect.js';
import { param } from '../../db/precompiled.js';
import { bind, type DirectPrepare, type DirectStatement } from '../../db/reader.js';
import type { DB, LedgerEntriesTable } from '../../db/schema.js';
import type { Executor } from '../../db/tx.js';
import { GENESIS_HASH, type StoredEntry } from './chain.js';

export type LogName = 'audit' | 'evidence';

/** A row of ledger_entries as the writer inserts it; org and log are bound per statement. */
type EntryRow = Omit<LedgerEntriesTable, 'org_id' | 'log'>;

/**
 * The chain writer's statements, compiled once per database instead of built and compiled by
 * Kysely on every group commit (measured on a one-entry commit: 163 → 113 µs of CPU, and 102 µs
 * with SQLite's statements run directly). Same SQL text as the query builder produces, so both
 * engines behave as before; a compiled statement runs on the database or on any of its transactions.
 */
export class LedgerStatements {
  private readonly selectHead: CompiledQuery;
  private readonly insertHead: CompiledQuery;
  private readonly insertEntry: CompiledQuery;
  private readonly updateHead: CompiledQuery;

  constructor(
    db: Kysely<DB>,
    private readonly engine: Engine,
    /** SQLite only: prepares a statement on the server's one connection (Database.direct). */
    private readonly direct?: DirectPrepare,
  ) {
    const head = db
      .selectFrom('ledger_heads')
      .select(['seq', 'hash'])
      .where('org_id', '=', param<string>('orgId'))
      .where('log', '=', param<string>('log'));
    this.selectHead = (engine === 'postgres' ? head.forUpdate() : head).compile();
    this.insertHead = db
      .insertInto('ledger_heads')
      .values({ org_id: param<string>('orgId'), log: param<string>('log'), seq: 0, hash: GENESIS_HASH })
      .onConflict((oc) => oc.columns(['org_id', 'log']).doNothing())
      .compile();
    this.insertEntry = db
      .insertInto('ledger_entries')
      .values({
        org_id: param<string>('orgId'),
        log: param<string>('log'),
        seq: param<number>('seq'),
        id: param<string>('id'),
        body: param<string>('body'),
        prev_hash: param<string>('prev_hash'),
        hash: param<string>('hash'),
        created_at: param<number>('created_at'),
        kind: param<string | null>('kind'),
        subject: param<string | null>('subject'),
        session: param<string | null>('session'),
        ts: param<number | null>('ts'),
        resource_type: param<string | null>('resource_type'),
        resource_id: param<string | null>('resource_id'),
        project: param<string | null>('project'),
      })
      .compile();
    this.updateHead = db
      .updateTable('ledger_heads')
      .set({ seq: param<number>('seq'), hash: param<string>('hash') })
      .where('org_id', '=', param<string>('orgId'))
      .where('log', '=', param<string>('log'))
      .compile();
  }

  /** SQLite's statements, prepared on first use (the tables exist only once migrations have run). */
  private readonly prepared = new Map<CompiledQuery, DirectStatement>();

  private async run<R>(db: Executor, q: CompiledQuery, values: Record<string, unknown>): Promise<R[]> {
    const { parameters } = bind(q, values);
    if (this.direct) {
      // SQLite has one connection: the caller's transaction is open on it, so a statement run
      // here directly is part of that transaction, without Kysely's per-query machinery.
      let stmt = this.prepared.get(q);
      if (!stmt) {
        stmt = this.direct(q.sql);
        this.prepared.set(q, stmt);
      }
      if (stmt.reader) return stmt.all(...parameters) as R[];
      stmt.run(...parameters);
      return [];
    }
    // The compiled query's node and id are kept (no plugin is installed that would read them).
    return (await db.executeQuery<R>({ ...q, parameters })).rows;
  }

  /**
   * Reads and locks an org's chain head inside the caller's transaction. On PostgreSQL the row lock
   * gives every writer, in every instance, one chain order; SQLite already has a single writer.
   */
  async lockHead(db: Executor, orgId: string, log: LogName): Promise<{ seq: number; hash: string }> {
    const key = { orgId, log };
    let [head] = await this.run<{ seq: number; hash: string }>(db, this.selectHead, key);
    if (!head) {
      await this.run(db, this.insertHead, key);
      [head] = await this.run<{ seq: number; hash: string }>(db, this.selectHead, key);
    }
    return head!;
  }

  async insertEntries(db: Executor, orgId: string, log: LogName, rows: EntryRow[]): Promise<void> {
    // SQLite: one prepared statement, run per row (no round trips to save; a multi-row INSERT
    // would be a new statement text, prepared anew, for every batch size). PostgreSQL: one
    // multi-row INSERT per 500 rows, so a group commit is one round trip and stays under the
    // bind-parameter limit.
    if (this.engine === 'sqlite' || rows.length === 1) {
      for (const r of rows) await this.run(db, this.insertEntry, { orgId, log, ...r });
      return;
    }
    for (let i = 0; i < rows.length; i += 500) {
      await db
        .insertInto('ledger_entries')
        .values(rows.slice(i, i + 500).map((r) => ({ org_id: orgId, log, ...r })))
        .execute();
    }
  }

  async setHead(db: Executor, orgId: string, log: LogName, seq: number, hash: string): Promise<void> {
    await this.run(db, this.updateHead, { orgId, log, seq, hash });
  }
}

export async function readRange(
  db: Executor,
  orgId: string,
  log: LogName,
  fromSeq: number,
  limit: number,
  toSeq?: number,
): Promise<StoredEntry[]> {
  let q = db
    .selectFrom('ledger_entries')
    .select(['seq', 'id', 'body', 'prev_hash', 'hash'])
    .where('org_id', '=', orgId)
    .where('log', '=', log)
    .where('seq', '>=', fromSeq);
  if (toSeq !== undefined) q = q.where('seq', '<=', toSeq);
  return q.orderBy('seq').limit(limit).execute();
}

export async function headOf(db: Executor, orgId: string, log: LogName): Promise<{ seq: number; hash: string }> {
  const row = await db
    .selectFrom('ledger_heads')
    .select(['seq', 'hash'])
    .where('org_id', '=', orgId)
    .where('log', '=', log)
    .executeTakeFirst();
  return row ?? { seq: 0, hash: GENESIS_HASH };
}
