/**
 * What the PERSON recognizer (phi-names.ts) reads off a capitalized word by itself: its kind from
 * the word lists and gazetteers, before its neighbours are looked at. One merged map for the short
 * lists and, on long texts, one code per distinct word for the call, so a word that a note repeats
 * is looked up once (ADR 0038 for the rules; this file only decides how the look-ups are made).
 */
import {
  COUNTRIES,
  CREDENTIALS,
  isCommon,
  isEnglish,
  isName,
  isStop,
  MEDICAL,
  ORG_TAILS,
  PERSON_CUES,
  STOP_WORDS,
  TITLES,
  US_STATES,
} from './phi-lexicon.js';
import { FOREIGN_NEVER_NAMES } from './phi-names-foreign.js';
import type { Tok } from './phi-tokens.js';

/** Drug stems (INN suffixes) that name lists sometimes hold. */
export const DRUG =
  /(?:mab|nib|pril|olol|sartan|statin|azole|cillin|mycin|floxacin|prazole|tidine|dipine|formin|gliptin|parin|oxetine|azepam|triptan|profen|cycline|vir|dronate|lukast)$/;

/** Whether `lc` ends in "'s" or "’s" (by char code, not a regex: this runs for every capitalized word). */
export function possessive(lc: string): boolean {
  const n = lc.length;
  if (n < 2 || lc.charCodeAt(n - 1) !== 115) return false;
  const c = lc.charCodeAt(n - 2);
  return c === 39 || c === 0x2019;
}
export const base = (t: Tok) => (possessive(t.lc) ? t.lc.slice(0, -2) : t.lc);

/** Whether `w` is written with i, v, x and l only (a Roman numeral: "IV", "XII"). */
export function roman(w: string): boolean {
  for (let k = 0; k < w.length; k++) {
    const c = w.charCodeAt(k);
    if (c !== 105 && c !== 118 && c !== 120 && c !== 108) return false;
  }
  return w.length > 0;
}

/**
 * The short lists kindOf asks about, in one map: word → bits, one look-up per word instead of
 * seven. Built on first use from the lists themselves, so it follows any edit to them.
 */
const L_OTHER = 1; // stop word, medical word, title, organization word, person cue or language: never part of a name
/**
 * Languages a note names for its interpreter ("Interpreter (Farsi) used", "Prefers Tagalog"): outside the
 * English lists, so they read as names. Languages that are also common given names ("Karen") stay out.
 */
const LANGUAGES = `farsi persian dari pashto tagalog ilocano ilokano cebuano visayan punjabi hindi urdu bengali bangla
  gujarati marathi telugu tamil kannada malayalam nepali sinhala khmer lao burmese hmong mien vietnamese cantonese
  mandarin toishanese taishanese hakka fukienese teochew tigrinya amharic oromo somali swahili kiswahili yoruba igbo
  hausa twi akan ewe wolof fulani pulaar lingala kinyarwanda kirundi dinka nuer kurmanji sorani kurdish armenian
  ukrainian romanian bulgarian serbian croatian bosnian albanian creole kreyol marshallese chuukese pohnpeian
  samoan tongan chamorro ilonggo hiligaynon waray uyghur uzbek tajik turkmen kazakh mongolian tibetan rohingya
  mixteco mixtec zapoteco zapotec triqui mam kiche quiche qanjobal akateko diné`.split(/\s+/);
/** The languages above: a language is no town either ("counselled in Kiswahili"). */
export const LANGUAGE_WORDS: ReadonlySet<string> = new Set(LANGUAGES);
/** Role nouns of forms and notes that name lists also hold ("Client lives with…", "Caller states…", "Parent/Guardian"). */
const ROLES = 'client caller inmate student parent customer applicant claimant enrollee member'.split(' ');
/**
 * Abbreviations of forms and letters that name lists also hold ("Asst. Prof", "Dept: Surgery", "Workers' Comp",
 * "Tues/Thurs", "Ref: Dr. Osei", "Rm 214"), and German and Nordic ones of orders and letters ("Pos. 1", "Nr. 2026",
 * "Tel.", "Inh.", "ggf.", "bzw.", "evtl."; ADR 0097).
 */
