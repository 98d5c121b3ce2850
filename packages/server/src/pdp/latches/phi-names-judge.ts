import { COUNTRIES, isCity, isEnglish, isForeignWord, ORG_TAILS, PERSON_CUES, TITLES } from './phi-lexicon.js';
import { afterLowerCase, credentialAfter, selfIntro, sentenceStart, titleBefore } from './phi-name-kinds.js';
import { base, K, label, nounAfter, patientVerbAfter, personVerbAfter } from './phi-name-words.js';
import { personContext } from './phi-names-contexts.js';
import { NAME_RANK } from './phi-names-cued.js';
import { FOREIGN_KIN, GREETING_CUES, SPEECH_OPENERS } from './phi-names-foreign.js';
import { kindOf } from './phi-names-kind.js';
import { DEPARTMENT_WORDS, ORG_HEADS } from './phi-org-words.js';
import { isRegionName } from './phi-regions.js';
import { joined, type Tok } from './phi-tokens.js';

/** A label's colon and the blanks that align its value in a column. */
const ALIGNED = /^:[ \t]+$/;

/** Whether the token before `i` (within a few characters) is a person cue or a title. */
export function cued(text: string, toks: Tok[], i: number): boolean {
  const p = toks[i - 1];
  if (p === undefined) return false;
  // "Name:      Patience King": a form's value aligned in a column after its label's colon is still the label's (ADR 0120).
  const gap = toks[i]!.start - p.end;
  if (gap > 3 && !(gap <= 24 && ALIGNED.test(text.slice(p.end, toks[i]!.start)))) return false;
  // "Marieke (dochter), Houten": a cue closed by its bracket names the word before it, not the next one.
  if (text.charCodeAt(p.end) === 41) return false;
  // "DOCTOR: Can you tell me…", "Nurse: Yes, …": a transcript's role label before speech, not before a name.
  if (SPEECH_OPENERS.has(toks[i]!.lc) && text.slice(p.end, toks[i]!.start).includes(':')) return false;
  if (titleBefore(text, toks, i)) return true;
  // (A foreign kin word or greeting in capitals is an acronym: "TIA/Stroke clinic".)
  if (!PERSON_CUES.has(p.lc) && (p.upper || (!FOREIGN_KIN.has(p.lc) && !GREETING_CUES.has(p.lc)))) return false;
  // "What's your name? Magnusson", "Name: Jane Roe".
  if (p.lc === 'name' && /^[?:]?\s*$/.test(text.slice(p.end, toks[i]!.start))) return true;
  // A cue counts within its sentence: "…, called. Later…" is no cue.
  if (/[.!?\n]/.test(text.slice(p.end, toks[i]!.start))) return false;
  // "by", "with", "said" are weak cues: they count only before a word that may be a name.
  if (p.lc === 'by' || p.lc === 'with' || p.lc === 'says' || p.lc === 'said' || p.lc === 'called') {
    // "Take Metformin With Meals": a capitalized weak cue is a Title Case line's word, no cue, unless a full
    // name follows it ("Meeting With Chase Miller").
    const k = kindOf(text, toks, i);
    if (p.cap) {
      const n = toks[i + 1];
      return (
        k !== K.Other &&
        k !== K.Initial &&
        n !== undefined &&
        n.cap &&
        joined(text, toks[i]!, n) &&
        kindOf(text, toks, i + 1) !== K.Other
      );
    }
    return k !== K.Other && k !== K.Initial;
  }
  if (p.lc === 'is' || p.lc === 'named' || p.lc === 'name') return true;
  // "the Provider Portal", "Patient First, 8101 Sudley Rd": a role of a form in Title Case before one common word
  // names a thing; "Patient John Reyes", "Member Ruth Abiodun", "Provider: Dr. Wen" stay cued (ADR 0090).
  if (
    p.cap &&
    ROLE_CUES.has(p.lc) &&
    /^[ \t]+$/.test(text.slice(p.end, toks[i]!.start)) &&
    loneCommonWord(text, toks, i)
  )
    return false;
  return /[\s:,]*$/.test(text.slice(p.end, toks[i]!.start));
}

/** A word, then "of" in a language that puts it before the name ("mãe da", "moeder van", "fille de"). */
const KIN_OF = /(?:^|[^\p{L}])(\p{L}+)[ \t]+(?:de|da|do|di|del|della|van|von|des|du)[ \t]+$/u;
const KIN_PARTICLES = ['de', 'da', 'do', 'di', 'del', 'della', 'van', 'von', 'des', 'du'];
const isBlank = (c: number) => c === 32 || c === 9;

