/**
 * Where surnames are a firm and not people (ADR 0052, 0055): firm lines of letterheads in any case
 * ("hubbard, fox and gillespie" or "garcia-smith" on the line above a street address), and family firms
 * ("Garcia and Sons", "Fratelli Paolini"). "Davis, Reynolds and Williamson" in running text is read by
 * phi-orgs-surnames.ts.
 */
import { PLACE_RANK } from './phi-cities.js';
import { isName, MEDICAL } from './phi-lexicon.js';
import { CONJ, endsInForm, nameish } from './phi-orgs-forms.js';
import { listed, question, type Tok, work } from './phi-tokens.js';
import type { Hit } from './pii-context.js';

/** A surname in a firm line, double-barrelled or not ("Bang-Munk"). */
const LINE_NAME = String.raw`\p{L}[\p{L}\p{M}'’]+(?:-\p{L}[\p{L}\p{M}'’]+)?`;
/** "and" of the languages whose firms are "A, B and C" (also in capitals: "GRIMES, LARSON AND SKILES"). */
const LINE_AND = '(?:and|&|und|og|och|en|et|és|ja|e|y|i|a)';
/** A line that is only a firm of surnames: "A, B and C", "A, B & C", "A & B", "A-B" (any case), after any marks. */
const FIRM_LINE = new RegExp(
  `^[^\\p{L}\\p{N}\\n]*?(${LINE_NAME}(?:,[ \\t]+${LINE_NAME})?,?[ \\t]+${LINE_AND}[ \\t]+${LINE_NAME}|\\p{L}[\\p{L}\\p{M}'’]+-\\p{L}[\\p{L}\\p{M}'’]+)[ \\t]*$`,
  'iu',
);
const LINE_SPLIT = new RegExp(`[ \\t]*(?:,|-|[ \\t]${LINE_AND}[ \\t])[ \\t]*`, 'iu');
/** The start of an address line: a house number, a unit or box, "the corner of", or "Attn:" of a letter. */
const ADDRESS_START =
  /^[^\p{L}\p{N}\n]*(?:\d|(?:the[ \t]+corner[ \t]+of|unit|suite|apt|p\.?[ \t]?o\.?[ \t]+box|box|psc|attn|c\/o)(?![\p{L}]))/iu;
