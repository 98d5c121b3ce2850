import type { Kysely } from 'kysely';

// Who paused an audit export by hand (ADR 0029). Null while it sends, and when an error paused it:
// those resume when a server starts, since their fix (a flag, the secret key) needs a restart;
// a pause someone chose holds until they resume it.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('audit_exports').addColumn('paused_by', 'text').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('audit_exports').dropColumn('paused_by').execute();
}
