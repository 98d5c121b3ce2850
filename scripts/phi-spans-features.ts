/**
 * Candidate spans and their hashed features for the experiment with a learned re-scorer of names,
 * towns and organizations (ADR 0066, a negative result: nothing of this runs in the server). Kept
 * with the training script (scripts/train-phi-spans.ts) so the experiment can be re-run when the
 * rules change.
 *
 * A candidate is either a PERSON / CITY / ORGANIZATION finding of the rules (kind "a"), or a run
 * of 1–4 capitalized words that no finding touches (kind "b"), gated by the gazetteers so that
 * most capitalized words (headings, drugs, sentence openers) are never scored. Features are
 * integers hashed into 2^FEATURE_BITS buckets: the words' lexicon bits and shapes, the type the
 * rules gave the span (detectPii does not say which rule), and the two words on each side, read
 * straight from the text so that the recognizers' tokens (capitalized and cue words only) would do.
 */
import type { Finding } from '../packages/server/src/pdp/latches/finding.js';
import {
  COUNTRIES,
  isCity,
  isCommon,
  isEnglish,
  isName,
  MEDICAL,
  ORG_TAILS,
  PERSON_CUES,
  PLACE_CUES,
  STOP_WORDS,
  TITLES,
  US_STATES,
} from '../packages/server/src/pdp/latches/phi-lexicon.js';
import { joined, type Tok } from '../packages/server/src/pdp/latches/phi-tokens.js';

export const FEATURE_BITS = 14;
/** The classes, in the order of the weight rows. */
export const CLASSES = ['NONE', 'PERSON', 'CITY', 'ORGANIZATION'] as const;
export const NCLASS = CLASSES.length;
/** Longest run of capitalized words taken as one kind-b candidate. */
const MAX_WORDS = 4;

export interface Span {
  start: number;
  end: number;
  /** The rules' type (kind a) or '' (kind b). */
  type: string;
  /** 0 for a rule's finding (kind a), -1 for kind b. */
  rank: number;
}

const mix = (kind: number, v: number) => {
  const h = Math.imul(kind * 0x2545f491 + 1, 0x9e3779b1) ^ v;
  return Math.imul(h ^ (h >>> 15), 0x85ebca6b) >>> (32 - FEATURE_BITS);
};

/** Hash of text[s, e) with ASCII capitals lowered (0 for an empty span). */
function hashLower(text: string, s: number, e: number): number {
  let h = 0x811c9dc5;
  for (let k = s; k < e; k++) {
    const c = text.charCodeAt(k);
    h = Math.imul(h ^ (c >= 65 && c <= 90 ? c | 32 : c), 0x01000193);
  }
  return e > s ? h : 0;
}

const isAsciiLetter = (c: number) => ((c | 32) - 97) >>> 0 <= 25;
const isWordChar = (c: number) => isAsciiLetter(c) || c >= 0xc0 || c === 39 || c === 0x2019;

/** Lexicon bits of a lower-case word (one bit per list). */
function lexBits(lc: string): number {
  let b = 0;
  if (isName(lc)) b |= 1;
  if (isCity(lc)) b |= 2;
  if (isEnglish(lc)) b |= 4;
  if (isCommon(lc)) b |= 8;
  if (MEDICAL.has(lc)) b |= 16;
  if (STOP_WORDS.has(lc)) b |= 32;
  if (ORG_TAILS.has(lc)) b |= 64;
  if (TITLES.has(lc) || PERSON_CUES.has(lc)) b |= 128;
  if (US_STATES.has(lc) || COUNTRIES.has(lc)) b |= 256;
  return b;
}

/** Shape of a token: capitalized / all capitals / initial, and a length bucket. */
function shape(text: string, t: Tok): number {
  const n = t.end - t.start;
  let s = t.initial ? 1 : t.upper ? 2 : t.cap ? 3 : 4;
  s = s * 8 + (n <= 2 ? 0 : n <= 4 ? 1 : n <= 7 ? 2 : 3);
  for (let k = t.start; k < t.end; k++) {
    const c = text.charCodeAt(k);
    if (c === 45) s |= 64;
    else if (c === 39 || c === 0x2019) s |= 128;
    else if (c >= 0xc0) s |= 256;
  }
  return s;
}

/**
 * The word that ends at or before `pos` (skipping non-letters), as [start, end), or null; `gap`
 * receives the first non-space character code between it and `pos` (0 when none).
 */
