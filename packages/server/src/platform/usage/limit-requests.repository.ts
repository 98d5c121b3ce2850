import type { LimitRequestsTable } from '../../db/schema.js';
import type { Executor } from '../../db/tx.js';

export type LimitRequestRow = LimitRequestsTable;

export async function insertLimitRequest(db: Executor, row: LimitRequestRow): Promise<void> {
  await db.insertInto('limit_requests').values(row).execute();
}

export function limitRequestsQuery(db: Executor, orgId: string, status?: string) {
  let qb = db.selectFrom('limit_requests').selectAll().where('org_id', '=', orgId);
  if (status) qb = qb.where('status', '=', status);
  return qb;
}
