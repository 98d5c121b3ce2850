/**
 * People named by the role or the tie said of them right before the name (ADR 0120): "Physio Jess to
 * mobilise", "Family liaison Aroha from …", "Sponsor: Earl.", "daughter-in-law Jincy", "with her kuia, Mere",
 * "Producer Chase Rice explained", "the assistant to Reed Shields", "directed by Asa Kovacek and starring
 * Hardy", "a enfermeira Sónia". PERSON_CUES (one token before the name) hold the plain kin words and titles;
 * these are the roles of care teams, of sponsors and of credits, compound kin words and the kin and care
 * words of other languages, which the name list does not always make a name of: the word after them may be in
 * no list ("Jincy", "Aroha"), a common word ("Earl", "Mere", "Jess") or a word of another language ("Rosa").
 *
 * What follows the role must look like a name: capitalized (not in capitals), no function, medical, month or
 * organization word, a name-list word or no English word; an organization's or a department's word after it
 * ("Physio Works", "liaison Office") makes it no one. One regex pass finds the roles; each reads two words.
 */
import { type Cues, cueBit, eachMatch } from './phi-cues.js';
import { isEnglish, isName, isStop, MEDICAL, ORG_TAILS, TITLES } from './phi-lexicon.js';
import { NAME_RANK } from './phi-names-cued.js';
import { DEPARTMENT_WORDS, ORG_HEADS, ORG_STRONG } from './phi-org-words.js';
import { work } from './phi-tokens.js';
import type { Hit } from './pii-context.js';

/**
 * Roles written before the name, lower case or capitalized (the first letter either): care-team roles
 * that PERSON_CUES lacks, sponsors and liaisons, credits of films and songs, compound kin words, and kin
 * and care words of Māori, Spanish, Portuguese, Italian, French, German and Dutch.
 */
const ROLES = `physio physiotherapist liaison sponsor scribe chaplain counsellor counselor keyworker advocate mentor
  coach tutor producer starring co-starring narrator
  daughter-in-law son-in-law mother-in-law father-in-law brother-in-law sister-in-law stepsister stepbrother
  half-brother half-sister godmother godfather goddaughter godson great-grandmother great-grandfather
  kuia koro whaea tamaiti mokopuna
  enfermera enfermero enfermeira enfermeiro infermiera infermiere infirmière infirmier verpleegkundige
  pflegerin pfleger hebamme matrona parteira ostetrica sage-femme`;
/** Roles of two words, and credits that end in "by" or "to" ("directed by", "assistant to"). */
const PHRASES = `charge nurse|social worker|case manager|care coordinator|key worker|support worker|health visitor|
  nurse practitioner|ward clerk|unit clerk|care aide|family liaison|directed by|produced by|written by|
  performed by|narrated by|assistant to|secretary to|married to|engaged to`;
/** Care-team abbreviations, in capitals only ("seen by PT Jincy", "OT Maren"): in lower case they are other words. */
const CAPS_ROLES = 'PT|OT|SLP|RT|RN|LPN|CNA|PCA|HCA|NP|SW|EMT';

const anyCase = (w: string) => {
  const f = w[0]!;
  return `[${f}${f.toUpperCase()}]${w.slice(1)}`;
};
/**
 * German and Swiss doctors' degrees between "Dr." and the name ("Dr. med. Beat Lüthi", "Dr. rer. nat.", "Dr. med.
 * dent."): the title still stands for the name after them, and as surely as "Dr." alone (a form's GP field reads the
 * name as a practice otherwise).
 */
const DEGREE = String.raw`[Dd]r\.?[ \t]+(?:med|phil|jur|iur|dent|vet|rer\.[ \t]?nat|rer\.[ \t]?pol|sc)\.(?:[ \t]+(?:dent|vet|univ|habil)\.)?`;
const TITLED_RANK = NAME_RANK.cued + 1;
const words = (s: string) => s.split(/\s+/).filter((w) => w !== '');
/** The one-word roles, lower case: before a name they are a person's role, not an organization's word ("Physio Jess"). */
export const ROLE_WORDS: ReadonlySet<string> = new Set(words(ROLES));
const phrases = PHRASES.split('|')
  .map((p) => p.trim().split(' ').map(anyCase).join('[ \\t]+'))
  .join('|');
/**
 * The role, then blanks, a colon or a comma, then one or two capitalized words. No `i` flag: under it the
 * capital-letter class would match small letters too.
 */
