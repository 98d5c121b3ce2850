/**
 * A town after a person or an organization and a comma, ending its line, bracket or sentence (ADR 0117):
 * "Referring: Dr. Peter Kim, Bellevue", "Family (son Rick Hart, Modesto) notified", "Médecin traitant : Dr
 * Bertrand Marchal, Cognac", "QuickCare Express, Plano". Notes and letters place a doctor, a relative or a
 * clinic so; a listed town there is the town even when it is also a word or a name. One look after each
 * person or organization found from `from` on (a few characters each): linear.
 */

import { big } from './phi-big-cities.js';
import { PLACE_RANK } from './phi-cities.js';
import { COUNTRIES, CREDENTIALS, isCity, isEnglish, isName, US_STATES } from './phi-lexicon.js';
import { isRegionName } from './phi-regions.js';
import type { Hit } from './pii-context.js';

/**
 * ", Town" of one to three capitalized words, then the line's end, a bracket, a semicolon or a sentence's end, or a
 * comma before a lower-case word, a bracket or a digit ("Kwabena Boateng, Tema, works with…", "Rosa Delgado, Pueblo,
 * (719) 555-0133"; not a list of people: "Mary Jones, Grace, and Tom").
 */
const TOWN_AFTER =
  /^,[ \t]*(\p{Lu}[\p{L}\p{M}'’-]+(?:[ \t]+\p{Lu}[\p{L}\p{M}'’-]+){0,2})(?=[ \t]*(?:$|\r?\n|\)|;|\.(?:[ \t]|$)|,[ \t]*(?!(?:and|or)[ \t])(?:\p{Ll}|\(|\d)))/u;

const COMMA_AFTER = /^[ \t]*,/;

export function findTownsAfterParties(text: string, out: Hit[], from: number): void {
  const n = out.length;
  for (let k = from; k < n; k++) {
    const h = out[k]!;
    if ((h.type !== 'PERSON' && h.type !== 'ORGANIZATION') || text.charCodeAt(h.end) !== 44) continue;
    // A person of one word may be "Last" of "Last, First": only a full name or an organization places a town.
    if (h.type === 'PERSON' && !/[ \t]/.test(text.slice(h.start, h.end))) continue;
    const m = TOWN_AFTER.exec(text.slice(h.end, h.end + 60));
    if (m === null) continue;
    const lc = m[1]!.toLowerCase();
    // "Dr. Hannah Greenwood, HO", "Jane Roe, RN": capitals after a name are a post or a credential.
    if (/^\p{Lu}{2,5}$/u.test(m[1]!) || CREDENTIALS.has(lc)) continue;
    if (!isCity(lc) || COUNTRIES.has(lc) || US_STATES.has(lc) || isRegionName(lc)) continue;
    // ("Bob Diaz, Home, (555) …", "Anna Smith, Madison, 8, and Tyler": before a comma, an English word or a given
    // name is a phone's kind, a relation or another person; a large city or a word in no such list is the town.)
    if (
      COMMA_AFTER.test(text.slice(h.end + m[0].length, h.end + m[0].length + 2)) &&
      (isEnglish(lc) || isName(lc)) &&
      !big(lc)
    )
      continue;
    const start = h.end + m[0].length - m[1]!.length;
    out.push({ type: 'CITY', start, end: start + m[1]!.length, rank: PLACE_RANK.cued + 2 });
  }
}
