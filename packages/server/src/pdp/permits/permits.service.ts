import type { RedeemPermitBody } from '@latchkey/contract';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.js';
import type { Executor } from '../../db/tx.js';
import type { ServiceContext } from '../../platform/context.js';
import { AppError } from '../../platform/errors/app-error.js';
import { newId } from '../../platform/ids.js';
import { findAgentRow } from '../agents/agents.repository.js';
import { agentMissing } from '../agents/agents.service.js';
import { argsHash } from '../authorize/binding.js';
import type { EvidenceService } from '../evidence/evidence.service.js';
import { checkDepth } from '../json-depth.js';
import { normalizeTool } from '../tools.js';
import { findPermitRow, redeemPermitRow } from './permits.repository.js';

/**
 * A permit is only good while its agent is: a deleted agent's permits are 404 `agent not found`
 * (as authorize answers for it), a suspended agent's 409 until it is active again.
 */
async function checkAgent(db: Executor, orgId: string, agentId: string): Promise<void> {
  const agent = await findAgentRow(db, orgId, agentId);
  if (!agent) throw agentMissing();
  if (agent.status !== 'active') {
    throw new AppError('conflict', `the agent is ${agent.status}: its permits cannot be redeemed until it is active`);
  }
}

/**
 * Permits (§8.3): an ALLOW at the action stage is good for one execution of that tool with those
 * exact arguments by that agent, within five minutes. The executor redeems it before acting.
 */
export class PermitService {
  constructor(
    private readonly db: Kysely<DB>,
    private readonly evidence: EvidenceService,
  ) {}

  async redeem(ctx: ServiceContext, id: string, body: RedeemPermitBody) {
    checkDepth(body.args, 'args');
    const row = await findPermitRow(this.db, ctx.org.id, id);
    if (!row) throw new AppError('resource_missing', 'permit not found');
    const agentKey = ctx.principal?.role === 'agent' ? ctx.principal.agentId : null;
    const mismatch =
      (agentKey !== null && agentKey !== row.agent_id) ||
      body.agentId !== row.agent_id ||
      normalizeTool(body.tool) !== row.tool ||
      argsHash(body.args ?? {}) !== row.args_sha256;
    if (mismatch) throw new AppError('forbidden', 'the permit was issued for another agent, tool or arguments');
    await checkAgent(this.db, ctx.org.id, row.agent_id);
    const now = Date.now();
    if (row.redeemed_at !== null) throw new AppError('conflict', 'the permit was already redeemed');
    if (Number(row.expires_at) <= now) throw new AppError('gone', 'the permit expired');
    await this.evidence.append(
      ctx.org.id,
      {
        id: newId('evt'),
        ts: now,
        receivedAt: now,
        session: 'unknown',
        type: 'permit_redeemed',
        agentId: row.agent_id,
        data: { permitId: id, decisionId: row.decision_id, tool: row.tool, argsSha256: row.args_sha256 },
      },
      {
        effect: async (db) => {
          // Again in the redeeming transaction: the agent may have been deleted or suspended meanwhile.
          await checkAgent(db, ctx.org.id, row.agent_id);
          if (!(await redeemPermitRow(db, ctx.org.id, id, now))) {
            throw new AppError('conflict', 'the permit was already redeemed');
          }
        },
      },
    );
    return { ok: true, permitId: id, agentId: row.agent_id, tool: row.tool, redeemedAt: now };
  }
}
