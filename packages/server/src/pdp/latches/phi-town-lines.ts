/**
 * The town line of an address block (ADR 0077): the line right under a street or unit line, when what
 * follows it ends the block (a blank line, the text's end, a country, a state or region, a postal code).
 *
 *   85199 Avda. Rio Nalon 58          935 69 Gordon Terrace           2437 Main St Suite 442
 *   Apt. 461                          Suite 828                       Little King
 *   Del Bianco ligure                 DANIEL DO SUL                   NS
 *                                     United Kingdom 89800            B0J 2H0
 *   Spain 61709
 *
 * The name rules read such lines as people ("Del Bianco", "DANIEL"), or nothing at all ("tweevliet"):
 * the place of the line says what it is, whatever the words. Runs once per street hit of the text and
 * reads two lines after it: linear.
 */

import { PLACE_RANK } from './phi-cities.js';
import {
  COUNTRIES,
  isCity,
  isCommon,
  isEnglish,
  isName,
  MEDICAL,
  ORG_TAILS,
  TITLES,
  US_STATES,
} from './phi-lexicon.js';
import { isRegionName } from './phi-regions.js';
import type { Hit } from './pii-context.js';

/** Marks that open the lines of a quoted or indented block ("> ", "??? ", "   "). */
const LEAD = /^[ \t>?*·•|-]*/u;
/** A town line: one to four words of letters, joined by blanks, hyphens or apostrophes, and an optional postal code. */
const TOWN =
  /^(\p{L}[\p{L}\p{M}'’.]*(?:(?:[ \t]+|-)\p{L}[\p{L}\p{M}'’.]*){0,3})(?:[ \t,]+[A-Z0-9][A-Z0-9 -]{1,8})?[ \t]*$/u;
/** A line that ends the block: a country or region (with a postal code), a postal code, a state code, a phone line. */
const CODE_LINE =
  /^(?:[A-Z]{2,3}|(?:[A-Z]{2,3}[ \t]*)?(?:[A-Z0-9]{2,5}[ \t-]?[A-Z0-9]{2,4}|\d{4,6}(?:-\d{3,4})?))[ \t]*$/u;
const PHONE_LINE = /^(?:phone|tel|telephone|mobile|cell|fax|email|e-mail)\b/iu;

const placeWord = (w: string) => {
  const lc = w.toLowerCase().replace(/[.'’]+$/, '');
  return !TITLES.has(lc) && !ORG_TAILS.has(lc) && !MEDICAL.has(lc) && !INSIDE.has(lc);
};
/** Places inside a building: "Cardiology ward", "Second Floor", "Front desk", "Rear Entrance". */
const INSIDE = new Set(
  'ward wards floor level wing building room desk entrance dock theatre dept department reception lobby bay bed annex basement'.split(
    ' ',
  ),
);
/**
 * A word that names a place rather than says something: a town, a name no common word is, or a word in no
 * English list ("Bianco", "DANIEL", "tweevliet"). A line of English words under an address is a note
 * ("Lives alone", "Second Floor", "Left knee pain", "Pharmacist on duty"), unless the town list holds it.
 */
const namingWord = (lc: string) =>
  lc.length >= 3 && (isCity(lc) || (isName(lc) && !isCommon(lc)) || (!isEnglish(lc) && !isCommon(lc)));

const regionLine = (line: string) => {
  const words = line
    .replace(/[ \t,]*[A-Z0-9]*\d[A-Z0-9 -]*$/u, '')
    .trim()
    .toLowerCase();
  return words !== '' && (COUNTRIES.has(words) || US_STATES.has(words) || isRegionName(words));
};

/** The line [start, end) of `text` that starts at `at`, without its opening marks; null past the text's end. */
function lineAt(text: string, at: number): { start: number; end: number; body: string } | null {
  if (at > text.length) return null;
  let end = text.indexOf('\n', at);
  if (end < 0) end = text.length;
  const raw = text.slice(at, end);
  const lead = LEAD.exec(raw)![0].length;
  return { start: at + lead, end, body: raw.slice(lead).replace(/[ \t\r]+$/, '') };
}

/** Whether the line after the town line ends the block. */
function endsBlock(text: string, at: number): boolean {
  const next = lineAt(text, at);
  if (next === null || next.body === '') return true;
  return regionLine(next.body) || CODE_LINE.test(next.body) || PHONE_LINE.test(next.body);
}

export function findTownLines(text: string, out: Hit[], from: number): void {
  const ends = new Set<number>();
  for (let k = from; k < out.length; k++) if (out[k]!.type === 'STREET_ADDRESS') ends.add(out[k]!.end);
  const found: Hit[] = [];
  for (const e of ends) {
    // The street or unit ends its line, and no other street line comes right under it.
    const nl = text.indexOf('\n', e);
    if (nl < 0 || text.slice(e, nl).trim() !== '') continue;
    const line = lineAt(text, nl + 1);
    if (line === null || line.body === '' || ends.has(line.end) || line.body.length > 48) continue;
    const m = TOWN.exec(line.body);
    if (m === null || regionLine(line.body)) continue;
    // A placeholder a generator left for the region ("ASKER nan 1386") is no part of the town.
    const town = m[1]!.replace(/[ \t]+(?:nan|null|none|undefined)$/i, '').replace(/[.'’]+$/, '');
    // Initials of a sign-off under the last line ("RJH") are no town.
    const words = town.split(/[ \t-]+/);
    if (!words.every(placeWord) || /\d/.test(town) || (/^[A-Z]{1,4}$/.test(town) && !/[AEIOUY]/.test(town))) continue;
    const lcs = words.map((w) => w.toLowerCase().replace(/[.'’]+$/, ''));
    if (!isCity(lcs.join(' ')) && !lcs.some(namingWord)) continue;
    if (!endsBlock(text, line.end + 1)) continue;
    found.push({ type: 'CITY', start: line.start, end: line.start + town.length, rank: PLACE_RANK.address });
  }
  out.push(...found);
}
