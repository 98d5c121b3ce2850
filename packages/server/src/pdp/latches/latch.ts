import type { PiiMode, Stage, Verdict } from '@latchkey/contract';
import type { Finding } from './finding.js';

/** What a latch sees of one authorize request. Content is data: it is scanned, never evaluated. */
export interface LatchInput {
  stage: Stage;
  /**
   * The content as sent; '' when the request had none. Only to compute a WARN rewrite does
   * decide() run a latch again on the text earlier WARN latches left (§8.2 chaining).
   */
  text: string;
  /** Normalized tool name at the action stage, else null. */
  tool: string | null;
  args: Record<string, unknown>;
  session: string;
  agent: { id: string; tools: ReadonlySet<string>; categories: readonly string[] };
  /** Present when a pseudonym or tokenize mode is in force for this request (ADR 0040). */
  redactor?: Redactor;
  /** The org's latch-2 mode, which content rules without a mode of their own follow. */
  piiMode?: PiiMode;
}

/**
 * What a WARN latch that rewrites PII uses instead of redactPii when a mode other than mask is in
 * force: the session's slice of the token vault, loaded before the (synchronous) decision.
 */
export interface Redactor {
  /** Findings not inside a pseudonym or token already in the text: those are de-identified already. */
  outside(text: string, findings: Finding[]): Finding[];
  replace(text: string, findings: Finding[], mode: PiiMode, stage: Stage): string;
}

/** A latch that fired. `transformed` is the rewritten text of a WARN that redacts. */
export interface LatchResult {
  verdict: Exclude<Verdict, 'ALLOW'>;
  rule: string;
  reason: string;
  findings: Finding[];
  transformed?: string;
}

/** A baseline latch, a library policy or an org policy, compiled and ready for the hot path. */
export interface Latch {
  id: string;
  name: string;
  stages: ReadonlySet<Stage>;
  /** null when the latch has nothing to say about this request. May throw: the caller fails closed. */
  evaluate(input: LatchInput): LatchResult | null;
}

/** Every string inside action arguments, depth-first, bounded so hostile nesting cannot run away. */
export function argStrings(args: unknown, out: string[] = [], depth = 0): string[] {
  if (depth > 64) return out;
  if (typeof args === 'string') out.push(args);
  else if (Array.isArray(args)) for (const v of args) argStrings(v, out, depth + 1);
  else if (args !== null && typeof args === 'object') {
    for (const [k, v] of Object.entries(args)) {
      out.push(k);
      argStrings(v, out, depth + 1);
    }
  }
  return out;
}
