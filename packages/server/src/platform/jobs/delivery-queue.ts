import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.js';

/**
 * The outbound webhook queues (usage alert deliveries, escalation deliveries): tables that share
 * the bookkeeping columns below. A row is `pending`, then `sending` under a lease while one
 * instance tries it, then settled (`delivered`, `failed`, `cancelled`, or `pending` again to retry).
 */
export type DeliveryQueueTable = 'usage_alert_deliveries' | 'escalation_deliveries';

/** What one attempt's outcome writes. */
export interface DeliveryChange {
  status: string;
  next_attempt_at: number;
  last_error: string | null;
  delivered_at: number | null;
}

/** Pending rows that are due, and `sending` rows whose lease ran out (their sender died). */
export async function dueDeliveryIds(
  db: Kysely<DB>,
  table: DeliveryQueueTable,
  now: number,
  limit: number,
): Promise<string[]> {
  const rows = await db
    .selectFrom(table)
    .select('id')
    .where('status', 'in', ['pending', 'sending'])
    .where('next_attempt_at', '<=', now)
    .orderBy('next_attempt_at')
    .limit(limit)
    .execute();
  return rows.map((r) => r.id);
}

/**
 * Claims a due row for `leaseMs` and counts the attempt; true when this call got it. The WHERE
 * re-checks due-ness, so of two instances racing for one row exactly one updates it (PostgreSQL
 * re-evaluates the predicate after the row lock; SQLite serialises writers).
 */
export async function claimDue(
  db: Kysely<DB>,
  table: DeliveryQueueTable,
  id: string,
  now: number,
  leaseMs: number,
): Promise<boolean> {
  const res = await db
    .updateTable(table)
    .set((eb) => ({ status: 'sending', next_attempt_at: now + leaseMs, attempts: eb('attempts', '+', 1) }))
    .where('id', '=', id)
    .where('status', 'in', ['pending', 'sending'])
    .where('next_attempt_at', '<=', now)
    .executeTakeFirst();
  return Number(res.numUpdatedRows) === 1;
}

/** Records the outcome of attempt `attempts`; a row re-claimed by someone else meanwhile is left alone. */
export async function settleAttempt(
  db: Kysely<DB>,
  table: DeliveryQueueTable,
  id: string,
  attempts: number,
  change: DeliveryChange,
): Promise<void> {
  await db
    .updateTable(table)
    .set(change)
    .where('id', '=', id)
    .where('status', '=', 'sending')
    .where('attempts', '=', attempts)
    .execute();
}
