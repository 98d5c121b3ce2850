/**
 * Towns that something next to them makes certain (ADR 0062): an organization before them
 * ("Sasol at Secunda", "BASF in Ludwigshafen", "Tyson Foods, Noel plant", "Kaiser Permanente
 * Fontana;"), a postal code after them ("Lower Hutt 5011"), or a state or province code
 * (phi-town-codes.ts: "Gatineau QC", "São Paulo - SP", "〒530-0001 Osaka"). The gazetteer holds
 * most towns as surnames too, and the name or organization recognizers read them so when nothing
 * else is known; here something is. Such a town is a CITY at rank 5, and a PERSON or ORGANIZATION
 * read over the town's words, over the organization and the town together, or through its code is
 * dropped (a title before the town vetoes: "Dr. Paris, TX").
 */
import { big, listed, region } from './phi-big-cities.js';
import { isCommon, isEnglish, isName, MEDICAL, STREET_TYPES } from './phi-lexicon.js';
import { possessive } from './phi-name-words.js';
import { REGIONS } from './phi-regions.js';
import { type Tok, work } from './phi-tokens.js';
import {
  codeAfter,
  facilityEnds,
  largerPlaceAfter,
  lastAfterComma,
  nameAsTown,
  namedPlace,
  siteNounEnds,
} from './phi-town-after-sites.js';
import { type Anchor, AP_STATES, beforeCode, japanesePostal, notTown, RANK, unknownWord } from './phi-town-codes.js';
import { findTownLists } from './phi-town-lists.js';
import { MONTHS_DAYS } from './phi-unlisted-places.js';
import type { Hit } from './pii-context.js';

/** Nouns of an organization's site after a town ("Noel plant", "Joliet fulfillment center"). */
const SITE =
  /[ \t]+(?:fulfill?ment[ \t]+cent(?:er|re)|distribution[ \t]+cent(?:er|re)|plant|facility|factory|site|branch|campus|warehouse|location|store|mill|mine|refinery|depot|office)(?![\p{L}])/uy;

/** Where each organization found so far ends: a town may follow one. */
function orgEnds(text: string, toks: Tok[], out: Hit[], from: number): Map<number, number> {
  const ends = new Map<number, number>();
  for (let k = from; k < out.length; k++) {
    const h = out[k]!;
    if (h.type === 'ORGANIZATION' && !(ends.get(h.end)! <= h.start)) ends.set(h.end, h.start);
  }
  facilityEnds(text, toks, ends);
  siteNounEnds(text, ends);
  return ends;
}

/** Prepositions of place after an organization ("Sasol at Secunda"); the tokenizer keeps these (PLACE_CUES). */
const ORG_PLACE = new Set(['in', 'at', 'near']);

/** The start of the organization that ends right before `at` (with a space, ", ", " (" or a dash between), or -1. */
function orgBefore(text: string, at: number, ends: Map<number, number>): number {
  for (let gap = 1; gap <= 3; gap++) {
    const s = ends.get(at - gap);
    if (s === undefined) continue;
    const c = text.charCodeAt(at - 1);
    if (
      gap === 1
        ? c === 32 || c === 9
        : gap === 2
          ? (c === 32 && text.charCodeAt(at - 2) === 44) || (c === 40 && text.charCodeAt(at - 2) === 32)
          : /^[ \t][–—-][ \t]$/.test(text.slice(at - 3, at))
    )
      return s;
  }
  return -1;
}
/**
 * Where the preposition before token t starts, when one stands there with a space on each side:
 * in, at, near (tokens), or French "à" and Spanish "en", which the tokenizer does not keep.
 */
function prepositionBefore(text: string, t: Tok, prev: Tok | undefined): number {
  if (text.charCodeAt(t.start - 1) !== 32) return -1;
  if (prev !== undefined && !prev.cap && prev.end === t.start - 1 && ORG_PLACE.has(prev.lc)) return prev.start;
  const c = text.charCodeAt(t.start - 2);
  if (c === 224 && text.charCodeAt(t.start - 3) === 32) return t.start - 2;
  if (c === 110 && text.startsWith(' en', t.start - 4)) return t.start - 3;
  return -1;
}
/** Whether capitalized `b` follows `a` after one space or tab on the same line ("Springfield\nNext" is two lines). */
const spaced = (text: string, a: Tok, b: Tok | undefined) =>
  b?.cap === true && b.start - a.end === 1 && (text.charCodeAt(a.end) === 32 || text.charCodeAt(a.end) === 9);
/** Whether a comma stands between the organization and the town ("Acme, Blackrock and Xignite" lists firms). */
const commaBefore = (text: string, t: Tok) => text.charCodeAt(t.start - 2) === 44;

