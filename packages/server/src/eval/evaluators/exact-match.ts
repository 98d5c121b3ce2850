import type { ExactMatchConfig } from '@latchkey/contract';
import { expectedAt, getPath } from './dot-path.js';
import type { Evaluator, EvaluatorResult, SampleView } from './evaluator.js';

/**
 * Deep equality with JSON semantics: object key order does not matter, array order does, strings
 * compare exactly (no trimming or case folding: that is what `text_contains` is for).
 */
export function jsonEqual(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  if (Array.isArray(a) || Array.isArray(b)) {
    if (!Array.isArray(a) || !Array.isArray(b) || a.length !== b.length) return false;
    return a.every((item, i) => jsonEqual(item, b[i]));
  }
  const ra = a as Record<string, unknown>;
  const rb = b as Record<string, unknown>;
  // Keys holding undefined do not exist in JSON.
  const ka = Object.keys(ra).filter((k) => ra[k] !== undefined);
  const kb = Object.keys(rb).filter((k) => rb[k] !== undefined);
  if (ka.length !== kb.length) return false;
  return ka.every((k) => Object.hasOwn(rb, k) && jsonEqual(ra[k], rb[k]));
}

/**
 * Whether the output's value at `field` equals the expected one. Missing in the output means the
 * model omitted it: wrong, so 0. Missing in expected makes the sample unscorable (SampleError).
 */
export function fieldEquals(sample: SampleView, field: string): { equal: boolean; missing: boolean } {
  const expected = expectedAt(sample, field);
  const actual = getPath(sample.output, field);
  if (!actual.found) return { equal: false, missing: true };
  return { equal: jsonEqual(actual.value, expected), missing: false };
}

export function createExactMatch(config: ExactMatchConfig): Evaluator {
  return {
    type: 'exact_match',
    evaluate(sample): EvaluatorResult {
      const { equal, missing } = fieldEquals(sample, config.field);
      return { score: equal ? 1 : 0, flags: [], ...(missing ? { details: { missing_in_output: true } } : {}) };
    },
  };
}
