/**
 * Words that phi-names.ts reads as no name unless their neighbours say otherwise (ADR 0060): a short
 * word in capitals (an acronym, or "LEE" of "TOMMY LEE JONES"), a country or state that is also a name
 * ("Jordan", "Virginia", "Washington"), and a word of another list after a title ("Dr. Li"); and the
 * shapes of acronyms, credentials and letters after a grade that are never names.
 */
import {
  CREDENTIALS,
  isCommon,
  isEnglish,
  isName,
  isStop,
  MEDICAL,
  PERSON_CUES,
  TITLES,
  US_STATES,
} from './phi-lexicon.js';
import { LISTED_EPONYMS, NEW_HEADS } from './phi-medical-eponyms.js';
import { codeOf, K, patientVerbAfter, personVerbAfter, possessive } from './phi-name-words.js';
import { FOREIGN_NEVER_NAMES } from './phi-names-foreign.js';
import { functionWordBeforeSpeech } from './phi-names-function-words.js';
import { CLOSING_WORDS } from './phi-names-words-more.js';
import { joined, type Tok } from './phi-tokens.js';

/**
 * Whether `w`, a word of at most four letters in capitals at token `i`, is a name: a name-list word
 * (no medical one) right after a title or beside a longer name in capitals that is no English word, on
 * the same line ("ALAN" of "DR. ALAN PRICE", "LEE" of "TOMMY LEE JONES"); "ANA NEG", "MAX HR" stay acronyms.
 */
export function capsName(text: string, toks: Tok[], i: number, w: string): boolean {
  if (w.length < 3 || !isName(w) || MEDICAL.has(w)) return false;
  const near = (a: Tok | undefined, b: Tok | undefined) =>
    a !== undefined && b !== undefined && /^\.?,?[ \t]{1,2}$/.test(text.slice(a.end, b.start));
  // A title ("DR."), or a label such as "PATIENT:" or "NAME:", right before the word or before the
  // surname it follows ("PATIENT: KIM, JANE").
  const titled = (k: number) => {
    const a = toks[k - 1];
    if (a === undefined || !a.cap) return false;
    if (TITLES.has(a.lc)) return near(a, toks[k]);
    return PERSON_CUES.has(a.lc) && /^:[ \t]{0,2}$/.test(text.slice(a.end, toks[k]!.start));
  };
  const p = toks[i - 1];
  const n = toks[i + 1];
  if (titled(i) || (near(p, toks[i]) && p!.upper && isName(p!.lc) && titled(i - 1))) return true;
  const longName = (x: Tok | undefined) =>
    x?.upper === true && x.lc.length >= 5 && isName(x.lc) && !isEnglish(x.lc) && !MEDICAL.has(x.lc);
  return (near(p, toks[i]) && longName(p)) || (near(toks[i], n) && longName(n));
}

/** Titles that count in lower case when written with their dot. */
const LOWER_TITLES = new Set(['mr', 'mrs', 'ms', 'dr', 'prof']);
const MS_DISEASE_BEFORE =
  /(?:^|[^\p{L}])(?:of|has|had|have|with known|hx|dx|h\/o|and|or|for|known|relapsing|progressive)[ \t]+$/u;

/** A grade of a valve's lesion before "MR." or "MS." ("mild MR.", "severe MS."). */
const SEVERITY_BEFORE =
  /(?:^|[^\p{L}])(?:mild|moderate|mod|severe|sev|trace|trivial|significant|residual|no|worsening|new)[ \t]+$/iu;

/** Words of a place's name after a country's or a state's ("Jordan Lake", "Turkey Hill", "Virginia Beach"). */
const LANDFORMS = new Set(
  'lake lakes hill hills beach river valley park creek island mountain mountains bay springs falls point city county harbor harbour port heights woods'.split(
    ' ',
  ),
);
/**
 * Whether a title is the token before token `i` ("Dr. Li", "MR SMITH"), at most `room` characters
 * before it. A comma between them makes it an abbreviation ending a street ("455 Plaza Dr, Chicago
 * IL"), not a title.
 */
