import { caseEnding } from './phi-case-endings.js';
import { addCue, CUE_MASK, CUE_TABLE, type Cues, cuesIn } from './phi-cues.js';

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
  /** What the recognizers have asked about `lc`, shared with the other tokens that write it (see Word). */
  w: Word;
  /** Starts with an upper-case letter. */
  cap: boolean;
  /** Two or more letters, all upper case ("HYVINKÄÄ", "MD"). */
  upper: boolean;
  /** A single upper-case letter followed by "." ("J."), the dot included in `end`. */
  initial: boolean;
}

/**
 * A word's answers to the yes/no questions the recognizers ask about it (is it a street lead, a
 * region head, an abbreviation…), one object per distinct lower-cased word of a call, shared by the
 * tokens that write it: a long note repeats its words (headers, drugs, names), and each list is
 * then asked once per word rather than once per occurrence and recognizer. The answers depend on
 * `lc` alone (the lists never change), so the cue and street words the tokenizer keeps share theirs
 * across calls, in whatever case they are written; other words' objects go with their call.
 */
export interface Word {
  readonly lc: string;
  /** The questions asked so far (one bit each, see question()), and which were answered yes. */
  asked: number;
  yes: number;
  /** The PERSON recognizer's code of the word (phi-name-words.ts codeOf), -1 until asked. */
  code: number;
}

const word = (lc: string): Word => ({ lc, asked: 0, yes: 0, code: -1 });

/** Bits handed out by question(): 31 fit in a small integer. */
let questions = 0;

/**
 * A bit for one yes/no question about words; modules ask for theirs once, when loaded. At most 31
 * exist, so the answers stay small integers.
 */
export function question(): number {
  if (questions >= 31) throw new Error('phi-tokens: more than 31 word questions');
  return 1 << questions++;
}

/**
 * Whether `w.lc` is in `list`, asked once per word (`bit` from question(), the same for every call
 * with `list`). Sets only, so that the look-up stays one kind of call; other questions go to asked().
 */
export function listed(w: Word, bit: number, list: ReadonlySet<string>): boolean {
  if ((w.asked & bit) === 0) {
    w.asked |= bit;
    if (list.has(w.lc)) w.yes |= bit;
  }
  return (w.yes & bit) !== 0;
}

/** `answer(w.lc)`, asked once per word (`bit` from question(), the same for every call with `answer`, which must depend on the word alone). */
export function asked(w: Word, bit: number, answer: (lc: string) => boolean): boolean {
  if ((w.asked & bit) === 0) {
    w.asked |= bit;
    if (answer(w.lc)) w.yes |= bit;
  }
  return (w.yes & bit) !== 0;
}

const LETTER = /[\p{L}\p{M}]/u;
const UPPER = /\p{Lu}/u;
const LOWER = /\p{Ll}/u;

/**
 * Steps taken by the recognizers (characters and tokens read, loop turns, regex tries), summed over calls: the
 * linear-time test compares it across input sizes, which a shared CPU cannot blur as it does time.
 */
export const work = { steps: 0 };

function isLetterAt(text: string, i: number): boolean {
  const c = text.charCodeAt(i);
  if (c < 128) return (c | 32) >= 97 && (c | 32) <= 122;
  return c >= 0xc0 && LETTER.test(text[i]!);
}

const isApostrophe = (c: number) => c === 39 || c === 0x2019;
/** Whether the last token is capitalized and stands one blank before `start`. */
const afterCapital = (out: Tok[], text: string, start: number) =>
  out.length > 0 &&
  out[out.length - 1]!.cap &&
  out[out.length - 1]!.end === start - 1 &&
  text.charCodeAt(start - 1) === 32;
/**
 * "d'Alene", "l'Anse": an elided lower-case article before a capitalized word starts a capitalized word after another
 * one ("Coeur d'Alene", "Vall d'Hebron"); not before an acronym ("l'HAD"), nor in prose ("transféré à l'Institut",
 * "Rapport de l'Infirmière", where the word before is in lower case).
 */
const elided = (text: string, c: number, i: number) =>
  (c === 100 || c === 108) &&
  isApostrophe(text.charCodeAt(i + 1)) &&
  UPPER.test(text.charAt(i + 2)) &&
  LOWER.test(text.charAt(i + 3));
/** An apostrophe or hyphen joining a word's parts ("O'Brien"), not before a Turkish case ending ("Hastanesi'nde"). */
const joins = (text: string, i: number, c: number, cap: boolean) =>
  (isApostrophe(c) || c === 45) &&
  i + 1 < text.length &&
  isLetterAt(text, i + 1) &&
  (c === 45 || !cap || !caseEnding(text, i));

