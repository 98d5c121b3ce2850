import type { Kysely } from 'kysely';

// Audit log exports (DESIGN §10). The row is its own delivery queue: `cursor_seq` is the audit
// chain position delivered (or skipped by the filters) so far, advanced only after a 2xx, and
// `next_attempt_at` + `lease_id` let one instance at a time send for an export. `config` holds
// what reads show (secrets masked); the real secrets are sealed in `secrets_enc`.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('audit_exports')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('org_id', 'text', (c) => c.notNull().references('orgs.id'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('destination', 'text', (c) => c.notNull())
    .addColumn('config', 'text', (c) => c.notNull())
    .addColumn('secrets_enc', 'text', (c) => c.notNull())
    .addColumn('event_types', 'text', (c) => c.notNull())
    .addColumn('projects', 'text')
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('cursor_seq', 'bigint', (c) => c.notNull())
    .addColumn('delivered_count', 'bigint', (c) => c.notNull().defaultTo(0))
    // Failed attempts in a row: the backoff exponent, and what turns an export `failing`.
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('last_error', 'text')
    .addColumn('last_error_at', 'bigint')
    .addColumn('last_attempt_at', 'bigint')
    .addColumn('last_delivered_at', 'bigint')
    .addColumn('next_attempt_at', 'bigint', (c) => c.notNull())
    .addColumn('lease_id', 'text')
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .addColumn('deleted_at', 'bigint')
    .execute();
  // Lists page by id within an org; the worker looks for due exports across every org.
  await db.schema.createIndex('audit_exports_org').on('audit_exports').columns(['org_id', 'id']).execute();
  await db.schema.createIndex('audit_exports_due').on('audit_exports').columns(['next_attempt_at']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('audit_exports').ifExists().execute();
}
