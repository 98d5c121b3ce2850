import { type Cues, cueBit } from './phi-cues.js';
import { work } from './phi-tokens.js';
import { type Hit, RANK } from './pii-context.js';
import type { DigitRuns } from './pii-digits.js';

/**
 * Record and account numbers, health plan, licence, plate and device identifiers as clinical notes
 * write them: a label, then a value ("MRN:      8249813", "Med Rec # 560-40-78-5", "Member ID
 * XJH123456789", "S/N: PX4471-22"). Values look like any other code, so they are only taken after
 * a label; each label family names its entity type. One global regex finds the labels; a sticky
 * regex reads the value right after. The filler between label and value is bounded, so a run of
 * spaces or punctuation cannot make either regex backtrack, and the scan is linear.
 */
const NO = String.raw`(?:\s?(?:numbers?|num|nos?|nr|ids?|identifier|#)\.?)`;
const FAMILIES: readonly (readonly [string, string])[] = [
  [
    'MRN',
    String.raw`mrn|m\.r\.n\.?|mr\s?(?:#|no\b\.?)|med(?:ical)?\.?\s?rec(?:ord)?s?\.?${NO}?|(?:unit|record|chart|hospital|patient|pt|accession|encounter|visit|case|admission|specimen|requisition|episode|order|referral|authori[sz]ation|auth|prescription|rx)${NO}|(?:e?mpi|csn|urn|uhid|ipd|opd)${NO}?|(?:hosp|lab|ip|op|cr|uhid|mrd)${NO}`,
  ],
  [
    'HEALTH_PLAN',
    String.raw`(?:member|subscriber|beneficiary|policy|group|insurance|insured|plan|health\splan|medicaid|medicare|mbi|payer|policyholder|bcbs|uhc|aetna|cigna|humana|tricare)${NO}|medicaid|mbi`,
  ],
  [
    'ACCOUNT',
    String.raw`acct\.?${NO}?|a\/c${NO}?|(?:billing|bank|checking|savings)?\s?account${NO}?|invoice${NO}|claim${NO}|(?:fin|har)${NO}?`,
  ],
  [
    'LICENSE',
    String.raw`(?:state\s|medical\s|nursing\s|professional\s|pharmacy\s|rn\s|md\s)?licen[cs]e${NO}?|lic\.?${NO}|certificate${NO}?|cert\.?${NO}|dea${NO}?`,
  ],
  [
    'LICENSE_PLATE',
    String.raw`(?:licen[cs]e\s|number\s|registration\s)?plates?${NO}?|tag${NO}|(?:vehicle\s)?registration${NO}?|reg\.?${NO}`,
  ],
  [
    'DEVICE_ID',
    String.raw`serial${NO}?|s\/n|sn|s\.n\.|device${NO}|udi|(?:implant|pacemaker|icd|pump|stimulator|generator)\s(?:serial|id)${NO}?`,
  ],
  ['VIN', String.raw`vin${NO}?|vehicle\sidentification${NO}?`],
];
const LABELS = new RegExp(`\\b(?:${FAMILIES.map(([, words]) => `(${words})`).join('|')})(?:(?<=#)|(?![a-z]))`, 'gi');

/**
 * Filler after a label: punctuation, "is", "of"; then a value of 4–48 characters holding digits,
 * optionally after a two-letter state or issuer prefix ("MD 12345").
 */
