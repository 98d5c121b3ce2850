/**
 * Towns that something next to them makes certain (ADR 00NN-B): a state or province code after
 * them ("Gatineau QC", "São Paulo - SP", "Prairie du Chien, Wis. 53821", "Montréal (Québec)"), a
 * postal code ("Lower Hutt 5011", "〒530-0001 Osaka"), or an organization before them ("Sasol at
 * Secunda", "BASF in Ludwigshafen", "Tyson Foods, Noel plant", "the Boeing Everett facility").
 * The gazetteer holds most towns as surnames too, and the name or organization recognizers read
 * them so when nothing else is known; here something is. Such a town is a CITY at rank 5, and a
 * PERSON or ORGANIZATION read over the town's words alone, or over the organization and the town
 * together, is dropped (a title before the town vetoes all of this: "Dr. Paris, TX").
 */
import { big, listed, region } from './phi-big-cities.js';
import {
  CREDENTIALS,
  isCommon,
  isEnglish,
  isName,
  MEDICAL,
  ORG_TAILS,
  STREET_TYPES,
  TITLES,
  UNIT_WORDS,
  US_STATES,
} from './phi-lexicon.js';
import { possessive } from './phi-name-words.js';
import { REGIONS } from './phi-regions.js';
import { type Tok, work } from './phi-tokens.js';
import { MONTHS_DAYS } from './phi-unlisted-places.js';
import type { Hit } from './pii-context.js';

const RANK = 5;
const set = (s: string) => new Set(s.split(' '));
/** Province and state codes of Canada, Australia and Mexico City, written after a town. */
const PROVINCE_CODES = set('qc bc on ab mb sk ns nb nl pe yt nt nu nsw vic qld wa sa tas act cdmx');
/** Brazil's state codes: written after the town with " - " or "/" ("São Paulo - SP", "Recife/PE"). */
const BR_CODES = set('ac al ap am ba ce df es go ma mt ms mg pa pb pr pe pi rj rn rs ro rr sc sp se to');
/**
 * Codes that are also clinical abbreviations ("saddle PE", "abdomen NT", "lactated NS", "SA node"):
 * after a space alone they need a postal code after them.
 */
const CLINICAL_CODES = set('on ab ns nt pe sa wa act');
/** The dotted state abbreviations of US newspaper style ("Wis.", "Calif."): only after a comma. */
const AP_STATES = set(
  'ala ariz ark calif colo conn del fla ga ill ind kan kans ky la md mass mich minn miss mo mont neb nev okla ore pa penn tenn tex vt va wash wis wyo',
);
/** Lower-case words inside a town's name ("Prairie du Chien", "Rio de Janeiro"). */
const PARTICLES = set('de del da do dos du des la le el am es sur');
/** Nouns of an organization's site after a town ("Noel plant", "Joliet fulfillment center"). */
const SITE =
  /[ \t]+(?:fulfill?ment[ \t]+cent(?:er|re)|distribution[ \t]+cent(?:er|re)|plant|facility|factory|site|branch|campus|warehouse|location|store|mill|mine|refinery|depot|office)(?![\p{L}])/uy;
/** What may follow a code for it to be one: the end, a line break, punctuation, or a postal code. */
const AFTER_CODE = /[ \t]*(?:$|[\n\r.,;)]|\d{4,6}(?:-\d{4})?(?![\d/-]|\.\d)|[A-Z]\d[A-Z][ \t]?\d[A-Z]\d)/y;

interface Anchor {
  /** The town's span. */
  start: number;
  end: number;
  /** Readings that start here or later and end inside the town are dropped (an organization before it read with it). */
  from: number;
  /** Readings from the town's start may end as far as here ("Surrey BC" read as an organization). */
  reach: number;
}

/** A capitalized word that is a place by its look alone: in no English, name, medical, month or title list. */
const unknownWord = (lc: string) =>
  lc.length >= 4 &&
  !isEnglish(lc) &&
  !isName(lc) &&
  !MEDICAL.has(lc) &&
  !MONTHS_DAYS.has(lc) &&
  !TITLES.has(lc) &&
  !ORG_TAILS.has(lc);

