import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.js';
import { AppError } from '../errors/app-error.js';

/** How many failures a subject may make before it is locked, and when its count starts over. */
export interface ThrottleRule {
  threshold: number;
  forgetAfterMs: number;
}

// An account: five wrong passwords in a row, forgotten after a quiet day. An address: fifty
// failures (a ward's shared NAT has many people typing), forgotten after a quiet quarter hour;
// it stops one machine spraying guesses across many accounts.
export const ACCOUNT_RULE: ThrottleRule = { threshold: 5, forgetAfterMs: 24 * 3_600_000 };
export const IP_RULE: ThrottleRule = { threshold: 50, forgetAfterMs: 15 * 60_000 };

const BASE_LOCK_MS = 30_000;
const MAX_LOCK_MS = 3_600_000;

/** The lock after `failures` consecutive failures: 0 below the threshold, then 30 s doubling to 1 h. */
export function lockMs(failures: number, rule: ThrottleRule): number {
  if (failures < rule.threshold) return 0;
  return Math.min(BASE_LOCK_MS * 2 ** Math.min(failures - rule.threshold, 20), MAX_LOCK_MS);
}

export const accountScope = (orgId: string, email: string) => `acct:${orgId}:${email}`;
export const ipScope = (ip: string) => `ip:${ip}`;

export const locked = (retryAfterMs: number) => {
  const seconds = Math.max(1, Math.ceil(retryAfterMs / 1000));
  return new AppError('account_locked', `Too many failed sign-ins: try again in ${seconds} seconds`, {
    headers: { 'retry-after': String(seconds) },
    details: { retry_after: seconds },
  });
};

/**
 * Lockout state in the database, so every instance counts the same failures. A failure is a
 * compare-and-set on the row's count: two instances recording at once both land.
 */
export class LoginThrottle {
  constructor(private readonly db: Kysely<DB>) {}

  /** The longest remaining lock among `scopes`, in ms (0 when none is locked). */
  async lockedFor(scopes: string[], now = Date.now()): Promise<number> {
    if (scopes.length === 0) return 0;
    const rows = await this.db
      .selectFrom('login_throttle')
      .select(['locked_until'])
      .where('scope', 'in', scopes)
      .execute();
    return Math.max(0, ...rows.map((r) => r.locked_until - now));
  }

  async fail(scope: string, rule: ThrottleRule, now = Date.now()): Promise<void> {
    for (let attempt = 0; attempt < 5; attempt++) {
      const row = await this.db.selectFrom('login_throttle').selectAll().where('scope', '=', scope).executeTakeFirst();
      const before = row && now - row.last_failure_at < rule.forgetAfterMs ? row.failures : 0;
      const failures = before + 1;
      const lock = lockMs(failures, rule);
      const next = { failures, last_failure_at: now, locked_until: lock > 0 ? now + lock : 0 };
      if (!row) {
        const r = await this.db
          .insertInto('login_throttle')
          .values({ scope, ...next })
          .onConflict((oc) => oc.column('scope').doNothing())
          .executeTakeFirst();
        if (Number(r.numInsertedOrUpdatedRows ?? 0n) === 1) return;
        continue;
      }
      const r = await this.db
        .updateTable('login_throttle')
        .set(next)
        .where('scope', '=', scope)
        .where('failures', '=', row.failures)
        .where('last_failure_at', '=', row.last_failure_at)
        .executeTakeFirst();
      if (Number(r.numUpdatedRows) === 1) return;
    }
  }

  async clear(scope: string): Promise<void> {
    await this.db.deleteFrom('login_throttle').where('scope', '=', scope).execute();
  }
}
