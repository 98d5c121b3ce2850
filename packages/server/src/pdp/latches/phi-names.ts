/**
 * PERSON: names of patients, relatives and clinicians, à la Philter (ADR 0038). Capitalized words
 * standing together are cut into chunks at common words; a chunk is a person when a title or a
 * cue precedes it ("Dr.", "Patient", "daughter", "my name is"), a credential follows it ("MD"), or
 * it holds a gazetteer name that is not also a common English word. Medical words (eponyms, drugs,
 * "Wilson disease") never count as names without a title. Lower-case names after a name cue and
 * sign-offs are in phi-names-cued.ts, names repeated or listed beside a found one in
 * phi-names-propagate.ts. Linear: each token is looked at a bounded number of times.
 */

import type { Cues } from './phi-cues.js';
import { COUNTRIES, EPONYM_HEAD, isCity, isEnglish, isName, MEDICAL, PERSON_CUES, TITLES } from './phi-lexicon.js';
import { personsHead } from './phi-medical-eponyms.js';
import {
  acronymShape,
  adjectiveHead,
  afterLowerCase,
  capsName,
  countryAfterGiven,
  credentialAfter,
  doubleBarrelled,
  foreignSurname,
  givenEponym,
  givenThenHead,
  LETTER,
  LETTER_TAKER,
  nameBeside,
  PARTICLES,
  selfIntro,
  sentenceStart,
  titleBefore,
  titledGiven,
  titledName,
} from './phi-name-kinds.js';
import {
  base,
  codeOf,
  K,
  label,
  personVerbAfter,
  placeAndName,
  roman,
  W_OTHER,
  W_STATE,
  withWordCodes,
} from './phi-name-words.js';
import { findChatNames } from './phi-names-chat.js';
import { findCuedLowerCase, findSignOffs, findSpeakers, NAME_RANK } from './phi-names-cued.js';
import { FOREIGN_KIN, SPEECH_OPENERS } from './phi-names-foreign.js';
import { functionWordBeforeSpeech } from './phi-names-function-words.js';
import { findSignedHandles } from './phi-names-handles.js';
import { findTypistInitials } from './phi-names-initials.js';
import { findLowerCaseNames } from './phi-names-lowertext.js';
import { POSSESSIVE, propagate } from './phi-names-propagate.js';
import { isRegionName, regionEnd, TOWN_ABBREVIATIONS } from './phi-regions.js';
import { joined, listed, question, type Tok, work } from './phi-tokens.js';
import type { Hit } from './pii-context.js';

const MAX_CHUNK = 4;
const isDigit = (c: number) => c >= 48 && c <= 57;
const UNIT_LETTER = /(?:[\d/]-?\p{L}|\d[ \t][CF])$/u;

const TOWN_ABBREVIATION_WORDS: ReadonlySet<string> = new Set(TOWN_ABBREVIATIONS.keys());
const TOWN_ABBREVIATION_Q = question();
const EPONYM_HEAD_Q = question();

/** codeOf the token's word, kept with the word: a note repeats its names and headers. */
function wordCodeOf(t: Tok): number {
  if (t.w.code < 0) t.w.code = codeOf(t.lc);
  return t.w.code;
}

