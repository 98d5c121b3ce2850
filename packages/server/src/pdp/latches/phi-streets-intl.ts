/**
 * Street lines of other languages, read from their house number (ADR 0072): each language writes a
 * street by a shape, a street-type word on a known side of a name and a number on a known side of
 * both, and the shapes are read here from each run of digits:
 *
 * - a lead word, the name, the number: "ul. Długa 17 m. 4", "Calle Mayor, 5 2º B", "Rua X 46-2Dto",
 *   "Λεωφ. Αθανασίου 7", "ул. Ленина, д. 5", "Am Markt 4", "Østre Fosseroa 3";
 * - the name, a type word, the number: "Kossuth Lajos utca 5.", "Ростовская наб., 344", "Kents Gata 8";
 * - one word with a street ending, the number: "Lindenstr. 6", "Kuhn-Hoppe-Str. 6", "Heikkilälinja 27";
 * - a name and its number on the line above or before a postal code: "Kanadská 6, 499 31", "Ζάρκου 4⏎299 88";
 * - the number, then the street: "51 Passage du Bac", "293 Lemke Shoals Apt. 2" (English suffixes).
 *
 * The word lists are in phi-streets-intl-words.ts. A street word alone is nothing: "Route 2 of 3",
 * "Floor 4", "Level 3 trauma" have no name, and a lead or type that is also an English word needs a
 * name word that is no English word. Each digit run is read once, over a window of its line (at
 * most WINDOW characters on each side), so the pass is linear.
 */
import { isCity, isEnglish, isName, isStop, MEDICAL, TITLES } from './phi-lexicon.js';
import {
  type Chunk,
  chunksAfter,
  chunksBefore,
  codeAfter,
  codesInBrackets,
  DISTRICT_NEXT,
  isSpace,
  numberAt,
  numberEnd,
  tailEnd,
  trimEnd,
} from './phi-streets-intl-line.js';
import { bare, CAP_WORD, LOWER_WORD, leadIn, type Mode, modeOf, nameOk, nameWord } from './phi-streets-intl-names.js';
import {
  AMBIGUOUS,
  ANY_CASE,
  ARTICLE_AFTER,
  CAP_LEADS,
  CLINICAL_ABBREVIATIONS,
  ENDINGS,
  KOREAN_ROAD,
  LOWER_LEADS,
  LOWER_TYPES,
  NUMBER_FIRST,
  PLAIN_ABBREVIATIONS,
  PLAIN_TYPES,
  SUFFIXES,
  TYPES_AFTER,
} from './phi-streets-intl-words.js';
import { work } from './phi-tokens.js';
import type { Hit } from './pii-context.js';
import type { DigitRuns } from './pii-digits.js';

const RANK = 6;
/** "No:" or "Nr:" right before a house number. */
const NUMBER_LABEL = /(?:^|[^\p{L}])N[or]:[ \t]?$/iu;
/**
 * What follows a house number, read only when asked: the flat or floor after it (fullEnd) and a postal code after
 * those (isCoded). A record, not closures, so that no function is made per number (ADR 0121).
 */
interface NumberEnd {
  text: string;
  bareEnd: number;
  tail: number;
  code: RegExpExecArray | null | undefined;
}

function fullEnd(a: NumberEnd): number {
  if (a.tail < 0) a.tail = tailEnd(a.text, a.bareEnd);
  return a.tail;
}

function isCoded(a: NumberEnd): boolean {
  if (a.code === undefined) a.code = codeAfter(a.text, fullEnd(a));
  return a.code !== null;
}

/**
 * The start of the street whose house number is at `at`, or -1: a lead and a name, a name and a
 * type, one word with a street ending, or (with `coded`: a postal code follows) a capitalized name.
 */
function streetBefore(text: string, at: number, coded: NumberEnd): number {
  let cs = chunksBefore(text, at);
  // "ул. Ленина, д. 5", "Via Roma n. 4": the house-number word before the number.
  const last = cs[cs.length - 1];
  if (last !== undefined && /^(?:д|дом|n|nr|no|Nr|No|№)[.:]?$/.test(last.c)) cs = cs.slice(0, -1);
  const n = cs.length;
  if (n === 0) return -1;
  // One comma may stand between the name and the number ("Rambla Mayte, 5", "Ростовская наб., 344").
  const words = cs.map((x, k) => (k === n - 1 ? trimEnd(x.c, ',') : x.c));
  // Cheap gate before the case and the name are read: a lead, a type or ending last, or a postal code after.
  const lw = bare(words[n - 1]!);
  const lead = words.some((w) => LOWER_LEADS.has(bare(w)) || CAP_LEADS.has(bare(w)));
  // (The postal-code shape needs a name word of three letters or more before the number.)
  const korean = KOREAN_ROAD.test(trimEnd(words[n - 1]!, ','));
  if (!lead && !korean && !TYPES_AFTER.has(lw) && !ENDINGS.test(lw) && (lw.length < 3 || !isCoded(coded))) return -1;
  let k = n - 2;
  while (k >= 0 && !words[k]!.endsWith(',')) k--;
  if (k >= 0) {
    return streetIn(words.slice(k + 1), cs.slice(k + 1), modeOf(words.slice(k + 1)), coded);
  }
  return streetIn(words, cs, modeOf(words), coded);
}

