/**
 * The decoders behind detectionVariants (normalize-text.ts): each returns the plain text of the
 * encoded runs of one kind in a text, joined by newlines, or '' when there is none. A decoder
 * runs only when signals() saw a run of its kind, so ordinary text pays for one pass, not for
 * every pattern. Bounded: at most MAX_RUNS decoded runs and MAX_ATTEMPTS candidate runs per
 * decoder, output within the budget. A decoder that stops at a bound while encoded text remains
 * sets `budget.truncated`, so the detectors fail closed rather than pass what they never saw.
 */

/** Runs decoded to text per decoder, so a text made of thousands of encoded runs stays cheap. */
export const MAX_RUNS = 32;
/**
 * Candidate runs tried per decoder. Only runs that look encoded count (a run of letters alone is
 * a long word, not base64), so ordinary prose never reaches this bound; runs that decode to
 * junk (hashes, ids, keys) count here and not against MAX_RUNS.
 */
export const MAX_ATTEMPTS = 512;

export interface Budget {
  /** Decoded characters still allowed. */
  left: number;
  /** Set when a bound stopped decoding before every run of the text was decoded. */
  truncated: boolean;
}

/** One decoder: the plain text hidden in `text` (runs joined by newlines), or '' when none. */
export type Decoder = (text: string, original: string, budget: Budget) => string;

const utf8 = new TextDecoder('utf-8', { fatal: true });

/**
 * Bytes that decode as UTF-8 to mostly readable text, or null. "Readable" = at least 85 % of the
 * characters are not control characters or U+FFFD, and there is at least one letter: random
 * bytes (keys, hashes, compressed data) almost never pass, so they do not become variants.
 */
function readable(bytes: Uint8Array): string | null {
  if (bytes.length < 4) return null;
  let text: string;
  try {
    text = utf8.decode(bytes);
  } catch {
    return null;
  }
  let bad = 0;
  let letters = 0;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if ((c < 0x20 && c !== 0x09 && c !== 0x0a && c !== 0x0d) || c === 0x7f || c === 0xfffd) bad++;
    else if ((c | 0x20) >= 0x61 && (c | 0x20) <= 0x7a) letters++;
    else if (c > 0x7f) letters++;
  }
  return letters > 0 && bad <= text.length * 0.15 ? text : null;
}

/**
 * Decoded pieces from each regex match, within the run, attempt and size budgets, joined by
 * newlines. `candidate` is the cheap test of whether a match may be encoded at all (not counted
 * when it fails); `decode` returns the readable plain text or null.
 */
function decodeRuns(
  text: string,
  re: RegExp,
  candidate: (run: string) => boolean,
  decode: (run: string) => string | null,
  budget: Budget,
): string {
  const out: string[] = [];
  re.lastIndex = 0;
  let runs = 0;
  let attempts = 0;
  for (let m = re.exec(text); m !== null; m = re.exec(text)) {
    const run = m[0];
    if (!candidate(run)) continue;
    if (runs >= MAX_RUNS || attempts >= MAX_ATTEMPTS || budget.left <= 0) {
      budget.truncated = true; // an encoded run is left undecoded
      break;
    }
    attempts++;
    // No run needs more input than the budget can take in output (base64 is the widest, 4 → 3).
    const input = run.length > budget.left * 9 ? run.slice(0, budget.left * 9) : run;
    const plain = decode(input);
    if (plain === null) continue;
    runs++;
    if (input !== run) budget.truncated = true;
    out.push(spend(plain, budget));
  }
  return out.join('\n');
}

/**
 * Decoded text of the stretches around each escape (`re`), REACH characters either side so a
 * phrase partly escaped is read whole; stretches that touch are merged. Output is proportional to
 * the escapes, not to the text, so a long document with a few escapes is not truncated.
 */
const REACH = 256;
function decodeAround(text: string, re: RegExp, decode: (stretch: string) => string, budget: Budget): string {
  const out: string[] = [];
  let runs = 0;
  let from = -1;
  let to = -1;
  const flush = (): boolean => {
    if (from < 0) return true;
    if (runs >= MAX_RUNS || budget.left <= 0) {
      budget.truncated = true;
      return false;
    }
    runs++;
    // Input bounded like the output: each escape is at least 3 characters for the one it yields.
    const end = Math.min(to, from + budget.left * 6);
    if (end < to) budget.truncated = true;
    out.push(spend(decode(text.slice(from, end)), budget));
    return true;
  };
  re.lastIndex = 0;
  for (let m = re.exec(text); m !== null; m = re.exec(text)) {
    const start = Math.max(0, m.index - REACH);
    const end = Math.min(text.length, m.index + m[0].length + REACH);
    if (from >= 0 && start <= to) {
      to = end;
      continue;
    }
    if (!flush()) return out.join('\n');
    from = start;
    to = end;
  }
  flush();
  return out.join('\n');
}

