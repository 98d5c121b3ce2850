/**
 * ORGANIZATION of one ordinary word and a practice's word (ADR 0086): "physiotherapy at Pivot Physiotherapy",
 * "referral to Vision Partners", "Hospice information given (Beacon Hospice)", "Peak Dental: Hi Xiomara". findOrgs
 * (phi-orgs.ts) refuses a lone English word before a service word, since most such pairs are departments ("Sleep
 * Medicine", "Sexual Health", "Asthma Clinic"); these are the places and words where the pair is a name.
 */
import { PLACE_RANK } from './phi-cities.js';
import { isCity, isCommon, isEnglish, isStop, MEDICAL, TITLES } from './phi-lexicon.js';
import { ORG_GENERIC } from './phi-org-words.js';
import { inSlot } from './phi-orgs-service.js';
import type { Tok } from './phi-tokens.js';
import type { Hit } from './pii-context.js';

/**
 * Words that end a private practice's or a firm's name and that a hospital does not use for a department with a
 * noun before it (a hospital has "Paediatric Dental" or "Pelvic Physiotherapy", adjectives and body words, which
 * ORG_GENERIC and DEPARTMENT_WORDS hold). Not Clinic, Centre, Health, Medicine, Therapy, Surgery, Counseling or
 * Pharmacy: "Asthma Clinic", "Sexual Health", "Lifestyle Medicine", "Grief Counseling", "Retail Pharmacy".
 */
const PRACTICE_TAILS = new Set(
  `dental dentistry endodontics orthodontics periodontics prosthodontics optometry eyecare chiropractic podiatry
  physiotherapy physio audiology specialists physicians surgeons dentists hospice partners associates dermatology
  pathology imaging radiology`.split(/\s+/),
);
/**
 * Firms' words that no department takes at all: before them a department's word names the practice ("Vision
 * Partners", "Cardiology Associates", "Anesthesia Partners"), in an organization's slot.
 */
const FIRM_TAILS = new Set(['partners', 'associates']);

/**
 * Words that make a department or a programme of a service word although no list of specialties holds them:
 * British spellings, population and topic words ("Paediatric Physiotherapy", "Refugee Health", "Falls Clinic").
 */
const DEPARTMENT_WORDS = new Set(
  `paediatric paediatrics orthopaedic orthopaedics gynaecology haematology anaesthesia anaesthetics oesophageal
  sexual gender refugee migrant veterans veteran youth teen teens adolescents seniors senior child infants baby
  community hospital clinic outpatient inpatient day specialist special restorative general routine annual
  emergency sports hand foot neuro pelvic chest cardiac vestibular musculoskeletal msk spinal amputee stroke falls
  continence stoma asthma diabetes lipid fracture concussion pain ortho trauma rehab recovery school mobile
  domiciliary home private nhs public district molecular cellular body tissue acne portable frozen skin open`.split(
    /\s+/,
  ),
);

/** Whether `lc` (bare, lower case) is a word that may name a practice on its own before a practice's word. */
function ownWord(lc: string): boolean {
  return (
    !ORG_GENERIC.has(lc) &&
    !DEPARTMENT_WORDS.has(lc) &&
    !MEDICAL.has(lc) &&
    !TITLES.has(lc) &&
    !isStop(lc) &&
    // Adjectives name a kind of service ("Pivotal", "Holistic", "Digital"), nouns a practice ("Pivot", "Peak").
    !/(?:al|ic|ive|ary|ous|ing|ed)$/.test(lc)
  );
}

/** Whether toks[i..j] stands alone in brackets: "(Beacon Hospice)", the name of what the sentence speaks of. */
function bracketed(text: string, toks: Tok[], i: number, j: number): boolean {
  return text.charCodeAt(toks[i]!.start - 1) === 40 && text.charCodeAt(toks[j]!.end) === 41;
}

