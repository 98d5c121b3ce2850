import type { Kysely } from 'kysely';

// A sample can be deleted on its own (`sample.deleted`). Like datasets, the row stays (the audit
// trail and provenance keep pointing at it) and leaves every list, read and evaluation.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('samples').addColumn('deleted_at', 'bigint').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('samples').dropColumn('deleted_at').execute();
}
