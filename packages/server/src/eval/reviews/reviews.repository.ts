import { sql } from 'kysely';
import type { ReviewsTable } from '../../db/schema.js';
import type { Executor } from '../../db/tx.js';

export type ReviewRow = ReviewsTable;

export async function insertReview(db: Executor, row: ReviewRow): Promise<void> {
  await db.insertInto('reviews').values(row).execute();
}

/** The AI score a reviewer overrides: the sample's most recent completed evaluation result. */
export async function latestAiScore(db: Executor, orgId: string, sampleId: string): Promise<number | null> {
  const row = await db
    .selectFrom('evaluation_results')
    .select('ai_score')
    .where('org_id', '=', orgId)
    .where('sample_id', '=', sampleId)
    .where('status', '=', 'completed')
    .orderBy('evaluated_at', 'desc')
    .limit(1)
    .executeTakeFirst();
  return row?.ai_score === null || row?.ai_score === undefined ? null : Number(row.ai_score);
}

/** Marks the sample reviewed in the task; false when it is not in the task or already reviewed. */
export async function markReviewed(db: Executor, taskId: string, sampleId: string): Promise<boolean> {
  const r = await db
    .updateTable('review_task_samples')
    .set({ reviewed: 1 })
    .where('task_id', '=', taskId)
    .where('sample_id', '=', sampleId)
    .where('reviewed', '=', 0)
    .executeTakeFirst();
  return Number(r.numUpdatedRows) === 1;
}

export async function taskSample(db: Executor, taskId: string, sampleId: string) {
  return db
    .selectFrom('review_task_samples')
    .select(['reviewed'])
    .where('task_id', '=', taskId)
    .where('sample_id', '=', sampleId)
    .executeTakeFirst();
}

/** Counts one more review on an open task and moves it on: in_progress, or completed at the last. */
export async function advanceTask(db: Executor, taskId: string, now: number): Promise<boolean> {
  const r = await db
    .updateTable('review_tasks')
    .set({
      completed_count: sql`completed_count + 1`,
      status: sql`case when completed_count + 1 >= sample_count then 'completed' else 'in_progress' end`,
      updated_at: now,
    })
    .where('id', '=', taskId)
    .where('status', 'in', ['assigned', 'in_progress'])
    .executeTakeFirst();
  return Number(r.numUpdatedRows) === 1;
}

/** When this reviewer last submitted in this task (the clock for the next review's duration). */
export async function lastSubmittedAt(db: Executor, taskId: string, reviewerId: string): Promise<number | null> {
  const row = await db
    .selectFrom('reviews')
    .select((eb) => eb.fn.max('submitted_at').as('at'))
    .where('task_id', '=', taskId)
    .where('reviewer_id', '=', reviewerId)
    .executeTakeFirst();
  return row?.at === null || row?.at === undefined ? null : Number(row.at);
}

const likeEscape = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

export function reviewsOf(
  db: Executor,
  orgId: string,
  f: {
    project?: string | undefined;
    task?: string | undefined;
    sample?: string | undefined;
    reviewer?: string | undefined;
    has_override?: boolean | undefined;
    flags?: readonly string[] | undefined;
  },
) {
  let q = db.selectFrom('reviews').selectAll().where('org_id', '=', orgId);
  if (f.project) q = q.where('project_id', '=', f.project);
  if (f.task) q = q.where('task_id', '=', f.task);
  if (f.sample) q = q.where('sample_id', '=', f.sample);
  if (f.reviewer) q = q.where('reviewer_id', '=', f.reviewer);
  if (f.has_override !== undefined) q = q.where('override_ai_score', '=', f.has_override ? 1 : 0);
  const flags = f.flags ?? [];
  if (flags.length > 0) {
    // Flags are stored as a JSON array: a flag is its JSON string inside it.
    q = q.where((eb) =>
      eb.or(
        flags.map(
          (flag) => sql<boolean>`${eb.ref('flags')} like ${`%${likeEscape(JSON.stringify(flag))}%`} escape '\\'`,
        ),
      ),
    );
  }
  return q;
}
