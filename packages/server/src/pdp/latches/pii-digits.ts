/**
 * The runs of ASCII digits of a text, found once per detection and shared by the recognizers that
 * each used to search the whole text for digits with a regex of their own: the numbers of pii.ts
 * (phone, card, SSN, IP, IBAN, named IDs), house numbers (phi-places.ts) and ages in prose
 * (phi-dates.ts). A 100 KB note costs a pass over its characters per search, whatever the regex; the
 * runs are a few thousand offsets. Linear: one pass, then each reader walks the runs once.
 */
import { work } from './phi-tokens.js';

export interface DigitRuns {
  /** How many runs. */
  n: number;
  /** Where each run starts and ends (exclusive), in order; runs never touch (a non-digit stands between). */
  starts: number[];
  ends: number[];
}

const DIGITS = /\d+/g;

const isDigit = (c: number) => c >= 48 && c <= 57;

export function digitRuns(text: string): DigitRuns {
  const starts: number[] = [];
  const ends: number[] = [];
  DIGITS.lastIndex = 0;
  // test(), not exec(): no match array per run; the run's start is found by stepping back over its digits.
  while (DIGITS.test(text)) {
    const end = DIGITS.lastIndex;
    let start = end - 1;
    while (start > 0 && isDigit(text.charCodeAt(start - 1))) start--;
    work.steps += end - start;
    starts.push(start);
    ends.push(end);
  }
  return { n: starts.length, starts, ends };
}
