/**
 * The view of a text that the PII/PHI detectors read when the text holds anything but printable
 * ASCII (ADR 0044): the tricks that hide an identifier from a pattern undone, one code point at a
 * time, with each character of the view remembering the code point of the original it came from,
 * so that a finding in the view maps back to a span of the original that covers every character
 * hidden inside it.
 *
 * Folded: invisible format characters and control characters (dropped), combining marks on an
 * ASCII base such as strike-throughs or keycaps (dropped, and given to their base), compatibility
 * forms (NFKC: fullwidth ＳＳＮ, circled ①, ligatures), decimal digits of every script (Arabic-Indic
 * ٥٥٥ → 555), dash look-alikes (‐ ‑ – — − → -), and Cyrillic, Greek and Armenian letters that look
 * like Latin ones, only in a word whose every letter then reads as ASCII: `jоhn@ехаmрlе.соm`
 * (Cyrillic о, е, х, а, р) folds, a Russian word such as `Петров` stays as written.
 */
import { CONFUSABLES, DASHES } from './phi-confusables.js';

/** The common case: a text of printable ASCII, tabs and line breaks has nothing to fold. */
const NEEDS_FOLDING = /[^\t\n\r\x20-\x7E]/;

export interface FoldedView {
  text: string;
  /** For each UTF-16 unit of `text`, where the original code point it came from starts... */
  from: Int32Array;
  /** ...and where it ends, marks folded into it included. */
  to: Int32Array;
}

enum Kind {
  /** Not in the view at all (invisible and control characters). */
  Drop,
  /** A combining mark: folded into an ASCII base before it, else kept as a letter of its word. */
  Mark,
  /** A letter or digit whose view is ASCII (fullwidth, other-script digits, confusables). */
  Ascii,
  /** A letter of another script: the word it is in keeps its confusables as written. */
  Foreign,
  /** Anything else: punctuation, spaces, symbols, emoji; it ends a word. */
  Other,
}

interface Fold {
  kind: Kind;
  /** The view of the code point (the code point itself when nothing folds). */
  out: string;
  /** For a confusable letter: the Latin letter it reads as when its word folds; else 0. */
  latin: number;
}

/** A fold as cached: `same` when the view of the code point is the code point itself. */
type CachedFold = Fold & { same: boolean };

// Invisible formatting characters (the list normalize-text.ts strips for the injection latch).
const INVISIBLE =
  // biome-ignore lint/suspicious/noMisleadingCharacterClass: single invisible code points, tested one at a time
  /^(?:[\u00AD\u034F\u061C\u115F\u1160\u17B4\u17B5\u180B-\u180F\u200B-\u200F\u202A-\u202E\u2060-\u2064\u2066-\u206F\u3164\uFE00-\uFE0F\uFEFF\uFFA0]|\uDB40[\uDC00-\uDDEF]|\uD82F[\uDCA0-\uDCA3])$/;
const MARK = /^[\p{Mn}\p{Me}]$/u;
const DIGIT = /^\p{Nd}$/u;
const WORDISH = /[\p{L}\p{N}]/u;
const NON_ASCII = /[\u0080-\uFFFF]/;
const DASH_OUT = /[\u2010-\u2015\u2212\uFE58\uFE63\uFF0D]/g;

/**
 * Work done, for the linear-time test (as phi-tokens.ts counts the recognizers' steps): code units
 * read, units written or copied when the view grows, confusables folded, digit-run steps.
 */
export const foldWork = { steps: 0 };

/** The longest NFKC expansion of one code point the view takes: ⑽ is "(10)". */
const MAX_EXPANSION = 4;
/** Code points seen so far and their folds; cleared when it grows past this (a text of every code point). */
const CACHE_LIMIT = 16_384;
const cache = new Map<number, CachedFold>();

/** The value of a decimal digit of any script: Unicode encodes each script's 0–9 in one ascending run. */
function digitValue(cp: number): number {
  let first = cp;
  while (first > 0 && DIGIT.test(String.fromCodePoint(first - 1))) {
    first--;
    foldWork.steps++;
  }
  return (cp - first) % 10;
}

function classify(cp: number): Fold {
  const ch = String.fromCodePoint(cp);
  if (cp <= 0x9f || INVISIBLE.test(ch)) {
    // C1 controls; NEL is a line break. (ASCII controls never reach here.)
    return cp === 0x85 ? { kind: Kind.Other, out: '\n', latin: 0 } : { kind: Kind.Drop, out: '', latin: 0 };
  }
  if (cp === 0x2028 || cp === 0x2029) return { kind: Kind.Other, out: '\n', latin: 0 };
  if (MARK.test(ch)) return { kind: Kind.Mark, out: ch, latin: 0 };
  if (DASHES.has(cp)) return { kind: Kind.Other, out: '-', latin: 0 };
  const latin = CONFUSABLES.get(cp);
  if (latin !== undefined) return { kind: Kind.Ascii, out: ch, latin: latin.charCodeAt(0) };
  if (DIGIT.test(ch)) return { kind: Kind.Ascii, out: String(digitValue(cp)), latin: 0 };
  let out = ch.normalize('NFKC').replace(DASH_OUT, '-');
  // Long expansions are phrases (ﷺ is 18 letters), never part of an identifier: kept as written,
  // so the view is at most MAX_EXPANSION times the text and detection stays linear.
  if (out.length > MAX_EXPANSION) out = ch;
  if (!WORDISH.test(ch)) return { kind: Kind.Other, out, latin: 0 };
  return { kind: NON_ASCII.test(out) ? Kind.Foreign : Kind.Ascii, out, latin: 0 };
}

