import type { Kysely } from 'kysely';

// Automated evaluations: a durable run over a dataset's samples, resumable from `cursor` by
// whichever process holds the lease, and one result row per sample.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('evaluations')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('org_id', 'text', (c) => c.notNull().references('orgs.id'))
    .addColumn('project_id', 'text', (c) => c.notNull())
    .addColumn('dataset_id', 'text', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull())
    // Evaluator specs as JSON, secrets sealed (never stored in clear).
    .addColumn('evaluators', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('total', 'integer', (c) => c.notNull())
    .addColumn('completed', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('failed', 'integer', (c) => c.notNull().defaultTo(0))
    // Running sums for the summary, updated in each chunk's transaction.
    .addColumn('summary', 'text', (c) => c.notNull())
    // Samples with id <= cutoff_id are in the run; cursor is the last one processed.
    .addColumn('cutoff_id', 'text')
    .addColumn('cursor', 'text')
    .addColumn('lease_owner', 'text')
    .addColumn('lease_until', 'bigint')
    .addColumn('error', 'text')
    .addColumn('actor', 'text', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('started_at', 'bigint')
    .addColumn('completed_at', 'bigint')
    .execute();
  await db.schema.createIndex('evaluations_org').on('evaluations').columns(['org_id', 'id']).execute();
  await db.schema.createIndex('evaluations_status').on('evaluations').columns(['status', 'lease_until']).execute();

  await db.schema
    .createTable('evaluation_results')
    .addColumn('evaluation_id', 'text', (c) => c.notNull())
    .addColumn('sample_id', 'text', (c) => c.notNull())
    .addColumn('org_id', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('ai_score', 'double precision')
    .addColumn('scores', 'text', (c) => c.notNull())
    .addColumn('flags', 'text', (c) => c.notNull())
    .addColumn('details', 'text', (c) => c.notNull())
    .addColumn('error', 'text')
    .addColumn('evaluated_at', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('evaluation_results_pk', ['evaluation_id', 'sample_id'])
    .execute();
  // The latest evaluation of a sample (a review's original_ai_score, provenance).
  await db.schema.createIndex('evaluation_results_sample').on('evaluation_results').columns(['sample_id']).execute();
}