function wordBefore(text: string, pos: number, limit: number): [number, number, number] | null {
  let k = pos - 1;
  let gap = 0;
  while (k >= 0 && pos - k < limit && !isWordChar(text.charCodeAt(k))) {
    const c = text.charCodeAt(k);
    if (c !== 32 && gap === 0) gap = c;
    k--;
  }
  if (k < 0 || !isWordChar(text.charCodeAt(k))) return null;
  const e = k + 1;
  while (k >= 0 && e - k < 24 && isWordChar(text.charCodeAt(k))) k--;
  return [k + 1, e, gap];
}

function wordAfter(text: string, pos: number, limit: number): [number, number, number] | null {
  let k = pos;
  let gap = 0;
  const n = text.length;
  while (k < n && k - pos < limit && !isWordChar(text.charCodeAt(k))) {
    const c = text.charCodeAt(k);
    if (c !== 32 && gap === 0) gap = c;
    k++;
  }
  if (k >= n || !isWordChar(text.charCodeAt(k))) return null;
  const s = k;
  while (k < n && k - s < 24 && isWordChar(text.charCodeAt(k))) k++;
  return [s, k, gap];
}

const CUE_CLASS = (lc: string) =>
  TITLES.has(lc) ? 1 : PERSON_CUES.has(lc) ? 2 : PLACE_CUES.has(lc) ? 3 : ORG_TAILS.has(lc) ? 4 : 0;

/**
 * The feature buckets of candidate `c` over tokens toks[i..j] into `out` (cleared first); returns
 * the count. `prevType`/`nextType` are the types of the findings right before and after (or '').
 */
export function features(
  text: string,
  toks: Tok[],
  i: number,
  j: number,
  c: Span,
  prevType: string,
  nextType: string,
  out: Int32Array,
): number {
  let n = 0;
  const push = (kind: number, v: number) => {
    if (n < out.length) out[n++] = mix(kind, v);
  };
  push(1, 0);
  const src = c.rank < 0 ? 0 : (typeCode(c.type) << 4) + c.rank;
  push(2, src);
  const words = j - i + 1;
  push(3, Math.min(words, 5) + 8 * (src === 0 ? 0 : 1));
  let all = 0xffff;
  let any = 0;
  for (let k = i; k <= j; k++) {
    const t = toks[k]!;
    const role = k === i ? (k === j ? 0 : 1) : k === j ? 2 : 3;
    const bits = lexBits(t.lc);
    all &= bits;
    any |= bits;
    push(10 + role, bits);
    for (let b = 0; b < 9; b++) if (bits & (1 << b)) push(20 + role, b);
    push(30 + role, shape(text, t));
    push(40 + role, hashLower(text, Math.max(t.start, t.end - 3), t.end));
    push(50 + role, hashLower(text, t.start, t.end));
  }
  push(60, all & 0x1ff);
  push(61, any);
  if (words > 1 && isCity(text.slice(c.start, c.end).toLowerCase())) push(62, 1);
  // Context: two words each side read from the text, the punctuation between, and cue classes.
  const p1 = wordBefore(text, c.start, 6);
  const p2 = p1 === null ? null : wordBefore(text, p1[0], 6);
  const n1 = wordAfter(text, c.end, 6);
  const n2 = n1 === null ? null : wordAfter(text, n1[1], 6);
  push(70, p1 === null ? 0 : hashLower(text, p1[0], p1[1]));
  push(71, p2 === null ? 0 : hashLower(text, p2[0], p2[1]));
  push(72, n1 === null ? 0 : hashLower(text, n1[0], n1[1]));
  push(73, n2 === null ? 0 : hashLower(text, n2[0], n2[1]));
  push(74, p1 === null ? -1 : p1[2]);
  push(75, n1 === null ? -1 : n1[2]);
  if (p1 !== null) {
    const lc = text.slice(p1[0], p1[1]).toLowerCase();
    push(76, CUE_CLASS(lc) * 2 + (text.charCodeAt(p1[0]) <= 90 ? 1 : 0));
    if (p2 !== null) push(77, CUE_CLASS(text.slice(p2[0], p2[1]).toLowerCase()));
  }
  if (n1 !== null) {
    const lc = text.slice(n1[0], n1[1]).toLowerCase();
    push(78, CUE_CLASS(lc) * 2 + (text.charCodeAt(n1[0]) <= 90 ? 1 : 0));
  }
  push(79, startKind(text, c.start));
  push(80, typeCode(prevType) * 8 + typeCode(nextType));
  push(81, (p1 === null ? 0 : hashLower(text, p1[0], p1[1])) ^ src);
  return n;
}

