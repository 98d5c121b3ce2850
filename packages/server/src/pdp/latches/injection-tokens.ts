/**
 * One pass over a text that the injection detector's other parts share: it cuts the text into
 * tokens (runs of letters and digits lower-cased; each CJK character, punctuation mark or symbol
 * on its own; whitespace dropped) and records for each its hash, the hash of its first five
 * characters (the key the rule gates look up), its offsets and whether it is a word.
 *
 * Results go to module-level typed arrays reused across calls: the hot path allocates nothing.
 * Not re-entrant (JavaScript is single-threaded; nothing here awaits).
 */

export const FNV_OFFSET = 0x811c9dc5 | 0;
export const FNV_PRIME = 0x01000193;
/** Gate keys are the first KEY_LEN characters of a word (the whole word when shorter). */
export const KEY_LEN = 5;

export const WORD = 1;
/** A word that starts with a letter (not a number): prose has many, tables and logs few. */
export const ALPHA = 2;

export interface Tokens {
  count: number;
  /** FNV-1a of the lower-cased token. */
  hash: Int32Array;
  /** FNV-1a of its first KEY_LEN characters (words only; 0 for others). */
  key: Int32Array;
  start: Int32Array;
  end: Int32Array;
  /** WORD (letters or digits) and ALPHA bits, or 0 (punctuation, symbols). */
  kind: Uint8Array;
  /** Any character from U+0370 up (non-Latin scripts, CJK, emoji). */
  nonLatin: boolean;
}

const PUNCT_SALT = 0x5bd1e995 | 0;

let capacity = 0;
const tokens: Tokens = {
  count: 0,
  hash: new Int32Array(0),
  key: new Int32Array(0),
  start: new Int32Array(0),
  end: new Int32Array(0),
  kind: new Uint8Array(0),
  nonLatin: false,
};

function ensure(n: number): void {
  if (n <= capacity) return;
  capacity = Math.max(n, 2 * capacity, 1024);
  const grow = <T extends Int32Array | Uint8Array>(old: T, make: (n: number) => T): T => {
    const next = make(capacity);
    next.set(old);
    return next;
  };
  tokens.hash = grow(tokens.hash, (n) => new Int32Array(n));
  tokens.key = grow(tokens.key, (n) => new Int32Array(n));
  tokens.start = grow(tokens.start, (n) => new Int32Array(n));
  tokens.end = grow(tokens.end, (n) => new Int32Array(n));
  tokens.kind = grow(tokens.kind, (n) => new Uint8Array(n));
}

/** ASCII classes: 0 = space, 1 = letter or digit (WORD), 2 = other (punctuation, symbols). */
const ASCII_CLASS = Uint8Array.from({ length: 128 }, (_, c) => {
  if (c === 0x20 || (c >= 0x09 && c <= 0x0d)) return 0;
  const l = c | 0x20;
  return (l >= 0x61 && l <= 0x7a) || (c >= 0x30 && c <= 0x39) ? 1 : 2;
});
/** ASCII lower-cased by table (one load instead of a range test). */
const ASCII_LOWER = Uint8Array.from({ length: 128 }, (_, c) => (c >= 0x41 && c <= 0x5a ? c | 0x20 : c));

/** Beyond ASCII, letters that join into words: Latin-1 and Latin Extended, and the alphabetic scripts up to U+1FFF. */
const isWordChar = (c: number) => (c >= 0xc0 && c <= 0x24f && c !== 0xd7 && c !== 0xf7) || (c >= 0x370 && c <= 0x1fff);

/** CJK ideographs, kana and Hangul: written without spaces, so each character is a token. */
const isCjk = (c: number) =>
  (c >= 0x2e80 && c <= 0x9fff) || (c >= 0xac00 && c <= 0xd7af) || (c >= 0xf900 && c <= 0xfaff);

function push(hash: number, key: number, start: number, end: number, kind: number): void {
  const i = tokens.count++;
  tokens.hash[i] = hash;
  tokens.key[i] = key;
  tokens.start[i] = start;
  tokens.end[i] = end;
  tokens.kind[i] = kind;
}

/**
 * Only the first MAX_TOKENIZED characters are tokenized, which bounds the buffers; callers treat
 * a longer text as "every gate open" and the model scores its beginning.
 */
export const MAX_TOKENIZED = 131_072;

/** Tokenizes `text` into the shared buffers and returns them (valid until the next call). */
export function tokenize(text: string): Tokens {
  const n = Math.min(text.length, MAX_TOKENIZED);
  ensure(n + 1);
  tokens.count = 0;
  // Module constants copied to locals: V8 then drops the per-use binding checks in the loop.
  const classOf = ASCII_CLASS;
  const lower = ASCII_LOWER;
  const prime = FNV_PRIME;
  const offset = FNV_OFFSET;
  const keyLen = KEY_LEN;
  const salt = PUNCT_SALT;
  let nonLatin = false;
  let h = offset;
  let key = 0;
  let len = 0;
  let start = -1;
  for (let i = 0; i < n; i++) {
    let c = text.charCodeAt(i);
    let cls: number;
    if (c < 0x80) {
      cls = classOf[c]!;
      c = lower[c]!;
    } else {
      if (c >= 0xc0 && c <= 0xde && c !== 0xd7) c |= 0x20; // Latin-1 capitals
      if (c >= 0x370) nonLatin = true;
      cls = isWordChar(c) ? 1 : c === 0xa0 || c === 0x3000 || (c >= 0x2000 && c <= 0x200a) ? 0 : 2;
    }
    if (cls === 1) {
      if (start < 0) {
        start = i;
        h = offset;
        len = 0;
      }
      h = Math.imul(h ^ c, prime);
      if (++len === keyLen) key = h;
      continue;
    }
    if (start >= 0) {
      push(h, len < keyLen ? h : key, start, i, text.charCodeAt(start) > 0x39 ? 3 : 1);
      start = -1;
    }
    if (cls === 0) continue;
    if (isCjk(c)) {
      const ch = Math.imul(offset ^ c, prime);
      push(ch, ch, i, i + 1, 3);
    } else push(Math.imul(offset ^ c, prime) ^ salt, 0, i, i + 1, 0);
  }
  if (start >= 0) push(h, len < keyLen ? h : key, start, n, text.charCodeAt(start) > 0x39 ? 3 : 1);
  tokens.nonLatin = nonLatin;
  return tokens;
}

/** The gate key of a word as tokenize computes it (for building the gate table). */
export function keyOf(word: string): number {
  let h = FNV_OFFSET;
  const lower = word.toLowerCase();
  for (let i = 0; i < Math.min(lower.length, KEY_LEN); i++) h = Math.imul(h ^ lower.charCodeAt(i), FNV_PRIME);
  return h;
}