/** A greeting or the word "your" after a sender's colon: "Peak Dental: Hi Xiomara", "Bright Smiles: Your visit…". */
const GREETING = /^:[ \t]+(?:hi|hello|hey|dear|your|reminder|thank|thanks|we|this is)\b/i;

/** Whether toks[i..j] opens its line and sends the message after a colon ("Peak Dental: Hi Xiomara", "Boots: Your…"). */
export function senderLine(text: string, toks: Tok[], i: number, j: number): boolean {
  const s = toks[i]!.start;
  if (s > 0 && text.charCodeAt(s - 1) !== 10) return false;
  return GREETING.test(text.slice(toks[j]!.end, toks[j]!.end + 14));
}

/**
 * Whether toks[i..j], capitalized words ending in a practice's word (`tail`, bare and lower case), is a name although
 * its words before the tail are ordinary: one word that is no department, medical or adjective word before a
 * practice's word, or department words before a firm's word ("Vision Partners"), in an organization's slot, in
 * brackets, as a message's sender, or before its street (`anchored`).
 */
export function bareNamed(text: string, toks: Tok[], i: number, j: number, tail: string, anchored: boolean): boolean {
  if (!PRACTICE_TAILS.has(tail) || j - i < 1) return false;
  let own = 0;
  for (let k = i; k < j; k++) {
    const lc = toks[k]!.lc;
    if (!toks[k]!.cap || isStop(lc) || MEDICAL.has(lc) || TITLES.has(lc)) return false;
    if (ownWord(lc)) own++;
  }
  if (own === 0 ? !FIRM_TAILS.has(tail) : j - i !== 1) return false;
  // ("Skin Health Partners, 800 Peachtree St": a street after it places it too.)
  return anchored || placed(text, toks, i, j);
}

/** Whether toks[i..j] stands where an organization's name does: in a slot, alone in brackets, or as a sender. */
export const placed = (text: string, toks: Tok[], i: number, j: number) =>
  inSlot(text, toks, i) ||
  bracketed(text, toks, i, j) ||
  senderLine(text, toks, i, j) ||
  letterLine(text, toks[i]!.start, toks[j]!.end);

/** Words of a firm's desk or department, on the line under or over its name in a letterhead. */
const DESK_LINE =
  /^[ \t]*(?:\p{Lu}[\p{L}'’-]*[ \t]+(?:(?:[—–&-]|and|of|for)[ \t]+)?){0,5}(?:Department|Dept\.?|Unit|Resources|Appeals|Claims|Billing|Administration|Office|Division|Services|Team|Desk|Relations|Benefits|Payroll|Grievances|Compliance|Operations|Intake|Enrollment|Collections|Recruitment)(?:[ \t]+(?:[—–&-][ \t]+)?\p{Lu}[\p{L}'’-]*){0,4}[ \t]*$/u;

/** The line of `text` that ends at the line break before `pos` (or starts after the break at `pos`), without it. */
function lineBefore(text: string, start: number): string {
  const e = start - 1;
  if (e < 0 || text.charCodeAt(e) !== 10) return '';
  return text.slice(text.lastIndexOf('\n', e - 1) + 1, e);
}
function lineAfter(text: string, end: number): string {
  if (text.charCodeAt(end) !== 10) return '';
  const n = text.indexOf('\n', end + 1);
  return text.slice(end + 1, n < 0 ? text.length : n);
}

/**
 * Whether text[start, end) fills its line of a letterhead, with a desk's or department's line under or over it
 * ("Humana\nClinical Appeals Unit", "Billing Department\nBayhealth", "Beacon Logistics\nHuman Resources"): a
 * letter's sender, not a name opening a sentence. Asked only of a phrase that opens its line.
 */
export function letterLine(text: string, start: number, end: number): boolean {
  let s = start;
  while (s > 0 && (text.charCodeAt(s - 1) === 32 || text.charCodeAt(s - 1) === 9)) s--;
  let e = end;
  while (e < text.length && (text.charCodeAt(e) === 32 || text.charCodeAt(e) === 9)) e++;
  if ((s > 0 && text.charCodeAt(s - 1) !== 10) || (e < text.length && text.charCodeAt(e) !== 10)) return false;
  const under = lineAfter(text, e);
  const over = lineBefore(text, s);
  return (
    (under !== '' && under.length < 70 && DESK_LINE.test(under)) ||
    (over !== '' && over.length < 70 && DESK_LINE.test(over))
  );
}