/** A phrase that cannot be a town: a region, or holding a street, unit, organization or medical word. */
const notTown = (ws: string[]) =>
  region(ws.join(' ')) ||
  ws.some((w) => STREET_TYPES.has(w) || UNIT_WORDS.has(w) || ORG_TAILS.has(w) || MEDICAL.has(w) || TITLES.has(w));

/**
 * The town ending at token `last` (its capitalized words, particles between, three at most, one
 * space apart): the longest tail that is a listed or large town, else a last word of the look of
 * one (`loose`). Returns the index of its first token, or -1.
 */
function townBefore(text: string, toks: Tok[], last: number, loose: boolean): number {
  let first = last;
  let caps = 1;
  if (!toks[last]!.cap || toks[last]!.initial) return -1;
  for (let k = last - 1; k >= 0 && caps < 3; k--) {
    const t = toks[k]!;
    if (toks[k + 1]!.start - t.end !== 1 || text.charCodeAt(t.end) !== 32) break;
    if (t.cap && !t.initial && !t.upper) {
      caps++;
      first = k;
    } else if (!PARTICLES.has(t.lc)) break;
  }
  for (let k = first; k <= last; k++) {
    if (!toks[k]!.cap) continue;
    const ws = toks.slice(k, last + 1).map((t) => t.lc);
    const p = ws.join(' ');
    if (notTown(ws)) continue;
    // "Bondi Junction NSW 2022": before a postal code a phrase opened by a town or a word of no list is taken whole.
    if (listed(p) || big(p) || (loose && (unknownWord(ws[0]!) || listed(ws[0]!)))) return titled(toks, k) ? -1 : k;
  }
  const w = toks[last]!.lc;
  if (loose && !notTown([w]) && unknownWord(w)) return titled(toks, last) ? -1 : last;
  return -1;
}

/** "Dr. Paris, TX", "Mrs. Lincoln, NE": a title before the words makes them a person. */
const titled = (toks: Tok[], k: number) => k > 0 && TITLES.has(toks[k - 1]!.lc) && toks[k - 1]!.cap;

/** Whether a postal code follows the code token (digits, or a Canadian "H2K 1E5"). */
const postcodeAfter = (text: string, at: number) => POSTCODE.test(text.slice(at, at + 12));
/** Four to six digits that are no date's or phone number's first part ("MD 2054-10-21" is no ZIP), or a Canadian code. */
const POSTCODE = /^[ \t]+(?:\d{4,6}(?:-\d{4})?(?![\d/-]|\.\d)|[A-Z]\d[A-Z][ \t]?\d[A-Z]\d)/;

/** A town before the code at token c, given what separates them; the anchor is pushed to `anchors`. */
function beforeCode(text: string, toks: Tok[], c: number, anchors: Anchor[], out: Hit[]): void {
  const code = toks[c]!;
  const prev = toks[c - 1];
  if (prev === undefined) return;
  const gap = text.slice(prev.end, code.start);
  const lc = code.lc;
  let ok = false;
  let loose = false;
  if (gap === ', ' || gap === ',') {
    // "Iron Mountain, MI", "Bendigo, VIC", "Prairie du Chien, Wis.": "Tanaka, Olga, MD" is a clinician unless a ZIP follows.
    if (code.upper && (US_STATES.has(lc) || PROVINCE_CODES.has(lc)))
      ok = !CREDENTIALS.has(lc) || /^[ \t]+\d{5}(?![\d/-])/.test(text.slice(code.end, code.end + 8));
    else if (!code.upper && AP_STATES.has(lc) && text.charCodeAt(code.end) === 46) ok = true;
  } else if (gap === ' - ' || gap === '/' || gap === ' – ') {
    ok = code.upper && (BR_CODES.has(lc) || lc === 'cdmx');
  } else if (gap === ' ') {
    // "Gatineau QC", "Bondi Junction NSW 2022", "Springfield IL 62701".
    const post = postcodeAfter(text, code.end);
    ok = code.upper && ((PROVINCE_CODES.has(lc) && (!CLINICAL_CODES.has(lc) || post)) || (US_STATES.has(lc) && post));
    loose = post;
  } else if (gap === ' (') {
    // "Montréal (Québec) H2K 1E5": the province in brackets.
    ok = text.charCodeAt(code.end) === 41 && (REGIONS.has(lc) || US_STATES.has(lc) || lc === 'québec');
  }
  if (!ok) return;
  AFTER_CODE.lastIndex = code.end + (text.charCodeAt(code.end) === 46 || text.charCodeAt(code.end) === 41 ? 1 : 0);
  if (!AFTER_CODE.test(text)) return;
  const first = townBefore(text, toks, c - 1, loose || gap !== ' ');
  if (first < 0) return;
  // "Cardiology, PA", "Smith, MD": a lone English word or a given name before a bare code is no town unless listed.
  const start = toks[first]!.start;
  out.push({ type: 'CITY', start, end: prev.end, rank: RANK });
  anchors.push({ start, end: prev.end, from: start, reach: code.end });
  // "(Québec)": a province written out is no person either.
  if (code.lc.length > 3) anchors.push({ start: code.start, end: code.end, from: code.start, reach: code.end });
}

