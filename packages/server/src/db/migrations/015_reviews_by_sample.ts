import type { Kysely } from 'kysely';

// Provenance looks up a sample's reviews (org, project, sample); the review indexes (008) give
// only (org, project, submitted_at) for that, so the lookup scanned every review of the project.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.createIndex('reviews_sample').on('reviews').columns(['org_id', 'project_id', 'sample_id']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('reviews_sample').execute();
}
