import { param, precompiled } from '../../db/precompiled.js';
import type { PermitsTable } from '../../db/schema.js';
import type { Executor } from '../../db/tx.js';

export type PermitRow = PermitsTable;

// On the authorize and redeem paths (an MCP tool call does each once): compiled once per database.
const insertPermit = precompiled((db) =>
  db.insertInto('permits').values({
    id: param<string>('id'),
    org_id: param<string>('org_id'),
    agent_id: param<string>('agent_id'),
    tool: param<string>('tool'),
    args_sha256: param<string>('args_sha256'),
    decision_id: param<string>('decision_id'),
    created_at: param<number>('created_at'),
    expires_at: param<number>('expires_at'),
    redeemed_at: param<number | null>('redeemed_at'),
  }),
);

const redeemPermit = precompiled((db) =>
  db
    .updateTable('permits')
    .set({ redeemed_at: param<number>('at') })
    .where('org_id', '=', param<string>('orgId'))
    .where('id', '=', param<string>('id'))
    .where('redeemed_at', 'is', null)
    .where('expires_at', '>', param<number>('at')),
);

export async function insertPermitRow(db: Executor, row: PermitRow): Promise<void> {
  await insertPermit(db, row);
}

const permitById = precompiled<PermitRow>((db) =>
  db
    .selectFrom('permits')
    .selectAll()
    .where('org_id', '=', param<string>('orgId'))
    .where('id', '=', param<string>('id')),
);

export async function findPermitRow(db: Executor, orgId: string, id: string): Promise<PermitRow | undefined> {
  return (await permitById(db, { orgId, id })).rows[0];
}

/** Single use: only the first redemption of an unexpired permit updates the row. */
export async function redeemPermitRow(db: Executor, orgId: string, id: string, at: number): Promise<boolean> {
  const r = await redeemPermit(db, { orgId, id, at });
  return Number(r.numAffectedRows) === 1;
}