export function titleBefore(text: string, toks: Tok[], i: number, room = 3): boolean {
  const p = toks[i - 1];
  if (p === undefined || !TITLES.has(p.lc) || toks[i]!.start - p.end > room) return false;
  // "with ms. Predovic", "ask mr. Okafor": a short title typed in lower case with its dot, before a capital, is one
  // too (ADR 0120); not "120 ms. Normal axis", a unit after a number.
  if (
    !p.cap &&
    !(
      LOWER_TITLES.has(p.lc) &&
      text.charCodeAt(p.end) === 46 &&
      !/\d[ \t]*$/.test(text.slice(Math.max(0, p.start - 3), p.start)) &&
      // ("history of ms. Baclofen started": "ms" after "of", "has", "hx" is the disease.)
      !(p.lc === 'ms' && MS_DISEASE_BEFORE.test(text.slice(Math.max(0, p.start - 12), p.start)))
    )
  )
    return false;
  // "Jackson, MS\nPresent: …": a title ends no line; one that does is a state's or another field's word.
  if (text.slice(p.end, toks[i]!.start).includes('\n')) return false;
  // "mild MR. On Eliquis", "severe MS. Started": mitral regurgitation or stenosis in capitals after a word in lower
  // case ends a sentence; a title in capitals names a person in capitals ("MR. SMITH") or a mixed-case one not there.
  if (
    p.upper &&
    (p.lc === 'mr' || p.lc === 'ms') &&
    !toks[i]!.upper &&
    SEVERITY_BEFORE.test(text.slice(Math.max(0, p.start - 14), p.start))
  )
    return false;
  // "16Fr Foley", "14 Fr catheter": French gauge after a number, not Father.
  if (p.lc === 'fr' && /\d[ \t]?$/.test(text.slice(Math.max(0, p.start - 2), p.start))) return false;
  return text.charCodeAt(p.end) !== 44 && text.charCodeAt(p.end + 1) !== 44;
}

/**
 * Whether token `i`, a country or state that is also a name, stands as one: after a title ("Dr.
 * Virginia Hale", "Dr. Washington") or beside a name in no English list on the same line ("Jordan
 * Peterson", "Denzel Washington"). "Virginia Beach", "Washington Post", "lives in Georgia" stay places.
 */
export function nameBeside(text: string, toks: Tok[], i: number): boolean {
  const p = toks[i - 1];
  if (titleBefore(text, toks, i)) return true;
  const strong = (x: Tok | undefined) => x?.cap === true && codeOf(x.lc) >> 2 === K.Strong;
  const n = toks[i + 1];
  // "Jordan said", "Chad lives with his mother": a verb only people take.
  if (personVerbAfter(text, toks[i]!.end)) return true;
  if ((strong(n) && joined(text, toks[i]!, n!)) || (strong(p) && joined(text, p!, toks[i]!))) return true;
  // "Seen by Jordan Smith", "Chad Brown was admitted": a surname that is also a word ("Smith", "Brown") after a
  // person's cue or before a person's verb.
  const weak =
    n !== undefined && n.cap && codeOf(n.lc) >> 2 === K.Weak && joined(text, toks[i]!, n) && !LANDFORMS.has(n.lc);
  return (
    weak &&
    ((p !== undefined && PERSON_CUES.has(p.lc) && joined(text, p, toks[i]!)) ||
      personVerbAfter(text, n!.end) ||
      patientVerbAfter(text, n!.end))
  );
}

/**
 * Whether token `i`, a country's name in capitals that is also a surname ("MONTENEGRO", "JORDAN"), follows
 * a given name in capitals on its line ("Dear ALICIA MONTENEGRO"): a state there is a town's ("JACKSON MISSISSIPPI").
 */
