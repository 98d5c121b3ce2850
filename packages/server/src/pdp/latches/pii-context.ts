import type { Finding } from './finding.js';

/**
 * A candidate finding with the rank used to settle overlaps: a checksum-validated or otherwise
 * specific match outranks a looser one over the same characters (an IP address over a phone-shaped
 * run of digits, a card number over a phone).
 */
export interface Hit extends Finding {
  rank: number;
}

/** Ranks, highest wins an overlap. */
export const RANK = { email: 9, checked: 8, anchored: 7, ip: 6, date: 5, phone: 4, weakPhone: 3 } as const;

/**
 * Whether `words` occurs in the `before` characters preceding `start` (Presidio's context words).
 * The window is lower-cased, so `words` should be written in lower case.
 */
export function contextBefore(text: string, start: number, words: RegExp, before: number): boolean {
  return words.test(text.slice(Math.max(0, start - before), start).toLowerCase());
}

/** Whether the characters right after `end` start with a label matched by `label` (e.g. " fax", "-Office"). */
export function labelAfter(text: string, end: number, label: RegExp, after: number): boolean {
  return label.test(text.slice(end, end + after).toLowerCase());
}
