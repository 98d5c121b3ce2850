/**
 * A town that no name list holds, read as a person (ADR 0102): "Anadolu Sigorta, Kavacık, Cumhuriyet Cad.",
 * "3 Harbour View, Cobh, Co. Cork". A name rule reads a capitalized word in a name's slot ("seen at …", "…, PA")
 * as a person even when only the gazetteer of towns holds it. Such a reading, from no title, cue or given
 * name (rank 4 or less), is retyped CITY when its words are a listed town and not every word is a given
 * name, surname or English word ("Stevens Point" stays a town though "Stevens" is a surname).
 *
 * Only the label changes: the words were hidden already. One look-up per PERSON hit of the text.
 */
import { listed, region } from './phi-big-cities.js';
import { isEnglish, isName, MEDICAL, ORG_TAILS, TITLES } from './phi-lexicon.js';
import { TITLE_CASE } from './phi-town-lists.js';
import type { Hit } from './pii-context.js';

export function retypeUnnamedTowns(text: string, out: Hit[], from: number): void {
  for (let k = from; k < out.length; k++) {
    const h = out[k]!;
    if (h.type !== 'PERSON' || h.rank > 4 || h.end - h.start > 40) continue;
    const value = text.slice(h.start, h.end);
    if (!TITLE_CASE.test(value)) continue;
    const ws = value.toLowerCase().split(/[ \t]+/);
    if (ws.length > 3 || ws.some((w) => TITLES.has(w) || MEDICAL.has(w))) continue;
    if (ws.every((w) => isName(w) || isEnglish(w))) continue;
    // "Oakwood Primary", "Ashford Surgery": a capitalized word goes on with an organization's name.
    const next = /^[ \t]+(\p{Lu}\p{L}*)/u.exec(text.slice(h.end, h.end + 24))?.[1]?.toLowerCase();
    if (next !== undefined && (ORG_TAILS.has(next) || isEnglish(next))) continue;
    const lc = ws.join(' ');
    if (listed(lc) && !region(lc)) h.type = 'CITY';
  }
}
