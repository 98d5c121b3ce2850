/**
 * The kind of one capitalized word for the name recognizer (phi-names.ts): Initial, Strong (a name
 * that is no common word), Weak (a name that is also a common word), Unknown (in no list) or Other
 * (no name: acronyms, units, eponyms before their head word, street abbreviations, states).
 */
import { EPONYM_HEAD, isName, KIN, MEDICAL, PERSON_CUES } from './phi-lexicon.js';
import { personsHead } from './phi-medical-eponyms.js';
import {
  acronymShape,
  adjectiveHead,
  capsName,
  countryAfterGiven,
  foreignSurname,
  givenEponym,
  givenThenHead,
  janBeforeSurname,
  LETTER,
  LETTER_TAKER,
  nameBeside,
  PARTICLES,
  sentenceStart,
  titleBefore,
  titledGiven,
  titledName,
} from './phi-name-kinds.js';
import { base, codeOf, K, personVerbAfter, placeAndName, roman, W_OTHER, W_STATE } from './phi-name-words.js';
import { clinicalEnding, commonNounEnding } from './phi-names-endings.js';
import { functionWordBeforeSpeech } from './phi-names-function-words.js';
import { afterHead, gluedHead, opensEponym } from './phi-names-heads-intl.js';
import { germanNoun } from './phi-names-nouns.js';
import { nordicSite } from './phi-names-words-more.js';
import { isRegionName, TOWN_ABBREVIATIONS } from './phi-regions.js';
import { listed, question, type Tok } from './phi-tokens.js';

/** A subject pronoun of the second person after the word, then a lower-case word: "Passi tu a", "Kannst du mir". */
const PRONOUN_NEXT = /^ (?:tu|du) \p{Ll}/u;

