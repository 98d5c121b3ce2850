/**
 * A ZIP code after a state written in lower case, as chat and dictated notes write an address
 * (ADR 0073): "1201 hillcrest dr, marion, ohio 43302", "78 county rd 14, troy, al 36081". The
 * capitalized forms are read with the address rules (phi-places.ts); these are not tokens there. The
 * town before the state, between two commas, is a town. One look behind each five-digit run: linear.
 * Also a CSV row's state and ZIP columns (ADR 0096), asked by phi-places.ts at a state code between commas.
 */

import { PLACE_RANK } from './phi-cities.js';
import { CREDENTIALS, isCity, US_STATES } from './phi-lexicon.js';
import type { Tok } from './phi-tokens.js';
import type { Hit } from './pii-context.js';
import type { DigitRuns } from './pii-digits.js';

/**
 * "12 street, town, state " right before the digits: a street part with a number, the town's words and the
 * state as written ("yes, ok 12345" has no street before it).
 */
const BEFORE = /\d[^,\n]{0,40},[ \t]*(\p{L}[\p{L}.'’ -]{1,30}?),[ \t]*([a-z]{2}|[a-z]{4,14})[ \t]+$/u;

/** Whether the lower-case word right before `at` (after spaces) is a US state or its code ("al", "ohio"). */
function stateBefore(text: string, at: number): boolean {
  let e = at;
  while (e > 0 && text.charCodeAt(e - 1) === 32) e--;
  let a = e;
  while (a > 0 && text.charCodeAt(a - 1) >= 97 && text.charCodeAt(a - 1) <= 122) a--;
  return a < e && US_STATES.has(text.slice(a, e));
}

export function findLowerStateZips(text: string, digits: DigitRuns, out: Hit[]): void {
  for (let r = 0; r < digits.n; r++) {
    const start = digits.starts[r]!;
    let end = digits.ends[r]!;
    if (end - start !== 5) continue;
    if (text.charCodeAt(end) === 45 && /^-\d{4}(?!\d)/.test(text.slice(end, end + 6))) end += 5;
    else if (/^[\d\p{L}]/u.test(text.slice(end, end + 1))) continue;
    // The word right before the digits must be a state before the look behind is read.
    if (!stateBefore(text, start)) continue;
    const m = BEFORE.exec(text.slice(Math.max(0, start - 96), start));
    if (m === null || !US_STATES.has(m[2]!)) continue;
    out.push({ type: 'ZIP', start, end, rank: PLACE_RANK.address });
    const town = m[1]!.trim();
    if (US_STATES.has(town) || /\d/.test(town)) continue;
    const at = start - m[0].length + m[0].indexOf(m[1]!) + (m[1]!.length - m[1]!.trimStart().length);
    out.push({ type: 'CITY', start: at, end: at + town.length, rank: PLACE_RANK.cued });
  }
}

/**
 * A CSV row's state and ZIP columns: ",ME,04841," or ",IL,60804" ending the row. Between commas on both sides a
 * US state code followed by five digits that fill their own column is an address's ZIP, as a state before it
 * with a space is ("IL 62704"); a state code with a number of another width (",MD,2019,") is not taken.
 */
const CSV_ZIP = /,(\d{5}(?:-\d{4})?)(?=,|[ \t]*(?:\r?\n|$))/y;
/** The same in quoted values, as SQL and JSON arrays write them: "'OH','45402'", '"OH", "45402"'. */
const QUOTED_ZIP = /(['"]),[ \t]?\1(\d{5}(?:-\d{4})?)\1/y;
/** A town's words, capitalized, that a town list holds ("'Active','OH'" and "'Yerlan Abenov','OH'" name none). */
const town = (v: string) => TOWN_WORDS.test(v) && isCity(v.toLowerCase());
const TOWN_WORDS = /^\p{Lu}[\p{L}.'’-]*(?: \p{Lu}[\p{L}.'’-]*){0,3}$/u;
/**
 * The [start, end) of the column before the state's, which opens at `at` (its comma, or its opening quote), when it
 * holds a town's words: ",Dayton,OH", "'Dayton','OH'", '"Fairview Heights", "IL"'. A bounded look back.
 */
function townColumn(text: string, at: number, quoted: boolean): [number, number] | null {
  let end = at;
  if (quoted) {
    const q = text.charAt(at);
    end = at - 1;
    if (text.charCodeAt(end) === 32) end--;
    if (text.charCodeAt(end) !== 44 || text.charAt(end - 1) !== q) return null;
    end--;
  }
  // Back to the column's opening quote, comma or line start, 48 characters at most.
  let start = end;
  while (start > 0 && end - start <= 48) {
    const c = text.charAt(start - 1);
    if (quoted ? c === text.charAt(at) : c === ',' || c === '\n') break;
    start--;
  }
  if (quoted && start === 0) return null;
  return end - start <= 48 && town(text.slice(start, end)) ? [start, end] : null;
}
export function csvZipAt(text: string, t: Tok, out: Hit[]): void {
  if (t.lc.length !== 2 || !US_STATES.has(t.lc)) return;
  const quoted = text.charCodeAt(t.end) !== 44;
  const re = quoted ? QUOTED_ZIP : CSV_ZIP;
  re.lastIndex = t.end;
  const m = re.exec(text);
  if (m === null) return;
  const zip = m[quoted ? 2 : 1]!;
  // "Smith,Jane,MD,20191": a credential's column before a number; only a header naming a ZIP column makes it a state.
  if (CREDENTIALS.has(t.lc) && !/zip|postal/i.test(text.slice(0, 300).split('\n', 1)[0]!)) return;
  const start = t.end + m[0].length - zip.length - (quoted ? 1 : 0);
  out.push({ type: 'ZIP', start, end: start + zip.length, rank: PLACE_RANK.address });
  // ",Dayton,OH,45402", "'Dayton','OH','45402'": the column before the state is the town.
  const town = townColumn(text, t.start - 1, quoted);
  if (town !== null) out.push({ type: 'CITY', start: town[0], end: town[1], rank: PLACE_RANK.address });
}
