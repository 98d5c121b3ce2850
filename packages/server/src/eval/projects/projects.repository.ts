import type { ProjectsTable } from '../../db/schema.js';
import type { Executor } from '../../db/tx.js';

export type ProjectRow = ProjectsTable;

export async function insertProject(db: Executor, row: ProjectRow): Promise<void> {
  await db.insertInto('projects').values(row).execute();
}

export async function findProject(db: Executor, orgId: string, id: string): Promise<ProjectRow | undefined> {
  return db.selectFrom('projects').selectAll().where('org_id', '=', orgId).where('id', '=', id).executeTakeFirst();
}

export async function updateProject(
  db: Executor,
  orgId: string,
  id: string,
  patch: Partial<Pick<ProjectRow, 'name' | 'description' | 'settings' | 'updated_at'>>,
): Promise<void> {
  await db.updateTable('projects').set(patch).where('org_id', '=', orgId).where('id', '=', id).execute();
}

export const projectsOf = (db: Executor, orgId: string) =>
  db.selectFrom('projects').selectAll().where('org_id', '=', orgId);
