/**
 * ORGANIZATION names of a health system and its university member, joined by a dash (ADR 0081):
 * "Charité – Universitätsmedizin Berlin", "Banner – University Medical Center Phoenix". The member's
 * words alone are a department's ("University Medical Center") and the brand alone reads as a person
 * ("Charité", "Banner"); together, where the brand opens its line or follows another dash, they are one
 * name. A document's kind before the dash is no brand ("Arztbrief – Universitätsklinikum Heidelberg").
 */
import { PLACE_RANK } from './phi-cities.js';
import { isStop, MEDICAL, TITLES } from './phi-lexicon.js';
import { compoundHead } from './phi-org-compounds.js';
import { ORG_GENERIC } from './phi-org-words.js';
import { type Tok, work } from './phi-tokens.js';
import type { Hit } from './pii-context.js';

/** The brand, a dash and the space before the member; the brand opens its line or follows a dash, a comma or a colon. */
const BRAND_BEFORE = /(?:^|\n|[–—,:][ \t])[ \t]*(\p{Lu}[\p{L}\p{M}'’-]+)[ \t]+[–—][ \t]+$/u;
/** Words of a document's kind, which head a letter before its sender ("Arztbrief", "Ontslagbrief", "Discharge Summary"). */
const DOCUMENT =
  /(?:brief|bericht|befund|protokoll|verslag|overdracht|summary|report|note|notes|letter|notice|consult)$/;

const universityWord = (lc: string) => lc === 'university' || (lc.startsWith('universit') && compoundHead(lc));

export function findSystemMembers(text: string, toks: Tok[], out: Hit[]): void {
  for (let u = 1; u < toks.length; u++) {
    const t = toks[u]!;
    if (!t.cap || !universityWord(t.lc)) continue;
    work.steps++;
    const from = Math.max(0, t.start - 40);
    const m = BRAND_BEFORE.exec(text.slice(from, t.start));
    if (m === null) continue;
    const brand = m[1]!.toLowerCase();
    if (DOCUMENT.test(brand) || ORG_GENERIC.has(brand) || isStop(brand) || TITLES.has(brand)) continue;
    // The member: the university word and the capitalized words after it on its line (up to five).
    let k = u;
    while (k + 1 < toks.length && k - u < 5) {
      const n = toks[k + 1]!;
      if (!n.cap || text.slice(toks[k]!.end, n.start) !== ' ' || TITLES.has(n.lc) || MEDICAL.has(n.lc)) break;
      k++;
    }
    // (The prefix before the brand holds no letter, so the brand's first occurrence is the brand.)
    const start = from + m.index + m[0].indexOf(m[1]!);
    out.push({ type: 'ORGANIZATION', start, end: toks[k]!.end, rank: PLACE_RANK.org });
    u = k;
  }
}