// Base64 (standard or URL-safe), 16+ characters: shorter runs are ordinary words.
const BASE64_RUN = /[A-Za-z0-9+/_-]{16,}={0,2}/g;
export const base64: Decoder = (text, _o, budget) =>
  decodeRuns(
    text,
    BASE64_RUN,
    // A run of letters only is far more often a long word or identifier than base64 of text.
    (run) => /[0-9+/=_-]|[A-Z][a-z]|[a-z][A-Z]/.test(run),
    (run) => readable(Buffer.from(run, 'base64')),
    budget,
  );

// Hex bytes, contiguous (16+ digits) or separated by single spaces/colons ("57 68 61 74 …").
const HEX_RUN = /\b(?:[0-9A-Fa-f]{16,}|[0-9A-Fa-f]{2}(?:[ :][0-9A-Fa-f]{2}){7,})\b/g;
const hexDigits = (run: string) => run.replace(/[ :]/g, '');
export const hex: Decoder = (text, _o, budget) =>
  decodeRuns(
    text,
    HEX_RUN,
    (run) => hexDigits(run).length % 2 === 0,
    (run) => readable(Buffer.from(hexDigits(run), 'hex')),
    budget,
  );

// Binary octets separated by spaces ("01001001 01100111 …"), at least four of them.
const BINARY_RUN = /\b[01]{8}(?: [01]{8}){3,}\b/g;
export const binary: Decoder = (text, _o, budget) =>
  decodeRuns(
    text,
    BINARY_RUN,
    () => true,
    (run) => {
      const octets = run.split(' ');
      return readable(Uint8Array.from(octets, (o) => Number.parseInt(o, 2)));
    },
    budget,
  );

export function hexDigit(c: number): number {
  if (c >= 0x30 && c <= 0x39) return c - 0x30;
  const l = c | 0x20;
  return l >= 0x61 && l <= 0x66 ? l - 0x57 : -1;
}

// International Morse, letters and digits: dots and dashes separated by spaces, words by '/'.
const MORSE_CODES =
  ".-:A -...:B -.-.:C -..:D .:E ..-.:F --.:G ....:H ..:I .---:J -.-:K .-..:L --:M -.:N ---:O .--.:P --.-:Q .-.:R ...:S -:T ..-:U ...-:V .--:W -..-:X -.--:Y --..:Z -----:0 .----:1 ..---:2 ...--:3 ....-:4 .....:5 -....:6 --...:7 ---..:8 ----.:9 .-.-.-:. --..--:, ..--..:? -.-.--:! .----.:' -..-.:/";
const MORSE = new Map(MORSE_CODES.split(' ').map((pair) => pair.split(':') as [string, string]));
const MORSE_RUN = /[.-]{1,6}(?:(?: {1,3}| ?\/ ?)[.-]{1,6}){7,}/g;
export const morse: Decoder = (text, _o, budget) =>
  decodeRuns(
    text,
    MORSE_RUN,
    () => true,
    (run) => {
      const words = run.split(/ ?\/ ?| {2,}/).map((w) => w.split(' ').map((code) => MORSE.get(code) ?? '?'));
      const plain = words.map((w) => w.join('')).join(' ');
      // Ellipses and rules of dashes also look like Morse; real text has several distinct letters.
      return new Set(plain.replace(/[^A-Z]/g, '')).size >= 4 ? plain : null;
    },
    budget,
  );

/**
 * The text around %XX escapes with each replaced by its byte (UTF-8 decoded), '+' read as space;
 * '' if fewer than 3.
 */
const PERCENT = /%[0-9A-Fa-f]{2}/g;
export const percent: Decoder = (text, _o, budget) => {
  const count = text.match(PERCENT)?.length ?? 0;
  if (count < 3) return '';
  return decodeAround(text, PERCENT, percentDecode, budget);
};

function percentDecode(text: string): string {
  const bytes = Buffer.from(text, 'utf8');
  const out = new Uint8Array(bytes.length);
  let n = 0;
  for (let i = 0; i < bytes.length; i++) {
    const b = bytes[i]!;
    const hi = b === 0x25 && i + 2 < bytes.length ? hexDigit(bytes[i + 1]!) : -1;
    const lo = hi < 0 ? -1 : hexDigit(bytes[i + 2]!);
    if (lo >= 0) {
      out[n++] = hi * 16 + lo;
      i += 2;
      continue;
    }
    out[n++] = b === 0x2b ? 0x20 : b;
  }
  return new TextDecoder().decode(out.subarray(0, n));
}

