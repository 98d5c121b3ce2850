import type { ApiKey, KeyRole } from '@latchkey/contract';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.js';
import { inTransaction, type Tx } from '../../db/tx.js';
import type { AuditWriter } from '../audit/audit-writer.js';
import type { Principal, ServiceContext } from '../context.js';
import { AppError, notFound } from '../errors/app-error.js';
import { iso, isoOrNull, type PageQuery, paginate } from '../http/pagination.js';
import { isId, newId } from '../ids.js';
import { toOrg } from '../orgs/orgs.repository.js';
import { isEpochMs } from '../time.js';
import { generateKey, hashKey, isKeyShaped, maskKey } from './key-material.js';
import { findActiveKeyByHash, findKey, insertKey, type KeyRow, revokeKeyRow, touchKey } from './keys.repository.js';

export interface CreateKeyInput {
  name: string;
  /** Default `member`; for a key bound to a user, the user's role (and nothing else is accepted). */
  role?: KeyRole | undefined;
  userId?: string | null | undefined;
  agentId?: string | null | undefined;
  reviewerId?: string | null | undefined;
  expiresAt?: number | null | undefined;
  /** Use this exact secret (the operator's LATCHKEY_BOOTSTRAP_KEY) instead of generating one. */
  secret?: string | undefined;
}

export function toApiKey(row: KeyRow): ApiKey {
  return {
    id: row.id,
    object: 'api_key',
    name: row.name,
    role: row.role as KeyRole,
    user: row.user_id,
    agent: row.agent_id,
    reviewer: row.reviewer_id,
    masked: maskKey(row.last4),
    created_at: iso(row.created_at),
    last_used_at: isoOrNull(row.last_used_at),
    expires_at: isoOrNull(row.expires_at),
    revoked_at: isoOrNull(row.revoked_at),
  };
}

const TOUCH_EVERY_MS = 60_000;

/**
 * API keys: created (secret shown once), listed masked, revoked at once. Authentication results
 * are cached for `cacheMs` (the authorize path is hot); a revocation in this process drops the
 * cache entry immediately, so only another instance can see a revoked key, for at most `cacheMs`.
 */
export class KeyService {
  /** `known`: some org holds a key with this hash, valid or not. */
  private readonly cache = new Map<
    string,
    { principal: Principal | null; known: boolean; until: number; touchedAt: number }
  >();
  /** Bumped by every invalidation, so a lookup that raced one does not cache its stale answer. */
  private epoch = 0;

  constructor(
    private readonly db: Kysely<DB>,
    private readonly audit: AuditWriter,
    private readonly cacheMs = 1000,
  ) {}

  /**
   * The principal of a key, by its hash (`hashKey`; the auth hook hashes once per connection).
   * Synchronous on a cache hit (the hot path); a promise only when the database must be asked.
   */
  authenticateHash(hash: string): Principal | null | Promise<Principal | null> {
    const hit = this.cache.get(hash);
    if (hit && hit.until > Date.now()) return hit.principal;
    return this.load(hash, hit?.touchedAt);
  }

  private async load(hash: string, touched: number | undefined): Promise<Principal | null> {
    const epoch = this.epoch;
    const now = Date.now();
    const row = await findActiveKeyByHash(this.db, hash);
    // A key bound to a person acts with that person's current role, and dies with their removal.
    const userOk = !row?.user_id || (row.user_status !== null && row.user_status !== 'removed');
    const valid = row && userOk && row.revoked_at === null && (row.expires_at === null || row.expires_at > now);
    const principal: Principal | null = valid
      ? {
          keyId: row.key_id,
          role: (row.user_id ? row.user_role : row.role) as KeyRole,
          org: toOrg({
            id: row.org_id,
            name: row.org_name,
            slug: row.org_slug,
            plan: row.org_plan,
            settings: row.org_settings,
          }),
          userId: row.user_id,
          agentId: row.agent_id,
          reviewerId: row.reviewer_id,
          email: row.user_email ?? null,
        }
      : null;
    // An invalidation (revoke, role change) while this read was in flight may have made it stale:
    // read again rather than cache what the database no longer says.
    if (epoch !== this.epoch) return this.load(hash, touched);
    const touchedAt = touched ?? row?.last_used_at ?? 0;
    this.cache.set(hash, { principal, known: row !== undefined, until: now + this.cacheMs, touchedAt });
    if (this.cache.size > 10_000) this.cache.delete(this.cache.keys().next().value!);
    if (principal && now - touchedAt > TOUCH_EVERY_MS) {
      this.cache.get(hash)!.touchedAt = now;
      // Best effort: last_used_at is informational and must never slow or fail a request.
      touchKey(this.db, principal.keyId, now).catch(() => {});
    }
    return principal;
  }

