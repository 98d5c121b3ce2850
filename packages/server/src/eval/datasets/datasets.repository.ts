import type { DatasetsTable } from '../../db/schema.js';
import type { Executor } from '../../db/tx.js';

export type DatasetRow = DatasetsTable;

export async function insertDataset(db: Executor, row: DatasetRow): Promise<void> {
  await db.insertInto('datasets').values(row).execute();
}

/** A live (not deleted) dataset of the org. */
export async function findDataset(db: Executor, orgId: string, id: string): Promise<DatasetRow | undefined> {
  return db
    .selectFrom('datasets')
    .selectAll()
    .where('org_id', '=', orgId)
    .where('id', '=', id)
    .where('deleted_at', 'is', null)
    .executeTakeFirst();
}

export async function updateDataset(
  db: Executor,
  orgId: string,
  id: string,
  patch: Partial<Pick<DatasetRow, 'name' | 'description' | 'updated_at'>>,
): Promise<boolean> {
  const r = await db
    .updateTable('datasets')
    .set(patch)
    .where('org_id', '=', orgId)
    .where('id', '=', id)
    .where('deleted_at', 'is', null)
    .executeTakeFirst();
  return Number(r.numUpdatedRows) === 1;
}

/**
 * Marks the dataset deleted and returns its sample count as of that moment: the row lock makes
 * the count final (a concurrent sample insert either committed before and is counted, or fails).
 */
export async function markDatasetDeleted(db: Executor, orgId: string, id: string, now: number) {
  const row = await db
    .updateTable('datasets')
    .set({ deleted_at: now, updated_at: now })
    .where('org_id', '=', orgId)
    .where('id', '=', id)
    .where('deleted_at', 'is', null)
    .returning('sample_count')
    .executeTakeFirst();
  return row ? Number(row.sample_count) : undefined;
}

/** Adds to the stored count in the samples' own transaction; false when the dataset is gone. */
export async function addToSampleCount(db: Executor, orgId: string, id: string, n: number): Promise<boolean> {
  const r = await db
    .updateTable('datasets')
    .set((eb) => ({ sample_count: eb('sample_count', '+', n) }))
    .where('org_id', '=', orgId)
    .where('id', '=', id)
    .where('deleted_at', 'is', null)
    .executeTakeFirst();
  return Number(r.numUpdatedRows) === 1;
}

export function datasetsOf(db: Executor, orgId: string, projectId?: string) {
  let q = db.selectFrom('datasets').selectAll().where('org_id', '=', orgId).where('deleted_at', 'is', null);
  if (projectId) q = q.where('project_id', '=', projectId);
  return q;
}