/** The text around \uXXXX, \u{…}, \xXX escapes with them resolved; '' if fewer than 3 escapes. */
const ESCAPE = /\\u\{([0-9A-Fa-f]{1,6})\}|\\u([0-9A-Fa-f]{4})|\\x([0-9A-Fa-f]{2})/g;
export const escapes: Decoder = (text, _o, budget) => {
  const count = text.match(ESCAPE)?.length ?? 0;
  if (count < 3) return '';
  return decodeAround(text, ESCAPE, resolveEscapes, budget);
};

const resolveEscapes = (text: string) =>
  text.replace(ESCAPE, (_m, braced, u4, x2) => {
    const cp = Number.parseInt(braced ?? u4 ?? x2, 16);
    return cp <= 0x10ffff ? String.fromCodePoint(cp) : '';
  });

/**
 * ASCII smuggled as Unicode tag characters (U+E0020–U+E007E mirror ASCII), and bytes smuggled as
 * variation selectors (VS1–16 = 0–15, VS17–256 = 16–255). Both are invisible, so they are
 * read from the original text: normalizeText strips them.
 */
export const smuggled: Decoder = (_t, original, budget) => {
  let tags = '';
  const bytes: number[] = [];
  for (const ch of original) {
    const cp = ch.codePointAt(0)!;
    if (cp >= 0xe0020 && cp <= 0xe007e) tags += String.fromCharCode(cp - 0xe0000);
    else if (cp >= 0xfe00 && cp <= 0xfe0f) bytes.push(cp - 0xfe00);
    else if (cp >= 0xe0100 && cp <= 0xe01ef) bytes.push(cp - 0xe0100 + 16);
    if (tags.length + bytes.length >= budget.left) {
      budget.truncated = true;
      break;
    }
  }
  // A lone VS16 after an emoji is ordinary; a run of selectors long enough to carry text is not.
  const fromVs = bytes.length >= 4 ? (readable(Uint8Array.from(bytes)) ?? '') : '';
  return spend([tags, fromVs].filter((s) => s.length > 0).join('\n'), budget);
};

/**
 * Pig Latin: runs of four or more words ending in "ay" ("erewhay oesday ethay…"), each turned
 * back (the consonants moved before "ay" return to the front; "-yay"/"-way" after a vowel-initial
 * stem are dropped). Other words are kept as they are.
 */
const WORD = /[A-Za-z]+|[^A-Za-z]+/g;
const PIG_MIN_WORDS = 4;
export const pigLatin: Decoder = (text, _o, budget) => {
  const runs: string[] = [];
  let run: string[] = [];
  let words = 0;
  const flush = () => {
    if (words >= PIG_MIN_WORDS) {
      if (runs.length < MAX_RUNS) runs.push(run.join(''));
      else budget.truncated = true;
    }
    run = [];
    words = 0;
  };
  WORD.lastIndex = 0;
  for (let m = WORD.exec(text); m !== null; m = WORD.exec(text)) {
    const piece = m[0];
    const c = piece.charCodeAt(0) | 0x20;
    if (c >= 0x61 && c <= 0x7a) {
      const w = piece.toLowerCase();
      if (w.length > 2 && w.endsWith('ay')) {
        run.push(unPig(w));
        words++;
        continue;
      }
      flush();
    } else if (piece.length > 3 || piece.includes('\n')) flush();
    else if (words > 0) run.push(piece);
  }
  flush();
  return spend(runs.join('\n'), budget);
};

/** Consonant clusters that begin English words: the longest one ending the stem is moved back. */
const ONSETS = new Set(
  'th wh sh ch ph qu st sp sk sc sl sm sn sw tr pr br cr dr fr gr bl cl fl gl pl kn wr gn tw dw str spr scr thr shr squ spl sch'.split(
    ' ',
  ),
);

function unPig(w: string): string {
  if (/^[aeiou]/.test(w) && (w.endsWith('yay') || w.endsWith('way')) && w.length > 3) return w.slice(0, -3);
  const stem = w.slice(0, -2);
  for (let k = Math.min(3, stem.length - 1); k > 1; k--) {
    if (ONSETS.has(stem.slice(-k))) return stem.slice(-k) + stem.slice(0, -k);
  }
  return /[aeiouy]/.test(stem.at(-1) ?? 'a') ? stem : stem.slice(-1) + stem.slice(0, -1);
}

