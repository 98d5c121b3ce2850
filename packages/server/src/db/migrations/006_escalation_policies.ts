import type { Kysely } from 'kysely';

// PDP review fixes (ADR 0016): an escalation records every policy that escalated in its decision,
// so approving it satisfies exactly those on the retry (§8.3). A JSON array of policy ids; rows
// written before this column read '[]', and the code then falls back to their `policy_id`.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('escalations')
    .addColumn('policy_ids', 'text', (c) => c.notNull().defaultTo('[]'))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('escalations').dropColumn('policy_ids').execute();
}
