/**
 * Eponyms and named things that the PERSON recognizer finds as people, judged by what stands around them
 * (ADR 0078, 0084); phi-names-filter.ts asks these for the findings that no title backs:
 * - a pair of names that together name a disease, a sign, an organism or a device ("Ramsay Hunt",
 *   "Bair Hugger", "da Vinci Xi", "Game Ready");
 * - an eponym in brackets right after a test or a measurement ("DAT (Coombs) negative", "IOP 24/19
 *   (Goldmann)", "anti-Jk(a) (Kidd)");
 * - a score named after a person before its value ("Morse 45", "Katz 3/6", "Westley 1"), and an element's
 *   symbol before a lab value ("urine Cu 240", "Li 0.8");
 * - an allergen component, written genus, species letter and number ("Ara h 2", "Ana o 3", "Bet v 1").
 * The surnames among them stay names where a title, a cue, an age or a credential says a person. Each test
 * reads a few characters around one finding after a one-character gate: no scan of the text.
 */
import { CREDENTIALS, isCity, isName, MEDICAL, PERSON_CUES, TITLES } from './phi-lexicon.js';
import { CONTEXT_EPONYMS, SCORE_EPONYMS, TOWN_HEADS } from './phi-medical-eponyms.js';
import { JOB_WORDS } from './phi-org-words.js';
import type { Hit } from './pii-context.js';

/**
 * Eponyms and named things written as two capitalized words, each a name in the lists (ADR 0078): diseases,
 * signs and organisms ("Ramsay Hunt", "Bence Jones", "Austin Flint", "West Nile"), devices and their makers
 * ("Bair Hugger", "da Vinci Xi", "Game Ready", "Passy Muir", "Puritan Bennett"), and foods and wines ("Dover
 * sole", "Port wine"). A finding that is one of them, or one half with the other beside it, is dropped.
 */
