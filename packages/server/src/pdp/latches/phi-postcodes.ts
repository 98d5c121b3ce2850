/**
 * British and Canadian postcodes wherever they stand (ADR 0053): "Manchester M20 6RT", "London SW1A
 * 1AA", "Toronto, ON M5V 2T6". Their shapes (letters and digits in a fixed order, with the space) are
 * specific enough to stand without a street before them, which the address-block reader needs; the
 * town just before the code is then a town, whatever the name list says of it ("London" is also a
 * surname). The inward part of a British code skips the letters the Royal Mail never uses there (C,
 * I, K, M, O, V), the Canadian one the letters Canada Post never uses (D, F, I, O, Q, U).
 */
import { COUNTRIES, isCity, isEnglish, STREET_TYPES, US_STATES } from './phi-lexicon.js';
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
  /(\p{Lu}[\p{L}\p{M}'’.-]{1,30}(?:[ \t]+\p{Lu}[\p{L}\p{M}'’.-]{1,30}){0,2})[ \t]*,?[ \t]+(?:[A-Z]{2}[ \t]*,?[ \t]+)?$/u;

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
