/**
 * A listed town after a postal code and a comma (ADR 0107), which the name rules read as a person because the
 * name list holds it as a surname: "Blvd. López Mateos 2105 Ote., C.P. 37530, León, Gto." (Mexico writes the
 * code before the town), "Calle Mayor 5, 28013, Madrid". Only on a line with a street found, or after a postal
 * label ("C.P.", "CEP"); the town ends its clause (a comma, a dot or the line's end follows).
 *
 * A person found by a title or a cue (rank 6 or more) keeps the words. Runs over the ZIP readings of the text,
 * one short anchored regex each: linear.
 */
import { PLACE_RANK } from './phi-cities.js';
import { type HitIndex, hitIndex, overlapping } from './phi-hit-index.js';
import { isCity } from './phi-lexicon.js';
import type { Hit } from './pii-context.js';

/** ", León," after a code: one to three Title Case words, then a comma, a dot, or the line's end. */
const TOWN_AFTER_CODE =
  /^,[ \t]*(\p{Lu}[\p{Ll}\p{M}'’-]+(?:[ \t]\p{Lu}[\p{Ll}\p{M}'’-]+){0,2})(?=[ \t]*(?:[,.;]|\n|$))/u;
/** The label of a postal code written before it: Mexican "C.P.", Brazilian "CEP", "CP". */
const POSTAL_LABEL = /(?:^|[^\p{L}])(?:C\.[ \t]?P\.|CP|CEP)[ \t:]*$/u;
/**
 * Types [start, end) CITY: name-list readings of a person inside it are retyped and a CITY over the whole is
 * added; any other reading over its words (a person with a title or cue, a firm, a street) keeps them.
 */
function place(out: Hit[], index: HitIndex, start: number, end: number): void {
  const over: Hit[] = [];
  overlapping(index, start, end, (h) => over.push(h));
  const retypable = (h: Hit) => h.type === 'PERSON' && h.rank <= 4 && h.start >= start && h.end <= end;
  if (over.some((h) => h.type !== 'CITY' && !retypable(h))) return;
  for (const h of over) h.type = 'CITY';
  if (!over.some((h) => h.start === start && h.end === end))
    out.push({ type: 'CITY', start, end, rank: PLACE_RANK.cued });
}

/** Whether a street reading ends on the line of `at`, before it (`ends` sorted: the last one at or before `at`). */
function streetOnLine(text: string, at: number, ends: readonly number[]): boolean {
  let lo = 0;
  let hi = ends.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (ends[mid]! <= at) lo = mid + 1;
    else hi = mid;
  }
  return lo > 0 && ends[lo - 1]! >= text.lastIndexOf('\n', at - 1) + 1;
}

export function findTownsAfterCodes(text: string, out: Hit[], from: number): void {
  const streets: Hit[] = [];
  const codes: Hit[] = [];
  for (let k = from; k < out.length; k++) {
    const h = out[k]!;
    if (h.type === 'STREET_ADDRESS') streets.push(h);
    else if (h.type === 'ZIP') codes.push(h);
  }
  if (codes.length === 0) return;
  const ends = streets.map((s) => s.end).sort((a, b) => a - b);
  let index: HitIndex | null = null;
  for (const z of codes) {
    const m = TOWN_AFTER_CODE.exec(text.slice(z.end, z.end + 50));
    if (m === null || !isCity(m[1]!.toLowerCase())) continue;
    if (!streetOnLine(text, z.start, ends) && !POSTAL_LABEL.test(text.slice(Math.max(0, z.start - 6), z.start)))
      continue;
    const start = z.end + m[0].length - m[1]!.length;
    index ??= hitIndex(out);
    place(out, index, start, start + m[1]!.length);
  }
}
