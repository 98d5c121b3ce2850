import type { Kysely } from 'kysely';

// Evaluation → review routing: the evaluation keeps its review block, and each result the
// review task its sample was routed to. Plus the index a queue page reads.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('evaluations').addColumn('review', 'text').execute();
  await db.schema.alterTable('evaluation_results').addColumn('review_task_id', 'text').execute();
  // A queue page reads a task's unreviewed samples in order.
  await db.schema
    .createIndex('review_task_samples_open')
    .on('review_task_samples')
    .columns(['task_id', 'reviewed', 'position'])
    .execute();
}
