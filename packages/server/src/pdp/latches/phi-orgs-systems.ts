/**
 * ORGANIZATION names of a health system and its university member, joined by a dash (ADR 0081):
 * "Charité – Universitätsmedizin Berlin", "Banner – University Medical Center Phoenix". The member's
 * words alone are a department's ("University Medical Center") and the brand alone reads as a person
 * ("Charité", "Banner"); together, where the brand opens its line or follows another dash, they are one
 * name. A document's kind before the dash is no brand ("Arztbrief – Universitätsklinikum Heidelberg").
 * Catholic health systems name their hospitals by the brand and a saint ("Providence St. Vincent", "CHI St.
 * Luke's", "Ascension Saint Thomas", ADR 0086): the brand before a saint's name is one name with it.
 */
import { PLACE_RANK } from './phi-cities.js';
import { isName, isStop, KIN, MEDICAL, ORG_TAILS, TITLES, UNIT_WORDS } from './phi-lexicon.js';
import { possessive } from './phi-name-words.js';
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

/**
 * Health systems whose hospitals are the brand and a saint's name (general knowledge of US and Australian
 * systems), as the words before "St." or "Saint": the brand alone is also a town or a word ("Providence", "Mercy").
 */
const SAINT_BRANDS = new Set(
  `providence ascension chi christus dignity bon secours essentia avera osf hshs ssm mercy trinity baptist
  adventist franciscan carondelet presence covenant unitypoint sanford calvary`.split(/\s+/),
);
/** What follows a saint's name when it names a feast or a plant: "St. Patrick's Day", "St. John's wort". */
const SAINT_FEASTS = /^[ \t](?:day|eve|wort|fire)\b/i;
/** Words that may stand between the brand's word and the saint: "SSM Health St. Mary's", "Dignity Health St. Rose". */
const BRAND_SECOND = new Set(['health', 'healthcare', 'medical', 'secours']);

/**
 * "Providence St. Vincent", "CHI St. Luke's Health", "Ascension Saint Thomas Rutherford": a brand of SAINT_BRANDS one
 * space before "St."/"Saint", a saint's name after it, and the capitalized words of the hospital's name that follow.
 */
export function findSaintMembers(text: string, toks: Tok[], out: Hit[]): void {
  for (let u = 1; u + 1 < toks.length; u++) {
    const t = toks[u]!;
    if (!t.cap || (t.lc !== 'st' && t.lc !== 'saint')) continue;
    let b = u - 1;
    if (BRAND_SECOND.has(toks[b]!.lc) && b > 0 && toks[b]!.cap) b--;
    const brand = toks[b]!;
    if (!brand.cap || !SAINT_BRANDS.has(brand.lc)) continue;
    work.steps++;
    let ok = true;
    for (let k = b; k < u && ok; k++) ok = toks[k]!.cap && text.slice(toks[k]!.end, toks[k + 1]!.start) === ' ';
    const saint = toks[u + 1]!;
    const g = text.slice(t.end, saint.start);
    if (!ok || !saint.cap || saint.upper || (g !== '. ' && g !== ' ') || MEDICAL.has(saint.lc)) continue;
    // A saint is a given name ("Vincent", "Luke's"); "12 Providence St. Apt 3" is a street, "St. Patrick's Day" a feast.
    const name = possessive(saint.lc) ? saint.lc.slice(0, -2) : saint.lc;
    if (
      !isName(name) ||
      UNIT_WORDS.has(name) ||
      /\d[ \t]*$/.test(text.slice(Math.max(0, brand.start - 4), brand.start))
    )
      continue;
    if (SAINT_FEASTS.test(text.slice(saint.end, saint.end + 5))) continue;
    // The hospital's words after the saint: "Medical Center", "Rutherford", up to three capitalized words.
    let k = u + 1;
    while (k + 1 < toks.length && k - u < 4) {
      const n = toks[k + 1]!;
      if (!n.cap || text.slice(toks[k]!.end, n.start) !== ' ' || TITLES.has(n.lc) || MEDICAL.has(n.lc)) break;
      if (!ORG_TAILS.has(n.lc) && !ORG_GENERIC.has(n.lc) && k > u + 1) break;
      k++;
    }
    out.push({ type: 'ORGANIZATION', start: brand.start, end: toks[k]!.end, rank: PLACE_RANK.org + 1 });
    u = k;
  }
}

/**
 * "Sanford Children's", "Rady Children's", "Nationwide Children's": a children's hospital named by its brand or town and
 * "Children's" alone (ADR 0146). Before a capitalized word the tail rules read the whole name ("Dell Children's Medical
 * Center"); a possessive, a pronoun, a title or a relative before it is no brand ("My Children's", "Mom's Children's").
 */
export function findChildrensHospitals(text: string, toks: Tok[], out: Hit[]): void {
  for (let u = 1; u < toks.length; u++) {
    const t = toks[u]!;
    if (!t.cap || (t.lc !== "children's" && t.lc !== 'children’s')) continue;
    const b = toks[u - 1]!;
    const n = toks[u + 1];
    if (!b.cap || text.slice(b.end, t.start) !== ' ' || (n?.cap && text.slice(t.end, n.start) === ' ')) continue;
    work.steps++;
    if (
      possessive(b.lc) ||
      isStop(b.lc) ||
      TITLES.has(b.lc) ||
      KIN.has(b.lc) ||
      ORG_GENERIC.has(b.lc) ||
      MEDICAL.has(b.lc)
    )
      continue;
    out.push({ type: 'ORGANIZATION', start: b.start, end: t.end, rank: PLACE_RANK.org });
  }
}
