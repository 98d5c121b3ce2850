import type { LatchSettings } from '@latchkey/contract';
import type { Engine } from '../../db/dialect.js';
import type { LatchSettingsTable, PoliciesTable } from '../../db/schema.js';
import type { Executor } from '../../db/tx.js';

export type PolicyRow = PoliciesTable;

export function listPolicyRows(db: Executor, orgId: string): Promise<PolicyRow[]> {
  return db
    .selectFrom('policies')
    .selectAll()
    .where('org_id', '=', orgId)
    .where('deleted_at', 'is', null)
    .orderBy('id')
    .execute();
}

/** One live policy; `lockOn: 'postgres'` also locks its row for the caller's transaction (delete). */
export function findPolicyRow(
  db: Executor,
  orgId: string,
  id: string,
  lockOn?: Engine,
): Promise<PolicyRow | undefined> {
  const q = db
    .selectFrom('policies')
    .selectAll()
    .where('org_id', '=', orgId)
    .where('id', '=', id)
    .where('deleted_at', 'is', null);
  return (lockOn === 'postgres' ? q.forUpdate() : q).executeTakeFirst();
}

/**
 * Which of `ids` are live policies of the org, read inside the caller's transaction. On
 * PostgreSQL the rows are share-locked until it ends, so a concurrent delete (which locks them for
 * update) waits for an attach to commit and then sees it, or commits first and the attach no
 * longer finds the policy. SQLite transactions already run one at a time.
 */
export async function livePolicyIds(db: Executor, engine: Engine, orgId: string, ids: string[]): Promise<Set<string>> {
  if (ids.length === 0) return new Set();
  const q = db
    .selectFrom('policies')
    .select('id')
    .where('org_id', '=', orgId)
    .where('id', 'in', ids)
    .where('deleted_at', 'is', null);
  const rows = await (engine === 'postgres' ? q.forShare() : q).execute();
  return new Set(rows.map((r) => r.id));
}

export async function insertPolicyRow(db: Executor, row: PolicyRow): Promise<void> {
  await db.insertInto('policies').values(row).execute();
}

/** Compare-and-set on the version, so two concurrent updates cannot both win. */
export async function updatePolicyRow(
  db: Executor,
  orgId: string,
  id: string,
  fromVersion: number,
  patch: Partial<
    Pick<PolicyRow, 'name' | 'description' | 'stages' | 'rule' | 'cedar' | 'version' | 'updated_at' | 'deleted_at'>
  >,
): Promise<boolean> {
  const r = await db
    .updateTable('policies')
    .set(patch)
    .where('org_id', '=', orgId)
    .where('id', '=', id)
    .where('version', '=', fromVersion)
    .where('deleted_at', 'is', null)
    .executeTakeFirst();
  return Number(r.numUpdatedRows) === 1;
}

export async function readLatchSettings(
  db: Executor,
  orgId: string,
): Promise<Map<string, { settings: LatchSettings; updatedAt: number }>> {
  const rows: LatchSettingsTable[] = await db
    .selectFrom('latch_settings')
    .selectAll()
    .where('org_id', '=', orgId)
    .execute();
  return new Map(
    rows.map((r) => [
      r.latch_id,
      { settings: JSON.parse(r.settings) as LatchSettings, updatedAt: Number(r.updated_at) },
    ]),
  );
}

export async function upsertLatchSettings(
  db: Executor,
  orgId: string,
  latchId: string,
  settings: LatchSettings,
  now: number,
): Promise<void> {
  const json = JSON.stringify(settings);
  await db
    .insertInto('latch_settings')
    .values({ org_id: orgId, latch_id: latchId, settings: json, updated_at: now })
    .onConflict((oc) => oc.columns(['org_id', 'latch_id']).doUpdateSet({ settings: json, updated_at: now }))
    .execute();
}

/** Agents of the org that attach `policyId` (policy ids are stored as a JSON array). */
export async function agentsAttaching(db: Executor, orgId: string, policyId: string): Promise<string[]> {
  const rows = await db
    .selectFrom('agents')
    .select(['id', 'policy_ids'])
    .where('org_id', '=', orgId)
    .where('deleted_at', 'is', null)
    .where('policy_ids', 'like', `%${JSON.stringify(policyId)}%`)
    .execute();
  return rows.filter((r) => (JSON.parse(r.policy_ids) as string[]).includes(policyId)).map((r) => r.id);
}