/** The part of `text` the budget allows, spent; cutting it marks the budget truncated. */
function spend(text: string, budget: Budget): string {
  if (text.length > budget.left) budget.truncated = true;
  const piece = text.length > budget.left ? text.slice(0, Math.max(0, budget.left)) : text;
  budget.left -= piece.length;
  return piece;
}

// ── Which decoders a text needs, in one pass ────────────────────────────────────────────────────
export const S_BASE64 = 1;
export const S_HEX = 2;
export const S_BINARY = 4;
export const S_MORSE = 8;
export const S_PERCENT = 16;
export const S_ESCAPES = 32;
/** Not a decoder: the text has a character beyond ASCII (so it needs normalizing). */
export const S_NON_ASCII = 64;

const C_B64 = 1;
const C_HEX = 2;
const C_BIN = 4;
const C_MORSE = 8;
/** Separates Morse letters and words, and spaced hex pairs. */
const C_SEP = 16;
const C_OTHER = 32;
const CLASS = Uint8Array.from({ length: 128 }, (_, c) => {
  const ch = String.fromCharCode(c);
  let k = 0;
  if (/[A-Za-z0-9+/_-]/.test(ch)) k |= C_B64;
  if (/[0-9A-Fa-f]/.test(ch)) k |= C_HEX;
  if (ch === '0' || ch === '1') k |= C_BIN;
  if (ch === '.' || ch === '-') k |= C_MORSE;
  if (ch === ' ' || ch === ':' || ch === '/') k |= C_SEP;
  return k === 0 ? C_OTHER : k;
});

const isHexAt = (text: string, i: number) => i < text.length && hexDigit(text.charCodeAt(i)) >= 0;

/**
 * A bit (S_*) for each kind of encoded run the text may hold: 16+ base64 characters in a row,
 * 16+ hex digits or 8 spaced hex pairs, 4 binary octets, 8 Morse letters, 3 %XX or 3 \u/\x
 * escapes; and S_NON_ASCII. Cheap and loose: the decoder's own pattern decides; this only spares
 * ordinary text from running them. Letters other than a–f take a short path (they only extend a
 * base64 run and end every other kind of run).
 */
export function signals(text: string): number {
  let found = 0;
  let b64 = 0;
  let hexRun = 0;
  let hexPairs = 0;
  let binRun = 0;
  let octets = 0;
  let morseRun = 0;
  let morseLetters = 0;
  let percents = 0;
  let escapes = 0;
  // Module constants copied to locals: V8 then drops the per-use binding checks in the loop.
  const classOf = CLASS;
  const b64Bit = C_B64;
  const hexBit = C_HEX;
  const binBit = C_BIN;
  const morseBit = C_MORSE;
  const sepBit = C_SEP;
  const other = C_OTHER;
  const sB64 = S_BASE64;
  const sHex = S_HEX;
  const sBin = S_BINARY;
  const sMorse = S_MORSE;
  const sPct = S_PERCENT;
  const sEsc = S_ESCAPES;
  const sNonAscii = S_NON_ASCII;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    const k = c < 0x80 ? classOf[c]! : other;
    if (k === b64Bit) {
      if (++b64 >= 16) found |= sB64;
      hexRun = hexPairs = binRun = octets = morseRun = morseLetters = 0;
      continue;
    }
    if (c >= 0x80) found |= sNonAscii;
    if (k & b64Bit) {
      if (++b64 >= 16) found |= sB64;
    } else b64 = 0;
    if (k & hexBit) {
      if (++hexRun >= 16) found |= sHex;
    } else {
      hexPairs = hexRun === 2 && k & sepBit ? hexPairs + 1 : 0;
      if (hexPairs >= 7) found |= sHex;
      hexRun = 0;
    }
    if (k & binBit) binRun++;
    else {
      octets = binRun === 8 && c === 0x20 ? octets + 1 : 0;
      if (octets >= 3) found |= sBin;
      binRun = 0;
    }
    if (k & morseBit) morseRun++;
    else {
      if ((k & sepBit) === 0 || morseRun > 6) morseLetters = 0;
      else if (morseRun > 0 && ++morseLetters >= 7) found |= sMorse;
      morseRun = 0;
    }
    if (c === 0x25 && isHexAt(text, i + 1) && isHexAt(text, i + 2) && ++percents >= 3) found |= sPct;
    if (c === 0x5c && ((text.charCodeAt(i + 1) | 0x20) === 0x75 || (text.charCodeAt(i + 1) | 0x20) === 0x78)) {
      if (++escapes >= 3) found |= sEsc;
    }
  }
  return found;
}
