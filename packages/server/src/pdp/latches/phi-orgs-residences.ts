/**
 * Residences and care communities named "The X at Y" (ADR 0076): "nursing home resident at The Arbors
 * at Bedford", "discharge to The Willows at Meadow Branch". A capital "The" inside a sentence opens a
 * name, and "at" with a place after it is how such communities are named; a department or a time is
 * never so written ("the patient at home", "The Pain at Rest" opening a sentence).
 */
import { PLACE_RANK } from './phi-cities.js';
import { isCity, isEnglish, isName, isStop, MEDICAL, TITLES } from './phi-lexicon.js';
import { FACILITY_NAMES, ORG_GENERIC, TITLE_AFTER } from './phi-org-words.js';
import { type Tok, work } from './phi-tokens.js';
import type { Hit } from './pii-context.js';

/** A word of the name before "at": no department, medical, stop or title word. */
const nameWord = (t: Tok) =>
  t.cap && !t.upper && !ORG_GENERIC.has(t.lc) && !MEDICAL.has(t.lc) && !isStop(t.lc) && !TITLES.has(t.lc);

/** The first word of the place after "at": a town, a name, a facility word, or a word in no English list. */
const placeWord = (t: Tok) =>
  t.cap && !t.upper && (isCity(t.lc) || isName(t.lc) || FACILITY_NAMES.has(t.lc) || !isEnglish(t.lc));

/** Whether only blanks and a letter, digit or comma stand before `pos` on its line: "The" is inside a sentence. */
function midSentence(text: string, pos: number): boolean {
  let k = pos - 1;
  while (k >= 0 && (text.charCodeAt(k) === 32 || text.charCodeAt(k) === 9)) k--;
  return k >= 0 && !'.!?:;\n"“('.includes(text[k]!);
}

const spaced = (text: string, a: Tok, b: Tok) => b.start === a.end + 1 && text.charCodeAt(a.end) === 32;

/** "The Arbors at Bedford": "The" capitalized inside a sentence, one or two name words, "at", and a place. */
export function findResidenceOrgs(text: string, toks: Tok[], out: Hit[]): void {
  for (let i = 1; i + 3 < toks.length; i++) {
    const t = toks[i]!;
    if (!t.cap || t.lc !== 'the' || t.upper) continue;
    work.steps++;
    let k = i + 1;
    while (k < toks.length && k - i <= 2 && spaced(text, toks[k - 1]!, toks[k]!) && nameWord(toks[k]!)) k++;
    const at = toks[k];
    if (k === i + 1 || at?.lc !== 'at' || !spaced(text, toks[k - 1]!, at) || TITLE_AFTER.has(toks[k - 1]!.lc)) continue;
    let e = k + 1;
    while (e < toks.length && e - k <= 3 && spaced(text, toks[e - 1]!, toks[e]!) && nameWord(toks[e]!)) e++;
    if (e === k + 1 || !placeWord(toks[k + 1]!) || !midSentence(text, t.start)) continue;
    out.push({ type: 'ORGANIZATION', start: t.start, end: toks[e - 1]!.end, rank: PLACE_RANK.org });
    i = e - 1;
  }
}