const VALUE =
  /[\s:#.=-]{0,12}(?:(?:is|was|of|on)\s{1,3})?(?:#\s?)?((?:[A-Z]{2}\s(?=\d))?[A-Z0-9](?:[A-Z0-9]|[-/.](?=[A-Z0-9])){3,47})(?![\w-]|\.\w)/iy;

const digitCount = (s: string) => {
  let n = 0;
  for (let i = 0; i < s.length; i++) if (s.charCodeAt(i) >= 48 && s.charCodeAt(i) <= 57) n++;
  return n;
};

/** A licence value may be all letters but a few ("RN12345"); others need most characters to be digits or mixed. */
function acceptable(type: string, value: string): boolean {
  const digits = digitCount(value);
  if (type === 'LICENSE_PLATE') return digits >= 1 && value.length <= 10;
  if (type === 'VIN') return value.length === 17;
  return digits >= 3;
}

/** The VIN family's label words: the one family whose value may be all letters (acceptable()). */
const VIN_LABEL = /vin|vehicle/i;
/**
 * The runs of letters a VIN family label opens with (phi-cues.ts): "vin" with or without its
 * number word glued on ("VINno", "vin#"), or "vehicle"; LABELS ends a label before no letter.
 */
const VIN_CUES = cueBit(
  ['', 'no', 'nos', 'nr', 'num', 'number', 'numbers', 'id', 'ids', 'identifier']
    .map((w) => `vin${w}`)
    .concat('vehicle'),
);

/** Whether a VIN label may stand in the text: by its cue words (phi-tokens.ts tokenize) when given, else by VIN_LABEL. */
const namesVin = (text: string, cues: Cues | undefined) =>
  cues === undefined ? VIN_LABEL.test(text) : (cues.seen & VIN_CUES) !== 0;

/**
 * How far before a digit of its value a label can start: the longest label is 34 characters ("vehicle
 * identification identifier."), then VALUE reads at most 12 of filler, "was" and 3 blanks, "# ", a
 * state prefix and a 48-character value: 105 in all, rounded up.
 */
const LABEL_REACH = 128;
/** How far past its start a label attempt reads: the longest label and its one-character look-ahead (35), rounded up. */
const LABEL_READ = 64;

/**
 * A character no label holds (labels are ASCII letters, ".", "#", "/" and blanks): no label match
 * spans it, so a scan started right after one finds what a scan from further back finds there.
 */
const breaks = (c: number) =>
  c < 128 && !((c | 32) >= 97 && (c | 32) <= 122) && c !== 46 && c !== 35 && c !== 47 && c !== 32 && (c < 9 || c > 13);

/**
 * Where LABELS may start reading and the last label start that can have a value: a value other than
 * a VIN holds a digit, so only labels within LABEL_REACH before the first digit run and up to the
 * last one can yield one. The scan starts right after a breaking character at least that far back
 * (see breaks()), or at 0 when there is none.
 */
function labelSpan(text: string, digits: DigitRuns): [number, number] {
  let from = digits.starts[0]! - LABEL_REACH;
  while (from > 0 && !breaks(text.charCodeAt(from - 1))) from--;
  return [Math.max(0, from), digits.ends[digits.n - 1]!];
}

/**
 * `digits`: the text's digit runs. A value other than a VIN needs digits, so unless the text names
 * a VIN, LABELS is only run over the stretch of text around its digits (labelSpan), and not at all
 * over ordinary prose without any.
 */
export function findRecords(text: string, out: Hit[], digits?: DigitRuns, cues?: Cues): void {
  let from = 0;
  let last = text.length;
  if (digits !== undefined && digits.n === 0) {
    if (!namesVin(text, cues)) return;
  } else if (digits !== undefined) {
    // The VIN test only when the span leaves part of the text out (not on dense notes, digits throughout).
    const [f, l] = labelSpan(text, digits);
    if ((f > 0 || l + LABEL_READ < text.length) && !namesVin(text, cues)) [from, last] = [f, l];
  }
  // Over the text cut LABEL_READ after `last`, the attempts up to `last` go as over the whole text,
  // and the scan does not run on to the end of the text once no label is left before `last`.
  const scanned = last + LABEL_READ < text.length ? text.slice(0, last + LABEL_READ) : text;
  LABELS.lastIndex = from;
  for (let m = LABELS.exec(scanned); m !== null && m.index <= last; m = LABELS.exec(scanned)) {
    const family = m.findIndex((g, i) => i > 0 && g !== undefined) - 1;
    const type = FAMILIES[family]![0];
    VALUE.lastIndex = LABELS.lastIndex;
    const v = VALUE.exec(text);
    const value = v?.[1];
    if (v === null || value === undefined || !acceptable(type, value)) continue;
    const end = LABELS.lastIndex + v[0].length;
    out.push({ type, start: end - value.length, end, rank: RANK.anchored });
    LABELS.lastIndex = end;
  }
}

/** DEA registration: two letters and seven digits, the last a check digit (d1+d3+d5 + 2·(d2+d4+d6)) mod 10. */
const DEA = /^[A-HJ-NP-Z][A-Z9]\d{7}$/;

export function deaValid(s: string): boolean {
  const d = [...s.slice(2)].map(Number);
  const sum = d[0]! + d[2]! + d[4]! + 2 * (d[1]! + d[3]! + d[5]!);
  return sum % 10 === d[6];
}

/** Vehicle identification number: 17 characters without I, O, Q; position 9 is a check digit (ISO 3779, North America). */
const VIN = /^[A-HJ-NPR-Z0-9]{17}$/;
const VIN_WEIGHTS = [8, 7, 6, 5, 4, 3, 2, 10, 0, 9, 8, 7, 6, 5, 4, 3, 2];
/** Letter values of the transliteration table, as letter–digit pairs. */
const VIN_LETTERS = 'A1B2C3D4E5F6G7H8J1K2L3M4N5P7R9S2T3U4V5W6X7Y8Z9';

export function vinValid(vin: string): boolean {
  let sum = 0;
  for (let i = 0; i < 17; i++) {
    const c = vin[i]!;
    const v = c >= '0' && c <= '9' ? Number(c) : Number(VIN_LETTERS[VIN_LETTERS.indexOf(c) + 1]);
    sum += v * VIN_WEIGHTS[i]!;
  }
  const check = sum % 11;
  return vin[8] === (check === 10 ? 'X' : String(check));
}

/**
 * Unique device identifiers without a label: GS1 with its application identifiers in brackets
 * ("(01)00844588003288(17)141120(10)A213B1") and HIBCC ("+H123PX4471220/$$3231231A12").
 */
const UDI =
  /(?<![\w)])(?:\(01\)\d{14}(?:\(\d{2,4}\)[A-Za-z0-9\-./]{1,20}){0,8}|\+[A-Z][A-Z0-9]{3}[A-Z0-9]{4,18}(?:\/[$+%A-Z0-9]{2,40})?)(?![\w(])/y;

/** UDIs start with "(01)" or "+": the sticky regex is tried only where indexOf finds one. */
function findUdis(text: string, out: Hit[]): void {
  for (const lead of ['(01)', '+']) {
    for (let at = text.indexOf(lead); at >= 0; at = text.indexOf(lead, at + 1)) {
      UDI.lastIndex = at;
      const m = UDI.exec(text);
      if (m === null || digitCount(m[0]) < 6) continue;
      out.push({ type: 'DEVICE_ID', start: at, end: at + m[0].length, rank: RANK.checked });
      at += m[0].length - 1;
    }
  }
}

const hasLetterAndDigit = (s: string) => /\d/.test(s) && /[A-Z]/.test(s);

/**
 * Upper-case codes of 9 or 17 letters and digits: one regex reads both DEA and VIN candidates,
 * whose shape and check digit are then checked in code. A code is a whole word (no \w on either
 * side), and both kinds hold a digit (a DEA number seven, a VIN at least one): so CODE is tried
 * only on the words of 9 or 17 characters around the text's digit runs (pii-digits.ts), not at
 * every capital letter and digit of the text.
 */
const CODE = /[A-Z0-9](?<!\w[A-Z0-9])[A-Z0-9]{8}(?:[A-Z0-9]{8})?(?!\w)/y;

const isWordChar = (c: number) => ((c | 32) >= 97 && (c | 32) <= 122) || (c >= 48 && c <= 57) || c === 95;

/** DEA numbers, VINs and UDIs: shapes validated by their check digit or structure, taken without a label. */
export function findChecked(text: string, digits: DigitRuns, out: Hit[]): void {
  // The end of the last word read: the digit runs of one word are one candidate.
  let read = 0;
  for (let r = 0; r < digits.n; r++) {
    if (digits.starts[r]! < read) continue;
    // The word around the run, read out to at most 17 characters each way.
    let start = digits.starts[r]!;
    while (start > 0 && digits.starts[r]! - start < 17 && isWordChar(text.charCodeAt(start - 1))) start--;
    let end = digits.ends[r]!;
    while (end < text.length && end - start <= 17 && isWordChar(text.charCodeAt(end))) end++;
    work.steps += end - start;
    read = end;
    if (end - start !== 9 && end - start !== 17) continue;
    CODE.lastIndex = start;
    const m = CODE.exec(text);
    if (m === null) continue;
    const code = m[0];
    if (code.length === 9 && DEA.test(code) && deaValid(code)) {
      out.push({ type: 'DEA', start: m.index, end: m.index + 9, rank: RANK.checked });
    } else if (code.length === 17 && VIN.test(code) && hasLetterAndDigit(code) && vinValid(code)) {
      out.push({ type: 'VIN', start: m.index, end: m.index + 17, rank: RANK.checked });
    }
  }
  findUdis(text, out);
}
