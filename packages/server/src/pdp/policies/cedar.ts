import type { AuthorizationAnswer } from '@cedar-policy/cedar-wasm/nodejs';
import { ArgsLimitError, type ArgsNeed, argsNeeded, cedarContext } from './cedar-context.js';
import {
  CedarEngineFault,
  cedarCall,
  cedarEngineStats,
  MAX_PREPARSED_SETS,
  onEngineDiscard,
  releaseSlot,
  type SetHolder,
  slotFor,
} from './cedar-engine.js';
import { ACTION, type CedarVerdict, ENGINE_FAULT, parseStatements, type Statement, VERDICTS } from './cedar-parse.js';

/**
 * An org's Cedar action policy (DESIGN §8.4). Latchkey runs its own latches; Cedar only speaks
 * through `forbid`. Compilation adds an implicit `permit(principal, action, resource);` so Cedar
 * denies exactly when a forbid is satisfied, and `diagnostics.reason` names those forbids. The
 * text's own permits are dropped: under that implicit permit they cannot change the outcome, and
 * keeping them would only cost evaluation time and add noise to the error list.
 *
 * A forbid that errors (say `context.args.amount` when there is no amount) fails closed: it counts
 * as satisfied with verdict BLOCK, whatever its @verdict. Authors avoid that with
 * `context.args has amount && …`. The reason names the statement and the kind of error only:
 * Cedar's messages quote argument values, and reasons end up in evidence and escalations, which
 * never hold argument values (§8.2).
 *
 * No entities are passed: the agent's categories travel in the context, so there is no hierarchy
 * and `principal in Agent::"x"` means `==`. Scopes are checked on write: a scope naming another
 * entity type or action can never match and is refused. How args become context: cedar-context.ts.
 *
 * Every call into cedar-wasm goes through cedar-engine.ts, which replaces the instance after a
 * fault; text reaches it only within the limits of cedar-limits.ts (ADR 0031).
 */

export type { CedarVerdict };

export interface CedarRequest {
  agentId: string;
  /** The normalized tool name. */
  tool: string;
  args: Record<string, unknown>;
  session: string;
  categories: readonly string[];
}

export interface CedarOutcome {
  verdict: CedarVerdict;
  reason: string;
  /** Ids of the forbids that fired, the deciding one first; empty when evaluation itself failed. */
  statements: string[];
  /** True when the deciding reason is an evaluation error (failing closed), not a statement's @reason. */
  error: boolean;
}

export interface CompiledCedar {
  readonly cacheKey: string;
  /** Ids of the forbid statements, in text order: `@id`, else `policy<n>` (n counts every statement from 0). */
  readonly statements: readonly string[];
  /** null when no forbid is satisfied. Never throws for Cedar errors: those fail closed to BLOCK. */
  evaluate(req: CedarRequest): CedarOutcome | null;
  /** Frees the preparsed set now. Still safe to evaluate afterwards: it is preparsed again. */
  release(): void;
}

export type CedarCheck = { ok: true; policy: CompiledCedar } | { ok: false; errors: string[] };

const IMPLICIT_PERMIT = 'latchkey-implicit-permit';

export { MAX_PREPARSED_SETS };

/** Validates Cedar text without preparsing it (for a write path that only checks). */
export function validateCedar(text: string): string[] {
  const parsed = parseStatements(text);
  return parsed.ok ? [] : parsed.errors;
}

/** Validates and preparses once per cacheKey (e.g. `${policyId}@${version}`); the same key and text reuse it. */
export function compileCedar(text: string, cacheKey: string): CedarCheck {
  const existing = byKey.get(cacheKey);
  if (existing && existing.text === text) return { ok: true, policy: existing };
  const parsed = parseStatements(text);
  if (!parsed.ok) return parsed;
  const forbids = parsed.statements.filter((s) => s.effect === 'forbid');
  const policy = new CedarPolicy(cacheKey, text, forbids);
  existing?.release();
  try {
    slotFor(policy);
  } catch (err) {
    return { ok: false, errors: [err instanceof CedarEngineFault ? ENGINE_FAULT : (err as Error).message] };
  }
  byKey.set(cacheKey, policy);
  return { ok: true, policy };
}