export function countryAfterGiven(text: string, toks: Tok[], i: number, w: string): boolean {
  const p = toks[i - 1];
  if (US_STATES.has(w) || p === undefined || !p.upper || p.end - p.start < 3 || !joined(text, p, toks[i]!))
    return false;
  return isName(p.lc) && !isEnglish(p.lc) && !isStop(p.lc) && !MEDICAL.has(p.lc);
}

/**
 * Whether token `i`, a word of another list (a symbol or a medical word: "Li", "Ma", "Parkinson"), is a
 * surname because a title stands right before it: "Dr. Li", "Dr. Ma", "Dr. Parkinson" are people.
 */
export function titledName(text: string, toks: Tok[], i: number, w: string): boolean {
  // A listed eponym that no name list holds was a name after a title before ADR 0084 ("Dr. Proteus").
  // Not one written with inner capitals ("Severe MR. EuroSCORE II").
  const listedName = LISTED_EPONYMS.has(w) && /^\p{Lu}\p{Ll}+$/u.test(text.slice(toks[i]!.start, toks[i]!.end));
  if (!titleBefore(text, toks, i, 2) || !(isName(w) || listedName) || TITLES.has(w)) return false;
  // "MS Contin": "MS" without a dot before a formulation word is morphine sulfate; "MR Osler", "MRS Addison",
  // "DR Parkinson", "MS Crohn" stay titled (review of 2026-11-27).
  const p = toks[i - 1]!;
  if (p.lc === 'ms' && p.upper && MS_DRUG.has(w) && text.charCodeAt(p.end) !== 46) return false;
  // "Dr. Office", "Dr. The": an ordinary word after a title is no surname; an eponym is one ("Dr. Parkinson").
  if (MEDICAL.has(w) || (!isStop(w) && !isCommon(w))) return true;
  // "Dr. Jan Bakker", "Mrs. April Osei": a month that is a given name, with a surname right after it.
  const n = toks[i + 1];
  return MONTH_GIVEN.has(w) && n !== undefined && n.cap && joined(text, toks[i]!, n) && codeOf(n.lc) >> 2 !== K.Other;
}

/**
 * Whether token `i`, an English word that is also a name list's ("Verbal", "Motor"), is the adjective of a
 * response or a reaction after it ("Verbal response (1-5)"); as heads these nouns are too generic for a name
 * ("Jane Smith response to chemo").
 */
export const adjectiveHead = (text: string, t: Tok, next: Tok, w: string) =>
  ADJECTIVE_HEADS.has(next.lc) && next.start - t.end === 1 && text.charCodeAt(t.end) === 32 && isEnglish(w);
const ADJECTIVE_HEADS = new Set(['response', 'responses', 'reaction', 'reactions']);

/** Formulation words after "MS" (morphine sulfate): "MS Contin", "MS IR", "MS ER". */
const MS_DRUG = new Set(['contin', 'ir', 'er', 'sr', 'cr', 'ivpb']);

/**
 * Whether token `i`, a listed eponym that is also a surname (phi-medical-eponyms.ts, LISTED_EPONYMS: "Janeway",
 * "Bentall", "Osler"), stands as a surname: after a given name one blank before it ("Kathryn Janeway", "Paul
 * Bentall") or before a verb only people take ("Janeway called"). "Janeway lesions", "Osler nodes" keep their
 * head noun, and a word before it that is no given name ("positive Gowers") leaves it medical.
 */
export function givenEponym(text: string, toks: Tok[], i: number, w: string): boolean {
  if (!LISTED_EPONYMS.has(w)) return false;
  return givenBefore(text, toks, i) || (isName(w) && personVerbAfter(text, toks[i]!.end));
}

