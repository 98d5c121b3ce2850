/**
 * House-numbered streets written in lower case, as chat and portal messages write them (ADR 0119): "still at
 * the brookline location, 1208 beacon st 2nd fl", "meet me at 44 elm ave". The capitalized form is
 * phi-places.ts's and the lower-case street after "on" without a number phi-streets-lower.ts's (ADR 0079).
 * A house number, one to three lower-case words and a street type:
 *
 * - an abbreviated type (st, ave, rd, blvd, pkwy, hwy, ln) after any words but a unit, a count or a
 *   function word ("10 mg st", "5 days st", "2 of the st" are none); "dr" only before the end or punctuation;
 * - an ordinal street ("77 w 104th st") with its compass letter;
 * - a type written out (street, avenue, road, boulevard) only after a word in no English list, as in
 *   phi-streets-lower.ts ("a 5 minute road trip" is none).
 *
 * Cost: one scan of the text with digits (phi-text.ts calls it only then); a match is read only before a street type.
 */
import { isEnglish, isStop } from './phi-lexicon.js';
import type { Hit } from './pii-context.js';

const RANK = 6;
const STREET =
  /\d{1,5}[a-z]?[ \t]+((?:[nsew]\.?[ \t]+)?(?:[a-z][a-z'’-]*|\d{1,3}(?:st|nd|rd|th))(?:[ \t]+[a-z][a-z'’-]*){0,2}?)[ \t]+(st|ave|av|rd|blvd|pkwy|hwy|ln|dr|street|avenue|road|boulevard)\.?(?![\p{L}\d])/gu;
const SHORT = new Set(['st', 'ave', 'av', 'rd', 'blvd', 'pkwy', 'hwy', 'ln', 'dr']);
/** Units, counts and times after a number: a dose or a duration, not a street's name. */
const UNITS = new Set(
  `mg mcg ug ml l g kg lb lbs oz u iu units unit tab tabs tablet tablets pill pills cap caps capsule capsules day days d wk wks week weeks month months mo mos yr yrs year years hr hrs hour hours min mins minute minutes sec secs x times dose doses puff puffs drop drops am pm cm mm m in ft foot feet mile miles mi km block blocks floor floors people patients pts kids more other times ish percent pct bpm mmhg
  amp amps ampule ampoule vial vials gm gms gram grams cc ccs cal kcal liter liters litre litres meq mmol mol hz
  flight flights stair stairs step steps bottle bottles bag bags can cans pack packs cup cups glass glasses spray
  sprays patch patches daily bid tid qid qd qhs prn po iv im sq subq stat`.split(/\s+/),
);
const AFTER_DR = /^(?:[ \t]*(?:$|[^\p{L}\d \t]))/u;

export function findChatStreets(text: string, out: Hit[]): void {
  STREET.lastIndex = 0;
  for (let m = STREET.exec(text); m !== null; m = STREET.exec(text)) {
    // The number starts a word and is no decimal, amount, time or range ("2.5 mg", "$40", "3:30", "10-12").
    if (/[\p{L}\p{N}.,$/:-]/u.test(text.charAt(m.index - 1))) continue;
    const type = m[2]!;
    const ws = m[1]!.split(/[ \t]+/u).filter((w) => !/^[nsew]\.?$/u.test(w));
    if (ws.length === 0 || ws.some((w) => UNITS.has(w) || isStop(w))) continue;
    if (!SHORT.has(type) && ws.every((w) => isEnglish(w))) continue;
    const end = m.index + m[0].length - (m[0].endsWith('.') ? 1 : 0);
    if (type === 'dr' && !AFTER_DR.test(text.slice(end, end + 4))) continue;
    out.push({ type: 'STREET_ADDRESS', start: m.index, end, rank: RANK });
  }
}
