import { timingSafeEqual } from 'node:crypto';
import type { KeyRole } from '@latchkey/contract';
import type { FastifyContextConfig, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.js';
import { DEFAULT_POLICY } from '../console-auth/auth-policy.js';
import { findSessionByHash, type SessionLookup, touchSession } from '../console-auth/sessions.repository.js';
import type { Principal } from '../context.js';
import { sha256Hex } from '../crypto/hash.js';
import { AppError } from '../errors/app-error.js';
import { toOrg } from '../orgs/orgs.repository.js';
import { sessionCookieOf } from './session-cookie.js';
import type { SignInFailures } from './sign-in-failures.js';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Usable by a session still waiting for TOTP enrolment (enrolment, session, sign-out). */
    totpEnrollment?: boolean;
    /** Console-session routes: no credentials means "sign in again", not "send a key". */
    session?: boolean;
  }
}

/** Writes of last_seen_at are at most this often per session (idle checks use the memory copy). */
const TOUCH_EVERY_MS = 30_000;
const SAFE = new Set(['GET', 'HEAD', 'OPTIONS']);

export const sessionExpired = () => new AppError('session_expired', 'Sign in again');
export const csrfRefused = () => new AppError('forbidden', 'Missing or invalid CSRF token');

interface Entry {
  row: SessionLookup;
  principal: Principal;
  /** Until when the row may be used without reading the database again. */
  until: number;
  /** The latest activity this process saw (at least the row's last_seen_at). */
  lastSeen: number;
  /** When this process last wrote last_seen_at. */
  touchedAt: number;
}

/**
 * `lk_session` cookie → the signed-in user's principal. Rows are cached for `cacheMs` like keys
 * (ADR 0002), but the verdict is not: idle timeout and absolute lifetime are checked against the
 * clock on every request, and revocations in this process drop the cache at once.
 */
export class SessionAuth {
  private readonly cache = new Map<string, Entry>();
  private epoch = 0;

  constructor(
    private readonly db: Kysely<DB>,
    private readonly failures: SignInFailures,
    private readonly cacheMs = 1000,
  ) {}

  /** Forget cached sessions (a revocation, role change, removal or policy change). */
  invalidate(): void {
    this.epoch += 1;
    this.cache.clear();
  }

  /** The session token of a request's cookie, or null. */
  tokenOf(request: FastifyRequest): string | null {
    return sessionCookieOf(request.headers.cookie);
  }

  async authenticate(request: FastifyRequest, config: FastifyContextConfig): Promise<Principal> {
    const token = this.tokenOf(request);
    if (token === null) throw sessionExpired();
    const hash = sha256Hex(token);
    const now = Date.now();
    const entry = await this.entry(hash, now);
    if (!entry) throw sessionExpired();
    const { row } = entry;
    const idleMs = (row.idle_timeout_minutes ?? DEFAULT_POLICY.idleTimeoutMinutes) * 60_000;
    if (now >= row.expires_at || now >= entry.lastSeen + idleMs) {
      this.cache.delete(hash);
      throw sessionExpired();
    }
    if (!SAFE.has(request.method) && !csrfMatches(request.headers['x-csrf-token'], row.csrf_hash)) {
      const from = { ip: request.ip, userAgent: request.headers['user-agent'] ?? null };
      this.failures.note({ org: entry.principal.org, userId: row.user_id, email: row.email }, 'csrf', from);
      throw csrfRefused();
    }
    if (row.totp_pending === 1 && !config.totpEnrollment) {
      throw new AppError('forbidden', 'Your organisation requires a second factor: set up TOTP first');
    }
    entry.lastSeen = now;
    if (now - entry.touchedAt >= TOUCH_EVERY_MS) {
      entry.touchedAt = now;
      // Best effort, like a key's last_used_at: a failed write only makes another instance's
      // idle check a little stricter, and must not fail the request.
      touchSession(this.db, row.id, now).catch(() => {});
    }
    request.principal = entry.principal;
    return entry.principal;
  }

  private async entry(hash: string, now: number): Promise<Entry | null> {
    const hit = this.cache.get(hash);
    if (hit && hit.until > now) return hit;
    const epoch = this.epoch;
    const row = await findSessionByHash(this.db, hash);
    if (epoch !== this.epoch) return this.entry(hash, now);
    if (!row || row.revoked_at !== null || row.user_status !== 'active') {
      this.cache.delete(hash);
      return null;
    }
    const principal: Principal = {
      keyId: row.id,
      sessionId: row.id,
      role: row.role as KeyRole,
      org: toOrg({
        id: row.org_id,
        name: row.org_name,
        slug: row.org_slug,
        plan: row.org_plan,
        settings: row.org_settings,
      }),
      userId: row.user_id,
      agentId: null,
      reviewerId: row.reviewer_id,
      email: row.email,
    };
    const lastSeen = Math.max(row.last_seen_at, hit?.lastSeen ?? 0);
    const entry: Entry = { row, principal, until: now + this.cacheMs, lastSeen, touchedAt: hit?.touchedAt ?? lastSeen };
    this.cache.set(hash, entry);
    if (this.cache.size > 10_000) this.cache.delete(this.cache.keys().next().value!);
    return entry;
  }
}

function csrfMatches(header: string | string[] | undefined, expectedHash: string): boolean {
  if (typeof header !== 'string' || header.length === 0 || header.length > 200) return false;
  const a = Buffer.from(sha256Hex(header), 'hex');
  const b = Buffer.from(expectedHash, 'hex');
  return a.length === b.length && timingSafeEqual(a, b);
}
