/**
 * Towns after a preposition of place, in English and in other languages (ADR 0085): "in Pankow abholen",
 * "Vivimos en Pacoima", "mieszkam … w Łodzi", "vou de metrô da Vila Mariana", "Specsavers in Selly Oak".
 * On the development sets a capitalized word right after lower-case "in" began a town 314 times and a
 * person never; the Spanish, French and Portuguese "en", "em" and the German "aus", "nach" behaved so too.
 * The gazetteer of towns misses districts and suburbs, and the name list holds many of them as surnames,
 * so the name rules read a person there, or nothing.
 *
 * - A PERSON read from the name list alone (no title, cue or credential: rank 4) right after such a
 *   preposition is retyped CITY (phi-town-chain.ts asks `locativeTown`): the words were hidden already,
 *   only the label changes. Not before a possessive or a verb only people take ("in Maria's house",
 *   "em Maria's house"), and the particles of surnames ("da", "do", "i", "no", "na") only after a
 *   lower-case word ("Lucas Ferreira da Silva", "Jordi Puig i Ferrer" stay people).
 * - A word in no list at all after "en", "em" (or Polish "w" in Polish text) is a town too (findLocativeTowns)
 *   when a verb of living, being born or moving stands before it in its sentence ("Vivimos en Pacoima"), and it
 *   is no English, name, medical or service word ("trabaja en Urgencias", "está en Quirófano" stay).
 *
 * "con", "bei", "a", "à", "de", "von", "mit" are not read: they take people as often as places
 * ("Trabajo con Pedro", "bei Frau Müller", "j'ai écrit à Paul", "la casa de Juan").
 */
import { region } from './phi-big-cities.js';
import { PLACE_RANK } from './phi-cities.js';
import { fold } from './phi-lexicon.js';
import { codeOf, K, personVerbAfter } from './phi-name-words.js';
import type { Tok } from './phi-tokens.js';
import { originBefore } from './phi-town-foreign-preps.js';
import { CLINICAL_ENDING, MONTHS_DAYS } from './phi-unlisted-places.js';
import type { Hit } from './pii-context.js';

