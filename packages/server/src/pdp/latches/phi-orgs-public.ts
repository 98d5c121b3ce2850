/**
 * ORGANIZATION names of public bodies (ADR 0081): a health board or an insurer named by its acronym and
 * its region ("NHS Lothian", "AOK Nordost", "CPAM du Rhône", "CLSC Côte-des-Neiges"), offices and
 * services of a state ("Commonwealth Ombudsman", "Health and Disability Commissioner", "National
 * Ambulance Service", "Royal Canadian Navy", "Madison County EMS"), and bodies named after the
 * country or state they serve (phi-orgs-nations.ts: "Asbestos Action Scotland", "WorkSafe Victoria").
 * Read once over the tokens: each rule starts at a rare word (an acronym of the list, a tail of the
 * list, a jurisdiction) and looks at most six tokens back or ahead.
 */
import { big } from './phi-big-cities.js';
import {
  CREDENTIALS,
  isCity,
  isEnglish,
  isName,
  isStop,
  MEDICAL,
  ORG_JOINERS,
  TITLES,
  US_STATES,
} from './phi-lexicon.js';
import { set } from './phi-lexicon-words.js';
import { AREA_WORDS, JOB_WORDS, LEADING, ORG_GENERIC } from './phi-org-words.js';
import {
  jurisdiction,
  MODIFIERS,
  nationNamed,
  properPlace,
  push,
  regionName,
  stateAndAcronym,
} from './phi-orgs-nations.js';
import { foreignWord } from './phi-orgs-service.js';
import { tailWord } from './phi-orgs-tails.js';
import { type Tok, work } from './phi-tokens.js';
import type { Hit } from './pii-context.js';

/**
 * Acronyms of public health services and insurers that take their region's name right after them:
 * NHS boards, Ireland's HSE, Germany's sickness funds (AOK, BKK, IKK), France's CPAM and ARS,
 * Quebec's CIUSSS, CLSC and GMF, Italy's ASL, Portugal's ULS and USF, the US VA ("VA Connecticut").
 */
const SERVICE_ACRONYMS = set(`nhs hse aok bkk ikk cpam caf ars ciusss cisss clsc gmf asl asst ausl ulss usl uls usf
  aces va`);
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
