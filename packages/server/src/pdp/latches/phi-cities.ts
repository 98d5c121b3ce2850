/**
 * CITY (ADR 0038): towns from the gazetteer after a place cue, before ", ST", or unambiguous;
 * towns in no list after a place verb or before a postal code (phi-unlisted-places.ts); and the postal code after a town.
 */
import { big } from './phi-big-cities.js';
import { longTownAt, placePrep } from './phi-cities-long.js';
import {
  COUNTRIES,
  isCity,
  isCommon,
  isEnglish,
  isName,
  MEDICAL,
  mayStartCity,
  ORG_TAILS,
  PLACE_CUES,
  STREET_TYPES,
  US_STATES,
} from './phi-lexicon.js';
import { TOWN_HEADS } from './phi-medical-eponyms.js';
import { titleBefore } from './phi-name-kinds.js';
import { practiceWord } from './phi-org-words.js';
import {
  abbreviationJoined,
  dottedCityAt,
  isRegionName,
  REGIONS,
  regionEnd,
  stateAfter,
  townBeforeState,
} from './phi-regions.js';
import { asked, joined, listed, question, type Tok, work } from './phi-tokens.js';
import { TOWN_PARTICLES } from './phi-town-particles.js';
import { MONTHS_DAYS, unlistedPlaceAt } from './phi-unlisted-places.js';
import type { Hit } from './pii-context.js';

/** Only blanks between the line's start and a word. */
/** The places of a hospital that take a number or a letter ("Ward 4", "Bay 3", "Wing B"). */
const WARD_WORDS = new Set([
  'ward',
  'bay',
  'bed',
  'wing',
  'pod',
  'room',
  'floor',
  'level',
  'theatre',
  'tower',
  'block',
]);
const WARD_NUMBER = /^[ \t]{1,2}(?:\d{1,3}[A-Za-z]?|[A-Z])(?![\p{L}\d])/u;
/** Whether the word `lc` ending at `end` is a hospital's ward or bay by its number ("moved to Ward 4"), though town lists hold it. */
export const wardAt = (text: string, lc: string, end: number) =>
  WARD_WORDS.has(lc) && WARD_NUMBER.test(text.slice(end, end + 6));
const LABEL_LINE = /(?:^|\n)[ \t]*$/;

export const PLACE_RANK = { address: 6, org: 6, cued: 5, bare: 3 } as const;

/** Capitalized tokens from `i` that form a city in the gazetteer, longest first (up to 3 words). */
function cityAt(text: string, toks: Tok[], i: number): number {
  for (let n = 3; n >= 1; n--) {
    if (i + n > toks.length) continue;
    let ok = true;
    let dotted = false;
    work.steps += n;
    for (let k = i; k < i + n && ok; k++) {
      // "Alcalá de Henares", "Castelnuovo di Porto": a particle between two capitalized words.
      if (!toks[k]!.cap && !(n === 3 && k === i + 1 && TOWN_PARTICLES.has(toks[k]!.lc))) ok = false;
      else if (k > i && !joined(text, toks[k - 1]!, toks[k]!)) {
        if (abbreviationJoined(text, toks[k - 1]!, toks[k]!)) dotted = true;
        else ok = false;
      }
    }
    if (!ok) continue;
    // "Sault Ste. Marie", "St. Albans": the gazetteer writes such towns with the dot or spelled out.
    if (dotted) {
      if (dottedCityAt(toks, i, n)) return i + n;
      continue;
    }
    // Most capitalized words start no city of several words: no phrase is built for them.
    if (n > 1 && !asked(toks[i]!.w, CITY_HEAD_Q, mayStartCity)) continue;
    // The phrase by concatenation: no array per try (this runs at every capitalized word that may start a city).
    const lc =
      n === 1
        ? toks[i]!.lc
        : n === 2
          ? `${toks[i]!.lc} ${toks[i + 1]!.lc}`
          : `${toks[i]!.lc} ${toks[i + 1]!.lc} ${toks[i + 2]!.lc}`;
    // "Country Club", "St.": a phrase ending in an organization word, or a lone abbreviation, is no town; before
    // its state it is one ("Newport News, VA", "Falls Church, Virginia").
    if (n > 1 && listed(toks[i + n - 1]!.w, ORG_TAIL_Q, ORG_TAILS) && !townBeforeState(text, toks, i + n, lc)) continue;
    if (n === 1) {
      if (asked(toks[i]!.w, LONE_TOWN_Q, loneTown)) return i + 1;
      // An eponym that is also a town is the town before its state in an address ("Quarry Road, Barre,
      // VT", "Barre, Vermont", "Barre, VT 05641"); "PMH: Whipple, MI 2019", "Foley, NC 2L" are not.
      if (MEDICAL.has(lc) && isCity(lc) && townBeforeState(text, toks, i + 1, lc) && inAddress(text, toks, i))
        return i + 1;
      // "22 Kelvin Way,Glasgow,G3 7TA": between a street and its postal code too (ADR 0085).
      if (MEDICAL.has(lc) && isCity(lc) && streetBefore(text, toks, i) && codeAfter(text, toks[i]!.end)) return i + 1;
      continue;
    }
    if (isCity(lc) && !COUNTRIES.has(lc) && !US_STATES.has(lc) && !MEDICAL.has(lc)) return i + n;
  }
  return i;
}

