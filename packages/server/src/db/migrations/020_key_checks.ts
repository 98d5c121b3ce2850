import type { Kysely } from 'kysely';

// Instances that share a database must share its keys (ADR 0036). `key_checks` holds what a
// starting instance compares its keys with: `secret_key`, a known text sealed under the secret
// key, and `signing_kid`, the key the installation signs audit checkpoints with. The index on
// the checkpoints' kid answers "has this key signed anything here?" in one probe per key.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('key_checks')
    .addColumn('name', 'text', (c) => c.primaryKey())
    .addColumn('value', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('audit_checkpoints_kid').on('audit_checkpoints').column('kid').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('audit_checkpoints_kid').ifExists().execute();
  await db.schema.dropTable('key_checks').ifExists().execute();
}
