/**
 * A capitalized town naming one site of the writer's organization (ADR 0112): "pickup at our Round Rock store",
 * "Our Ponsonby clinic moves to…", "flu jabs at our Leith and Portobello branches", "your Newtown practice".
 * phi-town-travel.ts reads "the X location" for a listed town of words in no English list; a chain writing of
 * its own sites says "our" or "your", and names the town with its capital. The town must be listed and no
 * region; a word of it that is English is allowed only in a listed name of two or more words ("Round Rock"), so
 * "our Main store", "our Pediatric clinic", "our Downtown office" stay ordinary. Two towns may share the noun
 * ("our Leith and Portobello branches"); then one of them may be a word in no list, if the other is a listed town.
 *
 * Gated per capitalized token on the four characters before it; one sticky regex for those that pass.
 */
import { listed, region } from './phi-big-cities.js';
import { isCommon, isEnglish } from './phi-lexicon.js';
import { codeOf, K } from './phi-name-words.js';
import type { Tok } from './phi-tokens.js';
import { MONTHS_DAYS } from './phi-unlisted-places.js';
import type { Hit } from './pii-context.js';

const RANK = 5;
const OUR = /(?:^|[^\p{L}])(?:our|your)[ \t]$/iu;
const NAME = "\\p{Lu}[\\p{Ll}\\p{M}'’-]+(?:[ \\t]\\p{Lu}[\\p{Ll}\\p{M}'’-]+)?";
/** One or two towns, then the site's noun. */
const SITE = new RegExp(
  `(${NAME})(?:(?:[ \\t]+(?:and|&|or)[ \\t]+|,[ \\t]+)(${NAME}))?[ \\t]+(?:store|stores|clinic|clinics|branch|branches|office|offices|location|locations|site|sites|pharmacy|pharmacies|practice|surgery|depot|campus|shop)(?![\\p{L}])`,
  'uy',
);

function town(p: string): boolean {
  const l = p.toLowerCase();
  const ws = l.split(/[ \t]+/);
  if (region(l) || !listed(l) || ws.some((w) => MONTHS_DAYS.has(w))) return false;
  return ws.length > 1 || (!isEnglish(l) && !isCommon(l));
}

/** A word in no list at all ("Portobello" where GeoNames holds no such town): a town beside a listed one. */
const unknown = (p: string) =>
  p
    .toLowerCase()
    .split(/[ \t]+/)
    .every((w) => w.length >= 4 && codeOf(w) >> 2 === K.Unknown);

export function findOurSiteTowns(text: string, toks: readonly Tok[], out: Hit[]): void {
  for (const t of toks) {
    if (!t.cap || t.start < 4) continue;
    // Cheap gate before the slice and the regex: a blank or a tab, after the "r" of "our" or "your".
    const blank = text.charCodeAt(t.start - 1);
    if ((blank !== 32 && blank !== 9) || (text.charCodeAt(t.start - 2) | 32) !== 114) continue;
    if (!OUR.test(text.slice(Math.max(0, t.start - 6), t.start))) continue;
    SITE.lastIndex = t.start;
    const m = SITE.exec(text);
    if (m === null) continue;
    const a = m[1]!;
    const b = m[2];
    if (b === undefined ? !town(a) : !((town(a) || unknown(a)) && (town(b) || unknown(b)) && (town(a) || town(b))))
      continue;
    out.push({ type: 'CITY', start: t.start, end: t.start + a.length, rank: RANK });
    if (b !== undefined) {
      const s = m.index + m[0].indexOf(b, a.length);
      out.push({ type: 'CITY', start: s, end: s + b.length, rank: RANK });
    }
  }
}
