/**
 * Firms of hyphenated surnames (ADR 0118), beside the pairs of phi-orgs-surnames.ts: three surnames joined by
 * hyphens ("Effertz-Wolf-Cartwright invested", "support Murray-Langosh-Klein"), which people almost never bear,
 * and a pair of surnames in a firm's slot where a town or nothing was read ("Heidenreich is from
 * Strosin-Dooley", "recorded for stoltenberg-vandervort", "to support treutel-hickle"). Eponyms of three
 * names ("Wolff-Parkinson-White", "Charcot-Marie-Tooth", "Smith-Lemli-Opitz") are diseases: a medical part,
 * a listed eponym pair or an eponym's head word after keeps them out.
 */
import { PLACE_RANK } from './phi-cities.js';
import { EPONYM_HEAD, isCity, isEnglish, isName, isStop, MEDICAL, TITLES } from './phi-lexicon.js';
import { eponymPhrase } from './phi-names-eponyms.js';
import { work } from './phi-tokens.js';
import type { Hit } from './pii-context.js';

/** Two or three words of letters joined by hyphens, as written (capitalized or all lower case). */
const HYPHENED =
  /(?<![\p{L}\p{M}'’.-])(\p{L}[\p{L}\p{M}'’]+)-(\p{L}[\p{L}\p{M}'’]+)(?:-(\p{L}[\p{L}\p{M}'’]+))?(?![\p{L}\p{M}-])/uy;
