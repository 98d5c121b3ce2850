/**
 * Towns before a state or province code or beside a postal code (ADR 0062), for
 * phi-town-anchors.ts: "Gatineau QC", "São Paulo - SP", "Prairie du Chien, Wis. 53821",
 * "Montréal (Québec) H2K 1E5", "Bondi Junction NSW 2022", "〒530-0001 Osaka". Codes are rare
 * tokens, so the town is read backwards from the code, never at every capitalized word.
 */
import { big, listed, region } from './phi-big-cities.js';
import {
  CREDENTIALS,
  isCity,
  isEnglish,
  isName,
  MEDICAL,
  ORG_TAILS,
  STREET_TYPES,
  TITLES,
  UNIT_WORDS,
  US_STATES,
} from './phi-lexicon.js';
import { compoundHead, departmentCompound } from './phi-org-compounds.js';
import { REGIONS } from './phi-regions.js';
import type { Tok } from './phi-tokens.js';
import { MONTHS_DAYS } from './phi-unlisted-places.js';
import type { Hit } from './pii-context.js';

export const RANK = 5;
const set = (s: string) => new Set(s.split(' '));
/** Province and state codes of Canada, Australia and Mexico City, written after a town. */
export const PROVINCE_CODES = set('qc bc on ab mb sk ns nb nl pe yt nt nu nsw vic qld wa sa tas act cdmx');
/** Brazil's state codes: written after the town with " - " or "/" ("São Paulo - SP", "Recife/PE"). */
const BR_CODES = set('ac al ap am ba ce df es go ma mt ms mg pa pb pr pe pi rj rn rs ro rr sc sp se to');
/**
 * Codes that are also clinical abbreviations ("saddle PE", "abdomen NT", "lactated NS", "SA node"):
 * after a space alone they need a postal code after them.
 */
const CLINICAL_CODES = set('on ab ns nt pe sa wa act');
/** The dotted state abbreviations of US newspaper style ("Wis.", "Calif."): only after a comma. */
export const AP_STATES = set(
  'ala ariz ark calif colo conn del fla ga ill ind kan kans ky la md mass mich minn miss mo mont neb nev okla ore pa penn tenn tex vt va wash wis wyo',
);
/** Lower-case words inside a town's name ("Prairie du Chien", "Rio de Janeiro"). */
const PARTICLES = set('de del da do dos du des la le el am es sur');
/** What may follow a code for it to be one: the end, a line break, punctuation, or a postal code. */
const AFTER_CODE = /[ \t]*(?:$|[\n\r.,;)]|\d{4,6}(?:-\d{4})?(?![\d/-]|\.\d)|[A-Z]\d[A-Z][ \t]?\d[A-Z]\d)/y;

export interface Anchor {
  /** The town's span. */
  start: number;
  end: number;
  /** Readings that start here or later and end inside the town are dropped (an organization before it read with it). */
  from: number;
  /** Readings from the town's start may end as far as here ("Surrey BC" read as an organization). */
  reach: number;
  /** A state or province code: a CITY read over it is dropped too. */
  code?: boolean;
}

/** A capitalized word that is a place by its look alone: in no English, name, medical, month or title list. */
/** A compound of English words that are no town ("Non-Emergency", "Follow-Up"): no town ("Stockton-on-Tees" is). */
const englishCompound = (lc: string) =>
  lc.includes('-') && lc.split('-').every((w) => w.length > 1 && isEnglish(w) && !isCity(w));
export const unknownWord = (lc: string) =>
  lc.length >= 4 &&
  !isEnglish(lc) &&
  !englishCompound(lc) &&
  !isName(lc) &&
  !MEDICAL.has(lc) &&
  !MONTHS_DAYS.has(lc) &&
  !TITLES.has(lc) &&
  !ORG_TAILS.has(lc);

/** A phrase that cannot be a town: a region, or holding a street, unit, organization or medical word. */
export const notTown = (ws: string[], regionOk = false) =>
  (!regionOk && region(ws.join(' '))) ||
  ws.some(
    (w) =>
      STREET_TYPES.has(w) ||
      UNIT_WORDS.has(w) ||
      ORG_TAILS.has(w) ||
      MEDICAL.has(w) ||
      TITLES.has(w) ||
      compoundHead(w) ||
      departmentCompound(w),
  );

