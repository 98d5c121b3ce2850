import type { Stage, Verdict } from '@latchkey/contract';
import {
  type AuthorizeRequest,
  PdpClient,
  type PdpClientOptions,
  PdpError,
  type PolicyDecision,
} from './pdp-client.js';

/** A decision as the PEP hands it on: the server's, or a synthetic BLOCK when anything failed. */
export type PepDecision = PolicyDecision & {
  /** True when the PEP made this BLOCK itself because no valid decision arrived. */
  failClosed: boolean;
};

/** Rules of the synthetic BLOCK, one per kind of fault. */
export type FailClosedRule =
  | 'pep-timeout'
  | `pep-http-${number}`
  | 'pep-malformed-response'
  | 'pep-unknown-verdict'
  | 'pep-network-error'
  | 'pep-internal-error';

export interface PepOptions {
  /** A client to share, or the settings for one of the Pep's own. */
  client: PdpClient | PdpClientOptions;
  agentId: string;
  /** Telemetry session id sent with every call (the server defaults it to `unknown`). */
  session?: string;
  /** Deadline for one decision in ms, body included (default 2 000). */
  timeoutMs?: number;
  /**
   * Told about every fail-closed decision, e.g. for logging. What it throws is swallowed, and so
   * is the rejection of a promise it returns (an async logger): the Pep never awaits it.
   */
  onError?: (err: Error, decision: PepDecision) => unknown;
}

// The spec's verdicts (contract VERDICTS), spelt out here because the contract is imported for types only.
const VERDICTS: ReadonlySet<string> = new Set<Verdict>(['ALLOW', 'WARN', 'BLOCK', 'ESCALATE']);

/** ALLOW and WARN let the step run; BLOCK and ESCALATE (pending a human) do not. */
export function allowed(decision: PolicyDecision): boolean {
  return decision.verdict === 'ALLOW' || decision.verdict === 'WARN';
}

/** The text to go on with: the redacted rewrite on WARN when there is one, else the original. */
export function contentToUse(decision: PolicyDecision, original: string): string {
  return decision.verdict === 'WARN' && typeof decision.transformedContent === 'string'
    ? decision.transformedContent
    : original;
}

/**
 * Policy enforcement point. Each stage method sends exactly one `authorize` request — never a
 * retry, which would double the evidence and blow the latency budget — and always resolves:
 * whatever goes wrong yields a BLOCK (spec: clients fail closed).
 */
export class Pep {
  private readonly client: PdpClient;
  private readonly timeoutMs: number;

  constructor(private readonly opts: PepOptions) {
    this.timeoutMs = opts.timeoutMs ?? 2000;
    const c = opts.client;
    // Duck-typed rather than `instanceof`, so a client from another copy of the package still works.
    this.client =
      typeof (c as PdpClient).authorize === 'function'
        ? (c as PdpClient)
        : new PdpClient({ ...(c as PdpClientOptions), timeoutMs: this.timeoutMs });
  }

  checkInput(content: string): Promise<PepDecision> {
    return this.decide({ stage: 'input', content });
  }
  checkContextEgress(content: string): Promise<PepDecision> {
    return this.decide({ stage: 'context_egress', content });
  }
  checkOutput(content: string): Promise<PepDecision> {
    return this.decide({ stage: 'output', content });
  }
  checkDelivery(content: string): Promise<PepDecision> {
    return this.decide({ stage: 'delivery', content });
  }
  /**
   * `escalationId` retries a step that was escalated, once a human has resolved it (DESIGN §8.3).
   * `simulated` asks what would be decided: recorded as simulated, no permit, no escalation.
   */
  checkAction(
    tool: string,
    args?: Record<string, unknown>,
    opts: { escalationId?: string; simulated?: boolean } = {},
  ): Promise<PepDecision> {
    return this.decide({
      stage: 'action',
      tool,
      args,
      escalationId: opts.escalationId,
      ...(opts.simulated ? { simulated: true } : {}),
    });
  }

  allowed(decision: PolicyDecision): boolean {
    return allowed(decision);
  }
  contentToUse(decision: PolicyDecision, original: string): string {
    return contentToUse(decision, original);
  }

  private async decide(step: Omit<AuthorizeRequest, 'agentId' | 'session'>): Promise<PepDecision> {
    const req: AuthorizeRequest = { agentId: this.opts.agentId, session: this.opts.session, ...step };
    const controller = new AbortController();
    let timer: ReturnType<typeof setTimeout> | undefined;
    // Raced as well as passed as a signal, so even a fetch that ignores its signal cannot hold the step.
    const deadline = new Promise<'timeout'>((resolve) => {
      timer = setTimeout(() => {
        controller.abort();
        resolve('timeout');
      }, this.timeoutMs);
    });
    try {
      const call = this.client.authorize(req, { signal: controller.signal });
      call.catch(() => {}); // When the deadline wins, the late rejection has nobody else to handle it.
      const body = await Promise.race([call, deadline]);
      if (body === 'timeout') return this.timedOut(req);
      const checked = check(body, req.stage);
      if (checked.ok) return checked.decision;
      const { rule, fault } = checked;
      return this.fail(
        req,
        rule,
        `PDP answered with an unusable decision: ${fault}`,
        new PdpError(fault, 200, 'invalid_response'),
      );
    } catch (err) {
      if (controller.signal.aborted) return this.timedOut(req);
      return this.failOn(req, err);
    } finally {
      clearTimeout(timer);
    }
  }

