/**
 * Towns in no list after prepositions of place of other languages, with no verb of living before them (ADR 0100):
 * "le kiné rue du Midi à Ixelles", "centro de salud de Amara, en Donostia", "Herr Schröder aus Spandau",
 * "sto arrivando da Ostia", "Lindberg AB i Göteborg". phi-town-locatives.ts reads a word in no list after
 * "en"/"em" only after a verb of living; these prepositions say "place" by themselves as often, and the words
 * that follow them otherwise are the language's ordinary nouns: wards and services ("en Quirófano", "à
 * Réanimation", "em Enfermaria"), reasons ("aus Versehen", "aus Kostengründen"), languages ("en Euskera").
 * Those are kept out by the lists of such nouns (phi-names-foreign.ts SERVICES, phi-names-nouns.ts, read through
 * codeOf: a town must be in no list at all) and by the endings nouns of those languages are made with (NOUN_ENDING,
 * GERMAN_NOUN_ENDING) — a town has none of them.
 *
 * - French "à": a name after it is a person ("écrit à Paul") and stays one: only words in no list are read.
 * - German "aus": German capitalizes every noun, so its noun endings and the nouns' lists keep reasons out.
 * - Italian "da" only after a verb of coming or going in its clause ("vado da Marco" is someone's house, a name).
 * - Swedish, Norwegian and Danish "i" only in such text (å, æ, ø or their function words within 80 characters):
 *   elsewhere "i" joins Catalan surnames ("Puig i Ferrer") or counts.
 * - "en", "em" (Spanish, French, Portuguese): a word in no list with no noun ending.
 *
 * And `originBefore`: "natural de Juliaca", "née à Namur", "geboren in Zwolle", "uit Houten" — a name-list word
 * after these is a town (phi-town-chain.ts retypes the PERSON reading, as for the prepositions of ADR 0085).
 *
 * Gated per token on one character code before the blank; one bounded regex at most per surviving token.
 */

import { region } from './phi-big-cities.js';
import { PLACE_RANK } from './phi-cities.js';
import { isName } from './phi-lexicon.js';
import { codeOf, K } from './phi-name-words.js';
import type { Tok } from './phi-tokens.js';
import { CLINICAL_ENDING, MONTHS_DAYS } from './phi-unlisted-places.js';
import type { Hit } from './pii-context.js';

/** The preposition right before a token: one blank between, a non-letter before it. */
const PREP = /(?:^|[^\p{L}])(à|aus|da|en|em|i)[ \t]$/u;
/**
 * Endings of Romance nouns of services, states and abstractions ("Rehabilitación", "Réanimation", "Urgência",
 * "Cardiologia", "Farmacia"): a town's name has none. CLINICAL_ENDING would also refuse any "-ia", which towns
 * end in often ("Donostia", "Ostia", "Valencia"): here only the suffixes nouns are made with are refused.
 */
const NOUN_ENDING =
  /(?:ci[oó]n|si[oó]n|ção|são|tion|sion|zione|dad|dade|tad|ité|ità|[eè]ncia|ência|[aà]ncia|ância|ence|ance|enza|anza|mento|miento|ment|isme|ismo|ista|iste|aggio|log[ií]a|logie|iatr[ií]a|iatrie|er[ií]a|erie|terapia|thérapie|scop[ií]a|graf[ií]a|graphie|tom[ií]a|plast[ií]a|algia|emia|uria|pat[ií]a|pathie|plej?[ií]a|cia|sia|ose|osis|itis|ite)$/;
/** German noun endings, and the "-gründen" of reasons ("aus Kostengründen"): German capitalizes every noun. */
const GERMAN_NOUN_ENDING =
  /(?:en|ung|heit|keit|schaft|sicht|nis|tum|ion|tät|ie|ik|ss|ß|lass|fall|ei|ur|chen|lein|ling|ismus|ent|ant)$/;
/** Languages, written capitalized after "en" ("en Euskera") and in no list. */
const LANGUAGES = new Set('euskera euskara català catala galego valencià valencia bable aranés'.split(' '));
/** Italian verbs of coming and going: "da" after them is "from" or "to" a place. */
const IT_COMING =
  /(?:^|[^\p{L}])(?:arriv\p{L}*|vengo|vieni|viene|veniamo|vengono|venut[oaie]|venendo|torn\p{L}*|part\p{L}*|rientr\p{L}*|scappat[oaie])(?![\p{L}])[^.!?\n,;:]*$/iu;
