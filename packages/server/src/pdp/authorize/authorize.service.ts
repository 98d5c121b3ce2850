import type { AuthorizeRequest, PolicyDecision } from '@latchkey/contract';
import type { Executor } from '../../db/tx.js';
import type { ReadThroughCache } from '../../platform/cache.js';
import type { Principal } from '../../platform/context.js';
import { AppError } from '../../platform/errors/app-error.js';
import { newId } from '../../platform/ids.js';
import type { AgentService, AgentView } from '../agents/agents.service.js';
import { agentMissing } from '../agents/agents.service.js';
import type { EscalationRow } from '../escalations/escalations.repository.js';
import type { EscalationService } from '../escalations/escalations.service.js';
import type { EvidenceService } from '../evidence/evidence.service.js';
import { checkDepth } from '../json-depth.js';
import { BASELINE } from '../latches/baseline.js';
import type { Latch, LatchInput } from '../latches/latch.js';
import { insertPermitRow } from '../permits/permits.repository.js';
import type { PolicyRuntime } from '../policies/runtime.js';
import { normalizeTool } from '../tools.js';
import { restoreTokens } from '../vault/restore.js';
import type { VaultService } from '../vault/vault.service.js';
import type { VaultSession } from '../vault/vault-session.js';
import { argsHash, requestHash, sha256 } from './binding.js';
import { type DecideOptions, decide, type Outcome } from './decide.js';
import { buildDecision, decisionEvent } from './records-of-decision.js';

export const PERMIT_TTL_MS = 5 * 60_000;
const BASELINE_IDS_LIST = BASELINE.map((l) => l.id);
const EMPTY_ARGS: Record<string, unknown> = Object.freeze({}) as Record<string, unknown>;

/** An attached policy that no longer exists (deleted in a race) blocks: the PDP fails closed. */
const missingPolicy = (id: string): Latch => ({
  id,
  name: id,
  stages: new Set(['input', 'context_egress', 'output', 'delivery', 'action']),
  evaluate: () => {
    throw new Error('attached policy not found');
  },
});

const resolved = <T, R>(v: T | Promise<T>, then: (x: T) => Promise<R>): Promise<R> =>
  v instanceof Promise ? v.then(then) : then(v);

/** A decision and its JSON text (its JCS form, hashed into the evidence): the route replies with the text. */
export interface Decided {
  decision: PolicyDecision;
  json: string;
}

/** `POST /api/policy/authorize` (§8.2–8.3): one binding decision per step, durable before the reply. */
export class AuthorizeService {
  constructor(
    private readonly agents: AgentService,
    private readonly runtimes: ReadThroughCache<PolicyRuntime>,
    private readonly evidence: EvidenceService,
    private readonly escalations: EscalationService,
    private readonly vault?: VaultService,
  ) {}

  /**
   * The session's vault slice when a pseudonym or tokenize mode applies to this request, or when a
   * delivery carries tokens to restore; null otherwise, so the default mask mode reads nothing more.
   */
  private openVault(
    orgId: string,
    agent: AgentView,
    runtime: PolicyRuntime,
    req: AuthorizeRequest,
  ): Promise<VaultSession> | null {
    // Not async: the mask mode's path must not pay a promise and a microtask for nothing.
    if (!this.vault || agent.status !== 'active') return null;
    const s = runtime.settings;
    const wanted =
      s.piiMode !== 'mask' ||
      (runtime.vaultPolicyIds.size > 0 && agent.policyIds.some((id) => runtime.vaultPolicyIds.has(id))) ||
      (req.stage === 'delivery' && req.content?.includes(':tok_') === true);
    if (!wanted) return null;
    return this.vault.open({ orgId, agentId: agent.id, session: req.session ?? 'unknown' }, s.tokenTtlSeconds * 1000);
  }

