import type { AuthorizeRequest, ChatCompletionRequest, PolicyDecision } from '@latchkey/contract';
import type { AuthorizeService } from '../pdp/authorize/authorize.service.js';
import type { Principal } from '../platform/context.js';
import { AppError } from '../platform/errors/app-error.js';
import { assembleStream, type Completion, parseCompletion, replayStream } from './answer.js';
import type { GatewaySettingsService, Upstream } from './gateway-settings.service.js';
import { joinSegments, messageSegments, type Segment, splitInto } from './segments.js';
import { callUpstream, type UpstreamCall, type UpstreamResponse } from './upstream.js';
import { upstreamError } from './upstream-errors.js';

/** A restorable token of latch-2's tokenize mode (ADR 0040): `[[TYPE:tok_…]]`. */
const TOKEN = /\[\[[A-Z_]+:tok_[a-z]{16}\]\]/;

export interface GatewayOptions {
  timeoutMs: number;
  allowInsecure: boolean;
}

export interface CompletionCall {
  principal: Principal;
  body: ChatCompletionRequest;
  /** `X-Latchkey-Session`, else the body's `user`, else one session for this request alone (ADR 0049). */
  session: string;
  signal?: AbortSignal;
}

export type GatewayReply = { stream: false; body: Completion } | { stream: true; body: string };

/** What the client sees for a refused step: 403 for BLOCK, 409 with the escalation for ESCALATE. */
function refusal(d: PolicyDecision): AppError {
  const what = `${d.stage} refused by ${d.policyId} (${d.rule}): ${d.reason}`;
  if (d.verdict === 'ESCALATE') {
    const id = d.escalationId ?? '';
    return new AppError('policy_escalation', `${what}. Escalation ${id} awaits review`, {
      details: { code: d.rule, escalation_id: id },
    });
  }
  return new AppError('policy_violation', `Blocked: ${what}`, { details: { code: d.rule } });
}

/**
 * `POST /gateway/v1/chat/completions` (issue 18, ADR 0049): every step of a model call decided in
 * process by the same `authorize` a PEP calls, one decision per stage — the last user message at
 * `input`, the whole prompt at `context_egress`, the answer at `output` (and `delivery` when it
 * carries tokens to restore), each returned tool call at `action` — before anything moves on.
 */
export class GatewayService {
  constructor(
    private readonly authorizer: AuthorizeService,
    private readonly settings: GatewaySettingsService,
    private readonly opts: GatewayOptions,
  ) {}

  private async upstreamOf(principal: Principal): Promise<Upstream> {
    const agentId = principal.agentId!;
    const upstream = await this.settings.upstreams.get(`${principal.org.id}:${agentId}`);
    if (!upstream) {
      throw new AppError(
        'resource_missing',
        `Agent ${agentId} has no model gateway; an admin sets one with PUT /api/agents/${agentId}/gateway`,
        { details: { code: 'gateway_not_configured' } },
      );
    }
    return upstream;
  }

  private call(upstream: Upstream, call: Omit<UpstreamCall, 'timeoutMs' | 'allowInsecure'>): Promise<UpstreamResponse> {
    return callUpstream(upstream, { ...call, timeoutMs: this.opts.timeoutMs, allowInsecure: this.opts.allowInsecure });
  }

  /** One stage over several texts: decided as one, rewritten in place on WARN, refused otherwise. */
  private async decide(c: CompletionCall, stage: AuthorizeRequest['stage'], segments: Segment[]): Promise<void> {
    if (segments.length === 0) return;
    const { text, separator } = joinSegments(segments);
    const d = await this.authorizer.authorize(c.principal, {
      agentId: c.principal.agentId!,
      session: c.session,
      stage,
      content: text,
    });
    if (d.verdict === 'BLOCK' || d.verdict === 'ESCALATE') throw refusal(d);
    if (d.verdict === 'WARN' && typeof d.transformedContent === 'string')
      splitInto(segments, d.transformedContent, separator);
  }