const isDigit = (c: number) => c >= 48 && c <= 57;
const lowerBefore = (text: string, at: number) => /\p{Ll}[ \t]*\($/u.test(text.slice(Math.max(0, at - 4), at));
const UNIT_LETTER = /(?:[\d/]-?\p{L}|\d[ \t][CFL]|°[CF])$/u;

/**
 * Nouns of anatomy named "of" a person ("Foramen of Monro", "Loop of Henle", "Sphincter of Oddi", "Ampulla of
 * Vater", "Tetralogy of Fallot", "Islets of Langerhans", "Angle of Louis"): what follows them and "of" is an
 * eponym. Not "body" ("the body of John Doe").
 */
const STRUCTURE_OF =
  /(?:^|[^\p{L}])(?:foram(?:en|ina)|circle|loop|pouch|space|spaces|sphincter|ampulla|tetralogy|pentalogy|islets|islands?|bundle|ligament|angle|organ|canals?|triangle|crypts?|columns?|nodes?|ducts?|tract|fissure|aqueduct|nucleus|fascia|capsule|membrane|tubercle|sinus(?:es)?|glands?|valves?|plexus|cells|fib(?:er|re)s|lines?|ring|bands?|cords?)[ \t]+$/iu;
const TOWN_ABBREVIATION_WORDS: ReadonlySet<string> = new Set(TOWN_ABBREVIATIONS.keys());
const TOWN_ABBREVIATION_Q = question();
const EPONYM_HEAD_Q = question();

/** codeOf the token's word, kept with the word: a note repeats its names and headers. */
function wordCodeOf(t: Tok): number {
  if (t.w.code < 0) t.w.code = codeOf(t.lc);
  return t.w.code;
}

export function kindOf(text: string, toks: Tok[], i: number): K {
  const t = toks[i]!;
  // "min A. Plan", "Hep B. Plan", "Vitamin D.": a letter after a word that takes one is no initial.
  if ((t.initial || t.end - t.start === 1) && LETTER_TAKER.test(text.slice(Math.max(0, t.start - 12), t.start)))
    return K.Other;
  // "9M. Severe…", "N/V/D. Alert…", "45-B Main Blvd", "above 101 F. Use…": a letter glued to a number or a slash
  // (or by a hyphen), or a degree's or a litre's letter after a number ("2 L NC", "1 L Hartmann's"; ADR 0109), is a
  // unit or a code ("Tel 555-1234 J. Doe" keeps its initial); so is the letter of a degree sign ("32.1 °C. Active…").
  if ((t.initial || t.end - t.start === 1) && UNIT_LETTER.test(text.slice(Math.max(0, t.start - 2), t.start + 1)))
    return K.Other;
  // "Montreal A2 L3 B1", "Carpentier P2", "T2 N0": a capital glued to a number is a class, segment or stage code.
  if (t.end - t.start === 1 && isDigit(text.charCodeAt(t.end))) return K.Other;
  // "U&Es", "A&E", "I&D", "M&G Ward": the letters after an ampersand inside a word are an abbreviation's.
  if (text.charCodeAt(t.start - 1) === 38 && t.start > 1 && LETTER.test(text[t.start - 2]!)) return K.Other;
  if (t.initial) return K.Initial;
  const w = base(t);
  // A capital letter standing alone between names is an initial written without its dot ("Szabina J Gelencsér").
  if (w.length === 1) return t.cap && t.lc !== 'i' && t.lc !== 'a' ? K.Initial : K.Other;
  // A degree written with inner dots ("Au.D.", "Ph.D.", "Psy.D.") is no name.
  if (w.length <= 3 && /^\.[A-Z]\./.test(text.slice(t.end, t.end + 3))) return K.Other;
  if (!t.upper && acronymShape(text, t)) return K.Other;
  // Acronyms and Roman numerals ("CHA", "NYHA class III", "IV") are not names; a short name in capitals
  // is one only beside a title or a longer name ("DR. ALAN PRICE", "TOMMY LEE JONES", "SMITH, JOHN A.").
  // A numeral is written in capitals ("Mobitz II"); "Li", "Xi", "Vi" in Title Case are names.
  if ((t.upper && w.length <= 4 && !capsName(text, toks, i, w)) || (t.upper && roman(w))) return K.Other;
  // "serology (ELISA) positive": a word in capitals alone in brackets within lower-case prose spells out an abbreviation.
  if (t.upper && text.charCodeAt(t.start - 1) === 40 && text.charCodeAt(t.end) === 41 && lowerBefore(text, t.start))
    return K.Other;
  // "Le cardiologue", "El niño", "Lo puede": a function word that is also a name, before its language's words (ADR 0085).
  if (functionWordBeforeSpeech(text, toks, i) && !titleBefore(text, toks, i)) return K.Other;
  // "Passi tu a prenderlo?", "Trae tu credencial", "Kannst du …": a verb before its subject pronoun opens the
  // sentence; a name before "tu" or "du" would be set off by a comma ("Nacho, tu …") (ADR 0120).
  if (
    !t.upper &&
    text.charCodeAt(t.end) === 32 &&
    PRONOUN_NEXT.test(text.slice(t.end, t.end + 8)) &&
    sentenceStart(text, toks, i) &&
    !titleBefore(text, toks, i)
  )
    return K.Other;
  // "Escala de Oswestry", "Morbus Bechterew", "Score de Glasgow": a head noun opening an eponym (ADR 0109).
  if (opensEponym(text, toks, i) && !titleBefore(text, toks, i)) return K.Other;
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
      kinGiven(text, toks, i, w) ||
      givenEponym(text, toks, i, w) ||
      janBeforeSurname(text, toks, i, w)
      ? K.Strong
      : K.Other;
  // "Foramen of Monro", "Pouch of Douglas", "Circle of Willis": a structure's eponym after its noun and "of".
  const p = toks[i - 1];
  if (
    p !== undefined &&
    p.lc === 'of' &&
    t.start - p.end === 1 &&
    STRUCTURE_OF.test(text.slice(Math.max(0, p.start - 14), p.start))
  )
    return K.Other;
  // "signe de Murphy", "Morbus Bechterew", "zespół Downa", "Murphy-Zeichen", "Down syndrome-specific": an eponym
  // after its head or glued to it (ADR 0109); "Dr. Murphy" stays a name.
  if ((afterHead(text, toks, i) || gluedHead(text, t)) && !titleBefore(text, toks, i)) return K.Other;
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
  if (k !== K.Unknown) return k;
  // A word with digits is no name either; nor a German noun's or adjective's shape among German words (ADR 0090).
  // And a Nordic ward's or site's compound ("Medicinkliniken", "Barneavdelingen"; ADR 0097).
  // ("Frau Desrose wurde aufgenommen": after a title the word is the name, whatever its ending.)
  if (
    /\d/.test(text.slice(t.start, t.end)) ||
    (germanNoun(text, w, t.start, t.end) && !titleBefore(text, toks, i)) ||
    nordicSite(w)
  )
    return K.Other;
  // An English clinical adjective or procedure ("Interventional", "Polypectomy"; ADR 0146), whatever stands around it.
  if (clinicalEnding(w)) return K.Other;
  // A common noun's or adjective's ending of another language ("Konsiliarbericht", "Administración", "Φαρμακείο";
  // ADR 0105), unless something says a person: a title, a person cue or a name field before it or the word
  // before it, or a person's verb after it.
  return commonNounEnding(w) && !personSupported(text, toks, i) ? K.Other : k;
}

/** Whether a title or a person cue stands before token `i` or the capitalized word joined before it, or a person's verb follows. */
function personSupported(text: string, toks: Tok[], i: number): boolean {
  if (personVerbAfter(text, toks[i]!.end)) return true;
  for (let j = i; j >= Math.max(1, i - 1); j--) {
    if (j < i && !(toks[j]!.cap && toks[i]!.start - toks[j]!.end <= 2)) break;
    if (titleBefore(text, toks, j)) return true;
    const p = toks[j - 1]!;
    if (toks[j]!.start - p.end <= 3 && PERSON_CUES.has(p.lc)) return true;
  }
  return false;
}

/** Months that are given names ("Jan" is one only before a surname: phi-name-kinds.ts). */
const MONTH_NAMES = new Set(['april', 'june', 'july', 'august']);

/**
 * A month or a country that is also a given name, right after a relative (ADR 0134): "Wife June visited", "breakup with
 * partner Jordan". The relative says a person is named; the lists would read a date or a place.
 */
function kinGiven(text: string, toks: Tok[], i: number, w: string): boolean {
  const p = toks[i - 1];
  if (p === undefined || !KIN.has(p.lc) || text.slice(p.end, toks[i]!.start) !== ' ') return false;
  return MONTH_NAMES.has(w) || placeAndName(w);
}