  /**
   * Stores what the decision minted (VaultService.settle: on a race with another instance the
   * decision is made again on a fresh load), then restores tokens at delivery.
   */
  private async settleVault(
    vault: VaultSession,
    input: Omit<LatchInput, 'text'>,
    outcome: Outcome,
    redo: (input: Omit<LatchInput, 'text'>) => Outcome,
    simulated: boolean,
    content: string,
  ): Promise<Outcome> {
    // A simulation stores nothing (its tokens cannot be restored): it has no effects.
    if (!simulated) {
      ({ session: vault, result: outcome } = await this.vault!.settle(vault, outcome, (v) =>
        redo({ ...input, redactor: v }),
      ));
    }
    return input.stage === 'delivery' ? restoreTokens(vault, outcome, content) : outcome;
  }

  authorize(principal: Principal, req: AuthorizeRequest): Promise<PolicyDecision> {
    return this.authorizeJson(principal, req).then((d) => d.decision);
  }

  /**
   * The same, with the decision's JSON text: the evidence already serializes the decision to hash
   * it, so the route sends that text instead of serializing the object a second time.
   */
  authorizeJson(principal: Principal, req: AuthorizeRequest): Promise<Decided> {
    const started = performance.now();
    if (principal.role === 'agent' && principal.agentId !== req.agentId) {
      throw new AppError('forbidden', 'this key may only authorize its own agent');
    }
    // No `tool` at the action stage is not a bad request (the spec makes it optional): the agent
    // is resolved as always (unknown → 404), then latch-3 BLOCKs an action that names no tool.
    if (req.args !== undefined) checkDepth(req.args, 'args');
    const orgId = principal.org.id;
    return resolved(this.agents.views.get(`${orgId}:${req.agentId}`), (agent) => {
      if (!agent) throw agentMissing();
      return resolved(this.runtimes.get(orgId), (runtime) => this.run(orgId, agent, runtime, req, started));
    });
  }

