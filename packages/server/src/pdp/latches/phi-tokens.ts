/**
 * Word tokens for the name, place and organization recognizers (phi-names.ts, phi-places.ts).
 * One linear pass over the characters (ASCII by char code, other scripts by one Unicode-property
 * test per character); each token keeps its offsets, its lower-cased form and its shape, so the
 * recognizers only look at neighbouring tokens and the few characters between them.
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

const LETTER = /[\p{L}\p{M}]/u;
const UPPER = /\p{Lu}/u;
const LOWER = /\p{Ll}/u;

/**
 * Steps taken by the recognizers (tokens read, loop turns, regex tries), summed over calls: the
 * linear-time test compares it across input sizes, which a shared CPU cannot blur as it does time.
 */
export const work = { steps: 0 };

function isLetterAt(text: string, i: number): boolean {
  const c = text.charCodeAt(i);
  if (c < 128) return (c | 32) >= 97 && (c | 32) <= 122;
  return c >= 0xc0 && LETTER.test(text[i]!);
}

const isApostrophe = (c: number) => c === 39 || c === 0x2019;

/**
 * Tokens of `text`. With `keep`, a word that starts in lower case becomes a token only when it is
 * in `keep` (the cue and street words the recognizers look for): most words of a text are such
 * lower-case words, and skipping them saves an object each on the hot path.
 */
export function tokenize(text: string, keep?: ReadonlySet<string>): Tok[] {
  const out: Tok[] = [];
  const n = text.length;
  let i = 0;
  while (i < n) {
    const c = text.charCodeAt(i);
    // ASCII non-letters are skipped without a call.
    if (c < 128 ? (c | 32) < 97 || (c | 32) > 122 : !isLetterAt(text, i)) {
      i++;
      continue;
    }
    work.steps++;
    const start = i;
    let hasLower = false;
    for (;;) {
      const c = text.charCodeAt(i);
      if (c < 128 ? c >= 97 && c <= 122 : c >= 0xc0 && LOWER.test(text[i]!)) hasLower = true;
      i++;
      if (i >= n) break;
      if (isLetterAt(text, i)) continue;
      // Inner apostrophes and hyphens stay in the word ("O'Brien", "Vazquez-Riggs") when a letter follows.
      const d = text.charCodeAt(i);
      if ((isApostrophe(d) || d === 45) && i + 1 < n && isLetterAt(text, i + 1)) continue;
      break;
    }
    const c0 = text.charCodeAt(start);
    const cap = c0 < 128 ? c0 >= 65 && c0 <= 90 : UPPER.test(text[start]!);
    let end = i;
    const initial = cap && end - start === 1 && text.charCodeAt(end) === 46;
    if (initial) end++;
    const w = text.slice(start, i);
    if (!cap && keep !== undefined && !keep.has(w)) continue;
    out.push({ start, end, lc: cap ? w.toLowerCase() : w, cap, upper: cap && i - start > 1 && !hasLower, initial });
    i = end;
  }
  return out;
}

/** Whether `a` and `b` are adjacent words of one phrase: one space (or non-breaking space) apart. */
export function joined(text: string, a: Tok, b: Tok): boolean {
  if (b.start - a.end !== 1) return false;
  const c = text.charCodeAt(a.end);
  return c === 32 || c === 0xa0;
}