/** A street line written name first, as in most of Europe: "Hiltunenkaari 77", "Mikaels Väg 97", "Egevej 956". */
const STREET_LINE = /^[^\p{L}\p{N}\n]*\p{L}[\p{L}\p{M}.'’ -]{2,40},?[ \t]\d{1,5}(?:[\p{L}/-]\w*)?(?:[ \t,]|$)/u;

/** The next line that is not blank after the line ending at `le`. */
function lineBelow(text: string, le: number): string {
  let next = le + 1;
  while (next < text.length && text.charCodeAt(next) === 10) next++;
  const nextEnd = text.indexOf('\n', next);
  return text.slice(next, nextEnd < 0 ? text.length : nextEnd);
}
export const addressBelow = (text: string, le: number) => {
  const below = lineBelow(text, le);
  return ADDRESS_START.test(below) || STREET_LINE.test(below);
};

/**
 * Letterheads and contact blocks: a line of surnames right above an address line (blank lines
 * between allowed) is the firm, in any case, when every part looks like a surname and one is in the
 * name list ("hubbard, fox and gillespie" above "3747 fourth avenue suite 112"; "garcia-smith" above
 * "unit 1009 box 0219"; "RANTANEN & HÄMÄLÄINEN" above "Hiltunenkaari 77"). A person's line there
 * holds a given name and a surname, space-separated, so it has no such shape; "Mary and John" (two
 * names joined by English "and") may be a couple, so two parts need "&", a hyphen or another language's "and".
 */
export function firmLines(text: string, out: Hit[]): void {
  // From one comma, ampersand or hyphen to the next (a native scan), each line holding one read once.
  const marks = /[,&-]|[ \t]\p{L}{1,3}[ \t]/gu;
  for (let mk = marks.exec(text); mk !== null; mk = marks.exec(text)) {
    work.steps++;
    const ls = text.lastIndexOf('\n', mk.index) + 1;
    let le = text.indexOf('\n', mk.index);
    if (le < 0) le = text.length;
    marks.lastIndex = le;
    const m = le - ls <= 64 ? FIRM_LINE.exec(text.slice(ls, le)) : null;
    if (m === null) continue;
    // "GEORGE A PAPADOPOULOS": one letter between two words is a middle initial, not Czech "a" ("KOS A HOLÍK
    // S.R.O." keeps its legal form: capsFormLines).
    if (/^\S+[ \t]\p{L}\.?[ \t]\S+$/u.test(m[1]!)) continue;
    const parts = m[1]!.toLowerCase().split(LINE_SPLIT);
    // "Saint-Paul", "Sainte-Foy": a saint's town, not two partners.
    const two =
      parts.length === 2 && !/^[^,]*[ \t]and[ \t]/i.test(m[1]!) && !/^(?:saint|sainte|st|ste)$/.test(parts[0]!);
    if (
      (parts.length === 3 || parts.length === 4 || two) &&
      parts.every((w) => nameish(w)) &&
      parts.some((w) => isName(w)) &&
      addressBelow(text, le)
    ) {
      const start = ls + m.index + m[0].indexOf(m[1]!);
      out.push({ type: 'ORGANIZATION', start, end: start + m[1]!.length, rank: PLACE_RANK.org + 1 });
    }
  }
}

/** A letterhead in capitals that ends in a legal form ("KOS A HOLÍK S.R.O.", "SCHEDLER KG") above an address. */
export function capsFormLines(text: string, out: Hit[]): void {
  for (let ls = 0; ls < text.length; ) {
    work.steps++;
    let le = text.indexOf('\n', ls);
    if (le < 0) le = text.length;
    const line = text.slice(ls, le).trim();
    if (line.length >= 4 && line.length <= 64 && !/\p{Ll}/u.test(line) && endsInForm(line) && addressBelow(text, le)) {
      const start = text.indexOf(line, ls);
      out.push({ type: 'ORGANIZATION', start, end: start + line.length, rank: PLACE_RANK.org + 1 });
    }
    ls = le + 1;
  }
}

/** The family word right after " and " or " & " ("… and Sons", "… & Daughters"), in a text in lower case. */
const FAMILY_AFTER = /(?:sons|son|daughters|brothers|bros\.?)(?![\p{L}\p{M}])/iuy;
const FAMILY_WORDS = new Set(['sons', 'son', 'daughters', 'brothers', 'bros']);
/**
 * "Sons", "Partners" and "Company" in other languages ("& Søn", "& Zonen", "e Filhos", "y Asociados",
 * "und Partner", "et Fils", "és Társa", "& Co."): only a firm's name is so written, so the word before
 * them needs only to look like a name (in the name list, or in no English list: "Fredriksen", "Jast").
 */
const FAMILY_ABROAD = new Set(
  `søn sønner söner zonen zn zoon filhos filho hijos hijo fils figli figlio söhne sohn partner partners partnerzy
  wspólnicy asociados associados associati associés cie cía cia co társa társai testvérek irmãos hermanos υιοί`.split(
    /\s+/,
  ),
);
const FAMILY_Q = question();
const JOINED_BEFORE = new RegExp(`(?:^|[^\\p{L}\\p{M}'’-])(\\p{L}[\\p{L}\\p{M}'’-]+)[ \\t]+(?:${CONJ})[ \\t]+$`, 'u');
/** Family words written in lower case after "and" ("Novák a syn", "Schillaci e figli", "Миронова и партнёры"). */
const FAMILY_LOWER =
  /[ \t](?:a|e|y|i|und|és|et|og|och|&|и)[ \t]+(?:syn|synové|spol\.|wspólnicy|partnerzy|társa|társai|partner|figli|filhos|hijos|fils|asociados|cia\.|cía\.|партн[её]ры|сыновья)(?![\p{L}\p{M}])/uy;
/** Words that open a family firm's name in front of the surname ("Fratelli Paolini", "Établissements Roux"). */
const FAMILY_HEADS = new Set(
  'fratelli établissements etablissements ets gebrüder gebroeders gebr bröderna brødrene veljekset hermanos irmãos'.split(
    ' ',
  ),
);
/** Read at such a capitalized word (a token), as a sticky regex. */
const FAMILY_BEFORE =
  /(?:Fratelli|Établissements|Etablissements|Ets\.|Gebrüder|Gebroeders|Gebr\.|Bröderna|Brødrene|Veljekset|Hermanos|Irmãos)[ \t]+(\p{Lu}[\p{L}\p{M}'’]+(?:-\p{Lu}[\p{L}\p{M}'’]+)?)/uy;

