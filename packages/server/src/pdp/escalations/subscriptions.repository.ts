import type { Kysely } from 'kysely';
import type { DB, EscalationDeliveriesTable, EscalationSubscriptionsTable } from '../../db/schema.js';
import type { Executor } from '../../db/tx.js';
import { claimDue, type DeliveryChange, dueDeliveryIds, settleAttempt } from '../../platform/jobs/delivery-queue.js';

export type SubscriptionRow = EscalationSubscriptionsTable;
export type EscalationDeliveryRow = EscalationDeliveriesTable;

export const ESCALATION_EVENT_TYPES = ['escalation.created', 'escalation.resolved', 'escalation.expired'];

export async function insertSubscription(db: Executor, row: SubscriptionRow): Promise<void> {
  await db.insertInto('escalation_subscriptions').values(row).execute();
}

export function activeSubscriptions(db: Executor, orgId: string): Promise<SubscriptionRow[]> {
  return db
    .selectFrom('escalation_subscriptions')
    .selectAll()
    .where('org_id', '=', orgId)
    .where('deleted_at', 'is', null)
    .orderBy('id', 'desc')
    .execute();
}

export function findSubscription(db: Executor, orgId: string, id: string): Promise<SubscriptionRow | undefined> {
  return db
    .selectFrom('escalation_subscriptions')
    .selectAll()
    .where('org_id', '=', orgId)
    .where('id', '=', id)
    .where('deleted_at', 'is', null)
    .executeTakeFirst();
}

/** Soft delete; true when this call deleted it. Its queued deliveries are cancelled by the worker. */
export async function softDeleteSubscription(db: Executor, orgId: string, id: string, at: number): Promise<boolean> {
  const r = await db
    .updateTable('escalation_subscriptions')
    .set({ deleted_at: at })
    .where('org_id', '=', orgId)
    .where('id', '=', id)
    .where('deleted_at', 'is', null)
    .executeTakeFirst();
  return Number(r.numUpdatedRows) === 1;
}

/** The org's audit head: a new subscription hears of events after it, not of the past. */
export async function auditHeadSeq(db: Executor, orgId: string): Promise<number> {
  const row = await db
    .selectFrom('ledger_heads')
    .select('seq')
    .where('org_id', '=', orgId)
    .where('log', '=', 'audit')
    .executeTakeFirst();
  return Number(row?.seq ?? 0);
}

// --- the delivery worker's queries: a system job over every org, by design ---

export function allActiveSubscriptions(db: Kysely<DB>): Promise<SubscriptionRow[]> {
  return db.selectFrom('escalation_subscriptions').selectAll().where('deleted_at', 'is', null).execute();
}

/** The org's escalation audit entries after `afterSeq`, in chain order (seq order is commit order). */
export async function escalationEntriesAfter(
  db: Executor,
  orgId: string,
  afterSeq: number,
  toSeq: number,
  limit: number,
): Promise<Array<{ seq: number; body: string }>> {
  const rows = await db
    .selectFrom('ledger_entries')
    .select(['seq', 'body'])
    .where('org_id', '=', orgId)
    .where('log', '=', 'audit')
    .where('seq', '>', afterSeq)
    .where('seq', '<=', toSeq)
    .where('kind', 'in', ESCALATION_EVENT_TYPES)
    .orderBy('seq')
    .limit(limit)
    .execute();
  return rows.map((r) => ({ seq: Number(r.seq), body: r.body }));
}

/**
 * Queues deliveries and moves the subscription's cursor, in the caller's transaction. The cursor
 * moves only from where this run read it: of two instances fanning out together one moves it, and
 * the other's transaction (whose inserts the unique constraint already made no-ops) changes nothing.
 */
export async function enqueueAndAdvance(
  db: Executor,
  sub: Pick<SubscriptionRow, 'id' | 'cursor_seq'>,
  rows: EscalationDeliveryRow[],
  toSeq: number,
): Promise<boolean> {
  const r = await db
    .updateTable('escalation_subscriptions')
    .set({ cursor_seq: toSeq })
    .where('id', '=', sub.id)
    .where('cursor_seq', '=', sub.cursor_seq)
    .executeTakeFirst();
  if (Number(r.numUpdatedRows) !== 1) return false;
  if (rows.length > 0) {
    await db
      .insertInto('escalation_deliveries')
      .values(rows)
      .onConflict((oc) => oc.columns(['subscription_id', 'event_id']).doNothing())
      .execute();
  }
  return true;
}

export function dueEscalationDeliveryIds(db: Kysely<DB>, now: number, limit: number): Promise<string[]> {
  return dueDeliveryIds(db, 'escalation_deliveries', now, limit);
}

/** Claims a due row for `leaseMs` (see claimDue, shared with usage alert deliveries); undefined if lost. */
export async function claimEscalationDelivery(
  db: Kysely<DB>,
  id: string,
  now: number,
  leaseMs: number,
): Promise<
  (EscalationDeliveryRow & { url: string; secret_enc: string; subscription_deleted_at: number | null }) | undefined
> {
  if (!(await claimDue(db, 'escalation_deliveries', id, now, leaseMs))) return undefined;
  return db
    .selectFrom('escalation_deliveries as d')
    .innerJoin('escalation_subscriptions as s', 's.id', 'd.subscription_id')
    .selectAll('d')
    .select(['s.url', 's.secret_enc', 's.deleted_at as subscription_deleted_at'])
    .where('d.id', '=', id)
    .executeTakeFirst();
}

export function settleEscalationDelivery(
  db: Kysely<DB>,
  id: string,
  attempts: number,
  change: DeliveryChange,
): Promise<void> {
  return settleAttempt(db, 'escalation_deliveries', id, attempts, change);
}
