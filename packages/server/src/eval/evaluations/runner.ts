import { randomUUID } from 'node:crypto';
import type { EvaluatorType } from '@latchkey/contract';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.js';
import { inTransaction, type Tx } from '../../db/tx.js';
import type { AuditWriter } from '../../platform/audit/audit-writer.js';
import { type Org, type ServiceContext, SYSTEM_ACTOR } from '../../platform/context.js';
import type { SecretBox } from '../../platform/crypto/secret-box.js';
import { keepLease } from '../../platform/jobs/lease.js';
import { Poller } from '../../platform/jobs/poller.js';
import { createEvaluator } from '../evaluators/registry.js';
import {
  advance,
  claimEvaluation,
  type EvaluationRow,
  finish,
  insertResults,
  nextSamples,
  releaseLeases,
  renewLease,
} from './evaluations.repository.js';
import { LoopShare } from './loop-share.js';
import {
  addToSums,
  type NamedEvaluator,
  type SampleOutcome,
  type SummarySums,
  scoreAll,
  summaryOf,
} from './scoring.js';
import { openConfig, type StoredEvaluator } from './stored-evaluators.js';

export interface RunnerOptions {
  allowInsecure: boolean;
  leaseMs?: number;
  pollMs?: number;
  onError?: (err: unknown) => void;
}

/**
 * Samples per transaction, and scored side by side: instant evaluators go 50 at a time one
 * after another; a judge waits on the network, so a few run at once and commit sooner.
 */
const FAST = { chunk: 50, concurrency: 1 };
const SLOW = { chunk: 8, concurrency: 8 };

/**
 * Runs evaluations in the background, durably: each chunk of results commits with the cursor and
 * progress that count it, under a lease renewed while the work goes on. A process that stops
 * gives its lease back; one that dies loses it when it expires, and whoever claims the
 * evaluation next resumes after the cursor — no sample scored twice, none skipped.
 */
export class EvaluationRunner {
  private readonly owner = `runner_${randomUUID()}`;
  private readonly poller: Poller;
  private readonly leaseMs: number;
  private readonly running = new Map<string, AbortController>();
  private stopped = false;
  /**
   * Runs in the transaction that completes an evaluation (review routing); set once the task
   * service exists. Returns the ids of the tasks it created.
   */
  onCompleted: ((tx: Tx, ctx: ServiceContext, row: EvaluationRow) => Promise<string[]>) | undefined;
  private started = false;

  constructor(
    private readonly db: Kysely<DB>,
    private readonly audit: AuditWriter,
    private readonly secrets: SecretBox,
    private readonly opts: RunnerOptions,
  ) {
    this.leaseMs = opts.leaseMs ?? 30_000;
    this.poller = new Poller(() => this.drain(), opts.pollMs ?? 1_000, opts.onError);
  }

  start(): void {
    this.stopped = false;
    this.started = true;
    this.poller.start();
  }

  /** Work just arrived (an evaluation was created): look now rather than at the next poll. */
  kick(): void {
    if (this.started && !this.stopped) void this.poller.runOnce();
  }

  /** Aborts the run of this evaluation in this process, if any (it was cancelled). */
  abort(id: string): void {
    this.running.get(id)?.abort();
  }

  /** Stops after the chunk in flight is abandoned, and gives the leases back for a prompt resume. */
  async stop(): Promise<void> {
    this.stopped = true;
    for (const c of this.running.values()) c.abort();
    await this.poller.stop();
    // Only a runner that ran can hold leases (and a CLI command may have no tables at all).
    if (this.started) await releaseLeases(this.db, this.owner);
    this.started = false;
  }

  private async drain(): Promise<void> {
    while (!this.stopped) {
      const row = await claimEvaluation(this.db, this.owner, Date.now(), this.leaseMs);
      if (!row) return;
      await this.run(row);
    }
  }

  private async run(row: EvaluationRow): Promise<void> {
    const controller = new AbortController();
    this.running.set(row.id, controller);
    const stopRenewing = keepLease((until) => renewLease(this.db, row.id, this.owner, until), this.leaseMs, controller);
    try {
      let evaluators: NamedEvaluator[];
      try {
        evaluators = (JSON.parse(row.evaluators) as StoredEvaluator[]).map((e) => ({
          name: e.name,
          evaluator: createEvaluator(e.type as EvaluatorType, openConfig(e, this.secrets), {
            allowInsecure: this.opts.allowInsecure,
          }),
        }));
      } catch (err) {
        await this.conclude(row, 'failed', `evaluators could not be prepared: ${(err as Error).message}`);
        return;
      }
      const slow = evaluators.some((e) => e.evaluator.type === 'llm_judge');
      await this.process(row, evaluators, controller.signal, slow ? SLOW : FAST);
    } finally {
      stopRenewing();
      this.running.delete(row.id);
    }
  }

