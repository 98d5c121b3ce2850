/**
 * ORGANIZATION from links between the words of one text (ADR 0052): a name that an e-mail or web
 * address of the text spells ("Plumtrail" beside help@plumtrail.io), other mentions of a name found
 * once, the other members of a list that holds an organization ("Demystdata, Reed Elsevier and
 * T Rowe Price"), and firm names made of surnames ("Davis, Reynolds and Williamson", "Mayo-Walters").
 */

import { big } from './phi-big-cities.js';
import { PLACE_RANK } from './phi-cities.js';
import type { Cues } from './phi-cues.js';
import {
  COUNTRIES,
  CREDENTIALS,
  isCity,
  isEnglish,
  isName,
  isStop,
  MEDICAL,
  STREET_TYPES,
  TITLES,
  US_STATES,
} from './phi-lexicon.js';
import { departmentCompound } from './phi-org-compounds.js';
import { JOB_WORDS, ORG_GENERIC, ORG_PROGRAMS } from './phi-org-words.js';
import { clinicalAcronym } from './phi-orgs-acronyms.js';
import { districtBefore, SITE_ORG } from './phi-orgs-districts.js';
import { capsFormLines, familyFirms, firmLines } from './phi-orgs-firms.js';
import { findLegalForms, findPrefixForms } from './phi-orgs-forms.js';
import { isKnownOrg } from './phi-orgs-gazetteer.js';
import { fromHosts } from './phi-orgs-hosts.js';
import { findMentions } from './phi-orgs-mentions.js';
import { pairFirms, trimPeople } from './phi-orgs-pairs.js';
import { legalFirms } from './phi-orgs-surname-cues.js';
import { surnameFirms } from './phi-orgs-surnames.js';
import { type Tok, work } from './phi-tokens.js';
import type { Hit } from './pii-context.js';

const org = (start: number, end: number): Hit => ({ type: 'ORGANIZATION', start, end, rank: PLACE_RANK.org });