/** "〒530-0001 Osaka": the Japanese postal mark, its code, and the town after it. */
const JP_POSTAL = /〒[ \t]?(\d{3}-\d{4})(?!\d)(?:[ \t]*,?[ \t]*(\p{Lu}[\p{L}\p{M}]+)(?![\p{L}-]))?/uy;
function japanesePostal(text: string, anchors: Anchor[], out: Hit[]): void {
  for (let at = text.indexOf('〒'); at >= 0; at = text.indexOf('〒', at + 1)) {
    JP_POSTAL.lastIndex = at;
    const m = JP_POSTAL.exec(text);
    if (m === null) continue;
    const codeAt = at + m[0].indexOf(m[1]!);
    out.push({ type: 'ZIP', start: codeAt, end: codeAt + m[1]!.length, rank: 6 });
    if (m[2] === undefined) continue;
    const end = at + m[0].length;
    out.push({ type: 'CITY', start: end - m[2].length, end, rank: RANK });
    anchors.push({ start: end - m[2].length, end, from: end - m[2].length, reach: end });
  }
}

/** Where each organization found so far ends: a town may follow one. */
function orgEnds(out: Hit[], from: number): Map<number, number> {
  const ends = new Map<number, number>();
  for (let k = from; k < out.length; k++) {
    const h = out[k]!;
    if (h.type === 'ORGANIZATION' && !(ends.get(h.end)! <= h.start)) ends.set(h.end, h.start);
  }
  return ends;
}

/** Prepositions of place after an organization ("Sasol at Secunda"; French "à", German "bei" is a person cue). */
const ORG_PLACE = /(?:^|[ \t])(?:in|at|near|à|en)[ \t]$/;

/** The start of the organization that ends right before token i (with a space, ", " or a dash between), or -1. */
function orgBefore(text: string, t: Tok, ends: Map<number, number>): number {
  for (const gap of [1, 2, 3]) {
    const s = ends.get(t.start - gap);
    if (s !== undefined && /^(?:[ \t]|,[ \t]|[ \t][–-][ \t])$/.test(text.slice(t.start - gap, t.start))) return s;
  }
  return -1;
}
/** Whether a comma stands between the organization and the town ("Acme, Blackrock and Xignite" lists firms). */
const commaBefore = (text: string, t: Tok) => text.charCodeAt(t.start - 2) === 44;

