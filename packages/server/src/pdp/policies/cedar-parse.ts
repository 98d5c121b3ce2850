import type { DetailedError, EntityUidJson, PolicyJson } from '@cedar-policy/cedar-wasm/nodejs';
import { CedarEngineFault, cedarCall } from './cedar-engine.js';
import { cedarLimitErrors, lineColumn } from './cedar-limits.js';

/**
 * Cedar text → the statements Latchkey evaluates (cedar.ts), or the author's errors with line and
 * column. The text is measured against cedar-limits.ts before any of it reaches the engine.
 */

export type CedarVerdict = 'BLOCK' | 'ESCALATE' | 'WARN';

export const VERDICTS: readonly CedarVerdict[] = ['BLOCK', 'ESCALATE', 'WARN']; // most severe first
export const ACTION = { type: 'Action', id: 'action' } as const;
export const ENGINE_FAULT = 'the Cedar engine failed on this text (it was restarted); simplify the policy';

export interface Statement {
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

export type Parsed = { ok: true; statements: Statement[] } | { ok: false; errors: string[] };

export function parseStatements(text: string): Parsed {
  const limits = cedarLimitErrors(text);
  if (limits.length > 0) return { ok: false, errors: limits };
  try {
    return parseWithinLimits(text);
  } catch (err) {
    if (err instanceof CedarEngineFault) return { ok: false, errors: [ENGINE_FAULT] };
    throw err;
  }
}

function parseWithinLimits(text: string): Parsed {
  const parts = cedarCall((cedar) => cedar.policySetTextToParts(text));
  if (parts.type === 'failure') return { ok: false, errors: parts.errors.flatMap((e) => describe(e, text, 0)) };
  if (parts.policy_templates.length > 0) {
    return { ok: false, errors: ['templates (`?principal`, `?resource`) are not supported; write static policies'] };
  }
  const errors: string[] = [];
  const statements: Statement[] = [];
  locate(text, parts.policies).forEach(({ part, start }, index) => {
    const answer = cedarCall((cedar) => cedar.policyToJson(part));
    if (answer.type === 'failure') errors.push(...answer.errors.flatMap((e) => describe(e, text, start, part)));
    else statements.push(toStatement(answer.json, part, index, errors, lineColumn(text, start)));
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
  const where = loc ? `${lineColumn(text, base + charIndex(part, loc.start))}: ` : '';
  const label = loc?.label ? ` (${loc.label})` : '';
  return [`${where}${err.message}${label}`, ...(err.related ?? []).flatMap((r) => describe(r, text, base, part))];
}

const charIndex = (s: string, byteOffset: number): number =>
  Buffer.from(s, 'utf8').subarray(0, byteOffset).toString('utf8').length;