/** Whether a given name stands one blank before token `i` ("Kathryn Janeway", "Tom Pott"): no medical or stop word. */
function givenBefore(text: string, toks: Tok[], i: number): boolean {
  const p = toks[i - 1];
  if (p === undefined || !p.cap || p.upper || toks[i]!.start - p.end !== 1 || text.charCodeAt(p.end) !== 32)
    return false;
  return isName(p.lc) && !MEDICAL.has(p.lc) && !isStop(p.lc) && codeOf(p.lc) >> 2 !== K.Other;
}

/**
 * Whether a head noun of ADR 0084 (NEW_HEADS: "dystrophy", "brace", "twist") follows a given name and a
 * surname ("Eric Hill brace fitted", "Kathryn Fuchs dystrophy clinic"): the pair is a person's name; "Dawson
 * fingers", "Bledsoe brace" alone stay eponyms.
 */
export const givenThenHead = (text: string, toks: Tok[], i: number, next: Tok) =>
  NEW_HEADS.has(next.lc) && givenBefore(text, toks, i);

/** Month names and abbreviations that are also given names: a stop word, but a name after a title. */
const MONTH_GIVEN = new Set(['jan', 'april', 'may', 'june', 'july', 'august']);

/**
 * Whether token `i`, "Jan" (a month's abbreviation that is a frequent given name in Polish, Czech, Dutch and the
 * Nordic languages), stands before a surname: a word only the name list holds, or a particle and a capital, one
 * blank after it ("Jan Kowalski", "Jan Novák", "Jan de Vries"; ADR 0097). "Jan 5", "Jan Feb", "Jan Review" stay.
 */
export function janBeforeSurname(text: string, toks: Tok[], i: number, w: string): boolean {
  const t = toks[i]!;
  const n = toks[i + 1];
  if (w !== 'jan' || t.upper || n === undefined || n.upper || !joined(text, t, n)) return false;
  if (n.cap) return codeOf(n.lc) >> 2 === K.Strong;
  const m = toks[i + 2];
  return JAN_PARTICLES.has(n.lc) && m?.cap === true && !m.upper && joined(text, n, m);
}
const JAN_PARTICLES = new Set(['van', 'de', 'der', 'den', 'von', 'ten', 'ter']);

/**
 * Words that take a letter after them (ADR 0069): assist levels of therapy notes ("min A", "mod A", "max
 * A"), and grades, types, vitamins and hepatitis ("Class C", "Hep B", "Vitamin D"), so that "min A. Plan"
 * is no initial and a name.
 */
export const LETTER_TAKER =
  /(?:^|[^\p{L}])(?:min|mod|max|minimal|minimum|moderate|maximal|maximum|total|dep|[Hh]ep|[Hh]epatitis|[Vv]itamin|[Vv]it|[Tt]ype|[Gg]rade|[Cc]lass|[Gg]roup|[Ss]tage|[Zz]one|[Ff]actor|[Pp]rotein|[Ss]trep|[Ii]nfluenza|[Ff]lu|[Cc]ategory|[Cc]luster|[Ss]chedule|[Pp]hase|[Tt]ier|[Ss]tep|[Pp]lan|[Oo]ption)\.?[ \t]+$/u;

export const LETTER = /\p{L}/u;

/** Name particles that open an eponym ("De Quervain", "von Willebrand", "di George"). */
export const PARTICLES = new Set(['de', 'di', 'da', 'du', 'van', 'von', 'le', 'la', 'del', 'della']);

/**
 * A word written like an acronym or a unit, never like a name (ADR 0069): two capitals before a small
 * letter ("PEth", "LFTs", "CXRs", "ECGs"), or one, one or two small letters and a capital that ends the
 * word ("IgG", "TnI", "HbS"). Names with an inner capital have a small letter after it ("McDonald", "DeShawn").
 */