/**
 * Whether one of KIN_OF's particles, a blank before it, and blanks after it end the 24 characters before `at`: what
 * KIN_OF's match must end with, tested by character before the regex is run (most names follow no particle).
 */
function particleBefore(text: string, at: number): boolean {
  const lo = Math.max(0, at - 24);
  let k = at;
  while (k > lo && isBlank(text.charCodeAt(k - 1))) k--;
  if (k === at) return false;
  for (const p of KIN_PARTICLES)
    if (k - p.length - 1 >= lo && text.startsWith(p, k - p.length) && isBlank(text.charCodeAt(k - p.length - 1)))
      return true;
  return false;
}

/** An age glued to a sex ("71F"; "15 F" is a catheter's French gauge) or an age in years, after a name. */
const POSSESSIVE_END = /['’]s$/;
const ARTICLE_BEFORE = /(?:^|[^\p{L}])(?:the|a|an)[ \t]+$/iu;
export const AGE_SEX =
  /^,?[ \t]+\d{1,3}(?:[MF]|[ \t]?(?:yo|y\/o|y\.o\.|yrs?|years?[ -]old|-year-old|J\.|ans|años|anos|jaar))(?![\p{L}])/u;
const AGE_AFTER = /^,[ \t]*\d{1,3}(?:[ \t]?(?:[MFmf]|y|yo|yrs?|years?)(?![\p{L}])|,)/u;
/** Roles that forms and notes write before a name ("Patient", "Member", "Client"), not kin words. */
const ROLE_CUES = new Set(['patient', 'provider', 'member', 'client', 'customer', 'user', 'caller', 'applicant']);
/**
 * Whether token `i` is a common word that is also a name ("Portal", "First") ending a Title Case name: punctuation,
 * the line's end or a capitalized common word after it ("Patient Hope was seen" keeps its verb, and its name).
 */
function loneCommonWord(text: string, toks: Tok[], i: number): boolean {
  if (kindOf(text, toks, i) !== K.Weak) return false;
  const t = toks[i]!;
  // ("Patient Hope, 45F": an age after the comma says a person.)
  if (/^[ \t]*(?:[.,;:!?)\r\n]|$)/.test(text.slice(t.end, t.end + 3)))
    return !AGE_AFTER.test(text.slice(t.end, t.end + 12));
  const n = toks[i + 1];
  return n !== undefined && n.cap && joined(text, t, n) && kindOf(text, toks, i + 1) === K.Other;
}

/** After "at" or "to" a given name is a person ("shouted at Gary", "said Felix to Linda"), so those are no place cue here. */
const PLACE_WORDS = new Set(['in', 'from', 'near', 'of', 'city', 'town', 'village', 'via']);
const placeCued = (text: string, toks: Tok[], i: number) => {
  const p = toks[i - 1];
  return p !== undefined && /^[ \t]{1,2}$/.test(text.slice(p.end, toks[i]!.start)) && PLACE_WORDS.has(p.lc);
};

const SITE_NOUN =
  /^[ \t]+(?:one|location|branch|office|site|store|campus|depot|warehouse|plant|centre|center|clinic|practice|hospital|surgery)(?![\p{L}])/iu;
const AFTER_COMMA = /,[ \t]*$/;
const LIST_ON = /^ (?:and|or|&) /;

const bridged = (toks: Tok[], i: number, j: number) => {
  // (A particle is a token of its own when the tokenizer keeps it, "de", "van"; else it lies between two tokens.)
  for (let k = i + 1; k < j; k++) if (!toks[k]!.cap || toks[k]!.start - toks[k - 1]!.end > 2) return true;
  return false;
};

/** Whether the word at `at` follows a field's colon ("suami: Budi"): the field's value, where names stand. */
const fieldValue = (text: string, at: number) => /:[ \t]*$/.test(text.slice(Math.max(0, at - 3), at));

/** Whether a lower-case word of two letters or more ends one space before `at` ("dokter Visser", not "2 l Bier"). */
const afterWord = (text: string, at: number) => LOWER_WORD_BEFORE.test(text.slice(Math.max(0, at - 3), at));
const LOWER_WORD_BEFORE = /\p{Ll}\p{Ll}[ \t]$/u;