  private timedOut(req: AuthorizeRequest): PepDecision {
    const msg = `no decision within ${this.timeoutMs} ms`;
    return this.fail(req, 'pep-timeout', `PDP gave ${msg}`, new PdpError(msg, 0, 'timeout'));
  }

  private failOn(req: AuthorizeRequest, err: unknown): PepDecision {
    const e = err instanceof Error ? err : new Error(String(err));
    if (!(e instanceof PdpError))
      return this.fail(req, 'pep-internal-error', `PEP could not call the PDP: ${e.message}`, e);
    switch (e.code) {
      case 'http_error': {
        const wait = e.retryAfter === null ? '' : ` (retry after ${e.retryAfter} s)`;
        return this.fail(req, `pep-http-${e.status}`, `PDP answered HTTP ${e.status}: ${e.message}${wait}`, e);
      }
      case 'timeout':
      case 'aborted':
        return this.timedOut(req);
      case 'invalid_response':
        return this.fail(req, 'pep-malformed-response', `PDP answered with an unusable decision: ${e.message}`, e);
      default:
        return this.fail(req, 'pep-network-error', `PDP unreachable: ${e.message}`, e);
    }
  }

  private fail(req: AuthorizeRequest, rule: FailClosedRule, reason: string, err: Error): PepDecision {
    const decision: PepDecision = {
      verdict: 'BLOCK',
      stage: req.stage,
      policyId: 'pep-fail-closed',
      rule,
      reason,
      transformedContent: null,
      tool: req.tool ?? null,
      permitId: null,
      attachedPolicyIds: [],
      // Empty, not null: the field is a string in the contract, and no evidence event exists for it.
      decisionId: '',
      escalationId: null,
      matches: [],
      simulated: false,
      evaluatedAt: Date.now(),
      failClosed: true,
    };
    try {
      const r = this.opts.onError?.(err, decision);
      // An async logger that rejects must not become an unhandled rejection (Node would exit).
      if (r !== null && typeof r === 'object' && typeof (r as PromiseLike<unknown>).then === 'function') {
        Promise.resolve(r as PromiseLike<unknown>).catch(() => {});
      }
    } catch {
      // A faulty logger must not turn a BLOCK into a throw.
    }
    return decision;
  }
}

const isStr = (v: unknown): v is string => typeof v === 'string';
const strOrNull = (v: unknown): v is string | null | undefined =>
  v === undefined || v === null || typeof v === 'string';

/**
 * Checks the fields the PEP acts on and returns the decision, or a description of the fault.
 * Fields it only passes along are defaulted when absent, since the spec marks them optional.
 */
type Checked = { ok: true; decision: PepDecision } | { ok: false; rule: FailClosedRule; fault: string };

function check(body: unknown, stage: Stage): Checked {
  const malformed = (fault: string): Checked => ({ ok: false, rule: 'pep-malformed-response', fault });
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return malformed('body is not a JSON object');
  const d = body as Record<string, unknown>;
  if (!isStr(d.verdict)) return malformed('verdict is missing or not a string');
  if (!VERDICTS.has(d.verdict))
    return { ok: false, rule: 'pep-unknown-verdict', fault: `unknown verdict "${d.verdict.slice(0, 40)}"` };
  for (const f of ['stage', 'policyId', 'rule', 'reason'] as const) {
    if (!isStr(d[f])) return malformed(`${f} is missing or not a string`);
  }
  // A decision about another stage is not a decision about this step.
  if (d.stage !== stage) return malformed(`decision is for stage "${String(d.stage).slice(0, 40)}", not "${stage}"`);
  for (const f of ['transformedContent', 'permitId', 'tool'] as const) {
    if (!strOrNull(d[f])) return malformed(`${f} is neither a string nor null`);
  }
  const strings = (v: unknown) => (Array.isArray(v) && v.every(isStr) ? (v as string[]) : []);
  const decision: PepDecision = {
    ...(d as unknown as PolicyDecision),
    transformedContent: (d.transformedContent as string | null | undefined) ?? null,
    permitId: (d.permitId as string | null | undefined) ?? null,
    tool: (d.tool as string | null | undefined) ?? null,
    attachedPolicyIds: strings(d.attachedPolicyIds),
    decisionId: isStr(d.decisionId) ? d.decisionId : '',
    escalationId: isStr(d.escalationId) ? d.escalationId : null,
    matches: Array.isArray(d.matches) ? (d.matches as PolicyDecision['matches']) : [],
    simulated: d.simulated === true,
    evaluatedAt: typeof d.evaluatedAt === 'number' ? d.evaluatedAt : Date.now(),
    failClosed: false,
  };
  return { ok: true, decision };
}
