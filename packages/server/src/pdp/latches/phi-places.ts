/**
 * Geographic units smaller than a state (ADR 0038): STREET_ADDRESS (house number and street,
 * street-first forms of other languages, streets after an address cue, unit and box numbers,
 * military addresses), COUNTY and ZIP (the whole code: see the ADR on the three-digit rule); towns
 * are in phi-cities.ts, organizations in phi-orgs.ts. States and countries are left in clear, as
 * Safe Harbor allows. Every regex has bounded repetition and is tried at most once per start, so
 * the pass is linear.
 */

import { findAddressBlocks, findTownsAboveCountries } from './phi-address-block.js';
import { findCities, PLACE_RANK } from './phi-cities.js';
import { countyFirstAt } from './phi-county-first.js';
import type { Cues } from './phi-cues.js';
import {
  COUNTRIES,
  isCity,
  isCommon,
  isEnglish,
  isStop,
  MEDICAL,
  STREET_ENDINGS,
  STREET_LEADS,
  STREET_TYPES,
  TITLES,
  UNIT_WORDS,
  US_STATES,
} from './phi-lexicon.js';
import { ORG_STRONG } from './phi-org-words.js';
import { findOrgs } from './phi-orgs.js';
import { csvZipAt } from './phi-state-zip-lower.js';
import { oneWordStreetAt } from './phi-street-one-word.js';
import { ABBR, alt, altCaps, HOUSE_NO, J, NAME_W, proseLead, splitCodeAt, W } from './phi-street-shapes.js';
import { findIntlStreets } from './phi-streets-intl.js';
import { roadTyped } from './phi-streets-roads.js';
import { listed, question, type Tok, work } from './phi-tokens.js';
import { findCuedTowns } from './phi-town-cues.js';
import { findTravelPlaces } from './phi-travel.js';
import type { Hit } from './pii-context.js';
import type { DigitRuns } from './pii-digits.js';

// "Suite 200", "Apt 4B", and a unit lettered alone ("Suite A", "Unit C").
const UNIT = `(?:,?[ \\t]*(?:${alt(UNIT_WORDS)})\\.?(?:[ \\t]*#)?[ \\t]*(?:\\d{1,6}[A-Za-z]?|[A-Z](?![\\p{L}\\d])))`;
/** A compass word after the street's type or number ("22 Customs Street East", "4165 Highway 101 North", "Main St NW"). */
const COMPASS = `(?:[ \\t]+(?:North|South|East|West|NORTH|SOUTH|EAST|WEST|NE|NW|SE|SW|N|S|E|W)\\.?(?![\\p{L}\\d]))?`;

/**
 * English "via" in prose ("transport via Lifestar Ambulance 1300", "d/c home via BrightStar Care"): a word
 * stands before it. Italian writes "via Roma 12" at a line's or a part's start, or after "in", "a", "abito".
 */
/** Up to four capitalized words after "via" (as many as stand there), the last one captured; a number after them is tested apart. */
const VIA_NAMED = /^[ \t]+(?:\p{Lu}[\p{L}'’&-]*[ \t]+){0,3}(\p{Lu}[\p{L}'’-]*)(?![\p{L}\d])/u;
const VIA_HEADS = new Set([...ORG_STRONG, 'service', 'services']);
function englishVia(text: string, t: Tok): boolean {
  if (t.lc !== 'via') return false;
  // "…, via National Ambulance Service", "Via Swiftline Couriers": a firm's or a service's name after it, no house
  // number, is no street.
  const after = text.slice(t.end, t.end + 80);
  const named = VIA_NAMED.exec(after);
  if (named !== null && VIA_HEADS.has(named[1]!.toLowerCase()) && !/^[ \t]+\d/.test(after.slice(named[0].length)))
    return true;
  if (t.cap) return false;
  const before = text.slice(Math.max(0, t.start - 12), t.start);
  // ("Arrival 02:14 via Allegheny County EMS": a time before it is prose too.)
  if (/\d:\d\d[ \t]+$/.test(before)) return true;
  return /[\p{L}][ \t]+$/u.test(before) && !/(?:^|[^\p{L}])(?:in|a|di|abito|residente|sede)[ \t]+$/iu.test(before);
}

