import { type Cues, cueBit } from './phi-cues.js';
import { dayValid } from './pii-checksums.js';
import { contextBefore, type Hit, RANK } from './pii-context.js';
import type { DigitRuns } from './pii-digits.js';

/**
 * HIPAA Safe Harbor date elements (every element of a date except the year alone) and ages over 89.
 * One global regex finds date candidates; the parts are checked in code (month 1–12, day within
 * the month) so "BP 120/80", "APGAR 8/9", "4.7 mg" or a version "1.2.3" are not dates. A numeric
 * date without a year ("4/7") is only taken after a word that introduces a date ("on 4/7",
 * "DD: 4/7"), since fractions and scores have the same shape. Times of day alone are never dates.
 * Every repetition is bounded and each alternative starts at a word boundary, so the scan is linear.
 */
const MONTH =
  'jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|sep(?:t|tember)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?';
const WEEKDAY = String.raw`(?:mon|tues?|wed(?:nes)?|thu(?:rs?)?|fri|sat(?:ur)?|sun)(?:day)?\.?,?\s`;
const ORD = '(?:st|nd|rd|th)?';
const YEAR = String.raw`(?:,?\s(?:\d{4}|'\d{2})(?!\d))`;

const FORMS = [
  // 1: ISO 2069-04-07 or 2069/04/07
  String.raw`(\d{4})[-/](\d{1,2})[-/](\d{1,2})(?![\d/-])`,
  // 4: 04/07/69, 4-7-2069, 07.04.2069 (a year of 2 or 4 digits)
  String.raw`(\d{1,2})([/.-])(\d{1,2})\5(\d{4}|\d{2})(?![\d/]|[.-]\d)`,
  // 8: 4/7 (no year; context checked in code)
  String.raw`(\d{1,2})/(\d{1,2})(?![\d/]|\.\d)`,
  // 10: Monday, Jan 5, 2069 / November 3rd / Nov. 3 / November 2069
  String.raw`(${WEEKDAY})?(${MONTH})\.?\s(?:(\d{1,2})${ORD}(?!\d)${YEAR}?|(\d{4})(?!\d))`,
  // 15: 3 Nov 2069 / the 3rd of November / 3-Nov-2069
  String.raw`(${WEEKDAY})?(?:the\s)?(\d{1,2})${ORD}(?:\sof)?[\s-](${MONTH})\.?(?:[\s-]\d{4}(?!\d)|${YEAR})?`,
  // 17: a day of the week alone ("seen Tuesday"), an element of a date too (i2b2 labels it DATE)
  '((?:mon|tues|wednes|thurs|fri|satur|sun)day)',
  // 18: a month and a year, 3/2019 or 03/2069: the month is a date element (the year alone is not)
  String.raw`(\d{1,2})/((?:19|20)\d{2})(?![\d/]|\.\d)`,
];
/**
 * Not inside a word, a number, a version (2.3.1.4017) or a time (10:30/…). The cheap \b first
 * keeps the lookbehind from running at every character; then the first character of every form
 * (a digit, or the first letter of a month, a weekday or "the"), so that the alternatives are not
 * tried at the word boundaries of other words (about a fifth less time over a note, same matches).
 */
const DATE = new RegExp(`\\b(?=[\\dadfjmnostw])(?<![./-]|\\d:)(?:${FORMS.join('|')})(?![a-z])`, 'gi');

/** Words right before a year-less numeric date that say it is one. */
const DATE_WORDS =
  /\b(?:on|since|from|until|till|through|thru|dated?|dd|dos|doa|dod|dob|admitted|admission|discharged?|seen|visit|followup|follow-up|f\/u|last|next|before|after|starting|started|effective|scheduled|due|mon|tue|wed|thu|fri|sat|sun)\b[\s:.,]{0,3}$/;

/** Not MONTH.split('|'): "sep(?:t|tember)" holds a "|" of its own, which shifted Oct–Dec by one. */
const MONTH_PREFIXES = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'];
const monthNumber = (name: string) => MONTH_PREFIXES.indexOf(name.slice(0, 3).toLowerCase()) + 1;

