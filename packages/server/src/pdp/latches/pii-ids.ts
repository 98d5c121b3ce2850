import { dayValid, digitsOf, npiValid } from './pii-checksums.js';
import { contextBefore, type Hit, RANK } from './pii-context.js';

/**
 * Identifiers that look like any other number or code, so they are only taken right after the
 * words that name them ("MRN: 0012345", "driver's license number is F1628235", "DOB 04/12/1961").
 * The filler between the words and the value is a fixed sequence of bounded pieces, so a long run
 * of spaces or punctuation after a keyword cannot make the regex backtrack. Every value holds
 * digits, so pii.ts asks here only about the window before a run of digits, never the whole text.
 */
const FILL = String.raw`[\s:#.=-]{0,4}(?:(?:numbers?|num|no|nr|id)\b\.?[\s:#.=-]{0,4})?(?:(?:is|was|of|on|it's|it’s)\s{1,3})?`;

/** A record-number-like token; its digit count is checked in code. */
const TOKEN = String.raw`([a-z0-9][a-z0-9-]{3,19})(?![\w-])`;

const anchored = (keywords: string, value: string): RegExp => new RegExp(`\\b(?:${keywords})${FILL}${value}`, 'iy');

const MRN_WORDS = String.raw`mrn|medical[ -]records?|med\.? ?rec\.?|patient[ -](?:id|identifier)`;
const DL_WORDS = "(?:driver(?:'s|’s|s)?|driving)[ -]?licen[cs]es?|dl";
const NPI_WORDS = 'npi|national provider(?: identifier)?|provider (?:id|identifier)';
const DOB_WORDS = String.raw`dob|d\.o\.b\.?|date of birth|birth ?date|birthday|born(?: on)?`;

const MONTH =
  'jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|sep(?:t|tember)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?';
/** The date forms taken, each capturing its parts: numeric (M/D/Y or D/M/Y), ISO, "March 4th, 1961", "4 March 1961". */
const DATE = String.raw`((\d{1,2})[/.-](\d{1,2})[/.-](?:\d{4}|\d{2})|\d{4}-(\d{1,2})-(\d{1,2})|(${MONTH})\.? (\d{1,2})(?:st|nd|rd|th)?,? \d{4}|(\d{1,2})(?:st|nd|rd|th)? (?:of )?(${MONTH})\.?,? \d{4})(?!\d|[/.-]\d)`;

/**
 * Medicare Beneficiary Identifier (CMS format): digit 1–9, letter, letter-or-digit, digit, letter,
 * letter-or-digit, digit, letter, letter, digit, digit; letters exclude S, L, O, I, B and Z. Written
 * with dashes (1EG4-TE5-MK73) the shape is specific enough alone; without them it needs a context word.
 */
const L = '[AC-HJKMNP-RT-Y]';
const A = '[AC-HJKMNP-RT-Y0-9]';
const MBI = new RegExp(`(?<![\\w-])[1-9]${L}${A}\\d(-?)${L}${A}\\d\\1${L}{2}\\d{2}(?![\\w-])`, 'y');
const MBI_WORDS = /medicare|\bmbi\b|beneficiary/;

/** Not MONTH.split('|'): "sep(?:t|tember)" holds a "|" of its own, which shifted Oct–Dec by one. */
const MONTH_PREFIXES = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'];
const monthNumber = (name: string) => MONTH_PREFIXES.indexOf(name.slice(0, 3).toLowerCase()) + 1;

/** Whether a matched date can exist, from DATE's groups; numeric dates may be month-first or day-first. */
function dateValid(_value: string, m: RegExpExecArray): boolean {
  const [, , a, b, isoMonth, isoDay, monthFirst, day1, day2, monthLast] = m;
  if (a !== undefined && b !== undefined) return dayValid(+a, +b) || dayValid(+b, +a);
  if (isoMonth !== undefined) return dayValid(+isoMonth, Number(isoDay));
  if (monthFirst !== undefined) return dayValid(monthNumber(monthFirst), Number(day1));
  return dayValid(monthNumber(monthLast ?? ''), Number(day2));
}

