/**
 * The employer in a mail's signature (ADR 0148): "Priya Natarajan\nSenior Integration Analyst\nLakeshore
 * Orthopaedics", "Priya Natarajan, Senior Integration Analyst, Lakeshore Orthopaedics", "Priya Natarajan | Analyst |
 * Lakeshore Orthopaedics". A person, then a job title (a phrase ending in a job's word: Analyst, Manager, Director…),
 * then a phrase of capitalized words closing its line: the firm the person writes for, when it is a known firm, has a
 * legal form, or holds a word that no English, unit or department list holds ("Interlace Health", all English, stays
 * out: "Population Health" and "Labor and Delivery" close a signature as often). Not a town, a state or a country, a
 * street, a footer in capitals, nor what a rule read already (a care team lists person, title, person, title).
 */
import { PLACE_RANK } from './phi-cities.js';
import { COUNTRIES, CREDENTIALS, isCity, isEnglish, MEDICAL, STREET_TYPES, US_STATES } from './phi-lexicon.js';
import { DEPARTMENT_WORDS, JOB_WORDS } from './phi-org-words.js';
import { isKnownOrg } from './phi-orgs-gazetteer.js';
import type { Hit } from './pii-context.js';

/** A separator between the parts of a signature: a line break (with blanks), a comma, or a "|". */
const SEP = /^(?:[ \t]*\n[ \t]*|,[ \t]+|[ \t]+\|[ \t]+)/;
/** A job title: up to five capitalized words (or "of", "and", "&"), the last a job's word. */
const TITLE = /^(?:(?:\p{Lu}[\p{L}'’.-]*|of|and|&|for)[ \t]+){0,5}(\p{Lu}[\p{L}'’.-]*)/u;
/** The firm: one to five capitalized words (or "of", "and", "&"), closing its line. */
const FIRM =
  /^\p{Lu}[\p{L}'’.&-]*(?:[ \t]+(?:\p{Lu}[\p{L}'’.&-]*|of|and|&|the|for)){0,4}(?=[ \t]*(?:\n|$|\||[.,;][ \t]*(?:\n|$)))/u;

export function findSignatureOrgs(text: string, out: Hit[]): void {
  const people = out.filter((h) => h.type === 'PERSON');
  if (people.length === 0) return;
  for (const p of people) {
    let k = afterCredentials(text, p.end);
    const s1 = SEP.exec(text.slice(k, k + 8));
    if (s1 === null) continue;
    k += s1[0].length;
    const title = TITLE.exec(text.slice(k, k + 80));
    if (title === null || !JOB_WORDS.has(title[1]!.toLowerCase())) continue;
    k += title[0].length;
    const s2 = SEP.exec(text.slice(k, k + 8));
    // The title and the firm are parts of one kind: both on lines of their own, or both after commas or bars.
    if (s2 === null || s2[0].includes('\n') !== s1[0].includes('\n')) continue;
    k += s2[0].length;
    const firm = FIRM.exec(text.slice(k, k + 80));
    // (A sentence's full stop is no part of the name; an abbreviation's is: "Acme Co.")
    const name = firm === null ? '' : firm[0].replace(/(?<!\b(?:Inc|Co|Corp|Ltd|Bros|L\.L\.C|P\.C))\.$/, '');
    if (name === '' || !firmLike(name)) continue;
    const end = k + name.length;
    // (A reading already there wins: a care team's list is person, title, person, title.)
    if (out.some((h) => h.start < end && k < h.end)) continue;
    out.push({ type: 'ORGANIZATION', start: k, end, rank: PLACE_RANK.org });
  }
}

/** Where the credentials after a name end: "Priya Natarajan, MD, MPH". */
function afterCredentials(text: string, end: number): number {
  for (;;) {
    const m = /^,[ \t]*([A-Za-z.]{2,8})(?=[ \t]*(?:[,|\n]|$))/.exec(text.slice(end, end + 12));
    if (m === null || !CREDENTIALS.has(m[1]!.toLowerCase().replace(/\./g, ''))) return end;
    end += m[0].length;
  }
}

/**
 * Whether a phrase closing a signature names a firm: a known one, one with a legal form, or one with a word that no
 * English, unit or department list holds ("Lakeshore Orthopaedics"); no place, street, job, unit ("Labor and
 * Delivery", "Population Health"), or a footer's words in capitals ("CONFIDENTIALITY NOTICE").
 */
function firmLike(phrase: string): boolean {
  if (isKnownOrg(phrase)) return true;
  if (!/\p{Ll}/u.test(phrase)) return false;
  const ws = phrase.toLowerCase().split(/[ \t]+/);
  const lc = ws.join(' ');
  if (LEGAL.test(phrase)) return true;
  if (COUNTRIES.has(lc) || US_STATES.has(lc) || (isCity(lc) && !isKnownOrg(phrase))) return false;
  if (STREET_TYPES.has(ws[ws.length - 1]!.replace(/\.$/, ''))) return false;
  if (JOB_WORDS.has(ws[ws.length - 1]!)) return false;
  // ("Region VIII": a numeral names a unit.)
  return ws.some(
    (w) =>
      !isEnglish(w) &&
      !DEPARTMENT_WORDS.has(w) &&
      !MEDICAL.has(w) &&
      !UNIT_WORDS.has(w) &&
      !/^(?:of|and|&|the|for|[ivxl]+)$/.test(w),
  );
}

/** A legal form closing a firm's name. */
const LEGAL = /[ \t,](?:Inc|LLC|L\.L\.C|Ltd|Corp|PLLC|PC|P\.C|LLP|Co|GmbH|AG|SA|NV|BV|Pty)\.?$/;

/** The words of a hospital's or a firm's own units, which a signature names as often as its employer. */
const UNIT_WORDS = new Set(
  `clinical patient patients financial human resources engineering finance services service management administration
  operations supply chain revenue cycle information technology informatics affairs relations compliance quality
  safety nursing facilities security marketing communications development research education legal payroll billing
  accounting procurement purchasing materials access integrity privacy risk audit internal medical health care
  biomedical environmental food nutrition volunteer volunteers spiritual pastoral chaplaincy case utilization
  review team office department dept unit division desk center centre program programs programme network systems
  region regions district area zone territory market markets east west north south central`.split(/\s+/),
);