/** A letter, a mark or an apostrophe: what the first word of a pair is made of, read back from its hyphen. */
const WORD_CHAR = /[\p{L}\p{M}'’]/u;

/**
 * The pairs of the text, found from their hyphens: the regex is tried only at the start of the word before each
 * hyphen (a scan of every position for a word and a hyphen cost about 3 µs a 1 KB text).
 */
function* pairs(text: string): Generator<RegExpExecArray> {
  let from = 0;
  for (let h = text.indexOf('-'); h >= 0; h = text.indexOf('-', from)) {
    let s = h;
    while (s > 0 && WORD_CHAR.test(text[s - 1]!)) s--;
    HYPHENED.lastIndex = s;
    const m = s < h ? HYPHENED.exec(text) : null;
    from = m === null ? h + 1 : m.index + m[0].length;
    if (m !== null) yield m;
  }
}
/** A firm's slot before a pair: "is from", "recorded for", "to support", "works for", "employed by". */
const SLOT_BEFORE =
  /(?:^|[^\p{L}])(?:(?:is|are|was|were|am|['’]s|['’]m)[ \t]+from|recorded[ \t]+for|(?:to|looking[ \t]+to)[ \t]+support|work(?:s|ed|ing)?[ \t]+(?:for|at)|employed[ \t]+by)[ \t]+$/iu;
/** Words a person takes after a name: a pair there is someone's double surname ("Nicolas-Mills is very reliable"). */
const PERSON_AFTER = /^[ \t]+(?:is|was|has|had|said|says|told|and|[A-Z][a-z])/;

/** A town's or a street's part: "Woluwe-Saint-Lambert", "Carl-Wery-Straße", "Max-Brauer-Allee", "Stratford-upon-Avon". */
const PLACE_PART =
  /^(?:saint|sainte|sankt|san|santa|st|ste|sur|sous|upon|on|en|le|la|les|de|du|des|am|an|im|bei|ob)$|(?:stra(?:ß|ss)e|allee|weg|platz|gasse|ring|damm|ufer|chaussee|steig|pfad|markt|rue|avenue|straat|laan|gade|vej|gatan|vägen|veien|katu|tie|utca|ulica)$/u;
const TITLE_CASE = /^\p{Lu}(?:[\p{Ll}\p{M}'’]|\p{Lu}\p{Ll})/u;
const ENDS_SMALL = /\p{Ll}$/u;
const SMALL = /^\p{Ll}+$/u;
const APOSTROPHES = /['’]/g;
/** A surname part: a name-list word, or a word in no English list; no medical word, stop word, title or place part. */
function part(w: string): boolean {
  const lw = w.toLowerCase();
  const lc = lw[0] === 'o' && (lw[1] === "'" || lw[1] === '’') ? lw.slice(2) : lw;
  if (lc.length < 2 || MEDICAL.has(lc) || isStop(lc) || TITLES.has(lc)) return false;
  return (isName(lc) || !isEnglish(lc)) && !PLACE_PART.test(lc);
}
/** A street found over the words, or a town read by more than its slot: the place keeps them. */
function placed(out: readonly Hit[], start: number, end: number): boolean {
  return out.some(
    (h) =>
      h.start < end &&
      h.end > start &&
      (h.type === 'STREET_ADDRESS' || (h.type === 'CITY' && h.rank >= PLACE_RANK.address)),
  );
}

export function findHyphenFirms(text: string, out: Hit[]): void {
  if (text.indexOf('-') < 0) return;
  const found: Hit[] = [];
  for (const m of pairs(text)) {
    work.steps++;
    const parts = [m[1]!, m[2]!, ...(m[3] === undefined ? [] : [m[3]])];
    // (The word lists first: they rule out most pairs, "follow-up", for less than the case tests cost.)
    if (!parts.every(part)) continue;
    // Title Case only: in capitals a heading or a town may be written so ("GISLASON-OVER-ADAMS").
    const caps = parts.map((w) => TITLE_CASE.test(w) && ENDS_SMALL.test(w));
    // As a name is written: every part capitalized ("Effertz-Wolf-Cartwright"), or the whole in small letters.
    if (!caps.every(Boolean) && !parts.every((w) => SMALL.test(w.replace(APOSTROPHES, '')))) continue;
    const lcs = parts.map((w) => w.toLowerCase());
    if (!lcs.some((w) => isName(w)) || isCity(lcs.join('-')) || MEDICAL.has(lcs.join('-'))) continue;
    if (eponymPhrase(`${lcs[0]} ${lcs[1]}`) || (lcs[2] !== undefined && eponymPhrase(`${lcs[1]} ${lcs[2]}`))) continue;
    const start = m.index;
    const end = start + m[0].length;
    const next = /^[ \t]+(\p{L}+)/u.exec(text.slice(end, end + 24));
    if (next !== null && EPONYM_HEAD.has(next[1]!.toLowerCase())) continue;
    const before = text.slice(Math.max(0, start - 24), start);
    // A title or a given name before it makes it a person's ("Mrs. Lerner-Hoyt", "Jane Smith-Jones").
    if (/(?:^|[^\p{L}])\p{Lu}[\p{L}\p{M}]*\.?[ \t]+$/u.test(before) && !/^[ \t]*$/.test(before)) {
      const w = /(\p{L}+)\.?[ \t]+$/u.exec(before)![1]!.toLowerCase();
      if (TITLES.has(w) || isName(w)) continue;
    }
    if (parts.length === 2) {
      // A pair only in a firm's slot, and not where someone is named by it ("is from Strosin-Dooley" is no town).
      if (!SLOT_BEFORE.test(before) || PERSON_AFTER.test(text.slice(end, end + 12))) continue;
      // Capitalized, an unlisted town's parts may be anything: both are name-list words, or one is and the other a
      // long word of no list ("Strosin-Dooley"), not a town's small word ("Ust-Kamenogorsk", "Aix-en-Provence").
      if (caps[0] && !lcs.every((w) => isName(w) || (w.length > 4 && !isEnglish(w) && !isCity(w)))) continue;
    }
    // A house number or a postal code after it: a street or a town ("Robert-Weixler-Straße 50", "1200 Woluwe-Saint-Lambert").
    if (/^[ \t]*\d/.test(text.slice(end, end + 3)) || /\d[ \t]*$/.test(text.slice(Math.max(0, start - 3), start)))
      continue;
    if (placed(out, start, end)) continue;
    found.push({ type: 'ORGANIZATION', start, end, rank: PLACE_RANK.org + 1 });
  }
  out.push(...found);
}
