/**
 * The parts of an address that stand around a street found without them (ADR 0137): the flat, unit, lot or floor
 * after it ("2920 Girard Ave S, #4", "1240 rue Saint-Denis, app. 5", "Rua Augusta, 1508, apto 32", "C/ Alcalá 345, 4º
 * B"), and the level, flat, shop or unit number before it ("Level 12, 1 Collins Street", "8/112 Hawkesbury Rd",
 * "No. 14, 3rd Cross Street", "312-1450 rue Sherbrooke Ouest"; not a leading zero: "date 08/14" is a date). A street found without them left those numbers in
 * clear. Two sticky regexes at each street's edges, a few characters each: linear.
 */
import type { Hit } from './pii-context.js';

/** A unit after the street: a unit word and its number, "#4", a Spanish or Portuguese floor, a Brazilian house number. */
const AFTER =
  /(?:[ \t]*,)?[ \t]*(?:(?:apt|apto|app|appt|apartment|depto|dpto|piso|lot|unit|suite|ste|flat|top|bus|bte|room|rm|conj|sala|andar)\.?(?:[ \t]*#)?[ \t]*\d{1,5}[A-Za-z]?(?:-\d{1,5})?|#[ \t]?\d{1,5}[A-Za-z]?(?:-\d{1,5})?|\d{1,2}[º°ª](?:[ \t]*(?:[A-H]|izq|izda|dcha|der|dto|esq)\.?)?(?![\p{L}\d]))(?![\p{L}\d])/iuy;
/** A Brazilian house number after the street and a comma ("Rua Augusta, 1508"): one regex apart, no lookbehind (linear). */
const HOUSE_AFTER = /[ \t]{0,4},[ \t]{0,4}([1-9]\d{0,3}[A-Za-z]?)(?=[ \t]*(?:,|$|\n|\.(?:[ \t]|$)))(?![\p{L}\d])/uy;
/** A unit before the street's house number: "Level 12, ", "Flat 3/2, ", "No. 14, ", "8/" (unit 8 at 112), "312-". */
const BEFORE =
  /(?:(?<![\p{L}])(?:level|lvl|flat|unit|suite|apt|apartment|shop|lot|house|blk|block|no\.?)[ \t]*\d{1,5}[A-Za-z]?(?:\/\d{1,4}[A-Za-z]?)?(?:[ \t]*,)?[ \t]+|(?<![\p{L}\d/-])[1-9]\d{0,3}[A-Za-z]?[/-])$/iu;

export function extendStreets(text: string, out: Hit[], from: number): void {
  for (let k = from; k < out.length; k++) {
    const h = out[k]!;
    if (h.type !== 'STREET_ADDRESS') continue;
    // Up to two units after it ("apto 32", then "depto B" is part of the first): each one sticky at the end.
    for (let n = 0; n < 2; n++) {
      AFTER.lastIndex = h.end;
      let m = AFTER.exec(text);
      // A number alone after a comma is the house's only where the street has none yet ("Rua Augusta, 1508"); after
      // "211 Sturt St, 3350" it is the postcode.
      if ((m === null || m[0].trim() === '') && !/\d/.test(text.slice(h.start, h.end))) {
        HOUSE_AFTER.lastIndex = h.end;
        m = HOUSE_AFTER.exec(text);
      }
      if (m === null || m[0].trim() === '') break;
      h.end += m[0].length;
    }
    // Only a street that opens with its house number takes a unit before it ("8/112 Hawkesbury Rd", "Level 12, 1
    // Collins Street"); "8/ Main Street" is no address.
    const c = text.charCodeAt(h.start);
    if (c < 48 || c > 57) continue;
    const b = BEFORE.exec(text.slice(Math.max(0, h.start - 24), h.start));
    if (b !== null) h.start -= b[0].length;
  }
}
