import type { Kysely } from 'kysely';
import type { DB, UsageAlertDeliveriesTable, UsageAlertsTable } from '../../db/schema.js';
import type { Executor } from '../../db/tx.js';
import { claimDue, type DeliveryChange, dueDeliveryIds as dueIds, settleAttempt } from '../jobs/delivery-queue.js';

export type AlertRow = UsageAlertsTable;
export type DeliveryRow = UsageAlertDeliveriesTable;

export async function insertAlert(db: Executor, row: AlertRow): Promise<void> {
  await db.insertInto('usage_alerts').values(row).execute();
}

export async function findAlert(db: Executor, orgId: string, id: string): Promise<AlertRow | undefined> {
  return db
    .selectFrom('usage_alerts')
    .selectAll()
    .where('org_id', '=', orgId)
    .where('id', '=', id)
    .where('deleted_at', 'is', null)
    .executeTakeFirst();
}

export const activeAlertsQuery = (db: Executor, orgId: string) =>
  db.selectFrom('usage_alerts').selectAll().where('org_id', '=', orgId).where('deleted_at', 'is', null);

export async function countActiveAlerts(db: Executor, orgId: string): Promise<number> {
  const row = await db
    .selectFrom('usage_alerts')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('org_id', '=', orgId)
    .where('deleted_at', 'is', null)
    .executeTakeFirst();
  return Number(row?.n ?? 0);
}

/** Soft delete; true when this call deleted it (a concurrent delete loses). */
export async function softDeleteAlert(db: Executor, orgId: string, id: string, at: number): Promise<boolean> {
  const res = await db
    .updateTable('usage_alerts')
    .set({ deleted_at: at })
    .where('org_id', '=', orgId)
    .where('id', '=', id)
    .where('deleted_at', 'is', null)
    .executeTakeFirst();
  return Number(res.numUpdatedRows) === 1;
}

/** Inserts deliveries; the unique (alert_id, metric, threshold, period) makes each fire once. */
export async function enqueueDeliveries(db: Executor, rows: DeliveryRow[]): Promise<void> {
  if (rows.length === 0) return;
  await db
    .insertInto('usage_alert_deliveries')
    .values(rows)
    .onConflict((oc) => oc.columns(['alert_id', 'metric', 'threshold', 'period']).doNothing())
    .execute();
}

// --- worker queries: they run outside any org scope, by design (a system job over every org) ---

export function dueDeliveryIds(db: Kysely<DB>, now: number, limit: number): Promise<string[]> {
  return dueIds(db, 'usage_alert_deliveries', now, limit);
}

/** Claims a due row for `leaseMs` (see claimDue); returns it with its alert's target, or undefined. */
export async function claimDelivery(
  db: Kysely<DB>,
  id: string,
  now: number,
  leaseMs: number,
): Promise<(DeliveryRow & { url: string; secret_enc: string; alert_deleted_at: number | null }) | undefined> {
  if (!(await claimDue(db, 'usage_alert_deliveries', id, now, leaseMs))) return undefined;
  return db
    .selectFrom('usage_alert_deliveries as d')
    .innerJoin('usage_alerts as a', 'a.id', 'd.alert_id')
    .selectAll('d')
    .select(['a.url', 'a.secret_enc', 'a.deleted_at as alert_deleted_at'])
    .where('d.id', '=', id)
    .executeTakeFirst();
}

export function settleDelivery(db: Kysely<DB>, id: string, attempts: number, change: DeliveryChange): Promise<void> {
  return settleAttempt(db, 'usage_alert_deliveries', id, attempts, change);
}
