import type { CreateTaskBody, Credential, Priority, ReviewTask, TaskListQuery } from '@latchkey/contract';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.js';
import { type Executor, inTransaction, type Tx } from '../../db/tx.js';
import type { AuditWriter } from '../../platform/audit/audit-writer.js';
import type { ServiceContext } from '../../platform/context.js';
import { AppError, notFound } from '../../platform/errors/app-error.js';
import { paginate } from '../../platform/http/pagination.js';
import { isId, newId } from '../../platform/ids.js';
import { timeInput } from '../../platform/time.js';
import type { ProjectService } from '../projects/projects.service.js';
import { findReviewer, projectsOf } from '../reviewers/reviewers.repository.js';
import type { RubricService } from '../rubrics/rubrics.service.js';
import { disqualifies, pickReviewer, type Requirement } from './assignment.js';
import { presentTasks } from './tasks.mapper.js';
import {
  findTask,
  insertTask,
  moveTask,
  OPEN_TASK,
  samplesOfProject,
  type TaskRow,
  tasksOf,
} from './tasks.repository.js';

export const PRIORITY_RANK: Record<Priority, number> = { urgent: 0, high: 1, normal: 2, low: 3 };
/** When no due date is given: sooner for more urgent work. */
const DEFAULT_DUE_MS: Record<Priority, number> = {
  urgent: 4 * 3600e3,
  high: 24 * 3600e3,
  normal: 72 * 3600e3,
  low: 7 * 24 * 3600e3,
};

/** Extra samples to attach (with queue context) when a task is created by evaluation routing. */
export interface TaskSampleInput {
  id: string;
  context?: { evaluation: string; ai_score: number | null; flag_reason: string | null };
}

/**
 * Review tasks: `pending → assigned → in_progress → completed`, any open state `→ cancelled`.
 * `auto` and `manual` resolve an assignee at creation; `pool` waits for a qualified reviewer to
 * claim it. Every assignment writes `review.assigned` in its own transaction.
 */
export class TaskService {
  constructor(
    private readonly db: Kysely<DB>,
    private readonly audit: AuditWriter,
    private readonly projects: ProjectService,
    private readonly rubrics: RubricService,
  ) {}

  /** A task the caller may see: reviewers only their own tasks and the pool of their projects. */
  async load(db: Executor, ctx: ServiceContext, id: string, param = 'id'): Promise<TaskRow> {
    const row = isId(id, 'task') ? await findTask(db, ctx.org.id, id) : undefined;
    if (!row || !(await this.visible(db, ctx, row))) throw notFound('Review task', param);
    return row;
  }

  private async visible(db: Executor, ctx: ServiceContext, row: TaskRow): Promise<boolean> {
    const reviewerId = ctx.principal?.reviewerId;
    if (!reviewerId) return true;
    if (row.assignee_id === reviewerId) return true;
    if (row.status !== 'pending') return false;
    return ((await projectsOf(db, [reviewerId])).get(reviewerId) ?? []).includes(row.project_id);
  }

  async create(ctx: ServiceContext, input: CreateTaskBody): Promise<ReviewTask> {
    const samples = input.samples.map((id) => ({ id }));
    return inTransaction(this.db, async (tx) => {
      const row = await this.createInTx(tx, ctx, input, samples);
      const [task] = await presentTasks(tx.db, [row]);
      return task!;
    });
  }

  /** The whole creation inside the caller's transaction (evaluation routing uses it too). */
  async createInTx(
    tx: Tx,
    ctx: ServiceContext,
    input: Omit<CreateTaskBody, 'samples'>,
    samples: TaskSampleInput[],
    evaluationId?: string,
  ) {
    const project = await this.projects.load(tx.db, ctx, input.project, 'project');
    const rubric = await this.rubrics.load(tx.db, ctx, input.rubric, 'rubric');
    if (rubric.project_id !== project.id) {
      throw new AppError('invalid_value', 'The rubric belongs to another project', { param: 'rubric' });
    }
    const found = await samplesOfProject(
      tx.db,
      ctx.org.id,
      project.id,
      samples.map((s) => s.id),
    );
    const missing = samples.findIndex((s) => !found.has(s.id));
    if (missing >= 0) throw notFound(`Sample ${samples[missing]!.id} of this project`, `samples[${missing}]`);

    const a = input.assignment ?? { mode: 'auto' as const };
    const req: Requirement = {
      projectId: project.id,
      credentials: a.required_credentials ?? [],
      specialty: a.specialty ?? null,
    };
    const assignee = await this.resolveAssignee(tx.db, ctx, a, req);
    const now = Date.now();
    const priority = input.priority ?? 'normal';
    const dueAt = input.due_at ? timeInput(input.due_at, 'due_at') : now + DEFAULT_DUE_MS[priority];
    const row: TaskRow = {
      id: newId('task'),
      org_id: ctx.org.id,
      project_id: project.id,
      rubric_id: rubric.id,
      status: assignee ? 'assigned' : 'pending',
      priority,
      priority_rank: PRIORITY_RANK[priority],
      mode: a.mode,
      assignee_id: assignee?.id ?? null,
      assigned_at: assignee ? now : null,
      required_credentials: JSON.stringify(req.credentials),
      specialty: req.specialty,
      due_at: dueAt,
      metadata: JSON.stringify(input.metadata ?? {}),
      sample_count: samples.length,
      completed_count: 0,
      evaluation_id: evaluationId ?? null,
      created_at: now,
      updated_at: now,
    };
    await insertTask(
      tx.db,
      row,
      samples.map((s, position) => ({
        task_id: row.id,
        sample_id: s.id,
        org_id: ctx.org.id,
        position,
        reviewed: 0,
        context: JSON.stringify(s.context ?? {}),
      })),
    );
    if (assignee) await this.assigned(tx, ctx, row, assignee.id);
    return row;
  }

