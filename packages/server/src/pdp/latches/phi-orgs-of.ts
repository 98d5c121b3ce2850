/**
 * The region after "of" that ends an organization's name (ADR 0086): "Digestive Health Specialists of the
 * Southeast", "Kidney Specialists of Southern Nevada", "Hospice of the Central Coast", "Cardiology Associates of the
 * Carolinas". A town or state alone after "of" was read before (phi-orgs.ts); a region is written with ordinary
 * words ("Coast", "Valley", "Southeast"), so it is read here by its shape: compass words, then a region's word.
 */
import { COUNTRIES, isCity, isCommon, US_STATES } from './phi-lexicon.js';
import type { Tok } from './phi-tokens.js';

/** Words that name a region, after "the" or a compass word: "the Valley", "the Central Coast", "the Southeast". */
export const REGION_WORDS: ReadonlySet<string> = new Set(
  `coast valley bay sound peninsula plains rockies ozarks appalachia lowcountry piedmont tidewater carolinas dakotas
  virginias heartland midlands highlands islands gulf keys shore shores lakes mountains foothills desert triad triangle
  metroplex panhandle upstate downstate southeast northeast southwest northwest midwest southland delta`.split(/\s+/),
);
/** Compass and size words before a region, a town or a state: "Southern Nevada", "Greater Boston", "North Texas". */
const COMPASS = new Set(
  `north south east west northern southern eastern western central greater upper lower northeast northwest southeast
  southwest mid inland coastal`.split(/\s+/),
);

const LONE_COMPASS = new Set(['north', 'south', 'east', 'west']);
const nextJoined = (text: string, toks: Tok[], n: number) =>
  toks[n + 1]?.cap === true && text.slice(toks[n]!.end, toks[n + 1]!.start) === ' ';

const placeWord = (lc: string) => isCity(lc) || US_STATES.has(lc) || COUNTRIES.has(lc);

/**
 * The last token of a region's name that starts at toks[k] (after "of" and an optional "the"), or -1: up to three
 * capitalized words one space apart, compass words first, ending in a region's word, a town, a state or a country.
 * Without "the", a region's word needs a compass word before it ("of Southern Nevada", not "of Delta").
 */
export function regionEnd(text: string, toks: Tok[], k: number, the: boolean): number {
  let best = -1;
  let compass = 0;
  let phrase = '';
  for (let n = k; n < toks.length && n - k < 3; n++) {
    const t = toks[n]!;
    if (!t.cap || (n > k && text.slice(toks[n - 1]!.end, t.start) !== ' ')) break;
    phrase = n === k ? t.lc : `${phrase} ${t.lc}`;
    if (REGION_WORDS.has(t.lc) && (the || compass > 0)) best = n;
    // "of Ann Arbor", "of Southern Nevada" ("Hospital of the Day": after "the", a town that is also a common word
    // needs a compass word before it).
    else if (
      n > k ? placeWord(phrase) || (compass === n - k && placeWord(t.lc)) : placeWord(t.lc) && !(the && isCommon(t.lc))
    )
      best = n;
    // "Cardiovascular Associates of the South": a compass word alone after "the", the phrase's last capitalized word
    // ("of the West Indies" goes on).
    else if (the && n === k && LONE_COMPASS.has(t.lc) && !nextJoined(text, toks, n)) best = n;
    if (COMPASS.has(t.lc)) compass++;
  }
  return best;
}

/** After the "of" at toks[o] (one space each side, "the" optional): the region's last token, or -1. */
export function regionAfterOf(text: string, toks: Tok[], o: number): number {
  const of = toks[o];
  if (of === undefined || of.lc !== 'of' || of.cap) return -1;
  const next = toks[o + 1];
  if (next === undefined || text.slice(of.end, next.start) !== ' ') return -1;
  const the = next.lc === 'the' && !next.cap;
  if (the && text.slice(next.end, toks[o + 2]?.start ?? next.end) !== ' ') return -1;
  return regionEnd(text, toks, the ? o + 2 : o + 1, the);
}
