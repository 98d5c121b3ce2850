import { type Kysely, sql } from 'kysely';
import type { DB } from '../../db/schema.js';

/** A stored audit entry: the canonical body and its place in the chain. */
export interface AuditRow {
  seq: number;
  id: string;
  body: string;
  prev_hash: string;
  hash: string;
}

export interface AuditFilter {
  eventTypes?: string[];
  actorId?: string;
  resourceType?: string;
  resourceId?: string;
  project?: string;
  /** Inclusive lower bound on the entry's timestamp (ms). */
  from?: number;
  /** Exclusive upper bound on the entry's timestamp (ms). */
  to?: number;
}

const COLUMNS = ['seq', 'id', 'body', 'prev_hash', 'hash'] as const;

// A literal, not a bound parameter: only then can the planners use the partial audit indexes (010).
const AUDIT_ROWS = sql<boolean>`log = 'audit'`;

function filtered(db: Kysely<DB>, orgId: string, f: AuditFilter) {
  let q = db.selectFrom('ledger_entries').where('org_id', '=', orgId).where(AUDIT_ROWS);
  if (f.eventTypes?.length) q = q.where('kind', 'in', f.eventTypes);
  if (f.actorId !== undefined) q = q.where('subject', '=', f.actorId);
  if (f.resourceType !== undefined) {
    // With an id as well, the id's index is far more selective: keep the planner off the type's.
    q =
      f.resourceId !== undefined
        ? q.where(sql<boolean>`coalesce(resource_type, '') = ${f.resourceType}`)
        : q.where('resource_type', '=', f.resourceType);
  }
  if (f.resourceId !== undefined) q = q.where('resource_id', '=', f.resourceId);
  if (f.project !== undefined) q = q.where('project', '=', f.project);
  if (f.from !== undefined) q = q.where('ts', '>=', f.from);
  if (f.to !== undefined) q = q.where('ts', '<', f.to);
  return q;
}

/** One page in chain order (`asc`) or newest first (`desc`), strictly past `afterSeq`. */
export async function findAuditPage(
  db: Kysely<DB>,
  orgId: string,
  f: AuditFilter,
  page: { order: 'asc' | 'desc'; afterSeq?: number; limit: number },
): Promise<AuditRow[]> {
  let q = filtered(db, orgId, f).select(COLUMNS);
  if (page.afterSeq !== undefined) q = q.where('seq', page.order === 'asc' ? '>' : '<', page.afterSeq);
  const rows = await q.orderBy('seq', page.order).limit(page.limit).execute();
  return rows.map((r) => ({ ...r, seq: Number(r.seq) }));
}

/** Where a listing resumes: the (timestamp, seq) of the cursor's entry. */
export interface ListCursor {
  ts: number;
  seq: number;
}

/**
 * A page of the API's listing: newest first by (timestamp, seq), or oldest first with `asc`.
 * Ordering by time first lets every filter index (filter, ts, seq) serve the range and the order.
 */
export async function findAuditListPage(
  db: Kysely<DB>,
  orgId: string,
  f: AuditFilter,
  page: { order: 'asc' | 'desc'; after?: ListCursor; limit: number },
): Promise<AuditRow[]> {
  let q = filtered(db, orgId, f).select(COLUMNS);
  if (page.after) {
    const { ts, seq } = page.after;
    q = q.where(
      page.order === 'asc' ? sql<boolean>`(ts, seq) > (${ts}, ${seq})` : sql<boolean>`(ts, seq) < (${ts}, ${seq})`,
    );
  }
  const rows = await q.orderBy('ts', page.order).orderBy('seq', page.order).limit(page.limit).execute();
  return rows.map((r) => ({ ...r, seq: Number(r.seq) }));
}

export async function listCursorOf(db: Kysely<DB>, orgId: string, id: string): Promise<ListCursor | undefined> {
  const row = await db
    .selectFrom('ledger_entries')
    .select(['ts', 'seq'])
    .where('id', '=', id)
    .where('org_id', '=', orgId)
    .where(AUDIT_ROWS)
    .executeTakeFirst();
  return row && row.ts !== null ? { ts: Number(row.ts), seq: Number(row.seq) } : undefined;
}

export async function findAuditEntry(db: Kysely<DB>, orgId: string, id: string): Promise<AuditRow | undefined> {
  const row = await db
    .selectFrom('ledger_entries')
    .select(COLUMNS)
    .where('id', '=', id)
    .where('org_id', '=', orgId)
    .where(AUDIT_ROWS)
    .executeTakeFirst();
  return row && { ...row, seq: Number(row.seq) };
}

/** The chain position of an entry id of this org's audit log (cursors). */
export async function seqOfAuditEntry(db: Kysely<DB>, orgId: string, id: string): Promise<number | undefined> {
  const row = await db
    .selectFrom('ledger_entries')
    .select('seq')
    .where('id', '=', id)
    .where('org_id', '=', orgId)
    .where('log', '=', 'audit')
    .executeTakeFirst();
  return row ? Number(row.seq) : undefined;
}
