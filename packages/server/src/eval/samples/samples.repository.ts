import type { SamplesTable } from '../../db/schema.js';
import type { Executor } from '../../db/tx.js';

export type SampleRow = SamplesTable;

export async function insertSamples(db: Executor, rows: SampleRow[]): Promise<void> {
  if (rows.length > 0) await db.insertInto('samples').values(rows).execute();
}

/** A sample whose dataset still exists. */
export async function findLiveSample(db: Executor, orgId: string, id: string): Promise<SampleRow | undefined> {
  return db
    .selectFrom('samples')
    .innerJoin('datasets', 'datasets.id', 'samples.dataset_id')
    .selectAll('samples')
    .where('samples.org_id', '=', orgId)
    .where('samples.id', '=', id)
    .where('samples.deleted_at', 'is', null)
    .where('datasets.deleted_at', 'is', null)
    .executeTakeFirst();
}

/** Marks a live sample deleted; false when it already was (a racing delete). */
export async function markSampleDeleted(db: Executor, orgId: string, id: string, now: number): Promise<boolean> {
  const r = await db
    .updateTable('samples')
    .set({ deleted_at: now })
    .where('org_id', '=', orgId)
    .where('id', '=', id)
    .where('deleted_at', 'is', null)
    .executeTakeFirst();
  return Number(r.numUpdatedRows) === 1;
}

/** Every column but the content: what may be shown without a read of the sample being audited. */
export const SAMPLE_SUMMARY_COLUMNS = [
  'id',
  'org_id',
  'dataset_id',
  'project_id',
  'contains_phi',
  'source_type',
  'request_id',
  'call_id',
  'origin_system',
  'created_at',
] as const;

/** Without the content columns: lists never carry sample content (reads of it are audited one by one). */
export const sampleSummariesOf = (db: Executor, orgId: string, datasetId: string) =>
  db
    .selectFrom('samples')
    .select(SAMPLE_SUMMARY_COLUMNS)
    .where('org_id', '=', orgId)
    .where('dataset_id', '=', datasetId)
    .where('deleted_at', 'is', null);

export type SampleSummaryRow = Omit<SampleRow, 'input' | 'output' | 'expected' | 'metadata' | 'deleted_at'>;
