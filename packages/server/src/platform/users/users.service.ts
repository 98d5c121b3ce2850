import type { InviteUserBody, User, UserRole } from '@latchkey/contract';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.js';
import { type Executor, inTransaction } from '../../db/tx.js';
import type { AuditWriter } from '../audit/audit-writer.js';
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
    created_at: iso(row.created_at),
    updated_at: iso(row.updated_at),
  };
}

const raced = () => new AppError('conflict', 'The user was changed by a concurrent request; retry', { param: 'id' });

/** People of an org. Removing one revokes every key bound to them in the same transaction. */
export class UserService {
  constructor(
    private readonly db: Kysely<DB>,
    private readonly audit: AuditWriter,
    private readonly keys: KeyService,
  ) {}

  private async load(db: Executor, ctx: ServiceContext, id: string) {
    const row = isId(id, 'usr') ? await findUser(db, ctx.org.id, id) : undefined;
    if (!row || row.status === 'removed') throw notFound('User', 'id');
    return row;
  }

  async invite(ctx: ServiceContext, input: InviteUserBody): Promise<User> {
    const email = input.email.trim().toLowerCase();
    return inTransaction(this.db, async (tx) => {
      const existing = await findUserByEmail(tx.db, ctx.org.id, email);
      if (existing && existing.status !== 'removed') {
        throw new AppError('conflict', `A user with email ${email} already exists`, { param: 'email' });
      }
      const now = Date.now();
      const row: UserRow = existing
        ? { ...existing, name: input.name ?? existing.name, role: input.role, status: 'invited', updated_at: now }
        : {
            id: newId('usr'),
            org_id: ctx.org.id,
            email,
            name: input.name ?? null,
            role: input.role,
            status: 'invited',
            created_at: now,
            updated_at: now,
          };
      if (existing) {
        const { name, role, status, updated_at } = row;
        const patch = { name, role, status, updated_at };
        if (!(await updateUser(tx.db, ctx.org.id, row.id, patch, { status: 'removed' }))) throw raced();
      } else await insertUser(tx.db, row);
      await this.audit.record(tx, ctx, {
        event_type: 'user.invite',
        resource: { type: 'user', id: row.id },
        context: { email, role: row.role },
      });
      return toUser(row);
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

  async changeRole(ctx: ServiceContext, id: string, role: UserRole): Promise<User> {
    return inTransaction(this.db, async (tx) => {
      const row = await this.load(tx.db, ctx, id);
      if (row.role === role) return toUser(row);
      const updated = { ...row, role, updated_at: Date.now() };
      if (!(await updateUser(tx.db, ctx.org.id, id, { role, updated_at: updated.updated_at }, { role: row.role }))) {
        throw raced();
      }
      // Keys bound to this user act with the new role from now on, not when their cache entry ages out.
      tx.afterCommit(() => this.keys.invalidate());
      await this.audit.record(tx, ctx, {
        event_type: 'user.role_changed',
        resource: { type: 'user', id },
        context: { email: row.email, from: row.role, to: role },
      });
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
      await this.audit.record(tx, ctx, {
        event_type: 'user.removed',
        resource: { type: 'user', id },
        context: { email: row.email, role: row.role, revoked_keys: keys.map((k) => k.id) },
      });
      return toUser(updated);
    });
  }
}