/** The preposition right before a word: lower case, one or two blanks between. */
const PREPOSITION_BEFORE = /(?:^|[^\p{L}])(in|en|em|aus|nach|w|we|i|da|do|no|na)([ \t]{1,2})$/u;
/** The prepositions that are also particles of surnames: after a capitalized word they join a name. */
const PARTICLE_LIKE = new Set(['da', 'do', 'i', 'no', 'na']);
/** A lower-case word before a particle: "metrô da Vila Mariana" ("Ferreira da Silva", "(da Vinci Xi)" are names). */
const LOWER_BEFORE = /(?:^|[^\p{L}])\p{Ll}[\p{L}\p{M}'’-]*[ \t]+$/u;
/** Articles opening a firm's name after "en" ("Trabajo en El Super", "en La Palma Mexicatessen"); a town of them is listed. */
const ARTICLE = /^(?:el|la|los|las|le|les|lo|il|o|a|os|as|der|die|das|de|het|the)[ \t]/i;
/** Polish letters or words: "w" is Polish "in" only in Polish text (English notes write "w" for "with": "d/w Dr. Feeney"). */
const POLISH =
  /[ąćęłńśźżĄĆĘŁŃŚŹŻ]|(?:^|[^\p{L}])(?:się|jest|przy|oraz|dla|nie|mieszka\p{L}*|pracuje|urodził\p{L}*)(?![\p{L}])/iu;
/** Whether Polish is written around `at` (80 characters each way). */
export const polishAround = (text: string, at: number) => POLISH.test(text.slice(Math.max(0, at - 80), at + 80));
/** Verbs whose "in" brings a person in: "loop in", "bring in", "call in", "fill in", "rope in". */
const PERSON_IN =
  /(?:^|[^\p{L}])(?:loop|looped|looping|bring|brought|bringing|call|called|calling|fill|filled|filling|rope|roped|let|pull|pulled|swap|swapped|sub|subbed|cc|cc'd)[ \t]+$/iu;
/**
 * What a town's name is written with: Title Case words, hyphens and apostrophes inside, three at most; no
 * abbreviation ("St") first. A first word of two letters only before another ("Te Awamutu", "Le Mans").
 */
const TOWN_WORDS = /^\p{Lu}(?:[\p{Ll}\p{M}'’-]{2,}|\p{Ll}(?=[ \t]))(?:[ \t]\p{Lu}[\p{Ll}\p{M}'’-]+){0,2}$/u;

/** The preposition before `start` when it may introduce a place there, or null. */
function prepositionBefore(text: string, start: number): string | null {
  const m = PREPOSITION_BEFORE.exec(text.slice(Math.max(0, start - 8), start));
  if (m === null) return null;
  const prep = m[1]!;
  const at = start - m[2]!.length - prep.length;
  // "Ferreira da Silva", "Puig i Ferrer": after a capitalized word the particle is a name's.
  if (PARTICLE_LIKE.has(prep) && !LOWER_BEFORE.test(text.slice(Math.max(0, at - 30), at))) return null;
  if ((prep === 'w' || prep === 'we') && !polishAround(text, start)) return null;
  // "loop in Sam Oduya", "bring in Dr. Vale", "called in Marta": a verb whose "in" takes a person.
  if (prep === 'in' && PERSON_IN.test(text.slice(Math.max(0, at - 12), at))) return null;
  return prep;
}

/**
 * Whether the PERSON hit `h` (read from the name list alone) stands where a town does: right after a
 * preposition of place, written as a town is, with no possessive or person's verb after it.
 */
export function locativeTown(text: string, h: Hit): boolean {
  const value = text.slice(h.start, h.end);
  if (!TOWN_WORDS.test(value) || /['’]s$/.test(value) || ARTICLE.test(value)) return false;
  if (/^['’]s(?![\p{L}])/u.test(text.slice(h.end, h.end + 3)) || personVerbAfter(text, h.end)) return false;
  // "in Λεωφόρος Συγγρού 119": a name and a house number are a street's.
  if (/^[ \t]+\d{1,3}(?![\d:.,/-])/.test(text.slice(h.end, h.end + 6))) return false;
  return prepositionBefore(text, h.start) !== null || originBefore(text, h.start);
}

/** The prepositions after which a word in no list is a town: Spanish, French and Portuguese "in", Polish "w". */
const UNLISTED_AFTER = new Set(['en', 'em', 'w', 'we']);
/**
 * Verbs of living, being born and moving house in those languages ("Vivimos en", "moro em", "j'habite en",
 * "mieszkam … w"): before the preposition in its sentence they make the word after it a place. Wards and
 * services are capitalized after "en" too ("está en Quirófano", "ingresó en Rehabilitación"), and are no town.
 */
const LIVING =
  /(?:^|[^\p{L}])(?:viv[eoií]\p{L}*|resid\p{L}*|naci\p{L}*|nací|mud[aeéoó]\p{L}*|mor[ao]|moramos|moram|habit[eo]\p{L}*|nasc\p{L}*|mieszka\p{L}*|urodzi\p{L}*|przeprowadzi\p{L}*)(?![\p{L}])[^.!?\n]*$/iu;

/** Whether the word `lc` is in no list: no name, English, service, function or medical word, no month, no clinical ending, no region. */
function unknownWord(lc: string): boolean {
  return codeOf(lc) >> 2 === K.Unknown && !MONTHS_DAYS.has(lc) && !CLINICAL_ENDING.test(fold(lc)) && !region(lc);
}

/** Towns in no list after "en", "em" or Polish "w": "Vivimos en Pacoima", "w Łodzi". One regex per such token. */
export function findLocativeTowns(text: string, toks: Tok[], out: Hit[]): void {
  for (let i = 0; i < toks.length; i++) {
    const t = toks[i]!;
    // Cheap gates first: a capitalized word of Title Case after a blank after a short lower-case word.
    if (!t.cap || t.upper || t.initial || text.charCodeAt(t.start - 1) !== 32) continue;
    const c = text.charCodeAt(t.start - 2);
    if (c !== 110 && c !== 109 && c !== 119 && c !== 101) continue; // n, m, w, e
    const prep = prepositionBefore(text, t.start);
    if (prep === null || !UNLISTED_AFTER.has(prep) || !unknownWord(t.lc)) continue;
    if (!LIVING.test(text.slice(Math.max(0, t.start - 60), t.start))) continue;
    let j = i + 1;
    while (j < toks.length && j - i < 3 && toks[j]!.cap && toks[j]!.start === toks[j - 1]!.end + 1) {
      if (text.charCodeAt(toks[j]!.start - 1) !== 32 || !unknownWord(toks[j]!.lc)) break;
      j++;
    }
    const end = toks[j - 1]!.end;
    if (!TOWN_WORDS.test(text.slice(t.start, end))) continue;
    out.push({ type: 'CITY', start: t.start, end, rank: PLACE_RANK.cued });
    i = j - 1;
  }
}
