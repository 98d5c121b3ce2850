import type { Kysely } from 'kysely';

// Evaluation → review routing: the evaluation keeps its review block, and each result the
// review task its sample was routed to.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('evaluations').addColumn('review', 'text').execute();
  await db.schema.alterTable('evaluation_results').addColumn('review_task_id', 'text').execute();
}