/** A town after an organization or its possessive: "Tyson Foods, Noel plant", "Amazon's Joliet fulfillment center", "Sasol at Secunda". */
function afterOrg(
  text: string,
  toks: Tok[],
  i: number,
  ends: Map<number, number>,
  anchors: Anchor[],
  out: Hit[],
): number {
  const t = toks[i]!;
  if (!t.cap || t.initial || t.upper) return i + 1;
  const prev = toks[i - 1];
  let from = orgBefore(text, t.start, ends);
  let prep = false;
  // "Amazon's Joliet fulfillment center": a possessive counts only before a site noun (below).
  const owner = from < 0 && prev !== undefined && prev.cap && possessive(prev.lc) && t.start - prev.end === 1;
  if (owner) from = prev.start;
  if (from < 0) {
    // "Dangote Cement in Ibese", "Michelin à Clermont-Ferrand".
    const at = prepositionBefore(text, t, prev);
    if (at < 0) return i + 1;
    from = orgBefore(text, at, ends);
    if (from < 0) return i + 1;
    prep = true;
  }
  // The town: one to three capitalized words ("Salt Lake City").
  let stop = i;
  while (stop < i + 2 && spaced(text, toks[stop]!, toks[stop + 1])) stop++;
  for (; stop >= i; stop--) {
    const ws = toks.slice(i, stop + 1).map((k) => k.lc);
    const p = ws.join(' ');
    // "Bridgeton Health Centre, Glasgow" ending its line: a large city whose name is also an eponym's (the Glasgow
    // scale) is the city there; "Glasgow coma scale" has words after it.
    const isBig = big(p);
    const eponym =
      isBig &&
      ws.length === 1 &&
      MEDICAL.has(p) &&
      /^[ \t]*(?:$|\n)/.test(text.slice(toks[stop]!.end, toks[stop]!.end + 3));
    // "Boots Hazel Grove", "Tesco Forest Hill": a listed town of several words may hold a street type (ADR 0085).
    const streetTown = ws.length > 1 && !notTown(ws.filter((w) => !STREET_TYPES.has(w))) && listed(p);
    if ((notTown(ws) && !eponym && !streetTown) || MONTHS_DAYS.has(p)) continue;
    // The look-ups first: most capitalized words after an organization are no town.
    const isListed = !isBig && listed(p);
    // After a dash a word of no list is as often a heading ("Erasmus MC – Ontslagbrief"): only a listed town counts.
    const dashed = !prep && /[–—-][ \t]$/.test(text.slice(t.start - 2, t.start));
    // In brackets after an organization a word of no list is as often its product ("Moderna (Spikevax)").
    const bracketed = text.charCodeAt(t.start - 1) === 40;
    // "St Vincent's Private Hospital, Fitzroy on 12 September": a name-list word alone after the comma (ADR 0100).
    const named = !dashed && !bracketed && commaBefore(text, t) && (ws.length === 1 ? nameAsTown(p) : namedPlace(ws));
    if (!(isBig || isListed || named || (ws.length === 1 && !dashed && !bracketed && unknownWord(p)))) continue;
    const end = toks[stop]!.end;
    SITE.lastIndex = end;
    const site = !prep && SITE.test(text);
    // "in Acme Inc", "at Mercy Hospital": the name goes on; only a site noun may follow a town's capitalized words.
    // "Ben Taub Hospital, Houston TX": a state's or province's code may follow the town after a comma.
    if (!site && spaced(text, toks[stop]!, toks[stop + 1]) && !(commaBefore(text, t) && codeAfter(text, end))) continue;
    // After a preposition, or where the clause ends (or a district in brackets follows), the words stand alone; before a site noun they name it.
    const after = text.slice(end, end + 8);
    const alone = /^(?:[ \t]*(?:$|[\n\r;:.,)(])|[ \t]+(?:on|since|for|until|where)[ \t])/.test(after);
    // "Kauvery Hospital, Tiruchirappalli.": after a comma the town must end the clause, not go on a list ("Acme, Blackrock, …").
    // A comma and a lower-case word go on with the clause, not the list ("Mercy Hospital, Springfield, for rehab").
    // "Beaumont Hospital, Royal Oak has been approved": so does a verb or a preposition going on with the clause.
    // "Emzor … Ltd, Isolo, Lagos", "Bond Chemical Industries, Awe, Oyo State": a larger place after the town ends it too.
    const last = commaBefore(text, t) ? lastAfterComma(text, end) || largerPlaceAfter(text, end) : alone;
    if (!(prep || site || (last && !owner))) continue;
    const town =
      isBig ||
      (isListed && (ws.length > 1 || !isCommon(p) || (site && isName(p)))) ||
      // A word of no list before a site noun may be a product ("Amgen's Enbrel plant"): only after a preposition or at the clause's end.
      (!isListed && prep) ||
      (!isListed && last && !site);
    if (!town) continue;
    out.push({ type: 'CITY', start: t.start, end, rank: RANK });
    anchors.push({ start: t.start, end, from: prep ? t.start : from, reach: end });
    return stop + 1;
  }
  return i + 1;
}

