/** Roads named after an address cue in English words (ADR 0087), for phi-places.ts's cued streets. */
import { isStop, ORG_TAILS, TITLES } from './phi-lexicon.js';

/**
 * "Labcorp on Pioneer Blvd", "dock on Industrial Pkwy": English words before a type that names only a road
 * (not "Way", "Place", "Court", "Square", "Drive": "on Quality Way", "on Rounds Dr said") are a street after the
 * cue. "St" before a capitalized word is a saint's or a title ("on Monday St Mary's").
 */
const ROAD_TYPES = new Set(
  'street st road rd avenue ave boulevard blvd lane ln parkway pkwy highway hwy tce cres'.split(' '),
);
export function roadTyped(text: string, words: string[], end: number): boolean {
  const type = words[words.length - 1]!;
  if (words.length < 2 || !ROAD_TYPES.has(type) || isStop(words[0]!) || TITLES.has(words[0]!)) return false;
  // "on Comfort Care Road to hospice": a word of care or of a body names a pathway, not a road.
  if (words.some((w) => ORG_TAILS.has(w) || w === 'care' || w === 'comfort' || w === 'recovery')) return false;
  return !(type === 'st' && /^\.?[ \t]+\p{Lu}/u.test(text.slice(end, end + 4)));
}
