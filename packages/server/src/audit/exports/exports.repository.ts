import { type ExpressionBuilder, type Kysely, sql } from 'kysely';
import type { Engine } from '../../db/dialect.js';
import type { AuditExportsTable, DB } from '../../db/schema.js';
import type { Executor } from '../../db/tx.js';

export type ExportRow = AuditExportsTable;

export async function insertExport(db: Executor, row: ExportRow): Promise<void> {
  await db.insertInto('audit_exports').values(row).execute();
}

/** A live export; on PostgreSQL, `lockOn` holds it for the caller's transaction (a change reads then writes). */
export async function findExport(
  db: Executor,
  orgId: string,
  id: string,
  lockOn?: Engine,
): Promise<ExportRow | undefined> {
  const q = db
    .selectFrom('audit_exports')
    .selectAll()
    .where('org_id', '=', orgId)
    .where('id', '=', id)
    .where('deleted_at', 'is', null);
  return (lockOn === 'postgres' ? q.forUpdate() : q).executeTakeFirst();
}

export const liveExportsQuery = (db: Executor, orgId: string) =>
  db.selectFrom('audit_exports').selectAll().where('org_id', '=', orgId).where('deleted_at', 'is', null);

export async function countLiveExports(db: Executor, orgId: string): Promise<number> {
  const row = await db
    .selectFrom('audit_exports')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('org_id', '=', orgId)
    .where('deleted_at', 'is', null)
    .executeTakeFirst();
  return Number(row?.n ?? 0);
}

export type ExportSettings = Pick<
  ExportRow,
  'name' | 'config' | 'secrets_enc' | 'event_types' | 'projects' | 'updated_at'
> &
  Partial<Pick<ExportRow, 'status' | 'paused_by'>>;

/** Changes a live export's settings (and pauses it by hand); true when it was still there. */
export async function updateExport(db: Executor, orgId: string, id: string, patch: ExportSettings): Promise<boolean> {
  const res = await db
    .updateTable('audit_exports')
    .set(patch)
    .where('org_id', '=', orgId)
    .where('id', '=', id)
    .where('deleted_at', 'is', null)
    .executeTakeFirst();
  return Number(res.numUpdatedRows) === 1;
}

/**
 * An export that is failing, paused by an error or backing off, and that no sender holds, becomes
 * due now; a paused one as failing, until a delivery succeeds. One held keeps its lease (its
 * sender stops at its next write), one waiting for entries its schedule, and a pause someone
 * chose holds.
 */
export async function retryNow(db: Executor, id: string, now: number): Promise<void> {
  await db
    .updateTable('audit_exports')
    .set({ status: sql<string>`case when status = 'paused' then 'failing' else status end`, next_attempt_at: now })
    .where('id', '=', id)
    .where((eb) => eb.or([eb('status', 'in', ['failing', 'paused']), eb('attempts', '>', 0)]))
    .where('paused_by', 'is', null)
    .where('lease_id', 'is', null)
    .where('deleted_at', 'is', null)
    .execute();
}

/**
 * Sends again from where it stopped: as failing while its last attempt had failed, and due now
 * unless a sender still holds it (its lease is the due time then; that sender's next write
 * succeeds again and it carries on, so no second sender can claim it meanwhile).
 */
export async function resumeExport(db: Executor, id: string, now: number): Promise<void> {
  await db
    .updateTable('audit_exports')
    .set({
      status: sql<string>`case when attempts > 0 then 'failing' else 'active' end`,
      paused_by: null,
      next_attempt_at: sql<number>`case when lease_id is null then ${now} else next_attempt_at end`,
      updated_at: now,
    })
    .where('id', '=', id)
    .where('status', '=', 'paused')
    .where('deleted_at', 'is', null)
    .execute();
}

/** Soft delete; true when this call deleted it (a concurrent delete loses). */
export async function softDeleteExport(db: Executor, orgId: string, id: string, at: number): Promise<boolean> {
  const res = await db
    .updateTable('audit_exports')
    .set({ deleted_at: at, updated_at: at })
    .where('org_id', '=', orgId)
    .where('id', '=', id)
    .where('deleted_at', 'is', null)
    .executeTakeFirst();
  return Number(res.numUpdatedRows) === 1;
}

// --- worker queries: they run outside any org scope, by design (a system job over every org) ---

const SENDING = ['active', 'failing'];

/** Exports whose next attempt is due, including those whose sender's lease ran out. */
export async function dueExportIds(db: Kysely<DB>, now: number, limit: number): Promise<string[]> {
  const rows = await db
    .selectFrom('audit_exports')
    .select('id')
    .where('next_attempt_at', '<=', now)
    .where('status', 'in', SENDING)
    .where('deleted_at', 'is', null)
    .orderBy('next_attempt_at')
    .limit(limit)
    .execute();
  return rows.map((r) => r.id);
}

/**
 * New entries were appended for these orgs: their exports that are only waiting (idle, or for a
 * batch interval) are due now. Exports in backoff (attempts > 0) or held by a sender keep their time.
 */
