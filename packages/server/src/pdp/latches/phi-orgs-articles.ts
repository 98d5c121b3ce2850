/**
 * ORGANIZATION names that open with an article of another language (ADR 0081): "la garderie Les
 * Petits Pas", "daycare at Les Petits Trésors", "at La Ruche Montessori", "opvang Het Kabouterhuis".
 * Mid-sentence, a capitalized article before capitalized words is a proper name's; where an
 * organization stands (after "at", "from", "to" or a word such as "garderie") it is one, unless its
 * words are a town ("Los Angeles", "La Jolla") or a person's ("Les Smith", "De Vries"): one of them
 * must be in no name, town or English list.
 */
import { PLACE_RANK } from './phi-cities.js';
import { isCity, isEnglish, isName, MEDICAL, ORG_JOINERS, TITLES } from './phi-lexicon.js';
import { slotBefore } from './phi-orgs-service.js';
import { type Tok, work } from './phi-tokens.js';
import type { Hit } from './pii-context.js';

/** Articles that open a name in French, Spanish, Italian, Dutch, German and Māori ("at Te Puna Hauora"). */
const ARTICLES = new Set([
  'les',
  'la',
  'le',
  'los',
  'las',
  'el',
  'il',
  'lo',
  'de',
  'het',
  'den',
  'der',
  'die',
  'das',
  'te',
]);
/** The organization slots of phi-orgs-service.ts that such a name takes ("with La Rosa" is a person's). */
const SLOTS = new Set(['at', 'from', 'to', 'via', 'attends', 'attend', 'attended', 'attending']);
/** Lower-case words of a place for children or care right before its name: "la garderie Les Petits Pas". */
const INSTITUTION_BEFORE =
  /(?:^|[^\p{L}])(?:garderie|crèche|creche|école|ecole|daycare|nursery|preschool|kindergarten|kita|opvang|kinderdagverblijf|guardería|guarderia|escuela|asilo|scuola|résidence|ehpad|foyer)[ \t]+$/u;

/** Whether the article at toks[i] stands where an organization's name does. */
function slotted(text: string, toks: Tok[], i: number): boolean {
  if (SLOTS.has(slotBefore(text, toks, i))) return true;
  return INSTITUTION_BEFORE.test(text.slice(Math.max(0, toks[i]!.start - 20), toks[i]!.start));
}

export function findArticleOrgs(text: string, toks: Tok[], out: Hit[]): void {
  for (let i = 1; i + 1 < toks.length; i++) {
    const t = toks[i]!;
    if (!t.cap || t.upper || !ARTICLES.has(t.lc) || text.charCodeAt(t.end) !== 32) continue;
    // Mid-sentence: the word before is a word, not a sentence's end ("Le patient…" opens one).
    const c = text.charCodeAt(t.start - 2);
    if (text.charCodeAt(t.start - 1) !== 32 || c === 46 || c === 10 || c === 58) continue;
    if (!slotted(text, toks, i)) continue;
    work.steps++;
    let k = i + 1;
    let last = -1;
    let proper = false;
    while (k < toks.length && k - i <= 4) {
      const w = toks[k]!;
      if (text.slice(toks[k - 1]!.end, w.start) !== ' ') break;
      if (!w.cap) {
        if (!ORG_JOINERS.has(w.lc)) break;
      } else {
        if (TITLES.has(w.lc) || MEDICAL.has(w.lc)) break;
        last = k;
        if (!isName(w.lc) && !isCity(w.lc) && !isEnglish(w.lc)) proper = true;
      }
      k++;
    }
    if (last < 0 || !proper) continue;
    const words = text.slice(t.start, toks[last]!.end);
    if (isCity(words.toLowerCase())) continue;
    out.push({ type: 'ORGANIZATION', start: t.start, end: toks[last]!.end, rank: PLACE_RANK.org });
    i = last;
  }
}
