/**
 * A bare postal code after its town on an address line (issue 16, 2026-11-27 afternoon): South Africa
 * "Parktown, Johannesburg, 2193", Israel "Haifa 3303312", the Philippines "Makati City 1210", a US
 * ZIP without its state "1200 Centre Street, Roslindale 02131". Four to seven digits say nothing by
 * themselves ("Johannesburg, 2019", "Haifa 3303312 units"), so the code is taken only on a line that
 * holds a street already found (or the line before does), or that an "Address:" label opens, after a
 * listed town (or one named "… City"), and before the line's end or punctuation.
 */
import { COUNTRIES, isCity, isCommon, isEnglish, US_STATES } from './phi-lexicon.js';
import { isRegionName } from './phi-regions.js';
import type { Hit } from './pii-context.js';

const RANK = 6;
/** One to three capitalized words right before the code, with an optional comma. */
const TOWN_BEFORE = /(\p{Lu}[\p{L}\p{M}'’.-]*(?:[ \t]+\p{Lu}[\p{L}\p{M}'’.-]*){0,2})(?:(?:[ \t]*[,;])?[ \t]+|,)$/u;
/** What may follow the code: the line's or text's end, or punctuation ("Boston 1500 and more" is a count). */
const AFTER = /^[ \t]*(?:$|\n|[,;.?!)])/;
/** Labels of phone numbers, which a town list may hold ("Mobile 5551234"). */
const PHONE_LABELS = new Set(['mobile', 'tel', 'phone', 'cell', 'fax', 'home', 'work', 'office', 'pager']);
const ADDRESS_LINE = /(?:^|\n)[ \t]*(?:home[ \t]+)?address[ \t]*:[^\n]*$/i;
const YEAR = /^(?:19|20)\d\d$/;
const LINE_END = /^[ \t]*(?:$|\n)/;

/** Whether a street hit ends on the line of `at` before it, or on the line above. */
export function streetNear(text: string, at: number, streets: readonly Hit[]): boolean {
  const lineStart = text.lastIndexOf('\n', at - 1);
  const from = lineStart < 0 ? 0 : text.lastIndexOf('\n', lineStart - 1) + 1;
  return streets.some((s) => s.end <= at && s.end >= from);
}

/** The code at digits [at, end) after its town, pushed with the town when the line is an address's. */
export function codeAfterTown(text: string, at: number, end: number, streets: readonly Hit[], out: Hit[]): void {
  const prev = text.charCodeAt(at - 1);
  // ("Nantes,44000", "Hanoi; 100000": a row's fields.)
  if (prev !== 32 && prev !== 9 && prev !== 44) return;
  if (!AFTER.test(text.slice(end, end + 8))) return;
  const before = text.slice(Math.max(0, at - 50), at);
  const m = TOWN_BEFORE.exec(before);
  if (m === null) return;
  const town = m[1]!;
  const lc = town.toLowerCase();
  if (COUNTRIES.has(lc) || US_STATES.has(lc) || isRegionName(lc) || PHONE_LABELS.has(lc)) return;
  const code = text.slice(at, end);
  const street = streetNear(text, at, streets);
  const lineEnd = LINE_END.test(text.slice(end, end + 3));
  // A town the lists hold or one named "… City", one a rule already found, or any word in no English list
  // between a comma and a code that ends a street's line ("House 1142, Section K, Umlazi, 4031").
  const start = at - before.length + m.index;
  const found = out.some((h) => h.type === 'CITY' && h.start === start);
  const unlisted = street && lineEnd && /,[ \t]*$/.test(text.slice(start - 2, start)) && !isEnglish(lc);
  if (!isCity(lc) && !/ city$/.test(lc) && !found && !unlisted) return;
  // "Lives at 4 Elm St, Boston 2019.": a year is a code only where the line ends.
  if (YEAR.test(code) && !lineEnd) return;
  // Without a street or a label, a code of five digits or more after a town the lists hold or a rule found, ending
  // a field or a line ("Hanoi; 100000;", "Nantes,44000,France"), not a sentence ("cases in Chicago 12000.").
  // ("WBC,None,12000", "Urine color: Amber, 10000": a word of the language before a count is no town.)
  const bare =
    code.length >= 5 &&
    (found || isCity(lc)) &&
    !isCommon(lc) &&
    !isEnglish(lc) &&
    !/^[ \t]*[.?!]/.test(text.slice(end, end + 3));
  if (!street && !bare && !ADDRESS_LINE.test(text.slice(Math.max(0, at - 120), at))) return;
  out.push({ type: 'ZIP', start: at, end, rank: RANK });
  out.push({ type: 'CITY', start, end: start + town.length, rank: RANK });
}

/** The digits `code` after a town that follows a street on its line (phi-street-parts.ts): a postal code of four to seven digits. */
export function codeAfterStreetTown(text: string, townEnd: number, code: string, out: Hit[]): void {
  const at = text.indexOf(code, townEnd);
  const end = at + code.length;
  if (!/^\d{4,7}$/.test(code) || at - townEnd > 2 || !AFTER.test(text.slice(end, end + 8))) return;
  if (YEAR.test(code) && !LINE_END.test(text.slice(end, end + 3))) return;
  out.push({ type: 'ZIP', start: at, end, rank: RANK });
}
