import type { ReviewTaskSamplesTable, ReviewTasksTable } from '../../db/schema.js';
import type { Executor } from '../../db/tx.js';

export type TaskRow = ReviewTasksTable;
export type TaskSampleRow = ReviewTaskSamplesTable;

export const OPEN_TASK = ['pending', 'assigned', 'in_progress'] as const;

export async function insertTask(db: Executor, row: TaskRow, samples: TaskSampleRow[]): Promise<void> {
  await db.insertInto('review_tasks').values(row).execute();
  // In slices: SQLite allows ~32k bound parameters per statement.
  for (let i = 0; i < samples.length; i += 500) {
    await db
      .insertInto('review_task_samples')
      .values(samples.slice(i, i + 500))
      .execute();
  }
}

export async function findTask(db: Executor, orgId: string, id: string): Promise<TaskRow | undefined> {
  return db.selectFrom('review_tasks').selectAll().where('org_id', '=', orgId).where('id', '=', id).executeTakeFirst();
}

export async function sampleIdsOf(db: Executor, taskIds: string[]): Promise<Map<string, string[]>> {
  const out = new Map<string, string[]>(taskIds.map((id) => [id, []]));
  if (taskIds.length === 0) return out;
  const rows = await db
    .selectFrom('review_task_samples')
    .select(['task_id', 'sample_id'])
    .where('task_id', 'in', taskIds)
    .orderBy('task_id')
    .orderBy('position')
    .execute();
  for (const r of rows) out.get(r.task_id)?.push(r.sample_id);
  return out;
}

/** Which of `ids` are live samples of the project (their dataset not deleted). */
export async function samplesOfProject(db: Executor, orgId: string, projectId: string, ids: string[]) {
  const found = new Set<string>();
  for (let i = 0; i < ids.length; i += 500) {
    const rows = await db
      .selectFrom('samples')
      .innerJoin('datasets', 'datasets.id', 'samples.dataset_id')
      .select('samples.id')
      .where('samples.org_id', '=', orgId)
      .where('samples.project_id', '=', projectId)
      .where('datasets.deleted_at', 'is', null)
      .where('samples.deleted_at', 'is', null)
      .where('samples.id', 'in', ids.slice(i, i + 500))
      .execute();
    for (const r of rows) found.add(r.id);
  }
  return found;
}

/** Moves a task from one of `from` (compare-and-set: of two racing changes, one wins). */
export async function moveTask(
  db: Executor,
  id: string,
  from: readonly string[],
  patch: Partial<Pick<TaskRow, 'status' | 'assignee_id' | 'assigned_at' | 'updated_at' | 'completed_count'>>,
): Promise<boolean> {
  const r = await db
    .updateTable('review_tasks')
    .set(patch)
    .where('id', '=', id)
    .where('status', 'in', from)
    .executeTakeFirst();
  return Number(r.numUpdatedRows) === 1;
}

export function tasksOf(
  db: Executor,
  orgId: string,
  f: {
    project?: string | undefined;
    status?: string | undefined;
    assignee?: string | undefined;
    priority?: string | undefined;
  },
) {
  let q = db.selectFrom('review_tasks').selectAll().where('org_id', '=', orgId);
  if (f.project) q = q.where('project_id', '=', f.project);
  if (f.status) q = q.where('status', '=', f.status);
  if (f.assignee) q = q.where('assignee_id', '=', f.assignee);
  if (f.priority) q = q.where('priority', '=', f.priority);
  return q;
}
