/**
 * STREET_ADDRESS: a house number before one word that is the whole street's name. "12 Havnegata", "27
 * Mannerheimintie", "9 Kirkeveien" end as a Northern or Central European street does; "221 Kingsway", "40 Broadway",
 * "3 Parkway" are English streets of one word (ADR 0140). An English "-way" or "-gate" word that is also a common word,
 * a name or a town ("Broadway", "Gateway") is a street only where an address is plainly written: after an address
 * label or "lives at", or before ", <Town>".
 */
import { PLACE_RANK } from './phi-cities.js';
import { COUNTRIES, isCity, isEnglish, isName, isStop, MEDICAL, STREET_ENDINGS } from './phi-lexicon.js';
import { work } from './phi-tokens.js';
import type { Hit } from './pii-context.js';

const ONE_WORD_STREET =
  /(?<![\p{L}\d.,-])\d{1,5}[A-Za-z]?[ \t]+([\p{Lu}][\p{L}\p{M}]{4,30})(?=[ \t]*(?:[,;\n]|$|\.(?:\s|$)))/uy;
/** English streets of one word. */
const ENGLISH_ENDING = /(?:way|gate)$/;
/** An address written out before the house number: "Address: ", "lives at ", "Addr ". */
const ADDRESS_BEFORE =
  /(?:\baddress|\baddr\.?|\b(?:lives|living|resides|residing|located|based|moved)[ \t]+(?:at|to)|\b(?:apartment|flat|home|house|residence)[ \t]+at)(?:[ \t]*:)?[ \t]*$/i;
/** A town after the street: ", Hove", ",Leeds" (its word is tested against the lists). */
const TOWN_AFTER = /^[ \t]*,[ \t]*(\p{Lu}\p{Ll}{2,30})(?![\p{L}])/u;

/** Whether an English one-word street stands where an address is plainly written. */
function addressed(text: string, start: number, end: number): boolean {
  if (ADDRESS_BEFORE.test(text.slice(Math.max(0, start - 24), start))) return true;
  // ("Take 2 Colgate, Crest alternate", "2 Airway, Full dentition": a word after the comma that is no listed town.)
  const town = TOWN_AFTER.exec(text.slice(end, end + 36))?.[1]?.toLowerCase();
  return town !== undefined && isCity(town) && !isEnglish(town);
}

export function oneWordStreetAt(text: string, pos: number, out: Hit[]): number {
  ONE_WORD_STREET.lastIndex = pos;
  const m = ONE_WORD_STREET.exec(text);
  work.steps++;
  if (m === null) return -1;
  const lc = m[1]!.toLowerCase();
  if (MEDICAL.has(lc) || COUNTRIES.has(lc)) return -1;
  const end = m.index + m[0].length;
  // "take 2 Colgate": a word the name list holds is a brand or a family, not a street, unless an address is written.
  const plain = !isEnglish(lc) && !isName(lc);
  const street = STREET_ENDINGS.test(lc)
    ? plain || (ENGLISH_ENDING.test(lc) && addressed(text, m.index, end))
    : ENGLISH_ENDING.test(lc) && !isStop(lc) && ((plain && !isCity(lc)) || addressed(text, m.index, end));
  if (!street) return -1;
  out.push({ type: 'STREET_ADDRESS', start: m.index, end, rank: PLACE_RANK.address });
  return end;
}
