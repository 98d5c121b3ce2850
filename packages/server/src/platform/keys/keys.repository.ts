import type { ApiKeysTable } from '../../db/schema.js';
import type { Executor } from '../../db/tx.js';

export type KeyRow = ApiKeysTable;

export async function insertKey(db: Executor, row: KeyRow): Promise<void> {
  await db.insertInto('api_keys').values(row).execute();
}

/** The hot lookup: one indexed read joining the org. */
export async function findActiveKeyByHash(db: Executor, keyHash: string) {
  return db
    .selectFrom('api_keys')
    .innerJoin('orgs', 'orgs.id', 'api_keys.org_id')
    .leftJoin('users', 'users.id', 'api_keys.user_id')
    .select([
      'api_keys.id as key_id',
      'api_keys.role',
      'api_keys.user_id',
      'api_keys.agent_id',
      'api_keys.reviewer_id',
      'api_keys.expires_at',
      'api_keys.revoked_at',
      'api_keys.last_used_at',
      'orgs.id as org_id',
      'orgs.name as org_name',
      'orgs.slug as org_slug',
      'orgs.plan as org_plan',
      'orgs.settings as org_settings',
      'users.email as user_email',
      'users.role as user_role',
      'users.status as user_status',
    ])
    .where('api_keys.key_hash', '=', keyHash)
    .executeTakeFirst();
}

export async function findKey(db: Executor, orgId: string, id: string): Promise<KeyRow | undefined> {
  return db.selectFrom('api_keys').selectAll().where('org_id', '=', orgId).where('id', '=', id).executeTakeFirst();
}

/** Revokes if not yet revoked; returns whether this call did it (concurrent revokes: one wins). */
export async function revokeKeyRow(db: Executor, orgId: string, id: string, at: number): Promise<boolean> {
  const r = await db
    .updateTable('api_keys')
    .set({ revoked_at: at })
    .where('org_id', '=', orgId)
    .where('id', '=', id)
    .where('revoked_at', 'is', null)
    .executeTakeFirst();
  return Number(r.numUpdatedRows) === 1;
}

export async function activeKeysOfUser(db: Executor, orgId: string, userId: string): Promise<KeyRow[]> {
  return db
    .selectFrom('api_keys')
    .selectAll()
    .where('org_id', '=', orgId)
    .where('user_id', '=', userId)
    .where('revoked_at', 'is', null)
    .execute();
}

export async function touchKey(db: Executor, id: string, at: number): Promise<void> {
  await db.updateTable('api_keys').set({ last_used_at: at }).where('id', '=', id).execute();
}