function streetIn(words: string[], cs: Chunk[], mode: Mode, coded: NumberEnd): number {
  const start = streetStart(words, cs, mode, coded);
  // "9 Kirkeveien, 0368 Oslo": after a house number the street has its number; this one is a postal code.
  const k = cs.findIndex((x) => x.start === start);
  return k > 0 && /^\d/.test(words[k - 1]!) ? -1 : start;
}

function streetStart(words: string[], cs: Chunk[], mode: Mode, coded: NumberEnd): number {
  const n = words.length;
  if (n === 0) return -1;
  // A lead, then the name: the first lead whose words after it all name the street.
  for (let i = 0; i < n - 1; i++) {
    const capital = leadIn(words[i]!, mode, true);
    if (!capital && !leadIn(words[i]!, mode, false)) continue;
    const lc = bare(words[i]!);
    const name = words.slice(i + 1);
    const article = ARTICLE_AFTER.get(lc);
    if (article !== undefined && !article.has(name[0]!.toLowerCase())) continue;
    // "et al. Smith 2005": a citation, not an alley.
    if (lc === 'al' && i > 0 && words[i - 1]!.toLowerCase() === 'et') continue;
    const body = article !== undefined ? name.slice(1) : name;
    // Czech and German prepositions are one letter or two: their name must be a long word.
    if (lc.length <= 2 && capital && body[0]!.length < 4) continue;
    if (nameOk(body, mode, AMBIGUOUS.has(lc) || capital)) return cs[i]!.start;
  }
  // The name, then its type: Hungarian in lower case (unless the line is in capitals), Russian, Nordic capitalized.
  const type = bare(words[n - 1]!);
  if (n >= 2 && TYPES_AFTER.has(type)) {
    const hu = LOWER_TYPES.has(type);
    const caseOk =
      ANY_CASE.has(type) ||
      (hu
        ? mode !== 'mixed' || LOWER_WORD.test(words[n - 1]!)
        : /[а-я]/.test(type) || mode !== 'mixed' || CAP_WORD.test(trimEnd(words[n - 1]!, '.')));
    let j = n - 1;
    // "Tas vezér lakótelep": a lower-case word inside a Hungarian name after its capitalized first word.
    while (
      j > 0 &&
      j > n - 5 &&
      (nameWord(words[j - 1]!, mode) ||
        (hu && LOWER_WORD.test(words[j - 1]!) && !isStop(words[j - 1]!) && !isEnglish(words[j - 1]!)))
    )
      j--;
    while (j < n - 1 && !nameWord(words[j]!, mode)) j++;
    if (caseOk && j < n - 1 && nameOk([words[j]!], mode, AMBIGUOUS.has(type))) return cs[j]!.start;
  }
  // One word with a street ending ("Lindenstr.", "Kuhn-Hoppe-Str.", "KOIVISTOTIE"), maybe after a position word.
  const w = words[n - 1]!;
  const lw = bare(w);
  const dotOk = !w.endsWith('.') || /str$/.test(lw);
  // "Teheran-ro 152": a Korean road, read with its case; not after a title ("Dra. Sánchez-Gil 3").
  if (KOREAN_ROAD.test(w) && !(n >= 2 && TITLES.has(bare(words[n - 2]!)))) return cs[n - 1]!.start;
  if (dotOk && lw.length > 5 && ENDINGS.test(lw) && (mode !== 'mixed' || CAP_WORD.test(w.replace(/\.$/, '')))) {
    if (!isEnglish(lw) && !MEDICAL.has(lw) && !isCity(lw) && !(isName(lw) && !lw.includes('-')))
      return n >= 2 && leadIn(words[n - 2]!, mode, true) ? cs[n - 2]!.start : cs[n - 1]!.start;
  }
  // Before a postal code: one to three capitalized words, the last no English word.
  if (mode !== 'lower' && isCoded(coded)) {
    let j = n;
    while (j > 0 && j > n - 3 && nameWord(words[j - 1]!, mode)) j--;
    if (j < n && !isEnglish(bare(words[n - 1]!)) && !isCity(bare(words.slice(j).join(' '))))
      return nameOk(words.slice(j), mode, true) ? cs[j]!.start : -1;
  }
  return -1;
}

