import { AppError } from '../platform/errors/app-error.js';

/** Deeper JSON than this is refused: canonicalization and latches recurse, and no real payload needs it. */
export const MAX_DEPTH = 32;

/** A 400 naming the field when `value` nests deeper than MAX_DEPTH (checked without recursion). */
export function checkDepth(value: unknown, field: string): void {
  const stack: Array<[unknown, number]> = [[value, 1]];
  while (stack.length > 0) {
    const [v, depth] = stack.pop()!;
    if (v === null || typeof v !== 'object') continue;
    if (depth > MAX_DEPTH) {
      throw new AppError('invalid_value', `${field} nests deeper than ${MAX_DEPTH} levels`, { param: field });
    }
    for (const child of Array.isArray(v) ? v : Object.values(v)) stack.push([child, depth + 1]);
  }
}
