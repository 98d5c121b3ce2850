/**
 * British and Canadian postcodes wherever they stand (ADR 0053): "Manchester M20 6RT", "London SW1A
 * 1AA", "Toronto, ON M5V 2T6". Their shapes (letters and digits in a fixed order, with the space) are
 * specific enough to stand without a street before them, which the address-block reader needs; the
 * town just before the code is then a town, whatever the name list says of it ("London" is also a
 * surname). The inward part of a British code skips the letters the Royal Mail never uses there (C,
 * I, K, M, O, V), the Canadian one the letters Canada Post never uses (D, F, I, O, Q, U).
 */
import { COUNTRIES, isCity, isEnglish, isStop, MEDICAL, STREET_TYPES, US_STATES } from './phi-lexicon.js';
import { work } from './phi-tokens.js';
import type { Hit } from './pii-context.js';
import type { DigitRuns } from './pii-digits.js';

const RANK = 6;
/**
 * Sticky: a code's first digit comes one or two letters after its start and begins a run of digits
 * (a letter stands before it), so CODE is tried only there (at most two places per run of digits),
 * not at every word boundary of the text.
 */
const CODE =
  /\b(?:[A-Z]{1,2}\d[A-Z\d]? \d[ABD-HJLNP-UW-Z]{2}|[ABCEGHJ-NPRSTVXY]\d[ABCEGHJ-NPRSTV-Z] \d[ABCEGHJ-NPRSTV-Z]\d)(?![\p{L}\p{N}])/uy;
/** Up to three capitalized words right before the code, with an optional comma and a province or state code between. */
const TOWN_BEFORE =
  /(\p{Lu}[\p{L}\p{M}'’.-]{1,30}(?:[ \t]+\p{Lu}[\p{L}\p{M}'’.-]{1,30}){0,2})(?:[ \t]*,)?[ \t]+(?:[A-Z]{2}(?:[ \t]*,)?[ \t]+)?$/u;

/** The words of `phrase` from the end that make a town: a listed town, or a last word in no English list. */
function townIn(phrase: string): string | null {
  const words = phrase.split(/[ \t]+/);
  for (let k = 0; k < words.length; k++) {
    const cand = words.slice(k).join(' ');
    const lc = cand.toLowerCase();
    if (COUNTRIES.has(lc) || US_STATES.has(lc)) return null;
    if (isCity(lc)) return cand;
  }
  const last = words[words.length - 1]!;
  const lc = last.toLowerCase();
  return isEnglish(lc) || STREET_TYPES.has(lc.replace(/\.$/, '')) ? null : last;
}

export function findPostcodes(text: string, out: Hit[], digits: DigitRuns): void {
  // Where the last code ended: as in a global scan, the next one starts there or later.
  let from = 0;
  for (let r = 0; r < digits.n; r++) {
    // Both shapes put a capital A–Z right before their first digit: most runs are passed on that test.
    const c = text.charCodeAt(digits.starts[r]! - 1);
    if (c < 65 || c > 90) continue;
    for (let at = Math.max(from, digits.starts[r]! - 2); at < digits.starts[r]!; at++) {
      CODE.lastIndex = at;
      const m = CODE.exec(text);
      if (m === null) continue;
      from = at + m[0].length;
      onCode(text, m, out);
      break;
    }
  }
  findAustralianCodes(text, out, digits);
}

/** A code found: the ZIP, and the town just before it when there is one. */
function onCode(text: string, m: RegExpExecArray, out: Hit[]): void {
  work.steps++;
  out.push({ type: 'ZIP', start: m.index, end: m.index + m[0].length, rank: RANK });
  const before = text.slice(Math.max(0, m.index - 100), m.index);
  const t = TOWN_BEFORE.exec(before);
  if (t === null) return;
  const town = townIn(t[1]!);
  if (town === null) return;
  const end = m.index - before.length + t.index + t[1]!.length;
  out.push({ type: 'CITY', start: end - town.length, end, rank: RANK });
}

/**
 * Australian postcodes: four digits after a town and a state or territory code ("Mitchellchester QLD
 * 2369", "Sydney NSW 2000"), as Australia Post writes them. The town must be a capitalized word that
 * is not a medical word, so "SA 1200" or "NT 4000" in a note (no town before) stay in clear.
 */
/** The lower-case word right after a code, if one follows. */
const AFTER_CODE = /^[ \t]+(\p{Ll}+)/u;
const AU_BEFORE = /\p{Lu}[\p{L}\p{M}'’-]{1,30}[ \t]+(?:NSW|VIC|QLD|SA|WA|TAS|NT|ACT)[ \t]+$/u;
function findAustralianCodes(text: string, out: Hit[], digits: DigitRuns): void {
  for (let r = 0; r < digits.n; r++) {
    const at = digits.starts[r]!;
    const end = digits.ends[r]!;
    // Four digits, a space before them and an upper-case letter before that: most runs stop here.
    if (end - at !== 4 || text.charCodeAt(at - 1) !== 32) continue;
    const c = text.charCodeAt(at - 2);
    if (c < 65 || c > 90 || /[\p{L}\p{N}]/u.test(text[end] ?? ' ')) continue;
    work.steps++;
    const m = AU_BEFORE.exec(text.slice(Math.max(0, at - 40), at));
    if (m === null || MEDICAL.has(m[0].split(/[ \t]/)[0]!.toLowerCase())) continue;
    // "Sydney NSW 2000 patients were excluded": a count before a noun; a code is followed by punctuation, a line's end or a function word.
    const next = AFTER_CODE.exec(text.slice(end, end + 24));
    if (next !== null && !isStop(next[1]!) && next[1] !== 'within') continue;
    out.push({ type: 'ZIP', start: at, end, rank: RANK });
  }
}
