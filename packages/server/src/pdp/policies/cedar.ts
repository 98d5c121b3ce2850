import type { DetailedError, EntityUidJson, PolicyJson } from '@cedar-policy/cedar-wasm/nodejs';
import * as cedar from '@cedar-policy/cedar-wasm/nodejs';
import { ArgsLimitError, type ArgsNeed, argsNeeded, cedarContext } from './cedar-context.js';

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
 */

export type CedarVerdict = 'BLOCK' | 'ESCALATE' | 'WARN';

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

const VERDICTS: readonly CedarVerdict[] = ['BLOCK', 'ESCALATE', 'WARN']; // most severe first
const IMPLICIT_PERMIT = 'latchkey-implicit-permit';
const ACTION = { type: 'Action', id: 'action' } as const;

interface Statement {
  id: string;
  index: number;
  effect: 'permit' | 'forbid';
  verdict: CedarVerdict;
  reason: string;
  text: string;
  json: PolicyJson;
  /** The agent id and tool the scope pins, null for any: with no entity hierarchy `in` is `==`. */
  agent: string | null;
  tool: string | null;
}

type Parsed = { ok: true; statements: Statement[] } | { ok: false; errors: string[] };

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
    return { ok: false, errors: [(err as Error).message] };
  }
  byKey.set(cacheKey, policy);
  return { ok: true, policy };
}

