/**
 * More cues for firms named after their partners (ADR 0118), beside phi-orgs-surnames.ts: where three
 * surnames with a surname of no list are a firm, and law or accounting firms of two surnames named in a
 * legal role ("Lorraine Banks (legal, Dickinson Wright)", "outside counsel at Baker Botts", "audited by
 * Grant Thornton"). A list of people ("Smith, Jones and Brown nurses", "present: Ana, Bo and Cy") has none
 * of these cues.
 */
import { PLACE_RANK } from './phi-cities.js';
import { type Cues, cueBit } from './phi-cues.js';
import { isCity, isEnglish, isName, isStop, MEDICAL, TITLES } from './phi-lexicon.js';
import { type Tok, work } from './phi-tokens.js';
import type { Hit } from './pii-context.js';

/** Places that say business: "at", "from", "joined", "to support", "founded". */
const BUSINESS_BEFORE = /(?:^|[^\p{L}])(?:at|from|joined|joining|to[ \t]+support|founded|co-founded)[ \t]+$/u;

/**
 * Whether the names in [start, end) stand where a business does: after a business word; alone on a line of
 * a letterhead or an address block (">Schuppe, Heathcote and Gleichner" between a person and a street); or
 * after a person found there and "of" ("Eric Auer-Kutch of Wilderman, Lesch and Rohan"), a person's affiliation.
 */
export function businessPlace(text: string, start: number, end: number, people: readonly Hit[]): boolean {
  if (BUSINESS_BEFORE.test(text.slice(Math.max(0, start - 14), start))) return true;
  const ls = text.lastIndexOf('\n', start - 1) + 1;
  const le = text.indexOf('\n', end);
  if (/^[ \t>*|-]*$/.test(text.slice(ls, start)) && /^[ \t]*$/.test(text.slice(end, le < 0 ? text.length : le)))
    return ls > 0 || le > 0;
  if (!/[ \t]of[ \t]+$/.test(text.slice(Math.max(0, start - 4), start))) return false;
  const of = text.lastIndexOf('of', start) - 1;
  return people.some((h) => h.end === of && h.type === 'PERSON');
}

