/**
 * State-level regions outside the US and the abbreviated words of town names (ADR 0051): what the
 * town and person recognizers share so that "Ontario" is neither a town nor a person and
 * "Sault Ste. Marie" is read as one town.
 */
import { CREDENTIALS, isCity, isEnglish, isName, US_STATES } from './phi-lexicon.js';
import { WORLD_REGIONS } from './phi-regions-world.js';
import { listed, question, type Tok } from './phi-tokens.js';
import type { Hit } from './pii-context.js';

/**
 * Provinces and states of Canada and Australia: "Sudbury, Ontario" and "Bendigo, VIC" put a town
 * before them as ", IL" does. Like US states they stay in clear.
 */
export const REGIONS = new Set([
  ...'ontario quebec alberta manitoba saskatchewan yukon nunavut newfoundland queensland tasmania on qc bc ab mb sk ns nb pe nl yt nt nu nsw vic qld tas act'.split(
    ' ',
  ),
  // The US states of two words (the state list holds single words): "South Carolina" is neither a town nor a person.
  'new hampshire',
  'new jersey',
  'new mexico',
  'north carolina',
  'north dakota',
  'south carolina',
  'south dakota',
  'west virginia',
  'rhode island',
  'british columbia',
  'nova scotia',
  'new brunswick',
  'prince edward island',
  'newfoundland and labrador',
  'northwest territories',
  'new south wales',
  'western australia',
  'south australia',
  'northern territory',
  // India's larger states (ADR 0056): "Kolkata 700016, West Bengal".
  'west bengal',
  'tamil nadu',
  'uttar pradesh',
  'andhra pradesh',
  'madhya pradesh',
  'himachal pradesh',
  'arunachal pradesh',
  'maharashtra',
  'karnataka',
  'kerala',
  'gujarat',
  'rajasthan',
  'telangana',
  'odisha',
  'jharkhand',
  'chhattisgarh',
  'uttarakhand',
  // Malaysia's states, written after the postal code and town ("Shah Alam, 40000 Selangor", "10460 George Town, Pulau Pinang").
  'selangor',
  'johor',
  'kedah',
  'kelantan',
  'pahang',
  'perak',
  'perlis',
  'terengganu',
  'sabah',
  'sarawak',
  'negeri sembilan',
  'pulau pinang',
  // States, provinces and regions of other large countries, in their own spelling (ADR 0085).
  ...WORLD_REGIONS,
]);

/**
 * A province or state of Canada or Australia written out ("Ontario", "Nova Scotia"), not its code
 * ("ON", "Vic" are also words and names): state level, so never a person and never a town on its own.
 */
export const isRegionName = (lc: string) => lc.length > 3 && REGIONS.has(lc);

/** The abbreviations town names are written with, and the words they stand for. */
export const TOWN_ABBREVIATIONS = new Map([
  ['st', 'saint'],
  ['ste', 'sainte'],
  ['mt', 'mount'],
  ['ft', 'fort'],
  ['pt', 'port'],
]);

/** "Ste. Marie": an abbreviation, its dot and one space join a town's words as a space does (the gap is measured first: it is cheaper than the look-up). */
export const abbreviationJoined = (text: string, a: Tok, b: Tok) =>
  b.start - a.end === 2 && TOWN_ABBREVIATIONS.has(a.lc) && text.startsWith('. ', a.end);

/** Whether toks[i..i+n), abbreviations written with their dot, are a town: as written, or spelled out. */
export function dottedCityAt(toks: Tok[], i: number, n: number): boolean {
  const words = toks.slice(i, i + n).map((t) => t.lc);
  const last = words[n - 1]!;
  if (TOWN_ABBREVIATIONS.has(last)) return false;
  const asWritten = words.map((w, k) => (k < n - 1 && TOWN_ABBREVIATIONS.has(w) ? `${w}.` : w)).join(' ');
  const spelled = words.map((w) => TOWN_ABBREVIATIONS.get(w) ?? w).join(' ');
  return isCity(asWritten) || isCity(spelled);
}

/** The first words of the regions of several words ("nova" of "Nova Scotia"): most tokens start none. */
const REGION_HEADS = new Set([...REGIONS].filter((r) => r.includes(' ')).map((r) => r.slice(0, r.indexOf(' '))));
const REGION_HEAD_Q = question();

