import type { CedarValueJson, Context, PolicyJson } from '@cedar-policy/cedar-wasm/nodejs';

/**
 * Turning free-form action arguments into a Cedar context.
 *
 * Measured on cedar-wasm 4.13: every value handed to `statefulIsAuthorized` costs about 5–9 µs to
 * convert (10,000 values ≈ 86 ms, a 1 MiB body of numbers ≈ 1.8 s), and nesting deeper than ~128
 * makes it throw. So the context is cut down twice before it reaches Cedar:
 *  1. projection: only the `args` attributes that some statement names (`context.args.x`,
 *     `context.args has x`, `context has args.x`) are converted; a statement that uses `args` or
 *     `context` as a whole gets all of `args`. Over-including is always safe; Cedar cannot observe
 *     an attribute that no statement names.
 *  2. limits: the converted part may hold at most MAX_ARG_VALUES values, MAX_ARG_DEPTH levels and
 *     MAX_ARG_CHARS characters of strings and keys (a 1 MiB string costs Cedar 20–90 ms, all of it
 *     on the event loop every org shares). Past any, ArgsLimitError is thrown and the policy fails
 *     closed. Dropping the excess instead would let a caller hide `amount` behind 10,000 junk keys
 *     and slip past a `has` guard. The depth limit also keeps Cedar's own JSON limit (128 levels)
 *     out of reach: its error unwinds the wasm without cleanup, and 2,000 of them in a row broke
 *     the instance (ADR 0031).
 *
 * Conversion, because Cedar has no floats and no null:
 *  - strings and booleans stay; integers within ±(2^53−1) become Long;
 *  - other finite numbers (fractions, huge values) become their decimal string (`12.5` → "12.5"),
 *    so `context.args.amount > 100` on 12.5 is a Cedar type error, and an erroring forbid fails
 *    closed: authors comparing numbers get BLOCK, never a silent pass;
 *  - null, NaN and non-JSON values are dropped (a null field reads as absent: `has` is false);
 *  - arrays become Sets (Cedar sets are unordered and deduplicated);
 *  - record keys `__entity`, `__extn` and `__expr` are dropped: Cedar reads them as escapes, so a
 *    caller could otherwise forge an entity reference (`{"__entity": {...}}` == Agent::"boss").
 */

export const MAX_ARG_DEPTH = 32;
export const MAX_ARG_VALUES = 2_000;
export const MAX_ARG_CHARS = 65_536;

const ESCAPE_KEYS = new Set(['__entity', '__extn', '__expr']);

export class ArgsLimitError extends Error {}

/** Which attributes of `context.args` the statements can read: all of them, or these names. */
export type ArgsNeed = 'all' | ReadonlySet<string>;

export interface ContextInput {
  args: Record<string, unknown>;
  session: string;
  categories: readonly string[];
}

/** Reads the statements once, at compile time, to learn which `args` attributes they use. */
export function argsNeeded(policies: readonly PolicyJson[]): ArgsNeed {
  const names = new Set<string>();
  let all = false;
  const record = (path: readonly string[]): void => {
    if (path.length === 1 || (path[1] === 'args' && path.length === 2)) all = true;
    else if (path[1] === 'args') names.add(path[2]!);
  };
  for (const p of policies) for (const c of p.conditions) visit(c.body, record);
  return all ? 'all' : names;
}

/** Walks any expression; attribute chains rooted at `context` are reported whole, not entered. */
function visit(node: unknown, record: (path: readonly string[]) => void): void {
  if (node === null || typeof node !== 'object') return;
  if (Array.isArray(node)) {
    for (const x of node) visit(x, record);
    return;
  }
  const o = node as Record<string, unknown>;
  if (o.Var === 'context') {
    record(['context']);
    return;
  }
  for (const [key, value] of Object.entries(o)) {
    const path = key === '.' || key === 'has' ? contextPath(value) : null;
    if (path) record(path);
    else visit(value, record);
  }
}

/** `{left, attr}` of a `.` or `has` node → ['context', 'args', 'x', …] when rooted at context. */
function contextPath(value: unknown): string[] | null {
  if (value === null || typeof value !== 'object') return null;
  const { left, attr } = value as { left?: unknown; attr?: unknown };
  const attrs = typeof attr === 'string' ? [attr] : Array.isArray(attr) ? attr : null;
  if (!attrs || attrs.some((a) => typeof a !== 'string')) return null;
  if (left !== null && typeof left === 'object' && (left as { Var?: unknown }).Var === 'context') {
    return ['context', ...attrs];
  }
  const inner = left !== null && typeof left === 'object' ? (left as Record<string, unknown>)['.'] : undefined;
  const base = inner === undefined ? null : contextPath(inner);
  return base ? [...base, ...attrs] : null;
}

/** The Cedar context for one request; throws ArgsLimitError when args exceed the limits. */
export function cedarContext(input: ContextInput, need: ArgsNeed): Context {
  const budget = { left: MAX_ARG_VALUES, chars: MAX_ARG_CHARS };
  const args: Record<string, CedarValueJson> = {};
  const keys = need === 'all' ? Object.keys(input.args) : [...need].filter((k) => Object.hasOwn(input.args, k));
  for (const key of keys) {
    if (ESCAPE_KEYS.has(key)) continue;
    spend(budget, key);
    const value = toCedarValue(input.args[key], 1, budget);
    if (value !== undefined) args[key] = value;
  }
  return { args, session: input.session, categories: input.categories.map(String) };
}

interface Budget {
  left: number;
  chars: number;
}

function spend(budget: Budget, s: string): void {
  budget.chars -= s.length;
  if (budget.chars < 0) throw new ArgsLimitError(`args hold more than ${MAX_ARG_CHARS} characters`);
}

/** One JSON value as a Cedar value, or undefined when Cedar cannot hold it (see the top comment). */
function toCedarValue(value: unknown, depth: number, budget: Budget): CedarValueJson | undefined {
  if (--budget.left < 0) throw new ArgsLimitError(`args hold more than ${MAX_ARG_VALUES} values`);
  switch (typeof value) {
    case 'string':
      spend(budget, value);
      return value;
    case 'boolean':
      return value;
    case 'number':
      if (Number.isSafeInteger(value)) return value;
      return Number.isFinite(value) ? String(value) : undefined;
    case 'object':
      if (value === null) return undefined;
      break;
    default:
      return undefined;
  }
  if (depth >= MAX_ARG_DEPTH) throw new ArgsLimitError(`args nest deeper than ${MAX_ARG_DEPTH} levels`);
  if (Array.isArray(value)) {
    const out: CedarValueJson[] = [];
    for (const x of value) {
      const converted = toCedarValue(x, depth + 1, budget);
      if (converted !== undefined) out.push(converted);
    }
    return out;
  }
  const out: Record<string, CedarValueJson> = {};
  for (const [key, x] of Object.entries(value as Record<string, unknown>)) {
    if (ESCAPE_KEYS.has(key)) continue;
    spend(budget, key);
    const converted = toCedarValue(x, depth + 1, budget);
    if (converted !== undefined) out[key] = converted;
  }
  return out;
}