/**
 * A road's number after its type, or a county road's letters: "State Highway 57", "Route 9A", "County Road KK" (not a
 * distance, "Rd 5 miles", nor a word in capitals after any other road, "Church Road I think").
 */
const ROUTE = `(?:(?<=(?:[Rr]oad|ROAD|[Hh]ighway|HIGHWAY|[Hh]wy|HWY|[Rr]oute|ROUTE))[ \\t]+\\d{1,4}[A-Z]?(?![\\p{L}\\d])(?![ \\t]*(?:mi|miles?|km|min|minutes?|hours?)(?![\\p{L}]))|(?<=(?:County|COUNTY)[ \\t]+(?:Road|Rd|Highway|Hwy|ROAD|RD|HIGHWAY|HWY))[ \\t]+[A-Z]{1,2}(?![\\p{L}\\d]))?`;
/**
 * "1200 Oak Street", "29 Rue de Tanger", "376 Rákóczi út 13", "692 Kuuse 53 Apt. 641", "279 E. Rodriguez Sr. Ave."
 * (initials and "Sr." in the name); no house number of two digits opens on a 0 ("01 DIEGO ORTEGA" is a list's entry).
 * `types`: the street types' alternation, in either case of their first letter, or in capitals too (altCaps).
 */
const houseFirst = (types: string) =>
  new RegExp(
    `(?:(?<![\\p{L}\\d.-])[NSEW](?=\\d{3,5}[ \\t])|(?<![\\p{L}\\d.-]|\\d:|[^\\p{L}],))(?!0\\d(?!\\d))\\d{1,6}(?:-\\d{1,3}(?=[ \\t]))?(?:-?[A-Za-z])?(?:[ \\t]+(?:\\p{Lu}\\p{Ll}?\\.|${W}|${J}|ul\\.|\\d{1,4}\\.?)){1,5}?[ \\t]+(?:(?:${types})\\.?(?![\\p{L}])(?:[ \\t]+(?![DdSs][rt]\\.?[ \\t]+\\p{Lu})(?:${types})\\.?(?![\\p{L}]))?${ROUTE}|\\d{1,5}[A-Za-z]?(?![\\p{L}\\d]))${COMPASS}${UNIT}?`,
    'uy',
  );
const HOUSE_FIRST = houseFirst(altCaps(STREET_TYPES));
/** The same without the types in capitals: what a street in capitals rejected there is read as (see houseAt). */
const HOUSE_PLAIN = houseFirst(alt(STREET_TYPES));
/** "Piazza Rezzonico 35", "ul. Biskupa Bogedaina 118", "rue de la Paix", "Gesterbyntie 68". */
const STREET_FIRST = new RegExp(
  `(?<![\\p{L}\\d])(?:(?:\\d{1,5}[ \\t]+)?(?:${alt(STREET_LEADS)})\\.?(?:[ \\t]+(?:${ABBR}|${NAME_W}|${J})){1,4}${HOUSE_NO}|[\\p{Lu}][\\p{L}]{2,30}(?:${STREET_ENDINGS.source.slice(3, -2)})[ \\t]+\\d{1,5}[A-Za-z]?)(?![\\p{L}\\d])${UNIT}?`,
  'uy',
);
/** After an address cue, a street without its house number first: "lives on Via dei Fiorentini 17", "corner of Kuusiku 7". */
const CUED_STREET = new RegExp(
  `(?:on|at|of|is|address:?)[ \\t]+((?:${W}|${J}|dei)(?:[ \\t]+(?:${W}|${J}|dei)){0,3}[ \\t]+(?:\\d{1,5}[A-Za-z]?\\.?(?![\\p{L}\\d])(?![ \\t]*(?:mg|mcg|g|ml|units?|%|mmol|meq|iu|mm|cm|kg|lbs?)(?![\\p{L}]))|(?:${alt(STREET_TYPES)})\\.?(?![\\p{L}])))`,
  'uy',
);
const ADDRESS_CUES = new Set(['on', 'at', 'of', 'is', 'address']);

