/**
 * Postal codes with a European country's letters before them ("LV-1050", "L-1611", "D-10115"; ADR 0146), moved out of
 * phi-postal-intl.ts, which reads the bare codes: where such a code starts, and the code itself beside a listed town.
 */
import { isCity } from './phi-lexicon.js';
import type { Hit } from './pii-context.js';

const RANK = 6;

/** Where the letters of a country prefix ("D-10115") start before the code at `at`, or `at`. */
export function prefixStart(text: string, at: number): number {
  if (text.charCodeAt(at - 1) !== 45) return at;
  let k = at - 1;
  while (k > at - 3 && k > 0 && /[A-Z]/.test(text[k - 1]!)) k--;
  return k < at - 1 ? k : at;
}

/** The country letters Europe's posts put before a code ("LV-1050", "L-1611", "CH-8001", "D-10115"). */
const POST_PREFIXES = new Set(
  'A B BG CH CY CZ D DK E EST F FI FIN GR H HR I IRL IS L LT LV M MC MD N NL P PL RO S SE SI SK SLO'.split(' '),
);
const TOWN_AFTER = /^[ \t]+(\p{Lu}[\p{L}\p{M}'’-]+(?:[ \t]+\p{Lu}[\p{L}\p{M}'’-]+)?)/u;
const TOWN_COMMA = /(\p{Lu}[\p{L}\p{M}'’-]+(?:[ \t]+\p{Lu}[\p{L}\p{M}'’-]+)?),[ \t]*$/u;
/**
 * A code with its country's letters opening an address part and ending it or going on to the town ("Brīvības iela 40,
 * Rīga, LV-1050", "Rue de la Gare 5, L-1611 Luxembourg"): the prefix says a postal code whatever follows, which
 * codeThenTown asks of a bare code (there a country's name is no town, "Luxembourg").
 */
export function prefixedCode(text: string, at: number, end: number, out: Hit[]): void {
  const p0 = prefixStart(text, at);
  if (p0 === at || !POST_PREFIXES.has(text.slice(p0, at - 1))) return;
  // A code codeThenTown just took with its town stays as it read it ("D-10115 Berlin": "10115").
  for (let k = out.length - 1; k >= Math.max(0, out.length - 2); k--) if (out[k]!.start === at) return;
  // Where an address part starts: a line's start or after a comma ("Tube (P-2051 Orange)", "Flight: L-1611 …" are none).
  if (!/(?:^|\n[ \t]*|,[ \t]*)$/.test(text.slice(Math.max(0, p0 - 3), p0))) return;
  // A listed town on either side: a part number's letters ("Order: A-1010, B-2020") have none.
  const after = TOWN_AFTER.exec(text.slice(end, end + 40));
  const before = TOWN_COMMA.exec(text.slice(Math.max(0, p0 - 40), p0));
  if (!(after !== null && isCity(after[1]!.toLowerCase())) && !(before !== null && isCity(before[1]!.toLowerCase())))
    return;
  out.push({ type: 'ZIP', start: p0, end, rank: RANK });
}
