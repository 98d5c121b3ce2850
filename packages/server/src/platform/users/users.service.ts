import type { Invitation, InviteUserBody, UpdateUserBody, User, UserRole } from '@latchkey/contract';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.js';
import { type Executor, inTransaction } from '../../db/tx.js';
import type { AuditWriter } from '../audit/audit-writer.js';
import type { SessionAuth } from '../auth/session-auth.js';
import { issueInvitation, revokeInvitations } from '../console-auth/invitations.js';
import { revokeSessions } from '../console-auth/sessions.repository.js';
import type { ServiceContext } from '../context.js';
import { AppError, notFound } from '../errors/app-error.js';
import { iso, type PageQuery, paginate } from '../http/pagination.js';
import { isId, newId } from '../ids.js';
import { activeKeysOfUser } from '../keys/keys.repository.js';
import type { KeyService } from '../keys/keys.service.js';
import { findUser, findUserByEmail, insertUser, type UserRow, updateUser } from './users.repository.js';

export function toUser(row: UserRow): User {
  return {
    id: row.id,
    object: 'user',
    email: row.email,
    name: row.name,
    role: row.role as UserRole,
    status: row.status as User['status'],
    reviewer_id: row.reviewer_id,
    totp_enabled: row.totp_enabled_at !== null,
    created_at: iso(row.created_at),
    updated_at: iso(row.updated_at),
  };
}

const raced = () => new AppError('conflict', 'The user was changed by a concurrent request; retry', { param: 'id' });

/** No sign-in secrets carried over: a re-invited person starts again from the link. */
const FRESH = { password_hash: null, totp_secret: null, totp_enabled_at: null, totp_last_step: null };

/**
 * People of an org. Removing one revokes every key and console session bound to them in the same
 * transaction; a role change reaches their keys and sessions at the next request.
 */
export class UserService {
  constructor(
    private readonly db: Kysely<DB>,
    private readonly audit: AuditWriter,
    private readonly keys: KeyService,
    private readonly sessions: () => SessionAuth,
  ) {}

  /** A reviewer link is only for role reviewer, and only to a reviewer record of the same org. */
  private async checkReviewer(db: Executor, ctx: ServiceContext, reviewerId: string | null, role: string) {
    if (reviewerId === null) return;
    if (role !== 'reviewer') {
      throw new AppError('invalid_value', 'Only a user with role reviewer can be linked to a reviewer', {
        param: 'reviewer_id',
      });
    }
    const found = isId(reviewerId, 'rvr')
      ? await db
          .selectFrom('reviewers')
          .select('id')
          .where('org_id', '=', ctx.org.id)
          .where('id', '=', reviewerId)
          .executeTakeFirst()
      : undefined;
    if (!found) throw new AppError('invalid_value', 'No such reviewer in this organisation', { param: 'reviewer_id' });
  }

  private async load(db: Executor, ctx: ServiceContext, id: string) {
    const row = isId(id, 'usr') ? await findUser(db, ctx.org.id, id) : undefined;
    if (!row || row.status === 'removed') throw notFound('User', 'id');
    return row;
  }

  /** `publicBase`: where people reach the console (the invitation link starts with it). */
  async invite(ctx: ServiceContext, input: InviteUserBody, publicBase: string): Promise<User> {
    const email = input.email.trim().toLowerCase();
    return inTransaction(this.db, async (tx) => {
      const reviewerId = input.reviewer_id ?? null;
      await this.checkReviewer(tx.db, ctx, reviewerId, input.role);
      const existing = await findUserByEmail(tx.db, ctx.org.id, email);
      if (existing && existing.status !== 'removed') {
        throw new AppError('conflict', `A user with email ${email} already exists`, { param: 'email' });
      }
      const now = Date.now();
      const row: UserRow = existing
        ? {
            ...existing,
            ...FRESH,
            name: input.name ?? existing.name,
            role: input.role,
            status: 'invited',
            reviewer_id: reviewerId,
            updated_at: now,
          }
        : {
            id: newId('usr'),
            org_id: ctx.org.id,
            email,
            name: input.name ?? null,
            role: input.role,
            status: 'invited',
            created_at: now,
            updated_at: now,
            ...FRESH,
            reviewer_id: reviewerId,
          };
      if (existing) {
        const { name, role, status, updated_at, reviewer_id } = row;
        const patch = { name, role, status, updated_at, reviewer_id, ...FRESH };
        if (!(await updateUser(tx.db, ctx.org.id, row.id, patch, { status: 'removed' }))) throw raced();
      } else await insertUser(tx.db, row);
      const { id: invitation, ...link } = await issueInvitation(tx.db, ctx.org.id, row.id, publicBase, now);
      await this.audit.record(tx, ctx, {
        event_type: 'user.invite',
        resource: { type: 'user', id: row.id },
        context: { email, role: row.role, invitation, reviewer_id: reviewerId },
      });
      return { ...toUser(row), invitation: link };
    });
  }

