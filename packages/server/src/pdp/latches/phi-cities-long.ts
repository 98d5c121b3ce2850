/**
 * Towns that the gazetteer holds but the token-by-token reader of phi-cities.ts cannot reach (ADR 0148): names of four
 * or five words with their particles ("Vila Nova de Gaia", "San Nicolás de los Garza"), and the prepositions after which
 * a listed town of ordinary words is the town ("moved to College Station", "lives in Round Rock").
 */
import { isCity, mayStartCity } from './phi-lexicon.js';
import { asked, question, type Tok, work } from './phi-tokens.js';

const LONG_HEAD_Q = question();

/** A cue that is a preposition of place or motion ("in", "to", "from", "near"), not a verb or a noun. */
export const placePrep = (text: string, prev: Tok | undefined, cue: boolean) =>
  cue &&
  prev !== undefined &&
  (/^(?:in|from|near)$/.test(prev.lc) ||
    (prev.lc === 'to' && MOVED_TO.test(text.slice(Math.max(0, prev.start - 24), prev.start))));
/** A verb of moving before "to" ("moved to College Station"; not "discharged to Halfway House", "spoke to Dean Park"). */
const MOVED_TO =
  /(?:^|[^\p{L}])(?:moved|moving|moves|relocated|relocating|drove|driving|flew|flying|travell?ed|travell?ing|commutes?|commuted|went|going|returned|returning|back)[ \t]+$/iu;

/** A town of four or five words with its particles: "Vila Nova de Gaia", "San Nicolás de los Garza". */
const LONG_TOWN =
  /\p{Lu}[\p{L}\p{M}'’-]*(?:[ \t](?:\p{Lu}[\p{L}\p{M}'’-]*|de|del|da|do|dos|das|di|la|las|los|el|y)){3,4}/uy;
/** The token after the last of a town of four or five words that starts at toks[i] (the gazetteer's), or i. */
export function longTownAt(text: string, toks: Tok[], i: number): number {
  const t = toks[i]!;
  // Only before a lower-case particle among the next words: most capitals start no such name.
  if (
    !asked(t.w, LONG_HEAD_Q, mayStartCity) ||
    !/[ \t](?:de|del|da|do|dos|das|di|la|las|los|el|y)[ \t]/.test(text.slice(t.end, t.end + 24))
  )
    return i;
  LONG_TOWN.lastIndex = t.start;
  const m = LONG_TOWN.exec(text);
  if (m === null) return i;
  work.steps++;
  // Longest first, each ending in a capitalized word.
  const words = m[0].split(/[ \t]/);
  for (let n = words.length; n >= 4; n--) {
    if (!/^\p{Lu}/u.test(words[n - 1]!)) continue;
    const phrase = words.slice(0, n).join(' ');
    if (!isCity(phrase.toLowerCase())) continue;
    const end = t.start + phrase.length;
    let k = i;
    while (k < toks.length && toks[k]!.end < end) k++;
    if (k < toks.length && toks[k]!.end === end) return k + 1;
  }
  return i;
}
