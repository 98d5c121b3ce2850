/**
 * Eponyms named by the head noun of another language (ADR 0109). English puts the head after the name
 * ("Crohn disease", "Murphy sign", EPONYM_HEAD); German (Latin), French, Spanish, Italian, Portuguese,
 * Dutch and Polish clinical writing puts it before, with a particle or without one: "Morbus Bechterew",
 * "maladie de Crohn", "signe de Murphy", "escala de Oswestry", "sindrome di Down", "sinal de Blumberg",
 * "ziekte van Kahler", "Zeichen nach Lasègue", "zespół Downa", "objaw Chełmońskiego". German, Dutch and the
 * Nordic languages glue it after with a hyphen or a genitive s ("Murphy-Zeichen", "Down-Syndrom",
 * "Bechterews sjukdom"), and English glues a compound's head the same way ("Down syndrome-specific",
 * "Clark-Level III"). The capitalized word(s) after such a head are an eponym, and the head itself is no
 * name ("Escala de Oswestry" is no Spanish given name and surname), unless a title stands right before
 * the name, as it does in "Dr. Murphy", "Frau Crohn", "Sr. Blumberg".
 * Each test reads a few characters beside one token, after a set look-up of one word: no scan.
 */
import { EPONYM_HEAD, isName } from './phi-lexicon.js';
import { CASED_HEADS } from './phi-medical-eponyms.js';
import type { Tok } from './phi-tokens.js';

/**
 * Head nouns written before an eponym and a particle ("de", "di", "van", "nach"…): diseases, syndromes,
 * signs, manoeuvres, tests, points, scales, scores, classifications, stages, reflexes and phenomena, in French,
 * Spanish, Italian, Portuguese, Dutch and German, with and without accents. Not operations, interventions,
 * techniques or methods: a surgeon's or a patient's name follows them as often ("Die Operation von Schmidt",
 * "Intervento di Bianchi").
 */
const HEADS_WITH_PARTICLE = `
  maladie syndrome signe manœuvre manoeuvre échelle echelle score test épreuve epreuve point classification
  stade critères criteres triade réflexe reflexe phénomène
  phenomene loi fracture tumeur lymphome kyste abcès sonde index indice
  enfermedad síndrome sindrome signo maniobra escala prueba punto criterios clasificación clasificacion estadio
  reflejo fenómeno fenomeno tríada triada fractura tumor linfoma quiste
  índice puntuación puntuacion regla
  malattia morbo segno manovra scala prova criteri classificazione stadio riflesso
  fenomeno frattura tumore cisti punteggio
  doença doenca sinal manobra teste ponto critérios classificação classificacao estádio reflexo
  fenômeno tríade triade fratura quisto cisto
  ziekte syndroom teken proef schaal classificatie stadium reflex fenomeen fractuur
  zeichen klassifikation einteilung färbung faerbung handgriff manöver skala kriterien
  tonometrie`;
/** Head nouns written right before the eponym, no particle: Latin "Morbus" and Polish, whose eponym takes the genitive. */
const HEADS_BARE = `morbus choroba choroby chorobą zespół zespol zespołu objaw objawy odruch skala skali próba proba
  manewr klasyfikacja klasyfikacji`;
/** Particles between the head and the eponym. */
const PARTICLES = new Set('de du des del di della da do van von nach der'.split(' '));

const set = (s: string) => new Set(s.split(/\s+/).filter(Boolean));
const WITH_PARTICLE = set(HEADS_WITH_PARTICLE);
const BARE = set(HEADS_BARE);
/**
 * Heads glued after an eponym by a hyphen in German, Dutch and the Nordic languages ("Murphy-Zeichen",
 * "Down-Syndrom", "Crohn-Krankheit", "Kahler-ziekte"), or after a genitive s in the Nordic ones
 * ("Bechterews sjukdom", "Downs syndrom", "Parkinsons sykdom").
 */
const HEADS_AFTER = set(`syndrom syndroom zeichen krankheit erkrankung score skala schaal klassifikation einteilung
  stadium phänomen manöver fraktur zyste kriterien typ lösung handgriff färbung methode technik operation
  ziekte teken sjukdom sykdom sygdom tecken tegn prøve`);
const NORDIC_AFTER = set('sjukdom sykdom sygdom syndrom tecken tegn');

const LETTER = /[\p{L}\p{M}]/u;
/** A letter or a mark at `at`; ASCII answered by its code (most characters read), the rest by the regex. */
function isLetter(text: string, at: number): boolean {
  if (at < 0 || at >= text.length) return false;
  const c = text.charCodeAt(at);
  if (c < 128) return (c | 32) >= 97 && (c | 32) <= 122;
  return LETTER.test(text[at]!);
}

/** The start of the word that ends at `end` (within 16 letters), or -1. */
function wordStart(text: string, end: number): number {
  let s = end;
  while (s > 0 && end - s < 16 && isLetter(text, s - 1)) s--;
  return s === end || isLetter(text, s - 1) ? -1 : s;
}

