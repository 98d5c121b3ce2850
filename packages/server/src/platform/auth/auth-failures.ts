import type { FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.js';
import type { AuditWriter } from '../audit/audit-writer.js';
import { maskKey } from '../keys/key-material.js';
import { toOrg } from '../orgs/orgs.repository.js';
import { FailureAggregator, type FailureRecord, type FailureTally, flushWarning } from './failure-tally.js';

/**
 * `auth.failed` (DESIGN §10), aggregated per key and minute so a client retrying a dead key
 * thousands of times writes one entry a minute, not thousands. A failure is attributed to the org
 * whose key it was (revoked, expired, its user removed); a key that matches no org's key cannot be
 * put in any org's log without leaking one tenant's traffic into another's, so it is only counted
 * (`unattributed`, and the latchkey_auth_failed_total metric via the caller).
 */
export class AuthFailures {
  private readonly tally: FailureAggregator<string>;
  /** Failures counted but not itemised: unknown keys, and keys past the tally cap. */
  private untallied = 0;

  constructor(
    private readonly db: Kysely<DB>,
    audit: AuditWriter,
    intervalMs = 60_000,
    onError: (err: unknown) => void = flushWarning('AuthFailuresFlush'),
  ) {
    this.tally = new FailureAggregator(db, audit, (t) => this.describe(t), intervalMs, onError);
  }

  /** A well-formed key that matches no org's key: counted, never written anywhere. */
  noteUnattributed(): void {
    this.untallied += 1;
  }

  /** A well-formed key some org holds that did not authenticate (`hash` = its SHA-256). Never throws. */
  note(hash: string, request: FastifyRequest, now = Date.now()): void {
    if (!this.tally.note(hash, hash, request.ip, request.headers['user-agent'] ?? null, now)) this.untallied += 1;
  }

  /** Keys with a tally this minute. */
  get itemised(): number {
    return this.tally.size;
  }

  start(): void {
    this.tally.start();
  }

  stop(): Promise<void> {
    return this.tally.stop();
  }

  /** Writes one `auth.failed` per attributable key seen since the last flush; returns how many. */
  async flush(): Promise<{ written: number; unattributed: number }> {
    const untallied = this.untallied;
    this.untallied = 0;
    const { written, skipped } = await this.tally.flush();
    return { written, unattributed: untallied + skipped };
  }

  /** The key's org and why it failed, looked up at flush time; null when no org holds it any more. */
  private async describe(t: FailureTally<string>): Promise<FailureRecord | null> {
    const key = await this.db
      .selectFrom('api_keys')
      .innerJoin('orgs', 'orgs.id', 'api_keys.org_id')
      .leftJoin('users', 'users.id', 'api_keys.user_id')
      .select([
        'api_keys.id as key_id',
        'api_keys.last4',
        'api_keys.revoked_at',
        'api_keys.expires_at',
        'users.status as user_status',
        'orgs.id as org_id',
        'orgs.name as org_name',
        'orgs.slug as org_slug',
        'orgs.plan as org_plan',
        'orgs.settings as org_settings',
      ])
      .where('api_keys.key_hash', '=', t.subject)
      .executeTakeFirst();
    if (!key) return null;
    const reason =
      key.revoked_at !== null
        ? 'revoked'
        : key.expires_at !== null && key.expires_at <= t.lastAt
          ? 'expired'
          : key.user_status === 'removed'
            ? 'user_removed'
            : 'invalid';
    return {
      org: toOrg({
        id: key.org_id,
        name: key.org_name,
        slug: key.org_slug,
        plan: key.org_plan,
        settings: key.org_settings,
      }),
      actor: { type: 'api_key', id: key.key_id },
      resource: { type: 'api_key', id: key.key_id },
      context: { reason, key: maskKey(key.last4) },
    };
  }
}
