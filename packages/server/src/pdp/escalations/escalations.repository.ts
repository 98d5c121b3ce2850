import { sql } from 'kysely';
import type { EscalationsTable } from '../../db/schema.js';
import type { Executor } from '../../db/tx.js';

export type EscalationRow = EscalationsTable;
/** A row with its agent's current name (null once the agent was deleted). */
export type EscalationView = EscalationRow & { agent_name: string | null };

export function findEscalationRow(db: Executor, orgId: string, id: string): Promise<EscalationRow | undefined> {
  return db.selectFrom('escalations').selectAll().where('org_id', '=', orgId).where('id', '=', id).executeTakeFirst();
}

const withAgent = (db: Executor, orgId: string) =>
  db
    .selectFrom('escalations as e')
    .leftJoin('agents as a', (j) => j.onRef('a.id', '=', 'e.agent_id').onRef('a.org_id', '=', 'e.org_id'))
    .selectAll('e')
    .select('a.name as agent_name')
    .where('e.org_id', '=', orgId);

export function findEscalationView(db: Executor, orgId: string, id: string): Promise<EscalationView | undefined> {
  return withAgent(db, orgId).where('e.id', '=', id).executeTakeFirst();
}

/** `%text%` for LIKE with `\` as the escape character, so `%` and `_` in a search match themselves. */
const containing = (text: string) => `%${text.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

export async function insertEscalationRow(db: Executor, row: EscalationRow): Promise<void> {
  await db.insertInto('escalations').values(row).execute();
}

/**
 * Pending escalations past `expires_at` read as expired; the stored status is only ever resolved once.
 * `text` searches the agent's name, the tool, the reason and the rule, case-insensitively (lower()
 * on both sides: PostgreSQL's LIKE is case-sensitive, SQLite's only for ASCII).
 */
export function listEscalationRows(
  db: Executor,
  orgId: string,
  q: {
    status?: string | undefined;
    agentId?: string | undefined;
    text?: string | undefined;
    beforeId?: string | undefined;
  },
  now: number,
  limit: number,
): Promise<EscalationView[]> {
  let qb = withAgent(db, orgId);
  if (q.agentId !== undefined) qb = qb.where('e.agent_id', '=', q.agentId);
  if (q.status === 'pending') qb = qb.where('e.status', '=', 'pending').where('e.expires_at', '>', now);
  else if (q.status === 'expired') qb = qb.where('e.status', '=', 'pending').where('e.expires_at', '<=', now);
  else if (q.status !== undefined) qb = qb.where('e.status', '=', q.status);
  if (q.text !== undefined) {
    const like = containing(q.text);
    const match = (col: string) => sql<boolean>`lower(${sql.ref(col)}) like ${like} escape '\\'`;
    qb = qb.where((eb) => eb.or([match('a.name'), match('e.tool'), match('e.reason'), match('e.rule')]));
  }
  if (q.beforeId !== undefined) qb = qb.where('e.id', '<', q.beforeId);
  return qb.orderBy('e.id', 'desc').limit(limit).execute();
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

// --- announcements (ADR 0046): each runs as a conditional UPDATE, so of any number of instances
// and retries exactly one writes the audit entry of a lifecycle event ---

/** Marks the creation announced; false when someone else did. */
export async function markAnnounced(db: Executor, orgId: string, id: string, at: number): Promise<boolean> {
  const r = await db
    .updateTable('escalations')
    .set({ announced_at: at })
    .where('org_id', '=', orgId)
    .where('id', '=', id)
    .where('announced_at', 'is', null)
    .executeTakeFirst();
  return Number(r.numUpdatedRows) === 1;
}

/** Marks a still-pending, past-due escalation's expiry announced; false when it was, or it was resolved. */
export async function markExpiryAnnounced(db: Executor, orgId: string, id: string, at: number): Promise<boolean> {
  const r = await db
    .updateTable('escalations')
    .set({ expiry_announced_at: at })
    .where('org_id', '=', orgId)
    .where('id', '=', id)
    .where('status', '=', 'pending')
    .where('expires_at', '<=', at)
    .where('expiry_announced_at', 'is', null)
    .executeTakeFirst();
  return Number(r.numUpdatedRows) === 1;
}

// System sweeps, over every org by design.

/** Escalations whose creation nobody announced (the process that decided died first). */
export function unannouncedRows(db: Executor, before: number, limit: number): Promise<EscalationRow[]> {
  return db
    .selectFrom('escalations')
    .selectAll()
    .where('announced_at', 'is', null)
    .where('created_at', '<=', before)
    .orderBy('created_at')
    .limit(limit)
    .execute();
}

/** Pending escalations past their expiry whose expiry is not announced yet. */
export function expiredUnannouncedRows(db: Executor, now: number, limit: number): Promise<EscalationRow[]> {
  return db
    .selectFrom('escalations')
    .selectAll()
    .where('status', '=', 'pending')
    .where('expiry_announced_at', 'is', null)
    .where('expires_at', '<=', now)
    .orderBy('expires_at')
    .limit(limit)
    .execute();
}
