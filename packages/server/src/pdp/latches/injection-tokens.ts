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
  /**
   * The text may hold an encoded run or need normalizing: a character beyond ASCII, a %XX or \\u/\\x
   * escape, 16+ base64 characters in a row, or a few hex pairs, binary octets or Morse letters in
   * a row. A cheap superset of normalize-decoders.ts signals(): when false, signals() is 0.
   */
  maybeEncoded: boolean;
  /** Four or more words in a row end in "ay": maybe Pig Latin (normalize-decoders.ts pigLatin). */
  maybePigLatin: boolean;
  /** The text these tokens are of (tokensOf reuses them for the same text). */
  source: string | null;
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
  maybeEncoded: false,
  maybePigLatin: false,
  source: null,
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

/** Tokenizer classes below any character code: white space, and punctuation or symbol. */
const SPACE = 0;
const OTHER = 1;
/** ASCII by table: a letter (lower-cased) or digit is itself, white space SPACE, anything else OTHER. */
const ASCII_CHAR = Uint8Array.from({ length: 128 }, (_, c) => {
  if (c === 0x20 || (c >= 0x09 && c <= 0x0d)) return SPACE;
  const l = c | 0x20;
  if (l >= 0x61 && l <= 0x7a) return l;
  return c >= 0x30 && c <= 0x39 ? c : OTHER;
});

/** Beyond ASCII, letters that join into words: Latin-1 and Latin Extended, and the alphabetic scripts up to U+1FFF. */
const isWordChar = (c: number) => (c >= 0xc0 && c <= 0x24f && c !== 0xd7 && c !== 0xf7) || (c >= 0x370 && c <= 0x1fff);

/** Beyond ASCII (after Latin-1 lower-casing): the character itself in a word, else SPACE or OTHER. */
const wordCharOf = (c: number) =>
  isWordChar(c) ? c : c === 0xa0 || c === 0x3000 || (c >= 0x2000 && c <= 0x200a) ? SPACE : OTHER;

/** CJK ideographs, kana and Hangul: written without spaces, so each character is a token. */
const isCjk = (c: number) =>
  (c >= 0x2e80 && c <= 0x9fff) || (c >= 0xac00 && c <= 0xd7af) || (c >= 0xf900 && c <= 0xfaff);

/**
 * Only the first MAX_TOKENIZED characters are tokenized, which bounds the buffers; callers treat
 * a longer text as "every gate open" and the model scores its beginning.
 */
export const MAX_TOKENIZED = 131_072;

/** Hex digit flags for ASCII (for the hex-pair count). */
const IS_HEX = Uint8Array.from({ length: 128 }, (_, c) => (/[0-9A-Fa-f]/.test(String.fromCharCode(c)) ? 1 : 0));
const isHexAt = (text: string, i: number) => {
  const c = text.charCodeAt(i);
  return c < 0x80 && IS_HEX[c] === 1;
};
const isBitAt = (text: string, i: number) => {
  const c = text.charCodeAt(i);
  return c === 0x30 || c === 0x31;
};
/** Runs of this many base64 characters, hex pairs, octets or Morse letters make a text maybe encoded. */
const B64_RUN = 16;
const HEX_PAIRS = 7;
const OCTETS = 3;
const MORSE_LETTERS = 7;
const PIG_WORDS = 4;

/** The tokens of `text`: those of the last call when it was for the same text, else tokenize(text). */
export function tokensOf(text: string): Tokens {
  return tokens.source === text ? tokens : tokenize(text);
}

