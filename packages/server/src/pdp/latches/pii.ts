/**
 * The PII/PHI detector behind baseline latch-2 ("pii-phi-redaction"). It follows Presidio's
 * recipe: a pattern finds candidates, a checksum or range rule validates them (Luhn, IBAN mod 97,
 * SSA ranges, NPI), and context words are required for shapes that are otherwise ordinary numbers
 * (local phone numbers, 12-digit cards, undashed SSNs, MRN, DOB…). Every regex is compiled once,
 * has bounded repetition or a lookbehind that stops it restarting inside a run, and so stays linear
 * on adversarial input. For speed the text is read once for runs of digits (shared with the house
 * numbers and ages, pii-digits.ts), and once each for "@" and ":" (indexOf); the typed matchers are
 * sticky regexes tried only where those point.
 */
import type { Finding } from './finding.js';
import { findUrls, relabelFaxes } from './phi-contact.js';
import { findAges, findDates } from './phi-dates.js';
import { findIntlDates } from './phi-dates-intl.js';
import { findAgeWords, findDayOrdinals, findHolidays } from './phi-dates-words.js';
import { findHl7 } from './phi-hl7.js';
import { findNationalIds } from './phi-national-ids.js';
import { findChecked, findRecords } from './phi-records.js';
import { findSqlValues, mayHoldSql } from './phi-sql-values.js';
import { findNamesAndPlaces, NAME_AND_PLACE_TYPES, wordsOf } from './phi-text.js';
import { work } from './phi-tokens.js';
import { findVcardFields } from './phi-vcard.js';
import { findX12, mayHoldX12 } from './phi-x12.js';
import { findXmlFields } from './phi-xml-fields.js';
import type { Hit } from './pii-context.js';
import { type DigitRuns, digitRuns } from './pii-digits.js';
import { type IdScan, idsBefore, mbiAt } from './pii-ids.js';
import { cardAt, findEmails, findIpv6, ibanAt, ipv4At, ssnAt } from './pii-numbers.js';
import { phoneAt } from './pii-phone.js';

export const PII_TYPES: readonly string[] = Object.freeze([
  'EMAIL',
  'PHONE',
  'CREDIT_CARD',
  'US_SSN',
  'US_ITIN',
  'IBAN',
  'IP_ADDRESS',
  'US_NPI',
  'MEDICARE_MBI',
  'MRN',
  'DATE_OF_BIRTH',
  'US_PASSPORT',
  'US_DRIVER_LICENSE',
  // Safe Harbor dates and identifiers (ADR 0039).
  'DATE',
  'AGE',
  'FAX',
  'HEALTH_PLAN',
  'ACCOUNT',
  'LICENSE',
  'DEA',
  'VIN',
  'LICENSE_PLATE',
  'DEVICE_ID',
  // National identity and health-service numbers of other countries (ADR 0077).
  'NATIONAL_ID',
  'URL',
  ...NAME_AND_PLACE_TYPES,
]);

/**
 * A number: runs of digits joined by the separators numbers are written with, from a digit to a
 * digit (what the regex /\d(?:[\d\-. ()/x]*\d)?/g matches), read off the text's digit runs
 * (pii-digits.ts): the typed matchers are then tried only there.
 */
const isDigit = (c: number) => c >= 48 && c <= 57;
/** The characters of a number's middle part: digits, "-", ".", " ", "(", ")", "/", "x". */
const isRunChar = (c: number) =>
  isDigit(c) || c === 45 || c === 46 || c === 32 || c === 40 || c === 41 || c === 47 || c === 120;
const isLetter = (c: number) => (c | 32) >= 97 && (c | 32) <= 122;

/** Where each typed matcher may next start: like a global regex, none restarts inside its last run. */
interface Cursor {
  phone: number;
  card: number;
  ssn: number;
  ip: number;
  ids: IdScan;
}

/**
 * Entities that start at the digits [at, digitsEnd), with `room` characters left in the number.
 * The length gates are the fewest characters each entity can have (7 for a phone number, 12 for a card…).
 */
function atDigits(text: string, at: number, digitsEnd: number, room: number, c: Cursor, out: Hit[]): void {
  if (room >= 7 && at >= c.phone) {
    // A phone number may open with "+" or a parenthesised code just before its first digit.
    const before = text.charCodeAt(at - 1);
    let end = before === 43 || before === 40 ? phoneAt(text, at - 1, out) : -1;
    if (end < 0) end = phoneAt(text, at, out);
    c.phone = Math.max(c.phone, end);
  }
  if (room >= 12 && at >= c.card) c.card = Math.max(c.card, cardAt(text, at, out));
  // An SSN opens with three digits and a separator, or is nine digits in a row.
  const first = digitsEnd - at;
  if (room >= 9 && (first === 3 || first === 9) && at >= c.ssn) c.ssn = Math.max(c.ssn, ssnAt(text, at, out));
  if (room >= 7 && text.charCodeAt(digitsEnd) === 46 && at >= c.ip) c.ip = Math.max(c.ip, ipv4At(text, at, out));
}