/** Month words that are also ordinary words ("may", "march", "sat", "sun") must be capitalized. */
const capitalized = (word: string) => word.charCodeAt(0) >= 65 && word.charCodeAt(0) <= 90;

function valid(text: string, m: RegExpExecArray): boolean {
  if (m[1] !== undefined) return dayValid(Number(m[2]), Number(m[3]));
  if (m[4] !== undefined) {
    const [a, b] = [Number(m[4]), Number(m[6])];
    // A dotted date needs a four-digit year: "1.2.69" is more often a version or a list number.
    if (m[5] === '.' && m[7]!.length !== 4) return false;
    return dayValid(a, b) || dayValid(b, a);
  }
  if (m[8] !== undefined) {
    const [a, b] = [Number(m[8]), Number(m[9])];
    return (dayValid(a, b) || dayValid(b, a)) && contextBefore(text, m.index, DATE_WORDS, 24);
  }
  if (m[11] !== undefined) {
    if (!capitalized(m[11]) || (m[10] !== undefined && !capitalized(m[10]))) return false;
    return m[12] === undefined || dayValid(monthNumber(m[11]), Number(m[12]));
  }
  if (m[16] !== undefined) {
    if (!capitalized(m[16])) return false;
    return dayValid(monthNumber(m[16]), Number(m[15]));
  }
  if (m[17] !== undefined) return capitalized(m[17]);
  // "1/2000 dilution", "titer 1/1960": a ratio.
  if (m[18] === undefined || Number(m[18]) < 1 || Number(m[18]) > 12) return false;
  const end = m.index + m[0].length;
  return (
    !RATIO_AFTER.test(text.slice(end, end + 12)) && !RATIO_BEFORE.test(text.slice(Math.max(0, m.index - 12), m.index))
  );
}
const RATIO_AFTER = /^\s*(?:dilution|titer|titre|ratio)/i;
const RATIO_BEFORE = /(?:dilution|titer|titre|ratio|ana)(?:\s*(?:of|at|:))?\s*$/i;

/**
 * Form 17 alone, with DATE's boundaries (sticky): where no digit is in reach, DATE can only find a
 * weekday, and a weekday holds "day", so it is tried only 3 to 6 characters before each "day" of the
 * text (DAYS, a cheap scan) rather than at every word boundary.
 */
const WEEKDAY_AT = /\b(?<![./-]|\d:)(?:((?:mon|tues|wednes|thurs|fri|satur|sun)day))(?![a-z])/iy;
const DAYS = /day/gi;

/**
 * Pushes the weekdays (form 17) that start in [from, to), as a scan of DATE from `from` finds them
 * when no digit is in reach; returns where that scan would go on (the end of the last one, or `from`).
 * A weekday is a whole word, so two never overlap and they come in order of their "day".
 */
function weekdays(text: string, from: number, to: number, out: Hit[], cues: Cues | undefined): number {
  if (cues !== undefined) return cuedWeekdays(text, from, to, out, cues);
  DAYS.lastIndex = from + 3;
  for (let d = DAYS.exec(text); d !== null; d = DAYS.exec(text)) {
    for (let k = 6; k >= 3; k--) {
      const at = d.index - k;
      if (at >= to) return from;
      if (at < from) continue;
      WEEKDAY_AT.lastIndex = at;
      const m = WEEKDAY_AT.exec(text);
      // Only the weekday whose "day" this is (another one ends elsewhere and is met at its own "day").
      if (m === null || m[0].length !== k + 3) continue;
      if (capitalized(m[1]!)) out.push({ type: 'DATE', start: at, end: at + m[0].length, rank: RANK.date });
      from = at + m[0].length;
      break;
    }
  }
  return from;
}

/** The weekdays (phi-cues.ts): a match is one whole run of letters, before no letter. */
const WEEKDAY_CUES = cueBit(['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday']);

