import type { AgentGatewaysTable } from '../db/schema.js';
import type { Executor } from '../db/tx.js';

export type GatewayRow = AgentGatewaysTable;

export function findGatewayRow(db: Executor, orgId: string, agentId: string): Promise<GatewayRow | undefined> {
  return db
    .selectFrom('agent_gateways')
    .selectAll()
    .where('org_id', '=', orgId)
    .where('agent_id', '=', agentId)
    .executeTakeFirst();
}

/** Insert or replace; a replaced row keeps its `created_at`. */
export async function upsertGatewayRow(db: Executor, row: GatewayRow): Promise<void> {
  const { org_id: _o, agent_id: _a, created_at: _c, ...changed } = row;
  await db
    .insertInto('agent_gateways')
    .values(row)
    .onConflict((oc) => oc.columns(['org_id', 'agent_id']).doUpdateSet(changed))
    .execute();
}

export async function deleteGatewayRow(db: Executor, orgId: string, agentId: string): Promise<boolean> {
  const r = await db
    .deleteFrom('agent_gateways')
    .where('org_id', '=', orgId)
    .where('agent_id', '=', agentId)
    .executeTakeFirst();
  return Number(r.numDeletedRows) > 0;
}