/** After a house number: a lead and its name ("51 Passage du Bac"), or a name and an English suffix ("293 Lemke Shoals"). */
function streetAfter(text: string, end: number): number {
  // The street's first word starts with a capital one space after the number (or is a lead in a lower-case line: not read).
  const c = text.charCodeAt(end + 1);
  if (!isSpace(text.charCodeAt(end)) || (!(c >= 65 && c <= 90) && !(c >= 0xc0 && /\p{Lu}/u.test(text[end + 1]!))))
    return -1;
  const cs = chunksAfter(text, end);
  if (cs.length < 2) return -1;
  const words = cs.map((x) => x.c);
  const typed = words.slice(1, 4).some((w) => SUFFIXES.has(w.toLowerCase()) || PLAIN_TYPES.has(w.toLowerCase()));
  if (!NUMBER_FIRST.has(words[0]!.toLowerCase()) && !typed) return -1;
  const mode = modeOf(words);
  if (NUMBER_FIRST.has(bare(words[0]!)) && leadIn(words[0]!, mode, true)) {
    let k = words.length;
    const strict = AMBIGUOUS.has(words[0]!.toLowerCase());
    while (k > 1 && !nameOk(words.slice(1, k), mode, strict)) k--;
    if (k > 1) {
      // "10963 Rua Vinte e Cinco de Setembro 1257": a second number after the name is the street's too.
      const e = cs[k - 1]!.start + cs[k - 1]!.c.length;
      const n = isSpace(text.charCodeAt(e)) && isDigit(text.charCodeAt(e + 1)) ? numberAt(text, e + 1) : -1;
      return n > 0 ? n : e;
    }
  }
  for (let k = 1; k < Math.min(words.length, 4); k++) {
    const lc = words[k]!.toLowerCase();
    if (
      (!SUFFIXES.has(lc) && !(mode === 'upper' && PLAIN_TYPES.has(lc) && !CLINICAL_ABBREVIATIONS.has(lc))) ||
      !nameWord(words[k]!, mode)
    )
      continue;
    // "12 Beat NSVT Run", "8 Fr Bard Port", "3 Tesla Field": after a number of one or two digits a rare suffix is
    // a count and a clinical noun; a house number before one has three digits or more ("293 Lemke Shoals").
    // Not when the number opens an address part and the street is followed by a comma and a capital
    // ("Home: 2 Markree View, Collooney", "at 14 Dunmore Park, Kilkenny"): then the number is a house's.
    if (!PLAIN_TYPES.has(lc) && digitsBefore(text, end) < 3 && !addressPart(text, end, cs[k]!.start + cs[k]!.c.length))
      return -1;
    // "104 Romaguera Park Hospital": a capitalized word after the suffix makes it an organization's name.
    const next = words[k + 1];
    if (next !== undefined && CAP_WORD.test(next) && !/^(?:Apt|Suite|Ste|Unit)$/.test(next)) return -1;
    // "3979 FERRY STREET": in a form in capitals, the common types take any name (in mixed case phi-places.ts reads them).
    const plainType =
      mode === 'upper' &&
      PLAIN_TYPES.has(lc) &&
      !CLINICAL_ABBREVIATIONS.has(lc) &&
      !(PLAIN_ABBREVIATIONS.has(lc) && digitsBefore(text, end) < 3);
    return nameOk(words.slice(0, k), mode, !plainType) ? cs[k]!.start + cs[k]!.c.length : -1;
  }
  return -1;
}

const HOUSE = /\d{1,6}[A-Za-z]?(?=[ \t])/y;

/** Whether the number ending at `end` opens an address part (a line, a label, a comma, "at") and a comma and a capital follow the street ending at `e`. */
function addressPart(text: string, end: number, e: number): boolean {
  const start = end - digitsBefore(text, end);
  return (
    /^,[ \t]+\p{Lu}/u.test(text.slice(e, e + 4)) &&
    /(?:^|[:,\n]|(?:^|[^\p{L}])(?:at|from|to|of|on|in))[ \t]*$/u.test(text.slice(Math.max(0, start - 8), start))
  );
}

/** How many digits end at `end` (the house number's). */
function digitsBefore(text: string, end: number): number {
  let k = end;
  while (k > 0 && isDigit(text.charCodeAt(k - 1))) k--;
  return end - k;
}

/** Whether the word ending at `end` is a lower-case English word or a medical one, and no street word. */
function plainBefore(text: string, end: number): boolean {
  let k = end;
  while (k > 0 && end - k < 16 && /\p{L}/u.test(text[k - 1]!)) k--;
  if (k === end || end - k >= 16) return false;
  const w = text.slice(k, end);
  const lc = w.toLowerCase();
  if (TYPES_AFTER.has(lc) || LOWER_LEADS.has(lc) || CAP_LEADS.has(lc)) return false;
  return MEDICAL.has(lc) || (w === lc && isEnglish(lc));
}