const ROLE = new RegExp(
  `(?:^|[^\\p{L}\\-])(?:(${DEGREE})|${phrases}|${words(ROLES).map(anyCase).join('|')}|${CAPS_ROLES})(?:[ \\t]*[:,])?[ \\t]+` +
    `(\\p{Lu}[\\p{Ll}\\p{M}'’]+(?:-\\p{Lu}?[\\p{Ll}\\p{M}'’]+)?)` +
    `(?:[ \\t](\\p{Lu}[\\p{Ll}\\p{M}'’]+(?:-\\p{Lu}?[\\p{Ll}\\p{M}'’]+)?))?(?![\\p{L}\\d])`,
  'dgu',
);

const ROLE_AT = new RegExp(ROLE.source, 'dyu');
/**
 * The words a match of ROLE opens with (phi-cues.ts): the first run of ASCII letters of each role ("daughter" of
 * "daughter-in-law", "infirmi" of "infirmière", "dr" of "Dr. med.", "pt" of "PT").
 */
const ROLE_CUES = cueBit(
  [...words(ROLES), ...PHRASES.split('|').map((p) => p.trim().split(' ')[0]!), ...CAPS_ROLES.split('|'), 'dr'].map(
    (w) => /^[a-z]+/i.exec(w)![0].toLowerCase(),
  ),
);

/** Words that stand in an organization's or a department's name: after the role they make it no person. */
// (Short legal forms, "AB", "ASA", "SA", are given names in Title Case: "Asa Kovacek".)
const orgWord = (lc: string) =>
  (ORG_TAILS.has(lc) && lc.length > 3) || ORG_HEADS.has(lc) || ORG_STRONG.has(lc) || DEPARTMENT_WORDS.has(lc);

/**
 * What a note writes after a care role that the name list holds too: the role's note, plan or visit ("NP Note",
 * "Physio Plan", "RT Vent settings", "Chaplain Visit"), or no one ("Sponsor: Self").
 */
const NOT_NAMES = new Set(
  `note notes plan plans vent visit visits eval evaluation assessment review consult input session update goals
  order orders report referral team aware present self none unknown pending family patient treatment therapy
  protocol settings status progress summary check round rounds handover handoff signature support service services
  staff cover coverage follow`.split(/\s+/),
);

/** Whether a capitalized word after a role may be a name: a name-list word or no English word; no function, medical, title or organization word. */
function nameLike(w: string): boolean {
  const lc = w.toLowerCase();
  if (isStop(lc) || MEDICAL.has(lc) || TITLES.has(lc) || orgWord(lc) || NOT_NAMES.has(lc)) return false;
  return isName(lc) || !isEnglish(lc);
}

const HEAD_BEFORE = /(\p{L}+)[ \t]+$/u;
/** Whether an organization's head word ends right before `at` ("Praxis ", "Klinik "). */
function orgBefore(text: string, at: number): boolean {
  const w = HEAD_BEFORE.exec(text.slice(Math.max(0, at - 24), at))?.[1];
  return w !== undefined && ORG_HEADS.has(w.toLowerCase());
}

/** PERSON after the roles above, ranked as a cued name; with `cues`, ROLE is tried only at the role words. */
export function findRoleNames(text: string, out: Hit[], cues?: Cues): void {
  // (A match opens with the character before its role: one back from the role's word.)
  eachMatch(text, ROLE, ROLE_AT, cues, ROLE_CUES, 1, (m) => {
    work.steps++;
    // "Praxis Dr. med. Kühn": after a practice's head the doctor's name is the practice's (phi-orgs-intl.ts).
    if (m[1] !== undefined && orgBefore(text, m.indices![1]![0])) return;
    const first = m[2]!;
    const second = m[3];
    // ("directed by Asa Kovacek": a medical abbreviation in Title Case before a surname is a given name.)
    const lc = first.toLowerCase();
    // "Physio Plan: mobilise": a word before a colon heads a field, it names no one.
    if (second === undefined && text.charCodeAt(m.indices![2]![1]) === 58) return;
    if (!nameLike(first) && !(second !== undefined && MEDICAL.has(lc) && !isEnglish(lc) && nameLike(second))) return;
    // "Physio Works Ponsonby", "liaison Aroha Health": an organization's word after the name makes it the organization's.
    if (second !== undefined && orgWord(second.toLowerCase())) return;
    const start = m.indices![2]![0];
    const lastOk = second !== undefined && nameLike(second);
    const end = lastOk ? m.indices![3]![1] : m.indices![2]![1];
    out.push({ type: 'PERSON', start, end, rank: m[1] === undefined ? NAME_RANK.cued : TITLED_RANK });
    // Let a name right after this one be read by the next match ("starring Hardy, Kovacek").
    if (!lastOk && second !== undefined) return end;
  });
}