/** A street type and a comma before token `i`, or after it a state written out or a state code and a ZIP code. */
function inAddress(text: string, toks: Tok[], i: number): boolean {
  return streetBefore(text, toks, i) || STATE_AFTER.test(text.slice(toks[i]!.end, toks[i]!.end + 24));
}
/** A street type and a comma right before token `i` ("Kelvin Way,Glasgow"). */
function streetBefore(text: string, toks: Tok[], i: number): boolean {
  const p = toks[i - 1];
  return p !== undefined && STREET_TYPES.has(p.lc) && /^\.?,[ \t]*$/.test(text.slice(p.end, toks[i]!.start));
}
const STATE_AFTER = /^,?[ \t]+(?:\p{Lu}\p{Ll}{3,}|[A-Z]{2}[ \t]+\d{5}(?!\d))/u;
/** A British or a numeric postal code right after the town and a comma ("Glasgow,G3 7TA", "Bath, BA1 2AB"). */
const CODE_AFTER = /^(?:[ \t]*,)?[ \t]*(?:[A-Z]{1,2}\d[\dA-Z]?[ \t]?\d[A-Z]{2}|\d{4,6})(?![\p{L}\d])/u;
const codeAfter = (text: string, end: number) => CODE_AFTER.test(text.slice(end, end + 12));

const ABBREVIATIONS = new Set(['st', 'mt', 'ft', 'dr', 'ave', 'rd']);

/**
 * cityAt's questions about one word, asked once per word of a call (phi-tokens.ts Word): may a
 * town of several words start with it, does it end an organization name, is it a town by itself
 * (in the gazetteer, and no abbreviation, country, state or medical word).
 */
const CITY_HEAD_Q = question();
const ORG_TAIL_Q = question();
const loneTown = (lc: string) =>
  !ABBREVIATIONS.has(lc) && isCity(lc) && !COUNTRIES.has(lc) && !US_STATES.has(lc) && !MEDICAL.has(lc);
const LONE_TOWN_Q = question();

/**
 * Whether token `i`, a town that is also a common word, is cued as the town: lower-case "in" or "near"
 * right before it, after a word of living, working or a place of business ("works in Auburn", "a store
 * in Mobile", "lives near Reading"). Elsewhere "in Normal range", "in Progress", "in Home isolation" are
 * ordinary words.
 */
function commonTownCued(text: string, toks: Tok[], i: number): boolean {
  const p = toks[i - 1];
  if (p === undefined || (p.lc !== 'in' && p.lc !== 'near') || p.cap) return false;
  if (!/^[ \t]{1,2}$/.test(text.slice(p.end, toks[i]!.start)) || NOT_TOWNS_AFTER_IN.has(toks[i]!.lc)) return false;
  return PLACE_HEAD_BEFORE.test(text.slice(Math.max(0, p.start - 14), p.start));
}
/** Capitalized after "in" for another reason: languages, seasons, the divine. */
const NOT_TOWNS_AFTER_IN = new Set(
  'english french german dutch polish spanish italian greek russian chinese arabic hebrew latin spring summer fall autumn winter god christ heaven'.split(
    ' ',
  ),
);
const PLACE_HEAD_BEFORE =
  /(?:^|[^\p{L}])(?:lives?|living|lived|works?|working|worked|stays?|staying|stayed|located|based|born|raised|store|shop|office|practice|house|home|apartment|family|relatives|friends|job|plant|branch|farm)[ \t]+$/iu;

/**
 * commonTownCued, with the clause ending after the town or going on with a function word ("works in
 * Reading now"); "in Reading level", "in Reading Room", "in Range of Motion" are other phrases.
 */
function inProse(text: string, toks: Tok[], i: number, end: number): boolean {
  if (!commonTownCued(text, toks, i)) return false;
  const after = text.slice(toks[end - 1]!.end, toks[end - 1]!.end + 8);
  return CLAUSE_GOES_ON.test(after) && !TITLE_JOIN.test(after);
}
/** What may follow such a town: the clause's end, or a function word. */
const CLAUSE_GOES_ON =
  /^(?:[ \t]*(?:$|[\n\r.,;:!?)])|[ \t]+(?:and|or|but|now|today|since|for|with|until|where|when|as|at|on|near|until|while)(?![\p{L}]))/u;
