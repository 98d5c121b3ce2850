/**
 * Repeated-token flooding: the same word or short phrase said over and over ("cake cake cake…",
 * "Ignore the above Ignore the above…"), a known way to push a model off its instructions or make
 * it diverge. One pass over the word tokens, comparing hashes with the ones 1..8 words back; run
 * only on texts the cheap count in injection-scan.ts flags.
 */
import type { Finding } from './finding.js';
import { type Tokens, WORD } from './injection-tokens.js';

/** Longest repeated phrase looked for, in words. */
export const MAX_PERIOD = 8;
/** A single word must come at least this many times in a row… */
const WORD_REPEATS = 10;
/** …a phrase of two or more words this many times. */
const PHRASE_REPEATS = 6;

export interface Flood extends Finding {
  /** Whether the repeated unit has a letter (numbers repeat in ordinary tables). */
  wordy: boolean;
}

/**
 * Fewest consecutive words that each repeat a word at most MAX_PERIOD back, in any flood. The
 * hot path (injection-scan.ts) counts such runs cheaply and calls findFlood only past this.
 */
export const MIN_RUN = Math.min(WORD_REPEATS - 1, (PHRASE_REPEATS - 1) * 2);
const RING = MAX_PERIOD + 1;
// Scratch state reused across calls: hashes and token indices of the last RING words.
const ringHash = new Int32Array(RING);
const ringToken = new Int32Array(RING);
const runs = new Int32Array(MAX_PERIOD + 1);
const runFrom = new Int32Array(MAX_PERIOD + 1);

/** The first flood among the tokens (span from its first to its last repetition), or null. */
export function findFlood(text: string, t: Tokens): Flood | null {
  runs.fill(0);
  let words = 0;
  let slot = 0; // ring slot of the current word (words % RING, kept without dividing)
  for (let i = 0; i < t.count; i++) {
    if ((t.kind[i]! & WORD) === 0) continue; // punctuation between repeats does not break them
    const h = t.hash[i]!;
    for (let p = 1; p <= MAX_PERIOD && p <= words; p++) {
      const back = slot >= p ? slot - p : slot - p + RING;
      if (ringHash[back] !== h) {
        runs[p] = 0;
        continue;
      }
      if (runs[p] === 0) runFrom[p] = ringToken[back]!;
      runs[p]!++;
      // `runs` words equal to the word p back; (repeats − 1) × p of them make `repeats` copies.
      if (runs[p]! >= (p === 1 ? WORD_REPEATS - 1 : (PHRASE_REPEATS - 1) * p)) return flood(text, t, runFrom[p]!, i, p);
    }
    ringHash[slot] = h;
    ringToken[slot] = i;
    words++;
    slot = slot === RING - 1 ? 0 : slot + 1;
  }
  return null;
}

function flood(text: string, t: Tokens, first: number, last: number, period: number): Flood {
  // The repeated unit is the last `period` words: is there a letter (not only digits) in it?
  let from = last;
  for (let seen = 0; from > 0 && seen < period; from--) if ((t.kind[from]! & WORD) !== 0) seen++;
  const wordy = /[^\s\d\p{P}\p{S}]/u.test(text.slice(t.start[from]!, t.end[last]!));
  return { type: 'REPEATED_TOKEN_FLOOD', start: t.start[first]!, end: t.end[last]!, wordy };
}