/** 0 mid-sentence, 1 after ". ! ?", 2 at a line start or the text's start, 3 after ":". */
function startKind(text: string, s: number): number {
  let k = s - 1;
  while (k >= 0 && (text.charCodeAt(k) === 32 || text.charCodeAt(k) === 9)) k--;
  if (k < 0) return 2;
  const c = text.charCodeAt(k);
  return c === 10 || c === 13 ? 2 : c === 46 || c === 33 || c === 63 ? 1 : c === 58 ? 3 : 0;
}

const TYPES = ['', 'PERSON', 'CITY', 'ORGANIZATION', 'COUNTY', 'STREET_ADDRESS', 'ZIP'];
function typeCode(t: string): number {
  const k = TYPES.indexOf(t);
  return k < 0 ? 7 : k;
}

/**
 * The kind-b candidates: runs of capitalized tokens (joined by one space) that overlap no finding
 * of `taken` (sorted, non-overlapping), 1–4 words, with at least one word a name, a town or an
 * organization word, or unknown to the English list, and not only stop, title or medical words.
 * Calls visit(i, j, f) for tokens toks[i..j], f the index of the first finding after them.
 */
export function capitalRuns(
  text: string,
  toks: Tok[],
  taken: readonly { start: number; end: number }[],
  visit: (i: number, j: number, f: number) => void,
): void {
  let f = 0;
  const free = (x: Tok) => !(f < taken.length && taken[f]!.start < x.end && x.start < taken[f]!.end);
  for (let i = 0; i < toks.length; ) {
    const t = toks[i]!;
    while (f < taken.length && taken[f]!.end <= t.start) f++;
    if (!t.cap || !free(t)) {
      i++;
      continue;
    }
    let j = i;
    while (j + 1 < toks.length && j - i + 1 < MAX_WORDS && toks[j + 1]!.cap && joined(text, toks[j]!, toks[j + 1]!)) {
      const next = toks[j + 1]!;
      while (f < taken.length && taken[f]!.end <= next.start) f++;
      if (!free(next)) break;
      j++;
    }
    if (gate(toks, i, j)) visit(i, j, f);
    i = j + 1;
  }
}

function gate(toks: Tok[], i: number, j: number): boolean {
  let hint = false;
  let plain = true;
  for (let k = i; k <= j; k++) {
    const lc = toks[k]!.lc;
    if (toks[k]!.initial || lc.length < 2) continue;
    const stop = STOP_WORDS.has(lc) || MEDICAL.has(lc) || TITLES.has(lc);
    if (!stop) plain = false;
    if (!stop && (isName(lc) || isCity(lc) || ORG_TAILS.has(lc) || !isEnglish(lc))) hint = true;
  }
  return hint && !plain;
}

/** Type of f[k] when it ends (starts) within 3 characters of `pos`, else ''. */
function near(f: readonly Finding[], k: number, pos: number, before: boolean): string {
  const h = f[k];
  if (h === undefined) return '';
  return (before ? pos - h.end : h.start - pos) <= 3 ? h.type : '';
}

const RESCORED: readonly string[] = ['PERSON', 'CITY', 'ORGANIZATION'];
const buffer = new Int32Array(96);

/**
 * Calls visit for every candidate of `text`: kind a (found[h] of a re-scored type) and kind b
 * (h = -1), with its features. `found`: detectPii's findings (sorted by start, non-overlapping).
 */
export function forEachCandidate(
  text: string,
  toks: Tok[],
  found: readonly Finding[],
  visit: (c: Span, h: number, feats: Int32Array) => void,
): void {
  let t = 0;
  for (let h = 0; h < found.length; h++) {
    const x = found[h]!;
    if (!RESCORED.includes(x.type)) continue;
    while (t < toks.length && toks[t]!.end <= x.start) t++;
    if (t >= toks.length || toks[t]!.start >= x.end) continue;
    let j = t;
    while (j + 1 < toks.length && toks[j + 1]!.start < x.end) j++;
    const c: Span = { start: x.start, end: x.end, type: x.type, rank: 0 };
    const n = features(
      text,
      toks,
      t,
      j,
      c,
      near(found, h - 1, x.start, true),
      near(found, h + 1, x.end, false),
      buffer,
    );
    visit(c, h, buffer.slice(0, n));
  }
  capitalRuns(text, toks, found, (i, j, f) => {
    const c: Span = { start: toks[i]!.start, end: toks[j]!.end, type: '', rank: -1 };
    const n = features(text, toks, i, j, c, near(found, f - 1, c.start, true), near(found, f, c.end, false), buffer);
    visit(c, -1, buffer.slice(0, n));
  });
}
