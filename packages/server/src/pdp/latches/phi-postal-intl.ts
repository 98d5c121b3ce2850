/**
 * National postal codes beside their town (ADR 0056), the shapes phi-postcodes.ts (British,
 * Canadian) and the address-block reader (a whole line) leave out when the address is written on
 * one line with other parts around it:
 *
 * - code then town, as most of Europe and Latin America write it: Portugal "1100-053 Lisboa",
 *   Poland "90-006 Łódź", Sweden, Czechia, Slovakia, Greece "752 21 Uppsala", the Netherlands
 *   "9724 CJ Groningen", and the four- and five-digit codes of Germany, France, Spain, Italy,
 *   Switzerland, Austria, the Nordic countries, Mexico ("28009 Madrid", "8001 Zürich"); Iceland's three
 *   digits after a street ("Laugavegur 44, 101 Reykjavík");
 * - town then code: Japan "Tokyo 150-0002", Brazil "São Paulo - SP, 01426-001", India "Kolkata
 *   700016", and a US address typed in lower case ("hagerstown md 21740");
 * - the Irish Eircode ("D09 X2C6"), specific enough to stand alone, with the town line above it.
 *
 * A code is taken only where an address part starts (a line start, or after ", " "·" ";" "-"),
 * and a bare four- or five-digit code only before a listed town or on a line that holds a street:
 * "2019 Honda", "5000 Units" and a year before a capitalized word are no postal address.
 */

import { big } from './phi-big-cities.js';
import { COUNTRIES, fold, isCity, isEnglish, isStop, MEDICAL, STREET_TYPES, US_STATES } from './phi-lexicon.js';
import { codeAfterTown, streetNear } from './phi-postal-after-town.js';
import { prefixedCode, prefixStart } from './phi-postal-prefixed.js';
import { regionThenCode } from './phi-postal-regions.js';
import { isRegionName } from './phi-regions.js';
import { work } from './phi-tokens.js';
import type { Hit } from './pii-context.js';
import type { DigitRuns } from './pii-digits.js';

const RANK = 6;
const WORD = "\\p{Lu}[\\p{L}\\p{M}'’-]*";
const PARTICLE = '(?:de|del|da|do|dos|das|la|le|di|am|an|der|im|sur|upon|on|en|y|nad|pod)';
/** A town of one to three capitalized words, lower-case particles between ("Ciudad de México", "Frankfurt am Main"). */
const TOWN = `${WORD}(?:(?:[ \\t]+${PARTICLE})?[ \\t]+${WORD}){0,2}`;

/** Code then town, tried at a run of digits. Group 1: the code (its shape in groups 2 to 4), group 5: the town. */
const CODE_TOWN = new RegExp(
  `((\\d{4}-\\d{3}|\\d{2}-\\d{3}|\\d{3} \\d{2})|(\\d{4} ?[A-Z]{2})|(\\d{3,5}))[ \\t]+(${TOWN})(?![\\p{L}\\p{N}])`,
  'uy',
);
/** The codes written after their town: Japanese, Brazilian, Indian (with or without its space). */
const CODE_AFTER = /(?:\d{3}-\d{4}|\d{5}-\d{3}|\d{6}|\d{3} \d{3})(?![\p{L}\p{N}-])/uy;
/** The town before such a code, with an optional state or prefecture code between ("São Paulo - SP, "). */
const TOWN_BEFORE = new RegExp(
  `(?<![\\p{L}\\p{M}])(${TOWN})[ \\t]*(?:[-–,][ \\t]*)?(?:[A-Z]{2}(?:[ \\t]*[,-])?[ \\t]*)?$`,
  'u',
);
/**
 * A lower-case US address before its ZIP code: "1187 old mill rd hagerstown md 21740". Group 1: the
 * words between the house number and the state code (the street, then the town), group 2: the state.
 */
