import type { Escalation } from '@latchkey/contract';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.js';
import { type Executor, inTransaction } from '../../db/tx.js';
import type { AuditWriter } from '../../platform/audit/audit-writer.js';
import type { ServiceContext } from '../../platform/context.js';
import { AppError } from '../../platform/errors/app-error.js';
import { newId } from '../../platform/ids.js';
import type { Outcome } from '../authorize/decide.js';
import type { EvidenceService } from '../evidence/evidence.service.js';
import { parseAmount } from '../latches/spend-limit.js';
import { EscalationAnnouncer, escalationAuditEvent } from './escalations.announcer.js';
import {
  claimEscalationRow,
  type EscalationRow,
  type EscalationView,
  findEscalationRow,
  findEscalationView,
  insertEscalationRow,
  listEscalationRows,
  releaseEscalationRow,
  resolveEscalationRow,
} from './escalations.repository.js';

export const ESCALATION_TTL_MS = 24 * 3_600_000;

const missing = () => new AppError('resource_missing', 'escalation not found');

/** The policies an approval satisfies; rows from before migration 006 recorded only `policy_id`. */
function policyIdsOf(row: EscalationRow): string[] {
  const ids = JSON.parse(row.policy_ids) as string[];
  return ids.length > 0 ? ids : [row.policy_id];
}

/**
 * What the detectors found in the escalated decision, per type over every latch: counts only, the
 * same the evidence event keeps (ADR 0046).
 */
function findingsOf(outcome: Outcome): Array<{ type: string; count: number }> {
  const counts = new Map<string, number>();
  for (const m of outcome.matches) for (const f of m.findings) counts.set(f.type, (counts.get(f.type) ?? 0) + 1);
  return [...counts].map(([type, count]) => ({ type, count }));
}

/** `args.amount` as latch-4 reads it, when it is a finite number: what an approver weighs. */
function amountOf(args: Readonly<Record<string, unknown>>): number | null {
  if (!Object.hasOwn(args, 'amount')) return null;
  const n = parseAmount(args.amount);
  return Number.isFinite(n) ? n : null;
}

export function toEscalation(row: EscalationView, now = Date.now()): Escalation {
  const expired = row.status === 'pending' && Number(row.expires_at) <= now;
  return {
    id: row.id,
    agentId: row.agent_id,
    stage: row.stage,
    tool: row.tool,
    policyId: row.policy_id,
    policyIds: policyIdsOf(row),
    rule: row.rule,
    reason: row.reason,
    status: (expired ? 'expired' : row.status) as Escalation['status'],
    decisionId: row.decision_id,
    session: row.session,
    createdAt: Number(row.created_at),
    expiresAt: Number(row.expires_at),
    resolvedAt: row.resolved_at === null ? null : Number(row.resolved_at),
    resolvedBy: row.resolved_by,
    note: row.note,
    agentName: row.agent_name,
    latchId: row.policy_id,
    amount: row.amount === null || row.amount === undefined ? null : Number(row.amount),
    findings: JSON.parse(row.findings ?? '[]') as Array<{ type: string; count: number }>,
  };
}

const block = (row: EscalationRow, rule: string, reason: string): Outcome => ({
  verdict: 'BLOCK',
  policyId: row.policy_id,
  rule,
  reason,
  transformedContent: null,
  matches: [],
  escalating: [],
});

/**
 * What a retry carrying `escalationId` may do (§8.3): blocked (mismatch, denied, expired, used);
 * pending, so it escalates again; or approved, satisfying `policyIds` once the caller has claimed
 * it — `used` is the decision of a retry that lost that claim to a concurrent one.
 */
export type Retry =
  | { state: 'blocked'; outcome: Outcome }
  | { state: 'pending' }
  | { state: 'approved'; policyIds: ReadonlySet<string>; used: Outcome };

/** Escalations (§8.3): raised by ESCALATE, resolved by a person, honoured once on the agent's retry. */
export class EscalationService {
  /** Writes `escalation.created` / `.expired` to the audit log once each (ADR 0046). */
  readonly announcer: EscalationAnnouncer;

  constructor(
    private readonly db: Kysely<DB>,
    private readonly evidence: EvidenceService,
    private readonly audit: AuditWriter,
  ) {
    this.announcer = new EscalationAnnouncer(db, audit);
  }

  newRow(e: {
    id: string;
    orgId: string;
    agentId: string;
    stage: string;
    tool: string | null;
    args: Readonly<Record<string, unknown>>;
    outcome: Outcome;
    requestSha256: string;
    decisionId: string;
    session: string;
    at: number;
  }): EscalationRow {
    return {
      id: e.id,
      org_id: e.orgId,
      agent_id: e.agentId,
      stage: e.stage,
      tool: e.tool,
      policy_id: e.outcome.policyId,
      policy_ids: JSON.stringify(e.outcome.escalating.length > 0 ? e.outcome.escalating : [e.outcome.policyId]),
      rule: e.outcome.rule,
      reason: e.outcome.reason,
      request_sha256: e.requestSha256,
      decision_id: e.decisionId,
      session: e.session,
      status: 'pending',
      created_at: e.at,
      expires_at: e.at + ESCALATION_TTL_MS,
      resolved_at: null,
      resolved_by: null,
      note: null,
      used_at: null,
      amount: e.stage === 'action' ? amountOf(e.args) : null,
      findings: JSON.stringify(findingsOf(e.outcome)),
      announced_at: null,
      expiry_announced_at: null,
    };
  }

