import { createHash } from 'node:crypto';
import type { ReviewRouting } from '@latchkey/contract';
import type { Tx } from '../../db/tx.js';
import type { ServiceContext } from '../../platform/context.js';
import { AppError } from '../../platform/errors/app-error.js';
import type { TaskSampleInput, TaskService } from '../tasks/tasks.service.js';
import type { EvaluationRow } from './evaluations.repository.js';

/** Samples per routed task (a task holds at most 500). */
const TASK_SIZE = 500;

/** Spot checks pick the same samples every time: a hash of evaluation and sample, not Math.random. */
export function spotChecked(evaluationId: string, sampleId: string, rate: number): boolean {
  if (rate <= 0) return false;
  const h = createHash('sha256').update(`${evaluationId}:${sampleId}`).digest();
  return h.readUInt32BE(0) / 2 ** 32 < rate;
}

/** Why a result goes to review, or null: a low score first, then a flag, then a spot check. */
export function routeReason(
  evaluationId: string,
  r: { sample_id: string; status: string; ai_score: number | null; flags: string[] },
  when: ReviewRouting['when'],
): string | null {
  if (when.score_below !== undefined && r.ai_score !== null && r.ai_score < when.score_below) {
    return `ai_score below ${when.score_below}`;
  }
  const flag = r.flags.find((f) => when.flags_any?.includes(f));
  if (flag) return `flag: ${flag}`;
  if (r.status === 'completed' && spotChecked(evaluationId, r.sample_id, when.sample_rate ?? 0)) return 'spot check';
  return null;
}

/**
 * Turns a completed evaluation's matching samples into review tasks, inside the transaction that
 * completes it, and links each routed result to its task. An `auto` assignment nobody qualifies
 * for falls back to the pool rather than dropping the samples.
 */
export async function routeToReview(
  tx: Tx,
  ctx: ServiceContext,
  row: EvaluationRow,
  tasks: TaskService,
): Promise<string[]> {
  const review = JSON.parse(row.review!) as ReviewRouting;
  const results = await tx.db
    .selectFrom('evaluation_results')
    .select(['sample_id', 'status', 'ai_score', 'flags'])
    .where('evaluation_id', '=', row.id)
    .orderBy('sample_id')
    .execute();
  const routed: TaskSampleInput[] = [];
  for (const r of results) {
    const result = {
      ...r,
      ai_score: r.ai_score === null ? null : Number(r.ai_score),
      flags: JSON.parse(r.flags) as string[],
    };
    const reason = routeReason(row.id, result, review.when);
    if (reason)
      routed.push({ id: r.sample_id, context: { evaluation: row.id, ai_score: result.ai_score, flag_reason: reason } });
  }
  const ids: string[] = [];
  for (let i = 0; i < routed.length; i += TASK_SIZE) {
    const slice = routed.slice(i, i + TASK_SIZE);
    const input = {
      project: row.project_id,
      rubric: review.rubric,
      ...(review.priority ? { priority: review.priority } : {}),
      ...(review.assignment ? { assignment: review.assignment } : {}),
      metadata: { evaluation: row.id },
    };
    let task: { id: string };
    try {
      task = await tasks.createInTx(tx, ctx, input, slice, row.id);
    } catch (err) {
      // The assignee named or picked at creation may no longer qualify (or nobody does): queue it.
      if (
        !(err instanceof AppError) ||
        !(err.param ?? '').startsWith('assignment') ||
        review.assignment?.mode === 'pool'
      )
        throw err;
      const { reviewer_id: _unused, ...rest } = review.assignment ?? { mode: 'pool' as const };
      task = await tasks.createInTx(tx, ctx, { ...input, assignment: { ...rest, mode: 'pool' } }, slice, row.id);
    }
    ids.push(task.id);
    await tx.db
      .updateTable('evaluation_results')
      .set({ review_task_id: task.id })
      .where('evaluation_id', '=', row.id)
      .where(
        'sample_id',
        'in',
        slice.map((s) => s.id),
      )
      .execute();
  }
  return ids;
}