  async complete(c: CompletionCall): Promise<GatewayReply> {
    const upstream = await this.upstreamOf(c.principal);
    const body = structuredClone(c.body);
    if (upstream.model !== null && body.model !== undefined && body.model !== upstream.model) {
      throw new AppError(
        'resource_missing',
        `The model ${body.model} is not served to this agent (it uses ${upstream.model})`,
        {
          param: 'model',
          details: { code: 'model_not_found' },
        },
      );
    }
    const model = body.model ?? upstream.model;
    if (model === null)
      throw new AppError('missing_required_field', 'Missing required field: model', { param: 'model' });

    const lastUser = body.messages.findLast((m) => m.role === 'user');
    if (lastUser) await this.decide(c, 'input', messageSegments(lastUser, false));
    await this.decide(
      c,
      'context_egress',
      body.messages.flatMap((m) => messageSegments(m, true)),
    );

    const res = await this.call(upstream, {
      method: 'POST',
      path: '/chat/completions',
      body: JSON.stringify({ ...body, model }),
      ...(c.signal ? { signal: c.signal } : {}),
    }).catch((err) => {
      throw upstreamError(err, this.opts.timeoutMs);
    });
    if (res.status < 200 || res.status > 299) throw upstreamError(res, this.opts.timeoutMs);
    const streamed = String(res.headers['content-type'] ?? '').startsWith('text/event-stream');
    const answer = streamed ? assembleStream(res.body) : parseCompletion(res.body);

    await this.checkAnswer(c, answer);
    if (body.stream === true)
      return { stream: true, body: replayStream(answer, body.stream_options?.include_usage === true) };
    return { stream: false, body: answer };
  }

  /** Output, tool calls, delivery: all decided before the client sees a byte of the answer. */
  private async checkAnswer(c: CompletionCall, answer: Completion): Promise<void> {
    const texts: Segment[] = [];
    for (const choice of answer.choices) {
      const m = choice.message;
      // Token log probabilities spell the answer out again, past every rewrite: never passed on.
      if (choice.logprobs !== undefined) choice.logprobs = null;
      if (typeof m.content === 'string' && m.content !== '')
        texts.push({ get: () => m.content!, set: (t) => (m.content = t) });
      if (typeof m.refusal === 'string' && m.refusal !== '')
        texts.push({ get: () => m.refusal!, set: (t) => (m.refusal = t) });
    }
    await this.decide(c, 'output', texts);
    for (const choice of answer.choices) {
      for (const call of choice.message.tool_calls ?? []) await this.decideToolCall(c, call.function);
    }
    // Tokens minted at context_egress (or output) come back to the client as real values, for
    // this agent and session only: latch-2 restores them at delivery.
    const tokened = texts.filter((s) => TOKEN.test(s.get()));
    await this.decide(c, 'delivery', tokened);
  }

  private async decideToolCall(c: CompletionCall, fn: { name: string; arguments: string }): Promise<void> {
    let args: unknown;
    try {
      args = fn.arguments.trim() === '' ? {} : JSON.parse(fn.arguments);
    } catch {
      args = undefined;
    }
    // Arguments the PDP cannot read could hide an amount or a credential: refused, not guessed at.
    if (typeof args !== 'object' || args === null || Array.isArray(args)) {
      throw new AppError('upstream_failed', `The model called ${fn.name} with arguments that are not a JSON object`);
    }
    const d = await this.authorizer.authorize(c.principal, {
      agentId: c.principal.agentId!,
      session: c.session,
      stage: 'action',
      tool: fn.name,
      args: args as Record<string, unknown>,
    });
    if (d.verdict === 'BLOCK' || d.verdict === 'ESCALATE') throw refusal(d);
  }

  /** `GET /gateway/v1/models`: the pinned model alone, else the upstream's list. */
  async models(principal: Principal, signal?: AbortSignal): Promise<{ object: 'list'; data: unknown[] }> {
    const upstream = await this.upstreamOf(principal);
    if (upstream.model !== null) {
      return { object: 'list', data: [{ id: upstream.model, object: 'model', created: 0, owned_by: 'latchkey' }] };
    }
    const res = await this.call(upstream, { method: 'GET', path: '/models', ...(signal ? { signal } : {}) }).catch(
      (err) => {
        throw upstreamError(err, this.opts.timeoutMs);
      },
    );
    if (res.status < 200 || res.status > 299) throw upstreamError(res, this.opts.timeoutMs);
    let parsed: unknown;
    try {
      parsed = JSON.parse(res.body);
    } catch {
      throw new AppError('upstream_failed', "The upstream's model list is not JSON");
    }
    const data = (parsed as { data?: unknown })?.data;
    if (!Array.isArray(data)) throw new AppError('upstream_failed', "The upstream's model list has no data");
    return { object: 'list', data: data.filter((m) => typeof (m as { id?: unknown })?.id === 'string') };
  }
}