export function acronymShape(text: string, t: Tok): boolean {
  const c1 = text.charCodeAt(t.start + 1);
  // "SMITH's" is a name in capitals with its possessive.
  if (c1 >= 65 && c1 <= 90) return !possessive(t.lc) || /\p{Ll}/u.test(text.slice(t.start, t.end - 2));
  const n = t.end - t.start;
  if (n < 3 || n > 4) return false;
  const last = text.charCodeAt(t.end - 1);
  if (last < 65 || last > 90) return false;
  for (let k = t.start + 1; k < t.end - 1; k++) {
    const c = text.charCodeAt(k);
    if (c < 97 || c > 122) return false;
  }
  return true;
}

/** Credentials written in mixed case ('PhD', 'PharmD', 'AuD', 'MBChB') and the suffixes 'Jr', 'Sr'. */
const MIXED_CASE_CREDENTIALS = new Set(['phd', 'pharmd', 'psyd', 'aud', 'edd', 'mbchb', 'jr', 'sr']);

const PLACE_PREPOSITIONS = new Set(['in', 'near', 'from', 'outside']);
export function credentialAfter(text: string, toks: Tok[], j: number): boolean {
  const n = toks[j];
  if (n === undefined || n.start - toks[j - 1]!.end > 2) return false;
  const w = n.lc.replace(/\./g, '');
  // "Baltimore, MD 21201": a state code before a ZIP code, not a credential.
  if (/^[ \t]+\d{5}(?!\d)/.test(text.slice(n.end, n.end + 7))) return false;
  // "XR CHEST PA/LAT", "AP/lateral": a radiograph's views, not a physician assistant.
  if (text.charCodeAt(n.end) === 47) return false;
  // "camping near Hawley, PA", "lives in Bethel, MD", "she is from Strasburg, PA": one word after a preposition of
  // place is a town before its state.
  const before = toks[j - 2];
  if (before !== undefined && !before.cap && PLACE_PREPOSITIONS.has(before.lc) && US_STATES.has(w)) return false;
  return (
    CREDENTIALS.has(w) &&
    (n.upper || MIXED_CASE_CREDENTIALS.has(w)) &&
    /^[ ,]+$/.test(text.slice(toks[j - 1]!.end, n.start))
  );
}

/** "my name is", "I am", "I'm", "this is" right before token `i`. */
export function selfIntro(text: string, toks: Tok[], i: number): boolean {
  const a = toks[i - 1]?.lc;
  const b = toks[i - 2]?.lc;
  if ((a === 'is' && (b === 'name' || b === 'this')) || (a === 'am' && b === 'i') || a === "i'm" || a === 'i’m')
    return true;
  // "people call me Csanád", "you can call me Piusz" ("me" is no token: the text before is read instead).
  return CALL_ME.test(text.slice(Math.max(0, toks[i]!.start - 12), toks[i]!.start));
}
const CALL_ME = /\bcalls?[ \t]+me,?[ \t]+$/i;

/**
 * Whether token `i` follows a given name that follows a title, one blank apart ("Mr. Leonard Gout",
 * "Dr. James Parkinson"): the title names the person whose surname a medical or other list also holds.
 */
export function titledGiven(text: string, toks: Tok[], i: number): boolean {
  const t = toks[i]!;
  const p = toks[i - 1];
  if (p === undefined || !p.cap || p.upper || !t.cap || t.start - p.end !== 1 || text.charCodeAt(p.end) !== 32)
    return false;
  return isName(p.lc) && !MEDICAL.has(p.lc) && titleBefore(text, toks, i - 1);
}

