/**
 * The hits found so far, by start, for a pass that asks many times which hits overlap a span: one sort per text and a
 * binary search per question, where a scan of all hits per question makes the pass quadratic on long text (many small
 * lists, many address lines). Hits added after the index is built are not in it: the passes that use it add hits on
 * other lines than the ones they ask about.
 */
import { work } from './phi-tokens.js';
import type { Hit } from './pii-context.js';

export interface HitIndex {
  byStart: Hit[];
  /** The longest hit: a hit overlapping a span starts at most this far before it. */
  longest: number;
  /** The starts of the hits of one type (built once per type). */
  starts(type: string): Set<number>;
}

export function hitIndex(out: readonly Hit[]): HitIndex {
  const byStart = [...out].sort((a, b) => a.start - b.start);
  let longest = 0;
  for (const h of byStart) longest = Math.max(longest, h.end - h.start);
  const startsOf = new Map<string, Set<number>>();
  const starts = (type: string) => {
    let set = startsOf.get(type);
    if (set === undefined) {
      set = new Set(byStart.filter((h) => h.type === type).map((h) => h.start));
      startsOf.set(type, set);
    }
    return set;
  };
  return { byStart, longest, starts };
}

/** Index of the first hit starting at `at` or after. */
function firstFrom(byStart: readonly Hit[], at: number): number {
  let lo = 0;
  let hi = byStart.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (byStart[mid]!.start < at) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/** Calls `each` with every indexed hit that overlaps [start, end). */
export function overlapping(index: HitIndex, start: number, end: number, each: (h: Hit) => void): void {
  const { byStart } = index;
  for (let k = firstFrom(byStart, start - index.longest); k < byStart.length && byStart[k]!.start < end; k++) {
    work.steps++;
    if (byStart[k]!.end > start) each(byStart[k]!);
  }
}
