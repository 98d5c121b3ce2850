import type { Kysely } from 'kysely';

// Grading rubrics for human review; dimensions are stored as JSON (read whole, validated on write).
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('rubrics')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('org_id', 'text', (c) => c.notNull().references('orgs.id'))
    .addColumn('project_id', 'text', (c) => c.notNull().references('projects.id'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('description', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('dimensions', 'text', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('rubrics_org').on('rubrics').columns(['org_id', 'project_id', 'id']).execute();
}
