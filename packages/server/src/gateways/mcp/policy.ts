import { createHash } from 'node:crypto';
import { allowed, canonicalJson, type PdpClient, Pep, type PepDecision } from '@latchkey/client';
import type { CallToolResult, Tool } from '@modelcontextprotocol/sdk/types.js';
import { awaitResolution } from './escalation.js';
import { refusal, resultText, shapeContent, textBytes, toolError } from './results.js';

export interface PolicySettings {
  client: PdpClient;
  agentId: string;
  timeoutMs: number;
  escalationWaitMs: number;
  maxResultBytes: number;
}

/** What a call may do next: run (with the decision that let it), or answer with this result. */
export type CallVerdict = { run: true; decision: PepDecision } | { run: false; result: CallToolResult };

/** Tells the client, while a call waits for a person, which escalation it waits on. */
export type Notify = (text: string) => Promise<void>;

// tools/list asks one simulated decision per tool; a few at a time keep a long list from
// flooding the PDP's per-key rate limit.
const LIST_CONCURRENCY = 8;
/** Escalations a session remembers for the same call made again (24 h is their life on the server). */
const MAX_REMEMBERED = 1000;

/**
 * Latchkey's side of one MCP session: each step goes through a Pep (one `authorize`, fail closed),
 * with the session id on every decision. Escalations this session is waiting on are remembered by
 * tool and arguments, so the same call made again after approval redeems the approval instead of
 * raising a second escalation.
 */
export class SessionPolicy {
  private readonly pep: Pep;
  private readonly escalated = new Map<string, string>();

  constructor(
    private readonly s: PolicySettings,
    readonly session: string,
  ) {
    this.pep = new Pep({ client: s.client, agentId: s.agentId, session, timeoutMs: s.timeoutMs });
  }

  /**
   * The tools the agent may call. latch-3 is the only latch that refuses a tool whatever its
   * arguments, so a tool is hidden exactly when a simulated call with no arguments meets latch-3's
   * BLOCK (ADR 0050); anything else is decided when it is called. Throws when Latchkey cannot tell.
   */
  async visibleTools(tools: Tool[]): Promise<Tool[]> {
    const keep: boolean[] = new Array(tools.length).fill(false);
    let next = 0;
    let failure: PepDecision | undefined;
    const worker = async () => {
      while (next < tools.length && !failure) {
        const i = next++;
        const d = await this.pep.checkAction(tools[i]!.name, {}, { simulated: true });
        if (d.failClosed) failure = d;
        else keep[i] = !d.matches.some((m) => m.policyId === 'latch-3' && m.verdict === 'BLOCK');
      }
    };
    await Promise.all(Array.from({ length: Math.min(LIST_CONCURRENCY, tools.length) }, worker));
    if (failure) throw new Error(`Latchkey gave no usable decision (${failure.rule}): ${failure.reason}`);
    // Results are rewritten on WARN, so the gateway cannot promise an output schema.
    return tools.filter((_, i) => keep[i]).map(({ outputSchema: _schema, ...tool }) => tool);
  }

  /** The action stage, with the wait for a person when the call escalates and the permit redeemed. */
  async authorizeCall(
    tool: string,
    args: Record<string, unknown>,
    notify: Notify,
    signal: AbortSignal,
  ): Promise<CallVerdict> {
    // The call's key (JCS and SHA-256 of the arguments) only when an escalation is remembered or
    // raised: most sessions never escalate, and their calls skip it.
    let key: string | undefined;
    const keyOf = () => {
      key ??= callKey(tool, args);
      return key;
    };
    const pending = this.escalated.size > 0 ? this.escalated.get(keyOf()) : undefined;
    let d = await this.pep.checkAction(tool, args, pending ? { escalationId: pending } : {});
    if (d.verdict === 'ESCALATE' && d.escalationId && this.s.escalationWaitMs > 0) {
      this.remember(keyOf(), d.escalationId);
      const waited = await this.waitFor(d, notify, signal);
      if (waited) return waited;
      d = await this.pep.checkAction(tool, args, { escalationId: d.escalationId });
    }
    if (d.verdict === 'ESCALATE' && d.escalationId) this.remember(keyOf(), d.escalationId);
    else if (this.escalated.size > 0) this.escalated.delete(keyOf());
    if (!allowed(d)) return { run: false, result: refusal(`Tool call "${tool}"`, d) };
    // WARN at the action stage lets the call run but issues no permit (DESIGN §8.3: permits follow ALLOW).
    if (d.permitId) {
      try {
        await this.s.client.redeemPermit(d.permitId, { agentId: this.s.agentId, tool: d.tool ?? tool, args });
      } catch (err) {
        const why = err instanceof Error ? err.message : String(err);
        return {
          run: false,
          result: toolError(`Tool call "${tool}" refused: its permit could not be redeemed: ${why}`, d),
        };
      }
    }
    return { run: true, decision: d };
  }

  /** Bounded: a long session that escalates many distinct calls forgets the oldest first. */
  private remember(key: string, escalationId: string): void {
    this.escalated.delete(key);
    this.escalated.set(key, escalationId);
    if (this.escalated.size > MAX_REMEMBERED) this.escalated.delete(this.escalated.keys().next().value!);
  }

  /** Null when approved (the caller retries once); otherwise the refusal to answer with. */
  private async waitFor(d: PepDecision, notify: Notify, signal: AbortSignal): Promise<CallVerdict | null> {
    const id = d.escalationId!;
    const seconds = Math.round(this.s.escalationWaitMs / 1000);
    await notify(`Escalated for human approval: ${id} (${d.rule}). Waiting up to ${seconds} s.`).catch(() => {});
    const r = await awaitResolution(this.s.client, id, Date.now() + this.s.escalationWaitMs, signal);
    if (r === 'approved') return null;
    if (typeof r === 'object')
      return { run: false, result: toolError(`Tool call refused (fail closed): ${r.failed}. Escalation ${id}.`, d) };
    const why =
      r === 'pending' ? `not approved within ${seconds} s; call again once it is approved` : `the escalation was ${r}`;
    return {
      run: false,
      result: toolError(`Tool call escalated by Latchkey (${d.rule}), ${why}. Escalation ${id}.`, d),
    };
  }

  /** The context_egress stage on what the tool returned: passed, rewritten on WARN, or withheld. */
  async checkResult(tool: string, result: CallToolResult): Promise<CallToolResult> {
    const text = resultText(result);
    const bytes = textBytes(text);
    if (bytes > this.s.maxResultBytes) {
      return toolError(
        `Result of "${tool}" withheld: ${bytes} bytes of text is more than the gateway's limit of ${this.s.maxResultBytes}`,
      );
    }
    const content = shapeContent(result.content ?? []);
    if (text === '') return { ...result, content };
    const d = await this.pep.checkContextEgress(text);
    if (!allowed(d)) return refusal(`Result of "${tool}"`, d);
    if (d.verdict === 'WARN' && typeof d.transformedContent === 'string' && d.transformedContent !== text) {
      // One rewritten text for every block: a redaction cannot be mapped back block by block.
      const { structuredContent: _unredacted, ...rest } = result;
      return { ...rest, content: [{ type: 'text', text: d.transformedContent }] };
    }
    return { ...result, content };
  }
}

/** The same tool with the same arguments: JCS, so key order does not make a different call. */
function callKey(tool: string, args: Record<string, unknown>): string {
  let json: string;
  try {
    json = canonicalJson(args);
  } catch {
    json = JSON.stringify(args) ?? '';
  }
  return createHash('sha256').update(tool).update('\0').update(json).digest('hex');
}