/** Entities that start just before a number: an IBAN's country code, an MBI (digit then letters), named IDs. */
function atNumber(text: string, start: number, end: number, c: Cursor, out: Hit[]): void {
  if (start >= 2 && isLetter(text.charCodeAt(start - 1)) && isLetter(text.charCodeAt(start - 2))) {
    ibanAt(text, start - 2, out);
  }
  if (end - start === 1 && isLetter(text.charCodeAt(end))) mbiAt(text, start, out);
  if (end - start >= 3) idsBefore(text, start, c.ids, out);
}

/** Whether text[from, to) holds only the separators a number may be written with (no digit stands there). */
function separators(text: string, from: number, to: number): boolean {
  for (let k = from; k < to; k++) if (!isRunChar(text.charCodeAt(k))) return false;
  return true;
}

function findNumbers(text: string, digits: DigitRuns, out: Hit[]): void {
  const c: Cursor = { phone: 0, card: 0, ssn: 0, ip: 0, ids: { lastKeyword: -1, scannedTo: 0 } };
  const { n, starts, ends } = digits;
  for (let r = 0; r < n; ) {
    // The number runs from this run of digits to the last one joined to it by separators alone.
    let last = r;
    while (last + 1 < n && separators(text, ends[last]!, starts[last + 1]!)) last++;
    const start = starts[r]!;
    const end = ends[last]!;
    // The separators read count as work: at most the number once.
    work.steps += end - start;
    atNumber(text, start, end, c, out);
    // Every typed matcher starts at the first digit of a run of digits (or just before it), never inside one.
    if (end - start >= 7)
      for (let k = r; k <= last; k++) atDigits(text, starts[k]!, ends[k]!, end - starts[k]!, c, out);
    r = last + 1;
  }
}

function candidates(text: string): Hit[] {
  const out: Hit[] = [];
  findEmails(text, out);
  findIpv6(text, out);
  const digits = digitRuns(text);
  // The name recognizers' tokens, read here for the cue words the date words open with (phi-cues.ts).
  const words = wordsOf(text);
  findNumbers(text, digits, out);
  // Safe Harbor dates and identifiers (ADR 0039).
  findDates(text, out, digits, words.cues);
  if (digits.n > 0) findIntlDates(text, digits, out);
  findHolidays(text, out, words.cues);
  findAgeWords(text, out, words.cues);
  if (digits.n > 0) findDayOrdinals(text, digits, out);
  findAges(text, digits, out);
  findRecords(text, out, digits, words.cues);
  findChecked(text, digits, out);
  if (digits.n > 0) findNationalIds(text, digits, out);
  findUrls(text, out);
  relabelFaxes(text, out);
  findNamesAndPlaces(text, out, digits, words);
  // (A '|' or an MSH is the cheapest sign of a message: most texts are passed on it.)
  if (text.indexOf('|') >= 0 || text.indexOf('MSH') >= 0) findHl7(text, out);
  if (mayHoldX12(text)) findX12(text, out);
  if (mayHoldSql(text)) findSqlValues(text, out);
  findXmlFields(text, out);
  findVcardFields(text, out);
  return out;
}

const better = (a: Hit, b: Hit) => a.rank > b.rank || (a.rank === b.rank && a.end - a.start > b.end - b.start);

/**
 * Settles overlaps in one pass by start: of two overlapping candidates the higher-ranked, then the
 * longer, stays. Candidates arrive grouped by family, so they are sorted first.
 */
function resolve(hits: Hit[], text: string): Hit[] {
  if (hits.length < 2) return hits;
  hits.sort((a, b) => a.start - b.start || b.end - a.end);
  return settle(dropCodesInPhones(hits), text);
}

/**
 * "Dr. Jan Bakker, Franklin Hospital": a surname read with the organization's first word as "Last, First"
 * ("Bakker, Franklin") loses that word to the organization, not itself: the person's part before the comma stays.
 */
