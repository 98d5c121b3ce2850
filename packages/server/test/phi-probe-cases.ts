// The probe tables of the PHI detector's rule sessions (src/pdp/latches/phi-probes-*.test.ts): each case a text, the
// types asked for, and the findings expected, as "TYPE:text" in order.
import assert from 'node:assert/strict';
import { detectPii } from '../src/pdp/latches/pii.js';

export type Case = readonly [text: string, types: readonly string[], expected: readonly string[]];

export function expectAll(cases: readonly Case[]): void {
  for (const [text, types, expected] of cases)
    assert.deepEqual(
      detectPii(text, types).map((f) => `${f.type}:${text.slice(f.start, f.end)}`),
      expected,
      text,
    );
}