/**
 * The town ending at token `last` (its capitalized words, particles between, three at most, one
 * space apart): the longest tail that is a listed or large town, else a last word of the look of
 * one (`loose`); before a postal code (`post`) a phrase opened by a town or such a word. Returns the
 * index of its first token, or -1.
 */
function townBefore(text: string, toks: Tok[], last: number, loose: boolean, post: boolean, coded = false): number {
  let first = last;
  let caps = 1;
  if (!toks[last]!.cap || toks[last]!.initial) return -1;
  // Three capitalized words at most, six tokens at most: a run of particles ("de de de…") is not walked.
  for (let k = last - 1; k >= 0 && caps < 3 && last - k < 6; k--) {
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
    if (notTown(ws, coded)) continue;
    // "Bondi Junction NSW 2022": before a postal code a phrase opened by a town or a word of no list is taken whole.
    if (listed(p) || big(p) || (post && (unknownWord(ws[0]!) || listed(ws[0]!)))) return titled(toks, k) ? -1 : k;
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
export function beforeCode(text: string, toks: Tok[], c: number, anchors: Anchor[], out: Hit[]): void {
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
      // A dateline ("Baltimore, MD, November 19, 2026 —") is a town's too: a clinician's credential is not dated so.
      ok =
        !CREDENTIALS.has(lc) ||
        /^(?:[ \t]+\d{5}(?![\d/-])|,[ \t]+(?:Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec)[a-z]*\.?[ \t]+\d{1,2}(?!\d))/.test(
          text.slice(code.end, code.end + 16),
        );
    else if (!code.upper && AP_STATES.has(lc) && text.charCodeAt(code.end) === 46) ok = true;
  } else if (gap === ' - ' || gap === '/' || gap === ' – ') {
    ok = code.upper && (BR_CODES.has(lc) || lc === 'cdmx');
  } else if (gap === ' ') {
    // "Gatineau QC", "Bondi Junction NSW 2022", "Springfield IL 62701".
    const post = postcodeAfter(text, code.end);
    // "Reading ON 2023": after a clinical abbreviation a year is no postal code.
    const year = /^[ \t]+(?:19|20)\d\d(?!\d)/.test(text.slice(code.end, code.end + 7));
    ok =
      code.upper &&
      ((PROVINCE_CODES.has(lc) && (!CLINICAL_CODES.has(lc) || (post && !year))) || (US_STATES.has(lc) && post));
    loose = post;
  } else if (gap === ' (') {
    // "Montréal (Québec) H2K 1E5": the province in brackets.
    ok = text.charCodeAt(code.end) === 41 && (REGIONS.has(lc) || US_STATES.has(lc) || lc === 'québec');
  }
  if (!ok) return;
  AFTER_CODE.lastIndex = code.end + (text.charCodeAt(code.end) === 46 || text.charCodeAt(code.end) === 41 ? 1 : 0);
  if (!AFTER_CODE.test(text)) return;
  const post = postcodeAfter(text, code.end);
  // "Lebanon, NH", "Wyoming, PA 18644", "Victoria, BC": a country's or a state's name before a comma and a code is a town's.
  const coded = gap !== ' ';
  const first = townBefore(text, toks, c - 1, loose || gap !== ' ', post, coded);
  if (first < 0) return;
  // "Call Ruth Lincoln, NE.": after a given name the words may be a person's; only a postal code settles it.
  const before = toks[first - 1];
  if (
    !post &&
    before !== undefined &&
    before.cap &&
    text.charCodeAt(before.end) === 32 &&
    before.end + 1 === toks[first]!.start &&
    isName(before.lc)
  )
    return;
  // "Cardiology, PA", "Smith, MD": a lone English word or a given name before a bare code is no town unless listed.
  const start = toks[first]!.start;
  out.push({ type: 'CITY', start, end: prev.end, rank: RANK });
  anchors.push({ start, end: prev.end, from: start, reach: code.end });
  // "(Québec)", "NS": a province, written out or as its code, is neither a person nor a town.
  anchors.push({ start: code.start, end: code.end, from: code.start, reach: code.end, code: true });
}

/** "〒530-0001 Osaka": the Japanese postal mark, its code, and the town after it. */
const JP_POSTAL = /〒[ \t]?(\d{3}-\d{4})(?!\d)(?:(?:[ \t]*,)?[ \t]*(\p{Lu}[\p{L}\p{M}]+)(?![\p{L}-]))?/uy;
export function japanesePostal(text: string, anchors: Anchor[], out: Hit[]): void {
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
