/**
 * Street readings that are quantities of clinical text (ADR 0113): a word and a number look like "Kuusiku 7"
 * or "Gesterbyntie 68", and several street passes take them so. Three shapes are no house numbers:
 * - a frequency, a number with "x" ("Frequentie 3x/week", "MHD 3x");
 * - a decimal, the number going on after a point or comma ("Endone 2.5 mg": the street would stop at "2"),
 *   save a kilometre post ("Jl. Kaliurang Km 5,6");
 * - an abbreviation in capitals and a stage or grade ("CKD 3a", "NYHA 3", "GOLD 2") with no street word.
 * Each test reads the hit and a few characters after it, once per street hit.
 */
import { STREET_TYPES } from './phi-lexicon.js';
import type { Hit } from './pii-context.js';

/** The hit ends in a number with an "x" (a frequency), or its number goes on as a decimal after it. */
const FREQUENCY = /\d[xX×]$/u;
const DECIMAL_AFTER = /^[.,]\d/u;
const KILOMETRE = /(?:^|[^\p{L}])km\.?[ \t]*\d+$/iu;
/** One word of two to five capitals and a short number with at most a letter: a stage or grade. */
const GRADED_ABBREVIATION = /^(\p{Lu}{2,5})[ \t]+\d{1,2}[a-dA-D]?$/u;

function quantity(text: string, h: Hit): boolean {
  const value = text.slice(h.start, h.end);
  if (FREQUENCY.test(value)) return true;
  // "Jl. Kaliurang Km 5,6": a kilometre post is an address's own decimal.
  if (/\d$/.test(value) && DECIMAL_AFTER.test(text.slice(h.end, h.end + 2)) && !KILOMETRE.test(value)) return true;
  const g = GRADED_ABBREVIATION.exec(value);
  return g !== null && !STREET_TYPES.has(g[1]!.toLowerCase());
}

/** Drops the street hits from `from` on that are quantities. */
export function dropQuantityStreets(text: string, out: Hit[], from: number): void {
  let w = from;
  for (let k = from; k < out.length; k++) {
    const h = out[k]!;
    if (h.type !== 'STREET_ADDRESS' || !quantity(text, h)) out[w++] = h;
  }
  out.length = w;
}
