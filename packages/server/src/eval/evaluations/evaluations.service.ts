import type {
  CreateEvaluationBody,
  Evaluation,
  EvaluationListQuery,
  EvaluationResult,
  EvaluationResultsQuery,
  ReviewRouting,
} from '@latchkey/contract';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.js';
import { type Executor, inTransaction } from '../../db/tx.js';
import type { AuditWriter } from '../../platform/audit/audit-writer.js';
import type { ServiceContext } from '../../platform/context.js';
import type { SecretBox } from '../../platform/crypto/secret-box.js';
import { AppError, notFound } from '../../platform/errors/app-error.js';
import { iso, isoOrNull, paginate } from '../../platform/http/pagination.js';
import { isId, newId } from '../../platform/ids.js';
import type { UsageService } from '../../platform/usage/usage.service.js';
import type { DatasetService } from '../datasets/datasets.service.js';
import { parseEvaluatorSpecs } from '../evaluators/registry.js';
import type { ProjectService } from '../projects/projects.service.js';
import type { ReviewerService } from '../reviewers/reviewers.service.js';
import type { RubricService } from '../rubrics/rubrics.service.js';
import { reviewerMayReadEvaluation, reviewerOf } from '../tasks/reviewer-access.js';
import {
  type EvaluationRow,
  evaluationsOf,
  findEvaluation,
  finish,
  insertEvaluation,
  OPEN_STATUSES,
  type ResultRow,
  resultsOf,
  reviewTasksOf,
  snapshotSamples,
} from './evaluations.repository.js';
import type { EvaluationRunner } from './runner.js';
import { emptySums, type SummarySums, summaryOf } from './scoring.js';
import { publicEvaluator, type StoredEvaluator, sealEvaluators } from './stored-evaluators.js';

export function toEvaluation(row: EvaluationRow, reviewTasks: string[] = []): Evaluation {
  const done = Number(row.completed) + Number(row.failed);
  const total = Number(row.total);
  return {
    id: row.id,
    object: 'evaluation',
    name: row.name,
    project: row.project_id,
    dataset: row.dataset_id,
    evaluators: (JSON.parse(row.evaluators) as StoredEvaluator[]).map(publicEvaluator),
    status: row.status as Evaluation['status'],
    progress: {
      total,
      completed: Number(row.completed),
      failed: Number(row.failed),
      percent: total === 0 ? (row.status === 'completed' ? 100 : 0) : Math.round((10_000 * done) / total) / 100,
    },
    summary: summaryOf(JSON.parse(row.summary) as SummarySums),
    error: row.error,
    ...(row.review ? { review: JSON.parse(row.review) as Evaluation['review'] } : {}),
    review_tasks: reviewTasks,
    created_at: iso(Number(row.created_at)),
    started_at: isoOrNull(row.started_at === null ? null : Number(row.started_at)),
    completed_at: isoOrNull(row.completed_at === null ? null : Number(row.completed_at)),
  };
}

export const toResult = (r: ResultRow): EvaluationResult => ({
  object: 'evaluation_result',
  id: r.sample_id,
  evaluation: r.evaluation_id,
  sample: r.sample_id,
  status: r.status as EvaluationResult['status'],
  ai_score: r.ai_score === null ? null : Number(r.ai_score),
  scores: JSON.parse(r.scores) as Record<string, number>,
  flags: JSON.parse(r.flags) as string[],
  details: JSON.parse(r.details) as Record<string, Record<string, unknown>>,
  error: r.error,
  review_task: r.review_task_id,
  evaluated_at: iso(Number(r.evaluated_at)),
});

/**
 * Evaluations: created here (validated, counted, audited), run by the EvaluationRunner. Quota:
 * `evaluations` +1 and `samples_evaluated` + the dataset's size at creation; a cancel gives back
 * the samples not yet scored.
 */
export class EvaluationService {
  constructor(
    private readonly db: Kysely<DB>,
    private readonly audit: AuditWriter,
    private readonly usage: UsageService,
    private readonly secrets: SecretBox,
    private readonly projects: ProjectService,
    private readonly datasets: DatasetService,
    private readonly runner: EvaluationRunner,
    private readonly allowInsecure: boolean,
    private readonly rubrics: RubricService,
    private readonly reviewers: ReviewerService,
  ) {}

