import type { EscalationsTable } from '../../db/schema.js';
import type { Executor } from '../../db/tx.js';

export type EscalationRow = EscalationsTable;

export function findEscalationRow(db: Executor, orgId: string, id: string): Promise<EscalationRow | undefined> {
  return db.selectFrom('escalations').selectAll().where('org_id', '=', orgId).where('id', '=', id).executeTakeFirst();
}

export async function insertEscalationRow(db: Executor, row: EscalationRow): Promise<void> {
  await db.insertInto('escalations').values(row).execute();
}

/** Pending escalations past `expires_at` read as expired; the stored status is only ever resolved once. */
export function listEscalationRows(
  db: Executor,
  orgId: string,
  q: { status?: string | undefined; agentId?: string | undefined; beforeId?: string | undefined },
  now: number,
  limit: number,
): Promise<EscalationRow[]> {
  let qb = db.selectFrom('escalations').selectAll().where('org_id', '=', orgId);
  if (q.agentId !== undefined) qb = qb.where('agent_id', '=', q.agentId);
  if (q.status === 'pending') qb = qb.where('status', '=', 'pending').where('expires_at', '>', now);
  else if (q.status === 'expired') qb = qb.where('status', '=', 'pending').where('expires_at', '<=', now);
  else if (q.status !== undefined) qb = qb.where('status', '=', q.status);
  if (q.beforeId !== undefined) qb = qb.where('id', '<', q.beforeId);
  return qb.orderBy('id', 'desc').limit(limit).execute();
}

/** Resolves a pending, unexpired escalation; false when someone else resolved it first or it expired. */
export async function resolveEscalationRow(
  db: Executor,
  orgId: string,
  id: string,
  patch: { status: 'approved' | 'denied'; resolved_at: number; resolved_by: string; note: string | null },
): Promise<boolean> {
  const r = await db
    .updateTable('escalations')
    .set(patch)
    .where('org_id', '=', orgId)
    .where('id', '=', id)
    .where('status', '=', 'pending')
    .where('expires_at', '>', patch.resolved_at)
    .executeTakeFirst();
  return Number(r.numUpdatedRows) === 1;
}

/**
 * Claims an approval for the one retry it allows, before that retry is decided: a single UPDATE,
 * so of concurrent retries exactly one sees a row updated. False when another retry claimed it.
 */
export async function claimEscalationRow(db: Executor, orgId: string, id: string, at: number): Promise<boolean> {
  const r = await db
    .updateTable('escalations')
    .set({ used_at: at })
    .where('org_id', '=', orgId)
    .where('id', '=', id)
    .where('status', '=', 'approved')
    .where('used_at', 'is', null)
    .executeTakeFirst();
  return Number(r.numUpdatedRows) === 1;
}

/** Gives a claim back (its decision could not be written); only the claim made at `at`. */
export async function releaseEscalationRow(db: Executor, orgId: string, id: string, at: number): Promise<void> {
  await db
    .updateTable('escalations')
    .set({ used_at: null })
    .where('org_id', '=', orgId)
    .where('id', '=', id)
    .where('used_at', '=', at)
    .execute();
}
