import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.js';
import { inTransaction } from '../../db/tx.js';
import type { AuditWriter } from '../../platform/audit/audit-writer.js';
import { type Org, type ServiceContext, SYSTEM_ACTOR } from '../../platform/context.js';
import { AppError } from '../../platform/errors/app-error.js';
import { keepLease } from '../../platform/jobs/lease.js';
import { Poller } from '../../platform/jobs/poller.js';
import type { ChainVerifier } from '../integrity/verify.service.js';
import { type Generated, generateReport } from './generate.js';
import {
  claimReport,
  concludeReport,
  deleteChunks,
  expiredUnpurged,
  markPurged,
  type ReportRow,
  releaseLeases,
  releaseReport,
  renewLease,
} from './reports.repository.js';
import { ChunkSink } from './sink.js';

/** A report's file can be downloaded for this long once generated (DESIGN §10). */
export const REPORT_TTL_MS = 24 * 3_600_000;
const PRUNE_EVERY_MS = 10 * 60_000;

export interface ReportJobOptions {
  leaseMs?: number;
  pollMs?: number;
  /** Generations tried before a report is marked failed (a crash or restart counts as one). */
  maxAttempts?: number;
  onError?: (err: unknown) => void;
}

/**
 * Generates reports in the background, durably (pending → processing → completed | failed).
 * A report is claimed under a lease renewed while it is written; each claim writes its file under
 * a new attempt number, so a process that dies mid-way leaves only chunks that the next attempt
 * discards, and whoever claims the report after the lease runs out starts it again from the top
 * (the ledger is append-only, so the same period yields the same events). A stopping process
 * gives its leases back so a restart resumes at once.
 */
export class ReportJob {
  private readonly owner = `reports_${randomUUID()}`;
  private readonly poller: Poller;
  private readonly leaseMs: number;
  private readonly maxAttempts: number;
  private readonly running = new Set<AbortController>();
  private started = false;
  private stopped = false;
  private prunedAt = 0;

  constructor(
    private readonly db: Kysely<DB>,
    private readonly audit: AuditWriter,
    /** The cover page's verification of the period (the same as POST /v1/audit/verify). */
    private readonly verifyChain: ChainVerifier,
    private readonly opts: ReportJobOptions = {},
  ) {
    this.leaseMs = opts.leaseMs ?? 30_000;
    this.maxAttempts = opts.maxAttempts ?? 3;
    this.poller = new Poller(() => this.drain(), opts.pollMs ?? 1_000, opts.onError);
  }

  start(): void {
    this.stopped = false;
    this.started = true;
    this.poller.start();
  }

  /** A report was just requested: look now rather than at the next poll. */
  kick(): void {
    if (this.started && !this.stopped) void this.poller.runOnce();
  }

  async stop(): Promise<void> {
    this.stopped = true;
    for (const c of this.running) c.abort();
    await this.poller.stop();
    // Only a job that ran can hold leases (and a CLI command may have no tables at all).
    if (this.started) await releaseLeases(this.db, this.owner);
    this.started = false;
  }

  private async drain(): Promise<void> {
    await this.prune();
    while (!this.stopped) {
      const row = await claimReport(this.db, this.owner, Date.now(), this.leaseMs);
      if (!row) return;
      await this.run(row);
    }
  }

  private async run(row: ReportRow): Promise<void> {
    const controller = new AbortController();
    this.running.add(controller);
    const stopRenewing = keepLease((until) => renewLease(this.db, row.id, this.owner, until), this.leaseMs, controller);
    try {
      const sink = new ChunkSink(this.db, row.id, row.attempt);
      const result = await generateReport(this.db, row, sink, controller.signal, this.verifyChain);
      if (!controller.signal.aborted) await this.complete(row, result);
    } catch (err) {
      // Stopped, or the lease was lost: whoever claims the report next starts a new attempt.
      if (controller.signal.aborted) return;
      this.opts.onError?.(err);
      await this.failOrRetry(row, err);
    } finally {
      stopRenewing();
      this.running.delete(controller);
    }
  }

  private async complete(row: ReportRow, r: Generated): Promise<void> {
    const now = Date.now();
    await inTransaction(this.db, async (tx) => {
      const done = await concludeReport(tx.db, row, this.owner, {
        status: 'completed',
        event_count: r.eventCount,
        page_count: r.pageCount,
        byte_size: r.byteSize,
        verification: JSON.stringify(r.verification),
        completed_at: now,
        expires_at: now + REPORT_TTL_MS,
      });
      if (!done) return;
      await deleteChunks(tx.db, row.id, { keep: row.attempt });
      await this.audit.record(tx, contextOf(row), {
        event_type: 'audit_report.completed',
        resource: { type: 'audit_report', id: row.id, project: row.project },
        context: {
          report_type: row.report_type,
          format: row.format,
          event_count: r.eventCount,
          page_count: r.pageCount,
          chain_valid: r.verification.valid,
          chain_hash: r.verification.chain_hash,
        },
      });
    });
  }

  private async failOrRetry(row: ReportRow, err: unknown): Promise<void> {
    await deleteChunks(this.db, row.id, { only: row.attempt });
    if (row.attempt < this.maxAttempts) {
      // Backs off, then any instance may try again.
      await releaseReport(this.db, row.id, this.owner, Date.now() + 2_000 * 2 ** row.attempt);
      return;
    }
    // Only messages meant for users are kept; anything else may carry internals.
    const error = err instanceof AppError ? err.message : 'The report could not be generated';
    await inTransaction(this.db, async (tx) => {
      const now = Date.now();
      if (!(await concludeReport(tx.db, row, this.owner, { status: 'failed', error, completed_at: now }))) return;
      await deleteChunks(tx.db, row.id);
      await this.audit.record(tx, contextOf(row), {
        event_type: 'audit_report.failed',
        resource: { type: 'audit_report', id: row.id, project: row.project },
        context: { report_type: row.report_type, format: row.format, error, attempts: row.attempt },
      });
    });
  }

  /** Deletes the files of expired reports (now and then); the rows stay as the record. */
  private async prune(): Promise<void> {
    const now = Date.now();
    if (now - this.prunedAt < PRUNE_EVERY_MS) return;
    this.prunedAt = now;
    for (;;) {
      const ids = await expiredUnpurged(this.db, now, 100);
      for (const id of ids) {
        await deleteChunks(this.db, id);
        await markPurged(this.db, id, now);
      }
      if (ids.length < 100 || this.stopped) return;
    }
  }
}

const contextOf = (row: ReportRow): ServiceContext => ({ org: { id: row.org_id } as Org, actor: SYSTEM_ACTOR });
