import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.js';
import { Poller } from '../../platform/jobs/poller.js';
import type { AppendedEntry, Ledger } from '../../platform/ledger/ledger.js';
import { findAuditPage } from '../logs/logs.repository.js';
import { toAuditEntry } from '../logs/logs.service.js';
import { DEFAULT_INTERVAL_SECONDS, type DestinationKind, type ExportTarget, FRAME_OVERHEAD } from './destinations.js';
import { compileFilter } from './event-filter.js';
import { DESTINATIONS } from './export-config.js';
import {
  claimExport,
  claimHolds,
  dueExportIds,
  type ExportChange,
  type ExportRow,
  releaseExport,
  resumePausedExports,
  settleExport,
  wakeExports,
} from './exports.repository.js';
import { type ExportSender, PermanentExportError } from './sender.js';

export interface ExportWorkerOptions {
  /** How often due exports are looked for (ms); appends in this process wake the worker sooner. */
  pollMs?: number;
  /** An export with nothing to send looks again after this long (entries appended by other instances). */
  idleMs?: number;
  /** How long a claimed export stays ours; a sender that died is replaced after it (ms). */
  leaseMs?: number;
  /** Backoff after a failed attempt: uniform in [c/2, c), c = min(capMs, baseDelayMs * 2^(attempts-1)). */
  baseDelayMs?: number;
  capMs?: number;
  /** Failed attempts in a row that turn an export `failing`. */
  failingAfter?: number;
  /** Least time between two ticks woken by appends: a busy audit log must not turn into a query loop. */
  wakeGapMs?: number;
  /** Exports claimed per tick, sent concurrently. */
  exportsPerTick?: number;
  /** Batches one claim may send in a row while an export catches up. */
  batchesPerClaim?: number;
  /** Audit rows read per query, and at most per attempt (sparse filters over a long log). */
  pageSize?: number;
  scanLimit?: number;
  random?: () => number;
  onError?: (err: unknown) => void;
}

const DEFAULTS = {
  pollMs: 1000,
  idleMs: 5000,
  leaseMs: 60_000,
  baseDelayMs: 1000,
  capMs: 5 * 60_000,
  failingAfter: 3,
  wakeGapMs: 25,
  exportsPerTick: 20,
  batchesPerClaim: 10,
  pageSize: 500,
  scanLimit: 10_000,
};

interface Batch {
  items: string[];
  /** Seq of the first entry in the batch (entries before it were skipped by the filters). */
  firstSeq: number;
  /** Seq the cursor moves to once the batch is delivered. */
  lastSeq: number;
  oldestTs: number;
  full: boolean;
  /** The read reached the end of the log. */
  exhausted: boolean;
}

/**
 * Forwards the audit log to each export's destination. The durable source is the ledger table and
 * each export's `cursor_seq`, advanced only after a 2xx: a crash between the receiver's 2xx and
 * the bookkeeping sends that batch again (at least once, always in chain order, as one sender at a
 * time holds an export's lease). The ledger's `appended` event only wakes the worker early.
 */
export class AuditExportWorker {
  private readonly opts: typeof DEFAULTS;
  private readonly random: () => number;
  private readonly report: (err: unknown) => void;
  private readonly poller: Poller;
  private readonly hinted = new Set<string>();
  private started = false;
  private resumePaused = false;
  private kickTimer: NodeJS.Timeout | undefined;
  private lastTick = 0;

  constructor(
    private readonly deps: { db: Kysely<DB>; ledger: Ledger; sender: ExportSender },
    options: ExportWorkerOptions = {},
  ) {
    const { random, onError, ...rest } = options;
    this.opts = { ...DEFAULTS, ...Object.fromEntries(Object.entries(rest).filter(([, v]) => v !== undefined)) };
    this.random = random ?? Math.random;
    this.report =
      onError ??
      ((err: unknown) => process.stderr.write(`latchkey: audit export: ${(err as Error)?.message ?? err}\n`));
    this.poller = new Poller(() => this.tick(), this.opts.pollMs, this.report);
  }

