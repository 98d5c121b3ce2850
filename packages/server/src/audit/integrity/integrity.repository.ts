import { type Kysely, sql } from 'kysely';
import type { AuditCheckpointsTable, DB } from '../../db/schema.js';

export type CheckpointRow = AuditCheckpointsTable;

const num = <T extends { seq: number | string }>(r: T) => ({ ...r, seq: Number(r.seq) });

export async function insertCheckpoint(db: Kysely<DB>, row: CheckpointRow): Promise<void> {
  await db
    .insertInto('audit_checkpoints')
    .values(row)
    .onConflict((oc) => oc.columns(['org_id', 'log', 'seq']).doNothing())
    .execute();
}

/** Audit chain heads that moved past their latest checkpoint. */
export async function headsPastCheckpoint(
  db: Kysely<DB>,
): Promise<Array<{ org_id: string; seq: number; hash: string; checkpointed: number }>> {
  const rows = await db
    .selectFrom('ledger_heads as h')
    .select([
      'h.org_id',
      'h.seq',
      'h.hash',
      sql<number>`coalesce((select max(c.seq) from audit_checkpoints c where c.org_id = h.org_id and c.log = 'audit'), 0)`.as(
        'checkpointed',
      ),
    ])
    .where('h.log', '=', 'audit')
    .execute();
  return rows
    .map((r) => ({ ...r, seq: Number(r.seq), checkpointed: Number(r.checkpointed) }))
    .filter((r) => r.seq > r.checkpointed);
}

export async function listCheckpoints(
  db: Kysely<DB>,
  orgId: string,
  page: { afterSeq?: number; limit: number; order: 'asc' | 'desc' },
): Promise<CheckpointRow[]> {
  let q = db.selectFrom('audit_checkpoints').selectAll().where('org_id', '=', orgId).where('log', '=', 'audit');
  if (page.afterSeq !== undefined) q = q.where('seq', page.order === 'asc' ? '>' : '<', page.afterSeq);
  return (await q.orderBy('seq', page.order).limit(page.limit).execute()).map(num);
}

/** Checkpoints with `fromSeq ≤ seq ≤ toSeq`, in order. */
export async function checkpointsBetween(
  db: Kysely<DB>,
  orgId: string,
  fromSeq: number,
  toSeq: number,
): Promise<CheckpointRow[]> {
  const rows = await db
    .selectFrom('audit_checkpoints')
    .selectAll()
    .where('org_id', '=', orgId)
    .where('log', '=', 'audit')
    .where('seq', '>=', fromSeq)
    .where('seq', '<=', toSeq)
    .orderBy('seq')
    .execute();
  return rows.map(num);
}

/** The last checkpoint before `seq`: a signed hash a walk can start from. */
export async function checkpointBefore(db: Kysely<DB>, orgId: string, seq: number): Promise<CheckpointRow | undefined> {
  const row = await db
    .selectFrom('audit_checkpoints')
    .selectAll()
    .where('org_id', '=', orgId)
    .where('log', '=', 'audit')
    .where('seq', '<', seq)
    .orderBy('seq', 'desc')
    .limit(1)
    .executeTakeFirst();
  return row && num(row);
}

/** The first checkpoint at or after `seq`: where a walk must end to be anchored. */
export async function checkpointFrom(db: Kysely<DB>, orgId: string, seq: number): Promise<CheckpointRow | undefined> {
  const row = await db
    .selectFrom('audit_checkpoints')
    .selectAll()
    .where('org_id', '=', orgId)
    .where('log', '=', 'audit')
    .where('seq', '>=', seq)
    .orderBy('seq')
    .limit(1)
    .executeTakeFirst();
  return row && num(row);
}

/** First and last seq of entries whose timestamp lies in [from, to) (either bound optional). */
export async function seqBounds(
  db: Kysely<DB>,
  orgId: string,
  range: { from?: number; to?: number },
): Promise<{ first: number; last: number } | null> {
  let q = db
    .selectFrom('ledger_entries')
    .select([sql<string | number | null>`min(seq)`.as('first'), sql<string | number | null>`max(seq)`.as('last')])
    .where('org_id', '=', orgId)
    // A literal, so the partial (ts, seq) audit index can serve the range (010).
    .where(sql<boolean>`log = 'audit'`);
  if (range.from !== undefined) q = q.where('ts', '>=', range.from);
  if (range.to !== undefined) q = q.where('ts', '<', range.to);
  const row = await q.executeTakeFirst();
  if (!row || row.first === null || row.last === null) return null;
  return { first: Number(row.first), last: Number(row.last) };
}

/** Entries with `fromSeq ≤ seq ≤ toSeq` in seq order, one page. */
/**
 * Entries with `fromSeq ≤ seq ≤ toSeq` in seq order, one page, as the driver returns them: seq and
 * ts may be strings on PostgreSQL (bigint), and the verifier converts them where it reads them,
 * rather than copying a million rows here.
 */
export function chainPage(db: Kysely<DB>, orgId: string, fromSeq: number, toSeq: number, limit: number) {
  return db
    .selectFrom('ledger_entries')
    .select([
      'seq',
      'id',
      'body',
      'prev_hash',
      'hash',
      'ts',
      'kind',
      'subject',
      'resource_type',
      'resource_id',
      'project',
    ])
    .where('org_id', '=', orgId)
    .where('log', '=', 'audit')
    .where('seq', '>=', fromSeq)
    .where('seq', '<=', toSeq)
    .orderBy('seq')
    .limit(limit)
    .execute();
}

export async function publicKeyPems(db: Kysely<DB>): Promise<Map<string, string>> {
  const rows = await db.selectFrom('signing_keys').select(['kid', 'public_key_pem']).execute();
  return new Map(rows.map((r) => [r.kid, r.public_key_pem]));
}