function foldOf(cp: number): CachedFold {
  let f = cache.get(cp);
  if (f === undefined) {
    if (cache.size >= CACHE_LIMIT) cache.clear();
    const c = classify(cp);
    f = { ...c, same: c.out === String.fromCodePoint(cp) };
    cache.set(cp, f);
  }
  return f;
}

const isAsciiWord = (c: number) => (c >= 48 && c <= 57) || ((c | 32) >= 97 && (c | 32) <= 122);

/** Grows the view as it is written: a code point may fold into up to MAX_EXPANSION units. */
class Builder {
  units: Uint16Array;
  from: Int32Array;
  to: Int32Array;
  n = 0;
  constructor(size: number) {
    this.units = new Uint16Array(size);
    this.from = new Int32Array(size);
    this.to = new Int32Array(size);
  }
  push(unit: number, start: number, end: number): void {
    if (this.n === this.units.length) this.grow();
    this.units[this.n] = unit;
    this.from[this.n] = start;
    this.to[this.n] = end;
    this.n++;
  }
  /** Room for `k` more units without a check per unit; returns the builder, whose arrays may have moved. */
  reserve(k: number): this {
    while (this.units.length - this.n < k) this.grow();
    return this;
  }
  private grow(): void {
    const size = this.units.length * 2 + 16;
    foldWork.steps += this.n;
    const units = new Uint16Array(size);
    const from = new Int32Array(size);
    const to = new Int32Array(size);
    units.set(this.units);
    from.set(this.from);
    to.set(this.to);
    this.units = units;
    this.from = from;
    this.to = to;
  }
  text(): string {
    let s = '';
    // In slices: String.fromCharCode takes its units as arguments, and arguments are limited.
    for (let i = 0; i < this.n; i += 8192) {
      s += String.fromCharCode.apply(null, this.units.subarray(i, Math.min(this.n, i + 8192)) as unknown as number[]);
    }
    return s;
  }
}

/**
 * The folded view of `text`, or null when it has nothing to fold (the view would be the text).
 * Linear in the length of the text: one pass, each code point classified once per process (cached).
 */
export function foldedView(text: string): FoldedView | null {
  if (!NEEDS_FOLDING.test(text)) return null;
  const b = new Builder(text.length + 16);
  let changed = false;
  /** Confusables of the current word (their offsets in the view) and whether a foreign letter forbids folding them. */
  const pending: number[] = [];
  let foreign = false;
  const endWord = () => {
    if (!foreign) {
      for (const at of pending) b.units[at] = foldOf(b.units[at]!).latin;
      foldWork.steps += pending.length;
      if (pending.length > 0) changed = true;
    }
    pending.length = 0;
    foreign = false;
  };
  for (let i = 0; i < text.length; ) {
    let cp = text.charCodeAt(i);
    if (cp >= 0x20 && cp < 0x7f) {
      // A run of printable ASCII, the bulk of most texts: copied as it is.
      const run = b.reserve(text.length - i);
      for (; i < text.length && cp >= 0x20 && cp < 0x7f; cp = text.charCodeAt(++i)) {
        if ((pending.length > 0 || foreign) && !isAsciiWord(cp)) endWord();
        run.units[b.n] = cp;
        run.from[b.n] = i;
        run.to[b.n] = i + 1;
        b.n++;
      }
      continue;
    }
    let len = 1;
    if (cp >= 0xd800 && cp <= 0xdbff && i + 1 < text.length) {
      const lo = text.charCodeAt(i + 1);
      if (lo >= 0xdc00 && lo <= 0xdfff) {
        cp = (cp - 0xd800) * 0x400 + (lo - 0xdc00) + 0x10000;
        len = 2;
      }
    }
    const end = i + len;
    if (cp < 0x80) {
      if (cp === 9 || cp === 10 || cp === 13) {
        endWord();
        b.push(cp, i, end);
      } else {
        // NUL, DEL and the other controls show as nothing; a vertical tab or form feed is a space.
        changed = true;
        if (cp === 11 || cp === 12) {
          endWord();
          b.push(32, i, end);
        }
      }
      i = end;
      continue;
    }
    const f = foldOf(cp);
    if (f.kind === Kind.Drop) {
      changed = true;
    } else if (f.kind === Kind.Mark && b.n > 0 && b.units[b.n - 1]! < 0x80) {
      // A strike-through or keycap on a digit: part of the digit, and redacted with it.
      b.to[b.n - 1] = end;
      changed = true;
    } else {
      if (f.kind === Kind.Other) endWord();
      else if (f.kind === Kind.Foreign) foreign = true;
      if (f.latin !== 0) pending.push(b.n);
      if (!f.same) changed = true;
      for (let k = 0; k < f.out.length; k++) b.push(f.out.charCodeAt(k), i, end);
    }
    i = end;
  }
  endWord();
  foldWork.steps += text.length + b.n;
  if (!changed) return null;
  return { text: b.text(), from: b.from.subarray(0, b.n), to: b.to.subarray(0, b.n) };
}
