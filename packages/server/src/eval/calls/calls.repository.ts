import type { CallsTable } from '../../db/schema.js';
import type { Executor } from '../../db/tx.js';

export type CallRow = CallsTable;

export async function insertCall(db: Executor, row: CallRow): Promise<void> {
  await db.insertInto('calls').values(row).execute();
}

export async function findCall(db: Executor, orgId: string, id: string): Promise<CallRow | undefined> {
  return db.selectFrom('calls').selectAll().where('org_id', '=', orgId).where('id', '=', id).executeTakeFirst();
}

export function callsOf(db: Executor, orgId: string, datasetId?: string) {
  let q = db
    .selectFrom('calls')
    .select(['id', 'system', 'model', 'dataset_id', 'sample_id', 'contains_phi', 'created_at'])
    .where('org_id', '=', orgId);
  if (datasetId) q = q.where('dataset_id', '=', datasetId);
  return q;
}
