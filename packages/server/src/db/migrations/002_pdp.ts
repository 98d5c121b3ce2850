import type { Kysely } from 'kysely';

// The policy decision point: org policies and latch settings, permits, escalations, and the
// columns that let the evidence feed (and later the audit log) be filtered without parsing bodies.
export async function up(db: Kysely<unknown>): Promise<void> {
  for (const [column, type] of [
    ['kind', 'text'],
    ['subject', 'text'],
    ['session', 'text'],
    ['ts', 'bigint'],
  ] as const) {
    await db.schema.alterTable('ledger_entries').addColumn(column, type).execute();
  }
  await db.schema
    .createIndex('ledger_entries_kind')
    .on('ledger_entries')
    .columns(['org_id', 'log', 'kind', 'seq'])
    .execute();
  await db.schema
    .createIndex('ledger_entries_subject')
    .on('ledger_entries')
    .columns(['org_id', 'log', 'subject', 'seq'])
    .execute();

  await db.schema
    .createTable('policies')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('org_id', 'text', (c) => c.notNull().references('orgs.id'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('description', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('type', 'text', (c) => c.notNull())
    .addColumn('stages', 'text', (c) => c.notNull())
    .addColumn('rule', 'text')
    .addColumn('cedar', 'text')
    .addColumn('version', 'integer', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .addColumn('deleted_at', 'bigint')
    .execute();
  await db.schema.createIndex('policies_org').on('policies').columns(['org_id', 'id']).execute();

  await db.schema
    .createTable('latch_settings')
    .addColumn('org_id', 'text', (c) => c.notNull().references('orgs.id'))
    .addColumn('latch_id', 'text', (c) => c.notNull())
    .addColumn('settings', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('latch_settings_pk', ['org_id', 'latch_id'])
    .execute();

  await db.schema
    .createTable('permits')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('org_id', 'text', (c) => c.notNull())
    .addColumn('agent_id', 'text', (c) => c.notNull())
    .addColumn('tool', 'text', (c) => c.notNull())
    .addColumn('args_sha256', 'text', (c) => c.notNull())
    .addColumn('decision_id', 'text', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('expires_at', 'bigint', (c) => c.notNull())
    .addColumn('redeemed_at', 'bigint')
    .execute();

  await db.schema
    .createTable('escalations')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('org_id', 'text', (c) => c.notNull())
    .addColumn('agent_id', 'text', (c) => c.notNull())
    .addColumn('stage', 'text', (c) => c.notNull())
    .addColumn('tool', 'text')
    .addColumn('policy_id', 'text', (c) => c.notNull())
    .addColumn('rule', 'text', (c) => c.notNull())
    .addColumn('reason', 'text', (c) => c.notNull())
    .addColumn('request_sha256', 'text', (c) => c.notNull())
    .addColumn('decision_id', 'text', (c) => c.notNull())
    .addColumn('session', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('expires_at', 'bigint', (c) => c.notNull())
    .addColumn('resolved_at', 'bigint')
    .addColumn('resolved_by', 'text')
    .addColumn('note', 'text')
    .addColumn('used_at', 'bigint')
    .execute();
  await db.schema.createIndex('escalations_org').on('escalations').columns(['org_id', 'id']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const t of ['escalations', 'permits', 'latch_settings', 'policies']) {
    await db.schema.dropTable(t).ifExists().execute();
  }
  await db.schema.dropIndex('ledger_entries_subject').ifExists().execute();
  await db.schema.dropIndex('ledger_entries_kind').ifExists().execute();
  for (const column of ['ts', 'session', 'subject', 'kind']) {
    await db.schema.alterTable('ledger_entries').dropColumn(column).execute();
  }
}
