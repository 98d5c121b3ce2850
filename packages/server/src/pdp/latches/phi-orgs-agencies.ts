/**
 * Public bodies, regulators, professional bodies and services written as their acronym (ADR 0088), where the words
 * around make the acronym a party that acts or is dealt with, not a citation or a clinical abbreviation: "the FDA
 * announced a recall", "with the knowledge of the FDA.", "Per the memo from CMS,", "CMS fined Riverside Regional",
 * "by the EMA.", "Connected with HUD caseworker", "obtained via CDC Drug Service", "at the AAOS meeting", "The WHO
 * and UNICEF issued", "FAA medical implications", "on the HSE medical card scheme", "if she meets NICE criteria".
 * The gazetteer leaves these acronyms out: many are also clinical ones (CMS circulation-motor-sensation, DOT directly
 * observed therapy, VA visual acuity, ACC and ADA, HSE herpes simplex encephalitis), and a body cited for its standard
 * ("per ADA standards", "the WHO analgesic ladder", "ACC/AHA recommendations") is a reference, not a party.
 * Read from the tokens in capitals that are in the list; each looks at ~30 characters around it.
 */
import { PLACE_RANK } from './phi-cities.js';
import { type Tok, work } from './phi-tokens.js';
import type { Hit } from './pii-context.js';

/** Acronyms that have no common clinical reading: a party in any of the places below. */
const PLAIN = new Set(
  `FDA CDC EMA MHRA TGA HHS HUD FAA NTSB OSHA NIOSH DEA FEMA SAMHSA HRSA AHRQ CQC HIQA DVLA DWP HMRC UKHSA NZTA AHPRA
  ECDC PAHO UNICEF NHSBT SASSA NAFDAC NCDC COFEPRIS ANVISA INVIMA AEMPS ANSM RKI AIFA FMCSA NHTSA TSA USCIS IRS SSA
  CASA ACOG AAP AAOS ASCO IDSA NCCN USPSTF ACIP JCAHO NCQA CARF URAC AABB ABIM ACGME NBME GMC NMC HCPC BMA RCN RCGP
  CPSO AAFP ACEP ASHP NABP OIG CMS NICE WHO HSE DOT ACC ADA AHA VA
  KRINKO IQWIG KBV INFARMED AGENAS SWISSMEDIC HPRA RCPCH RCOG RCPSYCH RACGP RACP ANZCA CADTH PMDA MFDS NMPA
  CDSCO ICMR SAHPRA HPCSA KEMRI NHIF PHILHEALTH BPJS`.split(/\s+/),
);
/**
 * Those that are also clinical abbreviations or words: a party only by a stronger sign (an article and a verb or a
 * role noun after, a preposition of dealing before, an agency's verb after it as the subject).
 */
export const AMBIGUOUS = new Set(['CMS', 'NICE', 'WHO', 'HSE', 'DOT', 'ACC', 'ADA', 'AHA', 'VA', 'SSA', 'AAP', 'TSA']);
/** Transport regulators, whose medical certificate is a patient's: "FAA medical", "DOT medical certification". */
const TRANSPORT = new Set(['FAA', 'DOT', 'NZTA', 'DVLA', 'CASA', 'FMCSA', 'NHTSA']);

/** An agency's acts: after it as the subject, or after "the" ("the FDA announced"). */
const VERBS =
  `announced announces issued issues approved approves fined fines recalled warned warns cleared granted denied
  released launched ordered mandated banned requires required recommends recommended affirmed confirmed notified
  investigated audited inspected sanctioned suspended revoked reimburses covers pays paid funds funded certified
  accredited licensed`
    .split(/\s+/)
    .join('|');
/** The words after "the X" that make X the party: a verb, a preposition, a conjunction, or a role noun of its staff. */
const AFTER_PARTY = new RegExp(
  String.raw`^(?:[ \t]*(?:$|[.,;:!?)\n])|[ \t]+(?:${VERBS}|has|have|had|is|was|will|would|may|must|said|says|and|or|in|on|for|to|about|regarding|und|et|y|e|en|och|og|i|oder|ou|o|caseworkers?|case[ \t]+managers?|workers?|reps?|representatives?|officers?|inspectors?|surveyors?|staff|office|offices|clinic|hospital|website|portal|hotline|helpline|meeting|conference|approval|clearance|criteria|guidance|medical[ \t]+card)(?![\p{L}])|[ \t]+\p{Lu})`,
  'u',
);
/**
 * "the FDA", "by the EMA", "from CMS", "with HUD", "via CDC", "at the AAOS": an article or a preposition of dealing,
 * in English or another language ("von KRINKO", "por la AEMPS", "à l'ANSM").
 */
