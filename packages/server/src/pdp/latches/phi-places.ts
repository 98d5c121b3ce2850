/**
 * Geographic units smaller than a state, and organization names (ADR 0038): STREET_ADDRESS (house
 * number and street, street-first forms of other languages, unit and box numbers, military
 * addresses), CITY (gazetteer with a place cue, before ", ST", or unambiguous), COUNTY, ZIP (the
 * whole code: see the ADR on the three-digit rule) and ORGANIZATION (capitalized words ending in
 * Hospital, Clinic, Inc…). States and countries are left in clear, as Safe Harbor allows.
 * Every regex has bounded repetition and is tried at most once per start, so the pass is linear.
 */

import {
  COUNTRIES,
  isCity,
  isCommon,
  isName,
  MEDICAL,
  ORG_JOINERS,
  ORG_TAILS,
  PLACE_CUES,
  STREET_ENDINGS,
  STREET_LEADS,
  STREET_TYPES,
  TITLES,
  UNIT_WORDS,
  US_STATES,
} from './phi-lexicon.js';
import { joined, type Tok } from './phi-tokens.js';
import type { Hit } from './pii-context.js';

export const PLACE_RANK = { address: 6, org: 6, cued: 5, bare: 3 } as const;

/** An alternation of the words, each matching with its first letter in either case ("Street", "street"). */
const alt = (s: ReadonlySet<string>) =>
  [...s]
    .sort((a, b) => b.length - a.length)
    .map((w) => `[${w[0]}${w[0]!.toUpperCase()}]${w.slice(1)}`)
    .join('|');
const W = "[\\p{Lu}][\\p{L}\\p{M}'’-]{0,30}";
const J = '(?:de|la|le|du|des|del|della|di|da|do|dos|das|van|von|der|den|ter|y|e|the|of)';
const UNIT = `(?:,?[ \\t]*(?:${alt(UNIT_WORDS)})\\.?[ \\t]*#?[ \\t]*\\d{1,6}[A-Za-z]?)`;

