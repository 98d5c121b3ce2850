/**
 * ORGANIZATION names of public bodies (ADR 0081): a health board or an insurer named by its acronym and
 * its region ("NHS Lothian", "AOK Nordost", "CPAM du Rhône", "CLSC Côte-des-Neiges"), offices and
 * services of a state ("Commonwealth Ombudsman", "Health and Disability Commissioner", "National
 * Ambulance Service", "Royal Canadian Navy", "Madison County EMS"), and bodies named after the
 * country or state they serve ("Asbestos Action Scotland", "WorkSafe Victoria", "Kidney Health NZ").
 * Read once over the tokens: each rule starts at a rare word (an acronym of the list, a tail of the
 * list, a jurisdiction) and looks at most six tokens back or ahead.
 */
import { big } from './phi-big-cities.js';
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
  ORG_JOINERS,
  TITLES,
  US_STATES,
} from './phi-lexicon.js';
import { AREA_WORDS, JOB_WORDS, LEADING, ORG_CIVIC, ORG_GENERIC, ORG_PROGRAMS } from './phi-org-words.js';
import { foreignWord } from './phi-orgs-service.js';
import { tailWord } from './phi-orgs-tails.js';
import { isRegionName } from './phi-regions.js';
import { type Tok, work } from './phi-tokens.js';
import type { Hit } from './pii-context.js';

const set = (words: string) => new Set(words.split(/\s+/).filter(Boolean));

/**
 * Acronyms of public health services and insurers that take their region's name right after them:
 * NHS boards, Ireland's HSE, Germany's sickness funds (AOK, BKK, IKK), France's CPAM and ARS,
 * Quebec's CIUSSS, CLSC and GMF, Italy's ASL, Portugal's ULS and USF, the US VA ("VA Connecticut").
 */
const SERVICE_ACRONYMS = set(`nhs hse aok bkk ikk cpam caf ars ciusss cisss clsc gmf asl asst ausl ulss usl uls usf
  aces va`);
/** Words that open a region's name without being one: "NHS Greater Glasgow and Clyde", "HSE Dublin North East". */
const MODIFIERS = set(`greater north south east west central mid northern southern eastern western upper lower`);

/** The US state list's abbreviations, which are also words and names ("Miss", "Penn", "Wash"). */
const STATE_ABBREVIATIONS = set('mass calif conn wash mich minn ariz colo okla penn tenn miss mont');
/**
 * A country, a province or a state written out, not its code ("OR", "IN", "DE", "PA" and "ACT" are
 * also words): with or without its accents ("Québec").
 */
const regionName = (lc: string) =>
  COUNTRIES.has(fold(lc)) ||
  isRegionName(fold(lc)) ||
  (US_STATES.has(lc) && lc.length > 3 && !STATE_ABBREVIATIONS.has(lc));
/** Such a name, also as a part of a hyphenated one ("Mauricie-et-du-Centre-du-Québec"). */
const regionIn = (lc: string) => regionName(lc) || (lc.includes('-') && lc.split('-').some(regionName));

/**
 * A word that may name a region: a large city ("Glasgow", an eponym too), a state, a country, or a
 * town, a name-list word or a word in no list that is no English word ("Lothian", "Nordost"; not "Number").
 */
function placeWord(lc: string, particle: boolean): boolean {
  if (big(lc) || regionIn(lc)) return true;
  if (ORG_GENERIC.has(lc) || tailWord(lc) || MEDICAL.has(lc) || TITLES.has(lc) || isStop(lc)) return false;
  // After a particle an English-looking town's word names the region too ("GMF du Plateau").
  if (isEnglish(lc) && !(particle && isCity(lc))) return false;
  return isCity(lc) || isName(lc) || foreignWord(lc);
}

/** The particles of a French, Italian or Iberian body's region ("CPAM du Rhône", "CIUSSS de la Mauricie"). */
const REGION_PARTICLE =
  /[ \t]+(?:(?:du|des|de[ \t]+la|di|del|della|do|da|dos|das|de)[ \t]+|de[ \t]+l['’]|d['’])(?=\p{Lu})/uy;

/**
 * The region's words from toks[k]: capitalized words, one space or hyphen apart, joined by "and", "&",
 * "et" or "und" only before another such word ("Greater Glasgow and Clyde"). The index of the last, or -1.
 */
function regionEnd(text: string, toks: Tok[], k: number, particle: boolean): number {
  let last = -1;
  let named = false;
  for (let m = k; m < toks.length && m - k < 5; m++) {
    work.steps++;
    const t = toks[m]!;
    if (m > k) {
      const g = text.slice(toks[m - 1]!.end, t.start);
      if (g !== ' ' && !/^[ \t](?:and|&|et|und)[ \t]$/.test(g) && !(t.cap && ORG_JOINERS.has(t.lc))) break;
    }
    if (!t.cap) {
      if (t.lc !== 'and' && t.lc !== '&') break;
      continue;
    }
    // "Greater Glasgow", "Dublin North East": a compass word names a region only beside a place.
    const place = placeWord(t.lc, particle);
    if (!place && !MODIFIERS.has(t.lc)) break;
    named ||= place;
    last = m;
  }
  return named ? last : -1;
}

