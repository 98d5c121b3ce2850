import type { UsersTable } from '../../db/schema.js';
import type { Executor } from '../../db/tx.js';

export type UserRow = UsersTable;

export async function insertUser(db: Executor, row: UserRow): Promise<void> {
  await db.insertInto('users').values(row).execute();
}

export async function findUser(db: Executor, orgId: string, id: string): Promise<UserRow | undefined> {
  return db.selectFrom('users').selectAll().where('org_id', '=', orgId).where('id', '=', id).executeTakeFirst();
}

export async function findUserByEmail(db: Executor, orgId: string, email: string): Promise<UserRow | undefined> {
  return db.selectFrom('users').selectAll().where('org_id', '=', orgId).where('email', '=', email).executeTakeFirst();
}

export async function updateUser(
  db: Executor,
  orgId: string,
  id: string,
  patch: Partial<Omit<UserRow, 'id' | 'org_id' | 'email' | 'created_at'>>,
  expect: Partial<Pick<UserRow, 'role' | 'status'>> = {},
): Promise<boolean> {
  // Compare-and-set on `expect`: of two concurrent changes from the same state, one wins.
  let q = db.updateTable('users').set(patch).where('org_id', '=', orgId).where('id', '=', id);
  if (expect.role !== undefined) q = q.where('role', '=', expect.role);
  if (expect.status !== undefined) q = q.where('status', '=', expect.status);
  const r = await q.executeTakeFirst();
  return Number(r.numUpdatedRows) === 1;
}