  /**
   * Whether a hash that just failed to authenticate belongs to a key some org holds (revoked,
   * expired, its user removed), as its lookup found. False when unknown or no longer cached.
   */
  isKnownHash(hash: string): boolean {
    return this.cache.get(hash)?.known ?? false;
  }

  /** Forget cached principals (after a plan or settings change, or a revocation). */
  invalidate(keyHash?: string): void {
    this.epoch += 1;
    if (keyHash) this.cache.delete(keyHash);
    else this.cache.clear();
  }

  async create(ctx: ServiceContext, input: CreateKeyInput, tx?: Tx): Promise<{ key: ApiKey; secret: string }> {
    const secret = input.secret ?? generateKey();
    if (!isKeyShaped(secret)) {
      throw new AppError('invalid_value', 'An API key must look like lk_live_ followed by 32 letters or digits');
    }
    // A time no Date can hold would be stored, then fail every read of the key (NaN never expires).
    if (input.expiresAt != null && !isEpochMs(input.expiresAt)) {
      throw new AppError('invalid_value', 'expires_at is not a time this server can hold', { param: 'expires_at' });
    }
    if (input.expiresAt != null && input.expiresAt <= Date.now()) {
      throw new AppError('invalid_value', 'expires_at must be in the future', { param: 'expires_at' });
    }
    const row: KeyRow = {
      id: newId('key'),
      org_id: ctx.org.id,
      name: input.name,
      role: input.role ?? 'member',
      key_hash: hashKey(secret),
      last4: secret.slice(-4),
      user_id: input.userId ?? null,
      agent_id: input.agentId ?? null,
      reviewer_id: input.reviewerId ?? null,
      created_at: Date.now(),
      last_used_at: null,
      expires_at: input.expiresAt ?? null,
      revoked_at: null,
    };
    // Shaped inside the transaction: once it commits the key exists, and an answer that failed
    // to form then would be a key whose secret nobody ever saw.
    const write = async (t: Tx): Promise<ApiKey> => {
      if (row.user_id) {
        const user = await t.db
          .selectFrom('users')
          .select(['id', 'role', 'status'])
          .where('org_id', '=', ctx.org.id)
          .where('id', '=', row.user_id)
          .executeTakeFirst();
        if (!user || user.status === 'removed') throw notFound('User', 'user');
        if (input.role && input.role !== user.role) {
          throw new AppError('invalid_value', `A key bound to this user acts with the user's role (${user.role})`, {
            param: 'role',
          });
        }
        row.role = user.role;
      }
      await insertKey(t.db, row);
      await this.audit.record(t, ctx, {
        event_type: 'api_key.created',
        resource: { type: 'api_key', id: row.id },
        context: {
          name: row.name,
          role: row.role,
          user_id: row.user_id,
          agent_id: row.agent_id,
          reviewer_id: row.reviewer_id,
        },
      });
      return toApiKey(row);
    };
    const key = tx ? await write(tx) : await inTransaction(this.db, write);
    return { key, secret };
  }

  async list(ctx: ServiceContext, q: PageQuery & { include_revoked?: boolean | undefined }) {
    let qb = this.db.selectFrom('api_keys').selectAll().where('org_id', '=', ctx.org.id);
    if (!q.include_revoked) qb = qb.where('revoked_at', 'is', null);
    return paginate(qb, 'id', q, toApiKey);
  }

  async get(ctx: ServiceContext, id: string): Promise<ApiKey> {
    const row = isId(id, 'key') ? await findKey(this.db, ctx.org.id, id) : undefined;
    if (!row) throw notFound('API key', 'id');
    return toApiKey(row);
  }

  async revoke(ctx: ServiceContext, id: string, tx?: Tx): Promise<ApiKey> {
    const run = async (t: Tx): Promise<ApiKey> => {
      const row = isId(id, 'key') ? await findKey(t.db, ctx.org.id, id) : undefined;
      if (!row) throw notFound('API key', 'id');
      if (row.revoked_at !== null) return toApiKey(row);
      const at = Date.now();
      if (!(await revokeKeyRow(t.db, ctx.org.id, id, at)))
        return toApiKey({ ...row, revoked_at: row.revoked_at ?? at });
      await this.audit.record(t, ctx, {
        event_type: 'api_key.revoked',
        resource: { type: 'api_key', id },
        context: { name: row.name, role: row.role },
      });
      t.afterCommit(() => this.invalidate(row.key_hash));
      return toApiKey({ ...row, revoked_at: at });
    };
    return tx ? run(tx) : inTransaction(this.db, run);
  }
}