/** "NHS Lothian", "AOK Nordost", "CPAM du Rhône", "GMF du Plateau": a service's acronym and its region. */
function acronymAndRegion(text: string, toks: Tok[], i: number, out: Hit[]): void {
  const t = toks[i]!;
  const n = toks[i + 1];
  if (n === undefined) return;
  REGION_PARTICLE.lastIndex = t.end;
  if (REGION_PARTICLE.test(text)) {
    // Any acronym before a particle and a place ("CHU de Québec", "ASL di Bergamo"), not a credential or a test.
    if (CREDENTIALS.has(t.lc) || US_STATES.has(t.lc) || MEDICAL.has(t.lc)) return;
    let k = i + 1;
    while (k < toks.length && toks[k]!.start < REGION_PARTICLE.lastIndex) k++;
    const place = toks[k];
    if (place === undefined || place.start !== REGION_PARTICLE.lastIndex) return;
    const lc = place.lc;
    if (!(big(lc) || regionIn(lc) || ((isCity(lc) || isName(lc)) && !MEDICAL.has(lc)))) return;
    const last = regionEnd(text, toks, k, true);
    if (last >= 0) push(out, t.start, toks[last]!.end);
    return;
  }
  if (!SERVICE_ACRONYMS.has(t.lc) || text.slice(t.end, n.start) !== ' ' || !n.cap || n.upper) return;
  // "Richmond, VA Beach…": after a comma the two capitals are a state's.
  if (t.lc === 'va' && /,[ \t]*$/.test(text.slice(Math.max(0, t.start - 3), t.start))) return;
  const last = regionEnd(text, toks, i + 1, false);
  if (last > i) push(out, t.start, toks[last]!.end);
}

/**
 * Offices and forces whose name holds two capitalized words, or a nation's or a place's word:
 * "Health and Disability Commissioner", "American Joint Replacement Registry", "Royal Canadian Navy", "Royal Navy".
 */
const OFFICES = set('commissioner registry tribunal navy army constabulary coastguard');
/** Offices that any word names: "Commonwealth Ombudsman", "UK Biobank". */
const OMBUDSMEN = set('ombudsman biobank');
/**
 * Bodies that only a nation's or a place's word makes a name ("National Ambulance Service", "Scottish
 * Ambulance Service", "London Ambulance Service"): "Acute Pain Service" is a hospital's department.
 */
const STATE_BODIES = set('service board authority commission agency executive inspectorate regulator system');
/**
 * Hospitals and institutes that a nation's word opens ("National University Hospital", "Royal Infirmary of
 * Edinburgh", "Federal Medical Centre"): a name although its other words are a department's.
 */
const NATIONAL_SITES = set('hospital infirmary centre center institute');
/**
 * Emergency services and state police after a place or a county: "Madison County EMS", "Cleveland EMS",
 * "Ada County Paramedics", "Washington State Patrol".
 */
const RESCUE = set('ems paramedics patrol');
/** Words of a nation: a state's body is named so ("National", "Royal", "Scottish"). */
const NATIONAL = set(`national nationwide federal royal commonwealth provincial american british english scottish
  welsh irish canadian australian indian african european`);
/** Services of worship and remembrance: "Jackson Memorial Service" is a funeral. */
const RITES = set('memorial funeral prayer church worship mass');

/** A town, a state or a name-list word that is no English word ("London", "Ohio"; not "Kidney", "Aid"). */
const properPlace = (lc: string) => regionName(lc) || ((isCity(lc) || isName(lc)) && !isEnglish(lc));
/** Whether a word names a nation or a place (a town, not only a name-list word: "Sega"), as a state body's first word. */
const national = (lc: string) =>
  NATIONAL.has(lc) || regionName(lc) || big(lc) || (isCity(lc) && !isEnglish(lc) && !ORG_GENERIC.has(lc));