  insert(db: Executor, row: EscalationRow): Promise<void> {
    return insertEscalationRow(db, row);
  }

  /**
   * What a retry carrying `escalationId` may do: an approved escalation for this very request
   * satisfies the policies it recorded, once; pending escalates again; anything else blocks.
   */
  async forRetry(orgId: string, id: string, agentId: string, requestSha256: string): Promise<Retry> {
    const row = await findEscalationRow(this.db, orgId, id);
    if (!row)
      throw new AppError('invalid_value', 'escalationId does not name an escalation of this workspace', {
        param: 'escalationId',
      });
    const now = Date.now();
    const fail = (rule: string, reason: string): Retry => ({ state: 'blocked', outcome: block(row, rule, reason) });
    const used = () => block(row, 'escalation-used', 'the approval was already used by an earlier action');
    if (row.agent_id !== agentId || row.request_sha256 !== requestSha256) {
      return fail('escalation-mismatch', 'the escalation was raised for a different request');
    }
    if (row.status === 'denied')
      return fail('escalation-denied', `the escalation was denied${row.note ? `: ${row.note}` : ''}`);
    if (Number(row.expires_at) <= now) return fail('escalation-expired', 'the escalation expired');
    if (row.status !== 'approved') return { state: 'pending' };
    if (row.used_at !== null) return { state: 'blocked', outcome: used() };
    return { state: 'approved', policyIds: new Set(policyIdsOf(row)), used: used() };
  }

  /**
   * Takes an approval for one retry, atomically and before that retry is decided: true for
   * exactly one of any number of concurrent retries. An approval is spent by the retry that
   * claims it, whatever that retry's outcome.
   */
  claim(orgId: string, id: string, at: number): Promise<boolean> {
    return claimEscalationRow(this.db, orgId, id, at);
  }

  /** Gives back the claim made at `at`, when the decision it was for could not be written. */
  release(orgId: string, id: string, at: number): Promise<void> {
    return releaseEscalationRow(this.db, orgId, id, at);
  }

  async list(
    ctx: ServiceContext,
    q: { status?: string; agentId?: string; q?: string; limit?: number; cursor?: string },
  ) {
    const limit = q.limit ?? 100;
    const rows = await listEscalationRows(
      this.db,
      ctx.org.id,
      { status: q.status, agentId: q.agentId, text: q.q, beforeId: q.cursor },
      Date.now(),
      limit + 1,
    );
    const page = rows.slice(0, limit);
    return {
      escalations: page.map((r) => toEscalation(r)),
      nextCursor: rows.length > limit ? page[page.length - 1]!.id : null,
    };
  }

  /**
   * An agent key reads only its own agent's escalations (a gateway waiting for approval, ADR 0050),
   * and never who resolved it; another agent's is as missing as an unknown id.
   */
  async get(ctx: ServiceContext, id: string): Promise<Escalation> {
    const row = await findEscalationView(this.db, ctx.org.id, id);
    if (!row) throw missing();
    const p = ctx.principal;
    if (p?.role !== 'agent') return toEscalation(row);
    if (row.agent_id !== p.agentId) throw missing();
    return { ...toEscalation(row), resolvedBy: null };
  }

  /** As `get`, for the feeds and deliveries that run outside any request. */
  async find(orgId: string, id: string): Promise<Escalation | null> {
    const row = await findEscalationView(this.db, orgId, id);
    return row ? toEscalation(row) : null;
  }

  /**
   * Approve or deny once. The resolution, its evidence event and its audit entry (which the inbox's
   * live stream and webhooks follow) commit together. Heads are locked audit first, then evidence:
   * the order the ledger's group commit takes them in, so the two never wait on each other.
   */
  async resolve(
    ctx: ServiceContext,
    id: string,
    body: { approve: boolean; note?: string | undefined },
  ): Promise<Escalation> {
    const row = await findEscalationView(this.db, ctx.org.id, id);
    if (!row) throw missing();
    const now = Date.now();
    const current = toEscalation(row, now);
    if (current.status !== 'pending') throw new AppError('conflict', `the escalation is already ${current.status}`);
    const patch = {
      status: body.approve ? ('approved' as const) : ('denied' as const),
      resolved_at: now,
      resolved_by: ctx.actor.email ?? ctx.actor.id,
      note: body.note ?? null,
    };
    const resolved = { ...row, ...patch };
    await inTransaction(this.db, async (tx) => {
      if (!(await resolveEscalationRow(tx.db, ctx.org.id, id, patch))) {
        throw new AppError('conflict', 'the escalation was resolved or expired meanwhile');
      }
      await this.audit.record(tx, ctx, escalationAuditEvent('escalation.resolved', resolved));
      await this.evidence.appendInTx(tx, ctx.org.id, {
        id: newId('evt'),
        ts: now,
        receivedAt: now,
        session: row.session,
        type: 'escalation_resolved',
        agentId: row.agent_id,
        data: {
          escalationId: id,
          decisionId: row.decision_id,
          status: patch.status,
          resolvedBy: patch.resolved_by,
          note: patch.note,
        },
      });
    });
    return toEscalation(resolved, now);
  }
}
