/**
 * ORGANIZATION names of bodies named after the country or state they serve (ADR 0081), for
 * phi-orgs-public.ts: "Asbestos Action Scotland", "WorkSafe Victoria", "Kidney Health NZ", "NAMI Ohio",
 * "Louisiana DCFS"; with the look-ups of regions the public bodies' rules share.
 */
import { PLACE_RANK } from './phi-cities.js';
import {
  COUNTRIES,
  CREDENTIALS,
  fold,
  isCity,
  isEnglish,
  isName,
  isStop,
  MEDICAL,
  TITLES,
  US_STATES,
} from './phi-lexicon.js';
import { set } from './phi-lexicon-words.js';
import { LEADING, ORG_CIVIC, ORG_PROGRAMS } from './phi-org-words.js';
import { tailWord } from './phi-orgs-tails.js';
import { isRegionName } from './phi-regions.js';
import { type Tok, work } from './phi-tokens.js';
import type { Hit } from './pii-context.js';

/** Words that open a region's name without being one: "NHS Greater Glasgow and Clyde", "HSE Dublin North East". */
export const MODIFIERS = set(`greater north south east west central mid northern southern eastern western upper lower`);

/** The US state list's abbreviations, which are also words and names ("Miss", "Penn", "Wash"). */
const STATE_ABBREVIATIONS = set('mass calif conn wash mich minn ariz colo okla penn tenn miss mont');
/**
 * A country, a province or a state written out, not its code ("OR", "IN", "DE", "PA" and "ACT" are
 * also words): with or without its accents ("Québec").
 */
export const regionName = (lc: string) =>
  COUNTRIES.has(fold(lc)) ||
  isRegionName(fold(lc)) ||
  (US_STATES.has(lc) && lc.length > 3 && !STATE_ABBREVIATIONS.has(lc));
/** A town, a state or a name-list word that is no English word ("London", "Ohio"; not "Kidney", "Aid"). */
export const properPlace = (lc: string) => regionName(lc) || ((isCity(lc) || isName(lc)) && !isEnglish(lc));
/**
 * A state or a country and a body's acronym or a public programme after it: "Louisiana DCFS", "Ohio BWC",
 * "Alabama Medicaid" (not a test or a credential: "Texas ICU", "Georgia MD").
 */
export function stateAndAcronym(text: string, toks: Tok[], j: number, out: Hit[]): void {
  const n = toks[j + 1];
  if (n === undefined || text.slice(toks[j]!.end, n.start) !== ' ' || !n.cap) return;
  const acronym = n.upper && n.end - n.start >= 3 && n.end - n.start <= 5;
  if (!(acronym || (ORG_PROGRAMS.has(n.lc) && n.lc !== 'medical')) || MEDICAL.has(n.lc) || CREDENTIALS.has(n.lc))
    return;
  push(out, toks[j]!.start, n.end);
}

/**
 * Countries, nations and states that end a body's name: "Asbestos Action Scotland", "Kidney Health
 * NZ", "Legal Aid NSW", "WorkSafe Victoria", "NAMI Ohio" (two-letter codes other than UK and NZ
 * end addresses: "Sydney NSW 2000" has a postcode, "Bendigo, VIC" a comma).
 */
const NATIONS = set('uk nz usa england scotland wales ireland nsw qld victoria');
export const jurisdiction = (lc: string) => NATIONS.has(lc) || regionName(lc);
/** Names of sites, which a country after them locates: "Beaumont Hospital Ireland". */
const SITES = set('hospital hospitals clinic infirmary university college school centre center campus');
/** Camel case ("WorkSafe", "HealthShare"): a brand's word. */
const CAMEL = /^\p{Lu}\p{Ll}+\p{Lu}\p{Ll}+/u;

/** Capitalized words before a jurisdiction at toks[j] that make a body's name (`people`: the persons found, by end). */
export function nationNamed(text: string, toks: Tok[], j: number, out: Hit[], people: Map<number, number>): void {
  const place = toks[j]!;
  // "Sydney NSW 2000", "Toronto, Canada": an address's town and its state or country.
  if (/^[ \t]*\d/.test(text.slice(place.end, place.end + 3))) return;
  let i = j;
  while (i > 0 && j - i < 5) {
    const p = toks[i - 1]!;
    const g = text.slice(p.end, toks[i]!.start);
    // "Hong Kong and Singapore", "United Kingdom and Ireland": places joined by "and" are a list of places.
    if (g !== ' ' || !(p.cap || p.lc === 'of')) break;
    if (p.cap && (TITLES.has(p.lc) || LEADING.has(p.lc) || MEDICAL.has(p.lc) || isStop(p.lc))) break;
    i--;
  }
  while (i < j && !toks[i]!.cap) i++;
  if (i === j) return;
  const before = toks[j - 1]!;
  // "United States of America", "King of France", "Big Island of Hawaii": what is "of" a country is no body named after
  // it, unless a public body's word stands before the "of" ("Superior Court of California").
  if (!before.cap && !(toks[j - 2]?.cap && ORG_CIVIC.has(toks[j - 2]!.lc))) return;
  // "Beaumont Hospital Ireland": a place's name ended at its head; the country after it says where.
  if (SITES.has(before.lc)) return;
  // "Northern Ireland", "New South Wales", "Western Australia": the place goes on backwards; "Perth Western Australia".
  if (
    MODIFIERS.has(before.lc) ||
    before.lc === 'new' ||
    before.lc === 'great' ||
    regionName(`${before.lc} ${place.lc}`)
  )
    return;
  // "Nephew Terrence Washington": a person whose surname is a state's name (not "NAMI Ohio").
  // (In capitals too, when the word is longer than an acronym: "Dear ALICIA MONTENEGRO".)
  if (
    (!before.upper || before.end - before.start > 4) &&
    isName(before.lc) &&
    !isEnglish(before.lc) &&
    isName(place.lc)
  )
    return;
  work.steps++;
  let words = 0;
  let org = false;
  let places = 0;
  for (let k = i; k < j; k++) {
    const t = toks[k]!;
    if (!t.cap) continue;
    words++;
    const raw = text.slice(t.start, t.end);
    // A word that says "organization": a department or service word, a tail, a brand's camel case, an acronym.
    if (ORG_PROGRAMS.has(t.lc) || tailWord(t.lc) || CAMEL.test(raw) || (t.upper && t.end - t.start >= 3)) org = true;
    if (properPlace(t.lc)) places++;
  }
  // "Dublin Ireland", "Mary Smith Canada": towns and a person's name make no body.
  const person = people.get(before.end);
  if (!(org || (words >= 2 && places < words && !(person !== undefined && person >= toks[i]!.start)))) return;
  push(out, toks[i]!.start, place.end);
}

/** An organization from `start` to `end`, at the organizations' rank. */
export const push = (out: Hit[], start: number, end: number) =>
  out.push({ type: 'ORGANIZATION', start, end, rank: PLACE_RANK.org });