  async create(ctx: ServiceContext, input: CreateEvaluationBody): Promise<Evaluation> {
    const specs = parseEvaluatorSpecs(input.evaluators, { allowInsecure: this.allowInsecure });
    return inTransaction(this.db, async (tx) => {
      const project = await this.projects.load(tx.db, ctx, input.project, 'project');
      const dataset = await this.datasets.load(tx.db, ctx, input.dataset, 'dataset');
      if (dataset.project_id !== project.id) {
        throw new AppError('invalid_value', 'The dataset belongs to another project', { param: 'dataset' });
      }
      if (input.review) await this.checkRouting(tx.db, ctx, project.id, input.review);
      const { count, maxId } = await snapshotSamples(tx.db, ctx.org.id, dataset.id);
      await this.usage.consume(tx, ctx, 'evaluations');
      if (count > 0) await this.usage.consume(tx, ctx, 'samples_evaluated', count);
      const row: EvaluationRow = {
        id: newId('eval'),
        org_id: ctx.org.id,
        project_id: project.id,
        dataset_id: dataset.id,
        name: input.name,
        evaluators: JSON.stringify(sealEvaluators(specs, this.secrets)),
        status: 'pending',
        total: count,
        completed: 0,
        failed: 0,
        summary: JSON.stringify(emptySums()),
        cutoff_id: maxId,
        cursor: null,
        lease_owner: null,
        lease_until: null,
        error: null,
        actor: JSON.stringify({ type: ctx.actor.type, id: ctx.actor.id }),
        created_at: Date.now(),
        started_at: null,
        completed_at: null,
        review: input.review ? JSON.stringify(input.review) : null,
      };
      await insertEvaluation(tx.db, row);
      await this.audit.record(tx, ctx, {
        event_type: 'evaluation.created',
        resource: { type: 'evaluation', id: row.id, project: project.id, dataset: dataset.id },
        context: { name: row.name, evaluators: specs.map((s) => s.type), total: count },
      });
      tx.afterCommit(() => this.runner.kick());
      return toEvaluation(row);
    });
  }

  /** The review block refers to things that must exist now; qualification is checked at routing. */
  private async checkRouting(db: Executor, ctx: ServiceContext, projectId: string, review: ReviewRouting) {
    const rubric = await this.rubrics.load(db, ctx, review.rubric, 'review.rubric');
    if (rubric.project_id !== projectId) {
      throw new AppError('invalid_value', 'The rubric belongs to another project', { param: 'review.rubric' });
    }
    const a = review.assignment;
    if (a?.mode === 'manual') {
      if (!a.reviewer_id) {
        throw new AppError('missing_required_field', 'Manual assignment needs reviewer_id', {
          param: 'review.assignment.reviewer_id',
        });
      }
      await this.reviewers.load(db, ctx, a.reviewer_id, 'review.assignment.reviewer_id');
    }
  }

  private async withTasks(rows: EvaluationRow[]): Promise<Evaluation[]> {
    const tasks = await reviewTasksOf(
      this.db,
      rows.map((r) => r.id),
    );
    return rows.map((r) => toEvaluation(r, tasks.get(r.id) ?? []));
  }

  private async load(ctx: ServiceContext, id: string): Promise<EvaluationRow> {
    const row = isId(id, 'eval') ? await findEvaluation(this.db, ctx.org.id, id) : undefined;
    if (!row) throw notFound('Evaluation', 'id');
    return row;
  }

  async get(ctx: ServiceContext, id: string): Promise<Evaluation> {
    const row = await this.load(ctx, id);
    // A reviewer reads the evaluation that routed its work (the grading page's context), no other.
    const reviewerId = reviewerOf(ctx);
    if (
      reviewerId !== undefined &&
      (reviewerId === null || !(await reviewerMayReadEvaluation(this.db, ctx.org.id, reviewerId, row.id)))
    ) {
      throw new AppError('forbidden', 'A reviewer may read only the evaluations that routed its tasks');
    }
    const [e] = await this.withTasks([row]);
    return e!;
  }

  async list(ctx: ServiceContext, q: EvaluationListQuery) {
    const page = await paginate(evaluationsOf(this.db, ctx.org.id, q), 'id', q, (r) => r);
    return { ...page, data: await this.withTasks(page.data) };
  }

  async results(ctx: ServiceContext, id: string, q: EvaluationResultsQuery) {
    const row = await this.load(ctx, id);
    return paginate(resultsOf(this.db, ctx.org.id, row.id, q.status), 'sample_id', q, toResult, 'evaluated_at');
  }

  /** Stops a pending or running evaluation; its results so far stay. A final one is a 409. */
  async cancel(ctx: ServiceContext, id: string): Promise<Evaluation> {
    const loaded = await this.load(ctx, id);
    const cancelled = await inTransaction(this.db, async (tx) => {
      const now = Date.now();
      if (!(await finish(tx.db, loaded.id, OPEN_STATUSES, { status: 'cancelled', completed_at: now, error: null }))) {
        return undefined;
      }
      // Read after the update: progress is final now that no chunk can commit any more.
      const row = (await findEvaluation(tx.db, ctx.org.id, loaded.id))!;
      const unscored = Number(row.total) - Number(row.completed) - Number(row.failed);
      if (unscored > 0) await this.usage.release(tx, ctx, 'samples_evaluated', unscored);
      await this.audit.record(tx, ctx, {
        event_type: 'evaluation.cancelled',
        resource: { type: 'evaluation', id: row.id, project: row.project_id, dataset: row.dataset_id },
        context: { completed: Number(row.completed), failed: Number(row.failed), total: Number(row.total) },
      });
      tx.afterCommit(() => this.runner.abort(row.id));
      return toEvaluation(row);
    });
    if (!cancelled) {
      throw new AppError('conflict', `The evaluation is already ${(await this.load(ctx, id)).status}`, { param: 'id' });
    }
    return cancelled;
  }
}
