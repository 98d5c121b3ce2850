/**
 * Word tokens for the name, place and organization recognizers (phi-names.ts, phi-places.ts).
 * One linear pass of one regex; each token keeps its offsets, its lower-cased form and its shape,
 * so the recognizers only look at neighbouring tokens and the few characters between them.
 */

export interface Tok {
  start: number;
  end: number;
  lc: string;
  /** Starts with an upper-case letter. */
  cap: boolean;
  /** Two or more letters, all upper case ("HYVINKÄÄ", "MD"). */
  upper: boolean;
  /** A single upper-case letter followed by "." ("J."), the dot included in `end`. */
  initial: boolean;
}

// Letters (any script), marks, apostrophes and inner hyphens; bounded by a non-word character, so
// the regex never backtracks into a token it already read.
const WORD = /[\p{L}\p{M}](?:[\p{L}\p{M}'’]|-(?=\p{L}))*/gu;
const UPPER = /^\p{Lu}/u;
const LOWER = /\p{Ll}/u;

/** At most this many tokens are read; the recognizers stay linear beyond it because they stop there. */
export const MAX_TOKENS = 50_000;

export function tokenize(text: string): Tok[] {
  const out: Tok[] = [];
  WORD.lastIndex = 0;
  for (let m = WORD.exec(text); m !== null && out.length < MAX_TOKENS; m = WORD.exec(text)) {
    const w = m[0];
    const c = w.charCodeAt(0);
    const cap = c >= 65 && c <= 90 ? true : c >= 97 && c <= 122 ? false : UPPER.test(w);
    const start = m.index;
    let end = start + w.length;
    const initial = cap && w.length === 1 && text.charCodeAt(end) === 46;
    if (initial) end++;
    out.push({ start, end, lc: w.toLowerCase(), cap, upper: cap && w.length > 1 && !LOWER.test(w), initial });
  }
  return out;
}

/** The characters between two tokens. */
export const gap = (text: string, a: Tok, b: Tok) => text.slice(a.end, b.start);

/** Whether `a` and `b` are adjacent words of one phrase: a single space (or a hyphen) apart, on one line. */
export function joined(text: string, a: Tok, b: Tok): boolean {
  const g = b.start - a.end;
  if (g === 0) return false;
  if (g === 1) {
    const c = text.charCodeAt(a.end);
    return c === 32 || c === 45 || c === 0xa0;
  }
  return false;
}