class CedarPolicy implements CompiledCedar, SetHolder {
  readonly statements: readonly string[];
  /** The set as cedar-wasm takes it, keyed by internal ids so a determining id maps back. */
  readonly policySet: Record<string, string>;
  private readonly byId = new Map<string, Statement>();
  private readonly need: ArgsNeed;

  constructor(
    readonly cacheKey: string,
    readonly text: string,
    private readonly forbids: Statement[],
  ) {
    this.statements = forbids.map((s) => s.id);
    this.policySet = { [IMPLICIT_PERMIT]: 'permit(principal, action, resource);' };
    for (const s of forbids) {
      this.policySet[`s${s.index}`] = s.text;
      this.byId.set(`s${s.index}`, s);
    }
    this.need = argsNeeded(forbids.map((s) => s.json));
  }

  evaluate(req: CedarRequest): CedarOutcome | null {
    // A Cedar call costs ~100 µs; a forbid whose scope cannot match is neither satisfied nor errs.
    if (!this.forbids.some((s) => (s.agent ?? req.agentId) === req.agentId && (s.tool ?? req.tool) === req.tool)) {
      return null;
    }
    let answer: AuthorizationAnswer;
    try {
      const context = cedarContext(req, this.need);
      const slot = slotFor(this);
      answer = cedarCall((cedar) =>
        cedar.statefulIsAuthorized({
          principal: { type: 'Agent', id: req.agentId },
          action: ACTION,
          resource: { type: 'Tool', id: req.tool },
          context,
          entities: [],
          preparsedPolicySetId: slot,
        }),
      );
    } catch (err) {
      // ArgsLimitError messages are this module's own fixed texts; anything else may quote args.
      if (err instanceof ArgsLimitError) return failClosed(err.message);
      // A fault costs this call only: the engine is already replaced for the next one.
      return failClosed(
        err instanceof CedarEngineFault ? 'Cedar engine failed on this request' : 'Cedar evaluation failed',
      );
    }
    if (answer.type === 'failure') return failClosed('Cedar could not evaluate the request');
    const hits: { s: Statement; verdict: CedarVerdict; reason: string; error: boolean }[] = [];
    for (const id of answer.response.diagnostics.reason) {
      const s = this.byId.get(id);
      if (s) hits.push({ s, verdict: s.verdict, reason: s.reason, error: false });
    }
    for (const { policyId, error } of answer.response.diagnostics.errors) {
      const s = this.byId.get(policyId);
      if (!s) continue;
      hits.push({
        s,
        verdict: 'BLOCK',
        reason: `Cedar statement "${s.id}": evaluation error (${errorKind(error.message)}); failing closed`,
        error: true,
      });
    }
    if (hits.length === 0) return null;
    hits.sort((a, b) => VERDICTS.indexOf(a.verdict) - VERDICTS.indexOf(b.verdict) || a.s.index - b.s.index);
    const first = hits[0]!;
    return { verdict: first.verdict, reason: first.reason, statements: hits.map((h) => h.s.id), error: first.error };
  }

  release(): void {
    this.evicted();
    releaseSlot(this);
  }

  /** Its set was dropped (evicted, released): a later compile of the key builds a new policy. */
  evicted(): void {
    if (byKey.get(this.cacheKey) === this) byKey.delete(this.cacheKey);
  }
}

const failClosed = (why: string): CedarOutcome => ({
  verdict: 'BLOCK',
  reason: `${why}; failing closed`,
  statements: [],
  error: true,
});

/**
 * The kind of a Cedar evaluation error, as a fixed label: the message itself is never passed on,
 * because Cedar quotes the values it failed on (`"SSN-…" is not a well-formed decimal value`).
 */
export function errorKind(message: string): string {
  if (/does not have the (?:attribute|tag)|attribute .* not found/i.test(message)) return 'missing attribute';
  if (/overflow/i.test(message)) return 'integer overflow';
  if (/extension function/i.test(message)) return 'extension function error';
  if (/type error|expected .* got/i.test(message)) return 'type error';
  return 'other';
}

// cacheKey → its current policy, while it holds a preparsed set; forgotten with the instance.
const byKey = new Map<string, CedarPolicy>();
onEngineDiscard(() => byKey.clear());

/** For metrics and tests: how many preparses ran, how many sets are held, how many ids exist. */
export function cedarCacheStats(): { preparses: number; held: number; slots: number } {
  const { preparses, held, slots } = cedarEngineStats();
  return { preparses, held, slots };
}
