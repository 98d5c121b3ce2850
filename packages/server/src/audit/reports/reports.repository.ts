import { sql } from 'kysely';
import type { AuditReportsTable } from '../../db/schema.js';
import type { Executor } from '../../db/tx.js';
import { oldestClaimable, renewHeldLease } from '../../platform/jobs/leased-rows.js';

export type ReportRow = AuditReportsTable;

const OPEN = ['pending', 'processing'];

export async function insertReport(db: Executor, row: ReportRow): Promise<void> {
  await db.insertInto('audit_reports').values(row).execute();
}

export async function findReport(db: Executor, orgId: string, id: string): Promise<ReportRow | undefined> {
  return db.selectFrom('audit_reports').selectAll().where('org_id', '=', orgId).where('id', '=', id).executeTakeFirst();
}

export const reportsOf = (db: Executor, orgId: string) =>
  db.selectFrom('audit_reports').selectAll().where('org_id', '=', orgId);

/**
 * Takes the oldest open report whose lease is free (never taken, given back, or run out) and
 * bumps its attempt: the claimant writes its file under that attempt number.
 */
export async function claimReport(db: Executor, owner: string, now: number, leaseMs: number) {
  const id = await oldestClaimable(db, 'audit_reports', OPEN, now);
  if (id === undefined) return undefined;
  // The same conditions again: of two instances racing for it, one update matches.
  return db
    .updateTable('audit_reports')
    .set({
      status: 'processing',
      lease_owner: owner,
      lease_until: now + leaseMs,
      attempt: sql<number>`attempt + 1`,
    })
    .where('id', '=', id)
    .where('status', 'in', OPEN)
    .where((eb) => eb.or([eb('lease_until', 'is', null), eb('lease_until', '<', now)]))
    .returningAll()
    .executeTakeFirst();
}

/** Extends a lease still held; false once another process took the report over. */
export function renewLease(db: Executor, id: string, owner: string, until: number): Promise<boolean> {
  return renewHeldLease(db, 'audit_reports', id, owner, 'processing', until);
}

/** Gives a lease back; `retryAt` keeps the report from being claimed again before then. */
export async function releaseReport(db: Executor, id: string, owner: string, retryAt: number | null): Promise<void> {
  await db
    .updateTable('audit_reports')
    .set({ lease_owner: null, lease_until: retryAt })
    .where('id', '=', id)
    .where('lease_owner', '=', owner)
    .execute();
}

export async function releaseLeases(db: Executor, owner: string): Promise<void> {
  await db
    .updateTable('audit_reports')
    .set({ lease_owner: null, lease_until: null })
    .where('lease_owner', '=', owner)
    .where('status', 'in', OPEN)
    .execute();
}

/** Ends a generation this owner still holds; false when it lost the lease meanwhile. */
export async function concludeReport(
  db: Executor,
  row: Pick<ReportRow, 'id' | 'attempt'>,
  owner: string,
  patch: Partial<
    Pick<
      ReportRow,
      'status' | 'event_count' | 'page_count' | 'byte_size' | 'verification' | 'error' | 'completed_at' | 'expires_at'
    >
  >,
): Promise<boolean> {
  const r = await db
    .updateTable('audit_reports')
    .set({ ...patch, lease_owner: null, lease_until: null })
    .where('id', '=', row.id)
    .where('attempt', '=', row.attempt)
    .where('lease_owner', '=', owner)
    .where('status', '=', 'processing')
    .executeTakeFirst();
  return Number(r.numUpdatedRows) === 1;
}

export async function insertChunk(db: Executor, reportId: string, attempt: number, n: number, data: Buffer) {
  await db
    .insertInto('audit_report_chunks')
    .values({ report_id: reportId, attempt, n, data: data.toString('base64') })
    .execute();
}

export async function readChunk(db: Executor, reportId: string, attempt: number, n: number) {
  const row = await db
    .selectFrom('audit_report_chunks')
    .select('data')
    .where('report_id', '=', reportId)
    .where('attempt', '=', attempt)
    .where('n', '=', n)
    .executeTakeFirst();
  return row ? Buffer.from(row.data, 'base64') : undefined;
}

/** Deletes the report's chunks: all, all but the attempt that made the file, or one attempt's. */
export async function deleteChunks(
  db: Executor,
  reportId: string,
  which: { keep?: number; only?: number } = {},
): Promise<void> {
  let q = db.deleteFrom('audit_report_chunks').where('report_id', '=', reportId);
  if (which.keep !== undefined) q = q.where('attempt', '!=', which.keep);
  if (which.only !== undefined) q = q.where('attempt', '=', which.only);
  await q.execute();
}

/** Reports whose download window closed and whose file is still stored. */
export async function expiredUnpurged(db: Executor, now: number, limit: number): Promise<string[]> {
  const rows = await db
    .selectFrom('audit_reports')
    .select('id')
    .where('purged_at', 'is', null)
    .where('expires_at', '<', now)
    .where('status', 'in', ['completed', 'failed'])
    .limit(limit)
    .execute();
  return rows.map((r) => r.id);
}

export async function markPurged(db: Executor, id: string, now: number): Promise<void> {
  await db.updateTable('audit_reports').set({ purged_at: now }).where('id', '=', id).execute();
}

// ---- Reads of the audit chain that the log reader does not offer -------------------------

/** The org's audit chain head (0 when empty): reports read up to it, so all passes agree. */
export async function auditHeadSeq(db: Executor, orgId: string): Promise<number> {
  const row = await db
    .selectFrom('ledger_entries')
    .select(sql<number>`max(seq)`.as('seq'))
    .where('org_id', '=', orgId)
    .where('log', '=', 'audit')
    .executeTakeFirst();
  return Number(row?.seq ?? 0);
}

export async function orgName(db: Executor, orgId: string): Promise<string> {
  const row = await db.selectFrom('orgs').select('name').where('id', '=', orgId).executeTakeFirst();
  return row?.name ?? orgId;
}

/** "name (id)" of whoever asked for the report: an API key's name or a user's email. */
export async function requesterLabel(db: Executor, orgId: string, actorId: string): Promise<string> {
  if (actorId.startsWith('key_')) {
    const key = await db
      .selectFrom('api_keys')
      .select('name')
      .where('org_id', '=', orgId)
      .where('id', '=', actorId)
      .executeTakeFirst();
    if (key) return `API key "${key.name}" (${actorId})`;
  }
  if (actorId.startsWith('usr_')) {
    const user = await db
      .selectFrom('users')
      .select('email')
      .where('org_id', '=', orgId)
      .where('id', '=', actorId)
      .executeTakeFirst();
    if (user) return `${user.email} (${actorId})`;
  }
  return actorId;
}
