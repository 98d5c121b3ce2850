/**
 * Firms of two surnames (ADR 0071): "Kowalski & Nowak", "Rossi e Bianchi", "Hansen og Berg", and
 * hyphenated ones of a surname and a word in no list ("Jast-McKenzie"); and the people that a firm
 * found here overlaps, cut back to the part outside it.
 */
import { PLACE_RANK } from './phi-cities.js';
import { COUNTRIES, isCity, isEnglish, isName, TITLES, US_STATES } from './phi-lexicon.js';
import { FOREIGN_AND } from './phi-org-words.js';
import { nameish } from './phi-orgs-forms.js';
import { type Tok, work } from './phi-tokens.js';
import { TOWN_PARTICLES } from './phi-town-particles.js';
import type { Hit } from './pii-context.js';

/** A word that names a place after it: "moved to Lynge-Uggeløse", "lives in X", "St. X". */
const PLACE_BEFORE = /(?:^|[^\p{L}])(?:in|to|from|near|St\.?)[ \t]+$/u;
/**
 * "Jast-McKenzie", "Zauber-Bloch": one part in the name list and the other in no list, a hyphen only
 * between them, not a town of the list and not where a town stands (after "in", "to", "from").
 */
export function coinedPair(text: string, t: Tok, parts: string[]): boolean {
  if (t.lc.indexOf('-', parts[0]!.length + 1) >= 0 || isCity(t.lc)) return false;
  if (!parts.every((w) => w.length > 2 && nameish(w)) || !parts.some((w) => isName(w) && !isEnglish(w))) return false;
  if (PLACE_BEFORE.test(text.slice(Math.max(0, t.start - 6), t.start))) return false;
  // "Grand-Leez, Belgium", "(Walsh-Haleystead, Australia)": a town before its country or state.
  const region = /^,[ \t]+(\p{L}+(?:[ \t]\p{L}+)?)/u.exec(text.slice(t.end, t.end + 24));
  const lc = region === null ? '' : region[1]!.toLowerCase();
  return !(COUNTRIES.has(lc) || US_STATES.has(lc) || COUNTRIES.has(lc.split(' ')[0]!));
}

/** The words for "and" that other languages use for "in" or "to". */
const LOCATIVE_AND = new Set(['en', 'a', 'i']);
/** A town's particle and a capital after `end` ("Torrejón de Ardoz"). */
function townGoesOn(text: string, end: number): boolean {
  const m = /^[ \t]+(\p{Ll}{1,4})[ \t]+\p{Lu}/u.exec(text.slice(end, end + 10));
  return m !== null && TOWN_PARTICLES.has(m[1]!);
}
/** "&" or "and" of a language other than English between two words. */
const PAIR_GAP = new RegExp(`^[ \\t]+(?:&|${FOREIGN_AND})[ \\t]+$`);

/**
 * Firms of two surnames: "Kowalski & Nowak", "Rossi e Bianchi", "López y Gómez", "Hansen og Berg". Not
 * English "and" ("Smith and Jones were admitted" are two people); not after a title or a given name
 * ("Mr. Kowalski & Mrs. Nowak", "Ana y Pedro Gómez", "José Ortega y Gasset"), nor where a cue or
 * title found a person (`cuedAt`).
 */
/** Nouns of instruments and devices named after their makers or surgeons. */
const INSTRUMENTS =
  /^[ \t]+(?:scissors|clamps?|forceps|retractors?|elevators?|needles?|sutures?|blades?|hooks?|tubes?|catheters?|drains?|dilators?|speculums?|curettes?|rongeurs?|esclusi|syndromes?|diseases?|signs?)\b/i;

export function pairFirms(
  text: string,
  toks: readonly Tok[],
  out: Hit[],
  cuedAt: (start: number, end: number) => boolean,
): void {
  for (let i = 0; i + 1 < toks.length; i++) {
    const t = toks[i]!;
    if (!t.cap || t.upper) continue;
    // Only a word followed by " & " or a short lower-case word can open a pair: the rest is passed over by a char test.
    const c = text.charCodeAt(t.end);
    if (c !== 32 && c !== 9) continue;
    work.steps++;
    // "i" (Polish, Catalan) is kept as a token (the English pronoun): the second name is the token after it.
    const j = toks[i + 1]!.lc === 'i' && toks[i + 2] !== undefined ? i + 2 : i + 1;
    const u = toks[j]!;
    const gap = text.slice(t.end, u.start);
    if (!u.cap || u.upper || gap.length > 5 || !PAIR_GAP.test(gap)) continue;
    const a = t.lc;
    const b = u.lc.replace(/['’]s$/, '');
    if (!nameish(a) || !nameish(b) || !(isName(a) || isName(b))) continue;
    const prev = toks[i - 1];
    if (prev !== undefined && (TITLES.has(prev.lc) || (prev.cap && /^[ \t]$/.test(text.slice(prev.end, t.start)))))
      continue;
    const next = toks[j + 1];
    if (next?.cap && /^[ \t]$/.test(text.slice(u.end, next.start))) continue;
    // "Estamos en Guadalajara", "la tía Marta en Quilmes", "lo zio a Monza": "en", "a", "i" are "in" or "to" in
    // Spanish, French, Italian and Catalan, where Dutch, Czech and Polish read "and"; before a listed town, "in".
    // ("Reside en Torrejón de Ardoz": a town of several words, the particle after its first.)
    if (LOCATIVE_AND.has(gap.trim()) && (isCity(b) || townGoesOn(text, u.end))) continue;
    const end = u.start + b.length;
    if (cuedAt(t.start, end)) continue;
    // "Mayo & Metzenbaum scissors", "Allis & Babcock forceps": eponyms of instruments, not a firm.
    if (INSTRUMENTS.test(text.slice(end, end + 16))) continue;
    out.push({ type: 'ORGANIZATION', start: t.start, end, rank: PLACE_RANK.org });
  }
}

/**
 * "GP: Dr Mortensen, Carlsen A/S", "Before joining Meunier et Perrin, Joseph worked": the person rule
 * read "Mortensen, Carlsen" and "Perrin, Joseph" as inverted names across the firm found since. Such a
 * person (ranked below the firm) keeps its part outside the firm, so that both stay findings.
 * `overlapping` gives the people that overlap a span; the firms are out[from…].
 */
export function trimPeople(
  text: string,
  out: Hit[],
  from: number,
  overlapping: (start: number, end: number) => Hit[],
): void {
  for (let k = from; k < out.length; k++) {
    const org = out[k]!;
    if (org.type !== 'ORGANIZATION') continue;
    work.steps++;
    for (const h of overlapping(org.start, org.end)) {
      if (h.rank >= org.rank) continue;
      if (h.start < org.start && h.end <= org.end) {
        const kept = text.slice(h.start, org.start).replace(/[\s,;]+$/u, '');
        if (/\p{Lu}/u.test(kept)) h.end = h.start + kept.length;
      } else if (h.start >= org.start && h.end > org.end) {
        const rest = text.slice(org.end, h.end);
        const skip = rest.length - rest.replace(/^[\s,;]+/u, '').length;
        if (/\p{Lu}/u.test(rest)) h.start = org.end + skip;
      }
    }
  }
}
