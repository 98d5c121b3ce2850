import type { Kysely } from 'kysely';

// The token vault of latch-2's pseudonym and tokenize modes (ADR 0040). One row per distinct value
// of a session: `value_hmac` is a keyed hash of the value (scoped to org, agent and session), so the
// value itself is never stored in clear; `sealed` holds it encrypted with the secret box, and only
// for tokens (pseudonyms are never restored, so their value is not kept at all). The label index
// makes a pseudonym or token name one value per session, and `expires_at` drives the purge.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('pii_vault')
    .addColumn('org_id', 'text', (c) => c.notNull())
    .addColumn('agent_id', 'text', (c) => c.notNull())
    .addColumn('session', 'text', (c) => c.notNull())
    .addColumn('mode', 'text', (c) => c.notNull())
    .addColumn('value_hmac', 'text', (c) => c.notNull())
    .addColumn('entity_type', 'text', (c) => c.notNull())
    .addColumn('label', 'text', (c) => c.notNull())
    .addColumn('sealed', 'text')
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('expires_at', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('pii_vault_pk', ['org_id', 'agent_id', 'session', 'mode', 'value_hmac'])
    .execute();
  await db.schema
    .createIndex('pii_vault_label')
    .unique()
    .on('pii_vault')
    .columns(['org_id', 'agent_id', 'session', 'mode', 'label'])
    .execute();
  await db.schema.createIndex('pii_vault_expires').on('pii_vault').column('expires_at').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('pii_vault').ifExists().execute();
}
