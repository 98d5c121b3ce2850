/**
 * Services, charities and schools named with ordinary words, after the words of a referral or an attendance (ADR
 * 0088): "Referred to Early Steps and audiology", "Referred to Safe Steps and crisis accommodation", "Attends Little
 * Acorns Montessori", "referred to Hmong American Partnership for benefits", "Referred to Physio Works Ponsonby",
 * "Doula from Black Women Birthing Justice", "staff trained by Breakthrough Diabetes". After such a word a
 * department is as common ("Referred to Physical Therapy", "referral to Social Work", "Referred to Falls Clinic",
 * "Referred to Pain Management"), so the name must be two capitalized words or more in Title Case whose last word is
 * no department's, service's, specialty's or medical word, and that are not a person's name or a place.
 * ADR 0099 adds the words of an agent, a funder, a filing or a past treatment ("advised by", "operated by", "funding
 * came from", "filed with", "prior treatment at", "transport by"), under the same test of the name.
 * A sticky regex at each cue word the tokenizer saw; linear.
 */
import { PLACE_RANK } from './phi-cities.js';
import type { Cues } from './phi-cues.js';
import { isCity, isName, isStop, MEDICAL, TITLES } from './phi-lexicon.js';
import { ORG_GENERIC, ORG_SERVICE } from './phi-org-words.js';
import { cued, eachCue, REFERRAL_CUES, starts } from './phi-orgs-cues.js';
import { phraseAt } from './phi-orgs-phrase.js';
import { work } from './phi-tokens.js';
import type { Hit } from './pii-context.js';

/** The cue, read from where a cue word starts (sticky): "referred to", "referral sent to", "attends", "enrolled in"… */
const CUE =
  /(?:referr?(?:ed|als?|s)?(?:[ \t]+(?:sent|made|faxed|placed|given))?[ \t]+(?:to|with)|attends|enrolled[ \t]+(?:in|with|at)|connected[ \t]+with|linked[ \t]+(?:in[ \t]+)?(?:with|to)|trained[ \t]+by|doula[ \t]+from|signposted[ \t]+to|(?:prior[ \t]+)?treatment[ \t]+at|transport(?:ed)?[ \t]+(?:by|via)|filed[ \t]+with|funding[ \t]+(?:came[ \t]+)?from|(?:operated|advised|represented|audited|funded|sponsored|administered)[ \t]+by)[ \t]+(?=\p{Lu})/iuy;
/** Without the tokenizer's cues: texts holding one of the cue words' stems are searched from each position. */
const STEMS = [
  'efer',
  'EFER',
  'ttends',
  'TTENDS',
  'nrolled',
  'onnected',
  'inked',
  'rained',
  'oula',
  'ignposted',
  'reatment',
  'ransport',
  'iled',
  'und',
  'perated',
  'dvised',
  'epresented',
  'udited',
  'ponsored',
  'dministered',
];
/** Cues after which a firm is named by its partners' surnames ("advised by Lenz & Staehelin"). */
const FIRM_CUE = /(?:operated|advised|represented|audited)[ \t]+by[ \t]+$/i;

/**
 * Words that end the name of a department, a service or a programme rather than of an organization, besides the
 * department, service and medical lists: "Social Work", "Pain Management", "Early Intervention", "Falls Prevention".
 */
const DEPARTMENT_ENDS = new Set(
  `work management intervention prevention services service program programme programs team teams unit clinic clinics
  center centre department dept medicine surgery health care therapy therapies counseling counselling consult
  consultation consultations assessment evaluation screening testing review follow-up followup nutrition dietetics
  dietitian dietician coordinator coordination navigation navigator education support hub pathway panel board
  committee conference round rounds ward wards bay theatre theater lab labs laboratory list transport
  portering`.split(/\s+/),
);

/** Whether `w` (lower case) is a department's, a service's or a medical word. */
const departmental = (w: string) =>
  DEPARTMENT_ENDS.has(w) || ORG_GENERIC.has(w) || ORG_SERVICE.has(w) || MEDICAL.has(w);

export function findReferralOrgs(text: string, out: Hit[], cues?: Cues): void {
  if (!cued(text, cues, REFERRAL_CUES, STEMS)) return;
  if (cues !== undefined) eachCue(cues, REFERRAL_CUES, (k) => referralAt(text, k, out));
  else for (const k of starts(CUE, text)) referralAt(text, k, out);
}

function referralAt(text: string, k: number, out: Hit[]): void {
  CUE.lastIndex = k;
  const m = CUE.exec(text);
  if (m === null) return;
  work.steps++;
  const start = k + m[0].length;
  nameAt(text, start, out);
  // "referred to X food shelf and to Hmong American Partnership": a second destination of the same referral, in the
  // same clause (up to 120 characters, no sentence or line break between).
  if (!/^refer/i.test(m[0])) return;
  const clause = /^[^.;\n]{0,120}/.exec(text.slice(start, start + 120))![0];
  for (let at = clause.indexOf(' and to '); at >= 0; at = clause.indexOf(' and to ', at + 8))
    if (/^\p{Lu}/u.test(clause.slice(at + 8, at + 9))) nameAt(text, start + at + 8, out);
}

/** The test of a Title Case name at `start`, right after a cue. */
function nameAt(text: string, start: number, out: Hit[]): void {
  const p = phraseAt(text, start);
  if (p === null) return;
  // A leading "The" belongs to the name ("funding came from The National Lottery Community Fund") but is not read.
  const ws = p.split(/[ \t]+/).slice(/^The[ \t]/.test(p) ? 1 : 0);
  // Two capitalized words or more, in Title Case (joiners in lower case), no digit.
  if (ws.length < 2 || /\d/.test(p) || !ws.every((w) => /^\p{Lu}\p{Ll}/u.test(w) || /^(?:of|and|&|the|for)$/.test(w)))
    return;
  const lc = ws.map((w) => w.toLowerCase().replace(/['’]s$|\.$/, ''));
  if (TITLES.has(lc[0]!) || isStop(lc[0]!) || isCity(lc.join(' '))) return;
  // A department's word ends a service's name too when a place leads a long one ("Glasgow Alcohol and Drug Recovery
  // Services", not "Drug and Alcohol Services" nor "Leeds Services").
  if (departmental(lc[lc.length - 1]!) && !(lc.length >= 4 && isCity(lc[0]!))) return;
  // "Referred to Mary Jones": name-list words only are a person; after a firm's cue, surnames joined by "&" are a
  // partnership ("advised by Lenz & Staehelin"), never two people named so in a transaction.
  const firm = ws.length === 3 && ws[1] === '&' && FIRM_CUE.test(text.slice(Math.max(0, start - 20), start));
  if (!firm && lc.every((w) => isName(w) || isStop(w) || w === '&')) return;
  out.push({ type: 'ORGANIZATION', start, end: start + p.length, rank: PLACE_RANK.org });
}
