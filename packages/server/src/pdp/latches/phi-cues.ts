/**
 * Cue words read off the tokenizer's pass (ADR 0067). Several recognizers open with one of a few
 * words ("dr.", "son (", "rn:", "spoke w/", "Christmas", "ninety-") and looked for it with a regex
 * over the whole text, one pass each, ~1 ns a character apiece, although most texts hold none of
 * their words. The tokenizer reads every word anyway and hashes it as it goes: each such recognizer
 * registers its words here (cueBit), the tokenizer records where a registered word starts
 * (one table look-up per word), and the recognizer tries its regex, sticky, only there.
 *
 * A regex's match starts at a cue only if every match of it starts with a whole cue *segment*: a
 * maximal run of ASCII letters (what `\b` bounds when no `u` flag widens `\w`), written in any case.
 * The tokenizer's words are segments but for the words that hold a joiner ("x-dr", "son's") or a
 * letter outside ASCII ("sonä"): those are split here (cuesIn). A registered word must so be the
 * whole run of letters its regex matches first, followed by no ASCII letter; `phi-cues.test.ts`
 * checks each user against its global scan on random texts.
 */

const CUE_BITS = 1 << 16;
export const CUE_MASK = CUE_BITS - 1;
const MASK = CUE_MASK;
/**
 * Which cues hash to each slot (an OR of their bits): a slot with none rules a word out on its hash.
 * The tokenizer reads it directly (`CUE_TABLE[hash & CUE_MASK]`): a call into this module per word
 * cost it measurably more.
 */
export const CUE_TABLE = new Int32Array(CUE_BITS);
const table = CUE_TABLE;
let bitsUsed = 0;

/** The tokenizer's hash step (phi-tokens.ts has its own copy, inlined in its loop): over a word with its ASCII capitals lowered. */
const step = (h: number, c: number) => (Math.imul(h, 31) + c) | 0;

/**
 * The bit of a new list of cue words (lower-case ASCII letters), asked for once, when a module is
 * loaded; at most 32 lists exist (the table holds 32 bits a slot: ADR 0088 took the ninth, ADR 0150 the seventeenth).
 */
export function cueBit(words: Iterable<string>): number {
  if (bitsUsed >= 32) throw new Error('phi-cues: more than 32 cue lists');
  // (The 32nd bit is the sign bit: `seen & bit` is then negative, never 0, which is all a reader asks.)
  const bit = 1 << bitsUsed++;
  for (const w of words) {
    if (!/^[a-z]+$/.test(w)) throw new Error(`phi-cues: not a run of small ASCII letters: ${w}`);
    let h = 0;
    for (let k = 0; k < w.length; k++) h = step(h, w.charCodeAt(k));
    table[h & MASK]! |= bit;
  }
  return bit;
}

/** The cue bits of a word by its hash (0 for most words). */
const cueOf = (hash: number): number => table[hash & MASK]!;

/** Where cue words start in one text, in order, with the bits of the lists each may belong to (a hash may collide). */
export interface Cues {
  at: number[];
  bits: number[];
  /** The OR of all bits found: a recognizer whose bit is missing has nothing to try. */
  seen: number;
  /** Whether a word holds a character outside ASCII (a recognizer whose old scan lower-cased the text needs to know). */
  other: boolean;
}

export const newCues = (): Cues => ({ at: [], bits: [], seen: 0, other: false });

export function addCue(cues: Cues, at: number, bits: number): void {
  cues.at.push(at);
  cues.bits.push(bits);
  cues.seen |= bits;
}

const isAsciiLetter = (c: number) => ((c | 32) - 97) >>> 0 <= 25;

/** The cues among the runs of ASCII letters of the word text[start, end), one that holds a joiner or another script's letter. */
export function cuesIn(text: string, start: number, end: number, cues: Cues): void {
  let h = 0;
  let s = start;
  for (let k = start; k <= end; k++) {
    const c = k < end ? text.charCodeAt(k) : 0;
    if (k < end && isAsciiLetter(c)) {
      h = step(h, c | 32);
      continue;
    }
    if (k > s) {
      const bits = cueOf(h);
      if (bits !== 0) addCue(cues, s, bits);
    }
    if (c >= 128) cues.other = true;
    h = 0;
    s = k + 1;
  }
}

/**
 * One list for two passes that scan for rare words (bits are few): the site nouns after which
 * phi-town-travel.ts findSiteTowns reads a town ("the fontana one"), and the documenting verbs before
 * "by" of phi-names-handles.ts ("Logged by cspradlin"). A text with none of them (and no word outside
 * ASCII, where /iu folds "ſ" to "s") skips both; one with either runs both as before.
 */
export const SITE_OR_SIGNED_CUES = cueBit([
  ...'one location branch office site store campus depot warehouse'.split(' '),
  ...'recorded logged entered signed reviewed documented completed updated charted scribed written typed noted submitted approved verified prepared dictated transcribed authored created modified'.split(
    ' ',
  ),
]);

/**
 * One list for two more scans for rare words: the Dutch and Portuguese prepositions before a town of
 * phi-town-preps.ts rareAt ("komt vanuit zaandam", "vou pra campinas"; "vanuit" is one run of letters), and the
 * lower-case saints of phi-orgs-saints-lower.ts ("st marys", "saint lukes", "ste justine").
 */
export const PREP_OR_SAINT_CUES = cueBit(['uit', 'vanuit', 'naar', 'pra', 'pro', 'para', 'st', 'ste', 'saint']);

/**
 * The matches of `scan` (a global regex) in order, as `scan` finds them: over the whole text, or with
 * `cues`, by `at` (its sticky copy) tried only where a word of `bit` starts past the last match (a
 * match starts `back` characters before its word, or at the text's start). Every match of `scan` starts
 * there, so the two find the same matches. `each` may return where the next match may start instead of
 * the end of this one (a name after a name: "starring Hardy Kovacek").
 */
export function eachMatch(
  text: string,
  scan: RegExp,
  at: RegExp,
  cues: Cues | undefined,
  bit: number,
  back: number,
  each: (m: RegExpExecArray, end: number) => unknown,
): void {
  if (cues === undefined) {
    scan.lastIndex = 0;
    for (let m = scan.exec(text); m !== null; m = scan.exec(text)) {
      const resume = each(m, scan.lastIndex);
      if (typeof resume === 'number') scan.lastIndex = resume;
    }
    return;
  }
  if ((cues.seen & bit) === 0) return;
  let next = 0;
  for (let k = 0; k < cues.at.length; k++) {
    const start = Math.max(0, cues.at[k]! - back);
    if ((cues.bits[k]! & bit) === 0 || start < next) continue;
    at.lastIndex = start;
    const m = at.exec(text);
    if (m === null) continue;
    next = at.lastIndex;
    const resume = each(m, next);
    if (typeof resume === 'number') next = resume;
  }
}