  private async resolveAssignee(
    db: Executor,
    ctx: ServiceContext,
    a: NonNullable<CreateTaskBody['assignment']>,
    req: Requirement,
  ) {
    if (a.mode === 'pool') return undefined;
    if (a.mode === 'auto') {
      const picked = await pickReviewer(db, ctx.org.id, req);
      if (!picked)
        throw new AppError(
          'conflict',
          'No available reviewer of this project meets the requirements; use pool mode to queue it',
          { param: 'assignment' },
        );
      return picked;
    }
    if (!a.reviewer_id)
      throw new AppError('missing_required_field', 'Manual assignment needs reviewer_id', {
        param: 'assignment.reviewer_id',
      });
    const r = isId(a.reviewer_id, 'rvr') ? await findReviewer(db, ctx.org.id, a.reviewer_id) : undefined;
    if (!r) throw notFound('Reviewer', 'assignment.reviewer_id');
    const why = disqualifies(r, (await projectsOf(db, [r.id])).get(r.id) ?? [], req);
    if (why) throw new AppError('invalid_value', `The reviewer ${why}`, { param: 'assignment.reviewer_id' });
    return r;
  }

  private assigned(tx: Tx, ctx: ServiceContext, row: TaskRow, reviewerId: string) {
    return this.audit.record(tx, ctx, {
      event_type: 'review.assigned',
      resource: { type: 'review_task', id: row.id, project: row.project_id },
      context: { reviewer: reviewerId, mode: row.mode, sample_count: Number(row.sample_count) },
    });
  }

  async get(ctx: ServiceContext, id: string): Promise<ReviewTask> {
    const [t] = await presentTasks(this.db, [await this.load(this.db, ctx, id)]);
    return t!;
  }

  async list(ctx: ServiceContext, q: TaskListQuery) {
    let qb = tasksOf(this.db, ctx.org.id, q);
    const reviewerId = ctx.principal?.reviewerId;
    if (reviewerId) {
      // A reviewer lists their own tasks and the open pool of their projects, nothing else.
      qb = qb.where((eb) =>
        eb.or([
          eb('assignee_id', '=', reviewerId),
          eb.and([
            eb('status', '=', 'pending'),
            eb(
              'project_id',
              'in',
              eb.selectFrom('reviewer_projects').select('project_id').where('reviewer_id', '=', reviewerId),
            ),
          ]),
        ]),
      );
    }
    const page = await paginate(qb, 'id', q, (r) => r);
    return { ...page, data: await presentTasks(this.db, page.data) };
  }

  /** A qualified reviewer takes a pool task; of two racing claims exactly one wins. */
  async claim(ctx: ServiceContext, id: string): Promise<ReviewTask> {
    const reviewerId = ctx.principal?.reviewerId;
    if (!reviewerId) throw new AppError('forbidden', 'Only a reviewer key can claim a task');
    return inTransaction(this.db, async (tx) => {
      // Not `load`: a task another reviewer just claimed is no longer visible, but the loser of
      // that race should hear 409 (claimed), not 404.
      const row = isId(id, 'task') ? await findTask(tx.db, ctx.org.id, id) : undefined;
      const myProjects = (await projectsOf(tx.db, [reviewerId])).get(reviewerId) ?? [];
      if (!row || !(row.assignee_id === reviewerId || myProjects.includes(row.project_id)))
        throw notFound('Review task', 'id');
      if (row.status !== 'pending') {
        throw new AppError('conflict', `The task is ${row.status}, not open for claiming`, { param: 'id' });
      }
      const me = (await findReviewer(tx.db, ctx.org.id, reviewerId))!;
      const req = {
        projectId: row.project_id,
        credentials: JSON.parse(row.required_credentials) as Credential[],
        specialty: row.specialty,
      };
      const why = disqualifies(me, myProjects, req);
      if (why) throw new AppError('forbidden', `You cannot claim this task: the reviewer ${why}`);
      const now = Date.now();
      if (
        !(await moveTask(tx.db, row.id, ['pending'], {
          status: 'assigned',
          assignee_id: me.id,
          assigned_at: now,
          updated_at: now,
        }))
      ) {
        throw new AppError('conflict', 'Another reviewer claimed the task first', { param: 'id' });
      }
      const next = { ...row, status: 'assigned', assignee_id: me.id, assigned_at: now, updated_at: now };
      await this.assigned(tx, ctx, next, me.id);
      const [t] = await presentTasks(tx.db, [next]);
      return t!;
    });
  }

  async cancel(ctx: ServiceContext, id: string): Promise<ReviewTask> {
    return inTransaction(this.db, async (tx) => {
      const row = await this.load(tx.db, ctx, id);
      const now = Date.now();
      if (!(await moveTask(tx.db, row.id, OPEN_TASK, { status: 'cancelled', updated_at: now }))) {
        throw new AppError('conflict', `The task is already ${row.status}`, { param: 'id' });
      }
      const [t] = await presentTasks(tx.db, [{ ...row, status: 'cancelled', updated_at: now }]);
      return t!;
    });
  }
}