/** Whether the street at `start` opens with a lead word ("Am", "Calle", "ul.") rather than a name. */
function ledAt(text: string, start: number): boolean {
  const m = /^[\p{L}.]+/u.exec(text.slice(start, start + 16));
  if (m === null) return false;
  const w = bare(m[0]);
  return LOWER_LEADS.has(w) || CAP_LEADS.has(w);
}
const isDigit = (c: number) => c >= 48 && c <= 57;

/** A letter (ASCII by code, other scripts past U+00BF), a dot or a comma: how a street's name ends before its number. */
const endsName = (c: number) => ((c | 32) >= 97 && (c | 32) <= 122) || c >= 0xc0 || c === 46 || c === 44;

export function findIntlStreets(text: string, digits: DigitRuns, out: Hit[]): void {
  let done = 0;
  // In a text with capitals, a lower-case English word or a clinical abbreviation right before a number
  // ("for 3 days", "BP 120") opens no street of these shapes: such numbers are passed over before the line is cut.
  const mixed = /\p{Lu}/u.test(text) && /\p{Ll}/u.test(text);
  // Where phi-places.ts found a street: "Rua Augusta, 1508, São Paulo" is its street and phi-street-parts.ts its number and town.
  const known = new Set<number>();
  for (const h of out) if (h.type === 'STREET_ADDRESS') known.add(h.start);
  const starts: number[] = [];
  for (let r = 0; r < digits.n; r++) starts.push(digits.starts[r]!);
  // "Huerta Mario s/n.": no digits, the "s/n" stands for the number.
  if (text.includes('/'))
    for (const m of text.matchAll(/(?<![\p{L}\d])[sS]\/[nN](?![\p{L}\d])/gu)) starts.push(m.index);
  if (starts.length > digits.n) starts.sort((a, b) => a - b);
  for (const at of starts) {
    work.steps++;
    if (at < done) continue;
    const p = text.charCodeAt(at - 1);
    // The number-after shapes: a space after the name's last letter (or its dot or comma).
    // ("Cumhuriyet Cad. No:22": a house-number label with its colon, as Turkey writes it.)
    const labelled =
      (p === 58 || (isSpace(p) && text.charCodeAt(at - 2) === 58)) && NUMBER_LABEL.test(text.slice(at - 5, at));
    if (((isSpace(p) && endsName(text.charCodeAt(at - 2))) || labelled) && !(mixed && plainBefore(text, at - 1))) {
      const bareEnd = numberEnd(text, at);
      if (bareEnd < 0) continue;
      DISTRICT_NEXT.lastIndex = bareEnd;
      if (DISTRICT_NEXT.test(text)) continue;
      // The flat or floor after the number, and a postal code after them, are read only when asked (NumberEnd).
      const after: NumberEnd = { text, bareEnd, tail: -1, code: undefined };
      let start = streetBefore(text, at, after);
      // "Am Morgen 2 Tabletten", "Paseo Diario 30 minutos": a street led by a word, with no postal code after,
      // is no address line when a capitalized word or a long small word goes on after its number.
      if (
        start >= 0 &&
        ledAt(text, start) &&
        !isCoded(after) &&
        /^[ \t]+(?:\p{Lu}|\p{Ll}{4,})/u.test(text.slice(fullEnd(after), fullEnd(after) + 6))
      )
        start = -1;
      if (start >= 0 && !(known.has(start) && text.slice(start, at).includes(','))) {
        // "Λεωφόρος Συγγρού 119 Nino Point": a street named after the number too is one street line.
        HOUSE.lastIndex = at;
        const more = HOUSE.test(text) ? streetAfter(text, HOUSE.lastIndex) : -1;
        const end = more > 0 ? tailEnd(text, more) : fullEnd(after);
        out.push({ type: 'STREET_ADDRESS', start, end, rank: RANK });
        done = end;
        // "Rózsahegy utca 3, 2099.": a postal code with no town after the street.
        after.code ??= codeAfter(text, fullEnd(after));
        const code = after.code;
        if (code !== null) {
          const c = code.index + code[0].indexOf(code[1]!);
          out.push({ type: 'ZIP', start: c, end: c + code[1]!.length, rank: RANK });
        }
        continue;
      }
    }
    // The number-first shapes: a house number at a part's start.
    if (isDigit(p) || endsName(p) || p === 45 || p === 47) continue;
    HOUSE.lastIndex = at;
    if (!HOUSE.test(text)) continue;
    const streetEnd = streetAfter(text, HOUSE.lastIndex);
    if (streetEnd > 0) {
      const end = tailEnd(text, streetEnd);
      out.push({ type: 'STREET_ADDRESS', start: at, end, rank: RANK });
      done = end;
    }
  }
  codesInBrackets(text, out);
}
