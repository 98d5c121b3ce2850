/**
 * ORGANIZATION: public and professional bodies named in Title Case by what they are, whose words are all ordinary
 * English ones, so that no proper word marks them: "National Medical Research Council", "Health Quality & Safety
 * Commission", "National Institute on Aging", "Ministry of Health". A phrase of
 * capitalized words (with "of", "on", "for", "and", "&", "the" inside) is one when
 * - it ends in a body's word (council, commission, institute, agency, authority, board, foundation, …)
 *   and has three capitalized words or more, or two after a national word ("National Council", "Royal College");
 * - or a body's word opens it before "of", "on" or "for" and a capitalized word ("Institute on Aging"), with any
 *   capitalized words before ("National").
 * A department ("Department of Medicine") is no body here: hospitals name their own so.
 */
import { PLACE_RANK } from './phi-cities.js';
import { isEnglish, isName } from './phi-lexicon.js';
import { ORG_TAILS, set, TITLES } from './phi-lexicon-words.js';
import { type Tok, work } from './phi-tokens.js';
import type { Hit } from './pii-context.js';

const ENDS = set(`council councils commission institute institutes agency authority board foundation
  trust association society federation college academy ministry administration bureau fund inspectorate ombudsman
  alliance coalition consortium directorate secretariat`);
const OPENS = set('institute institutes ministry council commission agency authority academy college federation');
const NATIONAL = set(`national federal royal state european international world american british canadian australian
  general regional provincial central`);
const INNER = set('of on for and the');
const ARTICLES = set('the a an');

/** Whether tokens a and b stand one blank apart, or around an inner joiner word or "&". */
const blank = (text: string, a: Tok, b: Tok) => b.start - a.end === 1 && text.charCodeAt(a.end) === 32;

/** The index of the first lower-case "of" in toks[s..j], or -1. */
function firstOf(toks: Tok[], s: number, j: number): number {
  for (let k = s + 1; k < j; k++) if (toks[k]!.lc === 'of' && !toks[k]!.cap) return k;
  return -1;
}
const bodyWordIn = (toks: Tok[], s: number, e: number) => {
  for (let k = s; k < e; k++) {
    const lc = toks[k]!.lc;
    if (ENDS.has(lc) || OPENS.has(lc) || NATIONAL.has(lc) || ORG_TAILS.has(lc)) return true;
  }
  return false;
};

/** A title right before toks[s] ("Dr. Lindqvist"). */
const titled = (text: string, toks: Tok[], s: number) =>
  s > 0 && TITLES.has(toks[s - 1]!.lc) && /^\.?[ \t]+$/.test(text.slice(toks[s - 1]!.end, toks[s]!.start));
const allNames = (toks: Tok[], s: number, e: number) => {
  for (let k = s; k < e; k++) if (!isName(toks[k]!.lc) || isEnglish(toks[k]!.lc)) return false;
  return true;
};

export function findInstitutions(text: string, toks: Tok[], out: Hit[]): void {
  for (let i = 0; i < toks.length; i++) {
    work.steps++;
    if (!toks[i]!.cap || toks[i]!.upper) continue;
    // The phrase: capitalized words from i, with joiners between two of them ("Quality & Safety", "Institute on Aging").
    let j = i;
    let caps = 1;
    let open = -1;
    while (j + 1 < toks.length) {
      const n = toks[j + 1]!;
      if (n.cap && !n.upper && blank(text, toks[j]!, n)) {
        j++;
        caps++;
      } else if (
        INNER.has(n.lc) &&
        !n.cap &&
        blank(text, toks[j]!, n) &&
        toks[j + 2]?.cap &&
        blank(text, n, toks[j + 2]!)
      ) {
        if (open < 0 && OPENS.has(toks[j]!.lc) && n.lc !== 'the' && n.lc !== 'and') open = j;
        j += 2;
        caps++;
      } else if (text.slice(toks[j]!.end, n.start) === ' & ' && n.cap) {
        j++;
        caps++;
      } else break;
    }
    // "The Ministry of Health": the article opening a sentence is no part of the name.
    let s = ARTICLES.has(toks[i]!.lc) && j > i ? i + 1 : i;
    // ("Dr. Lindqvist of Tri-Cities Spine Institute": words before "of" with no body's or institution's word among them
    // are someone of the body, not its name; "Royal College of Physicians" has one.)
    const of = firstOf(toks, s, j);
    if (of > s && !bodyWordIn(toks, s, of) && (titled(text, toks, s) || allNames(toks, s, of))) s = of + 1;
    const last = toks[j]!.lc;
    // (Counted again after a cut: the cut words hold an "of" that `caps` never counted.)
    let words = caps - (s - i);
    if (of > 0 && s === of + 1) {
      words = 0;
      for (let k = s; k <= j; k++) if (toks[k]!.cap) words++;
    }
    const national = NATIONAL.has(toks[s]!.lc);
    if ((ENDS.has(last) && (words >= 3 || (words === 2 && national))) || open >= s)
      out.push({ type: 'ORGANIZATION', start: toks[s]!.start, end: toks[j]!.end, rank: PLACE_RANK.org });
    i = j;
  }
}