const TITLE_JOIN = /^[ \t]+(?:of|and|&|for|the|de)[ \t]+\p{Lu}/u;

const ROMAN = /^(?:i{1,3}|iv|vi{0,3}|ix|xi{0,3})$/;

// (Not before a count's noun: "Springfield 2000 units", "Boston 1500 and more".)
const POSTAL_CODE =
  /^[ \t]+(\d{4,5}(?:-\d{3,4})?|\d{3} \d{2})(?![\d\p{L}-])(?![ \t]+(?:units?|and|or|more|mg|patients|people|cases|times|beds|staff|employees|steps)(?![\p{L}]))/u;

/** A postal code right after a town found in prose ("Acquapendente 1021", "Costamezzana 43015"). */
export function zipAfter(text: string, end: number, out: Hit[]): void {
  const m = POSTAL_CODE.exec(text.slice(end, end + 14));
  if (m === null) return;
  const start = end + m[0].length - m[1]!.length;
  out.push({ type: 'ZIP', start, end: start + m[1]!.length, rank: PLACE_RANK.cued });
}

export function findCities(text: string, toks: Tok[], out: Hit[]): void {
  for (let i = 0; i < toks.length; i++) {
    work.steps++;
    const t = toks[i]!;
    if (!t.cap) continue;
    // "in Nova Scotia": no word of a province written out is a town ("Nova", "Scotia"); "New Brunswick, NJ" is one.
    // "Washington, DC 20008" is the capital, though a state holds its name.
    if (t.lc === 'washington' && /^,?[ \t]+D\.?C\.?(?![\p{L}\d])/u.test(text.slice(t.end, t.end + 7))) {
      out.push({ type: 'CITY', start: t.start, end: t.end, rank: PLACE_RANK.cued });
      continue;
    }
    // ("Santa Cruz de Tenerife": a town of four or five words outruns the region its first words name.)
    const long = longTownAt(text, toks, i);
    const region = long > i ? i : regionEnd(text, toks, i);
    if (region > i && !stateAfter(text, toks, region)) {
      i = region - 1;
      continue;
    }
    let end = long > i ? long : cityAt(text, toks, i);
    if (end === i) {
      end = unlistedPlaceAt(text, toks, i);
      if (end > i) {
        out.push({ type: 'CITY', start: t.start, end: toks[end - 1]!.end, rank: PLACE_RANK.cued });
        // ("Whipple at UCSF 2081": after an unlisted acronym read as a place the number is as often a year; the acronym
        // is an institution's more often than a town's, and the organization rules may take it. "in ÖVERTURINGEN 840 24"
        // is a town in capitals.)
        if (end - i > 1 || !t.upper || t.end - t.start > 5) zipAfter(text, toks[end - 1]!.end, out);
      }
      i = Math.max(i, end - 1);
      continue;
    }
    const last = toks[end - 1]!;
    const prev = toks[i - 1];
    // Only spaces between the cue and the town: "go to town, Roy!" has no town after "town".
    const cue = prev !== undefined && PLACE_CUES.has(prev.lc) && /^[ \t]{1,2}$/.test(text.slice(prev.end, t.start));
    const lc0 = toks
      .slice(i, end)
      .map((k) => k.lc)
      .join(' ');
    // "Springfield, IL" / "Springfield, Illinois": a city before a state.
    const beforeState = townBeforeState(text, toks, end, lc0);
    const lc = t.lc;
    const single = end - i === 1;
    // "from Alice Goldberg's": a given name that the town list holds, followed by a surname, is a person.
    const after = toks[end];
    // After "in" the name-like pair is the town and its district ("in Bremen Ohlenhof,"), taken whole.
    const inTown = cue && prev!.lc === 'in';
    if (
      single &&
      !inTown &&
      isName(lc) &&
      after?.cap &&
      joined(text, last, after) &&
      !isCommon(after.lc) &&
      // (A surname that a small town also bears: "from Harold Brinkley".)
      (!isCity(after.lc) || (isName(after.lc) && !big(after.lc))) &&
      (isName(after.lc.replace(/['’]s$/, '')) || !isEnglish(after.lc.replace(/['’]s$/, '')))
    )
      continue;
    // "shouted at Gary", "gave it to Linda": after "at" or "to" a given name is a person, not a town
    // (after "in" it is the town: "in København K").
    if (single && cue && !beforeState && (prev!.lc === 'at' || prev!.lc === 'to') && isName(lc)) continue;
    // "Round Rock, TX" is a town; "Round Rock" alone is two ordinary words.
    // ("lives in Round Rock", "moved to College Station": after a place's preposition it is the town; a year after it
    // is no postal code: "moved to Cape Town 2019".)
    const ordinary = !single && !beforeState && toks.slice(i, end).every((k) => isCommon(k.lc));
    if (ordinary && !placePrep(text, prev, cue)) continue;
    // "in April", "Kevin Veitonen II": a month, a weekday or a roman numeral is no town, whatever a town list holds.
    // A province is left in clear like a state ("Sudbury, Ontario").
    if (single && !beforeState && (MONTHS_DAYS.has(lc) || REGIONS.has(lc) || (ROMAN.test(lc) && !cue))) continue;
    // "moved to Ward 4", "to Bay 3": a hospital's ward or bay by its number, though town lists hold the word.
    if (single && !beforeState && wardAt(text, lc, last.end)) continue;
    // A province written out is no town ("in New Brunswick", "Ontario, Manitoba"); "New Brunswick, NJ" is one.
    if (isRegionName(lc0) && (!beforeState || REGIONS.has(toks[end]!.lc))) continue;
    // Two capitals alone are a unit or a service even after a cue ("from OB to L&D").
    if (single && t.upper && lc.length <= 2) continue;
    // Four capitals or fewer with no cue are an acronym ("TB IGRA negative", "provide CAPA"), though a town list
    // holds them; after a postal code they are the town ("C1193AAE CABA").
    if (
      single &&
      t.upper &&
      lc.length <= 4 &&
      !cue &&
      !beforeState &&
      !/\d[A-Z]*[ \t]$/.test(text.slice(Math.max(0, t.start - 10), t.start))
    )
      continue;
    // "Cím: 1051 Budapest", "Név: …": one word opening its line before a colon and a value is the field's label.
    if (
      single &&
      !cue &&
      text.charCodeAt(last.end) === 58 &&
      LABEL_LINE.test(text.slice(Math.max(0, t.start - 3), t.start))
    )
      continue;
    let rank = 0;
    // "22 Kelvin Way,Glasgow,G3 7TA": a listed town between a street and its postal code (ADR 0085).
    const coded = streetBefore(text, toks, i) && codeAfter(text, last.end);
    if (cue || beforeState || coded) rank = PLACE_RANK.cued;
    else if (!single || (!isCommon(lc) && !isName(lc)) || (t.upper && !isCommon(lc))) rank = PLACE_RANK.bare;
    // "Corpus Christi", "Grand Rapids": a listed town of several words opening with a common word, or with no name's
    // word, outranks a name read from its last word ("Christi"), which a person's name would not start with.
    if (rank === PLACE_RANK.bare && !single && (!isName(lc) || isCommon(lc))) rank = PLACE_RANK.bare + 1;
    // ("|San Diego|CA|": a large city of several words is no one's name, given names as its words may be.)
    if (rank > 0 && !single && big(lc0)) rank = Math.max(rank, PLACE_RANK.cued);
    // (A listed town of four or five words with its particles is no one's name either: "Vila Nova de Gaia".)
    if (long > i) rank = Math.max(rank, PLACE_RANK.cued);
    // A common word ("in May", "to Reading") is a city only before a state, or capitalized in prose right
    // after "in" or "near" ("works in Auburn", "a store in Mobile"), where it names no person either.
    if (rank === 0 || (single && isCommon(lc) && !beforeState && !inProse(text, toks, i, end))) continue;
    // "U.O. Medicina Interna", "Service de Médecine Interne": with no cue, an ordinary word of a list before another
    // one, both capitalized, is a heading, whatever a town list holds (ADR 0119).
    if (
      rank === PLACE_RANK.bare &&
      single &&
      after?.cap &&
      joined(text, last, after) &&
      isEnglish(lc) &&
      isEnglish(after.lc)
    )
      continue;
    // The token before, however far: lower-case words between are no tokens.
    if (titleBefore(text, toks, i, Number.POSITIVE_INFINITY)) continue;
    // "Pap (Bethesda NILM)", "the Berlin definition": a classification named after the town, right after it.
    if (single && after !== undefined && joined(text, last, after) && TOWN_HEADS.has(after.lc)) continue;
    // ("in Lakeshore Ortho clinic", "at Brookhaven Behavioral": a specialty's word after a town makes a practice.)
    if (
      inTown &&
      single &&
      after?.cap &&
      joined(text, last, after) &&
      !isEnglish(after.lc) &&
      !isName(after.lc) &&
      !practiceWord(after.lc) &&
      !MEDICAL.has(after.lc)
    )
      end++;
    const stop = toks[end - 1]!;
    out.push({ type: 'CITY', start: t.start, end: stop.end, rank });
    if (!ordinary || !/^[ \t,]*(?:19|20)\d\d(?!\d)/.test(text.slice(stop.end, stop.end + 8)))
      zipAfter(text, stop.end, out);
    i = end - 1;
  }
}