/** "Apt. 931", "Suite 084", "P.O. Box 211", "PSC 5217, Box 4854", "USS Lorenzen FPO AE 25990". */
const UNIT_ONLY = new RegExp(
  `(?<![\\p{L}])(?:(?:apt|apartment|suite|ste|unit)\\.?(?:[ \\t]*#)?[ \\t]*\\d{1,6}[A-Za-z]?|(?:p\\.?[ \\t]?o\\.?|gpo)[ \\t]*box[ \\t]+\\d{1,6}|(?:locked|private)[ \\t]+bag[ \\t]+\\d{1,6}|psc[ \\t]+\\d{1,5},?[ \\t]*box[ \\t]+\\d{1,5}|(?:uss|usns|usnv)[ \\t]+${W}(?:(?:[ \\t]*\\n)?[ \\t]*fpo[ \\t]+a[aep][ \\t]+\\d{5})?|[apd]po[ \\t]+a[aep][ \\t]+\\d{5})(?![\\p{L}\\d])`,
  'iuy',
);
/** A ZIP code after a state ("IL 62704", "Illinois 62704-1234") or a ZIP / postal-code label. */
const STATE_ZIP = new RegExp(`(?<![\\p{L}])(${W}|[A-Z]{2})[ \\t]+(\\d{5}(?:-\\d{4})?)(?![\\d-])`, 'uy');
/**
 * Labels of other countries too: "PIN: 700017" (India, six digits only: a bare PIN is a secret's label), "CEP
 * (50030-230)", "C.P. 66220", "CAP 20121 Milano", "código postal 8330011", "code postal", "Postnummer"; short
 * Romanian "cod poștal", Chinese "邮编" and Japanese "郵便番号" (a full-width colon after them); short
 * labels that are also clinical abbreviations ("CP", "CAP") only before five digits and a town or punctuation
 * ("CAP 10000 units" is a dose). Argentina's "C1193AAE".
 */
