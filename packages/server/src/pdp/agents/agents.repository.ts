import { param, precompiled } from '../../db/precompiled.js';
import type { AgentsTable } from '../../db/schema.js';
import type { Executor } from '../../db/tx.js';

export type AgentRow = AgentsTable;

// Read twice per permit redemption (an MCP tool call): compiled once per database.
const agentById = precompiled<AgentRow>((db) =>
  db
    .selectFrom('agents')
    .selectAll()
    .where('org_id', '=', param<string>('orgId'))
    .where('id', '=', param<string>('id'))
    .where('deleted_at', 'is', null),
);

export async function findAgentRow(db: Executor, orgId: string, id: string): Promise<AgentRow | undefined> {
  return (await agentById(db, { orgId, id })).rows[0];
}

export function listAgentRows(db: Executor, orgId: string): Promise<AgentRow[]> {
  return db
    .selectFrom('agents')
    .selectAll()
    .where('org_id', '=', orgId)
    .where('deleted_at', 'is', null)
    .orderBy('id')
    .execute();
}

export async function insertAgentRow(db: Executor, row: AgentRow): Promise<void> {
  await db.insertInto('agents').values(row).execute();
}

/** Compare-and-set on `updated_at`, so a concurrent change is reported rather than overwritten. */
export async function updateAgentRow(
  db: Executor,
  orgId: string,
  id: string,
  seenUpdatedAt: number,
  patch: Partial<Omit<AgentRow, 'id' | 'org_id' | 'created_at'>>,
): Promise<boolean> {
  const r = await db
    .updateTable('agents')
    .set(patch)
    .where('org_id', '=', orgId)
    .where('id', '=', id)
    .where('updated_at', '=', seenUpdatedAt)
    .where('deleted_at', 'is', null)
    .executeTakeFirst();
  return Number(r.numUpdatedRows) === 1;
}

export async function activeAgentKeyIds(db: Executor, orgId: string, agentId: string): Promise<string[]> {
  const rows = await db
    .selectFrom('api_keys')
    .select('id')
    .where('org_id', '=', orgId)
    .where('agent_id', '=', agentId)
    .where('revoked_at', 'is', null)
    .execute();
  return rows.map((r) => r.id);
}
