import { randomBytes } from 'node:crypto';
import type { Executor } from '../../db/tx.js';
import { sha256Hex } from '../crypto/hash.js';
import { AppError } from '../errors/app-error.js';
import { iso } from '../http/pagination.js';
import { newId } from '../ids.js';
import { toOrg } from '../orgs/orgs.repository.js';
import type { UserRow } from '../users/users.repository.js';

/** A random 256-bit token, base64url (43 characters): session cookies and invitation links. */
export const newToken = () => randomBytes(32).toString('base64url');

export const INVITATION_TTL_MS = 72 * 3_600_000;

export const invalidInvitation = () =>
  new AppError('invalid_value', 'Invitation link is invalid or expired', { param: 'token' });

/**
 * A new one-time link for `userId`; earlier unused links of the user stop working. Only the
 * token's SHA-256 is stored: the link exists in this answer and nowhere else.
 */
export async function issueInvitation(
  db: Executor,
  orgId: string,
  userId: string,
  publicBase: string,
  now = Date.now(),
): Promise<{ id: string; url: string; expires_at: string }> {
  await revokeInvitations(db, orgId, userId, now);
  const token = newToken();
  const row = {
    id: newId('inv'),
    org_id: orgId,
    user_id: userId,
    token_hash: sha256Hex(token),
    created_at: now,
    expires_at: now + INVITATION_TTL_MS,
    used_at: null,
    revoked_at: null,
  };
  await db.insertInto('invitations').values(row).execute();
  // A fragment, not a query: browsers send neither it to the server nor in a Referer header.
  return {
    id: row.id,
    url: `${publicBase.replace(/\/+$/, '')}/console/accept#token=${token}`,
    expires_at: iso(row.expires_at),
  };
}

export async function revokeInvitations(db: Executor, orgId: string, userId: string, now: number): Promise<void> {
  await db
    .updateTable('invitations')
    .set({ revoked_at: now })
    .where('org_id', '=', orgId)
    .where('user_id', '=', userId)
    .where('used_at', 'is', null)
    .where('revoked_at', 'is', null)
    .execute();
}

/** A usable invitation by its token's hash, with its user (still invited) and org; else undefined. */
export async function findInvitation(db: Executor, tokenHash: string, now: number) {
  const row = await db
    .selectFrom('invitations')
    .innerJoin('users', 'users.id', 'invitations.user_id')
    .innerJoin('orgs', 'orgs.id', 'invitations.org_id')
    .selectAll('users')
    .select([
      'invitations.id as invitation_id',
      'invitations.expires_at as invitation_expires_at',
      'invitations.used_at',
      'invitations.revoked_at',
      'orgs.name as org_name',
      'orgs.slug as org_slug',
      'orgs.plan as org_plan',
      'orgs.settings as org_settings',
    ])
    .where('invitations.token_hash', '=', tokenHash)
    .whereRef('users.org_id', '=', 'invitations.org_id')
    .executeTakeFirst();
  if (!row || row.used_at !== null || row.revoked_at !== null || row.invitation_expires_at <= now) return undefined;
  if (row.status !== 'invited') return undefined;
  const {
    invitation_id,
    invitation_expires_at,
    used_at,
    revoked_at,
    org_name,
    org_slug,
    org_plan,
    org_settings,
    ...user
  } = row;
  return {
    invitation: { id: invitation_id, expires_at: invitation_expires_at },
    user: user as UserRow,
    org: toOrg({ id: row.org_id, name: org_name, slug: org_slug, plan: org_plan, settings: org_settings }),
  };
}

/** Marks an invitation used; false when another request used (or an admin revoked) it first. */
export async function useInvitation(db: Executor, id: string, now: number): Promise<boolean> {
  const r = await db
    .updateTable('invitations')
    .set({ used_at: now })
    .where('id', '=', id)
    .where('used_at', 'is', null)
    .where('revoked_at', 'is', null)
    .executeTakeFirst();
  return Number(r.numUpdatedRows) === 1;
}