const EPONYM_PAIRS = new Set(
  `ramsay hunt|bence jones|austin flint|grey turner|argyll robertson|marcus gunn|adams stokes|stokes adams|pel ebstein
  |charcot marie|marie tooth|wolff parkinson|parkinson white|tolosa hunt|jod basedow|graves basedow|basedow graves
  |machado joseph|cockcroft gault|killip kimball|da vinci|reed sternberg
  |creutzfeldt jakob|stevens johnson|osgood schlatter|mallory weiss|peutz jeghers|von willebrand|sturge weber
  |arnold chiari|dandy walker|prader willi|klippel trenaunay|kimmelstiel wilson|zollinger ellison|budd chiari
  |henoch schonlein|henoch schönlein|lesch nyhan|shy drager|holmes adie|brown sequard|brown séquard|sinding larsen
  |chediak higashi|ehlers danlos|wiskott aldrich|sheehan syndrome|conn syndrome|house brackmann|epstein barr
  |west nile|rocky mountain|ross river|murray valley|lassa fever|hong kong|spanish flu|asian flu|russian flu
  |dover sole|port wine|madeira wine|brussels sprouts|jerusalem artichoke|bell palsy|bells palsy|de quervain
  |de bell|de graves|de crohn|de parkinson|de alzheimer|de chagas|de down|di crohn|von hippel|lindau
  |bair hugger|jackson pratt|swan ganz|foley catheter|hoyer lift|sengstaken blakemore|minnesota tube
  |vinci xi|vinci si|vinci sp|vinci x|game ready|polar care|cryo cuff|passy muir|blom singer|puritan bennett
  |welch allyn|hill rom|kirby bauer|mueller hinton|thayer martin|lowenstein jensen|ziehl neelsen|weil felix
  |paul bunnell|bordet gengou|may grunwald|may grünwald|van gieson|von kossa|masson fontana|wright giemsa
  |hartmann solution|hartmann's solution|ringer lactate|ringer solution|dakin solution|lugol solution|burow solution
  |shohl solution|hank solution|hanks solution|tyrode solution|locke solution|carnoy solution|bouin solution
  |ivor lewis|hartmann reversal|hartmann procedure|hartmann pouch|nissen fundoplication|simpson method|biplane simpson`
    .split('|')
    .map((p) => p.trim()),
);
/** Whether two lower-case words, space-separated, name a thing ("jackson pratt"). */
export const eponymPhrase = (lc: string) => EPONYM_PAIRS.has(lc);
const WORD_BEFORE = /([\p{L}][\p{L}\p{M}'’]*)[ \t-]$/u;
/**
 * An age, a birth date or a person's verb after a name ("Kirby Bauer called the office", "Thayer Martin
 * visited", "Paul Bunnell, 45,"): a pair of names that is an eponym too is then a person.
 */
const PERSON_AFTER =
  /^,?[ \t]*(?:\(\d{2,3}\)|\d{2,3}(?:,|[ \t]*(?:y|yo|yrs?|years?)[ \t]*(?:old|,|\.|$))|\d{2,3}[MF]\b|aged?[ \t]+\d|dob\b|d\.o\.b|was[ \t]+(?:seen|admitted|reviewed|discharged)|presented|called|calls|phoned|visited|visits|said|says|stated|states|reports|reported|came|comes|attended|arrived|complains|denies|lives|agrees|wants|asked|asks)(?![\p{L}])/iu;
/** The word after a name, past its possessive ("Hartmann's solution", "Ringer's lactate"). */
const WORD_AFTER = /^(?:['’]s)?[ \t-]([\p{L}][\p{L}\p{M}'’]*)/u;

function eponymPair(text: string, h: Hit, words: string[]): boolean {
  const lc = words.map((w) => w.toLowerCase().replace(/['’]s$/, ''));
  // "Cockcroft-Gault", "Cockcroft-Gault CrCl", "Killip-Kimball I": a pair joined by a hyphen, as the name's first word.
  const joined = lc[0]!.split('-');
  if (joined.length === 2 && lc.length <= 3 && EPONYM_PAIRS.has(`${joined[0]} ${joined[1]}`)) return true;
  if (lc.length === 2) return EPONYM_PAIRS.has(`${lc[0]} ${lc[1]}`);
  if (lc.length !== 1) return false;
  const b = WORD_BEFORE.exec(text.slice(Math.max(0, h.start - 24), h.start));
  if (b !== null && EPONYM_PAIRS.has(`${b[1]!.toLowerCase()} ${lc[0]}`)) return true;
  const a = WORD_AFTER.exec(text.slice(h.end, h.end + 24));
  return a !== null && EPONYM_PAIRS.has(`${lc[0]} ${a[1]!.toLowerCase().replace(/['’]s$/, '')}`);
}

/** A pair of names that names a thing, unless what follows says a person ("Austin Flint, 56, presented"). */
const pairedEponym = (text: string, h: Hit, words: string[]) =>
  words.length <= 3 && eponymPair(text, h, words) && !PERSON_AFTER.test(text.slice(h.end, h.end + 16));

/**
 * What stands before the bracket of "(Coombs)": a test's abbreviation ("DAT", "IAT", "anti-Jk(a)"), alone or
 * with its measurement and unit ("IOP 24/19", "ESR 12 mm/h", "Hb 9.8 g/dL").
 */
const BEFORE_BRACKET =
  /(?:^|[^\p{L}\d-])((?:anti-)?\p{L}[\p{L}\d]{0,5}(?:\([\p{L}\d]{1,2}\))?)(?:[ \t:]+[<>≤≥]?(\d[\d.,:/]*)(?:[ \t]*[\p{L}%][\p{L}/%]{0,5})?)?[ \t]*$/u;
/**
 * Roles and units before a staff member's name in brackets ("SW (Thompson)", "RT (Hawkins)", "ICU (Hawkins)"):
 * no test's abbreviation (review of 2026-11-27).
 */
const ROLES = new Set(
  `sw rt rn lpn pt ot slp st md do np pa cm cna rd cnm crna aprn pharmd icu picu nicu pacu ed er or ccu micu sicu
  hdu ward attending resident fellow intern charge team`.split(/\s+/),
);
/** Abbreviations before a number that are no test's: record numbers, rooms, phones. */
const ID_LABELS = new Set('id mrn dob ssn nhs ext tel ph rm bed no nr ref pt'.split(' '));

/** "lateral medullary (Wallenberg) syndrome": a disease's head after the bracket makes the bracketed name its eponym. */
const HEAD_AFTER_BRACKET =
  /^\)[ \t]+(?:syndromes?|diseases?|signs?|palsy|phenomenon|reflex|maneuver|manoeuvre|criteria|classification|procedure|operation)(?![\p{L}])/u;

function bracketedEponym(text: string, h: Hit, words: string[]): boolean {
  if (words.length !== 1 || text.charCodeAt(h.start - 1) !== 40 || text.charCodeAt(h.end) !== 41) return false;
  if (HEAD_AFTER_BRACKET.test(text.slice(h.end, h.end + 18))) return true;
  const lc = words[0]!.toLowerCase();
  if (!CONTEXT_EPONYMS.has(lc) && !MEDICAL.has(lc)) return false;
  const m = BEFORE_BRACKET.exec(text.slice(Math.max(0, h.start - 40), h.start - 1));
  if (m === null) return false;
  const abbr = m[1]!.replace(/^anti-/, '');
  const caps = abbr.replace(/[^\p{Lu}]/gu, '').length;
  // "DAT", "IOP", "Jk(a)", "anti-K": two capitals, a letter in brackets or an antibody; not a credential, cue
  // or title ("PCP (Wright)").
  if (caps < 2 && !abbr.includes('(') && abbr === m[1]) return false;
  const key = abbr.toLowerCase();
  if (CREDENTIALS.has(key) || PERSON_CUES.has(key) || TITLES.has(key) || ID_LABELS.has(key) || ROLES.has(key))
    return false;
  // A measurement has short numbers ("24/19", "1:64"); "MRN 123456 (Wright)" is a record.
  return m[2] === undefined || !/\d{4}/.test(m[2]);
}

/**
 * A score's value right after its name: a number, a fraction or a grade ("Morse 45", "Katz 3/6", "Hurley II"),
 * ending there; not an age ("Tanner 14 yo", "Mason 34M") or a duration.
 */
const SCORE_VALUE =
  /^[ \t]+(?:\d{1,2}(?:\.\d)?(?:\/\d{1,3})?\+?|[IVX]{1,4}[a-c]?(?:[-–][IVX]{1,4}[a-c]?)?)(?![\p{L}\d/]|[.,-]\d)(?![ \t]*(?:y|yo|y\/o|yrs?|years?|months?|mos?|weeks?|wks?|days?|old)\b)/u;
const FIELD = /^ (?:visual )?fields?(?![\p{L}])/u;
const SCORED_ACTIVITIES = /^ I?ADLs?(?![\p{L}])/u;
/** Element symbols that name lists hold, before a lab value ("urine Cu 240", "Li 0.8 mmol/L", "Fe 9"). */
const ANALYTES = new Set(['cu', 'fe', 'li']);
const LAB_VALUE =
  /^[ \t]+\d{1,4}(?:\.\d{1,2})?(?![\p{L}\d/]|[.,-]\d)(?![ \t]*(?:y|yo|y\/o|yrs?|years?|months?|mos?|weeks?|wks?|days?|old)\b)/u;
export function scoreValue(text: string, h: Hit, words: string[]): boolean {
  if (words.length !== 1 || text.charCodeAt(h.end) !== 32) return false;
  const lc = words[0]!.toLowerCase();
  // "Katz ADL 3/6", "Lawton IADLs": a score's name before the activities it scores.
  if (SCORE_EPONYMS.has(lc) && SCORED_ACTIVITIES.test(text.slice(h.end, h.end + 8))) return true;
  // "Humphrey visual field", "Goldmann fields": a test's eponym before the field it measures.
  if (CONTEXT_EPONYMS.has(lc) && FIELD.test(text.slice(h.end, h.end + 16))) return true;
  const value = SCORE_EPONYMS.has(lc) ? SCORE_VALUE : ANALYTES.has(lc) ? LAB_VALUE : null;
  return value?.test(text.slice(h.end, h.end + 24)) === true;
}

/** Whether the unbacked PERSON finding `h` (its `words`) is an eponym or a named thing by its context. */
export function eponymInContext(text: string, h: Hit, words: string[]): boolean {
  return pairedEponym(text, h, words) || bracketedEponym(text, h, words) || scoreValue(text, h, words);
}

/** A grade read as a name's suffix ("Fitzpatrick III", "Hurley II"), no title or name cue before ("Patient Hunt III"). */
const ROMAN_AFTER = /^ [IVX]{1,4}[a-c]?(?![\p{L}\d])/u;
const TITLE_BEFORE = /([\p{L}]+)\.?[ \t]+$/u;
function gradedScore(text: string, h: Hit): boolean {
  if (!ROMAN_AFTER.test(text.slice(h.end, h.end + 7))) return false;
  const value = text.slice(h.start, h.end);
  if (!SCORE_EPONYMS.has(value.toLowerCase()) || !scoreValue(text, h, [value])) return false;
  const t = TITLE_BEFORE.exec(text.slice(Math.max(0, h.start - 12), h.start));
  return t === null || !(TITLES.has(t[1]!.toLowerCase()) || PERSON_CUES.has(t[1]!.toLowerCase()));
}

/**
 * An allergen component (WHO/IUIS names): a genus's three or four letters, the species' letter, a number ("Ara
 * h 2", "Cor a 14", "Lup an 1"). Only the genera of common allergen sources count: "Mr. Lee is 72", "Kim on 5
 * mg" and "Amy at 3 pm" are people (review of 2026-11-27).
 */
const COMPONENT = /^ (?:\p{Ll}|an) \d{1,2}(?![\p{L}\d])/u;
const ALLERGEN_GENERA = new Set(
  `ara bet der fel can gal bos cor jug pru tri api ves pol phl amb art par ole alt asp cla blo bla per mus act mal
  gly ana pis ses sin fag lup pen equ hev dol gad cyp dau cup cry che sal pla lol cyn lep tyr rat cav ory ani fra
  sola jun pho hom sus ber vesp`.split(/\s+/),
);
const allergen = (text: string, h: Hit) =>
  h.end - h.start <= 4 &&
  ALLERGEN_GENERA.has(text.slice(h.start, h.end).toLowerCase()) &&
  COMPONENT.test(text.slice(h.end, h.end + 8)) &&
  !titled(text, h);
/** Whether a title or a person cue stands right before the finding ("Mr. Lee", "Wife Amy"). */
function titled(text: string, h: Hit): boolean {
  const t = TITLE_BEFORE.exec(text.slice(Math.max(0, h.start - 12), h.start));
  return t !== null && (TITLES.has(t[1]!.toLowerCase()) || PERSON_CUES.has(t[1]!.toLowerCase()));
}
const POST_OF = /^ of \p{Lu}/u;
const NEXT_WORD = /^ (\p{Ll}+)/u;
function townThing(text: string, h: Hit): boolean {
  const next = NEXT_WORD.exec(text.slice(h.end, h.end + 16));
  if (next === null || !TOWN_HEADS.has(next[1]!)) return false;
  const lc = text.slice(h.start, h.end).toLowerCase();
  const t = TITLE_BEFORE.exec(text.slice(Math.max(0, h.start - 12), h.start));
  return isCity(lc) && !isName(lc) && (t === null || !TITLES.has(t[1]!.toLowerCase()));
}
const STATUS_POST = /(?:^|[^\p{L}])(?:s\/p|status[ \t]+post)[ \t]+$/iu;
const SISTER_MARY = /Sister Mary Joseph['’]?s? nod(?:ule|e)s?(?![\p{L}])/iu;
/** Two or more codes of a capital and a digit after a name ("A2 L3 B1"), or glued as Montreal's age, location and behaviour ("A2L3B2"; not a
 * tumour's TNM, "T2N1M0", nor a pregnancy's count, "G2P1A0"). */
const CODES = /^ (?:\p{Lu}\d[a-z]? \p{Lu}\d[a-z]?|A\d[a-z]?L\d[a-z]?B\d[a-z]?p?)(?![\p{L}\d])/u;
const WEAK_CUE = /(?:^|[^\p{L}])(?:with|by|using)[ \t]+$/iu;

/**
 * Whether a PERSON finding is a thing whatever backs it: an allergen component, or, when a cue backs it
 * (`cued`), a score and its grade taken for a name and its suffix ("Fitzpatrick III"), or a device pair after
 * a weak cue ("Ice with Game Ready", "performed using da Vinci Xi"); a title before either is no such cue. Gated on a character each, as it runs for every name found.
 */
export function namedThing(text: string, h: Hit, cued: boolean): boolean {
  // "Sister Mary Joseph nodule": the periumbilical metastasis, named after a nun, a title and all.
  if (SISTER_MARY.test(text.slice(Math.max(0, h.start - 7), h.end + 16))) return true;
  // "with Lugano modification": a town that is no name before a consensus's head, whatever cue stands before it.
  if (text.charCodeAt(h.end) === 32 && townThing(text, h)) return true;
  // "as Chief of Trauma Surgery", "our new Director of Provider Outreach": a post of a department, no one's name.
  if (POST_OF.test(text.slice(h.end, h.end + 6)) && JOB_WORDS.has(text.slice(h.start, h.end).toLowerCase()))
    return true;
  // "s/p Hartmann's", "s/p Nissen 2019", "status post Norwood": what a patient is status post is an operation.
  if (text.charCodeAt(h.start - 1) === 32 && STATUS_POST.test(text.slice(Math.max(0, h.start - 12), h.start)))
    return true;
  if (text.charCodeAt(h.end) === 32) {
    if (allergen(text, h)) return true;
    // "Montreal A2 L3 B1", "Vienna A1 L2": a classification and its codes, two or more, no title before.
    if (CODES.test(text.slice(h.end, h.end + 12)) && !titled(text, h)) return true;
    if (cued && gradedScore(text, h)) return true;
  }
  if (!cued || text.charCodeAt(h.start - 1) !== 32 || !WEAK_CUE.test(text.slice(Math.max(0, h.start - 8), h.start)))
    return false;
  const words = text.slice(h.start, h.end).split(' ');
  return words.length === 2 && pairedEponym(text, h, words);
}
