import type { PermitsTable } from '../../db/schema.js';
import type { Executor } from '../../db/tx.js';

export type PermitRow = PermitsTable;

export async function insertPermitRow(db: Executor, row: PermitRow): Promise<void> {
  await db.insertInto('permits').values(row).execute();
}

export function findPermitRow(db: Executor, orgId: string, id: string): Promise<PermitRow | undefined> {
  return db.selectFrom('permits').selectAll().where('org_id', '=', orgId).where('id', '=', id).executeTakeFirst();
}

/** Single use: only the first redemption of an unexpired permit updates the row. */
export async function redeemPermitRow(db: Executor, orgId: string, id: string, at: number): Promise<boolean> {
  const r = await db
    .updateTable('permits')
    .set({ redeemed_at: at })
    .where('org_id', '=', orgId)
    .where('id', '=', id)
    .where('redeemed_at', 'is', null)
    .where('expires_at', '>', at)
    .executeTakeFirst();
  return Number(r.numUpdatedRows) === 1;
}