class CedarPolicy implements CompiledCedar {
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
    let answer: cedar.AuthorizationAnswer;
    try {
      answer = cedar.statefulIsAuthorized({
        principal: { type: 'Agent', id: req.agentId },
        action: ACTION,
        resource: { type: 'Tool', id: req.tool },
        context: cedarContext(req, this.need),
        entities: [],
        preparsedPolicySetId: slotFor(this),
      });
    } catch (err) {
      // ArgsLimitError messages are this module's own fixed texts; anything else may quote args.
      return failClosed(err instanceof ArgsLimitError ? err.message : 'Cedar evaluation failed');
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
    if (byKey.get(this.cacheKey) === this) byKey.delete(this.cacheKey);
    const slot = holders.get(this);
    if (slot === undefined) return;
    holders.delete(this);
    preparse(slot, {}); // replacing the set under an id is cedar-wasm's only way to free it
    freeSlots.push(slot);
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

// ---- preparsed sets -------------------------------------------------------------------------
// cedar-wasm keeps preparsed sets in a process-wide map with no delete; preparsing under an id it
// already holds replaces (and frees) the old set. So sets live under a pool of reusable ids, at
// most MAX_PREPARSED_SETS of them, least recently evaluated evicted first. An evicted or released
// policy stays usable: its next evaluate preparses it again (the only re-parse, and a rare one).

export const MAX_PREPARSED_SETS = 1024;
const holders = new Map<CedarPolicy, string>(); // policy → slot id, least recently used first
const byKey = new Map<string, CedarPolicy>(); // cacheKey → its current policy, while it holds a slot
const freeSlots: string[] = [];
let slotsCreated = 0;
let preparses = 0;

function slotFor(policy: CedarPolicy): string {
  const held = holders.get(policy);
  if (held !== undefined) {
    holders.delete(policy); // re-insert: Map order is the LRU order
    holders.set(policy, held);
    return held;
  }
  const slot =
    freeSlots.pop() ?? (holders.size >= MAX_PREPARSED_SETS ? evictOldest() : `latchkey-cedar-${slotsCreated++}`);
  try {
    preparse(slot, policy.policySet);
  } catch (err) {
    freeSlots.push(slot);
    throw err;
  }
  holders.set(policy, slot);
  return slot;
}

function evictOldest(): string {
  const [policy, slot] = holders.entries().next().value as [CedarPolicy, string];
  holders.delete(policy);
  if (byKey.get(policy.cacheKey) === policy) byKey.delete(policy.cacheKey);
  return slot;
}

function preparse(slot: string, policySet: Record<string, string>): void {
  preparses++;
  const answer = cedar.preparsePolicySet(slot, { staticPolicies: policySet });
  if (answer.type === 'failure') throw new Error(answer.errors.map((e) => e.message).join('; '));
}

/** For metrics and tests: how many preparses ran, how many sets are held, how many ids exist. */
export function cedarCacheStats(): { preparses: number; held: number; slots: number } {
  return { preparses, held: holders.size, slots: slotsCreated };
}

// ---- parsing and validation -----------------------------------------------------------------

function parseStatements(text: string): Parsed {
  const parts = cedar.policySetTextToParts(text);
  if (parts.type === 'failure') return { ok: false, errors: parts.errors.flatMap((e) => describe(e, text, 0)) };
  if (parts.policy_templates.length > 0) {
    return { ok: false, errors: ['templates (`?principal`, `?resource`) are not supported; write static policies'] };
  }
  const errors: string[] = [];
  const statements: Statement[] = [];
  locate(text, parts.policies).forEach(({ part, start }, index) => {
    const answer = cedar.policyToJson(part);
    if (answer.type === 'failure') errors.push(...answer.errors.flatMap((e) => describe(e, text, start, part)));
    else statements.push(toStatement(answer.json, part, index, errors, at(text, start)));
  });
  const seen = new Set<string>();
  for (const s of statements) {
    if (seen.has(s.id)) errors.push(`two statements share @id("${s.id}")`);
    seen.add(s.id);
  }
  if (errors.length === 0 && !statements.some((s) => s.effect === 'forbid')) {
    errors.push('a Cedar policy needs at least one forbid');
  }
  return errors.length > 0 ? { ok: false, errors } : { ok: true, statements };
}

/** Splits come back sorted by generated id (policy0, policy1, policy10, …): put them back in text order. */
function locate(text: string, parts: string[]): { part: string; start: number }[] {
  const used = new Set<number>();
  const found = parts.map((part) => {
    let start = text.indexOf(part);
    while (start >= 0 && used.has(start)) start = text.indexOf(part, start + 1);
    used.add(start);
    return { part, start: Math.max(start, 0) };
  });
  return found.sort((a, b) => a.start - b.start);
}

function toStatement(json: PolicyJson, text: string, index: number, errors: string[], where: string): Statement {
  const notes = (json.annotations ?? {}) as Record<string, string | null>;
  const id = notes.id ?? `policy${index}`;
  const verdict = notes.verdict === undefined ? 'BLOCK' : notes.verdict;
  if (!VERDICTS.includes(verdict as CedarVerdict)) {
    errors.push(`${where}: @verdict must be "BLOCK", "ESCALATE" or "WARN", not ${JSON.stringify(verdict)}`);
  }
  errors.push(...scopeErrors(json).map((e) => `${where}: ${e}`));
  const reason = notes.reason || `Cedar policy statement "${id}" forbids this action`;
  const [agent, tool] = [pinnedId(json.principal), pinnedId(json.resource)];
  return { id, index, effect: json.effect, verdict: verdict as CedarVerdict, reason, text, json, agent, tool };
}

function pinnedId(scope: PolicyJson['principal'] | PolicyJson['resource']): string | null {
  if ((scope.op === '==' || scope.op === 'in') && 'entity' in scope) return uid(scope.entity).id;
  if (scope.op === 'is' && scope.in && 'entity' in scope.in) return uid(scope.in.entity).id;
  return null;
}

/** A scope that can never match (principal is always an Agent, …) is an authoring mistake. */
function scopeErrors(json: PolicyJson): string[] {
  const errors: string[] = [];
  for (const [name, scope, type] of [
    ['principal', json.principal, 'Agent'],
    ['resource', json.resource, 'Tool'],
  ] as const) {
    const types = scope.op === 'is' ? [scope.entity_type] : 'entity' in scope ? [uid(scope.entity).type] : [];
    if (scope.op === 'is' && scope.in && 'entity' in scope.in) types.push(uid(scope.in.entity).type);
    const wrong = types.find((t) => t !== type);
    if (wrong) errors.push(`${name} is always of type ${type}, so a scope naming ${wrong} never matches`);
  }
  const action = json.action;
  const actions: EntityUidJson[] = 'entity' in action ? [action.entity] : 'entities' in action ? action.entities : [];
  if (actions.length > 0 && !actions.some((a) => uid(a).type === ACTION.type && uid(a).id === ACTION.id)) {
    errors.push('action is always Action::"action", so this scope never matches');
  }
  return errors;
}

const uid = (e: EntityUidJson): { type: string; id: string } => ('__entity' in e ? e.__entity : e);

/** Cedar's error with `line L, column C` for each source location (Cedar gives UTF-8 byte offsets). */
function describe(err: DetailedError, text: string, base: number, part = text): string[] {
  const loc = err.sourceLocations?.[0];
  const where = loc ? `${at(text, base + charIndex(part, loc.start))}: ` : '';
  const label = loc?.label ? ` (${loc.label})` : '';
  return [`${where}${err.message}${label}`, ...(err.related ?? []).flatMap((r) => describe(r, text, base, part))];
}

const charIndex = (s: string, byteOffset: number): number =>
  Buffer.from(s, 'utf8').subarray(0, byteOffset).toString('utf8').length;

function at(text: string, index: number): string {
  const before = text.slice(0, index);
  const line = before.split('\n').length;
  return `line ${line}, column ${index - before.lastIndexOf('\n')}`;
}
