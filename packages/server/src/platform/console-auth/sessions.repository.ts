import type { SessionsTable } from '../../db/schema.js';
import type { Executor } from '../../db/tx.js';

export type SessionRow = SessionsTable;

export async function insertSession(db: Executor, row: SessionRow): Promise<void> {
  await db.insertInto('sessions').values(row).execute();
}

/** A session with what authenticating it needs: its user, org and the org's policy. */
export async function findSessionByHash(db: Executor, tokenHash: string) {
  return db
    .selectFrom('sessions')
    .innerJoin('users', 'users.id', 'sessions.user_id')
    .innerJoin('orgs', 'orgs.id', 'sessions.org_id')
    .leftJoin('org_auth_policies', 'org_auth_policies.org_id', 'sessions.org_id')
    .select([
      'sessions.id',
      'sessions.org_id',
      'sessions.user_id',
      'sessions.csrf_hash',
      'sessions.totp_pending',
      'sessions.created_at',
      'sessions.last_seen_at',
      'sessions.expires_at',
      'sessions.revoked_at',
      'users.email',
      'users.role',
      'users.status as user_status',
      'users.reviewer_id',
      'orgs.name as org_name',
      'orgs.slug as org_slug',
      'orgs.plan as org_plan',
      'orgs.settings as org_settings',
      'org_auth_policies.idle_timeout_minutes',
    ])
    .where('sessions.token_hash', '=', tokenHash)
    .whereRef('users.org_id', '=', 'sessions.org_id')
    .executeTakeFirst();
}

export type SessionLookup = NonNullable<Awaited<ReturnType<typeof findSessionByHash>>>;

export async function touchSession(db: Executor, id: string, at: number): Promise<void> {
  await db
    .updateTable('sessions')
    .set({ last_seen_at: at })
    .where('id', '=', id)
    .where('last_seen_at', '<', at)
    .execute();
}

/** Revokes live sessions of a user (all, or one); returns how many. */
export async function revokeSessions(
  db: Executor,
  orgId: string,
  userId: string,
  at: number,
  sessionId?: string,
): Promise<number> {
  let q = db
    .updateTable('sessions')
    .set({ revoked_at: at })
    .where('org_id', '=', orgId)
    .where('user_id', '=', userId)
    .where('revoked_at', 'is', null);
  if (sessionId) q = q.where('id', '=', sessionId);
  const r = await q.executeTakeFirst();
  return Number(r.numUpdatedRows);
}

export async function liveSessionsOf(db: Executor, orgId: string, userId: string, now: number) {
  return db
    .selectFrom('sessions')
    .selectAll()
    .where('org_id', '=', orgId)
    .where('user_id', '=', userId)
    .where('revoked_at', 'is', null)
    .where('expires_at', '>', now)
    .orderBy('id', 'desc')
    .limit(100)
    .execute();
}
