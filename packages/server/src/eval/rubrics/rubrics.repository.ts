import type { RubricsTable } from '../../db/schema.js';
import type { Executor } from '../../db/tx.js';

export type RubricRow = RubricsTable;

export async function insertRubric(db: Executor, row: RubricRow): Promise<void> {
  await db.insertInto('rubrics').values(row).execute();
}

export async function findRubric(db: Executor, orgId: string, id: string): Promise<RubricRow | undefined> {
  return db.selectFrom('rubrics').selectAll().where('org_id', '=', orgId).where('id', '=', id).executeTakeFirst();
}

export function rubricsOf(db: Executor, orgId: string, projectId?: string) {
  let q = db.selectFrom('rubrics').selectAll().where('org_id', '=', orgId);
  if (projectId) q = q.where('project_id', '=', projectId);
  return q;
}