const JP_CODE = /^\d{3}-\d{4}(?!\d)/;
/** "Lower Hutt 5011", "Springfield, 62701": a town found right before a postal code found is certain. */
function beforeZips(text: string, out: Hit[], from: number, anchors: Anchor[]): void {
  const zips = new Set<number>();
  // A Japanese code ("Tokyo 150-0002") follows the prefecture, which is left in clear like a state (ADR 0056).
  for (let k = from; k < out.length; k++)
    if (out[k]!.type === 'ZIP' && !JP_CODE.test(text.slice(out[k]!.start, out[k]!.start + 9))) zips.add(out[k]!.start);
  if (zips.size === 0) return;
  for (let k = from, n = out.length; k < n; k++) {
    let h = out[k]!;
    if (h.type !== 'CITY' && h.type !== 'PERSON') continue;
    const gap = zips.has(h.end + 1) ? 1 : zips.has(h.end + 2) ? 2 : 0;
    if (gap === 0 || !/^,?[ \t]$/.test(text.slice(h.end, h.end + gap))) continue;
    if (h.type === 'PERSON') {
      // "Cercado de Lima, Lima 15001": a "Last, First" reading before a postal code ends with a large or listed town.
      const comma = text.lastIndexOf(',', h.end);
      if (comma <= h.start || text.charCodeAt(comma + 1) !== 32) continue;
      const lc = text.slice(comma + 2, h.end).toLowerCase();
      if (region(lc) || !(big(lc) || (listed(lc) && !isCommon(lc)))) continue;
      // The words before the comma keep their reading (still redacted); the town after it is the town.
      out[k] = { ...h, end: comma };
      h = { type: 'CITY', start: comma + 2, end: h.end, rank: 0 };
    }
    // The town opens an address part ("Naenae, Lower Hutt 5011"); "Camino a Santa Teresa 1055" is a street and its number.
    if (!/(?:^|[\n\r,;·–-])[ \t]*$/.test(text.slice(Math.max(0, h.start - 4), h.start))) continue;
    if (h.rank < RANK) out.push({ type: 'CITY', start: h.start, end: h.end, rank: RANK });
    anchors.push({ start: h.start, end: h.end, from: h.start, reach: h.end });
  }
}

