/**
 * The per-token half of the hot path, fused into one loop over the tokens (one loop, not three,
 * roughly halves its cost): the model's feature sum, the rule gate lookups, and the cheap count
 * that decides whether to look for a repeated-token flood.
 */
import { MAX_PERIOD, MIN_RUN } from './injection-flood.js';
import type { Gate } from './injection-gate.js';
import { BIGRAM_SALT, FEATURE_BITS, FIBONACCI, MAX_MODEL_TOKENS, UNIGRAM_SALT } from './injection-model.js';
import { ALPHA, FNV_PRIME, MAX_TOKENIZED, type Tokens, WORD } from './injection-tokens.js';

export interface Scan {
  /** Bit i set = rule i may match (run its regex). */
  open: Uint32Array;
  /** Σ of the model's weights over the features of the first `modelTokens` tokens. */
  weightSum: number;
  modelTokens: number;
  /** Some run of words each repeats one at most MAX_PERIOD back: run findFlood. */
  mayFlood: boolean;
  /** Share of tokens that are words starting with a letter: high in prose, low in tables, JSON, logs. */
  proseRatio: number;
}

// Scratch state reused across calls.
const lastSeen = new Int32Array(256);
const scan: Scan = { open: new Uint32Array(0), weightSum: 0, modelTokens: 0, mayFlood: false, proseRatio: 0 };
let second = new Uint32Array(0);

/** One pass over the tokens of a text of `textLength` chars; `weights` null = no model. */
export function scanTokens(t: Tokens, textLength: number, gate: Gate, weights: Int8Array | null): Scan {
  if (scan.open.length !== gate.words) {
    scan.open = new Uint32Array(gate.words);
    second = new Uint32Array(gate.words);
  }
  const open = scan.open;
  open.set(gate.always);
  second.set(gate.noRequires);
  if (t.nonLatin) for (let w = 0; w < gate.words; w++) open[w]! |= gate.nonLatin[w]!;
  const { keys, used, masks, slotMask, words: maskWords } = gate;
  const { hash, kind, key } = t;
  const modelTokens = weights === null ? 0 : Math.min(t.count, MAX_MODEL_TOKENS);
  lastSeen.fill(0);
  let sum = 0;
  let prev = 0;
  let words = 0;
  let run = 0;
  let mayFlood = false;
  let alpha = 0;
  // Imported constants copied to locals: the loop then needs no binding checks on them (and the
  // feature hashing below is unigram()/bigram() of injection-model.ts written out, which halves
  // the cost of this loop; injection.test.ts checks both give the same logit).
  const fib = FIBONACCI;
  const uniSalt = UNIGRAM_SALT;
  const biSalt = BIGRAM_SALT;
  const prime = FNV_PRIME;
  const shift = 32 - FEATURE_BITS;
  const maxPeriod = MAX_PERIOD;
  const minRun = MIN_RUN;
  const wordBit = WORD;
  const alphaBit = ALPHA;
  for (let i = 0; i < t.count; i++) {
    const h = hash[i]!;
    if (i < modelTokens) {
      const uni = Math.imul(h ^ uniSalt, fib) >>> shift;
      const bi = Math.imul(Math.imul(prev ^ h, prime) ^ prev ^ biSalt, fib) >>> shift;
      sum += weights![uni]! + weights![bi]!;
      prev = h;
    }
    const kd = kind[i]!;
    if ((kd & wordBit) === 0) continue;
    if (kd & alphaBit) alpha++;
    // Gate: the rules this word anchors.
    const k = key[i]!;
    let s = (k ^ (k >>> 15)) & slotMask; // slotOf(k) of injection-gate.ts
    while (used[s] === 1) {
      if (keys[s] === k) {
        const at = 2 * s * maskWords;
        for (let w = 0; w < maskWords; w++) {
          open[w]! |= masks[at + w]!;
          second[w]! |= masks[at + maskWords + w]!;
        }
        break;
      }
      s = (s + 1) & slotMask;
    }
    // Flood count: the word's hash bucket was seen at most MAX_PERIOD words back. A bucket shared
    // with another word only makes findFlood run more often, never miss a flood.
    words++;
    const seen = lastSeen[h & 255]!;
    run = seen > 0 && words - seen <= maxPeriod ? run + 1 : 0;
    if (run >= minRun) mayFlood = true;
    lastSeen[h & 255] = words;
  }
  // A rule runs when a word of each of its lists is present (or the text was not all tokenized).
  if (textLength > MAX_TOKENIZED) open.fill(0xffffffff);
  else for (let w = 0; w < maskWords; w++) open[w]! &= second[w]!;
  scan.weightSum = sum;
  scan.modelTokens = modelTokens;
  scan.mayFlood = mayFlood;
  scan.proseRatio = t.count === 0 ? 0 : alpha / t.count;
  return scan;
}
