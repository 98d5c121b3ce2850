import type { Credential } from '@latchkey/contract';
import type { ReviewersTable } from '../../db/schema.js';
import type { Executor } from '../../db/tx.js';

export type ReviewerRow = ReviewersTable;

/** Credentials are stored as ",MD,RN," so one credential is a LIKE away on both engines. */
export const packCredentials = (c: readonly string[]) => `,${[...c].sort().join(',')},`;
export const unpackCredentials = (s: string) => s.split(',').filter(Boolean) as Credential[];

export async function insertReviewer(db: Executor, row: ReviewerRow): Promise<void> {
  await db.insertInto('reviewers').values(row).execute();
}

export async function updateReviewer(db: Executor, orgId: string, id: string, patch: Partial<ReviewerRow>) {
  await db.updateTable('reviewers').set(patch).where('org_id', '=', orgId).where('id', '=', id).execute();
}

export async function findReviewer(db: Executor, orgId: string, id: string): Promise<ReviewerRow | undefined> {
  return db.selectFrom('reviewers').selectAll().where('org_id', '=', orgId).where('id', '=', id).executeTakeFirst();
}

/** Several reviewers by id in one query (the people behind a page of tasks or reviews). */
export async function reviewersById(db: Executor, orgId: string, ids: string[]): Promise<Map<string, ReviewerRow>> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return new Map();
  const rows = await db
    .selectFrom('reviewers')
    .selectAll()
    .where('org_id', '=', orgId)
    .where('id', 'in', unique)
    .execute();
  return new Map(rows.map((r) => [r.id, r]));
}

export async function setReviewerProjects(db: Executor, orgId: string, reviewerId: string, projects: string[]) {
  await db.deleteFrom('reviewer_projects').where('reviewer_id', '=', reviewerId).execute();
  await db
    .insertInto('reviewer_projects')
    .values(projects.map((project_id) => ({ reviewer_id: reviewerId, project_id, org_id: orgId })))
    .execute();
}

export function reviewersOf(
  db: Executor,
  orgId: string,
  f: { project?: string | undefined; credentials?: readonly string[] | undefined; available?: boolean | undefined },
) {
  let q = db.selectFrom('reviewers').selectAll().where('org_id', '=', orgId);
  if (f.available !== undefined) q = q.where('available', '=', f.available ? 1 : 0);
  if (f.project) {
    const project = f.project;
    q = q.where((eb) =>
      eb.exists(
        eb
          .selectFrom('reviewer_projects')
          .select('reviewer_id')
          .whereRef('reviewer_projects.reviewer_id', '=', 'reviewers.id')
          .where('reviewer_projects.project_id', '=', project),
      ),
    );
  }
  const creds = f.credentials ?? [];
  if (creds.length > 0) q = q.where((eb) => eb.or(creds.map((c) => eb('credentials', 'like', `%,${c},%`))));
  return q;
}

export async function projectsOf(db: Executor, reviewerIds: string[]): Promise<Map<string, string[]>> {
  const out = new Map<string, string[]>(reviewerIds.map((id) => [id, []]));
  if (reviewerIds.length === 0) return out;
  const rows = await db
    .selectFrom('reviewer_projects')
    .select(['reviewer_id', 'project_id'])
    .where('reviewer_id', 'in', reviewerIds)
    .orderBy('project_id')
    .execute();
  for (const r of rows) out.get(r.reviewer_id)?.push(r.project_id);
  return out;
}

/** Unreviewed samples in the open tasks assigned to each reviewer. */
export async function pendingCounts(db: Executor, reviewerIds: string[]): Promise<Map<string, number>> {
  const out = new Map<string, number>(reviewerIds.map((id) => [id, 0]));
  if (reviewerIds.length === 0) return out;
  const rows = await db
    .selectFrom('review_task_samples as s')
    .innerJoin('review_tasks as t', 't.id', 's.task_id')
    .select((eb) => ['t.assignee_id', eb.fn.countAll<number>().as('n')])
    .where('t.assignee_id', 'in', reviewerIds)
    .where('t.status', 'in', ['assigned', 'in_progress'])
    .where('s.reviewed', '=', 0)
    .groupBy('t.assignee_id')
    .execute();
  for (const r of rows) out.set(r.assignee_id!, Number(r.n));
  return out;
}
