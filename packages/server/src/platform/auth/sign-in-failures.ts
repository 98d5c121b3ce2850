import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.js';
import { inTransaction } from '../../db/tx.js';
import type { AuditWriter } from '../audit/audit-writer.js';
import type { Org } from '../context.js';
import { Poller } from '../jobs/poller.js';

export type SignInFailureReason = 'password' | 'totp' | 'locked' | 'csrf';

/** Where a failed attempt came from. */
export interface Origin {
  ip: string;
  userAgent: string | null;
}

export interface FailedUser {
  org: Org;
  userId: string;
  email: string;
}

interface Tally {
  who: FailedUser;
  reason: SignInFailureReason;
  count: number;
  firstAt: number;
  lastAt: number;
  ips: Set<string>;
  userAgent: string | null;
}

const MAX_TALLIES = 10_000;
const MAX_IPS = 5;

/**
 * `auth.failed` for people (wrong password or code, a locked account, a refused CSRF token),
 * aggregated per user, reason and minute as AuthFailures does for keys: a password-guessing run
 * writes one entry a minute, not one per guess. An email no user has is never written: it would
 * name someone who is not in the org (the lockout still counts it).
 */
export class SignInFailures {
  private tallies = new Map<string, Tally>();
  private readonly poller: Poller;

  constructor(
    private readonly db: Kysely<DB>,
    private readonly audit: AuditWriter,
    intervalMs = 60_000,
    private readonly onError: (err: unknown) => void = (err) =>
      process.emitWarning(err instanceof Error ? err : new Error(String(err)), 'SignInFailuresFlush'),
  ) {
    this.poller = new Poller(() => this.flush().then(() => {}), intervalMs);
  }

  note(who: FailedUser, reason: SignInFailureReason, from: Origin, now = Date.now()): void {
    const id = `${who.org.id}\n${who.userId}\n${reason}`;
    let t = this.tallies.get(id);
    if (!t) {
      if (this.tallies.size >= MAX_TALLIES) return;
      t = { who, reason, count: 0, firstAt: now, lastAt: now, ips: new Set(), userAgent: from.userAgent };
      this.tallies.set(id, t);
    }
    t.count += 1;
    t.lastAt = now;
    if (t.ips.size < MAX_IPS) t.ips.add(from.ip);
  }

  start(): void {
    this.poller.start();
  }

  async stop(): Promise<void> {
    await this.poller.stop();
    await this.flush().catch(() => {});
  }

  /** Writes one `auth.failed` per user and reason seen since the last flush; returns how many. */
  async flush(): Promise<number> {
    const tallies = this.tallies;
    this.tallies = new Map();
    let written = 0;
    for (const t of tallies.values()) {
      const actor = {
        type: 'user' as const,
        id: t.who.userId,
        email: t.who.email,
        ipAddress: [...t.ips][0] ?? null,
        userAgent: t.userAgent,
      };
      await inTransaction(this.db, (tx) =>
        this.audit.record(
          tx,
          { org: t.who.org, actor },
          {
            event_type: 'auth.failed',
            resource: { type: 'user', id: t.who.userId },
            context: {
              reason: t.reason,
              email: t.who.email,
              count: t.count,
              first_at: new Date(t.firstAt).toISOString(),
              last_at: new Date(t.lastAt).toISOString(),
              ip_addresses: [...t.ips],
            },
          },
        ),
      ).then(
        () => {
          written += 1;
        },
        (err: unknown) => this.onError(err),
      );
    }
    return written;
  }
}
