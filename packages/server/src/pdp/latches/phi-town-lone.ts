/**
 * A large city's name read as a person's with nothing to back it (no title, cue or given name beside it:
 * rank below 6): "Hearing Life Canada — Halifax", "NHS Lothian, Edinburgh", "Charité – Universitätsmedizin
 * Berlin". Most such words are surnames too (Houston, Berlin, Halifax), so the name recognizer reads them; on
 * the measured sets a lone capitalized big-city word typed PERSON was a place or a firm's branch 14 times in
 * 17, and the three people had a kin word or a greeting before them, which ranks them 6 or more (ADR 0083).
 * Only where a place stands: at the end of its line or before a comma, bracket, bar, dash or number ("Dublin 8");
 * "Dallas is very reliable", "Remember me, Hobart?" keep the person. Retyping keeps the span, so the word is
 * removed either way; only the label changes.
 */
import { big } from './phi-big-cities.js';
import { MEDICAL } from './phi-lexicon.js';
import { BACKED } from './phi-names-filter.js';
import type { Hit } from './pii-context.js';

const ONE_WORD = /^\p{Lu}[\p{L}\p{M}]+$/u;
// "Tokyo 150-0002": before a Japanese postal code the word is the prefecture, which stays a state's (ADR 0056).
const PLACE_AFTER = /^[ \t]*(?:$|[\n\r,;.:)(|–—-]|\d(?!\d\d-\d{4}))/;

export function retypeLoneTowns(text: string, out: Hit[], from: number): void {
  for (let k = from; k < out.length; k++) {
    const h = out[k]!;
    if (h.type !== 'PERSON' || h.rank >= BACKED || h.end - h.start > 24) continue;
    const w = text.slice(h.start, h.end);
    if (!ONE_WORD.test(w) || !PLACE_AFTER.test(text.slice(h.end, h.end + 10))) continue;
    const lc = w.toLowerCase();
    if (big(lc) && !MEDICAL.has(lc)) h.type = 'CITY';
  }
}