/** weekdays() at the tokenizer's weekday words instead of each "day" of the text: the same matches, in order. */
function cuedWeekdays(text: string, from: number, to: number, out: Hit[], cues: Cues): number {
  if ((cues.seen & WEEKDAY_CUES) === 0) return from;
  for (let k = 0; k < cues.at.length; k++) {
    const at = cues.at[k]!;
    if (at >= to) break;
    if ((cues.bits[k]! & WEEKDAY_CUES) === 0 || at < from) continue;
    WEEKDAY_AT.lastIndex = at;
    const m = WEEKDAY_AT.exec(text);
    if (m === null) continue;
    if (capitalized(m[1]!)) out.push({ type: 'DATE', start: at, end: at + m[0].length, rank: RANK.date });
    from = at + m[0].length;
  }
  return from;
}

/**
 * How far from a digit a DATE attempt reads: a match starts at most ~30 characters before its first
 * digit ("Wednesday., September 3") and reads at most ~30 past its last ("3rd of November, 2069" and
 * the look-aheads); doubled for safety.
 */
const DATE_REACH = 64;

/**
 * `digits`: the text's digit runs. Every form but the weekday alone (17) holds a digit, so DATE is
 * run only from DATE_REACH before the first run to the last one, over the text cut DATE_REACH after
 * it (an attempt there reads nothing further, so it goes as over the whole text); the weekdays
 * before and after are found by weekdays(). Same matches, in the same order, as DATE over the whole text.
 */
export function findDates(text: string, out: Hit[], digits?: DigitRuns, cues?: Cues): void {
  if (digits === undefined) {
    scan(text, text, 0, text.length, out);
    return;
  }
  if (digits.n === 0) {
    weekdays(text, 0, text.length, out, cues);
    return;
  }
  const head = digits.starts[0]! - DATE_REACH;
  const from = head > 0 ? Math.max(head, weekdays(text, 0, head, out, cues)) : 0;
  const last = digits.ends[digits.n - 1]!;
  const cut = last + DATE_REACH < text.length ? text.slice(0, last + DATE_REACH) : text;
  weekdays(text, scan(text, cut, from, last, out), text.length, out, cues);
}

/** DATE's matches over `cut` (a prefix of `text`) from `from` that start at or before `last`; returns where the scan goes on. */
function scan(text: string, cut: string, from: number, last: number, out: Hit[]): number {
  let next = from;
  DATE.lastIndex = from;
  for (let m = DATE.exec(cut); m !== null && m.index <= last; m = DATE.exec(cut)) {
    if (valid(text, m)) out.push({ type: 'DATE', start: m.index, end: m.index + m[0].length, rank: RANK.date });
    next = DATE.lastIndex;
  }
  return next;
}

/**
 * Ages over 89 (Safe Harbor aggregates them as "90 or older"): "92 years old", "92 y/o", "92yo",
 * "a 101-year-old", "aged 95", "age: 93". Only the number is reported, the unit stays.
 */
const AGE =
  /\b(?:(?:aged?|age:)\s{0,3}(9\d|1[0-2]\d)(?![\d.])|(9\d|1[0-2]\d)(?:[\s-]{0,2}(?:years?|yrs?|y)[\s-]{0,2}(?:old|o\b|\/o\b)|\s?y\/?o\b|\s?yo\b|[\s-]{0,2}(?:years?|yrs?)\s(?:of age|male|female|man|woman|gentleman|lady|patient|pt)\b))/i;

/**
 * An age stated in prose after a person ("Patient is 98", "she is 97 and lives alone", "he was 93
 * when", "Mrs. Lund is 94") or a birthday ("her 100th birthday"). A number after "is"/"was" is as
 * often a measure ("is 98% saturated", "was 98.6 F", "is 120/80", "is 95 kg", "was 94 on room
 * air"), so a unit, a decimal, a fraction or a letter right after it says it is not an age. The
 * number is a whole run of digits from 90 to 129 (ageNumber), looked for among the text's digit
 * runs (pii-digits.ts); only then are the few characters around it read.
 */
