/**
 * A clinician's practice named right after them (ADR 0083): in brackets or after a comma, the phrase closing
 * there. Called for each person found, from phi-orgs-cued.ts (aroundPeople).
 */
import { PLACE_RANK } from './phi-cities.js';
import { COUNTRIES, isCity, isStop, MEDICAL, TITLES, US_STATES } from './phi-lexicon.js';
import { ORG_GENERIC, ORG_SERVICE } from './phi-org-words.js';
import { phraseAt, titledName, words } from './phi-orgs-phrase.js';
import type { Hit } from './pii-context.js';

/**
 * Adjectives of specialties that make a department's name ("Orthopaedic Surgery", "Pediatric Cardiology"), and the
 * heads of a department's host ("Hospital Medicine", "Clinic Pharmacy"): none is the proper word of a practice.
 */
const SPECIALTY = new Set(
  `orthopaedic orthopedic cardiac cardiothoracic thoracic vascular plastic neurological pediatric paediatric geriatric
  obstetric gynecologic gynaecological oral maxillofacial colorectal hepatobiliary bariatric spinal trauma transplant
  renal hand breast endocrine head neck ent dental behavioral behavioural mental sports sleep pain palliative critical
  intensive acute ambulatory outpatient inpatient day interventional diagnostic nuclear reproductive infectious
  hospital clinic medical health healthcare center centre university college school institute`.split(/\s+/),
);
/**
 * The last words of a practice's or a parish's name, not of a hospital's department ("Pain Management Clinic",
 * "Heart Failure Clinic", "Blood Bank", "Chaplaincy Services" name units of the writer's own hospital).
 */
const PRACTICE_TAILS = new Set(
  'associates partners partnership group practice surgery parish pllc llc llp pc inc ltd physicians specialists consultants'.split(
    ' ',
  ),
);
/** A bracket or a comma after a person, then the phrase of the practice that closes it. */
const AFFILIATION_OPEN = /^(?:[ \t]*\(|,[ \t]+)/;
const AFFILIATION_CLOSE = /^(?:\)|[ \t]*(?:[,;\n]|\.(?:[ \t]|$)|$))/;

/**
 * "Dr. Samuel Osei (Capital Geriatric Associates)", "Fr. Michael Duffy, St. Mel Parish", "GP: Dr Aroha Tane, Ropata
 * Medical Centre, Lower Hutt": a clinician's practice in brackets or after a comma, the phrase ending there. Title Case
 * words ending in an organization or service word, with a proper word before it, so a department ("Dr. Jones,
 * Cardiology", "(Internal Medicine)", "(Hospital Medicine)"), a role ("Jane Doe, Director of Nursing") or an address
 * after a comma stays as the other rules read it.
 */
export function affiliationAfter(text: string, h: Hit, starts: Set<number>, out: Hit[]): void {
  const open = AFFILIATION_OPEN.exec(text.slice(h.end, h.end + 4));
  if (open === null) return;
  const at = h.end + open[0].length;
  const p = phraseAt(text, at);
  if (p === null || starts.has(at) || words(p).length < 2 || !/^\p{Lu}/u.test(p)) return;
  const bracket = open[0].includes('(');
  const close = text.slice(at + p.length, at + p.length + 3);
  if (bracket ? close[0] !== ')' : !AFFILIATION_CLOSE.test(close)) return;
  // There, Title Case words ending as a practice does are its name ("Capital Geriatric Associates"), unless all
  // are department words ("Family Practice") or medical ones.
  const ws = words(p);
  const last = ws[ws.length - 1]!;
  const proper = ws
    .slice(0, -1)
    .some((w) => !ORG_GENERIC.has(w) && !ORG_SERVICE.has(w) && !SPECIALTY.has(w) && !isStop(w));
  if (proper && titledName(p) && PRACTICE_TAILS.has(last))
    out.push({ type: 'ORGANIZATION', start: at, end: at + p.length, rank: PLACE_RANK.org });
}

/**
 * An officer's title between commas after a person, then the firm: "Signed: Dana Whitcombe, CFO, Meridian; Raj
 * Malhotra, CEO, Clarivance." (ADR 0103). An executive's title names the employer after it, whatever its words (an
 * English word too); a department ("Director, Cardiology") or a place names none (a firm named as a town, "Meridian",
 * is left to the town rules, which would retype it).
 */
const EXEC_TITLE =
  /^,[ \t]+(?:CEO|CFO|CTO|COO|CMO|CNO|CIO|CMIO|[Cc]o-?[Ff]ounder|[Ff]ounder|[Pp]resident|[Cc]hair(?:man|woman|person)?|[Mm]anaging [Dd]irector|[Ee]xecutive [Dd]irector|[Gg]eneral [Cc]ounsel|[Mm]anaging [Pp]artner|[Oo]wner|Chief [A-Z][a-z]+ Officer)[ \t]*,[ \t]+/;
const PHRASE_END = /^(?:[;)\n]|\.(?:[ \t\n]|$)|$)/;

export function execAfter(text: string, h: Hit, starts: Set<number>, out: Hit[]): void {
  if (text.charCodeAt(h.end) !== 44) return;
  const m = EXEC_TITLE.exec(text.slice(h.end, h.end + 40));
  if (m === null) return;
  const at = h.end + m[0].length;
  const p = phraseAt(text, at);
  if (p === null || !PHRASE_END.test(text.slice(at + p.length, at + p.length + 2))) return;
  const ws = words(p);
  const lc = ws.join(' ');
  if (ws.every((w) => ORG_GENERIC.has(w) || ORG_SERVICE.has(w) || SPECIALTY.has(w) || isStop(w))) return;
  if (COUNTRIES.has(lc) || US_STATES.has(lc) || isCity(lc) || MEDICAL.has(lc) || TITLES.has(ws[0]!)) return;
  out.push({ type: 'ORGANIZATION', start: at, end: at + p.length, rank: PLACE_RANK.org });
  // A person read there ("Clarivance" as a surname) is the firm.
  if (starts.has(at))
    for (const x of out) if (x.type === 'PERSON' && x.start === at && x.end <= at + p.length) x.type = 'ORGANIZATION';
}
