import type { Kysely } from 'kysely';

// People signing in to the console (ADR 0045). Every secret is stored so that a copy of the
// database signs nobody in: invitation and session tokens as SHA-256 (they are 256-bit random, so
// a fast hash is enough), passwords as scrypt, TOTP secrets sealed with the secret box (they must
// be read back to check a code). The throttle is in the database so every instance counts the
// same failures.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('users').addColumn('password_hash', 'text').execute();
  await db.schema.alterTable('users').addColumn('totp_secret', 'text').execute();
  await db.schema.alterTable('users').addColumn('totp_enabled_at', 'bigint').execute();
  // The last accepted TOTP time step: a code is good once, not for its whole ±30 s window.
  await db.schema.alterTable('users').addColumn('totp_last_step', 'bigint').execute();
  await db.schema.alterTable('users').addColumn('reviewer_id', 'text').execute();

  await db.schema
    .createTable('invitations')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('org_id', 'text', (c) => c.notNull())
    .addColumn('user_id', 'text', (c) => c.notNull())
    .addColumn('token_hash', 'text', (c) => c.notNull().unique())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('expires_at', 'bigint', (c) => c.notNull())
    .addColumn('used_at', 'bigint')
    .addColumn('revoked_at', 'bigint')
    .execute();
  await db.schema.createIndex('invitations_user').on('invitations').columns(['org_id', 'user_id']).execute();

  await db.schema
    .createTable('sessions')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('org_id', 'text', (c) => c.notNull())
    .addColumn('user_id', 'text', (c) => c.notNull())
    .addColumn('token_hash', 'text', (c) => c.notNull().unique())
    .addColumn('csrf_hash', 'text', (c) => c.notNull())
    // 1 while the org requires TOTP and the user has not enrolled: enrolment and sign-out only.
    .addColumn('totp_pending', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('last_seen_at', 'bigint', (c) => c.notNull())
    .addColumn('expires_at', 'bigint', (c) => c.notNull())
    .addColumn('ip_address', 'text')
    .addColumn('user_agent', 'text')
    .addColumn('revoked_at', 'bigint')
    .execute();
  await db.schema.createIndex('sessions_user').on('sessions').columns(['org_id', 'user_id', 'id']).execute();

  // One row per throttled subject: `acct:<org>:<email>` or `ip:<address>`.
  await db.schema
    .createTable('login_throttle')
    .addColumn('scope', 'text', (c) => c.primaryKey())
    .addColumn('failures', 'integer', (c) => c.notNull())
    .addColumn('last_failure_at', 'bigint', (c) => c.notNull())
    .addColumn('locked_until', 'bigint', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('org_auth_policies')
    .addColumn('org_id', 'text', (c) => c.primaryKey())
    .addColumn('idle_timeout_minutes', 'integer', (c) => c.notNull())
    .addColumn('absolute_lifetime_hours', 'integer', (c) => c.notNull())
    .addColumn('totp_required', 'integer', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const t of ['org_auth_policies', 'login_throttle', 'sessions', 'invitations']) {
    await db.schema.dropTable(t).ifExists().execute();
  }
  for (const c of ['reviewer_id', 'totp_last_step', 'totp_enabled_at', 'totp_secret', 'password_hash']) {
    await db.schema.alterTable('users').dropColumn(c).execute();
  }
}