/** Swedish, Norwegian and Danish letters or function words. */
const NORDIC = /[åÅæÆøØ]|(?:^|[^\p{L}])(?:är|och|på|för|inte|jag|ikke|jeg|og|blev|ble|fra|frå|hos)(?![\p{L}])/u;

/** A capitalized word in no list of any kind: no name, English, service, function, medical or month word, no region. */
function inNoList(lc: string): boolean {
  if (lc.length < 4 || codeOf(lc) >> 2 !== K.Unknown || MONTHS_DAYS.has(lc) || region(lc)) return false;
  // "à Marie-Ève Gagnon": a hyphenated word with a given name in it is a person's.
  return !lc.includes('-') || !lc.split('-').some((p) => isName(p));
}

/** Whether `lc`, in no list, may be a town's word after `prep`. */
function townWord(prep: string, lc: string): boolean {
  if (!inNoList(lc)) return false;
  if (prep === 'aus') return !GERMAN_NOUN_ENDING.test(lc) && !CLINICAL_ENDING.test(lc);
  if (NOUN_ENDING.test(lc) || LANGUAGES.has(lc)) return false;
  // The clinical endings but "-ia" (towns end so), which NOUN_ENDING reads finer.
  return lc.endsWith('ia') || !CLINICAL_ENDING.test(lc);
}

/** Character codes of the prepositions' last letters: à, s, a, n, m, i. */
const LAST = new Set([0xe0, 115, 97, 110, 109, 105]);

/** Towns in no list after "à", "aus", "da", "en", "em", Nordic "i". */
export function findForeignPrepTowns(text: string, toks: Tok[], out: Hit[]): void {
  for (let i = 0; i < toks.length; i++) {
    const t = toks[i]!;
    if (!t.cap || t.upper || t.initial || text.charCodeAt(t.start - 1) !== 32) continue;
    if (!LAST.has(text.charCodeAt(t.start - 2))) continue;
    const m = PREP.exec(text.slice(Math.max(0, t.start - 5), t.start));
    if (m === null) continue;
    const prep = m[1]!;
    if (!townWord(prep, t.lc)) continue;
    const before = text.slice(Math.max(0, t.start - 80), t.start - prep.length - 1);
    if (prep === 'da' && !IT_COMING.test(before)) continue;
    if (prep === 'i' && !NORDIC.test(text.slice(Math.max(0, t.start - 80), t.end + 80))) continue;
    // Two or three words of a town's name: "à Saint Gilles" needs each word in no list too.
    let j = i + 1;
    while (j < toks.length && j - i < 3 && toks[j]!.cap && !toks[j]!.upper && toks[j]!.start === toks[j - 1]!.end + 1) {
      if (text.charCodeAt(toks[j]!.start - 1) !== 32 || !townWord(prep, toks[j]!.lc)) break;
      j++;
    }
    // "aus Spandau's", a possessive, or a surname after the words ("à Ysaline Gagnon"): a person's.
    const after = toks[j];
    if (after?.cap && after.start === toks[j - 1]!.end + 1 && isName(after.lc)) continue;
    if (/^['’]s(?![\p{L}])/u.test(text.slice(toks[j - 1]!.end, toks[j - 1]!.end + 3))) continue;
    out.push({ type: 'CITY', start: t.start, end: toks[j - 1]!.end, rank: PLACE_RANK.cued });
    i = j - 1;
  }
}

/** Words saying where someone comes from, before a town: "natural de", "née à", "geboren in", "uit", "vanuit". */
const ORIGIN =
  /(?:^|[^\p{L}])(?:(?:natural(?:es)?|oriund[oa]s?|originari[oa]s?|procedentes?|nacid[oa]s?|vecin[oa]s?|naturale)[ \t]+(?:de|del|da|di)|(?:née?|originaire)[ \t]+(?:à|de|d')|geboren[ \t]+(?:in|te)|uit|vanuit)[ \t]+$/iu;

/** Whether a word of origin stands right before `start` ("natural de Juliaca", "uit Houten"). */
export function originBefore(text: string, start: number): boolean {
  const c = text.charCodeAt(start - 2);
  // Gate: the last letter of "de", "del", "da", "di", "à", "d'"... "in", "te", "uit".
  if (c !== 101 && c !== 108 && c !== 97 && c !== 105 && c !== 0xe0 && c !== 110 && c !== 116) return false;
  return ORIGIN.test(text.slice(Math.max(0, start - 24), start));
}
