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
/** Last letters of the slot words ("at", "from", "support", "supports", "supported", "supporting"). */
const SLOT_ENDS = new Set([116, 109, 115, 100, 103]);

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
    // The slot word's last letter one space before: other words are passed over without a regex.
    if (!SLOT_ENDS.has(text.charCodeAt(t.start - 2) | 32)) continue;
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