const ABBREVIATIONS =
  'asst assoc esq dept comp thurs tues weds mgr coord admin attn note notes ref refs rm nr pos inh ggf bzw evtl vgl tlf'.split(
    ' ',
  );
/**
 * Words of kinship and greeting in other languages ("Gogo reports…", "Kia ora Hannah", "Ngā mihi") and
 * nationality adjectives ("Haitian immigrants", "a Somali interpreter") that name lists hold by accident.
 */
const KIN_AND_PEOPLES = `gogo koro kuia abuela abuelo nonna nonno kia nga ngā mihi haitian somali ethiopian eritrean
  nigerian ghanaian kenyan congolese sudanese afghan iraqi syrian iranian pakistani bangladeshi nepali nepalese
  vietnamese cambodian laotian filipino filipina korean japanese chinese mexican guatemalan salvadoran honduran
  nicaraguan venezuelan colombian peruvian ecuadorian bolivian brazilian argentine argentinian chilean cuban
  dominican jamaican trinidadian ukrainian russian romanian bulgarian serbian croatian bosnian albanian turkish
  kurdish armenian arab arabic hispanic latino latina latinx caucasian hmong`.split(/\s+/);
const L_COUNTRY = 2;
const L_STATE = 4;
let shortLists: Map<string, number> | null = null;
function listBits(w: string): number {
  if (shortLists === null) {
    const m = new Map<string, number>();
    const add = (words: Iterable<string>, bit: number) => {
      for (const x of words) m.set(x, (m.get(x) ?? 0) | bit);
    };
    add(STOP_WORDS, L_OTHER);
    add(MEDICAL, L_OTHER);
    add(TITLES, L_OTHER);
    add(ORG_TAILS, L_OTHER);
    add(PERSON_CUES, L_OTHER);
    add(LANGUAGES, L_OTHER);
    add(ROLES, L_OTHER);
    add(ABBREVIATIONS, L_OTHER);
    add(KIN_AND_PEOPLES, L_OTHER);
    add(FOREIGN_NEVER_NAMES, L_OTHER);
    // Credentials after a name ("Tamsin Greer, PharmD"); "Jr", "Sr" and numerals end a name, they do not
    // break it, and one that is also a name stays a possible name ("Edd Smith", "Maria Cota").
    for (const c of CREDENTIALS) if (c.length > 2 && c !== 'iii' && !isName(c)) m.set(c, (m.get(c) ?? 0) | L_OTHER);
    add(COUNTRIES, L_COUNTRY);
    add(US_STATES, L_STATE);
    shortLists = m;
  }
  return shortLists.get(w) ?? 0;
}

/**
 * A country or US state that is also a given name or surname ("Jordan", "Virginia", "Washington"), in
 * no other list: the place unless a title or a name stands beside it (phi-names.ts, kindOf).
 */
export function placeAndName(w: string): boolean {
  const lists = listBits(w);
  return (lists & (L_COUNTRY | L_STATE)) !== 0 && (lists & L_OTHER) === 0 && isName(w);
}

/** Kinds of capitalized token. */
export enum K {
  Strong, // gazetteer name, not a common word
  Weak, // gazetteer name that is also a common word ("Mark", "Hunter")
  Initial, // "J."
  Unknown, // capitalized, in no list
  Other, // common word, medical word, title, place: breaks a name
}