  start(): void {
    if (this.started) return;
    this.started = true;
    this.resumePaused = true;
    this.deps.ledger.events.on('appended', this.onAppended);
    this.poller.start();
  }

  async stop(): Promise<void> {
    this.started = false;
    this.deps.ledger.events.off('appended', this.onAppended);
    clearTimeout(this.kickTimer);
    this.kickTimer = undefined;
    await this.poller.stop();
  }

  /** Sends whatever is due now, once (tests, or a caller that knows work just arrived). */
  runOnce(): Promise<void> {
    return this.poller.runOnce();
  }

  private readonly onAppended = (e: AppendedEntry): void => {
    if (e.log !== 'audit') return;
    this.hinted.add(e.orgId);
    this.kick();
  };

  /** A tick soon, on its own turn: appends of one commit (and of the next few ms) share it. */
  private kick(): void {
    if (!this.started || this.kickTimer) return;
    const delay = Math.max(0, this.lastTick + this.opts.wakeGapMs - Date.now());
    this.kickTimer = setTimeout(() => {
      this.kickTimer = undefined;
      void this.poller.runOnce();
    }, delay);
    this.kickTimer.unref();
  }

  private async tick(): Promise<void> {
    const now = Date.now();
    this.lastTick = now;
    if (this.resumePaused) {
      this.resumePaused = false;
      await resumePausedExports(this.deps.db, now);
    }
    const orgs = [...this.hinted];
    this.hinted.clear();
    if (orgs.length > 0) await wakeExports(this.deps.db, orgs, now);
    const ids = await dueExportIds(this.deps.db, now, this.opts.exportsPerTick);
    // allSettled: one export's database error must neither stop the others nor end the tick (and
    // so release stop()) while they are still sending.
    const results = await Promise.allSettled(ids.map((id) => this.process(id)));
    let more = ids.length === this.opts.exportsPerTick;
    for (const r of results) {
      if (r.status === 'rejected') this.report(r.reason);
      else more ||= r.value;
    }
    // Hints that came in during this tick, or exports left due now, get the next tick at once.
    if (more || this.hinted.size > 0) this.kick();
  }

  /** Delivers one export's pending entries; true when it is left due at once (more to send). */
  private async process(id: string): Promise<boolean> {
    const leaseId = randomUUID();
    const row = await claimExport(this.deps.db, id, Date.now(), this.opts.leaseMs, leaseId);
    if (!row) return false; // another instance has it
    // Every write of this claim holds only while the export has the settings it was claimed with.
    // A PATCH in between ends the claim: the export is given back due now, at its last settled
    // cursor, and claimed again with its new settings. A batch in flight went out by the old ones
    // and goes again by the new (at least once, never skipped). Each return says whether it is due.
    const settle = async (change: ExportChange) => {
      if (await settleExport(this.deps.db, id, leaseId, row, change)) return true;
      await releaseExport(this.deps.db, id, leaseId, Date.now());
      return false;
    };
    let target: ExportTarget;
    try {
      target = this.deps.sender.open(row);
    } catch (err) {
      if (!(err instanceof PermanentExportError)) throw err;
      const at = Date.now();
      return !(await settle({ ...this.failure(row.attempts + 1, err.message, at), status: 'paused', updated_at: at }));
    }
    const kind = DESTINATIONS[target.destination];
    const batchSize = Math.min(Number(target.config.batch_size) || kind.defaultBatchSize, kind.maxItems);
    const intervalMs = Number(target.config.batch_interval_seconds ?? DEFAULT_INTERVAL_SECONDS) * 1000;
    let status = row.status;
    let cursor = row.cursor_seq;
    for (let n = 0; n < this.opts.batchesPerClaim; n++) {
      const batch = await this.collect(row, target, kind, cursor, batchSize);
      const now = Date.now();
      if (batch.items.length === 0) {
        // Nothing the filters want: the cursor moves past what was read, no request is made.
        const settled = await settle({
          cursor_seq: batch.lastSeq,
          lease_id: null,
          next_attempt_at: batch.exhausted ? now + this.opts.idleMs : now,
        });
        return !settled || !batch.exhausted;
      }
      const skipTo = batch.firstSeq - 1;
      if (batch.exhausted && !batch.full && batch.oldestTs + intervalMs > now) {
        // A partial batch waits for its oldest entry to be batch_interval_seconds old (or a full batch).
        return !(await settle({ cursor_seq: skipTo, lease_id: null, next_attempt_at: batch.oldestTs + intervalMs }));
      }
      // Deleted or changed while this batch was read: what was read after that must not go out.
      if (!(await claimHolds(this.deps.db, id, leaseId, row))) {
        await releaseExport(this.deps.db, id, leaseId, now);
        return true;
      }
      const batchId = `${row.id}-${batch.firstSeq}-${batch.lastSeq}`;
      const outcome = await this.deps.sender.send(target, batch.items, batchId);
      const at = Date.now();
      if (!outcome.ok) {
        const attempts = (n === 0 ? row.attempts : 0) + 1;
        const failing = attempts >= this.opts.failingAfter;
        return !(await settle({
          ...this.failure(attempts, outcome.error, at),
          cursor_seq: skipTo,
          ...(failing && status !== 'failing' ? { status: 'failing', updated_at: at } : {}),
        }));
      }
      const kept = await settle({
        cursor_seq: batch.lastSeq,
        delivered: batch.items.length,
        attempts: 0,
        last_attempt_at: at,
        last_delivered_at: at,
        next_attempt_at: at + this.opts.leaseMs,
        ...(status !== 'active' ? { status: 'active', updated_at: at } : {}),
      });
      if (!kept) return true; // changed, deleted or taken over meanwhile: stop, the next tick sees
      status = 'active';
      cursor = batch.lastSeq;
    }
    await settle({ lease_id: null, next_attempt_at: Date.now() });
    return true;
  }