  /** A new invitation link for a user who has not accepted yet; earlier links stop working. */
  async reinvite(ctx: ServiceContext, id: string, publicBase: string): Promise<Invitation> {
    return inTransaction(this.db, async (tx) => {
      const row = await this.load(tx.db, ctx, id);
      if (row.status !== 'invited') {
        throw new AppError('conflict', 'This user has already accepted their invitation', { param: 'id' });
      }
      const { id: invitation, ...link } = await issueInvitation(tx.db, ctx.org.id, id, publicBase);
      await this.audit.record(tx, ctx, {
        event_type: 'user.invite',
        resource: { type: 'user', id },
        context: { email: row.email, role: row.role, invitation, reissued: true },
      });
      return { object: 'invitation', ...link };
    });
  }

  async list(ctx: ServiceContext, q: PageQuery & { role?: UserRole | undefined }) {
    let qb = this.db.selectFrom('users').selectAll().where('org_id', '=', ctx.org.id).where('status', '!=', 'removed');
    if (q.role) qb = qb.where('role', '=', q.role);
    return paginate(qb, 'id', q, toUser);
  }

  async get(ctx: ServiceContext, id: string): Promise<User> {
    return toUser(await this.load(this.db, ctx, id));
  }

  /** Role and reviewer link. Leaving role reviewer drops the link (it only means something there). */
  async update(ctx: ServiceContext, id: string, body: UpdateUserBody): Promise<User> {
    return inTransaction(this.db, async (tx) => {
      const row = await this.load(tx.db, ctx, id);
      const role = body.role ?? row.role;
      const reviewerId =
        body.reviewer_id !== undefined ? body.reviewer_id : role === 'reviewer' ? row.reviewer_id : null;
      if (body.reviewer_id !== undefined) await this.checkReviewer(tx.db, ctx, reviewerId, role);
      if (row.role === role && row.reviewer_id === reviewerId) return toUser(row);
      const updated = { ...row, role, reviewer_id: reviewerId, updated_at: Date.now() };
      const patch = { role, reviewer_id: reviewerId, updated_at: updated.updated_at };
      if (!(await updateUser(tx.db, ctx.org.id, id, patch, { role: row.role }))) throw raced();
      // Keys and sessions of this user act with the new role from their next request, not when
      // their cache entry ages out.
      tx.afterCommit(() => {
        this.keys.invalidate();
        this.sessions().invalidate();
      });
      if (row.role !== role) {
        await this.audit.record(tx, ctx, {
          event_type: 'user.role_changed',
          resource: { type: 'user', id },
          context: { email: row.email, from: row.role, to: role },
        });
      }
      if (row.reviewer_id !== reviewerId) {
        await this.audit.record(tx, ctx, {
          event_type: 'user.reviewer_linked',
          resource: { type: 'user', id },
          context: { email: row.email, from: row.reviewer_id, to: reviewerId },
        });
      }
      return toUser(updated);
    });
  }

  async remove(ctx: ServiceContext, id: string): Promise<User> {
    if (ctx.principal?.userId === id) throw new AppError('conflict', 'You cannot remove yourself', { param: 'id' });
    return inTransaction(this.db, async (tx) => {
      const row = await this.load(tx.db, ctx, id);
      const updated = { ...row, status: 'removed', updated_at: Date.now() };
      const patch = { status: 'removed', updated_at: updated.updated_at };
      if (!(await updateUser(tx.db, ctx.org.id, id, patch, { status: row.status }))) throw raced();
      const keys = await activeKeysOfUser(tx.db, ctx.org.id, id);
      for (const k of keys) await this.keys.revoke(ctx, k.id, tx);
      const sessions = await revokeSessions(tx.db, ctx.org.id, id, updated.updated_at);
      await revokeInvitations(tx.db, ctx.org.id, id, updated.updated_at);
      tx.afterCommit(() => this.sessions().invalidate());
      await this.audit.record(tx, ctx, {
        event_type: 'user.removed',
        resource: { type: 'user', id },
        context: { email: row.email, role: row.role, revoked_keys: keys.map((k) => k.id), revoked_sessions: sessions },
      });
      return toUser(updated);
    });
  }
}