/** Tokenizes `text` into the shared buffers and returns them (valid until the next call). */
export function tokenize(text: string): Tokens {
  const n = Math.min(text.length, MAX_TOKENIZED);
  ensure(n + 1);
  // Buffers and module constants copied to locals: V8 then drops the per-use loads and binding
  // checks in the loop.
  const { hash, key: keys, start: starts, end: ends, kind } = tokens;
  const charOf = ASCII_CHAR;
  const prime = FNV_PRIME;
  const offset = FNV_OFFSET;
  const keyLen = KEY_LEN;
  const salt = PUNCT_SALT;
  let count = 0;
  let nonLatin = false;
  let nonAscii = false;
  // Superset of signals(), counted per token: the base64 run (words and + / _ - joined without a
  // gap), hex pairs and octets one separator apart, Morse letters ('.'/'-' runs between gaps).
  let suspect = false;
  let run = 0;
  let runEnd = -1;
  let pairs = 0;
  let octets = 0;
  let prevEnd = -1;
  let morse = 0;
  let morseEnd = -1;
  let ay = 0;
  let pig = false;
  let i = 0;
  while (i < n) {
    let c = text.charCodeAt(i);
    // w: the lower-cased character of a word, SPACE or OTHER (punctuation, symbols).
    let w: number;
    if (c < 0x80) w = charOf[c]!;
    else {
      nonAscii = true;
      if (c >= 0x370) nonLatin = true;
      if (c >= 0xc0 && c <= 0xde && c !== 0xd7) c |= 0x20; // Latin-1 capitals
      w = wordCharOf(c);
    }
    if (w > OTHER) {
      // A word: the rest of it in a tight loop (ASCII by table).
      const start = i;
      const wordKind = w > 0x39 ? WORD | ALPHA : WORD;
      let h = Math.imul(offset ^ w, prime);
      let key = 0;
      let len = 1;
      while (++i < n) {
        let d = text.charCodeAt(i);
        if (d < 0x80) {
          d = charOf[d]!;
          if (d <= OTHER) break;
        } else {
          if (d >= 0xc0 && d <= 0xde && d !== 0xd7) d |= 0x20;
          d = wordCharOf(d);
          if (d <= OTHER) break;
          nonAscii = true;
          if (d >= 0x370) nonLatin = true;
        }
        h = Math.imul(h ^ d, prime);
        if (++len === keyLen) key = h;
      }
      hash[count] = h;
      keys[count] = len < keyLen ? h : key;
      starts[count] = start;
      ends[count] = i;
      kind[count++] = wordKind;
      if (start !== runEnd && len !== 2 && len < 8) {
        // Most words: too short for a base64 run, neither a hex pair nor an octet.
        run = len;
        pairs = octets = 0;
      } else {
        run = start === runEnd ? run + len : len;
        // signals() counts a hex pair or an octet at the end of any word (2 hex digits, 8 binary
        // digits, after a character that is not one) while each next one is a whole word one
        // character further. Here only whole-word pairs are counted, so one count fewer is
        // enough (HEX_PAIRS − 1); an octet ending a longer word starts a count, as there.
        pairs =
          len === 2 && isHexAt(text, start) && isHexAt(text, start + 1)
            ? start === prevEnd + 1 && pairs > 0
              ? pairs + 1
              : 1
            : 0;
        if (len >= 8 && isBitAt(text, i - 1)) {
          let k = 1;
          while (k < 9 && k < len && isBitAt(text, i - 1 - k)) k++;
          octets = k !== 8 ? 0 : len === 8 && start === prevEnd + 1 && octets > 0 ? octets + 1 : 1;
        } else octets = 0;
        if (run >= B64_RUN || pairs >= HEX_PAIRS - 1 || octets >= OCTETS) suspect = true;
      }
      runEnd = i;
      ay = len > 2 && text.charCodeAt(i - 1) === 0x79 && (text.charCodeAt(i - 2) | 0x20) === 0x61 ? ay + 1 : 0;
      if (ay === PIG_WORDS) pig = true;
      morse = 0;
      prevEnd = i;
      continue;
    }
    i++;
    if (w === SPACE) continue;
    const at = i - 1;
    if (c === 0x2e || c === 0x2d) {
      // A Morse letter starts at a '.' or '-' not right after another; letters end at words.
      if (at !== morseEnd && ++morse >= MORSE_LETTERS) suspect = true;
      morseEnd = i;
    } else if (c !== 0x2f && c !== 0x3a) morse = 0; // '/' and ':' separate Morse letters
    if (c === 0x2b || c === 0x2f || c === 0x5f || c === 0x2d) {
      run = at === runEnd ? run + 1 : 1;
      runEnd = i;
      if (run >= B64_RUN) suspect = true;
    } else if ((c === 0x25 || c === 0x5c) && i + 1 < text.length) suspect = true;
    const ch = Math.imul(offset ^ c, prime);
    const cjk = isCjk(c);
    hash[count] = cjk ? ch : ch ^ salt;
    keys[count] = cjk ? ch : 0;
    starts[count] = at;
    ends[count] = i;
    kind[count++] = cjk ? WORD | ALPHA : 0;
  }
  tokens.count = count;
  tokens.nonLatin = nonLatin;
  tokens.maybeEncoded = suspect || nonAscii || text.length > n;
  tokens.maybePigLatin = pig;
  tokens.source = text;
  return tokens;
}

/** The gate key of a word as tokenize computes it (for building the gate table). */
export function keyOf(word: string): number {
  let h = FNV_OFFSET;
  const lower = word.toLowerCase();
  for (let i = 0; i < Math.min(lower.length, KEY_LEN); i++) h = Math.imul(h ^ lower.charCodeAt(i), FNV_PRIME);
  return h;
}
