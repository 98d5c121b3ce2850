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

/** A place word that ends a practice's or an agency's name ("home health", "medical center"). */
const TAIL =
  /(?:clinic|cardiology|orthopedics|ortho|pharmacy|snf|rehab|hospital|services|dental|dentistry|physio|pediatrics|urology|dermatology|oncology|counseling|counselling|hospice|health|center|centre|group)(?![p{L}])/g;
/**
 * Before the place word: a slot word, an optional "the", and one to three lower-case words. The words are
 * letters only (a dot may end one: "st. vincent"), so a number or a sign ends the phrase.
 */
const HEAD =
  /(?:^|[^\p{L}])(?:at|to|from|for|with|via|called|call|by)[ \t]+(?:the[ \t]+)?((?:[a-z][a-z'’-]*\.?[ \t]+){1,3}?)$/u;
const LETTER = /\p{L}/u;

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
  // Written in lower case: fewer than one capitalized word per 150 characters (prose opens a sentence with a
  // capital every 80 or so); the walk stops at one too many.
  const most = text.length / 150;
  let caps = 0;
  for (const t of toks) if (t.cap && ++caps > most) return;
  TAIL.lastIndex = 0;
  for (let m = TAIL.exec(text); m !== null; m = TAIL.exec(text)) {
    // A whole word only ("polyclinic", "microservices" are other words).
    if (m.index > 0 && LETTER.test(text[m.index - 1]!)) continue;
    work.steps++;
    const head = HEAD.exec(text.slice(Math.max(0, m.index - 48), m.index));
    if (head === null) continue;
    const words = head[1]!.trim().split(/[ \t]+/);
    // The first word says which place ("coastal cardiology"); later ones may be generic ("lutheran community services").
    if (words.some(isStop) || ORG_GENERIC.has(words[0]!) || DESCRIBING.has(words[0]!) || !words.some(naming)) continue;
    out.push({
      type: 'ORGANIZATION',
      start: m.index - head[1]!.length,
      end: m.index + m[0].length,
      rank: PLACE_RANK.org,
    });
  }
}