/** Whether the word before the joiner ending at `at` opens a family firm; pushes it. */
function familyAt(text: string, at: number, end: number, lower: boolean, abroad: boolean, out: Hit[]): void {
  work.steps++;
  const m = JOINED_BEFORE.exec(text.slice(Math.max(0, at - 40), at));
  if (m === null) return;
  const name = m[1]!;
  const lc = name.toLowerCase();
  // "Mr. Jones and sons arrived": in a text with capitals, the surname and the family word are capitalized.
  if (!(lower || name[0] !== lc[0])) return;
  // "Denesik and Sons": a surname in no list is as good as a listed one before a family word.
  if (abroad ? !nameish(lc) : MEDICAL.has(lc) || !(isName(lc) || nameish(lc))) return;
  // English family words come after "and" or "&" only ("Smith e Sons" is no firm's name).
  if (!abroad && !/(?:and|&)[ \t]+$/.test(m[0])) return;
  out.push({ type: 'ORGANIZATION', start: at - m[0].length + m[0].indexOf(name), end, rank: PLACE_RANK.org + 1 });
}

/** "Fratelli Paolini" at `at`: the family word and a surname after it. */
function familyBefore(text: string, at: number, out: Hit[]): void {
  FAMILY_BEFORE.lastIndex = at;
  const m = FAMILY_BEFORE.exec(text);
  if (m !== null && nameish(m[1]!.toLowerCase()))
    out.push({ type: 'ORGANIZATION', start: at, end: at + m[0].length, rank: PLACE_RANK.org + 1 });
}

/**
 * Family firms ("Garcia and Sons", "Wilson & Daughters", "Fredriksen & Sønner", "Garcia e Filhos"): a
 * surname opens them, and no medical word. In a text with capitals the family word is a capitalized
 * token; a text in lower case only (short chat) is searched for the joiners.
 */
export function familyFirms(text: string, toks: readonly Tok[], out: Hit[]): void {
  const lower = !/\p{Lu}/u.test(text);
  if (!lower) {
    for (let ti = 0; ti < toks.length; ti++) {
      const t = toks[ti]!;
      if (!t.cap) continue;
      // The word less its dot (a char code, not a regex: this runs for every capitalized word).
      const lc = t.lc.charCodeAt(t.lc.length - 1) === 46 ? t.lc.slice(0, -1) : t.lc;
      if (FAMILY_HEADS.has(lc)) familyBefore(text, t.start, out);
      // "Novák a syn", "Rossi e figli": a joiner and a small-letter family word right after the surname.
      if (text.charCodeAt(t.end) === 32 || text.charCodeAt(t.end) === 9) {
        FAMILY_LOWER.lastIndex = t.end;
        const m = FAMILY_LOWER.exec(text);
        if (m !== null) {
          const word = m[0].search(/[ \t]\S+$/) + 1;
          familyAt(text, t.end + word, t.end + m[0].length, false, true, out);
        }
      }
      const abroad = FAMILY_ABROAD.has(lc);
      // "Smith & Co": "Co" alone is also Colorado and "company" in prose; a firm's only after "&".
      if (abroad && lc === 'co' && text.slice(t.start - 3, t.start) !== ' & ') continue;
      if (abroad || listed(t.w, FAMILY_Q, FAMILY_WORDS)) {
        const end = lc === 'co' && text[t.end] === '.' ? t.end + 1 : t.end;
        familyAt(text, t.start, end, false, abroad, out);
      }
    }
    return;
  }
  for (const sep of [' and ', ' & ']) {
    for (let at = text.indexOf(sep); at >= 0; at = text.indexOf(sep, at + 1)) {
      FAMILY_AFTER.lastIndex = at + sep.length;
      const m = FAMILY_AFTER.exec(text);
      if (m !== null) familyAt(text, m.index, m.index + m[0].length, true, false, out);
    }
  }
}
