import type { Engine } from '../../db/dialect.js';
import type { Executor } from '../../db/tx.js';
import { GENESIS_HASH, type StoredEntry } from './chain.js';

export type LogName = 'audit' | 'evidence';

/**
 * Reads and locks an org's chain head inside the caller's transaction. On PostgreSQL the row lock
 * gives every writer, in every instance, one chain order; SQLite already has a single writer.
 */
export async function lockHead(
  db: Executor,
  engine: Engine,
  orgId: string,
  log: LogName,
): Promise<{ seq: number; hash: string }> {
  const select = () => {
    const q = db.selectFrom('ledger_heads').select(['seq', 'hash']).where('org_id', '=', orgId).where('log', '=', log);
    return (engine === 'postgres' ? q.forUpdate() : q).executeTakeFirst();
  };
  let head = await select();
  if (!head) {
    await db
      .insertInto('ledger_heads')
      .values({ org_id: orgId, log, seq: 0, hash: GENESIS_HASH })
      .onConflict((oc) => oc.columns(['org_id', 'log']).doNothing())
      .execute();
    head = await select();
  }
  return head!;
}

export async function insertEntries(
  db: Executor,
  orgId: string,
  log: LogName,
  rows: Array<
    StoredEntry & {
      created_at: number;
      kind: string | null;
      subject: string | null;
      session: string | null;
      ts: number | null;
      resource_type: string | null;
      resource_id: string | null;
      project: string | null;
    }
  >,
): Promise<void> {
  // Chunked so a large group commit stays under PostgreSQL's bind-parameter limit.
  for (let i = 0; i < rows.length; i += 500) {
    await db
      .insertInto('ledger_entries')
      .values(rows.slice(i, i + 500).map((r) => ({ org_id: orgId, log, ...r })))
      .execute();
  }
}

export async function setHead(db: Executor, orgId: string, log: LogName, seq: number, hash: string): Promise<void> {
  await db.updateTable('ledger_heads').set({ seq, hash }).where('org_id', '=', orgId).where('log', '=', log).execute();
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