/** A town after an organization or its possessive: "Tyson Foods, Noel plant", "Amazon's Joliet fulfillment center", "Sasol at Secunda". */
function afterOrg(text: string, toks: Tok[], i: number, ends: Map<number, number>, anchors: Anchor[], out: Hit[]): number {
  const t = toks[i]!;
  if (!t.cap || t.initial || t.upper) return i + 1;
  const prev = toks[i - 1];
  let from = orgBefore(text, t, ends);
  let prep = false;
  // "Amazon's Joliet fulfillment center": a possessive counts only before a site noun (below).
  const owner = from < 0 && prev !== undefined && prev.cap && possessive(prev.lc) && t.start - prev.end === 1;
  if (owner) from = prev.start;
  if (from < 0) {
    // "Dangote Cement in Ibese", "Michelin à Clermont-Ferrand".
    const m = ORG_PLACE.exec(text.slice(Math.max(0, t.start - 5), t.start));
    if (m === null) return i + 1;
    from = orgBefore(text, { ...t, start: t.start - m[0].length + (m[0].charCodeAt(0) === 32 ? 1 : 0) }, ends);
    if (from < 0) return i + 1;
    prep = true;
  }
  // The town: one or two capitalized words.
  let stop = i;
  if (toks[i + 1]?.cap && toks[i + 1]!.start - t.end === 1 && text.charCodeAt(t.end) === 32) stop = i + 1;
  for (; stop >= i; stop--) {
    const ws = toks.slice(i, stop + 1).map((k) => k.lc);
    const p = ws.join(' ');
    if (notTown(ws) || MONTHS_DAYS.has(p)) continue;
    const end = toks[stop]!.end;
    SITE.lastIndex = end;
    const site = !prep && SITE.test(text);
    // After a preposition, or where the clause ends, the words stand alone; before a site noun they name it.
    const after = text.slice(end, end + 8);
    const alone = /^(?:[ \t]*(?:$|[\n\r;:.,)])|[ \t]+(?:on|since|for|until|where)[ \t])/.test(after);
    // "Kauvery Hospital, Tiruchirappalli.": after a comma the town must end the clause, not go on a list ("Acme, Blackrock, …").
    const last = commaBefore(text, t) ? /^(?:$|[\n\r;.)])/.test(after) : alone;
    if (!(prep || site || (last && !owner))) continue;
    const town =
      big(p) ||
      (listed(p) && (ws.length > 1 || !isCommon(p) || (site && isName(p)))) ||
      (ws.length === 1 && unknownWord(p) && (prep || site || last));
    if (!town) continue;
    if (!site && !prep && toks[stop + 1]?.cap && toks[stop + 1]!.start - end === 1) continue;
    out.push({ type: 'CITY', start: t.start, end, rank: RANK });
    anchors.push({ start: t.start, end, from: prep ? t.start : from, reach: end });
    return stop + 1;
  }
  return i + 1;
}

/** "Lower Hutt 5011", "Springfield, 62701": a town found right before a postal code found is certain. */
function beforeZips(text: string, out: Hit[], from: number, anchors: Anchor[]): void {
  const zips = new Set<number>();
  for (let k = from; k < out.length; k++) if (out[k]!.type === 'ZIP') zips.add(out[k]!.start);
  if (zips.size === 0) return;
  for (let k = from, n = out.length; k < n; k++) {
    const h = out[k]!;
    if (h.type !== 'CITY') continue;
    const gap = zips.has(h.end + 1) ? 1 : zips.has(h.end + 2) ? 2 : 0;
    if (gap === 0 || !/^,?[ \t]$/.test(text.slice(h.end, h.end + gap))) continue;
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
    const a = byEnd.get(h.end) ?? byStart.get(h.start);
    // Over the town's words, over an organization and the town, or from the town through its code.
    const drop =
      a !== undefined &&
      (h.type === 'PERSON' || h.type === 'ORGANIZATION') &&
      h.start >= a.from &&
      h.end > a.start &&
      (h.end <= a.end || (h.start === a.start && h.end <= a.reach));
    if (!drop) out[w++] = h;
  }
  out.length = w;
}

/** `from`: the index in `out` where this call's readings begin. */
export function findAnchoredTowns(text: string, toks: Tok[], out: Hit[], from: number): void {
  const anchors: Anchor[] = [];
  const ends = orgEnds(out, from);
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
  beforeZips(text, out, from, anchors);
  dropContradicted(out, from, anchors);
}
