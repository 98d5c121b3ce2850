import type { Kysely } from 'kysely';

// ADR 0034: who holds an API key's live audit stream, when several PostgreSQL instances share the
// database and no Redis. One row per lease name (`<key id>:<slot>`); `expires_at` is in ms of the
// database's own clock, so instances with skewed clocks agree on when a lease lapses.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('audit_stream_leases')
    .addColumn('name', 'text', (c) => c.primaryKey())
    .addColumn('token', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'bigint', (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('audit_stream_leases').execute();
}
