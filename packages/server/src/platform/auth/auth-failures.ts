import type { FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.js';
import { inTransaction } from '../../db/tx.js';
import type { AuditWriter } from '../audit/audit-writer.js';
import { Poller } from '../jobs/poller.js';
import { maskKey } from '../keys/key-material.js';
import { toOrg } from '../orgs/orgs.repository.js';

interface Tally {
  count: number;
  firstAt: number;
  lastAt: number;
  ips: Set<string>;
  userAgent: string | null;
}

/** More distinct keys than this in one minute are counted, not itemised (memory stays bounded). */
const MAX_KEYS = 10_000;
const MAX_IPS = 5;

/**
 * `auth.failed` (DESIGN §10), aggregated per key and minute so a client retrying a dead key
 * thousands of times writes one entry a minute, not thousands. A failure is attributed to the org
 * whose key it was (revoked, expired, its user removed); a key that matches no org's key cannot be
 * put in any org's log without leaking one tenant's traffic into another's, so it is only counted
 * (`unattributed`, and the latchkey_auth_failed_total metric via the caller).
 */
export class AuthFailures {
  private tallies = new Map<string, Tally>();
  /** Failures counted but not itemised: unknown keys, and keys past MAX_KEYS. */
  private untallied = 0;
  private readonly poller: Poller;

  constructor(
    private readonly db: Kysely<DB>,
    private readonly audit: AuditWriter,
    intervalMs = 60_000,
    private readonly onError: (err: unknown) => void = (err) =>
      process.emitWarning(err instanceof Error ? err : new Error(String(err)), 'AuthFailuresFlush'),
  ) {
    this.poller = new Poller(() => this.flush().then(() => {}), intervalMs);
  }

  /** A well-formed key that matches no org's key: counted, never written anywhere. */
  noteUnattributed(): void {
    this.untallied += 1;
  }

  /** A well-formed key some org holds that did not authenticate (`hash` = its SHA-256). Never throws. */
  note(hash: string, request: FastifyRequest, now = Date.now()): void {
    let t = this.tallies.get(hash);
    if (!t) {
      if (this.tallies.size >= MAX_KEYS) {
        this.untallied += 1;
        return;
      }
      t = { count: 0, firstAt: now, lastAt: now, ips: new Set(), userAgent: request.headers['user-agent'] ?? null };
      this.tallies.set(hash, t);
    }
    t.count += 1;
    t.lastAt = now;
    if (t.ips.size < MAX_IPS) t.ips.add(request.ip);
  }

  /** Keys with a tally this minute. */
  get itemised(): number {
    return this.tallies.size;
  }

  start(): void {
    this.poller.start();
  }

  async stop(): Promise<void> {
    await this.poller.stop();
    await this.flush().catch(() => {});
  }

  /** Writes one `auth.failed` per attributable key seen since the last flush; returns how many. */
  async flush(): Promise<{ written: number; unattributed: number }> {
    const tallies = this.tallies;
    const untallied = this.untallied;
    this.tallies = new Map();
    this.untallied = 0;
    let written = 0;
    let unattributed = untallied;
    for (const [hash, t] of tallies) {
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
        .where('api_keys.key_hash', '=', hash)
        .executeTakeFirst();
      if (!key) {
        unattributed += t.count;
        continue;
      }
      const reason =
        key.revoked_at !== null
          ? 'revoked'
          : key.expires_at !== null && key.expires_at <= t.lastAt
            ? 'expired'
            : key.user_status === 'removed'
              ? 'user_removed'
              : 'invalid';
      const org = toOrg({
        id: key.org_id,
        name: key.org_name,
        slug: key.org_slug,
        plan: key.org_plan,
        settings: key.org_settings,
      });
      const actor = {
        type: 'api_key' as const,
        id: key.key_id,
        ipAddress: [...t.ips][0] ?? null,
        userAgent: t.userAgent,
      };
      // One org's failed write must not lose the other orgs' tallies of this minute.
      await inTransaction(this.db, (tx) =>
        this.audit.record(
          tx,
          { org, actor },
          {
            event_type: 'auth.failed',
            resource: { type: 'api_key', id: key.key_id },
            context: {
              reason,
              key: maskKey(key.last4),
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
    return { written, unattributed };
  }
}
