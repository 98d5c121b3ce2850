import type { Kysely } from 'kysely';

// The data the review side works on: projects, datasets, samples and ingested production calls.
// JSON documents are stored as text on both engines (they are read whole, never queried into).
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('projects')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('org_id', 'text', (c) => c.notNull().references('orgs.id'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('description', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('settings', 'text', (c) => c.notNull().defaultTo('{}'))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('projects_org').on('projects').columns(['org_id', 'id']).execute();

  await db.schema
    .createTable('datasets')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('org_id', 'text', (c) => c.notNull().references('orgs.id'))
    .addColumn('project_id', 'text', (c) => c.notNull().references('projects.id'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('description', 'text', (c) => c.notNull().defaultTo(''))
    // Kept in the transaction that adds samples, so lists never count rows.
    .addColumn('sample_count', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .addColumn('deleted_at', 'bigint')
    .execute();
  await db.schema.createIndex('datasets_org').on('datasets').columns(['org_id', 'id']).execute();
  await db.schema.createIndex('datasets_project').on('datasets').columns(['org_id', 'project_id', 'id']).execute();

  await db.schema
    .createTable('samples')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('org_id', 'text', (c) => c.notNull().references('orgs.id'))
    .addColumn('dataset_id', 'text', (c) => c.notNull().references('datasets.id'))
    .addColumn('project_id', 'text', (c) => c.notNull())
    .addColumn('input', 'text', (c) => c.notNull())
    .addColumn('output', 'text', (c) => c.notNull())
    .addColumn('expected', 'text')
    .addColumn('metadata', 'text', (c) => c.notNull().defaultTo('{}'))
    .addColumn('contains_phi', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('source_type', 'text', (c) => c.notNull())
    .addColumn('request_id', 'text')
    .addColumn('call_id', 'text')
    .addColumn('origin_system', 'text', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('samples_dataset').on('samples').columns(['org_id', 'dataset_id', 'id']).execute();

  await db.schema
    .createTable('calls')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('org_id', 'text', (c) => c.notNull().references('orgs.id'))
    .addColumn('system', 'text', (c) => c.notNull())
    .addColumn('model', 'text')
    .addColumn('input', 'text', (c) => c.notNull())
    .addColumn('output', 'text', (c) => c.notNull())
    .addColumn('metadata', 'text', (c) => c.notNull().defaultTo('{}'))
    .addColumn('contains_phi', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('dataset_id', 'text')
    .addColumn('sample_id', 'text')
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('calls_org').on('calls').columns(['org_id', 'id']).execute();
}
