import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.js';
import { inTransaction } from '../../db/tx.js';
import type { AuditResource, AuditWriter } from '../audit/audit-writer.js';
import type { Actor, Org } from '../context.js';
import { Poller } from '../jobs/poller.js';

/** Failed attempts of one subject (a key, or a user and reason) within one flush interval. */
export interface FailureTally<S> {
  subject: S;
  count: number;
  firstAt: number;
  lastAt: number;
  ips: Set<string>;
  userAgent: string | null;
}

/** What one tally becomes in the audit log; the aggregator adds the origin and the counts. */
export interface FailureRecord {
  org: Org;
  actor: Pick<Actor, 'type' | 'id' | 'email'>;
  resource: AuditResource;
  /** The fields that lead the entry's context (reason, and who failed). */
  context: Record<string, unknown>;
}

/** More distinct subjects than this in one interval are counted, not itemised (memory stays bounded). */
const MAX_TALLIES = 10_000;
const MAX_IPS = 5;

/**
 * The shared part of `auth.failed` (DESIGN §10) for keys and for people: failures are tallied per
 * subject and interval, and each flush writes one entry per subject, so a client retrying (or a
 * guessing run) writes one entry a minute, not thousands. `describe` decides what a tally becomes,
 * or `null` when it must not be written anywhere (it is then only counted in `skipped`).
 */
export class FailureAggregator<S> {
  private tallies = new Map<string, FailureTally<S>>();
  private readonly poller: Poller;

  constructor(
    private readonly db: Kysely<DB>,
    private readonly audit: AuditWriter,
    private readonly describe: (t: FailureTally<S>) => Promise<FailureRecord | null> | FailureRecord | null,
    intervalMs: number,
    private readonly onError: (err: unknown) => void,
  ) {
    this.poller = new Poller(() => this.flush().then(() => {}), intervalMs);
  }

  /** Counts one failure; false when the subject is new and the cap is reached (not tallied). */
  note(id: string, subject: S, ip: string, userAgent: string | null, now: number): boolean {
    let t = this.tallies.get(id);
    if (!t) {
      if (this.tallies.size >= MAX_TALLIES) return false;
      t = { subject, count: 0, firstAt: now, lastAt: now, ips: new Set(), userAgent };
      this.tallies.set(id, t);
    }
    t.count += 1;
    t.lastAt = now;
    if (t.ips.size < MAX_IPS) t.ips.add(ip);
    return true;
  }

  /** Subjects with a tally this interval. */
  get size(): number {
    return this.tallies.size;
  }

  start(): void {
    this.poller.start();
  }

  async stop(): Promise<void> {
    await this.poller.stop();
    await this.flush().catch(() => {});
  }

  /**
   * Writes one `auth.failed` per tally since the last flush. `written` counts entries, `skipped`
   * the failures `describe` refused to attribute.
   */
  async flush(): Promise<{ written: number; skipped: number }> {
    const tallies = this.tallies;
    this.tallies = new Map();
    let written = 0;
    let skipped = 0;
    for (const t of tallies.values()) {
      const rec = await this.describe(t);
      if (!rec) {
        skipped += t.count;
        continue;
      }
      const actor: Actor = { ...rec.actor, ipAddress: [...t.ips][0] ?? null, userAgent: t.userAgent };
      // One subject's failed write must not lose the other tallies of this interval.
      await inTransaction(this.db, (tx) =>
        this.audit.record(
          tx,
          { org: rec.org, actor },
          {
            event_type: 'auth.failed',
            resource: rec.resource,
            context: {
              ...rec.context,
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
    return { written, skipped };
  }
}

/** The default error sink: a process warning under `name`, never a log line with the tally. */
export function flushWarning(name: string): (err: unknown) => void {
  return (err) => process.emitWarning(err instanceof Error ? err : new Error(String(err)), name);
}
