import type { QueueQuery, ReviewerQueue } from '@latchkey/contract';
import { type Kysely, sql } from 'kysely';
import type { DB } from '../../db/schema.js';
import type { ServiceContext } from '../../platform/context.js';
import { AppError } from '../../platform/errors/app-error.js';
import { iso } from '../../platform/http/pagination.js';
import { findReviewer, projectsOf, unpackCredentials } from '../reviewers/reviewers.repository.js';
import { evaluationNames, evaluatorScores, sampleLabels } from './queue.repository.js';

interface StoredContext {
  evaluation?: string;
  ai_score?: number | null;
  flag_reason?: string | null;
}

/**
 * The calling reviewer's queue: unreviewed samples of their assigned tasks, plus those of pool
 * tasks they qualify for, by priority, then due date, then age.
 */
export class QueueService {
  constructor(private readonly db: Kysely<DB>) {}

  async queue(ctx: ServiceContext, q: QueueQuery): Promise<ReviewerQueue> {
    const reviewerId = ctx.principal?.reviewerId;
    if (!reviewerId) throw new AppError('forbidden', 'The queue belongs to a reviewer: call it with a reviewer key');
    const me = (await findReviewer(this.db, ctx.org.id, reviewerId))!;
    const projects = (await projectsOf(this.db, [me.id])).get(me.id) ?? [];
    const held = unpackCredentials(me.credentials);
    // Tasks first (few, and ordered by priority, due date, age), then their unreviewed samples
    // in order until the page is full: the work grows with the page, not with the backlog.
    let tq = this.db
      .selectFrom('review_tasks as t')
      .select(['t.id', 't.priority', 't.rubric_id', 't.due_at', 't.sample_count', 't.completed_count'])
      .where('t.org_id', '=', ctx.org.id)
      .where((eb) =>
        eb.or([
          eb.and([eb('t.assignee_id', '=', me.id), eb('t.status', 'in', ['assigned', 'in_progress'])]),
          // Pool tasks this reviewer qualifies for (the rules of `disqualifies`, in SQL, so a
          // large pool never becomes a parameter list).
          ...(projects.length
            ? [
                eb.and([
                  eb('t.status', '=', 'pending'),
                  eb('t.mode', '=', 'pool'),
                  eb('t.project_id', 'in', projects),
                  eb.or([
                    eb('t.required_credentials', '=', '[]'),
                    ...held.map((c) => eb('t.required_credentials', 'like', `%"${c}"%`)),
                  ]),
                  me.specialty
                    ? eb.or([
                        eb('t.specialty', 'is', null),
                        eb(sql`lower(t.specialty)`, '=', me.specialty.toLowerCase()),
                      ])
                    : eb('t.specialty', 'is', null),
                ]),
              ]
            : []),
        ]),
      );
    if (q.project) tq = tq.where('t.project_id', '=', q.project);
    if (q.priority) tq = tq.where('t.priority', '=', q.priority);
    const open = await tq
      .orderBy('t.priority_rank')
      .orderBy('t.due_at')
      .orderBy('t.created_at')
      .orderBy('t.id')
      .execute();
    // Each review marks one sample and counts one on its task, in one transaction: exact.
    const total = open.reduce((n, t) => n + Number(t.sample_count) - Number(t.completed_count), 0);
    const limit = q.limit ?? 50;
    const rows: Array<(typeof open)[number] & { sample_id: string; context: string; position: number }> = [];
    for (const t of open) {
      if (rows.length >= limit) break;
      const samples = await this.db
        .selectFrom('review_task_samples')
        .select(['sample_id', 'context', 'position'])
        .where('task_id', '=', t.id)
        .where('reviewed', '=', 0)
        .orderBy('position')
        .limit(limit - rows.length)
        .execute();
      for (const s of samples) rows.push({ ...t, ...s });
    }
    const contexts = rows.map((r) => JSON.parse(r.context) as StoredContext);
    const sampleIds = [...new Set(rows.map((r) => r.sample_id))];
    const evaluationIds = [...new Set(contexts.flatMap((c) => (c.evaluation ? [c.evaluation] : [])))];
    const [labels, names, scores] = await Promise.all([
      sampleLabels(this.db, ctx.org.id, sampleIds),
      evaluationNames(this.db, ctx.org.id, evaluationIds),
      evaluatorScores(this.db, ctx.org.id, evaluationIds, sampleIds),
    ]);
    return {
      reviewer: me.id,
      total_pending: total,
      items: rows.map((r, i) => {
        const c = contexts[i]!;
        const name = c.evaluation ? names.get(c.evaluation) : undefined;
        const byEvaluator = c.evaluation ? scores.get(`${c.evaluation}/${r.sample_id}`) : undefined;
        return {
          task_id: r.id,
          sample_id: r.sample_id,
          priority: r.priority as ReviewerQueue['items'][number]['priority'],
          rubric: r.rubric_id,
          due_at: iso(Number(r.due_at)),
          context: {
            evaluation: c.evaluation ?? null,
            ai_score: c.ai_score ?? null,
            flag_reason: c.flag_reason ?? null,
            ...(name !== undefined ? { evaluation_name: name } : {}),
            ...(byEvaluator ? { scores: byEvaluator } : {}),
          },
          position: Number(r.position) + 1,
          sample_count: Number(r.sample_count),
          ...labels.get(r.sample_id),
        };
      }),
    };
  }
}