/** US passport book numbers: nine digits, or (next generation) a letter and eight digits. */
const US_PASSPORT = /^(?:[a-z]\d{8}|\d{9})$/i;

/** A value check; `m` is the whole keyword match, for checks that read the value's groups. */
type Check = (value: string, m: RegExpExecArray) => boolean;

const minDigits =
  (n: number): Check =>
  (value) =>
    digitsOf(value).length >= n && !value.endsWith('-');

/**
 * The context-anchored detectors, in the order of the capture groups of KEYWORDS: the sticky
 * regex tried at the keyword (value in group 1), the entity type, and the value check.
 */
const ANCHORED: readonly (readonly [RegExp, string, Check])[] = [
  [anchored(MRN_WORDS, TOKEN), 'MRN', minDigits(4)],
  [anchored(DL_WORDS, TOKEN), 'US_DRIVER_LICENSE', minDigits(3)],
  [anchored('passport', String.raw`([a-z]?\d{8,9})(?![\w-])`), 'US_PASSPORT', (v) => US_PASSPORT.test(v)],
  [anchored(NPI_WORDS, String.raw`(\d{10})\b`), 'US_NPI', npiValid],
  [anchored(DOB_WORDS, DATE), 'DATE_OF_BIRTH', dateValid],
];
const KEYWORDS = new RegExp(`\\b(?:(${MRN_WORDS})|(${DL_WORDS})|(passport)|(${NPI_WORDS})|(${DOB_WORDS}))`, 'gi');

/** How far before a number its keyword may start: the longest keyword plus the longest filler. */
const WINDOW = 64;

/** The longest keyword, so a window overlaps the last one by enough to see a keyword it cut. */
const LONGEST_KEYWORD = 'national provider identifier'.length;

/** What earlier windows covered: nearby numbers share text before them, which is read once. */
export interface IdScan {
  /** Start of the last keyword tried. */
  lastKeyword: number;
  /** End of the last window read. */
  scannedTo: number;
}

function tryAnchored(text: string, at: number, detector: readonly [RegExp, string, Check], out: Hit[]): void {
  const [re, type, check] = detector;
  re.lastIndex = at;
  const m = re.exec(text);
  const value = m?.[1];
  if (m === null || value === undefined || value.length < 5 || !check(value, m)) return;
  // The value closes the match, so its offset is the match end minus its length.
  const end = at + m[0].length;
  out.push({ type, start: end - value.length, end, rank: RANK.anchored });
}

/** Identifiers named by a keyword in the window before the digits at `digitsAt`. */
export function idsBefore(text: string, digitsAt: number, scan: IdScan, out: Hit[]): void {
  const from = Math.max(0, digitsAt - WINDOW, scan.lastKeyword + 1, scan.scannedTo - LONGEST_KEYWORD);
  scan.scannedTo = digitsAt;
  if (from >= digitsAt) return;
  const window = text.slice(from, digitsAt);
  KEYWORDS.lastIndex = 0;
  for (let m = KEYWORDS.exec(window); m !== null; m = KEYWORDS.exec(window)) {
    const family = m.findIndex((g, i) => i > 0 && g !== undefined) - 1;
    const detector = ANCHORED[family];
    if (detector) tryAnchored(text, from + m.index, detector, out);
    scan.lastKeyword = from + m.index;
  }
}

/** A Medicare Beneficiary Identifier starting at `pos`. */
export function mbiAt(text: string, pos: number, out: Hit[]): void {
  MBI.lastIndex = pos;
  const m = MBI.exec(text);
  if (m === null || (m[1] === '' && !contextBefore(text, pos, MBI_WORDS, 48))) return;
  out.push({ type: 'MEDICARE_MBI', start: pos, end: pos + m[0].length, rank: RANK.checked });
}