function kindOf(text: string, toks: Tok[], i: number): K {
  const t = toks[i]!;
  // "min A. Plan", "Hep B. Plan", "Vitamin D.": a letter after a word that takes one is no initial.
  if ((t.initial || t.end - t.start === 1) && LETTER_TAKER.test(text.slice(Math.max(0, t.start - 12), t.start)))
    return K.Other;
  // "9M. Severe…", "N/V/D. Alert…", "45-B Main Blvd", "above 101 F. Use…": a letter glued to a number or a slash
  // (or by a hyphen), or a degree's letter after a number, is a unit or a code ("Tel 555-1234 J. Doe" keeps its initial).
  if ((t.initial || t.end - t.start === 1) && UNIT_LETTER.test(text.slice(Math.max(0, t.start - 2), t.start + 1)))
    return K.Other;
  if (t.initial) return K.Initial;
  const w = base(t);
  // A capital letter standing alone between names is an initial written without its dot ("Szabina J Gelencsér").
  if (w.length === 1) return t.cap && t.lc !== 'i' && t.lc !== 'a' ? K.Initial : K.Other;
  // A degree written with inner dots ("Au.D.", "Ph.D.", "Psy.D.") is no name.
  if (w.length <= 3 && /^\.[A-Z]\./.test(text.slice(t.end, t.end + 3))) return K.Other;
  if (!t.upper && acronymShape(text, t)) return K.Other;
  // "U&Es", "A&E", "I&D": the letters after an ampersand inside a word are an abbreviation's.
  if (text.charCodeAt(t.start - 1) === 38 && t.start > 1 && LETTER.test(text[t.start - 2]!)) return K.Other;
  // Acronyms and Roman numerals ("CHA", "NYHA class III", "IV") are not names; a short name in capitals
  // is one only beside a title or a longer name ("DR. ALAN PRICE", "TOMMY LEE JONES", "SMITH, JOHN A.").
  // A numeral is written in capitals ("Mobitz II"); "Li", "Xi", "Vi" in Title Case are names.
  if ((t.upper && w.length <= 4 && !capsName(text, toks, i, w)) || (t.upper && roman(w))) return K.Other;
  // "Le cardiologue", "El niño", "Lo puede": a function word that is also a name, before its language's words (ADR 0085).
  if (functionWordBeforeSpeech(text, toks, i) && !titleBefore(text, toks, i)) return K.Other;
  // Street and place abbreviations ("Baan 473 St.", "Mt. Sinai", "Sault Ste. Marie") are no names.
  // (The word's answers are shared with its other tokens; a possessive's base is asked as it is.)
  const plain = w === t.lc;
  if (plain ? listed(t.w, TOWN_ABBREVIATION_Q, TOWN_ABBREVIATION_WORDS) : TOWN_ABBREVIATIONS.has(w)) return K.Other;
  const code = plain ? wordCodeOf(t) : codeOf(w);
  if (code & W_OTHER || (code & W_STATE && (w.length > 2 || t.upper)))
    // (In capitals only a country after a given name: "ALICIA MONTENEGRO"; "JACKSON MISSISSIPPI" is a town and its state.)
    return (placeAndName(w) && (t.upper ? countryAfterGiven(text, toks, i, w) : nameBeside(text, toks, i))) ||
      titledName(text, toks, i, w) ||
      titledGiven(text, toks, i) ||
      foreignSurname(text, toks, i, w) ||
      givenEponym(text, toks, i, w)
      ? K.Strong
      : K.Other;
  const next = toks[i + 1];
  // "Murphy sign", "Labrador retriever", "Bell's palsy"; "Dr. Murphy" before any word stays a name.
  // "Tyler's fingers", "Sally Field" say a person (phi-medical-eponyms.ts, personsHead).
  if (
    next !== undefined &&
    listed(next.w, EPONYM_HEAD_Q, EPONYM_HEAD) &&
    !titleBefore(text, toks, i) &&
    !personsHead(next.lc, next.cap, plain ? null : w) &&
    !givenThenHead(text, toks, i, next)
  ) {
    // One blank, a hyphen or an apostrophe and a blank between ("Murphy sign", "Jackson-Pratt", "Graves' disease");
    // "Kim\nScreening:" or "Doe, assessment" is no eponym.
    const gap =
      (next.start - t.end === 1 && (text.charCodeAt(t.end) === 32 || text.charCodeAt(t.end) === 45)) ||
      /^['’] $/.test(text.slice(t.end, next.start));
    if (gap || !plain) return K.Other;
  }
  if (next !== undefined && adjectiveHead(text, t, next, w) && !titleBefore(text, toks, i)) return K.Other;
  // "De Quervain thyroiditis", "von Willebrand": a name particle before a medical word is part of the eponym.
  if (PARTICLES.has(w) && next !== undefined && next.start - t.end === 1 && MEDICAL.has(base(next))) return K.Other;
  // A province written out ("Ontario", "Queensland") is state level, as a US state is; one that is
  // also a given name ("Alberta") is judged with its neighbours (see judge and propagate).
  if (isRegionName(w) && !isName(w)) return K.Other;
  const k: K = code >> 2;
  // "Ki-67", "CA-125": a word glued to a number by a hyphen is a marker's or a code's, no name.
  if (text.charCodeAt(t.end) === 45 && isDigit(text.charCodeAt(t.end + 1))) return K.Other;
  // A word with digits is no name either.
  return k === K.Unknown && /\d/.test(text.slice(t.start, t.end)) ? K.Other : k;
}

/** Whether the token before `i` (within a few characters) is a person cue or a title. */
function cued(text: string, toks: Tok[], i: number): boolean {
  const p = toks[i - 1];
  if (p === undefined || toks[i]!.start - p.end > 3) return false;
  // "DOCTOR: Can you tell me…", "Nurse: Yes, …": a transcript's role label before speech, not before a name.
  if (SPEECH_OPENERS.has(toks[i]!.lc) && text.slice(p.end, toks[i]!.start).includes(':')) return false;
  if (titleBefore(text, toks, i)) return true;
  if (!PERSON_CUES.has(p.lc) && !FOREIGN_KIN.has(p.lc)) return false;
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
  return /[\s:,]*$/.test(text.slice(p.end, toks[i]!.start));
}

/** After "at" or "to" a given name is a person ("shouted at Gary", "said Felix to Linda"), so those are no place cue here. */
const PLACE_WORDS = new Set(['in', 'from', 'near', 'of', 'city', 'town', 'village', 'via']);
const placeCued = (text: string, toks: Tok[], i: number) => {
  const p = toks[i - 1];
  return p !== undefined && /^[ \t]{1,2}$/.test(text.slice(p.end, toks[i]!.start)) && PLACE_WORDS.has(p.lc);
};

/** Whether chunk toks[i..j) is a person, and how surely. */
function judge(text: string, toks: Tok[], i: number, j: number, kinds: K[]): number {
  // "park by Bay 4": a label outweighs a cue, but not a title ("Dr. Level").
  const titled = titleBefore(text, toks, i);
  if (!titled && label(text, toks, i, j, kinds)) return 0;
  if (cued(text, toks, i) || selfIntro(text, toks, i) || credentialAfter(text, toks, j)) return NAME_RANK.cued;
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
  // A province written out ("Ontario") is state level, never a person.
  if (j - i === 1 && isRegionName(base(toks[i]!))) return 0;
  if (strong > 0) {
    // A lone name-list word opening a sentence ("Ref 4111…", "Maestro card") is too often an ordinary word.
    if (j - i === 1 && sentenceStart(text, toks, i) && isEnglish(base(toks[i]!))) return 0;
    // A lone word that is also a town is a town after a place cue ("lives in Florence"): the place recognizer takes it.
    if (j - i === 1 && isCity(base(toks[i]!)) && placeCued(text, toks, i)) return 0;
    return NAME_RANK.gazetteer;
  }
  const words = size - initials;
  // Two or more capitalized words that are names or no English word ("Mark Hunter", "Krisztián Szöllösy").
  // Without a cue, two common words that are also names ("Princess Royal", "Border Force") are not enough.
  if (words >= 2 && weak + initials === size) return 0;
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
  // After an article ("a Shadow", "the Letter") a capitalized common word is a title word, not a name.
  const article = /(?:^|[^\p{L}])(?:a|an|the)[ \t]+$/iu.test(text.slice(Math.max(0, t.start - 5), t.start));
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
  if (kinds[i] === K.Weak && isolated && !t.upper && !labelled && !article && !afterIn && !ofTitle)
    return NAME_RANK.gazetteer;
  // One possible name followed by a verb only people take ("Irenka is from…" is not enough; "Trivo lives on…" is).
  return !t.upper && personVerbAfter(text, t.end) ? NAME_RANK.gazetteer : 0;
}

/** From this length on, the word codes of a text are memoized for the call. */
const MEMO_FROM = 4096;

/** `cues`: where the text's cue words start (phi-cues.ts), read with `toks`; without them the cued passes scan the text. */
export function findNames(text: string, toks: Tok[], out: Hit[], cues?: Cues): void {
  withWordCodes(text.length >= MEMO_FROM, () => findNamesIn(text, toks, out, cues));
}

function findNamesIn(text: string, toks: Tok[], out: Hit[], cues: Cues | undefined): void {
  const known = new Set<string>();
  const kinds: K[] = new Array(toks.length);
  for (let i = 0; i < toks.length; i++) kinds[i] = toks[i]!.cap ? kindOf(text, toks, i) : K.Other;
  let i = 0;
  while (i < toks.length) {
    work.steps++;
    // "Nova Scotia", "Newfoundland and Labrador": no word of a province written out is a name.
    const region = regionEnd(text, toks, i);
    if (region > i) {
      i = region;
      continue;
    }
    if (kinds[i] === K.Other) {
      i++;
      continue;
    }
    // A common word opening a sentence is capitalized for that reason alone ("Later Alvir wrote").
    if (
      kinds[i] === K.Weak &&
      i + 1 < toks.length &&
      kinds[i + 1] !== K.Other &&
      joined(text, toks[i]!, toks[i + 1]!) &&
      sentenceStart(text, toks, i) &&
      // "PATIENT NAME: Grace Smith": after a name cue the capital is the name's own.
      !cued(text, toks, i) &&
      // "Iris Bosco-Goodwin listed": before a double-barrelled surname the word is the given name.
      !doubleBarrelled(toks, kinds, i + 1)
    ) {
      i++;
      continue;
    }
    let j = i + 1;
    while (j < toks.length && j - i < MAX_CHUNK && kinds[j] !== K.Other && joined(text, toks[j - 1]!, toks[j]!)) {
      work.steps++;
      j++;
    }
    // "Smith, John": a lone surname, a comma, then a given name.
    const n = toks[j];
    const inverted =
      j - i === 1 &&
      n !== undefined &&
      (kinds[i] === K.Strong || kinds[i] === K.Weak) &&
      (kinds[j] === K.Strong || (kinds[j] === K.Weak && kinds[i] === K.Strong)) &&
      text.slice(toks[i]!.end, n.start) === ', ' &&
      // "Sydney, New South Wales", "Kochi, Kerala": a town and its state.
      regionEnd(text, toks, j) === j;
    // An inverted name after a label ("PATIENT NAME: DOE, JANE") is as sure as any cued one.
    const rank = inverted
      ? cued(text, toks, i)
        ? NAME_RANK.cued
        : NAME_RANK.gazetteer
      : judge(text, toks, i, j, kinds);
    if (rank > 0) {
      let end = j;
      if (inverted) {
        end = j + 1;
        while (end < toks.length && end - j < 2 && kinds[end] !== K.Other && joined(text, toks[end - 1]!, toks[end]!))
          end++;
      }
      const last = toks[end - 1]!;
      out.push({
        type: 'PERSON',
        start: toks[i]!.start,
        end: POSSESSIVE.test(last.lc) ? last.end - 2 : last.end,
        rank,
      });
      for (let k = i; k < end; k++) if (kinds[k] !== K.Initial) known.add(base(toks[k]!));
      i = end;
    } else i = j;
  }
  findCuedLowerCase(text, out, known, cues);
  if (known.size > 0) propagate(text, toks, kinds, known, out);
  findSignOffs(text, out);
  findTypistInitials(text, out);
  findSpeakers(text, out);
  findChatNames(text, out);
  findSignedHandles(text, out);
  findLowerCaseNames(text, out);
}