/** "1200 Oak Street", "29 Rue de Tanger", "376 Rákóczi út 13", "692 Kuuse 53 Apt. 641". */
const HOUSE_FIRST = new RegExp(
  `(?<![\\p{L}\\d.,-])\\d{1,6}[A-Za-z]?(?:[ \\t]+(?:${W}|${J}|ul\\.|\\d{1,4}\\.?)){1,5}?[ \\t]+(?:(?:${alt(STREET_TYPES)})\\.?(?![\\p{L}])|\\d{1,5}[A-Za-z]?(?![\\p{L}\\d]))${UNIT}?`,
  'gu',
);
/** "Piazza Rezzonico 35", "ul. Biskupa Bogedaina 118", "rue de la Paix", "Gesterbyntie 68". */
const STREET_FIRST = new RegExp(
  `(?<![\\p{L}\\d])(?:(?:\\d{1,5}[ \\t]+)?(?:${alt(STREET_LEADS)})\\.?(?:[ \\t]+(?:${W}|${J})){1,4}(?:[ \\t]+\\d{1,5}[A-Za-z]?)?|[\\p{Lu}][\\p{L}]{2,30}(?:${STREET_ENDINGS.source.slice(3, -2)})[ \\t]+\\d{1,5}[A-Za-z]?)(?![\\p{L}\\d])${UNIT}?`,
  'gu',
);
/** "Apt. 931", "Suite 084", "P.O. Box 211", "PSC 5217, Box 4854", "USS Lorenzen FPO AE 25990". */
const UNIT_ONLY = new RegExp(
  `(?<![\\p{L}])(?:(?:apt|apartment|suite|ste|unit)\\.?[ \\t]*#?[ \\t]*\\d{1,6}[A-Za-z]?|p\\.?[ \\t]?o\\.?[ \\t]*box[ \\t]+\\d{1,6}|psc[ \\t]+\\d{1,5},?[ \\t]*box[ \\t]+\\d{1,5}|(?:uss|usns|usnv)[ \\t]+${W}(?:[ \\t]*\\n?[ \\t]*fpo[ \\t]+a[aep][ \\t]+\\d{5})?|[apd]po[ \\t]+a[aep][ \\t]+\\d{5})(?![\\p{L}\\d])`,
  'giu',
);
/** A ZIP code after a state ("IL 62704", "Illinois 62704-1234") or a ZIP / postal-code label. */
const STATE_ZIP = new RegExp(`(?<![\\p{L}])(${W}|[A-Z]{2})[ \\t]+(\\d{5}(?:-\\d{4})?)(?![\\d-])`, 'gu');
const ZIP_LABEL =
  /(?<![\p{L}])(?:zip(?:[ \t]?code)?|postal[ \t]?code|post[ \t]?code|postcode|plz|cep)[ \t]*(?:is|:|#|no\.?)?[ \t]*([A-Z]{1,2}\d[\dA-Z]?[ \t]?\d[A-Z]{2}|[A-Z]\d[A-Z][ \t]?\d[A-Z]\d|\d{2,5}(?:[- \t]\d{2,4})?(?:[ \t][A-Z]{2}(?![\p{L}]))?)(?![\p{L}\d])/giu;
/** "Cook County", "Parish of X", "County of X". */
const COUNTY = new RegExp(
  `(?<![\\p{L}])(?:(?:${W}[ \\t]+){0,2}${W}[ \\t]+(?:County|Parish|Borough)|(?:County|Parish)[ \\t]+of[ \\t]+${W}(?:[ \\t]+${W}){0,2})(?![\\p{L}])`,
  'gu',
);

function scan(re: RegExp, text: string, type: string, rank: number, out: Hit[], group = 0): void {
  re.lastIndex = 0;
  for (let m = re.exec(text); m !== null; m = re.exec(text)) {
    const g = m[group];
    if (g === undefined) continue;
    const start = m.index + m[0].indexOf(g);
    out.push({ type, start, end: start + g.length, rank });
  }
}

/** A house-number match is an address only if its words are not ordinary or medical ("take 2 Tylenol 500"). */
function findHouseFirst(text: string, out: Hit[]): void {
  HOUSE_FIRST.lastIndex = 0;
  for (let m = HOUSE_FIRST.exec(text); m !== null; m = HOUSE_FIRST.exec(text)) {
    const words = m[0].match(/\p{L}[\p{L}\p{M}'’-]*/gu) ?? [];
    const typed = words.some((w) => STREET_TYPES.has(w.toLowerCase()) && w[0] === w[0]!.toUpperCase());
    const ordinary = words.some((w) => MEDICAL.has(w.toLowerCase()));
    const plain = words.filter((w) => w[0] === w[0]!.toUpperCase()).every((w) => isCommon(w.toLowerCase()));
    if (ordinary || words.length === 0 || (!typed && plain)) {
      HOUSE_FIRST.lastIndex = m.index + 1;
      continue;
    }
    out.push({ type: 'STREET_ADDRESS', start: m.index, end: m.index + m[0].length, rank: PLACE_RANK.address });
  }
}

function findStateZips(text: string, out: Hit[]): void {
  STATE_ZIP.lastIndex = 0;
  for (let m = STATE_ZIP.exec(text); m !== null; m = STATE_ZIP.exec(text)) {
    const state = m[1]!;
    const lc = state.toLowerCase();
    const isState = US_STATES.has(lc) && (state.length > 2 || state === state.toUpperCase());
    if (!isState && !COUNTRIES.has(lc) && !isCity(lc)) continue;
    const zip = m[2]!;
    const start = m.index + m[0].length - zip.length;
    out.push({ type: 'ZIP', start, end: start + zip.length, rank: PLACE_RANK.address });
  }
}

/** Capitalized tokens from `i` that form a city in the gazetteer, longest first (up to 3 words). */
function cityAt(text: string, toks: Tok[], i: number): number {
  for (let n = 3; n >= 1; n--) {
    if (i + n > toks.length) continue;
    let ok = true;
    for (let k = i; k < i + n; k++) if (!toks[k]!.cap || (k > i && !joined(text, toks[k - 1]!, toks[k]!))) ok = false;
    if (!ok) continue;
    const lc =
      n === 1
        ? toks[i]!.lc
        : toks
            .slice(i, i + n)
            .map((t) => t.lc)
            .join(' ');
    if (isCity(lc) && !COUNTRIES.has(lc) && !US_STATES.has(lc) && !MEDICAL.has(lc)) return i + n;
  }
  return i;
}

function findCities(text: string, toks: Tok[], out: Hit[]): void {
  for (let i = 0; i < toks.length; i++) {
    const t = toks[i]!;
    if (!t.cap) continue;
    const end = cityAt(text, toks, i);
    if (end === i) continue;
    const last = toks[end - 1]!;
    const prev = toks[i - 1];
    const cue = prev !== undefined && PLACE_CUES.has(prev.lc) && t.start - prev.end <= 2;
    // "Springfield, IL" / "Springfield, Illinois": a city before a state.
    const nextTok = toks[end];
    const beforeState =
      /^,[ \t]*$/.test(text.slice(last.end, nextTok?.start ?? last.end)) &&
      nextTok !== undefined &&
      US_STATES.has(nextTok.lc) &&
      (nextTok.upper || nextTok.lc.length > 2);
    const lc = t.lc;
    const single = end - i === 1;
    // "shouted at Gary", "gave it to Linda": after a bare preposition a given name is a person, not a town.
    if (single && cue && !beforeState && WEAK_PLACE_CUES.has(prev!.lc) && isName(lc)) continue;
    if (!single && toks.slice(i, end).every((k) => isCommon(k.lc))) continue;
    let rank = 0;
    if (cue || beforeState) rank = PLACE_RANK.cued;
    else if (!single || (!isCommon(lc) && !isName(lc)) || (t.upper && !isCommon(lc))) rank = PLACE_RANK.bare;
    // A common word ("in May", "to Reading") is a city only before a state.
    if (rank === 0 || (single && isCommon(lc) && !beforeState)) continue;
    if (TITLES.has(prev?.lc ?? '') && prev?.cap) continue;
    out.push({ type: 'CITY', start: t.start, end: last.end, rank });
    i = end - 1;
  }
}

const WEAK_PLACE_CUES = new Set(['at', 'to', 'in', 'near']);
const ABBREV_DOT = /^(?:st|mt|ft)$/;

/** Capitalized words ending in an organization word: "St. Mary Hospital", "Springfield General", "Civic Impulse LLC". */
function findOrgs(text: string, toks: Tok[], out: Hit[]): void {
  for (let j = 1; j < toks.length; j++) {
    const tail = toks[j]!;
    if (!tail.cap || !ORG_TAILS.has(tail.lc.replace(/\.$/, ''))) continue;
    let i = j;
    let proper = false;
    while (i > 0 && j - i < 5) {
      const p = toks[i - 1]!;
      const g = text.slice(p.end, toks[i]!.start);
      const glue = g === ' ' || (g === '. ' && ABBREV_DOT.test(p.lc)) || g === ' & ';
      if (!glue || !(p.cap || ORG_JOINERS.has(p.lc))) break;
      if (p.cap && TITLES.has(p.lc) && !ABBREV_DOT.test(p.lc)) break;
      i--;
      if (
        p.cap &&
        !ORG_TAILS.has(p.lc) &&
        (!isCommon(p.lc) || US_STATES.has(p.lc) || ABBREV_DOT.test(p.lc) || p.lc === 'saint')
      )
        proper = true;
    }
    while (i < j && !toks[i]!.cap) i++;
    if (i < j && isCommon(toks[i]!.lc) && !proper) continue;
    if (!proper) continue;
    // "University of Chicago", "Hospital for Special Surgery": the name may go on after "of".
    let end = j;
    const of = toks[j + 1];
    if (of !== undefined && (of.lc === 'of' || of.lc === 'for') && text.slice(tail.end, of.start) === ' ') {
      let k = j + 2;
      while (k < toks.length && k - j < 5 && toks[k]!.cap && text.slice(toks[k - 1]!.end, toks[k]!.start) === ' ') k++;
      if (k > j + 2) end = k - 1;
    }
    out.push({ type: 'ORGANIZATION', start: toks[i]!.start, end: toks[end]!.end, rank: PLACE_RANK.org });
  }
}

export function findPlaces(text: string, toks: Tok[], out: Hit[]): void {
  findHouseFirst(text, out);
  scan(STREET_FIRST, text, 'STREET_ADDRESS', PLACE_RANK.address, out);
  scan(UNIT_ONLY, text, 'STREET_ADDRESS', PLACE_RANK.address, out);
  findStateZips(text, out);
  scan(ZIP_LABEL, text, 'ZIP', PLACE_RANK.address, out, 1);
  scan(COUNTY, text, 'COUNTY', PLACE_RANK.address, out);
  findCities(text, toks, out);
  findOrgs(text, toks, out);
}