/** A capitalized phrase of up to four words, as a list member ("Reed Elsevier", "T Rowe Price", "3 Round Stones Inc"). */
const MEMBER = /[\p{Lu}\d][\p{L}\p{M}\d'’.&-]*(?:[ \t]+[\p{Lu}\d][\p{L}\p{M}\d'’.&-]*){0,3}/uy;
/** A possessive ends the member: "Panjiva's Riku Andou" is a firm and its person. */
const POSSESSIVE = /['’]s(?=[ \t]|$)/;
const MEMBER_BEFORE =
  /(?:^|[^\p{L}\p{M}\d'’.&-])([\p{Lu}\d][\p{L}\p{M}\d'’.&-]*(?:[ \t]+[\p{Lu}\d][\p{L}\p{M}\d'’.&-]*){0,3})(?:,[ \t]+(?:and[ \t]+|&[ \t]+)?|;[ \t]+|[ \t]+(?:and|&)[ \t]+)$/u;
/** "Biovia and Miller Ltd": a list's "and" taken into a firm, with two words or more after it. */
const INNER_AND = /[ \t](?:and|&)[ \t]+\S+[ \t]+\S+$/;
const lastWord = (p: string) => p.slice(p.search(/\S+$/)).toLowerCase();
/** ", ", " and ", " & ", and "; " of a list whose members hold commas ("Partners: A, B and C; D Ltd; E."). */
const SEP_AFTER = /^(?:,[ \t]+(?:and[ \t]+|&[ \t]+)?|;[ \t]+|[ \t]+(?:and|&)[ \t]+)/;

/** Whether a list member beside an organization is one too: a name, not a place, a title, a department or a medical word. */
function memberLike(p: string): boolean {
  const ws = p
    .replace(/['’]s$|[.,]$/g, '')
    .toLowerCase()
    .split(/[ \t]+/);
  const lc = ws.join(' ');
  // "Esteban Villalobos, Esq., Villalobos & Grant PLLC": a credential or a suffix after a name is no member.
  if (ws.length === 1 && (CREDENTIALS.has(lc) || lc === 'jr' || lc === 'sr')) return false;
  // "Nera Economic Consulting, Blackrock and …": a known organization's name, though a town list holds it too.
  if (isKnownOrg(p)) return true;
  // A capital in its own spelling the gazetteer lacks is a town too ("Hospital Santa Maria, Lisboa").
  if (COUNTRIES.has(lc) || US_STATES.has(lc) || isCity(lc) || big(lc) || ORG_PROGRAMS.has(lc)) return false;
  // "Sundsvalls sjukhus, Medicinkliniken": a hospital's department after it is no other member (ADR 0103).
  if (ws.length === 1 && departmentCompound(lc)) return false;
  // "the EHR and Imprivata", "Theo Vance, CEO": a clinical, system or job acronym is no firm beside one ("…, PC" is a
  // professional corporation's form).
  if (ws.length === 1 && lc !== 'pc' && clinicalAcronym(lc) && /^[A-Z\d]+$/.test(p)) return false;
  // An address's parts are no firms: a word of letters and digits is a postal code or a unit ("Kirkby L32 9PD",
  // "Leeds LS7 4SA"), a street word ends a street ("Chapeltown Road"), a listed town before a region code is a
  // town line ("Calgary AB").
  if (ws.some((w) => !/\p{L}/u.test(w) || /\d/.test(w)) || STREET_TYPES.has(ws[ws.length - 1]!)) return false;
  if (ws.length === 2 && /^[A-Z]{2}$/.test(p.slice(-2)) && isCity(ws[0]!)) return false;
  if (ws.some((w) => TITLES.has(w) || MEDICAL.has(w)) || ws.every((w) => ORG_GENERIC.has(w) || isStop(w))) return false;
  // "Ms Harriet Coombes, HR Business Partner, Severn Trent": a job title between a person and a firm.
  if (ws.length > 1 && JOB_WORDS.has(ws[ws.length - 1]!)) return false;
  // One ordinary word ("Here", "Pave") may be anything; two or more Title Case words read as a name.
  return ws.length > 1 || !isEnglish(ws[0]!);
}

/** The people found so far, sorted by start, to ask which of them overlap a span (binary search: no scan per member). */
function peopleIndex(out: Hit[]): Hit[] {
  return out.filter((h) => h.type === 'PERSON').sort((a, b) => a.start - b.start);
}
/**
 * The people in `people` (sorted by start) that overlap [s, e). Candidates may overlap one another, so the
 * search starts a name's length (64 characters at most) before `s`, and looks at a bounded number of them.
 */
function overlapping(people: Hit[], s: number, e: number): Hit[] {
  let lo = 0;
  let hi = people.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (people[mid]!.start < s - 64) lo = mid + 1;
    else hi = mid;
  }
  const found: Hit[] = [];
  for (let k = lo; k < people.length && people[k]!.start < e && k - lo < 32; k++)
    if (people[k]!.end > s) found.push(people[k]!);
  return found;
}
/** A person found with a cue or a title (rank above the gazetteer's) there: a list of them stays people. */
const cuedPerson = (people: Hit[], s: number, e: number) =>
  overlapping(people, s, e).some((h) => h.rank > PLACE_RANK.org - 1);
/**
 * A person there of two or more name-list words, or one followed by an affiliation ("Jeremy Hartmann",
 * "Ástríður Steinarsdóttir of Inrix Traffic" in a list of people and their firms).
 */
const fullName = (text: string, people: Hit[], s: number, e: number) =>
  overlapping(people, s, e).some((h) => {
    if (/^[ \t]+(?:of|from|at)[ \t]/.test(text.slice(h.end, h.end + 6))) return true;
    const ws = text.slice(h.start, h.end).split(/[ \t]+/);
    return ws.length > 1 && ws.every((w) => isName(w.toLowerCase().replace(/\.$/, '')));
  });

/** Two letters, or three with small ones ("TP", "Inh", "Tte"): an abbreviation's, not an acronym's. */
const ABBREVIATION = /^(?:\p{L}{1,2}|\p{Lu}\p{Ll}{2})$/u;
const NUMBER_LABEL = /(?:^|[ \t-])(?:nr|no|nº|n°|num)$/i;

// A member `p` at `start`: an organization unless taken already or read as a person's name.
function takeMember(
  text: string,
  out: Hit[],
  people: Hit[],
  queue: Hit[],
  seen: Set<number>,
  start: number,
  p: string,
  site = false,
): void {
  const end = start + p.length;
  // "Life Fourways Hospital, Cedar Road, Fourways": a member ended by a street word is the organization's street
  // (a street word alone is none: "CLSC Côte-des-Neiges; Dr. Amrit Dhaliwal" lists a doctor).
  if (
    !seen.has(start) &&
    /^\p{Lu}[\p{L}'’-]+(?:[ \t]+\p{Lu}[\p{L}'’-]+){1,2}$/u.test(p) &&
    STREET_TYPES.has(lastWord(p))
  ) {
    seen.add(start);
    out.push({ type: 'STREET_ADDRESS', start, end, rank: PLACE_RANK.address });
    return;
  }
  if (seen.has(start) || !memberLike(p) || cuedPerson(people, start, end) || fullName(text, people, start, end)) return;
  // "Krankenkasse: CSS Versicherung; AHV-Nr. 756…": a number's label is the next field, no member; nor is an
  // abbreviation opening a name ("Bệnh viện Chợ Rẫy, TP. Hồ Chí Minh": "TP." is "city"; "Inh. Katrin Vogel"); an acronym of
  // three capitals ends a sentence with a member ("UCLA, BMC. Patient consents").
  if (NUMBER_LABEL.test(p) || (ABBREVIATION.test(p) && /^\.[ \t]+\p{Lu}/u.test(text.slice(end, end + 3)))) return;
  seen.add(start);
  // "Kokilaben Hospital, Andheri West, Mumbai", "University Hospital of the West Indies, Mona, Kingston": a member
  // without an organization word between an organization and a listed town is the town's district.
  const town = site ? districtBefore(text, end) : null;
  if (town !== null) {
    out.push({ type: 'CITY', start, end, rank: PLACE_RANK.org });
    out.push({ type: 'CITY', start: town[0], end: town[1], rank: PLACE_RANK.cued });
    return;
  }
  const hit = org(start, end);
  out.push(hit);
  queue.push(hit);
}

/** The other members of a list that holds an organization, on both sides, as far as the list goes. */
function lists(text: string, out: Hit[], people: Hit[]): void {
  const queue = out.filter((h) => h.type === 'ORGANIZATION');
  const seen = new Set(queue.map((h) => h.start));
  for (let q = 0; q < queue.length && q < 256; q++) {
    work.steps++;
    const h = queue[q]!;
    const sep = SEP_AFTER.exec(text.slice(h.end, h.end + 8));
    if (sep !== null) {
      MEMBER.lastIndex = h.end + sep[0].length;
      const m = MEMBER.exec(text);
      if (m !== null) {
        // A sentence ends the member ("Hill Inc. and Harbor Light Hospice. The…").
        const p = m[0]
          .split(POSSESSIVE)[0]!
          .split(/\.[ \t]/)[0]!
          .replace(/[.,]$/, '');
        const start = m.index;
        if (p.length < m[0].length) ownerOf(text, overlapping(people, start, start + 1), start, start + p.length);
        // "Before joining Márton Bt., László worked at…": after a comma alone, a word and a verb open a clause.
        const after = text.slice(start + p.length, start + p.length + 3);
        // "Food Bank; DCS caseworker is…": after a semicolon a list member ends at ";", "." or the line's end, a clause goes on.
        const clause =
          (sep[0].trim() === ',' && /^[ \t]+\p{Ll}/u.test(after)) ||
          (sep[0][0] === ';' && (!/^(?:[;.]|\n|$)/.test(after) || /\d/.test(p)));
        if (!clause || /^[ \t]+(?:and|&)[ \t]/.test(text.slice(start + p.length, start + p.length + 6)))
          takeMember(
            text,
            out,
            people,
            queue,
            seen,
            start,
            p,
            sep[0].trim() === ',' && SITE_ORG.test(text.slice(h.start, h.end)),
          );
      }
    }
    // The regex only where a separator ends right before the organization (", ", " and ", " & ").
    const sepBefore =
      ((text.charCodeAt(h.start - 2) === 44 || text.charCodeAt(h.start - 2) === 59) &&
        text.charCodeAt(h.start - 1) === 32) ||
      text.startsWith(' and ', h.start - 5) ||
      text.startsWith(' & ', h.start - 3);
    const before = sepBefore ? MEMBER_BEFORE.exec(text.slice(Math.max(0, h.start - 64), h.start)) : null;
    // "During 1971, Acme Corp invested": a comma alone before the organization may end an opening clause;
    // "Reed Elsevier and Acme Corp", or a comma before a member that the list goes on after, is a list.
    // "Ranku, Biovia and Miller Ltd.": a firm read across the list's "and" ends the list, so a comma before it is one.
    // A firm of two ("Kozey & Wyman") has one word after its "and"; a list's last member has its own name after it.
    const inner = before !== null && INNER_AND.test(text.slice(h.start, h.end)) && !JOB_WORDS.has(lastWord(before[1]!));
    if (before !== null && (/and|&|;/.test(before[0].slice(before[1]!.length + 1)) || sep !== null || inner)) {
      const whole = before[1]!;
      const p = whole.split(/\.[ \t]+/).pop()!;
      const start = h.start - before[0].length + before[0].indexOf(whole) + (whole.length - p.length);
      // "to Žitoslava Pilařová, Dufková s.r.o., Jana Marka 2": with commas alone, a person's full name is the addressee.
      const commas = !/and|&|;/.test(before[0].slice(before[1]!.length + 1));
      const person = overlapping(people, start, start + p.length).some((x) => /[ \t]/.test(text.slice(x.start, x.end)));
      // "Partners: A; B; C.": a member before a semicolon opens the list, a line or a clause of the list.
      const semi = before[0].trimEnd().endsWith(';');
      const opens = !semi || /(?:^|[:;\n])[ \t]*$/.test(text.slice(Math.max(0, start - 12), start));
      // "to August Strzelczyk, Dróżdż S.A., ogród Michalik 57": with commas alone, the list goes on with a capital after.
      const goesOn = sep !== null && /^[\p{Lu}\d]/u.test(text.charAt(h.end + sep[0].length));
      if ((!commas || (!person && (goesOn || inner))) && opens) takeMember(text, out, people, queue, seen, start, p);
    }
  }
}

/**
 * "Panjiva's Riku Andou": the person found there may have taken the firm's possessive in; it starts
 * after it, so that the firm and the person both stay findings. `candidates` are the hits to look at.
 */
export function ownerOf(text: string, candidates: readonly Hit[], start: number, end: number): void {
  const after = end + 3;
  if (!/^['’]s[ \t]$/.test(text.slice(end, after))) return;
  for (const h of candidates) if (h.type === 'PERSON' && h.start === start && h.end > after) h.start = after;
}

/** `cues`: the text's cue words (phi-cues.ts), for the rules that skip a text without theirs. */
export function findLinkedOrgs(text: string, toks: Tok[], out: Hit[], cues?: Cues): void {
  // The rules here add organizations only (and cut back the people a firm overlaps), so one index of the people serves them all.
  const people = peopleIndex(out);
  const from = out.length;
  findLegalForms(text, toks, out);
  findPrefixForms(text, out);
  surnameFirms(text, toks, out, people, (s, e) => cuedPerson(people, s, e));
  pairFirms(text, toks, out, (s, e) => cuedPerson(people, s, e));
  legalFirms(text, toks, out, cues);
  if (text.indexOf('\n') >= 0) {
    firmLines(text, out);
    capsFormLines(text, out);
  }
  familyFirms(text, toks, out);
  trimPeople(text, out, from, (s, e) => overlapping(people, s, e));
  fromHosts(text, toks, out);
  lists(text, out, people);
  findMentions(text, toks, out);
}
