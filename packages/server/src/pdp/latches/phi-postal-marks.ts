/**
 * ZIP: postal codes that their shape or their place says (ADR 0142), with no label and no town the lists hold:
 * - Argentina's CPA "C1193AAE": a province letter, four digits, three letters, opening a line, in brackets or after
 *   "C.P." ("Lot numbers: A1234BCD, B5678XYZ" are no codes); "(C1046)" is its old four digits after the letter;
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
const CPA = /(?<=(?:^|\n|\(|\b[Cc]\.?[ \t]?[Pp]\.?[ \t]?|\bCPA[ \t]?)[A-HJ-NP-Z])\d{4}[A-Z]{3}(?![\p{L}\d])/uy;
const CPA_OLD = /(?<=\([A-HJ-NP-Z])\d{4}(?=\))/y;
const HAN_ADDRESS = /(?<![\d-])\d{3}(?:\d{2,3})?(?=\p{Script=Han}{1,4}?[市縣县都府道省區区])/uy;
const KOREAN = /(?<=\p{Script=Hangul}(?:로|길)[ \t]*\d{1,4}(?:-\d{1,4})?(?:[ \t]*,[ \t]*|[ \t]*\())\d{5}(?![\d-])/uy;
/** The shape to try at a run of digits [at, end), by the characters around it (most runs have none). */
function shapeAt(text: string, at: number, end: number): RegExp[] {
  const before = text.charCodeAt(at - 1);
  if (before >= 65 && before <= 90) return [CPA, CPA_OLD];
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
      const start = x === CPA || x === CPA_OLD ? at - 1 : at;
      out.push({ type: 'ZIP', start, end: at + m[0].length, rank: RANK });
      break;
    }
  }
}