/**
 * The `keep` words by hash: a filter (one bit per hash, 2^14 bits), so that a lower-case word that
 * no recognizer looks at is dropped on its hash, computed while the word is read, without a
 * substring or a set look-up; and the words themselves by hash, so that a kept word is confirmed by
 * comparing characters and its token shares the keep word's string (no substring per occurrence of
 * "in", "on", "patient"…). Built once per set (by identity), so `keep` must not change after its first use.
 */
const KEEP_BITS = 1 << 16;
interface KeepIndex {
  filter: Uint8Array;
  words: Map<number, Word[]>;
}
const keepIndexes = new WeakMap<ReadonlySet<string>, KeepIndex>();
/** The word hash's step; phi-cues.ts hashes its words the same way (a local copy: an imported one ran slower in the loop). */
const step = (h: number, c: number) => (Math.imul(h, 31) + c) | 0;

function keepIndex(keep: ReadonlySet<string>): KeepIndex {
  let x = keepIndexes.get(keep);
  if (x === undefined) {
    x = { filter: new Uint8Array(KEEP_BITS), words: new Map() };
    for (const w of keep) {
      let h = 0;
      // Hashed as the tokenizer hashes a word: ASCII capitals lowered, other characters as they are.
      for (let k = 0; k < w.length; k++) {
        const c = w.charCodeAt(k);
        h = step(h, c >= 65 && c <= 90 ? c | 32 : c);
      }
      x.filter[h & (KEEP_BITS - 1)] = 1;
      const key = h & 0x3fffffff;
      const same = x.words.get(key);
      if (same === undefined) x.words.set(key, [word(w)]);
      else same.push(word(w));
    }
    keepIndexes.set(keep, x);
  }
  return x;
}

/** The keep word that text[start, end) is, character for character, among the words of its hash; or undefined. */
function keptWord(text: string, start: number, end: number, words: Word[] | undefined): Word | undefined {
  if (words === undefined) return undefined;
  for (const kept of words) {
    const w = kept.lc;
    if (w.length !== end - start) continue;
    let k = 0;
    while (k < w.length && w.charCodeAt(k) === text.charCodeAt(start + k)) k++;
    if (k === w.length) return kept;
  }
  return undefined;
}

/** The keep word that text[start, end), an ASCII word, is once lower-cased, among the words of its hash; or undefined. */
function keptLower(text: string, start: number, end: number, words: Word[] | undefined): Word | undefined {
  if (words === undefined) return undefined;
  for (const kept of words) if (sameLower(text, start, end, kept.lc)) return kept;
  return undefined;
}

/** Whether `lc` is text[start, end) lower-cased, for an ASCII word (A-Z to a-z, other characters as they are). */
function sameLower(text: string, start: number, end: number, lc: string): boolean {
  if (lc.length !== end - start) return false;
  for (let k = start; k < end; k++) {
    const c = text.charCodeAt(k);
    if ((c >= 65 && c <= 90 ? c | 32 : c) !== lc.charCodeAt(k - start)) return false;
  }
  return true;
}

/**
 * Tokens of `text`. With `keep`, a word that starts in lower case becomes a token only when it is
 * in `keep` (the cue and street words the recognizers look for): most words of a text are such
 * lower-case words, and skipping them saves an object each on the hot path.
 *
 * Capitalized ASCII words share one Word (lower-case string and answers) per distinct word within
 * the call (by a hash computed while reading, then compared character by character): notes repeat
 * their words, and a shared string is neither cut nor lower-cased again, nor looked up again.
 *
 * With `cues`, where the words of the cue lists (phi-cues.ts) start is added to it, kept or not.
 */