const BEFORE_PARTY =
  /(?:^|[^\p{L}])(?:the|from|by|with|via|through|to|at|of|against|under|contacted|called|notified|informed|von|vom|durch|beim|der|die|dem|de|du|des|la|le|par|por|del|della|dell['’]|dal|dalla|da|per|van|door|bij|przez|från|av|hos)[ \t]+(?:the[ \t]+)?$|(?:^|[^\p{L}])l['’]$/iu;
/** For the ambiguous ones: "the" after a preposition of dealing or of place, or one of those prepositions. */
const BEFORE_STRONG =
  /(?:^|[^\p{L}])(?:(?:from|by|with|via|through|to|of|at|against|contacted|notified|informed)[ \t]+the|from|by|with|via|through|contacted|notified|informed)[ \t]+$/iu;
/** "CMS fined Riverside Regional", "The WHO and UNICEF issued": the subject and its act. */
const SUBJECT = new RegExp(
  String.raw`^(?:[ \t]+and[ \t]+\p{Lu}{2,})?[ \t]+(?:has[ \t]+|have[ \t]+|had[ \t]+)?(?:${VERBS})(?![\p{L}])`,
  'u',
);
/** The ambiguous ones as a subject only before an act no therapy or test performs ("DOT required x 6 months" is the therapy). */
const SUBJECT_STRONG =
  /^(?:[ \t]+and[ \t]+\p{Lu}{2,})?[ \t]+(?:has[ \t]+|have[ \t]+)?(?:announced|issued|fined|recalled|warned|approved|denied|affirmed|launched|mandated|banned|sanctioned|reimburses)(?![\p{L}])/u;
/** ("His DOT medical card": the card is a document's name, as "Medicare card" is; the body's act is to certify.) */
const MEDICAL_AFTER = /^[ \t]+medical[ \t]+(?!cards?(?![\p{L}]))\p{Ll}/u;

/** Whether the character at `k` joins a word to its neighbour ("ACC/AHA", "CMS-1500", "VA2"). */
const joins = (text: string, k: number) => k >= 0 && k < text.length && /[\p{L}\p{N}/-]/u.test(text[k]!);

export function findAgencyOrgs(text: string, toks: Tok[], out: Hit[]): void {
  for (const t of toks) {
    if (!t.upper) continue;
    const a = text.slice(t.start, t.end);
    if (!PLAIN.has(a)) continue;
    work.steps++;
    const { start, end } = t;
    if (joins(text, start - 1) || joins(text, end)) continue;
    const before = text.slice(Math.max(0, start - 24), start);
    const after = text.slice(end, end + 30);
    // A line or text in capitals writes every word so: "WHO IS YOUR DOCTOR".
    if (/\p{Lu}{2,}[ \t]+$/u.test(before) || /^[ \t]+\p{Lu}{2,}[ \t]+\p{Lu}{2,}/u.test(after)) continue;
    const ambiguous = AMBIGUOUS.has(a);
    const party =
      (TRANSPORT.has(a) && MEDICAL_AFTER.test(after)) ||
      (ambiguous ? SUBJECT_STRONG : SUBJECT).test(after) ||
      (ambiguous
        ? BEFORE_STRONG.test(before) && AFTER_PARTY.test(after)
        : BEFORE_PARTY.test(before) && AFTER_PARTY.test(after)) ||
      (ambiguous &&
        /(?:^|[^\p{L}])the[ \t]+$/iu.test(before) &&
        /^[ \t]+(?:medical[ \t]+card|criteria|guidance)/u.test(after)) ||
      (a === 'NICE' && /^[ \t]+(?:criteria|guidance|guidelines|approved|approval)(?![\p{L}])/u.test(after));
    if (party) out.push({ type: 'ORGANIZATION', start, end, rank: PLACE_RANK.org });
  }
}