  private failure(attempts: number, error: string, at: number): ExportChange {
    const ceiling = Math.min(this.opts.capMs, this.opts.baseDelayMs * 2 ** Math.min(attempts - 1, 30));
    return {
      attempts,
      last_error: error.slice(0, 500),
      last_error_at: at,
      last_attempt_at: at,
      lease_id: null,
      next_attempt_at: at + Math.floor(ceiling / 2 + (this.random() * ceiling) / 2),
    };
  }

  /** The next batch after `cursor`: matching entries in chain order, cut at batch_size and the byte limit. */
  private async collect(
    row: ExportRow,
    target: ExportTarget,
    kind: DestinationKind,
    cursor: number,
    batchSize: number,
  ): Promise<Batch> {
    const matches = compileFilter({
      eventTypes: JSON.parse(row.event_types) as string[],
      projects: row.projects === null ? null : (JSON.parse(row.projects) as string[]),
    });
    const batch: Batch = { items: [], firstSeq: 0, lastSeq: cursor, oldestTs: 0, full: false, exhausted: false };
    let bytes = FRAME_OVERHEAD;
    let scanned = 0;
    while (!batch.full && !batch.exhausted && scanned < this.opts.scanLimit) {
      const rows = await findAuditPage(
        this.deps.db,
        row.org_id,
        {},
        { order: 'asc', afterSeq: batch.lastSeq, limit: this.opts.pageSize },
      );
      for (const r of rows) {
        const entry = toAuditEntry(r);
        if (matches(entry)) {
          const item = kind.item(entry, target);
          const size = Buffer.byteLength(item) + 1;
          // An entry alone larger than the limit still goes, alone: skipping it would lose it.
          if (batch.items.length > 0 && bytes + size > kind.maxBytes) {
            batch.full = true;
            break;
          }
          if (batch.items.length === 0) {
            batch.firstSeq = r.seq;
            batch.oldestTs = Date.parse(entry.timestamp);
          }
          batch.items.push(item);
          bytes += size;
        }
        batch.lastSeq = r.seq;
        if (batch.items.length >= batchSize) {
          batch.full = true;
          break;
        }
      }
      scanned += rows.length;
      if (!batch.full && rows.length < this.opts.pageSize) batch.exhausted = true;
    }
    return batch;
  }
}
