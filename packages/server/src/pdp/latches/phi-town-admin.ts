/**
 * Towns after the abbreviated settlement word of Cyrillic addresses (ADR 0107): Russian "г. Екатеринбург"
 * (город), Ukrainian "м. Київ" (місто), "смт. Ворзель", "с. Петрівка" (село), Bulgarian "гр. София", "пгт.",
 * "пос.", "мкр." (микрорайон, a district). The gazetteer holds towns in Latin letters only, so a Cyrillic town
 * is known by its place in the address: the abbreviation, written lower case with its dot, says what follows
 * is a settlement, as "Col." or "Brgy." do (phi-town-districts.ts).
 *
 * "м." and "с." are also "metre" and "page": they count only before a capitalized Cyrillic word, as a part of
 * an address line of their own (after a comma, a colon or the line's start; a digit before on the line, or a
 * postal code after the name). Gated per token on its first
 * letter being Cyrillic and capitalized; one short regex for the ones that pass.
 */
import { PLACE_RANK } from './phi-cities.js';
import type { Tok } from './phi-tokens.js';
import type { Hit } from './pii-context.js';

/** The abbreviation right before the word: a non-letter before it, its dot, at most one blank. */
const ABBREV = /(?:^|[^\p{L}])(г|гор|м|с|смт|пгт|гр|пос|мкр|сел)\.[ \t]?$/u;
/** Those that also mean other things ("metre", "page", "village" in a sentence): only on an address line. */
const AMBIGUOUS = new Set(['м', 'с']);
const DIGIT_BEFORE = /\d[^\n]{0,60}$/;
const CODE_AFTER = /^[, \t]{0,3}\d{4,6}(?!\d)/;
const PART_START = /(?:^|[\n,:])[ \t]*$/;
/** A Cyrillic name: capitalized words, hyphens inside, two at most ("Нижний Новгород", "Ростов-на-Дону"). */
const NAME = /^\p{Lu}[\p{Ll}\p{M}'’-]+(?:[ \t]\p{Lu}[\p{Ll}\p{M}'’-]+)?/u;

const cyrillicCap = (c: number) => c >= 0x400 && c <= 0x42f;

export function findAdminTowns(text: string, toks: Tok[], out: Hit[]): void {
  for (const t of toks) {
    if (!t.cap || !cyrillicCap(text.charCodeAt(t.start))) continue;
    const m = ABBREV.exec(text.slice(Math.max(0, t.start - 6), t.start));
    if (m === null) continue;
    const name = NAME.exec(text.slice(t.start, t.start + 60));
    if (name === null) continue;
    const end = t.start + name[0].length;
    if (AMBIGUOUS.has(m[1]!)) {
      const line = text.slice(Math.max(0, t.start - 62), t.start);
      const address =
        DIGIT_BEFORE.test(line.slice(line.lastIndexOf('\n') + 1)) || CODE_AFTER.test(text.slice(end, end + 10));
      // A part of its own: after a comma, a label's colon or the line's start ("кв. 7, м. Київ").
      const at = t.start - m[1]!.length - (m[0].endsWith('.') ? 1 : 2);
      if (!address || !PART_START.test(text.slice(Math.max(0, at - 4), at))) continue;
    }
    out.push({ type: 'CITY', start: t.start, end, rank: PLACE_RANK.cued });
  }
}