export function tokenize(text: string, keep?: ReadonlySet<string>, cues?: Cues): Tok[] {
  const out: Tok[] = [];
  const index = keep === undefined ? null : keepIndex(keep);
  const filter = index === null ? null : index.filter;
  const seen = new Map<number, Word>();
  const n = text.length;
  let i = 0;
  while (i < n) {
    // The character under i, read once: the word loop below carries it from one turn to the next.
    let c = text.charCodeAt(i);
    // ASCII non-letters are skipped without a call ((c | 32) - 97, unsigned, is under 26 for letters only).
    if (c < 128 ? ((c | 32) - 97) >>> 0 > 25 : !isLetterAt(text, i)) {
      i++;
      continue;
    }
    const start = i;
    const cap =
      c < 128 ? c <= 90 || (elided(text, c, start) && afterCapital(out, text, start)) : UPPER.test(text[start]!);
    let hasLower = false;
    let ascii = true;
    // An inner apostrophe or hyphen: the word is then more than one run of letters (see phi-cues.ts).
    let joined = false;
    // One hash, of the word with ASCII capitals lowered: the keep words are lower case, so it is
    // their hash for any of them, and the shared-string key of a capitalized word.
    let hl = 0;
    for (;;) {
      if (c >= 97 && c <= 122) {
        // A run of lower-case ASCII letters, the bulk of any text: one range test per character
        // (charCodeAt past the end is NaN, which ends the run).
        hasLower = true;
        do {
          hl = step(hl, c);
          i++;
          // Read only within the text: charCodeAt past the end is NaN, a double that would make
          // the optimizing compiler keep `c` (and the loop's comparisons) in floating point.
          c = i < n ? text.charCodeAt(i) : 0;
        } while (c >= 97 && c <= 122);
        if (i >= n) break;
        if (c < 128 ? ((c | 32) - 97) >>> 0 <= 25 : isLetterAt(text, i)) continue;
        if (joins(text, i, c, cap)) {
          joined = true;
          continue;
        }
        break;
      }
      if (c < 128) {
        if (c >= 97) hasLower = true;
        hl = step(hl, c >= 65 && c <= 90 ? c | 32 : c);
      } else {
        hl = step(hl, c);
        ascii = false;
        if (c >= 0xc0 && LOWER.test(text[i]!)) hasLower = true;
      }
      i++;
      if (i >= n) break;
      // ASCII letters inline; other characters through isLetterAt.
      c = text.charCodeAt(i);
      if (c < 128 ? ((c | 32) - 97) >>> 0 <= 25 : isLetterAt(text, i)) continue;
      // Inner apostrophes and hyphens stay in the word ("O'Brien", "Vazquez-Riggs") when a letter follows.
      if (joins(text, i, c, cap)) {
        joined = true;
        continue;
      }
      break;
    }
    // One step for the token and one for each further character read: a text of one huge token is
    // a lot of work in one token.
    work.steps += i - start;
    if (cues !== undefined) {
      // A word of ASCII letters alone is one run of letters, and its hash is the run's.
      if (ascii && !joined) {
        const bits = CUE_TABLE[hl & CUE_MASK]!;
        if (bits !== 0) addCue(cues, start, bits);
      } else cuesIn(text, start, i, cues);
    }
    if (!cap && filter !== null && filter[hl & (KEEP_BITS - 1)] === 0) continue;
    let end = i;
    const initial = cap && end - start === 1 && text.charCodeAt(end) === 46;
    if (initial) end++;
    let w: Word;
    if (cap && ascii) {
      // A small-integer key (31 bits) keeps the map's keys unboxed.
      const key = hl & 0x3fffffff;
      // A keep word written with capitals ("The", "In", "Patient") shares the keep word's Word, whose answers
      // outlive the call (they depend on `lc` alone, and `lc` is the list's own string, not the text's).
      const kept =
        index === null || filter![hl & (KEEP_BITS - 1)] === 0
          ? undefined
          : keptLower(text, start, i, index.words.get(key));
      if (kept !== undefined) w = kept;
      else {
        const known = seen.get(key);
        if (known !== undefined && sameLower(text, start, i, known.lc)) w = known;
        else {
          w = word(text.slice(start, i).toLowerCase());
          if (known === undefined) seen.set(key, w);
        }
      }
    } else if (!cap && index !== null) {
      // The same test as keep.has(the word), without cutting the word out of the text.
      const kept = keptWord(text, start, i, index.words.get(hl & 0x3fffffff));
      if (kept === undefined) continue;
      w = kept;
    } else {
      const written = text.slice(start, i);
      w = word(cap ? written.toLowerCase() : written);
    }
    out.push({ start, end, lc: w.lc, w, cap, upper: cap && i - start > 1 && !hasLower, initial });
    i = end;
  }
  return out;
}

/**
 * The shapes (first letter, length) of a list of lower-case ASCII words, so that a word of the text
 * can be ruled out of the list by shapeIn before it is cut out and lower-cased: most are.
 */
export function wordShapes(words: Iterable<string>): Uint8Array {
  const shapes = new Uint8Array(26 * 16);
  for (const w of words) {
    const c = w.charCodeAt(0) - 97;
    if (!(c >= 0 && c < 26 && w.length > 0 && w.length < 16)) throw new Error(`wordShapes: ${w}`);
    shapes[c * 16 + w.length] = 1;
  }
  return shapes;
}

/** Whether text[s, e), ASCII letters in any case, has the shape of a word of the list (false for an empty span). */
export function shapeIn(shapes: Uint8Array, text: string, s: number, e: number): boolean {
  const n = e - s;
  const c = (text.charCodeAt(s) | 32) - 97;
  return n > 0 && n < 16 && c >= 0 && c < 26 && shapes[c * 16 + n] === 1;
}

/** Whether `a` and `b` are adjacent words of one phrase: one space (or non-breaking space) apart. */
/** Index of the first token starting at or after `pos` (binary search; `toks.length` when none does). */
export function tokenAt(toks: Tok[], pos: number): number {
  let lo = 0;
  let hi = toks.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (toks[mid]!.start < pos) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

export function joined(text: string, a: Tok, b: Tok): boolean {
  if (b.start - a.end !== 1) return false;
  const c = text.charCodeAt(a.end);
  return c === 32 || c === 0xa0;
}