/** What a word's letters alone say of it (lists and gazetteers), before its neighbours are looked at. */
export const W_OTHER = 1; // a stop, medical, title, organization or cue word, a drug stem, a country
export const W_STATE = 2; // a US state or its abbreviation
/** Then, shifted by 2: Weak, Strong or Other from the gazetteers, or Unknown (in no list and not English). */
function wordCode(w: string): number {
  const lists = listBits(w);
  let code = 0;
  if (lists & L_OTHER || (w.length >= 7 && DRUG.test(w)) || lists & L_COUNTRY || medicalPart(w)) code |= W_OTHER;
  // Such a word is Other whatever the gazetteers say: they are not asked.
  if (code & W_OTHER) return code | (K.Other << 2);
  if (lists & L_STATE) code |= W_STATE;
  let k: K;
  if (isCommon(w)) k = isName(w) ? K.Weak : K.Other;
  else if (isName(w)) k = K.Strong;
  // "X-ray", "Follow-up": a hyphenated word with an English part.
  else if (w.includes('-') && w.split('-').some((part) => isEnglish(part) && !isName(part))) k = K.Other;
  // Outside the name list: an English word ("Internal", "Attorney") is no name; anything else
  // ("Szöllösy", "Shervashidze") may be one.
  else k = isEnglish(w) ? K.Other : K.Unknown;
  return code | (k << 2);
}

/** A hyphenated word with a medical part ("Cheyne-Stokes", "Guillain-Barré", "Sengstaken-Blakemore"). */
function medicalPart(w: string): boolean {
  if (!w.includes('-')) return false;
  // "Addison-Smith", "Parkinson-Hale": a medical part beside a name is a double surname.
  const parts = w.split('-');
  return parts.some((p) => MEDICAL.has(p)) && parts.every((p) => MEDICAL.has(p) || !isName(p));
}

/** Word codes of the text being read, when it is long enough to repeat its words (see withWordCodes). */
let wordCodes: Map<string, number> | null = null;

/** Runs `fn` with a memo of word codes when `memo` (a long text); the memo is dropped when `fn` returns, so no word outlives the call. */
export function withWordCodes(memo: boolean, fn: () => void): void {
  wordCodes = memo ? new Map() : null;
  try {
    fn();
  } finally {
    wordCodes = null;
  }
}

/** The code of word `w` (see wordCode), from the memo when there is one. */
export function codeOf(w: string): number {
  if (wordCodes === null) return wordCode(w);
  let code = wordCodes.get(w);
  if (code === undefined) {
    code = wordCode(w);
    wordCodes.set(w, code);
  }
  return code;
}

/**
 * "Lot B", "Level 3", "Wing C", "Bay 4", "Pod A": an English word before a number or a lone capital
 * letter (no dot, not before a surname) labels a part of a building or a car park; it names no one.
 * Only uncued chunks get here, so "Dr. Level" stays a person.
 */
export function label(text: string, toks: Tok[], i: number, j: number, kinds: K[]): boolean {
  const t = toks[i]!;
  if (kinds[i] === K.Initial || !isEnglish(base(t)) || t.upper) return false;
  if (j - i === 1) return /^[ \t]*#?\d/.test(text.slice(t.end, t.end + 4));
  const letter = toks[i + 1]!;
  return (
    j - i === 2 &&
    kinds[i + 1] === K.Initial &&
    !letter.initial &&
    !/^[\p{L}\d]/u.test(text.slice(letter.end, letter.end + 1))
  );
}

const PERSON_VERB =
  /^[ \t]+(?:lives|lived|said|says|shouted|told|asked|called|wrote|visited|reports|reported|denies|denied|states|stated|complains|complained|feels|felt|wants|wanted|thinks|thought|knows|knew|works|worked|married|died|spent|moved|had given|has been|was born|is from|was from|smiled|laughed|cried|replied|answered|agreed|explained|began writing|began singing|wrote|sang|sings|speaks|spoke|graduated|studied|volunteers|grew up|underwent)\b/;
/**
 * What only a person (a patient) does, for two words that are each also common words ("Hope Sterling was seen",
 * "Major Wells presented"): not "called", "said" or "reported", which codes, services and systems do too ("Code
 * Blue called").
 */