/** Names before the pair in a list that a colon opens: "They had 6: Laisha, Kacey, Carroll-Heller", "founders: Kub, Fahey and". */
const COLON_LIST = /([\p{L}]*)[ \t]*:[ \t]*(?:\p{Lu}[\p{L}'’-]*,[ \t]+)+(?:\p{Lu}[\p{L}'’-]*,?[ \t]+and[ \t]+)?$/u;
/** A plural verb after the pair and one more name: "Hickle-Barton and Gorczany were precision engineers". */
const PLURAL_AFTER = /^[ \t]+and[ \t]+\p{Lu}[\p{L}'’-]*[ \t]+(?:were|are|have|had|both)(?![\p{L}])/u;
/** Labels of a list of firms: there the pair stays a firm ("Vendors: Acme, Kuhn-Little and Boehm"). */
const FIRM_LIST_LABEL =
  /^(?:vendors?|suppliers?|firms?|compan(?:y|ies)|clients?|partners?|sponsors?|employers?|contractors?|distributors?|manufacturers?|organi[sz]ations?)$/i;

/**
 * Whether the hyphenated pair in [start, end) is one of a list of people: in a list that a colon opens after
 * other names (a label of firms aside), or before "and" one more name and a plural verb.
 */
export function peopleList(text: string, start: number, end: number): boolean {
  if (PLURAL_AFTER.test(text.slice(end, end + 40))) return true;
  if (text.charCodeAt(start - 2) !== 44 && text.charCodeAt(start - 2) !== 100) return false;
  const m = COLON_LIST.exec(text.slice(Math.max(0, start - 80), start));
  if (m === null || FIRM_LIST_LABEL.test(m[1]!)) return false;
  // The names before are of the name list ("Laisha, Kacey"); coined words there make a list of firms ("Stepvideo, Will-Crona").
  const items = m[0].slice(m[0].indexOf(':') + 1).match(/\p{Lu}[\p{L}'’-]*/gu) ?? [];
  return items.every((w) => w.split('-').every((p) => isName(p.toLowerCase())));
}

/**
 * A legal or accounting role before a firm: "(legal, X)", "counsel at X", "attorneys with X", "audited by X",
 * "law firm X", "retained X as counsel" is not read (the role follows).
 */
const LEGAL_BEFORE =
  /(?:\((?:legal|counsel|outside[ \t]+counsel|legal[ \t]+counsel|auditors?|accountants?|solicitors?),[ \t]*|(?<![A-Za-z])(?:counsel|attorneys?|lawyers?|solicitors?|barristers?|partner|associate|paralegal|accountants?|auditors?)[ \t]+(?:at|with|from)[ \t]+|(?<![A-Za-z])(?:audited[ \t]+by|law[ \t]+firm(?:[ \t]+of)?,?|accounting[ \t]+firm(?:[ \t]+of)?,?)[ \t]+)$/iu;

/**
 * The words of LEGAL_BEFORE's roles (phi-cues.ts): each opens the role, after a bracket or no letter. A text with
 * none (most) skips the gate's case-blind scan (1.5 µs a 1 KB text).
 */
const LEGAL_CUES = cueBit(
  `legal counsel outside auditor auditors accountant accountants solicitor solicitors attorney attorneys lawyer lawyers
  barrister barristers partner associate paralegal audited law accounting`.split(/\s+/),
);

/** A surname of a firm: in the name list, or in no list (no English word or town); no medical, stop word or title. */
function surname(lc: string): boolean {
  if (MEDICAL.has(lc) || isStop(lc) || TITLES.has(lc)) return false;
  // "Dickinson", "Baker" are towns as well: a name-list word counts whatever other list holds it.
  return isName(lc) || (!isEnglish(lc) && !isCity(lc));
}

/**
 * Two or three capitalized surnames after a legal role (`LEGAL_BEFORE`), each joined by a blank, "&" or
 * ", ": a law or accounting firm ("Dickinson Wright", "Baker, Rice & Hill"). One surname alone is as often
 * the lawyer's name; a titled person keeps the words. The people found there are overruled by rank.
 */
export function legalFirms(text: string, toks: Tok[], out: Hit[], cues?: Cues): void {
  // (Under /iu "ſ" is an "s": a word outside ASCII leaves the text to the gate's scan.)
  if (cues !== undefined && !cues.other && (cues.seen & LEGAL_CUES) === 0) return;
  if (
    !/counsel|legal|attorney|lawyer|solicitor|barrister|paralegal|partner|associate|account|audit|law[ \t]+firm/i.test(
      text,
    )
  )
    return;
  for (let i = 0; i < toks.length; i++) {
    const t = toks[i]!;
    if (!t.cap || t.upper) continue;
    const c = text.charCodeAt(t.start - 1);
    // The role ends in a blank or a comma right before the name.
    if (c !== 32 && c !== 44) continue;
    work.steps++;
    if (!LEGAL_BEFORE.test(text.slice(Math.max(0, t.start - 32), t.start))) continue;
    let j = i;
    while (j + 1 < toks.length && j - i < 2) {
      const n = toks[j + 1]!;
      const gap = text.slice(toks[j]!.end, n.start);
      if (!n.cap || n.upper || !/^(?:[ \t]|[ \t]&[ \t]|,[ \t]|[ \t]and[ \t])$/.test(gap)) break;
      j++;
    }
    if (j === i) continue;
    const names = toks.slice(i, j + 1);
    if (!names.every((n) => surname(n.lc.replace(/['’]s$/, '')))) continue;
    // "counsel at Baker Botts, LLP": the legal form is taken in by the legal-form rules; "with Maria Lopez Garcia"
    // of three name-list words joined by blanks is a person with two surnames.
    if (j - i === 2 && /^[ \t]$/.test(text.slice(names[0]!.end, names[1]!.start))) continue;
    out.push({ type: 'ORGANIZATION', start: t.start, end: toks[j]!.end, rank: PLACE_RANK.org + 1 });
    i = j;
  }
}