/** A public body that ends in the tail toks[j], walked back over capitalized words and joiners (up to five). */
function tailed(text: string, toks: Tok[], j: number, out: Hit[]): void {
  const tail = toks[j]!;
  const lc = tail.lc;
  if (lc === 'ems' ? !tail.upper : tail.upper) return;
  let i = j;
  while (i > 0 && j - i < 6) {
    const p = toks[i - 1]!;
    const g = text.slice(p.end, toks[i]!.start);
    if (g !== ' ' || !(p.cap || p.lc === 'and' || p.lc === '&' || p.lc === 'of')) break;
    if (p.cap && (TITLES.has(p.lc) || LEADING.has(p.lc) || JOB_WORDS.has(p.lc) || MEDICAL.has(p.lc))) break;
    // "Tumor Registry and Cancer Registry": two names, each with its own tail.
    if (p.cap && publicTail(p.lc)) break;
    i--;
  }
  while (i < j && !toks[i]!.cap) i++;
  if (i === j) return;
  work.steps++;
  const first = toks[i]!.lc;
  let words = 0;
  for (let k = i; k < j; k++) if (toks[k]!.cap) words++;
  let ok: boolean;
  // "Royal Infirmary of Edinburgh": a place after "of" goes on with the name.
  const end = ofPlace(text, toks, j);
  if (end > j) words++;
  if (NATIONAL_SITES.has(lc)) ok = NATIONAL.has(first) && words >= 2;
  else if (OMBUDSMEN.has(lc)) ok = words >= 2 || (!ORG_GENERIC.has(first) && !isStop(first)) || NATIONAL.has(first);
  else if (OFFICES.has(lc)) {
    ok = words >= 2 || national(first);
    // "Health Commissioner Mary Bassett": a person's title.
    const next = toks[j + 1];
    if (lc === 'commissioner' && next?.cap && text.slice(tail.end, next.start) === ' ') ok = false;
  } else if (RESCUE.has(lc)) {
    let area = false;
    for (let k = i + 1; k < j; k++) area ||= AREA_WORDS.has(toks[k]!.lc);
    // ("BLS EMS", "ALS EMS": a level of care in capitals, no place.)
    ok = area || ((national(first) || MODIFIERS.has(first)) && !toks[i]!.upper);
  } else {
    // "Western Institutional Review Board": a region's compass word before a longer name.
    ok = (national(first) && words >= 2) || (MODIFIERS.has(first) && words >= 3 && lc !== 'service');
    for (let k = i; k < j && ok; k++) if (RITES.has(toks[k]!.lc)) ok = false;
  }
  if (ok) push(out, toks[i]!.start, toks[end]!.end);
}

/** Whether a word ends a public body's name here. */
const publicTail = (lc: string) =>
  OFFICES.has(lc) || OMBUDSMEN.has(lc) || STATE_BODIES.has(lc) || RESCUE.has(lc) || NATIONAL_SITES.has(lc);

/** The last token of "of" and a place's capitalized words (up to three) after toks[j], or j. */
function ofPlace(text: string, toks: Tok[], j: number): number {
  const of = toks[j + 1];
  const place = toks[j + 2];
  if (of?.lc !== 'of' || place === undefined || !place.cap || text.slice(toks[j]!.end, place.start) !== ' of ')
    return j;
  if (!properPlace(place.lc) && !big(place.lc)) return j;
  let k = j + 2;
  while (k + 1 < toks.length && k - j < 4 && toks[k + 1]!.cap && text.slice(toks[k]!.end, toks[k + 1]!.start) === ' ')
    k++;
  return k;
}

/**
 * A state or a country and a body's acronym or a public programme after it: "Louisiana DCFS", "Ohio BWC",
 * "Alabama Medicaid" (not a test or a credential: "Texas ICU", "Georgia MD").
 */
function stateAndAcronym(text: string, toks: Tok[], j: number, out: Hit[]): void {
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
const jurisdiction = (lc: string) => NATIONS.has(lc) || regionName(lc);
/** Names of sites, which a country after them locates: "Beaumont Hospital Ireland". */
const SITES = set('hospital hospitals clinic infirmary university college school centre center campus');
/** Camel case ("WorkSafe", "HealthShare"): a brand's word. */
const CAMEL = /^\p{Lu}\p{Ll}+\p{Lu}\p{Ll}+/u;

/** Capitalized words before a jurisdiction at toks[j] that make a body's name (`people`: the persons found, by end). */
function nationNamed(text: string, toks: Tok[], j: number, out: Hit[], people: Map<number, number>): void {
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
  if (!before.upper && isName(before.lc) && !isEnglish(before.lc) && isName(place.lc)) return;
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

const push = (out: Hit[], start: number, end: number) =>
  out.push({ type: 'ORGANIZATION', start, end, rank: PLACE_RANK.org });

/** Public bodies: acronyms and their regions, offices and services of a state, bodies named after their country. */
export function findPublicBodies(text: string, toks: Tok[], out: Hit[]): void {
  let people: Map<number, number> | null = null;
  for (let j = 0; j < toks.length; j++) {
    const t = toks[j]!;
    if (!t.cap) continue;
    const lc = t.lc;
    if (t.upper && t.end - t.start <= 7) acronymAndRegion(text, toks, j, out);
    if (publicTail(lc)) tailed(text, toks, j, out);
    if (lc.length > 4 && regionName(lc)) stateAndAcronym(text, toks, j, out);
    if (jurisdiction(lc) && j > 0) {
      people ??= new Map(out.filter((h) => h.type === 'PERSON').map((h) => [h.end, h.start]));
      nationNamed(text, toks, j, out, people);
    }
  }
}
