import { PassThrough } from 'node:stream';
import type { AuditLogEntry } from '@latchkey/contract';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.js';
import { toAuditEntry } from '../logs/logs.service.js';
import type { AuditFeed, FeedEntry } from './audit-feed.js';
import { findEntriesAfter, type StreamFilter } from './stream.repository.js';

export interface StreamSettings {
  /** A `:` comment this often keeps proxies from timing the connection out (DESIGN §10: 15 s). */
  heartbeatMs: number;
  /** Bytes queued for one client that does not read; past it the stream is cut (it resumes by id). */
  maxBufferedBytes: number;
  /** Live entries held while a resume replays from the database; past it the stream is cut. */
  maxPending: number;
  /** The `retry:` advice to clients, in ms. */
  retryMs: number;
  /** How often watched orgs are re-read in case a cross-process signal was lost. */
  sweepMs: number;
  /** A stream's hold on its key's slot lapses this long after its last renewal (ADR 0034). */
  leaseTtlMs: number;
  /** How often an open stream renews its hold; well under leaseTtlMs. */
  leaseRenewMs: number;
}

/** `lease_lost`: another stream holds this key's slot now (ADR 0034). */
export type EndReason = 'client' | 'overflow' | 'shutdown' | 'error' | 'revoked' | 'lease_lost';

/** Whose stream it is: revoking the key (or changing its user's role) ends it. */
export interface StreamOwner {
  keyId: string;
  userId: string | null;
}

const REPLAY_PAGE = 500;

/** One SSE message; JSON never holds a raw newline, so `data` is one line. */
export const frame = (entry: AuditLogEntry): string =>
  `id: ${entry.id}\nevent: audit_log\ndata: ${JSON.stringify(entry)}\n\n`;

/**
 * One client's stream. With a resume point it subscribes to the live feed first and holds what
 * arrives, replays the database from the resume point, then sends the held entries past the last
 * one replayed: nothing committed in between is missed or sent twice. Memory is bounded: a client
 * that stops reading is cut off, and reconnects with Last-Event-ID to read the rest from the
 * database at its own pace.
 */
export class AuditStreamSession {
  readonly body = new PassThrough();
  endReason: EndReason | null = null;
  private readonly eventTypes: Set<string> | null;
  private readonly projects: Set<string> | null;
  /** Live entries held while replaying; null once live. */
  private pending: FeedEntry[] | null = null;
  private lastSeq = 0;
  private unsubscribe: (() => void) | null = null;
  private heartbeat: NodeJS.Timeout | undefined;
  private done = false;

  constructor(
    private readonly opts: {
      feed: AuditFeed;
      db: Kysely<DB>;
      orgId: string;
      filter: StreamFilter;
      owner: StreamOwner;
      settings: StreamSettings;
      onError: (err: unknown) => void;
      /** Called once when the stream ends, however it ends (gives back its key's slot). */
      onEnd?: () => void;
    },
  ) {
    const { eventTypes, projects } = opts.filter;
    this.eventTypes = eventTypes?.length ? new Set(eventTypes) : null;
    this.projects = projects?.length ? new Set(projects) : null;
    // Fastify destroys the body when the response's socket closes: the client went away.
    this.body.once('close', () => this.finish('client'));
  }

  /** Subscribes (errors reach the caller, before any header is sent), then streams. */
  async start(fromSeq: number | undefined): Promise<void> {
    if (fromSeq !== undefined) {
      this.pending = [];
      this.lastSeq = fromSeq;
    }
    const unsubscribe = await this.opts.feed.subscribe(this.opts.orgId, (e) => this.onLive(e));
    if (this.done) return unsubscribe();
    this.unsubscribe = unsubscribe;
    const { retryMs, heartbeatMs } = this.opts.settings;
    // Also flushes the response headers, so the client knows at once that it is connected.
    this.send(`retry: ${retryMs}\n\n`);
    this.heartbeat = setInterval(() => this.send(': heartbeat\n\n'), heartbeatMs);
    this.heartbeat.unref();
    if (this.pending) {
      this.replay().catch((err) => {
        this.opts.onError(err);
        this.abort('error');
      });
    }
  }

  /** Ends the stream cleanly (shutdown): the client sees the end and reconnects elsewhere. */
  end(reason: EndReason = 'shutdown'): void {
    if (this.done) return;
    this.finish(reason);
    this.body.end();
  }

  /** Drops the stream and what it holds at once. */
  abort(reason: EndReason): void {
    if (this.done) return;
    this.finish(reason);
    this.body.destroy();
  }

  private finish(reason: EndReason): void {
    if (this.done) return;
    this.done = true;
    this.endReason = reason;
    clearInterval(this.heartbeat);
    this.unsubscribe?.();
    this.unsubscribe = null;
    this.pending = null;
    this.opts.onEnd?.();
  }

  private matches(entry: AuditLogEntry): boolean {
    if (this.eventTypes && !this.eventTypes.has(entry.event_type)) return false;
    if (this.projects && !(entry.resource.project !== null && this.projects.has(entry.resource.project))) return false;
    return true;
  }

  /**
   * Revocation is effective at once (DESIGN §5), also for a stream that authenticated earlier: the
   * event itself arrives through the feed, from whichever instance revoked. A role change ends the
   * stream too; the client's reconnect is authorized afresh.
   */
  private endsAccess(entry: AuditLogEntry): boolean {
    const { keyId, userId } = this.opts.owner;
    if (entry.event_type === 'api_key.revoked') return entry.resource.id === keyId;
    if (entry.event_type === 'user.role_changed' || entry.event_type === 'user.removed') {
      return userId !== null && entry.resource.id === userId;
    }
    return false;
  }

  private onLive(e: FeedEntry): void {
    if (this.done) return;
    if (this.endsAccess(e.entry)) {
      // Entries committed before the revocation were visible to this key; nothing after it is sent.
      this.end('revoked');
      return;
    }
    if (!this.matches(e.entry)) return;
    if (this.pending) {
      if (this.pending.length >= this.opts.settings.maxPending) this.abort('overflow');
      else this.pending.push(e);
      return;
    }
    this.write(e);
  }

  private async replay(): Promise<void> {
    const { db, orgId, filter } = this.opts;
    for (;;) {
      const rows = await findEntriesAfter(db, orgId, this.lastSeq, REPLAY_PAGE, filter);
      for (const row of rows) {
        if (this.done) return;
        // Paced by the client: the next entry is read only once the previous ones were taken.
        if (!this.write({ seq: row.seq, entry: toAuditEntry(row) })) await this.drained();
      }
      if (this.done) return;
      if (rows.length < REPLAY_PAGE) break;
    }
    // Everything up to lastSeq was replayed; held entries at or below it would be duplicates.
    const held = this.pending ?? [];
    this.pending = null;
    for (const e of held) this.write(e);
  }

  /** Returns false when the client is behind (the caller may wait for 'drain'). */
  private write(e: FeedEntry): boolean {
    if (e.seq <= this.lastSeq) return true;
    this.lastSeq = e.seq;
    return this.send(frame(e.entry));
  }

  private send(chunk: string): boolean {
    if (this.done) return false;
    const ok = this.body.write(chunk);
    if (this.body.writableLength + this.body.readableLength > this.opts.settings.maxBufferedBytes) {
      this.abort('overflow');
      return false;
    }
    return ok;
  }

  private drained(): Promise<void> {
    return new Promise((resolve) => {
      const done = () => {
        this.body.off('drain', done);
        this.body.off('close', done);
        resolve();
      };
      this.body.on('drain', done);
      this.body.on('close', done);
    });
  }
}
