import type { Kysely } from 'kysely';

// The escalation inbox (ADR 0046).
// - escalations gain what an approver needs to decide without opening the request: the action's
//   amount and the detectors' finding counts (never values), captured when the decision is made;
//   and two marks that make each lifecycle event announced exactly once (created, expired).
// - escalation_subscriptions: signed webhooks per org; `cursor_seq` is the audit-log seq up to
//   which the org's escalation events were turned into deliveries.
// - escalation_deliveries: the outbox, one row per subscription and event, retried with backoff.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('escalations').addColumn('amount', 'double precision').execute();
  await db.schema
    .alterTable('escalations')
    .addColumn('findings', 'text', (c) => c.notNull().defaultTo('[]'))
    .execute();
  await db.schema.alterTable('escalations').addColumn('announced_at', 'bigint').execute();
  await db.schema.alterTable('escalations').addColumn('expiry_announced_at', 'bigint').execute();
  // Rows from before this migration were announced by nobody; they are not announced now either
  // (their pending ones expire within a day): only the expiry of those still pending is.
  await db
    .updateTable('escalations' as never)
    .set({ announced_at: 0 } as never)
    .execute();
  // The announcer's sweeps: rows not yet announced, and pending rows whose expiry is not.
  await db.schema
    .createIndex('escalations_unannounced')
    .on('escalations')
    .columns(['announced_at', 'created_at'])
    .execute();
  await db.schema
    .createIndex('escalations_expiring')
    .on('escalations')
    .columns(['status', 'expiry_announced_at', 'expires_at'])
    .execute();

  await db.schema
    .createTable('escalation_subscriptions')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('org_id', 'text', (c) => c.notNull())
    .addColumn('url', 'text', (c) => c.notNull())
    .addColumn('events', 'text', (c) => c.notNull())
    .addColumn('secret_enc', 'text', (c) => c.notNull())
    .addColumn('cursor_seq', 'bigint', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('deleted_at', 'bigint')
    .execute();
  await db.schema
    .createIndex('escalation_subscriptions_org')
    .on('escalation_subscriptions')
    .columns(['org_id', 'id'])
    .execute();

  await db.schema
    .createTable('escalation_deliveries')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('org_id', 'text', (c) => c.notNull())
    .addColumn('subscription_id', 'text', (c) => c.notNull())
    .addColumn('event_id', 'text', (c) => c.notNull())
    .addColumn('event_type', 'text', (c) => c.notNull())
    .addColumn('escalation_id', 'text', (c) => c.notNull())
    .addColumn('payload', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('attempts', 'integer', (c) => c.notNull())
    .addColumn('next_attempt_at', 'bigint', (c) => c.notNull())
    .addColumn('last_error', 'text')
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('delivered_at', 'bigint')
    .addUniqueConstraint('escalation_deliveries_once', ['subscription_id', 'event_id'])
    .execute();
  await db.schema
    .createIndex('escalation_deliveries_due')
    .on('escalation_deliveries')
    .columns(['status', 'next_attempt_at'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('escalation_deliveries').ifExists().execute();
  await db.schema.dropTable('escalation_subscriptions').ifExists().execute();
  await db.schema.dropIndex('escalations_expiring').ifExists().execute();
  await db.schema.dropIndex('escalations_unannounced').ifExists().execute();
  for (const c of ['expiry_announced_at', 'announced_at', 'findings', 'amount']) {
    await db.schema.alterTable('escalations').dropColumn(c).execute();
  }
}
