/**
 * Organizations named in lower case, as chat and quick notes write them (ADR 0075): "called dr patel's
 * office at coastal cardiology", "gave him number for lutheran community services", "courier from the
 * elm street clinic". A place word ends the name and a word before it says which one: a facility's name
 * word, a name or town, a street's name, or a word in no English list; "the clinic", "urgent care",
 * "a different pharmacy" name no one. Only in text written mostly in lower case (few capitalized
 * words), where the capitalized rules cannot see; one scan of it.
 */

import { PLACE_RANK } from './phi-cities.js';
import { isCity, isEnglish, isName, isStop, STREET_TYPES } from './phi-lexicon.js';
import { FACILITY_NAMES, ORG_GENERIC, ORG_SLOTTED } from './phi-org-words.js';
import { type Tok, work } from './phi-tokens.js';
import type { Hit } from './pii-context.js';

/**
 * A slot word, an optional "the", one to three words, and a place word that ends a practice's or an agency's
 * name. The words are letters only, so a number or a sign ends the phrase.
 */
const LOWER_ORG =
  /(?:^|[^\p{L}])(?:at|to|from|for|with|via|called|call|by)[ \t]+(?:the[ \t]+)?((?:[a-z][a-z'’-]*\.?[ \t]+){1,3}?)(clinic|cardiology|orthopedics|ortho|pharmacy|snf|rehab|hospital|services|dental|dentistry|physio|pediatrics|urology|dermatology|oncology|counseling|counselling|hospice|home[ \t]+health|medical[ \t]+(?:center|centre|group)|health[ \t]+center|surgery[ \t]+center)(?![\p{L}])/gu;
/** Words that describe a place rather than name it ("a different pharmacy", "the nearest hospital"). */
const DESCRIBING = new Set(
  `different other another same local nearest closest usual regular nearby big small main downtown free good best
  right wrong whole entire old new first second next last`.split(/\s+/),
);

/** Whether `w` says which place it is: a facility's name word, a name, a town, a street's word, or no English word. */
function naming(w: string): boolean {
  if (ORG_GENERIC.has(w) || DESCRIBING.has(w) || isStop(w)) return false;
  return FACILITY_NAMES.has(w) || ORG_SLOTTED.has(w) || isName(w) || isCity(w) || STREET_TYPES.has(w) || !isEnglish(w);
}

export function findLowerOrgs(text: string, toks: Tok[], out: Hit[]): void {
  // Mostly lower case: fewer than one capitalized word per 40 characters.
  let caps = 0;
  for (const t of toks) if (t.cap) caps++;
  if (caps * 40 > text.length) return;
  LOWER_ORG.lastIndex = 0;
  for (let m = LOWER_ORG.exec(text); m !== null; m = LOWER_ORG.exec(text)) {
    work.steps++;
    const words = m[1]!.trim().split(/[ \t]+/);
    // "his", "my", "a": a possessive or an article before the words makes them a description.
    // The first word says which place ("coastal cardiology"); later ones may be generic ("lutheran community services").
    if (words.some(isStop) || ORG_GENERIC.has(words[0]!) || DESCRIBING.has(words[0]!) || !words.some(naming)) continue;
    const start = m.index + m[0].indexOf(m[1]!);
    out.push({ type: 'ORGANIZATION', start, end: start + m[1]!.length + m[2]!.length, rank: PLACE_RANK.org });
  }
}
