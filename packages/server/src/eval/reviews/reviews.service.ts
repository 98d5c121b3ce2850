import type { Review, ReviewListQuery, SubmitReviewBody } from '@latchkey/contract';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.js';
import { type Executor, inTransaction } from '../../db/tx.js';
import type { AuditWriter } from '../../platform/audit/audit-writer.js';
import type { ServiceContext } from '../../platform/context.js';
import { AppError } from '../../platform/errors/app-error.js';
import { iso, paginate } from '../../platform/http/pagination.js';
import { newId } from '../../platform/ids.js';
import type { UsageService } from '../../platform/usage/usage.service.js';
import { reviewersById, unpackCredentials } from '../reviewers/reviewers.repository.js';
import { checkGrades, type StoredDimension } from '../rubrics/rubric-rules.js';
import { findRubric } from '../rubrics/rubrics.repository.js';
import type { TaskService } from '../tasks/tasks.service.js';
import {
  advanceTask,
  insertReview,
  lastSubmittedAt,
  latestAiScore,
  markReviewed,
  type ReviewRow,
  reviewsOf,
  taskSample,
} from './reviews.repository.js';

const conflict = (message: string, param?: string) => new AppError('conflict', message, param ? { param } : {});

/**
 * Reviews: only the task's assignee submits, one per task and sample, graded against the task's
 * rubric. The review, the task's progress and state, and the audit events commit together, so a
 * grade is never lost and never counted twice.
 */
export class ReviewService {
  constructor(
    private readonly db: Kysely<DB>,
    private readonly audit: AuditWriter,
    private readonly tasks: TaskService,
    private readonly usage: UsageService,
  ) {}

  async present(db: Executor, rows: ReviewRow[]): Promise<Review[]> {
    const reviewers = await reviewersById(
      db,
      rows[0]?.org_id ?? '',
      rows.map((r) => r.reviewer_id),
    );
    return rows.map((r) => {
      const who = reviewers.get(r.reviewer_id);
      return {
        id: r.id,
        object: 'review',
        task: r.task_id,
        sample: r.sample_id,
        reviewer: {
          id: r.reviewer_id,
          name: who?.name ?? '',
          credentials: who ? unpackCredentials(who.credentials) : [],
        },
        grades: JSON.parse(r.grades) as Record<string, unknown>,
        override_ai_score: Number(r.override_ai_score) === 1,
        ...(r.override_value !== null ? { override_value: Number(r.override_value) } : {}),
        ...(r.original_ai_score !== null ? { original_ai_score: Number(r.original_ai_score) } : {}),
        ...(r.notes !== null ? { notes: r.notes } : {}),
        flags: JSON.parse(r.flags) as string[],
        submitted_at: iso(Number(r.submitted_at)),
      };
    });
  }

  async submit(ctx: ServiceContext, taskId: string, input: SubmitReviewBody): Promise<Review> {
    const reviewerId = ctx.principal?.reviewerId;
    if (!reviewerId) throw new AppError('forbidden', 'Only a reviewer key submits reviews');
    if (input.override_ai_score && input.override_value === undefined) {
      throw new AppError('missing_required_field', 'override_ai_score needs override_value', {
        param: 'override_value',
      });
    }
    if (!input.override_ai_score && input.override_value !== undefined) {
      throw new AppError('invalid_value', 'override_value is only taken with override_ai_score: true', {
        param: 'override_value',
      });
    }
    return inTransaction(this.db, async (tx) => {
      const task = await this.tasks.load(tx.db, ctx, taskId, 'task_id');
      if (task.assignee_id !== reviewerId)
        throw new AppError('forbidden', 'Only the reviewer assigned to this task submits its reviews');
      if (task.status !== 'assigned' && task.status !== 'in_progress') {
        throw conflict(`The task is ${task.status}: it takes no more reviews`, 'task_id');
      }
      const inTask = await taskSample(tx.db, task.id, input.sample);
      if (!inTask) throw new AppError('invalid_value', 'The sample is not in this task', { param: 'sample' });
      if (Number(inTask.reviewed) === 1) throw conflict('This sample of the task is already reviewed', 'sample');
      const rubric = (await findRubric(tx.db, ctx.org.id, task.rubric_id))!;
      checkGrades(JSON.parse(rubric.dimensions) as StoredDimension[], input.grades);
      const original = input.override_ai_score ? await latestAiScore(tx.db, ctx.org.id, input.sample) : null;
      if (input.override_ai_score && original === null) {
        throw conflict(
          'The sample has no AI score to override (no completed evaluation scored it)',
          'override_ai_score',
        );
      }
      const now = Date.now();
      const since = (await lastSubmittedAt(tx.db, task.id, reviewerId)) ?? Number(task.assigned_at ?? task.created_at);
      const row: ReviewRow = {
        id: newId('rev'),
        org_id: ctx.org.id,
        project_id: task.project_id,
        task_id: task.id,
        sample_id: input.sample,
        reviewer_id: reviewerId,
        grades: JSON.stringify(input.grades),
        override_ai_score: input.override_ai_score ? 1 : 0,
        override_value: input.override_ai_score ? input.override_value! : null,
        original_ai_score: original,
        notes: input.notes ?? null,
        flags: JSON.stringify(input.flags ?? []),
        seconds_spent: Math.max(0, (now - since) / 1000),
        submitted_at: now,
      };
      // Conditional updates: a concurrent second review of the sample, or a cancel, loses here.
      if (!(await markReviewed(tx.db, task.id, input.sample)))
        throw conflict('This sample of the task is already reviewed', 'sample');
      if (!(await advanceTask(tx.db, task.id, now))) throw conflict('The task was closed meanwhile', 'task_id');
      // The plan's monthly human-review quota; a refusal rolls the whole review back.
      await this.usage.consume(tx, ctx, 'reviews');
      await insertReview(tx.db, row);
      const resource = { type: 'review', id: row.id, project: task.project_id };
      const context = { task: task.id, sample: row.sample_id, reviewer: reviewerId };
      const events = [{ event_type: 'review.submitted', resource, context }];
      if (row.override_ai_score) {
        events.push({
          event_type: 'review.overridden',
          resource,
          context: { ...context, original_ai_score: original, override_value: row.override_value } as typeof context,
        });
      }
      await this.audit.recordMany(tx, ctx, events);
      const [review] = await this.present(tx.db, [row]);
      return review!;
    });
  }

  async list(ctx: ServiceContext, q: ReviewListQuery) {
    const reviewerId = ctx.principal?.reviewerId;
    // A reviewer key lists its own reviews only.
    if (reviewerId && q.reviewer && q.reviewer !== reviewerId)
      return { object: 'list' as const, data: [], has_more: false, total_count: 0 };
    const page = await paginate(
      reviewsOf(this.db, ctx.org.id, { ...q, ...(reviewerId ? { reviewer: reviewerId } : {}) }),
      'id',
      q,
      (r) => r,
      'submitted_at',
    );
    return { ...page, data: page.data.length ? await this.present(this.db, page.data) : [] };
  }
}
