/**
 * Where surnames are a firm and not people (ADR 0052, 0055): the place of "Davis, Reynolds and
 * Williamson" in the text, and firm lines of letterheads in any case ("hubbard, fox and gillespie"
 * or "garcia-smith" on the line above a street address).
 */
import { PLACE_RANK } from './phi-cities.js';
import { isName, MEDICAL, TITLES } from './phi-lexicon.js';
import { listed, question, type Tok, work } from './phi-tokens.js';
import type { Hit } from './pii-context.js';

/**
 * Where three surnames are a firm and not three people: after "the", "at", "from", "for", "of" or
 * "joined", alone on a line (a letterhead), before a possessive and a person ("Owens, Duran and
 * Oneal's Mrs. Filemonsen"), or in a list beside an organization ("White, Willis and Hoffman, Lucid
 * Technologies"). A list of people stands after a colon or goes on ("They had 6: Matheus, Janet…").
 */
const FIRM_BEFORE = /(?:^|[^\p{L}])(?:[Tt]he|at|from|for|of|joined)[ \t]+$/u;
/** "'s Mrs. Kathrine", "'s Dr. Ruiz": the firm's person, by a title. */
const POSSESSIVE_TITLED = /^['’]s[ \t]+([A-Za-z]{2,9})\.?[ \t]/;
export function firmPlace(text: string, start: number, end: number, orgs: readonly Hit[]): boolean {
  if (FIRM_BEFORE.test(text.slice(Math.max(0, start - 12), start))) return true;
  const titled = POSSESSIVE_TITLED.exec(text.slice(end, end + 14));
  if (titled !== null && TITLES.has(titled[1]!.toLowerCase())) return true;
  // An organization right after ", " or right before ", ": a list of organizations.
  if (
    orgs.some(
      (h) =>
        (h.start === end + 2 && text.startsWith(', ', end)) || (h.end === start - 2 && text.startsWith(', ', h.end)),
    )
  )
    return true;
  const ls = text.lastIndexOf('\n', start - 1) + 1;
  const le = text.indexOf('\n', end);
  return /^[^\p{L}\p{N}]*$/u.test(text.slice(ls, start)) && text.slice(end, le < 0 ? text.length : le).trim() === '';
}

/** A line that is only a firm of surnames: "A, B and C", "A, B & C", "A-B" (any case), after any marks. */
const FIRM_LINE =
  /^[^\p{L}\p{N}\n]*?(\p{L}[\p{L}'’]+(?:,[ \t]+\p{L}[\p{L}'’]+)?,?[ \t]+(?:and|&)[ \t]+\p{L}[\p{L}'’]+|\p{L}[\p{L}'’]+-\p{L}[\p{L}'’]+)[ \t]*$/u;
/** The start of an address line: a house number, a unit or box, or "the corner of". */
const ADDRESS_START =
  /^[^\p{L}\p{N}\n]*(?:\d|(?:the[ \t]+corner[ \t]+of|unit|suite|apt|p\.?[ \t]?o\.?[ \t]+box|box|psc)(?![\p{L}]))/iu;

/**
 * Letterheads and contact blocks: a line of surnames right above an address line (blank lines
 * between allowed) is the firm, in any case, when every part is in the name list ("hubbard, fox and
 * gillespie" above "3747 fourth avenue suite 112"; "garcia-smith" above "unit 1009 box 0219"). A
 * person's line there holds a given name and a surname, space-separated, so it has no such shape.
 */
export function firmLines(text: string, out: Hit[]): void {
  // From one comma, ampersand or hyphen to the next (a native scan), each line holding one read once.
  const marks = /[,&-]/g;
  for (let mk = marks.exec(text); mk !== null; mk = marks.exec(text)) {
    work.steps++;
    const ls = text.lastIndexOf('\n', mk.index) + 1;
    let le = text.indexOf('\n', mk.index);
    if (le < 0) le = text.length;
    marks.lastIndex = le;
    const m = le - ls <= 64 ? FIRM_LINE.exec(text.slice(ls, le)) : null;
    if (m === null) continue;
    const parts = m[1]!.toLowerCase().split(/[ \t]*(?:,|&|-|[ \t]and[ \t])[ \t]*/);
    let next = le + 1;
    while (next < text.length && text.charCodeAt(next) === 10) next++;
    const nextEnd = text.indexOf('\n', next);
    const below = text.slice(next, nextEnd < 0 ? text.length : nextEnd);
    if (
      (parts.length === 3 || (parts.length === 2 && m[1]!.includes('-'))) &&
      parts.every((w) => w.length > 1 && isName(w) && !MEDICAL.has(w)) &&
      ADDRESS_START.test(below)
    ) {
      const start = ls + m.index + m[0].indexOf(m[1]!);
      out.push({ type: 'ORGANIZATION', start, end: start + m[1]!.length, rank: PLACE_RANK.org + 1 });
    }
  }
}

/** The family word right after " and " or " & " ("… and Sons", "… & Daughters"). */
const FAMILY_AFTER = /(?:sons|son|daughters|brothers|bros\.?)(?![\p{L}\p{M}])/iuy;
const FAMILY_WORDS = new Set(['sons', 'son', 'daughters', 'brothers', 'bros']);
const FAMILY_Q = question();
const JOINED_BEFORE = /(?:^|[^\p{L}\p{M}'’-])(\p{L}[\p{L}\p{M}'’-]+)[ \t]+(?:and|&)[ \t]+$/u;

/** Whether the word before the joiner ending at `at` opens a family firm; pushes it. */
function familyAt(text: string, at: number, end: number, lower: boolean, out: Hit[]): void {
  work.steps++;
  const m = JOINED_BEFORE.exec(text.slice(Math.max(0, at - 40), at));
  if (m === null) return;
  const name = m[1]!;
  const lc = name.toLowerCase();
  // "Mr. Jones and sons arrived": in a text with capitals, the surname and the family word are capitalized.
  if (MEDICAL.has(lc) || !isName(lc) || !(lower || name[0] !== lc[0])) return;
  out.push({ type: 'ORGANIZATION', start: at - m[0].length + m[0].indexOf(name), end, rank: PLACE_RANK.org + 1 });
}

/**
 * Family firms ("Garcia and Sons", "Wilson & Daughters"): a surname of the name list opens them, and no
 * medical word. In a text with capitals the family word is a capitalized token; a text in lower case
 * only (short chat) is searched for the joiners.
 */
export function familyFirms(text: string, toks: readonly Tok[], out: Hit[]): void {
  const lower = !/\p{Lu}/u.test(text);
  if (!lower) {
    for (let ti = 0; ti < toks.length; ti++) {
      const t = toks[ti]!;
      if (t.cap && listed(t.w, FAMILY_Q, FAMILY_WORDS)) familyAt(text, t.start, t.end, false, out);
    }
    return;
  }
  for (const sep of [' and ', ' & ']) {
    for (let at = text.indexOf(sep); at >= 0; at = text.indexOf(sep, at + 1)) {
      FAMILY_AFTER.lastIndex = at + sep.length;
      const m = FAMILY_AFTER.exec(text);
      if (m !== null) familyAt(text, m.index, m.index + m[0].length, true, out);
    }
  }
}
