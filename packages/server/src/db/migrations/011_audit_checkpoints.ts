import type { Kysely } from 'kysely';

// Signed checkpoints of the audit chain (DESIGN §7): `{org, log, seq, hash, at}` signed with the
// server's Ed25519 key. Verification checks the chain against them, so a database rewritten
// without the key is caught.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('audit_checkpoints')
    .addColumn('org_id', 'text', (c) => c.notNull())
    .addColumn('log', 'text', (c) => c.notNull())
    .addColumn('seq', 'bigint', (c) => c.notNull())
    .addColumn('hash', 'text', (c) => c.notNull())
    .addColumn('at', 'bigint', (c) => c.notNull())
    .addColumn('kid', 'text', (c) => c.notNull())
    .addColumn('signature', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('audit_checkpoints_pk', ['org_id', 'log', 'seq'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('audit_checkpoints').ifExists().execute();
}
