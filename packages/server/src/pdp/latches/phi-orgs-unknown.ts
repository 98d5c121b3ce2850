/**
 * ORGANIZATION from a capitalized word that no list knows, in a slot where an organization stands
 * (ADR 0053-a): "Anna is from Plotwatt", "a year at Locavore", "looking to support Nautilytics".
 * The word must be in no English, common-word, name, town or medical list, not in capitals (an
 * acronym is as often clinical: "from OSH"), open its phrase of at most three capitalized words, and be
 * left over by every other recognizer: a town, a person or a street found there keeps the words.
 * "for" and "with" are not such slots: "prior auth for Entresto", "seen with Okonkwo".
 */
import { PLACE_RANK } from './phi-cities.js';
import { COUNTRIES, isCity, isCommon, isEnglish, isName, isStop, MEDICAL, TITLES, US_STATES } from './phi-lexicon.js';
import { type Tok, work } from './phi-tokens.js';
import type { Hit } from './pii-context.js';

/** The slot, as it ends right before the word: "at", "is from", "support". */
const SLOT = /(?:^|[^\p{L}])(?:at|(?:is|are|was|were|am|['’]s|’m|'m)[ \t]+from|support(?:s|ed|ing)?)[ \t]+$/iu;
/** The slot words themselves: the word right before is read first, the regex only after one of these. */
const SLOT_WORDS = new Set(['at', 'from', 'support', 'supports', 'supported', 'supporting']);

/** The lower-case ASCII word that ends one space before `pos` (at most 10 letters), or ''. */
function wordBefore(text: string, pos: number): string {
  let s = pos - 1;
  while (s > 0 && pos - 1 - s < 11) {
    const c = text.charCodeAt(s - 1) | 32;
    if (c < 97 || c > 122) break;
    s--;
  }
  return text.slice(s, pos - 1).toLowerCase();
}

function unknown(lc: string): boolean {
  return (
    !isEnglish(lc) &&
    !isCommon(lc) &&
    !isStop(lc) &&
    !isName(lc) &&
    !isCity(lc) &&
    !MEDICAL.has(lc) &&
    !COUNTRIES.has(lc) &&
    !US_STATES.has(lc)
  );
}

/** Whether a hit of `out` overlaps [s, e): read at most once per candidate, and candidates are few. */
const covered = (out: Hit[], s: number, e: number) => out.some((h) => h.start < e && s < h.end);

export function findUnknownOrgs(text: string, toks: Tok[], out: Hit[]): void {
  const found: Hit[] = [];
  for (let i = 1; i < toks.length; i++) {
    const t = toks[i]!;
    if (!t.cap || t.upper || t.end - t.start < 4 || text.charCodeAt(t.start - 1) !== 32) continue;
    // The slot word one space before, by its last letter (t, m, s, d or g) and then in full: other words are passed over.
    const e = text.charCodeAt(t.start - 2) | 32;
    if (e !== 116 && e !== 109 && e !== 115 && e !== 100 && e !== 103) continue;
    if (!SLOT_WORDS.has(wordBefore(text, t.start))) continue;
    const prev = toks[i - 1]!;
    if (prev.cap && text.slice(prev.end, t.start) === ' ') continue;
    work.steps++;
    if (!SLOT.test(text.slice(Math.max(0, t.start - 16), t.start))) continue;
    // The name: this word and up to two capitalized words joined to it ("at Solvay Ridge"), one of them in no list.
    let j = i;
    while (j - i < 2 && toks[j + 1]?.cap && text.slice(toks[j]!.end, toks[j + 1]!.start) === ' ') j++;
    if (toks[j + 1]?.cap && text.slice(toks[j]!.end, toks[j + 1]!.start) === ' ') continue;
    const last = toks[j]!;
    const lcs = toks.slice(i, j + 1).map((w) => w.lc.replace(/['’]s$/, ''));
    if (lcs.some((w) => w.includes('-') || MEDICAL.has(w) || TITLES.has(w)) || !lcs.some(unknown)) continue;
    const end = last.end - (last.lc.length - lcs[lcs.length - 1]!.length);
    if (covered(out, t.start, end)) continue;
    found.push({ type: 'ORGANIZATION', start: t.start, end, rank: PLACE_RANK.bare });
  }
  out.push(...found);
}
