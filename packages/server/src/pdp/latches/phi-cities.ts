/**
 * CITY (ADR 0038): towns from the gazetteer after a place cue, before ", ST", or unambiguous;
 * towns in no list after a place verb or before a postal code; and the postal code after a town.
 */
import {
  COUNTRIES,
  isCity,
  isCommon,
  isEnglish,
  isName,
  MEDICAL,
  mayStartCity,
  PLACE_CUES,
  TITLES,
  US_STATES,
} from './phi-lexicon.js';
import { joined, type Tok, work } from './phi-tokens.js';
import type { Hit } from './pii-context.js';

export const PLACE_RANK = { address: 6, org: 6, cued: 5, bare: 3 } as const;

/** Capitalized tokens from `i` that form a city in the gazetteer, longest first (up to 3 words). */
function cityAt(text: string, toks: Tok[], i: number): number {
  for (let n = 3; n >= 1; n--) {
    if (i + n > toks.length) continue;
    let ok = true;
    work.steps += n;
    for (let k = i; k < i + n; k++) if (!toks[k]!.cap || (k > i && !joined(text, toks[k - 1]!, toks[k]!))) ok = false;
    // Most capitalized words start no city of several words: no phrase is built for them.
    if (!ok || (n > 1 && !mayStartCity(toks[i]!.lc))) continue;
    const lc =
      n === 1
        ? toks[i]!.lc
        : toks
            .slice(i, i + n)
            .map((t) => t.lc)
            .join(' ');
    if (isCity(lc) && !COUNTRIES.has(lc) && !US_STATES.has(lc) && !MEDICAL.has(lc)) return i + n;
  }
  return i;
}

export const PLACE_VERBS = new Set([
  "i'm",
  'i’m',
  'am',
  'live',
  'stay',
  'staying',
  'travelling',
  'traveling',
  'arrived',
  'located',
  'headquartered',
  'lives',
  'living',
  'lived',
  'resides',
  'residing',
  'moved',
  'relocated',
  'born',
  'grew',
  'flew',
  'based',
  'originally',
  'hometown',
]);

/**
 * A town in no list, after a place cue: "grew up in Remniku", "flew to LEPPEN", "from ΕΓΚΩΜΗ".
 * Only words that are neither English, nor names, nor medical, nor short acronyms ("in ICU"); after
 * a bare "in"/"to"/"at" the sentence must also carry a place verb, so "talked to Remniku" is left alone.
 */
function unlistedPlaceAt(text: string, toks: Tok[], i: number): number {
  const prev = toks[i - 1];
  if (prev === undefined || !PLACE_CUES.has(prev.lc) || toks[i]!.start - prev.end > 2) return i;
  let end = i;
  while (end < toks.length && end - i < 3 && (end === i || joined(text, toks[end - 1]!, toks[end]!))) {
    const t = toks[end]!;
    const lc = t.lc;
    if (!t.cap || (t.upper && lc.length < 5) || isEnglish(lc) || isName(lc) || MEDICAL.has(lc) || COUNTRIES.has(lc))
      break;
    end++;
  }
  if (end === i) return i;
  // "in Bjert 6091": a postal code after the name says it is a place; otherwise a bare cue needs a place verb.
  if (POSTAL_AFTER.test(text.slice(toks[end - 1]!.end, toks[end - 1]!.end + 12))) return end;
  if (WEAK_PLACE_CUES.has(prev.lc) || prev.lc === 'from') {
    let verb = false;
    for (let k = Math.max(0, i - 6); k < i - 1 && !verb; k++) verb = PLACE_VERBS.has(toks[k]!.lc);
    if (!verb) return i;
  }
  return end;
}

const POSTAL_AFTER = /^[ \t]+(?:\d{4,5}(?:-\d{3,4})?|\d{3} \d{2})(?![\d\p{L}])/u;
const POSTAL_CODE = /^[ \t]+(\d{4,5}(?:-\d{3,4})?|\d{3} \d{2})(?![\d\p{L}-])/u;

/** A postal code right after a town found in prose ("Acquapendente 1021", "Costamezzana 43015"). */
function zipAfter(text: string, end: number, out: Hit[]): void {
  const m = POSTAL_CODE.exec(text.slice(end, end + 14));
  if (m === null) return;
  const start = end + m[0].length - m[1]!.length;
  out.push({ type: 'ZIP', start, end: start + m[1]!.length, rank: PLACE_RANK.cued });
}

export function findCities(text: string, toks: Tok[], out: Hit[]): void {
  for (let i = 0; i < toks.length; i++) {
    work.steps++;
    const t = toks[i]!;
    if (!t.cap) continue;
    let end = cityAt(text, toks, i);
    if (end === i) {
      end = unlistedPlaceAt(text, toks, i);
      if (end > i) {
        out.push({ type: 'CITY', start: t.start, end: toks[end - 1]!.end, rank: PLACE_RANK.cued });
        zipAfter(text, toks[end - 1]!.end, out);
      }
      i = Math.max(i, end - 1);
      continue;
    }
    const last = toks[end - 1]!;
    const prev = toks[i - 1];
    const cue = prev !== undefined && PLACE_CUES.has(prev.lc) && t.start - prev.end <= 2;
    // "Springfield, IL" / "Springfield, Illinois": a city before a state.
    const nextTok = toks[end];
    const beforeState =
      /^,[ \t]*$/.test(text.slice(last.end, nextTok?.start ?? last.end)) &&
      nextTok !== undefined &&
      US_STATES.has(nextTok.lc) &&
      (nextTok.upper || nextTok.lc.length > 2);
    const lc = t.lc;
    const single = end - i === 1;
    // "shouted at Gary", "gave it to Linda": after a bare preposition a given name is a person, not a town.
    if (single && cue && !beforeState && WEAK_PLACE_CUES.has(prev!.lc) && isName(lc)) continue;
    if (!single && toks.slice(i, end).every((k) => isCommon(k.lc))) continue;
    let rank = 0;
    if (cue || beforeState) rank = PLACE_RANK.cued;
    else if (!single || (!isCommon(lc) && !isName(lc)) || (t.upper && !isCommon(lc))) rank = PLACE_RANK.bare;
    // A common word ("in May", "to Reading") is a city only before a state.
    if (rank === 0 || (single && isCommon(lc) && !beforeState)) continue;
    if (TITLES.has(prev?.lc ?? '') && prev?.cap) continue;
    out.push({ type: 'CITY', start: t.start, end: last.end, rank });
    zipAfter(text, last.end, out);
    i = end - 1;
  }
}

const WEAK_PLACE_CUES = new Set(['at', 'to', 'in', 'near']);