/**
 * "admitted to Medicine", "consult from Surgery": a specialty's word after these is the service; a direction or a
 * post is not ("Report given to West" names a nurse).
 */
const SERVICE_SLOT = /(?:^|[^\p{L}])(?:to|from|on|by)[ \t]+$/u;
const SPECIALTY = /(?:medicine|surgery|ology|iatry|iatrics|ics|therapy)$/;

/** Whether chunk toks[i..j) is a person, and how surely. */
export function judge(text: string, toks: Tok[], i: number, j: number, kinds: K[]): number {
  // "park by Bay 4": a label outweighs a cue, but not a title ("Dr. Level").
  const titled = titleBefore(text, toks, i);
  if (!titled && label(text, toks, i, j, kinds)) return 0;
  if (cued(text, toks, i) || selfIntro(text, toks, i) || credentialAfter(text, toks, j)) return NAME_RANK.cued;
  // "sou a mãe da Inês", "de moeder van Sanne", "la hija de Lucía": a kin word and "of" before the name.
  const kin = particleBefore(text, toks[i]!.start)
    ? KIN_OF.exec(text.slice(Math.max(0, toks[i]!.start - 24), toks[i]!.start))?.[1]?.toLowerCase()
    : undefined;
  if (kin !== undefined && (FOREIGN_KIN.has(kin) || PERSON_CUES.has(kin))) return NAME_RANK.cued;
  // "Hazel Combs 71F seen in…", "Tom Reed, 45 yo": an age and a sex after the words make them a patient's name.
  if (j - i >= 2 && AGE_SEX.test(text.slice(toks[j - 1]!.end, toks[j - 1]!.end + 14))) return NAME_RANK.cued;
  // The chunk's kinds counted in one loop (no copy of the chunk per call: this runs for every chunk).
  let initials = 0;
  let weak = 0;
  let strong = 0;
  for (let k = i; k < j; k++) {
    if (kinds[k] === K.Initial) initials++;
    else if (kinds[k] === K.Weak) weak++;
    else if (kinds[k] === K.Strong) strong++;
  }
  const size = j - i;
  if (initials === size) return 0;
  // "T. Smith", "M. Mbeki": initials before a name-list word (even one that is also a common word) or a word in no list.
  // (A chunk holds no Other, so what is not an initial is Weak, Strong or Unknown.)
  if (kinds[i] === K.Initial && initials < size) return NAME_RANK.gazetteer;
  // "Maria da Silva", "Jan van der Berg": words joined by name particles are a name, unless they are a place's.
  if (size - initials >= 2 && bridged(toks, i, j)) {
    // ("Centro de Salud Rekalde", "Banco de Chile": an organization's head or tail makes the phrase its name.)
    for (let k = i; k < j; k++) if (ORG_HEADS.has(toks[k]!.lc) || ORG_TAILS.has(toks[k]!.lc)) return 0;
    const phrase = text.slice(toks[i]!.start, toks[j - 1]!.end).toLowerCase();
    return COUNTRIES.has(phrase) || isRegionName(phrase) || isCity(phrase) ? 0 : NAME_RANK.gazetteer;
  }
  // A province written out ("Ontario") is state level, never a person.
  if (j - i === 1 && isRegionName(base(toks[i]!))) return 0;
  if (strong > 0) {
    // A lone name-list word opening a sentence ("Ref 4111…", "Maestro card") is too often an ordinary word.
    if (
      j - i === 1 &&
      sentenceStart(text, toks, i) &&
      isEnglish(base(toks[i]!)) &&
      !personVerbAfter(text, toks[i]!.end)
    )
      return 0;
    // A lone name-list word that is an ordinary word of another language ("Revoir dans 3 semaines", "Név:", "ORDEN DE
    // COMPRA") is that word, unless it is a field's value ("suami: Budi"), a lower-case word stands right before it
    // ("Beste dokter Visser": a capital mid-sentence is the name's) or a person's verb follows (ADR 0101).
    if (
      j - i === 1 &&
      isForeignWord(base(toks[i]!)) &&
      !fieldValue(text, toks[i]!.start) &&
      !afterWord(text, toks[i]!.start) &&
      !personVerbAfter(text, toks[i]!.end)
    )
      return 0;
    // A lone word that is also a town is a town after a place cue ("lives in Florence"): the place recognizer takes it.
    if (j - i === 1 && isCity(base(toks[i]!)) && placeCued(text, toks, i)) return 0;
    return NAME_RANK.gazetteer;
  }
  const words = size - initials;
  // Two or more capitalized words that are names or no English word ("Mark Hunter", "Krisztián Szöllösy").
  // Without a cue, two common words that are also names ("Princess Royal", "Border Force") are not enough.
  // ("The Princess Royal presented…": after an article two such words are a title's or a thing's.)
  if (words >= 2 && weak + initials === size)
    return patientVerbAfter(text, toks[j - 1]!.end) &&
      !ARTICLE_BEFORE.test(text.slice(Math.max(0, toks[i]!.start - 5), toks[i]!.start))
      ? NAME_RANK.gazetteer
      : 0;
  if (words >= 2) {
    const phrase = toks
      .slice(i, j)
      .map((t) => t.lc)
      .join(' ');
    return COUNTRIES.has(phrase) || isRegionName(phrase) || isCity(phrase) ? 0 : NAME_RANK.gazetteer;
  }
  // One word: a name-list word capitalized mid-sentence with lower-case words around it ("Remember me, Kelly?"), where an ordinary word would not be.
  const t = toks[i]!;
  const start = sentenceStart(text, toks, i);
  const n = toks[j];
  const isolated = !start && afterLowerCase(text, toks, i) && (n === undefined || !n.cap || n.start - t.end > 2);
  // "Page 3", "Level 2", "Bed 4": a capitalized word before a number is a label, not a name.
  const labelled = /^[ \t]*#?\d/.test(text.slice(t.end, t.end + 4));
  // After an article ("a Shadow", "the Letter") or a possessive ("your Gold cover", "our Premier plan") a
  // capitalized common word is a title word or a product's, not a name ("our Pueblo site" is a town's, read later:
  // phi-town-travel.ts).
  const before = text.slice(Math.max(0, t.start - 7), t.start);
  const article =
    /(?:^|[^\p{L}])(?:a|an|the)[ \t]+$/iu.test(before) ||
    (/(?:^|[^\p{L}])(?:your|our|their|my)[ \t]+$/iu.test(before) && !SITE_NOUN.test(text.slice(t.end, t.end + 12)));
  // Right after lower-case "in" a common word is no one ("in Range of Motion", "in Comfort care"), and
  // one that is a town is the town ("works in Auburn": phi-cities.ts).
  const p = toks[i - 1];
  const afterIn = p !== undefined && p.lc === 'in' && !p.cap && t.start - p.end <= 2;
  // "Statement of Fitness for Work", "Certificate of Capacity": after a capitalized word and "of", a Title Case name of a thing.
  const pp = toks[i - 2];
  const ofTitle =
    p !== undefined &&
    pp !== undefined &&
    p.lc === 'of' &&
    !p.cap &&
    pp.cap &&
    !pp.upper &&
    p.start - pp.end === 1 &&
    t.start - p.end === 1 &&
    !TITLES.has(pp.lc);
  // "Priscilla Haughton, Director of Quality", "Ms. Rachel Ostrander, Legal,": after a comma a department's or a
  // post's word names no one (ADR 0090); "Daughters of Charity" is left to phi-names-sites.ts, which reads it whole.
  const phrase =
    DEPARTMENT_WORDS.has(base(t)) &&
    (AFTER_COMMA.test(text.slice(Math.max(0, t.start - 3), t.start)) ||
      (SPECIALTY.test(base(t)) && SERVICE_SLOT.test(before))) &&
    // ("Graves, Hand and Reed": a list of people goes on with "and".)
    !LIST_ON.test(text.slice(t.end, t.end + 5));
  if (
    kinds[i] === K.Weak &&
    isolated &&
    !t.upper &&
    !labelled &&
    !article &&
    !afterIn &&
    !ofTitle &&
    !phrase &&
    !nounAfter(text, t.end)
  )
    return NAME_RANK.gazetteer;
  // One possible name followed by a verb only people take ("Irenka is from…" is not enough; "Trivo lives on…" is).
  // Or one where only a person stands: "shouted at Zorbek", "Davon's kid", "Remember me, Waelchi?" (ADR 0116).
  const end = POSSESSIVE_END.test(t.lc) ? t.end - 2 : t.end;
  return !t.upper && (personVerbAfter(text, t.end) || personContext(text, t.start, end)) ? NAME_RANK.gazetteer : 0;
}
