/**
 * CITY after a verb of travel or living (ADR 0043): "flew to Phoenix", "grew up in Shelly Park",
 * "originally from PORT O' WARREN", "I'm in Miami". Tried only at the tokens such a cue starts with.
 */
import { PLACE_RANK, wardAt } from './phi-cities.js';
import { COUNTRIES, isCity, isEnglish, isName, isStop, MEDICAL, ORG_TAILS, TITLES, US_STATES } from './phi-lexicon.js';
import { isRegionName } from './phi-regions.js';
import { listed, question, type Tok, work } from './phi-tokens.js';
import type { Hit } from './pii-context.js';

/**
 * A verb of living or travelling and its preposition ("flew to", "grew up in", "originally from",
 * "I'm in", "moved here from"): the capitalized phrase after it is a place even when it is also a
 * given name ("flew to Phoenix"), in upper case ("grew up in SUND") or in no list. Countries and
 * states stay in clear; titles, medical words, acronyms and plain English words ("returned to
 * Baseline") are no town.
 */
const TRAVEL_CUE =
  /(?:(?:flew|flying|flown|grew[ \t]+up|originally|lives?|living|lived|moved|moving|returned|returning|born|based|travell?ed|travell?ing|arrived|relocated|headquartered|visiting|visited|stay(?:s|ed|ing)?|resides?|residing|emigrated|immigrated|i['’]m|i[ \t]+am|we['’]re)(?:[ \t]+(?:here|back|there|away|up|out|originally))?[ \t]+(?:in|to|from|near)|arriv(?:ed|ing)[ \t]+at)[ \t]+(?:the[ \t]+(?:city|town|village)[ \t]+of[ \t]+)?/iuy;
/** The words a travel cue starts with; they are tokens (PLACE_VERBS is in the tokenizer's keep list). */
const TRAVEL_START = new Set([
  'flew',
  'flying',
  'flown',
  'grew',
  'originally',
  'live',
  'lives',
  'living',
  'lived',
  'moved',
  'moving',
  'returned',
  'returning',
  'born',
  'based',
  'traveled',
  'travelled',
  'traveling',
  'travelling',
  'arrived',
  'arriving',
  'emigrated',
  'immigrated',
  'relocated',
  'headquartered',
  'visiting',
  'visited',
  'stay',
  'stays',
  'stayed',
  'staying',
  'reside',
  'resides',
  'residing',
  "i'm",
  'i’m',
  'i',
]);
const TRAVEL_START_Q = question();
const PLACE_WORD = "[\\p{Lu}][\\p{L}\\p{M}'’∆.-]*";
const CUED_PLACE = new RegExp(
  `${PLACE_WORD}(?:(?:[ \\t]+(?:de|del|della|di|da|do|dos|la|le|du|des|nad|pod|u|upon|on|am|an|der|im|sur|en|y))?[ \\t]+${PLACE_WORD}){0,3}`,
  'uy',
);
const PARTICLE_TAIL = /[ \t]+[\p{Ll}].*$/u;
const CUED_LOWER = /[\p{Ll}][\p{L}\p{M}'’-]{2,30}/uy;
const CALENDAR = new Set(
  'january february march april may june july august september october november december monday tuesday wednesday thursday friday saturday sunday'.split(
    ' ',
  ),
);

/** A four-letter word in capitals with a vowel between consonants reads as a word ("SUND", "KIEL"), not an acronym ("CCRC", "ICU"). */
const spoken = (lc: string) =>
  lc.length === 4 && /^[^aeiouy]+[aeiouy]+[^aeiouy]+$/.test(lc) && !isEnglish(lc) && !MEDICAL.has(lc);

export function placeOk(phrase: string, strong = false): boolean {
  const ws = phrase
    .toLowerCase()
    .replace(/[.'’]+$/, '')
    .split(/[ \t]+/);
  const lc = ws.join(' ');
  // A province ("lives in Ontario") is state level and stays in clear like a US state.
  if (COUNTRIES.has(lc) || US_STATES.has(lc) || isRegionName(lc) || TITLES.has(ws[0]!.replace(/\.$/, ''))) return false;
  if (ws.some((w) => MEDICAL.has(w) || CALENDAR.has(w) || ORG_TAILS.has(w))) return false;
  // Two capitals alone are a unit or a service, whatever a town list holds ("moved from OB to L&D").
  if (ws.length === 1 && /^\p{Lu}{1,2}$/u.test(phrase)) return false;
  if (isCity(lc)) return true;
  // "in ICU", "to ER": a short acronym is a unit, not a town; a longer name in capitals is a town ("PORT O' WARREN"),
  // and so is one of four letters that reads as a word, not an acronym ("grew up in SUND"), after a travel verb.
  if (ws.length === 1 && /^[\p{Lu}]{1,4}$/u.test(phrase)) return strong && spoken(ws[0]!);
  if (phrase.replace(/[^\p{L}]/gu, '').length >= 5 && !/\p{Ll}/u.test(phrase)) return true;
  if (!ws.every((w) => isEnglish(w) || w.length < 3)) return true;
  // "grew up in Shelly Park": Title Case words, one of them a name or a town ("Assisted Living" has neither).
  return ws.length > 1 && ws.some((w) => isName(w) || isCity(w)) && !ws.some((w) => isStop(w));
}

export function findTravelPlaces(text: string, toks: Tok[], out: Hit[]): void {
  for (let ti = 0; ti < toks.length; ti++) {
    const t = toks[ti]!;
    if (!listed(t.w, TRAVEL_START_Q, TRAVEL_START)) continue;
    work.steps++;
    TRAVEL_CUE.lastIndex = t.start;
    const m = TRAVEL_CUE.exec(text);
    if (m === null) continue;
    const at = t.start + m[0].length;
    CUED_PLACE.lastIndex = at;
    const p = CUED_PLACE.exec(text);
    if (p !== null) {
      // "flew to Phoenix on Tuesday": when the whole phrase is no place, its part before a particle may be.
      let phrase = p[0].replace(/[.'’]+$/, '');
      if (!placeOk(phrase, true)) phrase = phrase.replace(PARTICLE_TAIL, '');
      if (wardAt(text, phrase.toLowerCase(), at + phrase.length)) continue;
      if (placeOk(phrase, true)) out.push({ type: 'CITY', start: at, end: at + phrase.length, rank: PLACE_RANK.cued });
      continue;
    }
    // Text typed all in lower case: after a travel verb, a word that is no English or medical word is the
    // town ("returned to kiel", "flew to finnbogastaðir"); a given name only when the town list holds it too.
    CUED_LOWER.lastIndex = at;
    const w = CUED_LOWER.exec(text);
    if (w === null || isEnglish(w[0]) || MEDICAL.has(w[0]) || CALENDAR.has(w[0])) continue;
    if (isName(w[0]) ? isCity(w[0]) : w[0].length >= 5 || isCity(w[0]))
      out.push({ type: 'CITY', start: at, end: at + w[0].length, rank: PLACE_RANK.cued });
  }
}