  private async run(
    orgId: string,
    agent: AgentView,
    runtime: PolicyRuntime,
    req: AuthorizeRequest,
    started: number,
  ): Promise<Decided> {
    // A tool with no letters or digits normalizes to '' and counts as none named.
    const tool = req.stage === 'action' ? normalizeTool(req.tool ?? '') || null : null;
    const args = req.args ?? EMPTY_ARGS;
    const content = req.content ?? '';
    const session = req.session ?? 'unknown';
    const simulated = req.simulated === true;
    const contentSha256 = sha256(content);
    const argsSha256 = req.args === undefined ? null : argsHash(req.args);
    // Only escalations need the request's binding: computed on demand, off the common path.
    const bound = () =>
      requestHash({ agentId: agent.id, stage: req.stage, tool, argsSha256: argsSha256 ?? '', contentSha256 });
    const latches = [...runtime.baseline];
    for (const id of agent.policyIds) latches.push(runtime.byId.get(id) ?? missingPolicy(id));
    const input: Omit<LatchInput, 'text'> = { stage: req.stage, tool, args, session, agent };
    const opening = this.openVault(orgId, agent, runtime, req);
    const vault = opening === null ? null : await opening;
    if (vault) {
      input.redactor = vault;
      input.piiMode = runtime.settings.piiMode;
    }
    /** Set when the outcome came from decide(): only then may the vault have minted entries. */
    let decided: DecideOptions | null = null;

    let outcome: Outcome;
    let escalationId: string | null = null;
    /** A pending escalation's retry escalates again under the same id; others raise a new one. */
    let reuseEscalation = false;
    /** When this request claimed an approved escalation: given back if its decision is not written. */
    let claimedAt: number | null = null;
    // The session's vault is held from its load to the store of what this decision minted.
    try {
      if (agent.status !== 'active') {
        outcome = {
          verdict: 'BLOCK',
          policyId: 'agent-status',
          rule: 'agent-suspended',
          reason: 'the agent is suspended',
          transformedContent: null,
          matches: [],
          escalating: [],
        };
      } else if (req.escalationId !== undefined) {
        escalationId = req.escalationId;
        const retry = await this.escalations.forRetry(orgId, req.escalationId, agent.id, bound());
        if (retry.state === 'blocked') {
          outcome = retry.outcome;
        } else if (retry.state === 'pending') {
          reuseEscalation = true;
          decided = {};
          outcome = decide(latches, input, content);
        } else {
          // Claimed before deciding, in one atomic UPDATE: of concurrent retries exactly one gets
          // the approval; the others are decided (and written) as an ordinary escalation-used BLOCK.
          // A simulated retry only looks: it neither claims nor spends the approval.
          let lost = false;
          if (!simulated) {
            const at = Date.now();
            if (await this.escalations.claim(orgId, req.escalationId, at)) claimedAt = at;
            else lost = true;
          }
          if (!lost) decided = { satisfied: retry.policyIds };
          outcome = lost ? retry.used : decide(latches, input, content, { satisfied: retry.policyIds });
        }
      } else {
        decided = {};
        outcome = decide(latches, input, content);
      }
      if (vault && decided) {
        const opts = decided;
        outcome = await this.settleVault(
          vault,
          input,
          outcome,
          (i) => decide(latches, i, content, opts),
          simulated,
          content,
        );
      }
    } finally {
      vault?.release();
    }

    const decisionId = newId('dec');
    const evaluatedAt = Date.now();
    let permitId: string | null = null;
    const effects: Array<(db: Executor) => Promise<void>> = [];
    if (!simulated && outcome.verdict === 'ALLOW' && req.stage === 'action' && tool !== null) {
      permitId = newId('pmt');
      const row = {
        id: permitId,
        org_id: orgId,
        agent_id: agent.id,
        tool,
        args_sha256: argsSha256 ?? argsHash(EMPTY_ARGS),
        decision_id: decisionId,
        created_at: evaluatedAt,
        expires_at: evaluatedAt + PERMIT_TTL_MS,
        redeemed_at: null,
      };
      effects.push((db) => insertPermitRow(db, row));
    }
    let raised: EscalationRow | null = null;
    if (!simulated && outcome.verdict === 'ESCALATE' && !reuseEscalation) {
      escalationId = newId('esc');
      const row = this.escalations.newRow({
        id: escalationId,
        orgId,
        agentId: agent.id,
        stage: req.stage,
        tool,
        args,
        outcome,
        requestSha256: bound(),
        decisionId,
        session,
        at: evaluatedAt,
      });
      effects.push((db) => this.escalations.insert(db, row));
      raised = row;
    }

    const attachedPolicyIds = [...BASELINE_IDS_LIST, ...agent.policyIds];
    const decision = buildDecision({
      outcome,
      stage: req.stage,
      tool,
      permitId,
      attachedPolicyIds,
      decisionId,
      escalationId: outcome.verdict === 'ESCALATE' || req.escalationId !== undefined ? escalationId : null,
      simulated,
      evaluatedAt,
    });
    const event = decisionEvent(decision, {
      agentId: agent.id,
      session,
      contentSha256,
      contentLength: content.length,
      argsSha256,
      latencyUs: Math.round((performance.now() - started) * 1000),
    });
    const effect =
      effects.length === 0
        ? undefined
        : async (db: Executor) => {
            for (const e of effects) await e(db);
          };
    try {
      await this.evidence.append(orgId, event.body, { canonical: event.canonical, ...(effect ? { effect } : {}) });
    } catch (err) {
      // No evidence, no decision: the approval this request claimed is given back for a retry.
      if (claimedAt !== null) await this.escalations.release(orgId, req.escalationId!, claimedAt).catch(() => {});
      throw err;
    }
    // Told to the inbox after the answer is formed, not awaited: the agent's decision does not wait
    // for people to be notified, and a failure here is retried by the announcer's sweep.
    if (raised) this.escalations.announcer.created(raised).catch(() => {});
    return { decision, json: event.decisionJson };
  }
}