const ZIP_LABEL =
  /(?<![\p{L}])(?:zip(?:[ \t]?code)?|postal[ \t]?code|post[ \t]?code|postcode|plz|cep|c[oó]digo[ \t]+postal|code[ \t]+postal|cod[ \t]+po[șşs]tal|邮编|郵編|郵便番号|郵遞區號|postnummer|postnr\.?|postinumero|kod[ \t]+pocztowy|psč|po[šs]tovn[ií][ \t]+[čc][ií]slo|ir[aá]ny[ií]t[oó]sz[aá]m|posta[ \t]+kodu|kode[ \t]+pos|poskod|m[ãa][ \t]+b[ưu]u[ \t]+ch[íi]nh|почтовый[ \t]+индекс|поштовий[ \t]+індекс|(?:индекс|індекс)(?=(?:[ \t]*:)?[ \t]*\d{5,6}(?!\d))|пощенски[ \t]+код|поштански[ \t]+број|الرمز[ \t]+البريدي|کد[ \t]+پستی|מיקוד(?=(?:[ \t]*:)?[ \t]*\d{5,7}(?!\d))|우편번호|पिन[ \t]?कोड|ταχυδρομικός[ \t]+κώδικας|τ\.[ \t]?κ\.|(?:pin(?:[ \t]?code)?|pincode)(?=(?:[ \t]*[:#-])?[ \t]*\d{6}(?!\d))|(?:cap|cp|c\.[ \t]?p\.)(?=(?:[ \t]*:)?[ \t]*\d{5}(?![\d-])(?![ \t]*(?:units?|iu|mg|mcg|ml|patients?|cells|copies|trials?|tabs?|times|cases|mm)(?![\p{L}]))))(?:[ \t]*(?:is|:|：|#|no\.?|-))?[ \t]*\(?([A-Z]{1,2}\d[\dA-Z]?[ \t]?\d[A-Z]{2}|[A-Z]\d[A-Z][ \t]?\d[A-Z]\d|[A-Z]\d{4}[A-Z]{3}|\d{6,10}|\d{2,5}(?:[- \t]\d{2,4})?(?:[ \t][A-Z]{2}(?![\p{L}]))?)(?![\p{L}\d])/iuy;
/** "Cook County", "Parish of X", "County of X". */
const COUNTY = new RegExp(
  `(?<![\\p{L}])(?:(?:${W}[ \\t]+){0,2}${W}[ \\t]+(?:County|Parish|Borough)|(?:County|Parish)[ \\t]+of[ \\t]+${W}(?:[ \\t]+${W}){0,2})(?![\\p{L}])`,
  'uy',
);

/** The match of sticky `re` at `pos`, pushed as `type` (its group `group`); returns where it ended, or -1. */
function tryAt(re: RegExp, text: string, pos: number, type: string, out: Hit[], group = 0): number {
  re.lastIndex = pos;
  const m = re.exec(text);
  work.steps += m === null ? 1 : m[0].length;
  const g = m?.[group];
  if (m === null || g === undefined) return -1;
  const start = m.index + m[0].indexOf(g);
  out.push({ type, start, end: start + g.length, rank: PLACE_RANK.address });
  return m.index + m[0].length;
}

const UNIT_ANCHORS = new Set([
  'apt',
  'apartment',
  'suite',
  'ste',
  'unit',
  'p',
  'po',
  'psc',
  'gpo',
  'locked',
  'private',
  'uss',
  'usns',
  'usnv',
  'apo',
  'fpo',
  'dpo',
]);
/** The first words of the postal-code labels of ZIP_LABEL (the tokenizer keeps them, phi-text.ts). */
export const ZIP_LABEL_WORDS: readonly string[] = [
  ...'zip zipcode postal post postcode plz cep código codigo code cod 邮编 郵編 郵便番号 郵遞區號 postnummer postnr postinumero kod pin pincode'.split(
    ' ',
  ),
  ...'psč psc poštovní postovni irányítószám iranyitoszam posta kode poskod почтовый поштовий индекс індекс пощенски поштански'.split(
    ' ',
  ),
  ...'الرمز کد מיקוד 우편번호 पिन पिनकोड ταχυδρομικός τ'.split(' '),
];
const ZIP_ANCHORS = new Set([...ZIP_LABEL_WORDS, 'cap', 'cp', 'c']);
const COUNTY_WORDS = new Set(['county', 'parish', 'borough', 'co']);
const HOUSE_BEFORE = /\d{1,5}[ \t]+$/;
const isDigit = (c: number) => c >= 48 && c <= 57;

/**
 * The address regexes, each tried only where it can start (a house number, a street word, a
 * unit word, a ZIP label, a county word): sticky regexes, so the text is not searched once per pattern.
 */
const A_STREET = 1;
const A_UNIT = 2;
const A_ZIP = 4;
const A_COUNTY = 8;
const A_CUE = 16;
/** Anchor words, one look-up per token: which address patterns may start at (or end with) the word. */
const ANCHORS = new Map<string, number>();
const mark = (words: Iterable<string>, bit: number) => {
  for (const w of words) ANCHORS.set(w, (ANCHORS.get(w) ?? 0) | bit);
};
mark(STREET_LEADS, A_STREET);
mark(UNIT_ANCHORS, A_UNIT);
mark(ZIP_ANCHORS, A_ZIP);
mark(COUNTY_WORDS, A_COUNTY);
mark(ADDRESS_CUES, A_CUE);
const ANCHOR_WORDS: ReadonlySet<string> = new Set(ANCHORS.keys());
const ANCHOR_Q = question();

function findAddresses(text: string, toks: Tok[], digits: DigitRuns, out: Hit[]): void {
  let house = 0;
  // House numbers: the text's runs of digits (pii-digits.ts).
  for (let r = 0; r < digits.n; r++) {
    work.steps++;
    const start = digits.starts[r]!;
    const end = digits.ends[r]!;
    // A house number is followed by a space or tab (or a letter, "12A", or a dash and a letter, "45-B") before the street name.
    const c = text.charCodeAt(end);
    // ("31-10 Steinway St", "87-15 37th Ave": Queens numbers the house by its cross street and its lot.)
    const lettered = c === 45 && /^(?:[A-Za-z]|\d{1,3})[ \t]/.test(text.slice(end + 1, end + 5));
    // ("W6120 Elm Street", "N4521 State Highway 57": the grid numbers of Wisconsin and Illinois put a compass letter first.)
    const grid = start > 0 && /[NSEW]/.test(text.charAt(start - 1)) && !/[\p{L}\d]/u.test(text.charAt(start - 2));
    if (start >= house && (c === 32 || c === 9 || (c | 32) >= 97 || lettered))
      house = Math.max(house, houseAt(text, grid ? start - 1 : start, out));
  }
  let street = 0;
  let unit = 0;
  let zip = 0;
  let county = 0;
  for (let k = 0; k < toks.length; k++) {
    work.steps++;
    const t = toks[k]!;
    const numbered = text.charCodeAt(t.end) === 32 && isDigit(text.charCodeAt(t.end + 1));
    if (numbered) stateZipAt(text, t.start, out);
    else if (t.upper && (fieldAround(text, t, 44) || fieldAround(text, t, 39) || fieldAround(text, t, 34)))
      csvZipAt(text, t, out);
    const a = listed(t.w, ANCHOR_Q, ANCHOR_WORDS) ? ANCHORS.get(t.lc)! : 0;
    const ending = t.cap && numbered && t.lc.length > 4 && STREET_ENDINGS.test(t.lc);
    if (a === 0 && !ending) continue;
    // "Smith et al. Lancet 2005": a citation, not an alley (Polish "al.").
    const citation = t.lc === 'al' && /(?:^|[^\p{L}])et[ \t]+$/u.test(text.slice(Math.max(0, t.start - 4), t.start));
    if (t.start >= street && (a & A_STREET || ending) && !englishVia(text, t) && !citation) {
      // "29 Rue de Tanger": start at the house number before a street word.
      const before = HOUSE_BEFORE.exec(text.slice(Math.max(0, t.start - 8), t.start));
      const from = before === null ? t.start : t.start - before[0].length;
      if (!proseLead(text, from)) street = Math.max(street, tryAt(STREET_FIRST, text, from, 'STREET_ADDRESS', out));
    }
    if (t.start >= street && a & A_CUE) street = Math.max(street, cuedStreetAt(text, t.start, out));
    if (t.start >= unit && a & A_UNIT) unit = Math.max(unit, tryAt(UNIT_ONLY, text, t.start, 'STREET_ADDRESS', out));
    if (t.start >= zip && a & A_ZIP) zip = Math.max(zip, tryAt(ZIP_LABEL, text, t.start, 'ZIP', out, 1));
    if (t.cap && a & A_COUNTY) {
      for (let b = Math.max(0, k - 3); b <= k; b++) {
        // "The County Council": a function word is no county's name.
        if (toks[b]!.start < county || (b < k && isStop(toks[b]!.lc))) continue;
        const end = tryAt(COUNTY, text, toks[b]!.start, 'COUNTY', out);
        if (end > 0) {
          county = end;
          break;
        }
      }
      if (t.start >= county && (t.lc === 'county' || t.lc === 'co'))
        county = Math.max(county, countyFirstAt(text, toks, k, out));
    }
  }
}

/** Whether character `c` stands right before and right after the token (a CSV column, a quoted SQL value). */
const fieldAround = (text: string, t: Tok, c: number) =>
  text.charCodeAt(t.end) === c && text.charCodeAt(t.start - 1) === c;

const POST_BOX = /^(?:post(?:box|fach)|box)$/i;

/** A clinical abbreviation between two numbers: two to five letters, two of them capitals ("BP", "IgE", "SpO2"'s letters). */
const ABBREVIATION = /^(?=\p{L}*\p{Lu}\p{L}*\p{Lu})\p{L}{2,5}$/u;
/** A unit, a percentage or a ratio right after the last number. */
const MEASURE_AFTER =
  /^(?:\/\d|[ \t]*(?:%|mg|mcg|µg|g|ml|mL|l|L|mmol|meq|mEq|iu|IU|units?|u\/|ku|kU|mmhg|mmHg|cm|mm|kg|lbs?|bpm)(?![\p{L}]))/u;

/** What may follow a street in capitals on its own line: the line's or the part's end, or a unit. */
const CAPS_END = /^[ \t]*(?:$|[\r\n,;]|(?:UNIT|APT|STE|SUITE|FL|RM|#)(?![A-Z]))/;
/** An address cue in capitals right before a house number. */
const CAPS_CUE = /(?:(?:LIVES?|LIVING|RESIDES?|RESIDING)[ \t]+AT|ADDRESS(?:[ \t]*:)?)[ \t]*$/;

/** A house-number match is an address only if its words are not ordinary or medical ("take 2 Tylenol 500"). */
function houseAt(text: string, pos: number, out: Hit[], re = HOUSE_FIRST): number {
  // "…, 120 00 Praha 2": a postal code before its town (phi-street-shapes.ts); no house number starts inside it.
  if (text.charCodeAt(pos + 3) === 32 && splitCodeAt(text, pos)) return pos + 6;
  re.lastIndex = pos;
  const m = re.exec(text);
  if (m === null) return oneWordStreetAt(text, pos, out);
  const words = m[0].match(/\p{L}[\p{L}\p{M}'’-]*/gu) ?? [];
  // One loop over the words, each lower-cased once (this runs at every house-number-shaped match).
  let typed = false;
  let medical = false;
  let plain = true;
  // Without a street type, a run of English words before a number is a title, not a street ("5 Musicians Of The 70s").
  let english = true;
  // "11:40 Mrs Patricia Ormerod 78": without a street type, a title makes the words a person and the numbers a time and an age.
  let titled = false;
  for (const w of words) {
    const lc = w.toLowerCase();
    const upper = w[0] === w[0]!.toUpperCase();
    if (upper && STREET_TYPES.has(lc)) typed = true;
    if (TITLES.has(lc)) titled = true;
    if (MEDICAL.has(lc)) medical = true;
    if (upper && plain && !isCommon(lc)) plain = false;
    if (upper && english && !(isEnglish(lc) && !POST_BOX.test(w))) english = false;
  }
  // "69907 Lyon Cedex 20": a French postal code, its town and the CEDEX office, not a house and its street.
  if (medical || words.length === 0 || (!typed && (plain || english || titled)) || /[ \t]cedex(?![\p{L}])/iu.test(m[0]))
    return -1;
  // A street's type in capitals ("5520 GOVERNMENT ST", "418 CASCADE AVENUE SW") is as often a word of a note in
  // capitals ("ECG 12 LEAD ST", "16 FR IN PLACE", "WAIT 24 HOURS BEFORE YOU DRIVE"): it ends a street only with no
  // function word among the words, opening its line or after "AT"/"TO" with the line or its part ending there, or
  // after an address cue ("LIVES AT 418 …"). Otherwise the words are read as before capitals counted.
  if (
    re === HOUSE_FIRST &&
    words.some((w) => w.length > 1 && w === w.toUpperCase() && STREET_TYPES.has(w.toLowerCase()))
  ) {
    const before = text.slice(Math.max(0, m.index - 24), m.index);
    const opens = /(?:^|\n)[ \t]*$|(?:^|[^A-Za-z])(?:AT|TO|FROM|at|to|from)[ \t]+$/.test(before);
    const ends = CAPS_END.test(text.slice(m.index + m[0].length, m.index + m[0].length + 8));
    if (words.some((w) => isStop(w.toLowerCase())) || !((opens && ends) || CAPS_CUE.test(before)))
      return houseAt(text, pos, out, HOUSE_PLAIN);
  }
  // "HR 88 BP 118/70", "Ara h 2 IgE 18 kU/L", "Pos. 2 Pantoprazol 20 mg": without a street type, numbers around
  // abbreviations, or a number before a unit or a ratio, are measurements.
  if (
    !typed &&
    (words.every((w) => ABBREVIATION.test(w)) ||
      MEASURE_AFTER.test(text.slice(m.index + m[0].length, m.index + m[0].length + 8)))
  )
    return -1;
  out.push({ type: 'STREET_ADDRESS', start: m.index, end: m.index + m[0].length, rank: PLACE_RANK.address });
  return m.index + m[0].length;
}

/**
 * Month words and weekdays' abbreviations: "on Nov 3", "is Tue 11/3" are dates (phi-dates.ts), not streets named Nov
 * or Tue, unless a street's type ends them ("Friday Harbor Rd", "Wednesday Street").
 */
const MONTH_WORDS = new Set(
  `jan january feb february mar march apr april may jun june jul july aug august sep sept september oct october nov
  november dec december mon monday tue tues tuesday wed weds wednesday thu thur thurs thursday fri friday saturday
  sunday`.split(/\s+/),
);

/** A cued street counts only with a word that is no English, medical or month word ("on Page 3", "on Lasix 40" are not streets). */
function cuedStreetAt(text: string, pos: number, out: Hit[]): number {
  CUED_STREET.lastIndex = pos;
  const m = CUED_STREET.exec(text);
  work.steps++;
  if (m === null) return -1;
  const street = m[1]!;
  const words = (street.match(/\p{L}[\p{L}\p{M}'’-]*/gu) ?? []).map((w) => w.toLowerCase());
  const start = m.index + m[0].length - street.length;
  if (
    words.some((w) => MEDICAL.has(w)) ||
    (words.some((w) => MONTH_WORDS.has(w)) && !STREET_TYPES.has(words[words.length - 1]!)) ||
    (!words.some((w) => !isEnglish(w) && !STREET_TYPES.has(w)) && !roadTyped(text, words, start + street.length))
  )
    return -1;
  out.push({ type: 'STREET_ADDRESS', start, end: start + street.length, rank: PLACE_RANK.address });
  return start + street.length;
}

function stateZipAt(text: string, pos: number, out: Hit[]): void {
  STATE_ZIP.lastIndex = pos;
  const m = STATE_ZIP.exec(text);
  if (m === null) return;
  const state = m[1]!;
  const lc = state.toLowerCase();
  const isState = US_STATES.has(lc) && (state.length > 2 || state === state.toUpperCase());
  if (!isState && !COUNTRIES.has(lc) && !isCity(lc)) return;
  const zip = m[2]!;
  const start = m.index + m[0].length - zip.length;
  out.push({ type: 'ZIP', start, end: start + zip.length, rank: PLACE_RANK.address });
}

/** `cues`: where the tokenizer saw cue words (phi-cues.ts); the organization rules of ADR 0088 gate on theirs. */
export function findPlaces(text: string, toks: Tok[], digits: DigitRuns, out: Hit[], cues?: Cues): void {
  findAddresses(text, toks, digits, out);
  findIntlStreets(text, digits, out);
  findAddressBlocks(text, out);
  findTownsAboveCountries(text, out);
  findCities(text, toks, out);
  findTravelPlaces(text, toks, out);
  findCuedTowns(text, toks, out);
  findOrgs(text, toks, out, cues);
}
