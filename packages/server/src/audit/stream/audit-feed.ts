import type { AuditLogEntry } from '@latchkey/contract';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.js';
import { Poller } from '../../platform/jobs/poller.js';
import type { AppendedEntry, Ledger } from '../../platform/ledger/ledger.js';
import { headOf } from '../../platform/ledger/ledger.repository.js';
import { toAuditEntry } from '../logs/logs.service.js';
import type { FeedTransport } from './feed-transports.js';
import { findEntriesAfter } from './stream.repository.js';

export interface FeedEntry {
  seq: number;
  entry: AuditLogEntry;
}

export type FeedListener = (e: FeedEntry) => void;

interface Watch {
  listeners: Set<FeedListener>;
  /** Highest seq handed to the listeners: every entry after it is still to come, in order. */
  lastSeq: number;
  ready: Promise<void>;
  isReady: boolean;
  reading: boolean;
  /** A signal came while reading (or before the head was known): read once more. */
  again: boolean;
}

const PAGE = 500;

/**
 * One ordered feed of new audit entries per org, shared by every stream of this process.
 * Whatever announces an entry (this process's ledger, a NOTIFY or Redis message from another
 * process, the periodic sweep) only triggers a read of the rows after the last seq delivered,
 * so each listener sees each entry once, in chain order, with no gap, whichever instance wrote it.
 * Orgs nobody streams cost nothing but the outgoing signal.
 */
export class AuditFeed {
  private readonly watches = new Map<string, Watch>();
  private sweeper: Poller | null = null;
  private listening: Promise<void> | null = null;
  private stopped = false;

  constructor(
    private readonly deps: {
      db: Kysely<DB>;
      ledger: Ledger;
      transport: FeedTransport | null;
      /** Re-read of every watched org, in case a signal was lost (a crash after commit, a dropped LISTEN). */
      sweepMs: () => number;
      onError: (err: unknown) => void;
    },
  ) {
    deps.ledger.events.on('appended', this.onAppended);
  }

  /** Resolves once `listener` will receive every entry committed from now on. */
  async subscribe(orgId: string, listener: FeedListener): Promise<() => void> {
    if (this.stopped) throw new Error('audit feed stopped');
    // Listening first, then the head: a signal sent after the head was read cannot be missed.
    const transport = this.deps.transport;
    if (transport) {
      this.listening ??= transport.listen({
        signal: (o) => this.trigger(o),
        resync: () => {
          for (const o of this.watches.keys()) this.trigger(o);
        },
      });
      await this.listening;
    }
    const w = this.watches.get(orgId) ?? this.watch(orgId);
    w.listeners.add(listener);
    const unsubscribe = () => {
      w.listeners.delete(listener);
      if (w.listeners.size === 0 && this.watches.get(orgId) === w) this.watches.delete(orgId);
    };
    try {
      await w.ready;
    } catch (err) {
      unsubscribe();
      throw err;
    }
    this.sweeper ??= new Poller(() => this.sweep(), this.deps.sweepMs(), this.deps.onError);
    this.sweeper.start();
    return unsubscribe;
  }

  async stop(): Promise<void> {
    this.stopped = true;
    this.deps.ledger.events.off('appended', this.onAppended);
    this.watches.clear();
    await this.sweeper?.stop();
    await this.deps.transport?.close();
  }

  private watch(orgId: string): Watch {
    const w: Watch = {
      listeners: new Set(),
      lastSeq: 0,
      ready: Promise.resolve(),
      isReady: false,
      reading: false,
      again: false,
    };
    w.ready = headOf(this.deps.db, orgId, 'audit').then(
      (head) => {
        w.lastSeq = head.seq;
        w.isReady = true;
        if (w.again) this.read(orgId, w);
      },
      (err) => {
        if (this.watches.get(orgId) === w) this.watches.delete(orgId);
        throw err;
      },
    );
    this.watches.set(orgId, w);
    return w;
  }

  private readonly onAppended = (e: AppendedEntry): void => {
    if (e.log !== 'audit') return;
    this.deps.transport?.announce(e.orgId, e.integrity.seq);
    const w = this.watches.get(e.orgId);
    if (!w) return;
    // The common case on one instance: the very next entry, handed over without a read.
    if (w.isReady && !w.reading && e.integrity.seq === w.lastSeq + 1) {
      w.lastSeq = e.integrity.seq;
      const entry = { ...(e.body as Omit<AuditLogEntry, 'integrity'>), integrity: e.integrity };
      this.deliver(w, { seq: e.integrity.seq, entry });
      return;
    }
    if (e.integrity.seq > w.lastSeq) this.read(e.orgId, w);
  };

  private trigger(orgId: string): void {
    const w = this.watches.get(orgId);
    if (w) this.read(orgId, w);
  }

  private async sweep(): Promise<void> {
    await Promise.all([...this.watches].map(([orgId, w]) => this.read(orgId, w)));
  }

  /** Reads and delivers every entry after `lastSeq`; one read per org at a time. */
  private async read(orgId: string, w: Watch): Promise<void> {
    if (!w.isReady || w.reading) {
      w.again = true;
      return;
    }
    w.reading = true;
    try {
      do {
        w.again = false;
        for (;;) {
          const rows = await findEntriesAfter(this.deps.db, orgId, w.lastSeq, PAGE);
          for (const row of rows) {
            if (row.seq <= w.lastSeq) continue;
            w.lastSeq = row.seq;
            this.deliver(w, { seq: row.seq, entry: toAuditEntry(row) });
          }
          if (rows.length < PAGE || this.watches.get(orgId) !== w) break;
        }
      } while (w.again && this.watches.get(orgId) === w);
    } catch (err) {
      // lastSeq stays put: the next signal or sweep reads the same rows again.
      this.deps.onError(err);
    } finally {
      w.reading = false;
    }
  }

  private deliver(w: Watch, e: FeedEntry): void {
    for (const listener of w.listeners) {
      try {
        listener(e);
      } catch (err) {
        this.deps.onError(err);
      }
    }
  }
}
