import type { Credential, QueueQuery, ReviewerQueue } from '@latchkey/contract';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.js';
import type { ServiceContext } from '../../platform/context.js';
import { AppError } from '../../platform/errors/app-error.js';
import { iso } from '../../platform/http/pagination.js';
import { findReviewer, projectsOf } from '../reviewers/reviewers.repository.js';
import { disqualifies } from '../tasks/assignment.js';

interface StoredContext {
  evaluation?: string;
  ai_score?: number | null;
  flag_reason?: string | null;
}

/**
 * The calling reviewer's queue: unreviewed samples of their assigned tasks, plus those of pool
 * tasks they qualify for, by priority, then due date, then age. One indexed query for the page
 * and one count.
 */
export class QueueService {
  constructor(private readonly db: Kysely<DB>) {}

  async queue(ctx: ServiceContext, q: QueueQuery): Promise<ReviewerQueue> {
    const reviewerId = ctx.principal?.reviewerId;
    if (!reviewerId) throw new AppError('forbidden', 'The queue belongs to a reviewer: call it with a reviewer key');
    const me = (await findReviewer(this.db, ctx.org.id, reviewerId))!;
    const projects = (await projectsOf(this.db, [me.id])).get(me.id) ?? [];
    // Pool tasks are few; their credential and specialty rules are checked here, not in SQL.
    const pool =
      projects.length === 0
        ? []
        : await this.db
            .selectFrom('review_tasks')
            .select(['id', 'project_id', 'required_credentials', 'specialty'])
            .where('org_id', '=', ctx.org.id)
            .where('status', '=', 'pending')
            .where('mode', '=', 'pool')
            .where('project_id', 'in', projects)
            .execute();
    const claimable = pool
      .filter(
        (t) =>
          disqualifies(me, projects, {
            projectId: t.project_id,
            credentials: JSON.parse(t.required_credentials) as Credential[],
            specialty: t.specialty,
          }) === null,
      )
      .map((t) => t.id);

    const base = () => {
      let qb = this.db
        .selectFrom('review_task_samples as s')
        .innerJoin('review_tasks as t', 't.id', 's.task_id')
        .where('t.org_id', '=', ctx.org.id)
        .where('s.reviewed', '=', 0)
        .where((eb) =>
          eb.or([
            eb.and([eb('t.assignee_id', '=', me.id), eb('t.status', 'in', ['assigned', 'in_progress'])]),
            ...(claimable.length ? [eb('t.id', 'in', claimable)] : []),
          ]),
        );
      if (q.project) qb = qb.where('t.project_id', '=', q.project);
      if (q.priority) qb = qb.where('t.priority', '=', q.priority);
      return qb;
    };
    const [count, rows] = await Promise.all([
      base()
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirst(),
      base()
        .select(['s.task_id', 's.sample_id', 's.context', 't.priority', 't.rubric_id', 't.due_at'])
        .orderBy('t.priority_rank')
        .orderBy('t.due_at')
        .orderBy('t.created_at')
        .orderBy('s.position')
        .limit(q.limit ?? 50)
        .execute(),
    ]);
    return {
      reviewer: me.id,
      total_pending: Number(count?.n ?? 0),
      items: rows.map((r) => {
        const c = JSON.parse(r.context) as StoredContext;
        return {
          task_id: r.task_id,
          sample_id: r.sample_id,
          priority: r.priority as ReviewerQueue['items'][number]['priority'],
          rubric: r.rubric_id,
          due_at: iso(Number(r.due_at)),
          context: {
            evaluation: c.evaluation ?? null,
            ai_score: c.ai_score ?? null,
            flag_reason: c.flag_reason ?? null,
          },
        };
      }),
    };
  }
}