/** Whether a head (and its particle) ends one blank before `at`, where a capitalized word starts. */
function headEnds(text: string, at: number): boolean {
  if (text.charCodeAt(at - 1) !== 32) return false;
  const s = wordStart(text, at - 1);
  if (s < 0) return false;
  const w = text.slice(s, at - 1).toLowerCase();
  if (BARE.has(w)) return true;
  if (!PARTICLES.has(w) || text.charCodeAt(s - 1) !== 32) return false;
  const hs = wordStart(text, s - 1);
  return hs >= 0 && WITH_PARTICLE.has(text.slice(hs, s - 1).toLowerCase());
}

/**
 * Whether a finding of `words` words starting at `at` is an eponym after a head ("Escala de Oswestry"). Only a
 * single name is: a given name and a surname after a head are a person's ("la maladie de Marie Dupont",
 * "l'intervention de Jean Martin", "ziekte van Pieter Jansen"); double eponyms are hyphenated, listed pairs or
 * MEDICAL words ("Guillain-Barré", "Stevens Johnson", "Osgood Schlatter").
 */
export const headBefore = (text: string, at: number, words: number) => words === 1 && headEnds(text, at);

/**
 * Whether token `i` is an eponym after its head ("signe de Murphy", "Morbus Bechterew", "zespół Downa"), and no
 * capitalized word follows it (see headBefore). The caller checks for a title first.
 */
export function afterHead(text: string, toks: Tok[], i: number): boolean {
  const t = toks[i]!;
  // Cheap gate: a blank before the word; a head noun has three letters or more, and so a particle's head.
  if (text.charCodeAt(t.start - 1) !== 32 || t.start < 4 || !headEnds(text, t.start)) return false;
  const n = toks[i + 1];
  return !(n?.cap === true && n.start - t.end === 1 && text.charCodeAt(t.end) === 32);
}

const PARTICLE_THEN_CAP = /^ (?:de|du|des|del|di|della|da|do|van|nach) \p{Lu}/u;
/** Whether token `i` is a head noun opening an eponym ("Escala de Oswestry", "Morbus Bechterew", "Score de Glasgow"). */
export function opensEponym(text: string, toks: Tok[], i: number): boolean {
  const t = toks[i]!;
  // Cheap gate: every head has three letters or more.
  if (t.lc.length < 3) return false;
  if (BARE.has(t.lc)) {
    const n = toks[i + 1];
    return n?.cap === true && n.start - t.end === 1 && text.charCodeAt(t.end) === 32;
  }
  return WITH_PARTICLE.has(t.lc) && PARTICLE_THEN_CAP.test(text.slice(t.end, t.end + 10));
}

/**
 * Heads that name lists hold but that end no double-barrelled surname: capitalized after a hyphen they are still
 * the grade or the test of an eponym ("Clark-Level", "Rutherford-Class"); "Smith-Line", "Jones-Law" stay names.
 */
const CAPPED_HEADS = new Set(
  'level levels grade grades class type stage scale scales score test tests sign signs'.split(' '),
);
/** Whether [start, end) of `text`, a CITY or PERSON finding, is a head noun opening an eponym ("Segno di Giordano"). */
export function opensAt(text: string, start: number, end: number): boolean {
  const w = text.slice(start, end).toLowerCase();
  if (BARE.has(w)) return text.charCodeAt(end) === 32 && /\p{Lu}/u.test(text[end + 1] ?? '');
  return WITH_PARTICLE.has(w) && PARTICLE_THEN_CAP.test(text.slice(end, end + 10));
}

/** Whether a part of a hyphenated word is a head: one of EPONYM_HEAD or HEADS_AFTER, and no surname when capitalized. */
const headPart = (part: string, cap: boolean) =>
  (EPONYM_HEAD.has(part) || HEADS_AFTER.has(part)) &&
  !(cap && (CASED_HEADS.has(part) || (isName(part) && !CAPPED_HEADS.has(part))));

/**
 * Whether token `t` is an eponym glued to its head by a hyphen ("Murphy-Zeichen", "Clark-Level", "Down-Syndrom"),
 * or is followed by a lower-case word whose first part is a head ("Down syndrome-specific"), or by a Nordic head
 * after a genitive s ("Bechterews sjukdom"). The word after is read from the text: the tokens may skip it.
 */
export function gluedHead(text: string, t: Tok): boolean {
  const dash = t.lc.lastIndexOf('-');
  if (dash > 0) {
    const part = t.lc.slice(dash + 1);
    if (headPart(part, /\p{Lu}/u.test(text[t.start + dash + 1] ?? ''))) return true;
  }
  // Cheap gate: one blank, then a small ASCII letter.
  const c = text.charCodeAt(t.end + 1);
  if (text.charCodeAt(t.end) !== 32 || !(c >= 97 && c <= 122)) return false;
  let e = t.end + 1;
  while (e < text.length && e - t.end < 16 && isLetter(text, e)) e++;
  // (The word is cut out only when a hyphen follows it or a genitive s ends the name: most words are neither.)
  if (text.charCodeAt(e) === 45) return EPONYM_HEAD.has(text.slice(t.end + 1, e)) && isLetter(text, e + 1);
  return t.lc.length > 3 && t.lc.endsWith('s') && !isLetter(text, e) && NORDIC_AFTER.has(text.slice(t.end + 1, e));
}