const PATIENT_VERB =
  /^[ \t]+(?:was seen|is seen|was admitted|was discharged|was referred|was transferred|presented|presents|lives|lived|died|married|was born|grew up|graduated|volunteers|underwent|came in|comes in)\b/;
export const patientVerbAfter = (text: string, end: number) => PATIENT_VERB.test(text.slice(end, end + 18));
/**
 * What only a person is followed by in a note: an age ("Sterling is a 7 yo boy", "is a 34-year-old"), a
 * kind of person ("Terry is a very sympathetic person"), a question put to them ("Cole, can you…") or a
 * relation in apposition ("Jordan, her partner,"; "Chase, the patient's son").
 */
const PERSON_AFTER =
  /^(?:[ \t]+(?:is|was)[ \t]+an?[ \t]+(?:(?:very|really|such[ \t]+an?)[ \t]+)?[a-z]{3,15}[ \t]+(?:person|man|woman|guy|lady|gentleman|individual)\b|,[ \t]+(?:can|could|would|will)[ \t]+(?:[iI]|you|we)[ \t]|[ \t]+(?:is|was)[ \t]+an?[ \t]+\d{1,3}[- ]?(?:yo\b|y\/o|y\.o\.|year|yr|month|week|day)|,[ \t]+(?:his|her|their|the[ \t]+patient['’]s|(?:the[ \t]+)?pt['’]?s|patient['’]s)[ \t]+(?:wife|husband|partner|spouse|son|daughter|mother|father|mom|dad|brother|sister|aunt|uncle|niece|nephew|grandson|granddaughter|grandmother|grandfather|friend|boyfriend|girlfriend|fianc[eé]e?|caregiver|guardian|roommate|neighbor|neighbour)\b)/;
/** Whether a verb only people take, an age or a relation follows the word ending at `end`. */
export const personVerbAfter = (text: string, end: number) =>
  PERSON_VERB.test(text.slice(end, end + 16)) || PERSON_AFTER.test(text.slice(end, end + 40));

/** Adverbs, auxiliaries and irregular past tenses: what follows a person's name as often as a noun does not. */
const ADVERB =
  /^(?:were|was|are|had|has|have|did|does|will|would|can|could|shall|should|may|might|must|got|went|came|took|made|said|told|left|gave|saw|ran|met|won|lost|kept|sent|spent|brought|bought|thought|felt|found|wrote|knew|grew|began|became|too|straight|now|home|back|here|there|again|away|soon|today|tonight|tomorrow|yesterday|later|first|last|right|alone|already|also|even|just|still|yet|once|twice|over|down|up|off|out|instead|anyway|though|then|either)$/;
const SITE =
  /^(?:one|location|branch|office|site|store|campus|depot|warehouse|plant|centre|center|clinic|practice|hospital|surgery)$/;
const NEXT_WORD = /^ ([a-z]{3,15})(?![\p{L}'’-])/u;
/**
 * "Spring allergy plan", "Western blot", "Bath salts": a lower-case English word right after that is no function word
 * and has no verb's or adverb's ending qualifies the capitalized word before it as a thing's name; a person stands
 * before a verb ("Rose called", "Hope says"), a preposition or a pause, rarely before a bare noun.
 */
export function nounAfter(text: string, end: number): boolean {
  const m = NEXT_WORD.exec(text.slice(end, end + 17));
  if (m === null) return false;
  const w = m[1]!;
  return (
    isEnglish(w) &&
    !isStop(w) &&
    !/(?:s|ed|ing|ly)$/.test(w) &&
    !ADVERB.test(w) &&
    // "our Reading centre", "the Pueblo site": a town naming a site is read as a candidate first (phi-town-travel.ts).
    !SITE.test(w) &&
    !PERSON_VERB.test(text.slice(end, end + 16))
  );
}