function personBefore(last: Hit, h: Hit, text: string): Hit | null {
  if (last.type !== 'PERSON' || h.type === 'PERSON' || last.start >= h.start) return null;
  let k = h.start;
  while (k > last.start && (text.charCodeAt(k - 1) === 32 || text.charCodeAt(k - 1) === 9)) k--;
  if (text.charCodeAt(k - 1) !== 44 || k - 1 <= last.start) return null;
  // Only where a title opens the name ("Dr. Jan Bakker", "Mr. de Vries"): "120 Fifth Avenue Place, Pittsburgh" is no one.
  if (!TITLED_BEFORE.test(text.slice(Math.max(0, last.start - 40), last.start))) return null;
  return { ...last, end: k - 1 };
}
const TITLED_BEFORE =
  /(?:^|[^\p{L}])(?:Dr|Mr|Mrs|Ms|Mx|Prof|Sr|Fr|Rev)\.?[ \t]+(?:\p{Lu}[\p{L}'’.-]*[ \t]+){0,2}(?:(?:de|van|von|der|den|la|le|da|di|du|dos|das)[ \t]+)?$/u;

/**
 * A postal code read from the first groups of a phone number ("086 555" of "086 555 1234") would outrank the
 * phone and leave its last digits in clear: a ZIP inside a longer PHONE candidate is dropped. `hits` is sorted.
 */
function dropCodesInPhones(hits: Hit[]): Hit[] {
  let phoneEnd = -1;
  let any = false;
  for (const h of hits) {
    if (h.type === 'PHONE') phoneEnd = Math.max(phoneEnd, h.end);
    else if (h.type === 'ZIP' && h.end < phoneEnd) any = true;
  }
  if (!any) return hits;
  phoneEnd = -1;
  return hits.filter((h) => {
    if (h.type === 'PHONE') phoneEnd = Math.max(phoneEnd, h.end);
    return !(h.type === 'ZIP' && h.end < phoneEnd);
  });
}

/** A town's whole name: words and blanks only, ending at a word's end ("Freiburg im Breisgau"; not "Berlin.", "Edinburgh E" of "EH16"). */
function wholeTown(text: string, h: Hit): boolean {
  return TOWN_WORDS.test(text.slice(h.start, h.end)) && !/[\p{L}\d]/u.test(text.charAt(h.end));
}
const TOWN_WORDS = /^[\p{L}\p{M}'’.-]+(?:[ \t]+[\p{L}\p{M}'’-]+)*(?<=[\p{L}\p{M}])$/u;

/** Candidates a kept hit overruled that are remembered, in case it is overruled in turn (bounded: linear time). */
const PENDING = 16;

function settle(hits: Hit[], text: string): Hit[] {
  const kept: Hit[] = [];
  // The candidates the last kept hit overruled: "Optum and Change Healthcare" overruled "Optum"; when the
  // better-ranked "Change Healthcare" overrules it in turn, "Optum" stands again, before it.
  let pending: Hit[] = [];
  for (let ti = 0; ti < hits.length; ti++) {
    const h = hits[ti]!;
    const last = kept[kept.length - 1];
    if (last === undefined || h.start >= last.end) {
      kept.push(h);
      pending.length = 0;
    } else if (h.type === 'CITY' && last.type === 'CITY' && h.end <= last.end && wholeTown(text, last)) {
      // "Alcalá" read by its cue inside "Alcalá de Henares" from the gazetteer: the town's whole name stays.
      if (better(h, last)) kept[kept.length - 1] = { ...last, rank: h.rank };
    } else if (better(h, last)) {
      kept.pop();
      if (last.type === h.type && last.start < h.start && h.end > last.end) {
        // Two readings of one name that overlap ("La Clínica", "Clínica de la Raza") are one name.
        kept.push({ ...h, start: last.start });
        pending.length = 0;
        continue;
      }
      const part = personBefore(last, h, text);
      if (part !== null) kept.push(part);
      // What the last kept hit overruled stands again before this one (after the person's part, if it stays).
      const before = pending.filter((p) => p.end <= h.start && (part === null || p.start >= part.end));
      if (before.length > 0) kept.push(...settle(before, text));
      kept.push(h);
      pending = pending.filter((p) => p.end > h.start);
    } else if (pending.length < PENDING) pending.push(h);
  }
  return kept;
}

/**
 * PII/PHI in `text`, sorted by start and non-overlapping. `types` restricts the entity types
 * reported (an org setting); all types are still detected first so that, say, a card number with
 * CREDIT_CARD switched off is not reported as a phone number instead.
 */
export function detectPii(text: string, types?: ReadonlySet<string> | readonly string[]): Finding[] {
  const only = types === undefined ? null : types instanceof Set ? types : new Set(types);
  if (text.length === 0 || only?.size === 0) return [];
  const found: Finding[] = [];
  const hits = resolve(candidates(text), text);
  for (let ti = 0; ti < hits.length; ti++) {
    const h = hits[ti]!;
    if (only === null || only.has(h.type)) found.push({ type: h.type, start: h.start, end: h.end });
  }
  return found;
}

/**
 * `text` with each finding replaced by `[REDACTED:<TYPE>]`. Findings may come from several
 * detectors: overlapping ones are merged into one redaction (labelled with the first) so no part of
 * either is left in clear; offsets outside the text are clamped.
 */
export function redactPii(text: string, findings: Finding[]): string {
  const spans = findings
    .map((f) => ({ type: f.type, start: Math.max(0, f.start), end: Math.min(text.length, f.end) }))
    .filter((f) => f.end > f.start)
    .sort((a, b) => a.start - b.start || b.end - a.end);
  let out = '';
  let cursor = 0;
  for (let i = 0; i < spans.length; ) {
    const first = spans[i]!;
    let end = first.end;
    for (i++; i < spans.length && spans[i]!.start < end; i++) end = Math.max(end, spans[i]!.end);
    out += `${text.slice(cursor, first.start)}[REDACTED:${first.type}]`;
    cursor = end;
  }
  return out + text.slice(cursor);
}
