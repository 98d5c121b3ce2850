/**
 * Streets of other languages written without a house number, as chat and prose name them: "vor der
 * Apotheke in der Hochstraße", "parkeergarage aan de Oostersingel", "Fietsongeval op de Coolsingel",
 * "bor på Storgatan". One capitalized word with a street ending (German, Dutch, Nordic, Czech, Hungarian)
 * after the language's preposition and article. The numbered forms are phi-streets-intl.ts's.
 *
 * Endings that also end ordinary nouns are left out: "-weg" (Heimweg, Radweg, snelweg), "-platz" (Parkplatz,
 * Arbeitsplatz), "-hof" (Bahnhof, Friedhof), "-ring", "-feld", "-park", "-kamp"; a word of an English list
 * or a town ("Hammersmith Lane" is English's) is none either. The ending must follow a stem of three letters.
 */
import { isCity, isEnglish } from './phi-lexicon.js';
import type { Tok } from './phi-tokens.js';
import type { Hit } from './pii-context.js';

const RANK = 6;
const ENDING =
  /^\p{L}{3,}(?:straße|strasse|gasse|allee|damm|ufer|straat|laan|gracht|plein|kade|singel|steeg|dreef|gatan|vägen|gata|gränd|gränden|gade|gaden|veien|gate|gaten|stræde|ulice|utca|třída)$/u;
/** The preposition (and article) right before the street, in the languages of ENDING. */
const BEFORE =
  /(?:^|[^\p{L}])(?:(?:in|auf|an|aus|von|durch|über|entlang)[ \t]+der|zur|(?:aan|op|in|bij|naar|langs|over|van|vanaf|via|uit)[ \t]+de|på|vid|längs|ved|langs|fra|från|v|na|ve|v[ \t]+ulici)[ \t]+$/iu;

/** Token `k` (capitalized) as such a street; called from findBareStreets' walk over the capitalized tokens. */
export function foreignBareAt(text: string, t: Tok, out: Hit[]): void {
  // Cheap gate: seven letters or more, not in capitals, one blank after the word before.
  if (t.upper || t.end - t.start < 7 || text.charCodeAt(t.start - 1) !== 32) return;
  if (!ENDING.test(t.lc) || isEnglish(t.lc) || isCity(t.lc)) return;
  if (!BEFORE.test(text.slice(Math.max(0, t.start - 24), t.start))) return;
  out.push({ type: 'STREET_ADDRESS', start: t.start, end: t.end, rank: RANK });
}