  private async process(row: EvaluationRow, evaluators: NamedEvaluator[], signal: AbortSignal, pace: typeof FAST) {
    let state = row;
    const share = new LoopShare();
    for (;;) {
      if (signal.aborted) return;
      const startedAt = share.begin();
      const samples = await nextSamples(this.db, state, pace.chunk);
      if (samples.length === 0) {
        const everyFailed = state.total > 0 && state.completed === 0;
        await this.conclude(
          state,
          everyFailed ? 'failed' : 'completed',
          everyFailed ? 'every sample failed; see the results' : null,
        );
        return;
      }
      const views = samples.map((s) => ({
        id: s.id,
        input: JSON.parse(s.input) as unknown,
        output: JSON.parse(s.output) as unknown,
        expected: s.expected === null ? undefined : (JSON.parse(s.expected) as unknown),
        metadata: JSON.parse(s.metadata) as Record<string, unknown>,
      }));
      const outcomes = await scoreAll(views, evaluators, signal, pace.concurrency);
      // Stopped or cancelled mid-chunk: nothing of it is kept; the next holder redoes it whole.
      if (signal.aborted) return;
      const next = await this.commit(state, outcomes);
      if (!next) return;
      state = next;
      const pause = share.pauseAfter(startedAt);
      if (pause >= 1) await sleep(pause, signal);
    }
  }

  private async commit(row: EvaluationRow, outcomes: SampleOutcome[]): Promise<EvaluationRow | undefined> {
    const now = Date.now();
    const completed = row.completed + outcomes.filter((o) => o.status === 'completed').length;
    const failed = row.failed + outcomes.filter((o) => o.status === 'failed').length;
    const sums = addToSums(JSON.parse(row.summary) as SummarySums, outcomes);
    const patch = {
      cursor: outcomes.at(-1)!.sampleId,
      completed,
      failed,
      summary: JSON.stringify(sums),
      lease_until: now + this.leaseMs,
    };
    const ctx = this.contextOf(row);
    return inTransaction(this.db, async (tx) => {
      if (!(await advance(tx.db, row.id, this.owner, patch))) return undefined;
      await insertResults(
        tx.db,
        outcomes.map((o) => ({
          evaluation_id: row.id,
          sample_id: o.sampleId,
          org_id: row.org_id,
          status: o.status,
          ai_score: o.aiScore,
          scores: JSON.stringify(o.scores),
          flags: JSON.stringify(o.flags),
          details: JSON.stringify(o.details),
          error: o.error,
          evaluated_at: now,
          review_task_id: null,
        })),
      );
      await this.audit.recordMany(
        tx,
        ctx,
        outcomes.map((o) => ({
          event_type: 'sample.evaluated',
          resource: { type: 'sample', id: o.sampleId, project: row.project_id, dataset: row.dataset_id },
          context: { evaluation: row.id, status: o.status, ai_score: o.aiScore, scores: o.scores, flags: o.flags },
        })),
      );
      return { ...row, ...patch };
    });
  }

  private async conclude(row: EvaluationRow, status: 'completed' | 'failed', error: string | null): Promise<void> {
    const now = Date.now();
    await inTransaction(this.db, async (tx) => {
      if (!(await finish(tx.db, row.id, ['running'], { status, completed_at: now, error }, this.owner))) return;
      const routed =
        status === 'completed' && row.review && this.onCompleted
          ? await this.onCompleted(tx, this.contextOf(row), row)
          : [];
      const summary = summaryOf(JSON.parse(row.summary) as SummarySums);
      await this.audit.record(tx, this.contextOf(row), {
        event_type: `evaluation.${status}`,
        resource: { type: 'evaluation', id: row.id, project: row.project_id, dataset: row.dataset_id },
        context: {
          total: row.total,
          completed: row.completed,
          failed: row.failed,
          ai_score: summary.ai_score,
          ...(routed.length ? { review_tasks: routed } : {}),
          ...(error ? { error } : {}),
        },
      });
    });
  }

  private contextOf(row: EvaluationRow): ServiceContext {
    return { org: { id: row.org_id } as Org, actor: SYSTEM_ACTOR };
  }
}

const sleep = (ms: number, signal: AbortSignal) =>
  new Promise<void>((resolve) => {
    const timer = setTimeout(done, ms);
    function done() {
      clearTimeout(timer);
      signal.removeEventListener('abort', done);
      resolve();
    }
    signal.addEventListener('abort', done, { once: true });
  });
