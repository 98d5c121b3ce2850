import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.js';
import type { AuditWriter } from '../audit/audit-writer.js';
import type { Org } from '../context.js';
import { FailureAggregator, flushWarning } from './failure-tally.js';

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

/**
 * `auth.failed` for people (wrong password or code, a locked account, a refused CSRF token),
 * aggregated per user, reason and minute as AuthFailures does for keys: a password-guessing run
 * writes one entry a minute, not one per guess. An email no user has is never written: it would
 * name someone who is not in the org (the lockout still counts it).
 */
export class SignInFailures {
  private readonly tally: FailureAggregator<{ who: FailedUser; reason: SignInFailureReason }>;

  constructor(
    db: Kysely<DB>,
    audit: AuditWriter,
    intervalMs = 60_000,
    onError: (err: unknown) => void = flushWarning('SignInFailuresFlush'),
  ) {
    this.tally = new FailureAggregator(
      db,
      audit,
      ({ subject: { who, reason } }) => ({
        org: who.org,
        actor: { type: 'user', id: who.userId, email: who.email },
        resource: { type: 'user', id: who.userId },
        context: { reason, email: who.email },
      }),
      intervalMs,
      onError,
    );
  }

  note(who: FailedUser, reason: SignInFailureReason, from: Origin, now = Date.now()): void {
    this.tally.note(`${who.org.id}\n${who.userId}\n${reason}`, { who, reason }, from.ip, from.userAgent, now);
  }

  start(): void {
    this.tally.start();
  }

  stop(): Promise<void> {
    return this.tally.stop();
  }

  /** Writes one `auth.failed` per user and reason seen since the last flush; returns how many. */
  async flush(): Promise<number> {
    return (await this.tally.flush()).written;
  }
}
