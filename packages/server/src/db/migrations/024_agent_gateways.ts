import type { Kysely } from 'kysely';

// The model gateway's upstream per agent (ADR 0049): one row per agent, the upstream's API key
// sealed with the secret box (its last four characters kept apart for the masked read). A row of
// a deleted agent is left in place: the agent row stays too (soft delete), and nothing reads it.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('agent_gateways')
    .addColumn('org_id', 'text', (c) => c.notNull())
    .addColumn('agent_id', 'text', (c) => c.notNull())
    .addColumn('upstream_url', 'text', (c) => c.notNull())
    .addColumn('api_key_enc', 'text', (c) => c.notNull())
    .addColumn('api_key_last4', 'text', (c) => c.notNull())
    .addColumn('model', 'text')
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('agent_gateways_pk', ['org_id', 'agent_id'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('agent_gateways').ifExists().execute();
}