/**
 * The token index after a region of two or three words written out from token `i` ("Nova Scotia",
 * "Newfoundland and Labrador"), or `i` when none starts there.
 */
export function regionEnd(text: string, toks: Tok[], i: number): number {
  if (!toks[i]!.cap || !listed(toks[i]!.w, REGION_HEAD_Q, REGION_HEADS)) return i;
  let phrase = toks[i]!.lc;
  for (let k = i + 1; k < toks.length && k < i + 3; k++) {
    const t = toks[k]!;
    if (t.start - toks[k - 1]!.end !== 1 || text.charCodeAt(t.start - 1) !== 32) return i;
    phrase = `${phrase} ${t.lc}`;
    if (REGIONS.has(phrase)) return k + 1;
  }
  return i;
}

/** Whether ", IL", ", Illinois" or ", Ontario" follows the token before `end`: a town stands before it. */
export function stateAfter(text: string, toks: Tok[], end: number): boolean {
  const next = toks[end];
  return (
    next !== undefined &&
    /^,[ \t]*$/.test(text.slice(toks[end - 1]!.end, next.start)) &&
    (((US_STATES.has(next.lc) || REGIONS.has(next.lc)) && (next.upper || next.lc.length > 2)) ||
      twoWordRegion(text, toks, end))
  );
}

/** Whether toks[end] and the token after it name a region of two words ("New Jersey", "Nova Scotia"). */
function twoWordRegion(text: string, toks: Tok[], end: number): boolean {
  const a = toks[end]!;
  const b = toks[end + 1];
  return b !== undefined && a.cap && b.cap && text.slice(a.end, b.start) === ' ' && REGIONS.has(`${a.lc} ${b.lc}`);
}

/**
 * Whether the town toks[..end) (its words `lc`) stands before its state or province. "Tanaka, Olga, MD":
 * a given name before a state code that is also a credential is a clinician, unless a ZIP follows.
 */
export function townBeforeState(text: string, toks: Tok[], end: number, lc: string): boolean {
  if (!stateAfter(text, toks, end)) return false;
  const next = toks[end]!;
  const last = twoWordRegion(text, toks, end) ? toks[end + 1]! : next;
  if (/^[ \t]+\d{5}/.test(text.slice(last.end, last.end + 7))) return true;
  if (CREDENTIALS.has(next.lc) && isName(lc)) return false;
  // "Claire Beaumont, MS, CGC": a code followed by a credential is one too.
  const more = /^,[ \t]*([A-Za-z][A-Za-z-]{1,9})\b/.exec(text.slice(next.end, next.end + 14));
  if (more !== null && CREDENTIALS.has(more[1]!.toLowerCase())) return false;
  // "R. Castaneda, California …", "Claire Beaumont, MS": a surname after an initial or a sure given name, with no ZIP.
  const start = end - lc.split(' ').length;
  const prev = toks[start - 1];
  if (prev === undefined || !isName(lc) || text.charCodeAt(prev.end) === 44) return true;
  const gap = text.slice(prev.end, toks[start]!.start);
  return !(
    (prev.initial && gap === ' ') ||
    (gap === ' ' && prev.cap && !prev.upper && isName(prev.lc) && !isEnglish(prev.lc) && !isCity(prev.lc))
  );
}

/**
 * "Trenton, New Jersey", "Halifax, Nova Scotia": the name recognizer stops before a region's second word and
 * keeps the first ("New", "Nova" are given names too); a region's word is never a person. From `from` on.
 */
export function dropRegionHeads(text: string, out: Hit[], from: number): void {
  let w = from;
  for (let k = from; k < out.length; k++) {
    const h = out[k]!;
    const next = h.type === 'PERSON' && h.rank < 6 ? /^ (\p{Lu}\p{Ll}+)/u.exec(text.slice(h.end, h.end + 16)) : null;
    if (next === null || !REGIONS.has(`${text.slice(h.start, h.end).toLowerCase()} ${next[1]!.toLowerCase()}`))
      out[w++] = h;
  }
  out.length = w;
}
