/**
 * The phrase readers shared by the organization rules of context (phi-orgs-cued.ts, phi-orgs-commerce.ts):
 * the capitalized phrase at a position, and whether a phrase can be an organization's name.
 */
import { PLACE_RANK } from './phi-cities.js';
import {
  COUNTRIES,
  isCity,
  isEnglish,
  isStop,
  MEDICAL,
  ORG_TAILS,
  PERSON_CUES,
  TITLES,
  US_STATES,
} from './phi-lexicon.js';
import { ORG_GENERIC, ORG_PROGRAMS } from './phi-org-words.js';
import { isKnownOrg } from './phi-orgs-gazetteer.js';
import { work } from './phi-tokens.js';
import { MONTHS_DAYS } from './phi-unlisted-places.js';
import type { Hit } from './pii-context.js';

/**
 * A capitalized phrase of up to six words, with joiners inside ("Bank of Nova Scotia", "Johnson & Johnson", and
 * since ADR 0099 "of the": "Family Court of the First Circuit").
 */
const PHRASE =
  /(?:[\p{Lu}\d][\p{L}\p{M}\d'’.-]*)(?:(?:[ \t]+(?:of(?:[ \t]+the)?|and|&|the|for|de|du|la|von|van)(?=[ \t]+[\p{Lu}]))?[ \t]+[\p{Lu}\d][\p{L}\p{M}\d'’.-]*){0,5}/uy;

export const words = (p: string) =>
  p
    .split(/[ \t,]+/)
    .filter(Boolean)
    .map((w) => w.replace(/['’]s$|[.,]$/g, '').toLowerCase());

/**
 * Whether phrase `p` can be an organization: not a title or a place, not only ordinary English or
 * medical words (an organization word such as "Capital" or "Labs" counts as a name part).
 */
/** Acronyms of a hospital's services and a programme's benefits, which a person is "from" or "with". */
const SERVICES = new Set(
  `pt ot slp sw rt cm ed er ae icu micu sicu nicu picu ccu pacu or ir gi ent ob gyn obgyn pmr psych neuro onc heme
  cards renal pulm derm ortho uro peds med surg hh wic snap`.split(/\s+/),
);
export function orgLike(p: string, townsToo = false): boolean {
  const ws = words(p).filter((w) => !/^(?:of|and|&|the|for|de|du|la|von|van)$/.test(w));
  // ("Kwame from PT", "Ingrid with OT": a clinical service's acronym alone is no firm; "FDA" is a body.)
  if (ws.length === 0 || TITLES.has(ws[0]!) || (ws.length === 1 && SERVICES.has(ws[0]!))) return false;
  const lc = ws.join(' ');
  if (COUNTRIES.has(lc) || US_STATES.has(lc) || (!townsToo && isCity(lc))) return false;
  // (A maker the medical words hold for its devices is the firm after a cue: "my employer Medtronic".)
  if (MEDICAL.has(lc) && !isKnownOrg(p)) return false;
  if (!ws.some((w) => /^\p{L}/u.test(w))) return false;
  if (ws.some((w) => ORG_PROGRAMS.has(w))) return false;
  // "Vilma Holm of Here", "the Mint office": a known organization's name, even of English words.
  if (isKnownOrg(p)) return true;
  // An organization word makes a name only beside a word that is no department word ("Quest Diagnostics", not "Cardiology Clinic").
  const named =
    ws.some((w) => ORG_TAILS.has(w)) && ws.some((w) => !ORG_TAILS.has(w) && !ORG_GENERIC.has(w) && !isStop(w));
  return named || ws.some((w) => !isEnglish(w) && !MEDICAL.has(w) && !/^\d+$/.test(w) && !/n['’]t$/.test(w));
}

/** Two or more Title Case words that are not only department words, places or medical words ("Us News Schools"). */
export function titledName(p: string): boolean {
  const ws = words(p).filter((w) => !/^(?:of|and|&|the|for|de|du|la|von|van)$/.test(w));
  if (ws.length < 2 || !p.split(/[ \t]+/).every((w) => /^[\p{Lu}\d&]/u.test(w) || /^(?:of|and|the|for)$/.test(w)))
    return false;
  const lc = ws.join(' ');
  if (COUNTRIES.has(lc) || US_STATES.has(lc) || isCity(lc) || TITLES.has(ws[0]!)) return false;
  return !ws.some((w) => MEDICAL.has(w) || ORG_PROGRAMS.has(w)) && !ws.every((w) => ORG_GENERIC.has(w) || isStop(w));
}

/**
 * One capitalized word right after a job or work verb and "at" ("engineer at Allegro", "the new CFO at
 * Stripe", "works at Nubank"): a firm even when it is also a word or a name, unless it is a medical,
 * generic, family, calendar or stop word, or someone's possessive ("works at Heather's salon"). After
 * "for", "with" or "joined" a lone word is as often a person ("works for Mark", "years with Grandma").
 */
export function loneEmployer(text: string, start: number, p: string): boolean {
  if (!/^\p{Lu}[\p{Ll}\p{M}'’-]{2,}$/u.test(p) || !AT_BEFORE.test(text.slice(Math.max(0, start - 8), start)))
    return false;
  if (/^['’]s/.test(text.slice(start + p.length, start + p.length + 2))) return false;
  const w = p.toLowerCase();
  return (
    !MEDICAL.has(w) &&
    !ORG_GENERIC.has(w) &&
    !ORG_TAILS.has(w) &&
    !isStop(w) &&
    !TITLES.has(w) &&
    !PERSON_CUES.has(w) &&
    !MONTHS_DAYS.has(w) &&
    !NOT_EMPLOYERS.has(w)
  );
}
const AT_BEFORE = /[ \t]at[ \t]+(?:the[ \t]+)?$/;
/** Capitalized after "works at" for other reasons, besides months and days: times and places of care. */
const NOT_EMPLOYERS = new Set(['night', 'nights', 'home', 'daycare']);

const SENTENCE_DOT = /(?:^|[ \t])(?!(?:st|mt|ft|jr|sr|dr)\.)([\p{L}\d'’-]{2,})\.[ \t]/iu;
/** Legal forms end a name, dot and all: "Greyfield Construction Ltd. Works night shifts" ends at "Ltd.". */
const LEGAL_DOT = /^(?:inc|ltd|co|corp|llc|plc)$/i;

export function phraseAt(text: string, pos: number): string | null {
  PHRASE.lastIndex = pos;
  const m = PHRASE.exec(text);
  work.steps++;
  if (m === null) return null;
  // A sentence ends the name ("Employer: Harrowgate Freight. Occupation: …"); an abbreviation's dot does not ("St. Mary").
  const stop = SENTENCE_DOT.exec(m[0]);
  // A trailing sentence dot is not part of the name ("for Citigroup."), an abbreviation's is ("Inc.").
  const cut = stop === null ? m[0].length : stop.index + stop[0].length - (LEGAL_DOT.test(stop[1]!) ? 1 : 2);
  const p = m[0].slice(0, cut).replace(/['’]s$/, '');
  return /\.$/.test(p) && !/(?:^|[ \t])(?:inc|ltd|co|corp|llc|plc|[A-Z])\.$/i.test(p) ? p.slice(0, -1) : p;
}

export function push(out: Hit[], start: number, p: string, townsToo = false, rank: number = PLACE_RANK.org): void {
  if (orgLike(p, townsToo)) out.push({ type: 'ORGANIZATION', start, end: start + p.length, rank });
}