function ageNumber(text: string, start: number, end: number): boolean {
  const first = text.charCodeAt(start);
  if (end - start === 2) return first === 57;
  const second = text.charCodeAt(start + 1);
  return end - start === 3 && first === 49 && second >= 48 && second <= 50;
}
const PERSON_BEFORE =
  /\b(?:patient|pt|he|she|who|mother|father|mom|dad|husband|wife|grand(?:mother|father|ma|pa)|son|daughter|brother|sister|man|woman|gentleman|lady|resident|client|(?:mr|mrs|ms|miss|dr)\.?\s{1,3}[a-z\u00c0-\u024f][a-z\u00c0-\u024f'’-]{1,30})(?:['’]s|\s{1,3}(?:is|was|will\s+be|turned|turns))\s{1,3}(?:(?:now|only|almost|nearly|about)\s+)?$/i;
const MEASURE_AFTER =
  /(?:[/%°:]|[.,]\d|[a-z\u00c0-\u024f]|\s{0,2}[%°]|\s{0,2}(?:percent|degrees?|kgs?|lbs?|pounds?|g|mg|mcg|ml|cm|mm|in|inches|ft|feet|[fc]|bpm|mmhg|mins?|minutes|hours?|hrs?|days?|weeks?|wks?|months?|mos?|beats|breaths|seconds?|secs?)\b|\s{1,2}on\s+(?:room\s+air|ra\b|\d))/iy;
const BIRTHDAY_AFTER = /(?:st|nd|rd|th)\s+birthday\b/iy;
/** A digit, an ASCII letter, "." or "," right before the number: it is part of a word, a value or a list ("A98", "1.98"). */
const glued = (c: number) => (c >= 48 && c <= 57) || ((c | 32) >= 97 && (c | 32) <= 122) || c === 46 || c === 44;

function findProseAges(text: string, digits: DigitRuns, out: Hit[]): void {
  for (let r = 0; r < digits.n; r++) {
    const start = digits.starts[r]!;
    const end = digits.ends[r]!;
    if (!ageNumber(text, start, end) || (start > 0 && glued(text.charCodeAt(start - 1)))) continue;
    BIRTHDAY_AFTER.lastIndex = end;
    if (!BIRTHDAY_AFTER.test(text)) {
      MEASURE_AFTER.lastIndex = end;
      if (MEASURE_AFTER.test(text) || !PERSON_BEFORE.test(text.slice(Math.max(0, start - 56), start))) continue;
    }
    out.push({ type: 'AGE', start, end, rank: RANK.date });
  }
}

/**
 * AGE tried at one offset. Its number is a whole digit run of 90 to 129 (a word boundary or "age"
 * before it, a non-digit after it: see ageNumber), and a match starts at most AGE_REACH characters
 * before that run ("aged" or "age:" and three spaces). So AGE is tried only there, not over the text.
 */
const AGE_AT = new RegExp(AGE.source, 'iy');
const AGE_REACH = 7;

/**
 * AGE's matches, in order, as a global scan over the whole text finds them: for each run of 90 to
 * 129 the leftmost offset where AGE matches, not before the end of the previous match.
 */
export function findAges(text: string, digits: DigitRuns, out: Hit[]): void {
  let next = 0;
  for (let r = 0; r < digits.n; r++) {
    const run = digits.starts[r]!;
    if (!ageNumber(text, run, digits.ends[r]!)) continue;
    for (let at = Math.max(next, run - AGE_REACH); at <= run; at++) {
      // Before the number a match opens with "age": other offsets are passed over without a try.
      if (at < run && (text.charCodeAt(at) | 32) !== 97) continue;
      AGE_AT.lastIndex = at;
      const m = AGE_AT.exec(text);
      if (m === null) continue;
      const value = m[1] ?? m[2]!;
      const start = at + m[0].indexOf(value);
      out.push({ type: 'AGE', start, end: start + value.length, rank: RANK.date });
      next = at + m[0].length;
      break;
    }
  }
  findProseAges(text, digits, out);
}
