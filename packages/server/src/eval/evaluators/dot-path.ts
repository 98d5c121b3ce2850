/**
 * Navigation in a sample's JSON (`output`, `expected`) by dot path: `triage.level`, `items.0.name`.
 * Only own properties of objects and in-range array indexes are followed, so a path can never reach
 * a prototype (`toString`, `__proto__`) or a built-in property (`length`).
 */
import { SampleError, type SampleView } from './evaluator.js';

const MAX_PATH = 200;
/** Segments that name prototype machinery: refused outright rather than silently not found. */
const FORBIDDEN = new Set(['__proto__', 'constructor', 'prototype']);
/** A canonical array index: `0`, `12`; not `01`, `-1` or `1e3`. */
const INDEX = /^(?:0|[1-9]\d{0,8})$/;

/** Why `path` is not a usable dot path, or null when it is. */
export function pathProblem(path: string): string | null {
  if (path.length === 0 || path.length > MAX_PATH) return `must be 1 to ${MAX_PATH} characters`;
  for (const segment of path.split('.')) {
    if (segment.length === 0) return 'must not have an empty segment (a leading, trailing or double dot)';
    if (FORBIDDEN.has(segment)) return `must not have a ${segment} segment`;
  }
  return null;
}

export type PathLookup = { found: true; value: unknown } | { found: false; value?: undefined };

/** The value at `path` in `root`. Throws a RangeError on a refused path (see `pathProblem`). */
export function getPath(root: unknown, path: string): PathLookup {
  const problem = pathProblem(path);
  if (problem !== null) throw new RangeError(`invalid dot path: ${problem}`);
  let current = root;
  for (const segment of path.split('.')) {
    if (Array.isArray(current)) {
      if (!INDEX.test(segment)) return { found: false };
      const index = Number(segment);
      if (index >= current.length) return { found: false };
      current = current[index];
    } else if (typeof current === 'object' && current !== null && Object.hasOwn(current, segment)) {
      current = (current as Record<string, unknown>)[segment];
    } else {
      return { found: false };
    }
  }
  // JSON has no undefined: a key holding it is as good as absent.
  return current === undefined ? { found: false } : { found: true, value: current };
}

/**
 * The reference value at `field`. A sample without it cannot be scored (the dataset is incomplete),
 * which is the sample's failure, not a wrong answer of the model.
 */
export function expectedAt(sample: SampleView, field: string): unknown {
  if (sample.expected === undefined || sample.expected === null) {
    throw new SampleError('the sample has no expected answer');
  }
  const hit = getPath(sample.expected, field);
  if (!hit.found) throw new SampleError(`expected has no value at ${field}`);
  return hit.value;
}

/**
 * Every string in a JSON value, in document order; with `keys`, object keys too. Iterative, so a
 * deeply nested output cannot overflow the stack.
 */
export function stringLeaves(value: unknown, opts: { keys?: boolean } = {}): string[] {
  const out: string[] = [];
  const stack: unknown[] = [value];
  while (stack.length > 0) {
    const v = stack.pop();
    if (typeof v === 'string') {
      out.push(v);
    } else if (Array.isArray(v)) {
      for (let i = v.length - 1; i >= 0; i--) stack.push(v[i]);
    } else if (typeof v === 'object' && v !== null) {
      const entries = Object.entries(v);
      for (let i = entries.length - 1; i >= 0; i--) {
        const [k, child] = entries[i]!;
        stack.push(child);
        if (opts.keys) stack.push(k);
      }
    }
  }
  return out;
}