/**
 * "Acme\nHuman Resources\n\nRE: …": one capitalized word alone on a letter's first line, over a desk's or
 * department's line, is the sender (a person signs with a full name; a heading is written in capitals).
 */
export function findLetterheadOrgs(text: string, toks: Tok[], out: Hit[]): void {
  const t = toks[0];
  if (t === undefined || !t.cap || t.upper || t.end - t.start < 3) return;
  // (An English word there is a document's kind or a heading: "Memo", "Notice", "Update".)
  if (isEnglish(t.lc) || isCommon(t.lc) || TITLES.has(t.lc) || MEDICAL.has(t.lc) || ORG_GENERIC.has(t.lc)) return;
  if (/\S/.test(text.slice(0, t.start)) || (toks[1]?.start !== undefined && toks[1]!.start < lineEnd(text, t.end)))
    return;
  if (!letterLine(text, t.start, t.end) || text.charCodeAt(lineEnd(text, t.end)) !== 10) return;
  const under = lineAfter(text, lineEnd(text, t.end));
  if (!DESK_LINE.test(under)) return;
  out.push({ type: 'ORGANIZATION', start: t.start, end: t.end, rank: PLACE_RANK.org });
}
function lineEnd(text: string, from: number): number {
  const n = text.indexOf('\n', from);
  return n < 0 ? text.length : n;
}

/** What opens a heading's subject on its line: a dash after the document's kind ("ED NOTE — ", "Rota … — "). */
const HEADER_OPEN = /(?:^|\n)[^\n]{0,40}[ \t][—–][ \t]+$/;
/** A town (one or two capitalized words, maybe a state's code) ending the line or going on with " to ". */
const TOWN_TAIL = /^(?:,| [—–-]) (\p{Lu}[\p{L}'’-]+(?: \p{Lu}[\p{L}'’-]+)?)(?:, [A-Z]{2,3})?[ \t]*(?:\n|$| to )/u;

/**
 * Whether toks[i..j] is a heading's subject with its town: it opens its line or follows a dash after the document's
 * kind, and ", <Town>" or " – <Town>" ends the line ("Forefront Dermatology – Manitowoc", "University College Hospital, Ibadan", "ED NOTE — The Elms Surgery, Chorley",
 * "transfer — North West Regional Hospital, Burnie to …"). A department is not so headed with a town.
 * Character tests first; the regexes read at most 48 characters on each side.
 */
export function headerTown(text: string, toks: Tok[], i: number, j: number): boolean {
  const end = toks[j]!.end;
  const c = text.charCodeAt(end);
  if (c !== 44 && c !== 32) return false;
  const town = TOWN_TAIL.exec(text.slice(end, end + 48));
  if (town === null) return false;
  // After a dash only a listed town: "Acne Dermatology - Progress Note" heads a document.
  if (c === 32 && !isCity(town[1]!.toLowerCase())) return false;
  let s = toks[i]!.start;
  // ("The Elms Surgery": the article opens the name.)
  if (text.startsWith('The ', s - 4)) s -= 4;
  if (s === 0 || text.charCodeAt(s - 1) === 10) return true;
  return HEADER_OPEN.test(text.slice(Math.max(0, s - 48), s));
}

/** headerTown with a word of the name's own before the tail ("The Elms Surgery"; not "Orthopaedic Surgery, Leeds"). */
export function ownHeader(text: string, toks: Tok[], i: number, j: number): boolean {
  let own = false;
  for (let k = i; k < j && !own; k++) own = toks[k]!.cap && ownWord(toks[k]!.lc);
  return own && headerTown(text, toks, i, j);
}
