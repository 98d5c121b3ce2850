import type { Kysely } from 'kysely';

// Compliance reports (DESIGN §10, ADR 0024): a durable job row per report, generated in the
// background under a lease by whichever instance claims it, and the generated file kept in the
// database as numbered chunks, so every instance of a PostgreSQL deployment can serve the
// download and a restart loses nothing. Chunks are base64 text: one column type on both engines.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('audit_reports')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('org_id', 'text', (c) => c.notNull().references('orgs.id'))
    .addColumn('report_type', 'text', (c) => c.notNull())
    .addColumn('format', 'text', (c) => c.notNull())
    .addColumn('project', 'text')
    .addColumn('period_start', 'bigint', (c) => c.notNull())
    .addColumn('period_end', 'bigint', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('event_count', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('page_count', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('error', 'text')
    // Each claim bumps `attempt`; a generation writes its chunks under its own attempt, so a
    // holder that lost its lease can never mix its bytes into the file of the one that won.
    .addColumn('attempt', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('byte_size', 'bigint')
    // The cover page's chain check ({valid, chain_hash, entry_count, ...}) as JSON, kept for the record.
    .addColumn('verification', 'text')
    .addColumn('lease_owner', 'text')
    .addColumn('lease_until', 'bigint')
    .addColumn('expires_at', 'bigint', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('completed_at', 'bigint')
    .addColumn('created_by', 'text', (c) => c.notNull())
    // Set when the expired file's chunks were deleted; the row stays as the record of the report.
    .addColumn('purged_at', 'bigint')
    .execute();
  await db.schema.createIndex('audit_reports_org').on('audit_reports').columns(['org_id', 'id']).execute();
  await db.schema.createIndex('audit_reports_status').on('audit_reports').columns(['status', 'lease_until']).execute();
  await db.schema
    .createIndex('audit_reports_expiry')
    .on('audit_reports')
    .columns(['purged_at', 'expires_at'])
    .execute();

  await db.schema
    .createTable('audit_report_chunks')
    .addColumn('report_id', 'text', (c) => c.notNull())
    .addColumn('attempt', 'integer', (c) => c.notNull())
    .addColumn('n', 'integer', (c) => c.notNull())
    .addColumn('data', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('audit_report_chunks_pk', ['report_id', 'attempt', 'n'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('audit_report_chunks').ifExists().execute();
  await db.schema.dropTable('audit_reports').ifExists().execute();
}