/** "labs drawn at labcorp bayonne": in lower-case text a listed town right after an organization, in no English list. */
const LOWER_TOWN = /[ \t]([a-z][a-z'-]{3,24})(?![\p{L}\p{N}])/uy;
function lowerAfterOrgs(text: string, ends: Map<number, number>, anchors: Anchor[], out: Hit[]): void {
  for (const [end, start] of ends) {
    if (text.charCodeAt(end - 1) < 97 || text.charCodeAt(start) < 97) continue;
    LOWER_TOWN.lastIndex = end;
    const m = LOWER_TOWN.exec(text);
    if (m === null) continue;
    const w = m[1]!;
    if (!listed(w) || isEnglish(w) || isCommon(w) || MONTHS_DAYS.has(w) || region(w)) continue;
    out.push({ type: 'CITY', start: end + 1, end: end + 1 + w.length, rank: RANK });
    anchors.push({ start: end + 1, end: end + 1 + w.length, from: end + 1, reach: end + 1 + w.length });
  }
}

/**
 * Whether the anchored town or code `a` rules out the reading `h`: a person or an organization over
 * the town's words, over an organization and the town, or from the town through its code; a town
 * read over a code ("NS"); a town read from the town past its code ("Halifax NS B").
 */
function contradicts(h: Hit, a: Anchor | undefined): boolean {
  if (a === undefined || h.end <= a.start || h.start < a.from) return false;
  if (h.type === 'CITY') {
    if (a.code === true) return h.rank <= 6 && h.end <= a.end;
    return a.reach > a.end && h.start === a.start && h.end > a.reach && h.rank <= RANK;
  }
  if (h.type !== 'PERSON' && h.type !== 'ORGANIZATION') return false;
  return h.end <= a.end || (h.start === a.start && h.end <= a.reach);
}

/** Drops the PERSON and ORGANIZATION readings that an anchored town contradicts: over its words, or over an organization and it. */
function dropContradicted(out: Hit[], from: number, anchors: Anchor[]): void {
  if (anchors.length === 0) return;
  const byEnd = new Map<number, Anchor>();
  const byStart = new Map<number, Anchor>();
  for (const a of anchors) {
    byEnd.set(a.end, a);
    byStart.set(a.start, a);
  }
  let w = from;
  for (let k = from; k < out.length; k++) {
    const h = out[k]!;
    if (!(contradicts(h, byEnd.get(h.end)) || contradicts(h, byStart.get(h.start)))) out[w++] = h;
  }
  out.length = w;
}

/**
 * "Glenfield, Auckland 0629", "El Poblado, Medellín.", "Hoàn Kiếm, Hà Nội": a capital or large city read as
 * a person, after a comma and a word, where the address ends (the line, the sentence, a postal code), is the
 * town. Not after a title ("Dr. Paris, TX" is a person), and only cities of the short list (phi-big-cities.ts).
 */
function bigCitiesAfterComma(text: string, out: Hit[], from: number, anchors: Anchor[]): void {
  for (let k = from, n = out.length; k < n; k++) {
    const h = out[k]!;
    if (
      h.type !== 'PERSON' ||
      h.start < 3 ||
      text.charCodeAt(h.start - 2) !== 44 ||
      text.charCodeAt(h.start - 1) !== 32
    )
      continue;
    if (!/\p{L}/u.test(text[h.start - 3]!) || !/^[ \t]*(?:$|[\n\r.,;)]|\d)/.test(text.slice(h.end, h.end + 3)))
      continue;
    if (!big(text.slice(h.start, h.end).toLowerCase())) continue;
    // "Suginami-ku, Tokyo 166-0003": before a Japanese code it is the prefecture, left in clear like a state (ADR
    // 0056); it is no person either, so the readings over it are dropped (an anchor like a code's, no town pushed).
    if (/^[ \t]+\d{3}-\d{4}/.test(text.slice(h.end, h.end + 10))) {
      anchors.push({ start: h.start, end: h.end, from: h.start, reach: h.end, code: true });
      continue;
    }
    out.push({ type: 'CITY', start: h.start, end: h.end, rank: RANK });
    anchors.push({ start: h.start, end: h.end, from: h.start, reach: h.end });
  }
}

/**
 * "9 Kowhai Street, Glenfield, Auckland 0629": four digits that end the line or the address after a town,
 * on a line that holds a street before the town, are its postal code (New Zealand, Denmark, Norway,
 * Switzerland, Austria, Belgium, the Philippines… write them so); a year does not end a street's line.
 */
const FOUR_DIGITS = /^[ \t]+\d{4}(?=[ \t]*(?:$|[\n\r,.;)]))/;
function codeAfterAddressTown(text: string, out: Hit[], from: number): void {
  let streets: Hit[] | null = null;
  for (let k = from, n = out.length; k < n; k++) {
    const h = out[k]!;
    if (h.type !== 'CITY') continue;
    const m = FOUR_DIGITS.exec(text.slice(h.end, h.end + 12));
    if (m === null) continue;
    streets ??= out.slice(from).filter((x) => x.type === 'STREET_ADDRESS');
    const lineStart = text.lastIndexOf('\n', h.start) + 1;
    if (!streets.some((x) => x.start >= lineStart && x.end <= h.start)) continue;
    const start = h.end + m[0].length - 4;
    out.push({ type: 'ZIP', start, end: start + 4, rank: RANK });
  }
}

/** `from`: the index in `out` where this call's readings begin. */
export function findAnchoredTowns(text: string, toks: Tok[], out: Hit[], from: number): void {
  const anchors: Anchor[] = [];
  const ends = orgEnds(text, toks, out, from);
  for (let i = 1; i < toks.length; ) {
    work.steps++;
    const t = toks[i]!;
    // A code ("QC", "SP", "Wis.") or a province in brackets ("(Québec)"); both are rare, so the test is by shape first.
    const n = t.lc.length;
    if (
      t.cap &&
      ((t.upper && n <= 4) ||
        (n <= 5 && text.charCodeAt(t.end) === 46 && AP_STATES.has(t.lc)) ||
        (text.charCodeAt(t.start - 1) === 40 && (REGIONS.has(t.lc) || t.lc === 'québec')))
    )
      beforeCode(text, toks, i, anchors, out);
    i = ends.size > 0 ? afterOrg(text, toks, i, ends, anchors, out) : i + 1;
  }
  if (ends.size > 0) lowerAfterOrgs(text, ends, anchors, out);
  if (text.includes('〒')) japanesePostal(text, anchors, out);
  bigCitiesAfterComma(text, out, from, anchors);
  codeAfterAddressTown(text, out, from);
  beforeZips(text, out, from, anchors);
  findTownLists(text, out, from, anchors);
  dropContradicted(out, from, anchors);
}