export async function wakeExports(db: Kysely<DB>, orgIds: string[], now: number): Promise<void> {
  await db
    .updateTable('audit_exports')
    .set({ next_attempt_at: now })
    .where('org_id', 'in', orgIds)
    .where('status', '=', 'active')
    .where('attempts', '=', 0)
    .where('lease_id', 'is', null)
    .where('deleted_at', 'is', null)
    .where('next_attempt_at', '>', now)
    .execute();
}

/**
 * Takes a due export for `leaseMs`. The WHERE re-checks due-ness, so of two instances racing for
 * one export exactly one updates it (PostgreSQL re-evaluates the predicate after the row lock;
 * SQLite serialises writers). Returns the row as claimed, or undefined.
 */
export async function claimExport(
  db: Kysely<DB>,
  id: string,
  now: number,
  leaseMs: number,
  leaseId: string,
): Promise<ExportRow | undefined> {
  const res = await db
    .updateTable('audit_exports')
    .set({ lease_id: leaseId, next_attempt_at: now + leaseMs })
    .where('id', '=', id)
    .where('next_attempt_at', '<=', now)
    .where('status', 'in', SENDING)
    .where('deleted_at', 'is', null)
    .executeTakeFirst();
  if (Number(res.numUpdatedRows) !== 1) return undefined;
  const row = await db.selectFrom('audit_exports').selectAll().where('id', '=', id).executeTakeFirst();
  return row && { ...row, cursor_seq: Number(row.cursor_seq), delivered_count: Number(row.delivered_count) };
}

export type ExportChange = Partial<
  Pick<
    ExportRow,
    | 'cursor_seq'
    | 'status'
    | 'attempts'
    | 'last_error'
    | 'last_error_at'
    | 'last_attempt_at'
    | 'last_delivered_at'
    | 'next_attempt_at'
    | 'lease_id'
    | 'updated_at'
  >
> & { delivered?: number };

/** What a sender delivers by: a change to any of them (PATCH) ends the claim that read them. */
export type DeliverySettings = Pick<ExportRow, 'config' | 'secrets_enc' | 'event_types' | 'projects'>;

/** The row a sender's claim still covers: its lease, not deleted or paused, the settings it claimed. */
const claimedBy =
  (id: string, leaseId: string, claimed: DeliverySettings) => (eb: ExpressionBuilder<DB, 'audit_exports'>) =>
    eb.and([
      eb('id', '=', id),
      eb('lease_id', '=', leaseId),
      eb('deleted_at', 'is', null),
      eb('status', 'in', SENDING),
      eb('config', '=', claimed.config),
      eb('secrets_enc', '=', claimed.secrets_enc),
      eb('event_types', '=', claimed.event_types),
      eb('projects', claimed.projects === null ? 'is' : '=', claimed.projects),
    ]);

/**
 * Writes a sender's bookkeeping, only while it still holds the lease, the export is not deleted
 * or paused by hand, and its settings are the ones the sender claimed it with. False when the
 * lease was lost (expired and taken), the export deleted or paused, or its settings changed: stop
 * sending.
 */
export async function settleExport(
  db: Kysely<DB>,
  id: string,
  leaseId: string,
  claimed: DeliverySettings,
  change: ExportChange,
): Promise<boolean> {
  const { delivered, ...columns } = change;
  const update = db.updateTable('audit_exports').set((eb) => ({
    ...columns,
    ...(delivered ? { delivered_count: eb('delivered_count', '+', delivered) } : {}),
  }));
  const res = await update.where(claimedBy(id, leaseId, claimed)).executeTakeFirst();
  return Number(res.numUpdatedRows) === 1;
}

/**
 * Whether a claim still holds, checked after a batch is read and before it is sent: a delete (or
 * change) that committed while the sender read must not see entries read after it go out, its own
 * `audit_export.deleted` among them. A delete after this check meets a batch read before it.
 */
export async function claimHolds(
  db: Kysely<DB>,
  id: string,
  leaseId: string,
  claimed: DeliverySettings,
): Promise<boolean> {
  const row = await db
    .selectFrom('audit_exports')
    .select('id')
    .where(claimedBy(id, leaseId, claimed))
    .executeTakeFirst();
  return row !== undefined;
}

/**
 * Gives back a claim whose export changed under it, due now, with the cursor where the sender last
 * settled it: what it read by the old settings is read again by the new. A lost lease matches nothing.
 */
export async function releaseExport(db: Kysely<DB>, id: string, leaseId: string, now: number): Promise<void> {
  await db
    .updateTable('audit_exports')
    .set({ lease_id: null, next_attempt_at: now })
    .where('id', '=', id)
    .where('lease_id', '=', leaseId)
    .where('deleted_at', 'is', null)
    .execute();
}

/**
 * Exports an error paused get another chance when a process starts: the fixes (the flag, the
 * secret key) need a restart. A pause someone chose holds.
 */
export async function resumePausedExports(db: Kysely<DB>, now: number): Promise<void> {
  await db
    .updateTable('audit_exports')
    .set({ status: 'failing', next_attempt_at: now, lease_id: null, updated_at: now })
    .where('status', '=', 'paused')
    .where('paused_by', 'is', null)
    .where('deleted_at', 'is', null)
    .execute();
}
