import { AppError } from '../platform/errors/app-error.js';
import { nestsDeeper } from '../platform/http/json-body.js';

/** Deeper JSON than this is refused: canonicalization and latches recurse, and no real payload needs it. */
export const MAX_DEPTH = 32;

/** A 400 naming the field when `value` nests deeper than MAX_DEPTH (checked without recursion). */
export function checkDepth(value: unknown, field: string): void {
  if (nestsDeeper(value, MAX_DEPTH)) {
    throw new AppError('invalid_value', `${field} nests deeper than ${MAX_DEPTH} levels`, { param: field });
  }
}