const LOWER_US = /(?<![\p{L}\d])\d{1,6}((?:[ \t]+[a-z][a-z'.-]{0,20},?){2,7})[ \t]+([a-z]{2})[ \t]+$/u;
/** Eircode: a routing key (a letter the Irish post uses and two digits, or D6W) and four letters and digits. */
const EIRCODE = /(?:[AC-FHKNPRTV-Y]\d{2}|D6W) ?([0-9AC-FHKNPRTV-Y]{4})(?![\p{L}\p{N}])/uy;

/** What may stand before the first part of an address on a line: nothing, or a separator. */
const PART_START = /(?:^|[,;·|(\-–—:][ \t]*|\n[^\S\n]*)$/;
/** A code and its town may also follow a word that leads to an address in prose ("Send to 75001 Paris"). */
const PROSE_START = /(?:^|[^\p{L}])(?:to|in|at|for|from)[ \t]+$/u;
const MONTHS = new Set(
  'jan january feb february mar march apr april may jun june jul july aug august sep sept september oct october nov november dec december'.split(
    ' ',
  ),
);
/** Words a count is followed by ("5000 Units", "1200 Calories" read as towns otherwise). */
const COUNTS = new Set(
  'units unit tablets tabs caps capsules patients people steps calories beds rooms hrs hr hours h utc gmt est edt cst cdt pst pdt mst zulu local'.split(
    ' ',
  ),
);

const lc = (s: string) => s.toLowerCase();
const words = (s: string) => lc(s).split(/[ \t]+/);

/** Whether a phrase after a code may be a town: not a country, state, month, medical word or plain English (unless listed). */
function townOk(phrase: string): boolean {
  const ws = words(phrase);
  const all = ws.join(' ');
  if (COUNTRIES.has(all) || US_STATES.has(all) || isRegionName(all)) return false;
  if (ws.some((w) => MEDICAL.has(w) || MONTHS.has(w) || COUNTS.has(w) || STREET_TYPES.has(w))) return false;
  return isCity(all) || !ws.every((w) => isEnglish(w.replace(/['’].*$/, '')));
}

const push = (out: Hit[], type: string, start: number, text: string) =>
  out.push({ type, start, end: start + text.length, rank: RANK });

function codeThenTown(text: string, at: number, streets: Hit[], out: Hit[]): void {
  CODE_TOWN.lastIndex = at;
  const m = CODE_TOWN.exec(text);
  if (m === null) return;
  const p0 = prefixStart(text, at);
  const prose = !PART_START.test(text.slice(Math.max(0, p0 - 3), p0));
  if (prose && !PROSE_START.test(text.slice(Math.max(0, p0 - 6), p0))) return;
  // In prose only a plain four- or five-digit code ("at 363 52 Huntly Street" is a house number and a street).
  if (prose && m[4] === undefined) return;
  const code = m[1]!;
  // "ADMITTED NOVEMBER 4, 2026 TO GRADY": a year and a function word in capitals, not a Dutch code and its letters.
  // (Only before a word in capitals too: "2023 AT Haarlem" is a Dutch code.)
  if (/^(?:19|20)\d\d[ \t][A-Z]{2}$/.test(code) && isStop(code.slice(5).toLowerCase()) && /^\p{Lu}{2,}/u.test(m[5]!))
    return;
  // "3511 NK;Utrecht": a Dutch code's two letters before a field's separator are its own, not a town.
  if (
    m[4] !== undefined &&
    code.length === 4 &&
    /^[A-Z]{2}$/.test(m[5]!) &&
    /^[;,|\t]/.test(text.charAt(m.index + m[0].length))
  ) {
    out.push({ type: 'ZIP', start: at, end: m.index + m[0].length, rank: RANK });
    return;
  }
  // "69907 Lyon Cedex 20": the CEDEX office after the town is no part of its name.
  let town = m[5]!.replace(/[ \t]+CEDEX$/i, '');
  // "03900 Ciudad de México": a town named with its country's name is a federal district, left like a state.
  const last = fold(words(town).pop()!);
  // "Shah Alam, 40000 Selangor": after a town and a comma, a code before a state is the town's (the state stays in clear).
  if (
    isRegionName(words(town).join(' ')) &&
    /\p{L},[ \t]*$/u.test(text.slice(Math.max(0, p0 - 3), p0)) &&
    m[4] !== undefined
  ) {
    push(out, 'ZIP', at, code);
    return;
  }
  if (!townOk(town)) {
    // "8001 Zürich Tel": keep the first word when the rest spoils the phrase.
    town = town.split(/[ \t]+/)[0]!;
    if (!townOk(town)) return;
  }
  const bare = m[4] !== undefined;
  // "Laugavegur 44, 101 Reykjavík": Iceland's three-digit code, only before a listed town after a street on the line.
  if (bare && code.length === 3 && !(isCity(lc(town)) && streetNear(text, at, streets))) return;
  const yearLike = /^(?:19|20)\d\d$/.test(code);
  // "failed for 7152 HØRUPHAV": a town in capitals after its code is written as the post writes it.
  const posted = /^\p{Lu}{3,}(?:[ \t-]+\p{Lu}{2,})*$/u.test(town) && !isEnglish(lc(town));
  // "34728 Kadıköy/İstanbul": a district, a slash and its listed province, as Turkey writes it.
  const end = m.index + m[0].length;
  const province = text.charCodeAt(end) === 47 ? SLASH_TOWN.exec(text.slice(end, end + 30)) : null;
  const slashed = province !== null && isCity(lc(province[1]!));
  if (bare && !((isCity(lc(town)) || posted || slashed) && !yearLike) && !streetNear(text, at, streets)) return;
  // In prose a house number goes before a street's name as often ("at 4418 Broadway"): only a large city or capitals.
  if (prose && !big(lc(town)) && !posted) return;
  if (!bare && !isCity(lc(town)) && isEnglish(lc(town)) && !streetNear(text, at, streets)) return;
  push(out, 'ZIP', at, code);
  if (!COUNTRIES.has(last) || words(town).length === 1) push(out, 'CITY', m.index + m[0].length - m[5]!.length, town);
}

function townThenCode(text: string, at: number, out: Hit[]): void {
  CODE_AFTER.lastIndex = at;
  const c = CODE_AFTER.exec(text);
  if (c === null) return;
  const before = text.slice(Math.max(0, at - 60), at);
  const m = TOWN_BEFORE.exec(before);
  if (m === null) return;
  // ("Bengaluru-560038": the hyphen joins the code, it is no part of the town.)
  const town = m[1]!.replace(/[-–]$/, '');
  // "ORD884213", "ORD 884213"? An order or group number glued to its letters is one code, not a town and its code.
  if (/[\p{L}\p{N}]/u.test(text.charAt(at - 1))) return;
  const start = at - before.length + m.index;
  const ws = words(town);
  // The town is the last words of the capitalized run ("Sunrise Apartments Kolkata").
  let k = 0;
  while (k < ws.length && !isCity(ws.slice(k).join(' '))) k++;
  const listed = k < ws.length;
  if (!listed && !PART_START.test(text.slice(Math.max(0, start - 3), start))) return;
  // "Claim reference AS-774210": a code glued by a hyphen to capitals is a reference; "Bengaluru-560038" is a town's.
  if (text.charCodeAt(at - 1) === 45 && /\p{L}/u.test(text.charAt(at - 2)) && /^\p{Lu}{2,5}$/u.test(town)) return;
  // "NHS No 943 476 5919", "Patient Ref 560 099": a number's label word ends no town.
  if (/(?:^|[ \t])(?:no|nr|nos|number|num|ref|id|nº)\.?$/i.test(town)) return;
  // "VIN 837253": an acronym before a number is a label, not a town.
  // ("GRP-448812": the same with a hyphen; "RxBIN 004336": a pharmacy card's field, a small letter before capitals.)
  // ("CRM-SP 123456", "COREN-RJ 4521": a council's acronym and its state, a registration number after it.)
  if (!listed && (!townOk(town) || /^\p{Lu}{2,5}(?:-\p{Lu}{2,3})?-?$/u.test(town) || /\p{Ll}\p{Lu}{2}/u.test(town)))
    return;
  const code = c[0];
  push(out, 'ZIP', at, code);
  // In a Japanese address the name before the code is the prefecture ("Shibuya-ku, Tokyo 150-0002"), left like a state.
  if (/^\d{3}-\d{4}$/.test(code)) return;
  const name = listed
    ? town
        .split(/[ \t]+/)
        .slice(k)
        .join(' ')
    : town;
  const all = lc(name);
  if (!COUNTRIES.has(all) && !US_STATES.has(all) && !isRegionName(all))
    push(out, 'CITY', start + town.length - name.length, name);
}

/** "… md 21740": the code at `at` after a lower-case state code. */
function lowerCaseUs(text: string, at: number, end: number, out: Hit[]): void {
  if (end - at !== 5 || /^-?\d/.test(text.slice(end, end + 2).replace(/^-\d{4}/, ''))) return;
  const before = text.slice(Math.max(0, at - 160), at);
  const m = LOWER_US.exec(before);
  if (m === null || !US_STATES.has(m[2]!)) return;
  // The street ends at its last street-type word; the words after it, up to the state, are the town.
  const ws = m[1]!.trim().split(/[ \t]+/);
  let j = ws.length - 2;
  while (j >= 1 && !STREET_TYPES.has(ws[j]!.replace(/[.,]+$/, ''))) j--;
  if (j < 1) return;
  const town = ws
    .slice(j + 1)
    .join(' ')
    .replace(/,$/, '');
  if (!isCity(town) && ws.slice(j + 1).every((w) => isEnglish(w.replace(/,$/, '')))) return;
  const base = at - before.length + m.index;
  const streetEnd = base + m[0].indexOf(ws[j]!, m[0].indexOf(ws[j - 1]!)) + ws[j]!.replace(/,$/, '').length;
  out.push({ type: 'STREET_ADDRESS', start: base, end: streetEnd, rank: RANK });
  push(out, 'CITY', text.indexOf(town, streetEnd), town);
  const zip = /^\d{5}(?:-\d{4})?/.exec(text.slice(at, at + 10))![0];
  push(out, 'ZIP', at, zip);
}

/** An Eircode whose routing key's letter is just before the digits at `at` ("D09 X2C6"), and the town on the line above or before a comma. */
function eircodeAt(text: string, at: number, out: Hit[]): void {
  const k = at - 1;
  const c = text.charCodeAt(k);
  const p = text.charCodeAt(k - 1);
  // An upper-case letter right before the digits, with no letter or digit before it.
  if (k < 0 || c < 65 || c > 90 || isDigit(p) || ((p | 32) >= 97 && (p | 32) <= 122) || p >= 0xc0) return;
  EIRCODE.lastIndex = k;
  const m = EIRCODE.exec(text);
  if (m === null || !/\d/.test(m[1]!) || !/[A-Z]/.test(m[1]!)) return;
  push(out, 'ZIP', k, m[0]);
  // "Dublin 9\nD09 X2C6", "Galway, H91 E2K3": the town, with its postal district number; "Cork T12 DC4A" with
  // a blank alone only when the town is listed (a word before a code on its line may be anything else).
  const before = text.slice(Math.max(0, k - 60), k);
  const t =
    /(\p{Lu}[\p{L}\p{M}'’-]+(?:[ \t]+\p{Lu}[\p{L}\p{M}'’-]+)?(?:[ \t]+\d{1,2}W?)?)([ \t]*(?:,[ \t]*|\n[ \t]*)|[ \t]+)$/u.exec(
      before,
    );
  if (t === null) return;
  const town = t[1]!.replace(/[ \t]+\d{1,2}W?$/, '');
  const listedTown = isCity(lc(town)) || big(lc(town));
  const blank = t[2]!.trim() === '';
  // "Co. Cork P31 X2N7": after "Co." the word is the county's, left with its county word.
  if (blank && /(?:^|[^\p{L}])(?:Co\.|County)[ \t]+$/u.test(before.slice(0, t.index))) return;
  if (!listedTown && (words(town).every((w) => isEnglish(w)) || blank)) return;
  push(out, 'CITY', k - before.length + t.index, t[1]!);
}

const isDigit = (c: number) => c >= 48 && c <= 57;
/** A listed town after a slash (the province after a district). */
const SLASH_TOWN = /^\/(\p{Lu}[\p{L}\p{M}]+)/u;
const BOX_CODE = /(?:p\.?[ \t]?o\.?|post(?:al)?)[ \t]*box[ \t]+\d{1,6}[ \t]*[-–][ \t]*$/i;

/**
 * Postal codes of other countries next to their towns; `out` already holds the street hits (read
 * for context). Each pattern is tried only at the start of a run of digits (`digits`, the text's
 * runs, read once by pii-digits.ts), as a sticky regex.
 */
export function findNationalPostcodes(text: string, out: Hit[], digits: DigitRuns): void {
  let streets: Hit[] | null = null;
  for (let r = 0; r < digits.n; r++) {
    work.steps++;
    const at = digits.starts[r]!;
    const end = digits.ends[r]!;
    const n = end - at;
    // A code after a dash ("1100-053") is read from its first run only.
    // "P.O. Box 40123-00100, Nairobi": Kenya writes the post office's code after the box number.
    const dash = text.charCodeAt(at - 1) === 45 || text.charCodeAt(at - 2) === 0x2013;
    if (n === 5 && dash && BOX_CODE.test(text.slice(Math.max(0, at - 24), at))) {
      push(out, 'ZIP', at, text.slice(at, end));
      continue;
    }
    if (text.charCodeAt(at - 1) === 45 && isDigit(text.charCodeAt(at - 2))) continue;
    // What may follow a code here: a space or a dash, then a letter or a digit (checked by character code first).
    const c1 = text.charCodeAt(end);
    const c2 = text.charCodeAt(end + 1);
    const onward = (c1 === 32 || c1 === 45) && (isDigit(c2) || (c2 >= 65 && c2 <= 90) || c2 >= 0xc0);
    if (n >= 2 && n <= 5 && onward) {
      streets ??= out.filter((h) => h.type === 'STREET_ADDRESS');
      codeThenTown(text, at, streets, out);
    }
    if ((n === 6 && !isDigit(c1)) || ((n === 3 || n === 5) && (c1 === 45 || c1 === 32) && isDigit(c2)))
      townThenCode(text, at, out);
    if (n === 5) lowerCaseUs(text, at, end, out);
    if (n >= 4 && n <= 7 && !isDigit(c1) && c1 !== 45) {
      streets ??= out.filter((h) => h.type === 'STREET_ADDRESS');
      codeAfterTown(text, at, end, streets, out);
    }
    if (n >= 3 && n <= 6) regionThenCode(text, at, end, out);
    if ((n === 4 || n === 5) && text.charCodeAt(at - 1) === 45 && !isDigit(c1)) prefixedCode(text, at, end, out);
    if (n <= 2) eircodeAt(text, at, out);
    if (n === 4 && c1 >= 65 && c1 <= 90) argentineAt(text, at, out);
  }
}

/**
 * Argentina's CPA ("Av. Corrientes 2548, piso 5 B, C1046AAQ Buenos Aires"): the province's letter (no I or O),
 * four digits and three letters, opening an address part after a comma, with the town after it. The shape alone
 * is a part number's as well; the comma before and a listed town after make it an address's.
 */
const CPA =
  /[A-HJ-NP-Z]\d{4}[A-Z]{3}[ \t]+(\p{Lu}[\p{L}\p{M}'’-]+(?:[ \t]+\p{Lu}[\p{L}\p{M}'’-]+){0,2})(?=[ \t]*(?:$|[\n\r.,;)]))/uy;
function argentineAt(text: string, at: number, out: Hit[]): void {
  if (text.charCodeAt(at - 2) !== 32 || text.charCodeAt(at - 3) !== 44) return;
  CPA.lastIndex = at - 1;
  const m = CPA.exec(text);
  if (m === null) return;
  // The town is a listed or large one ("B5678XYZ Pfizer" is a lot and its maker).
  const town = m[1]!;
  const lc = town.toLowerCase();
  if (!(big(lc) || isCity(lc)) || MEDICAL.has(lc)) return;
  push(out, 'ZIP', at - 1, text.slice(at - 1, at + 7));
  const start = at - 1 + m[0].length - town.length;
  out.push({ type: 'CITY', start, end: start + town.length, rank: 6 });
}
