/**
 * ZIP: postal codes that their shape or their place says (ADR 0142), with no label and no town the lists hold:
 * - Argentina's CPA "C1193AAE": a province letter, four digits, three letters, in brackets, after "C.P." or opening
 *   a line before the town ("Lot numbers: A1234BCD, B5678XYZ" are no codes; "(E1165)" is a diagnosis code, so the
 *   older four-digit form is not read);
 * - a code glued to a Chinese, Taiwanese or Japanese address before its city or county ("106臺北市大安區",
 *   "40341臺中市"): digits right before Han characters that end in a city's or county's character;
 * - a Korean code after a road address ("테헤란로 152 (06236)", "테헤란로 152, 06236").
 * (Japan's "〒169-0075" is read by phi-town-codes.ts.) Each is one sticky regex, tried at the start of a run of
 * digits (`digits`, read once by pii-digits.ts) only when the characters around the run ask for it.
 */

import type { Hit } from './pii-context.js';
import type { DigitRuns } from './pii-digits.js';

const RANK = 6;
/** The CPA: its letter stands right before the digits. */
const CPA =
  /(?<=(?:\(|\b[Cc]\.?[ \t]?[Pp]\.?[ \t]?|\bCPA[ \t]?)[A-HJ-NP-Z])\d{4}[A-Z]{3}(?![\p{L}\d])|(?<=(?:^|\n)[A-HJ-NP-Z])\d{4}[A-Z]{3}(?=[ \t]+\p{Lu})/uy;
const HAN_ADDRESS =
  /(?<![\d-])\d{3}(?:\d{2,3})?(?=(?![例个個多余餘名次天元岁歲人位家所只件年月日号號期床])\p{Script=Han}{1,3}?[市縣县都府道省區区])/uy;
const KOREAN =
  /(?<=\p{Script=Hangul}(?:로|길)[ \t]*\d{1,4}(?:-\d{1,4})?(?:[ \t]*,[ \t]*|[ \t]*\())\d{5}(?![\p{L}\d-])/uy;
/** The shape to try at a run of digits [at, end), by the characters around it (most runs have none). */
function shapeAt(text: string, at: number, end: number): RegExp[] {
  const before = text.charCodeAt(at - 1);
  if (before >= 65 && before <= 90) return [CPA];
  if (text.charCodeAt(end) >= 0x3400) return [HAN_ADDRESS];
  if ((before === 40 || before === 32 || before === 44) && end - at === 5) return [KOREAN];
  return [];
}

export function findMarkedPostcodes(text: string, out: Hit[], digits: DigitRuns): void {
  for (let r = 0; r < digits.n; r++) {
    const at = digits.starts[r]!;
    for (const x of shapeAt(text, at, digits.ends[r]!)) {
      x.lastIndex = at;
      const m = x.exec(text);
      if (m === null) continue;
      // The CPA's letter is part of the code.
      const start = x === CPA ? at - 1 : at;
      out.push({ type: 'ZIP', start, end: at + m[0].length, rank: RANK });
      break;
    }
  }
}