const SENTENCE_END = /[.!?\n:;>"(]/;

/** Whether token `i` opens a sentence: judged by the character before it, not by the previous token (lower-case words may be skipped). */
export function sentenceStart(text: string, toks: Tok[], i: number): boolean {
  let k = toks[i]!.start - 1;
  while (k >= 0 && (text.charCodeAt(k) === 32 || text.charCodeAt(k) === 9)) k--;
  if (k < 0) return true;
  const p = toks[i - 1];
  // "Mr. Mark Hunter", "J. Smith": the dot of a title or initial ends no sentence.
  if (p !== undefined && (p.end === k || p.end === k + 1) && (p.initial || (p.cap && TITLES.has(p.lc)))) return false;
  return SENTENCE_END.test(text[k]!);
}

/** Whether the word before token `i` is written in lower case (or a comma stands there): "me, Kelly?", "told Kelly". */
export function afterLowerCase(text: string, toks: Tok[], i: number): boolean {
  let k = toks[i]!.start - 1;
  while (k >= 0 && (text.charCodeAt(k) === 32 || text.charCodeAt(k) === 9)) k--;
  if (k < 0) return false;
  if (text.charCodeAt(k) === 44) return true;
  // The first letter of the word before: "My Baby", "United Kingdom" are Title Case, not prose.
  const end = k;
  while (k > 0 && end - k < 40 && /[\p{L}\p{M}'’-]/u.test(text[k - 1]!)) k--;
  const c = text.charCodeAt(k);
  return (c >= 97 && c <= 122) || (c >= 0xc0 && LOWER.test(text[k]!));
}
const LOWER = /\p{Ll}/u;

/**
 * A word of another language that is also a surname (ADR 0078 lists it as never a name alone: "Sohn", "Pappa",
 * "Dienst", "Oh"): a name after a title, after a given name that is no common word ("Michael Sohn"), or before
 * ", Given" ("Sohn, Michael"); never an English word, never before a name ("Vater Klaus": a kin word or a label)
 * or a number ("Station 14"). Review of 2026-11-27: "Michael Sohn", "Dr. Oh", "Ana Kone" had been lost.
 */
export function foreignSurname(text: string, toks: Tok[], i: number, w: string): boolean {
  if (!FOREIGN_WORDS.has(w) || !isName(w) || TITLES.has(w)) return false;
  // "Station 14", "Nurse Station 14": a word before a number is a label, whatever stands before it.
  if (/^[ \t]*\d/.test(text.slice(toks[i]!.end, toks[i]!.end + 3))) return false;
  if (titleBefore(text, toks, i)) return true;
  // An English word beside a name is its label or its kin ("Patient Kirra Watson", "Son Khalid", "Cheers, Tegan").
  if (isEnglish(w)) return false;
  // A surname after the given name ("Michael Sohn"); before a name the word is a label or a kin word ("Vater Klaus").
  const p = toks[i - 1];
  // Not after a preposition that is also a name ("Bei Fieber", "Zu Hause"; ADR 0097).
  if (
    p?.cap === true &&
    joined(text, p, toks[i]!) &&
    codeOf(p.lc) >> 2 === K.Strong &&
    !functionWordBeforeSpeech(text, toks, i - 1)
  )
    return true;
  // "Sohn, Michael" inverted; a closing before the signer is none ("Hilsen, Kari Nordmann"; ADR 0097).
  const n = toks[i + 1];
  return (
    n !== undefined &&
    n.cap &&
    text.slice(toks[i]!.end, n.start) === ', ' &&
    codeOf(n.lc) >> 2 === K.Strong &&
    !CLOSING_WORDS.has(w)
  );
}
const FOREIGN_WORDS: ReadonlySet<string> = new Set(FOREIGN_NEVER_NAMES);

/** Whether toks[k] is a double-barrelled surname, both parts in the name list ("Bosco-Goodwin", "Smith-Jones"). */
export function doubleBarrelled(toks: Tok[], kinds: K[], k: number): boolean {
  const t = toks[k];
  if (t === undefined || kinds[k] === K.Other) return false;
  const dash = t.lc.indexOf('-');
  if (dash <= 1 || dash >= t.lc.length - 2 || t.lc.indexOf('-', dash + 1) >= 0) return false;
  const a = t.lc.slice(0, dash);
  const b = t.lc.slice(dash + 1);
  return isName(a) && isName(b) && !MEDICAL.has(a) && !MEDICAL.has(b) && !MEDICAL.has(t.lc);
}
