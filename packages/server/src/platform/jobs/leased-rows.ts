import type { Executor } from '../../db/tx.js';

/** Tables of leased work (report generation, evaluation runs): `status`, `lease_owner`, `lease_until`. */
export type LeasedTable = 'audit_reports' | 'evaluations';

/** The id of the oldest row in one of the `open` statuses whose lease is free; the claim re-checks both. */
export async function oldestClaimable(
  db: Executor,
  table: LeasedTable,
  open: readonly string[],
  now: number,
): Promise<string | undefined> {
  const row = await db
    .selectFrom(table)
    .select('id')
    .where('status', 'in', open)
    // Free: never taken, given back, or run out.
    .where((eb) => eb.or([eb('lease_until', 'is', null), eb('lease_until', '<', now)]))
    .orderBy('id')
    .limit(1)
    .executeTakeFirst();
  return row?.id;
}

/** Extends a lease still held in `status`; false once another process took the row over (or it moved on). */
export async function renewHeldLease(
  db: Executor,
  table: LeasedTable,
  id: string,
  owner: string,
  status: string,
  until: number,
): Promise<boolean> {
  const r = await db
    .updateTable(table)
    .set({ lease_until: until })
    .where('id', '=', id)
    .where('lease_owner', '=', owner)
    .where('status', '=', status)
    .executeTakeFirst();
  return Number(r.numUpdatedRows) === 1;
}
