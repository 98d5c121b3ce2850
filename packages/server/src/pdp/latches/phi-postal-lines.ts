/**
 * Postal codes on an address line that the readers of codes beside their town leave (ADR 0146): a code standing alone
 * after a street found already ("102 Cuba Street, Te Aro, Wellington 6011 | Employer: …", "Blk 512 Ang Mo Kio Avenue
 * 8, #08-233, 560512", "올림픽로43길 88 (05505)"), four to six digits set off by commas, brackets, bars or the line's
 * end, not a year (19xx, 20xx) or a unit's, a phone's or a box's number; and a code opening a Russian or English address
 * field before its town ("Адрес: 123060, г. Москва"). One look of at most 80 characters after each street.
 */
import { type HitIndex, hitIndex, overlapping } from './phi-hit-index.js';
import type { Hit } from './pii-context.js';

const RANK = 6;
/** A run of four to six digits alone: after a separator or a blank, before one or the line's end. */
const CODE = /(?:^|[,(|;][ \t]*|[ \t])(\d{4,6})(?=[ \t]*(?:$|[,)|;\n]|\.(?:[ \t]|$)))/g;
/** Words before a number that make it something else: a unit's, a phone's, a box's, a count's. */
const OTHER_BEFORE = /(?:#|apt\.?|unit|suite|ste\.?|flat|no\.?|tel\.?|ph\.?|phone|fax|box|room|rm\.?|ext\.?|x)[ \t]*$/i;
const YEAR = /^(?:19|20)\d\d$/;
const PART_END = /\.[ \t]|[;:=]/;

/** The address labels of Russian, Ukrainian and English fields, then the code and its comma. */
const LEADING_CODE = /(?:адрес|адреса|address)[ \t]*:[ \t]*(\d{5,6}),/giu;

/** "Адрес: 123060, г. Москва": five or six digits right after an address label, then a comma. */
export function findLeadingCodes(text: string, out: Hit[]): void {
  // (Three string searches spare the regex to a text with no such label.)
  if (text.indexOf('дрес') < 0 && text.indexOf('ddress') < 0 && text.indexOf('DDRESS') < 0) return;
  LEADING_CODE.lastIndex = 0;
  for (let m = LEADING_CODE.exec(text); m !== null; m = LEADING_CODE.exec(text)) {
    const at = m.index + m[0].length - 1 - m[1]!.length;
    out.push({ type: 'ZIP', start: at, end: at + m[1]!.length, rank: RANK });
  }
}

export function findCodesAfterStreets(text: string, out: Hit[], from: number): void {
  let index: HitIndex | null = null;
  const n = out.length;
  for (let k = from; k < n; k++) {
    const h = out[k]!;
    if (h.type !== 'STREET_ADDRESS') continue;
    let e = text.indexOf('\n', h.end);
    if (e < 0) e = text.length;
    // The address ends at the sentence's or the field's end ("…, NV 89521. Report called at 1430", "; medicare=2951 44821").
    const line = text.slice(h.end, Math.min(e, h.end + 80));
    const stop = PART_END.exec(line);
    const segment = stop === null ? line : line.slice(0, stop.index + 1);
    CODE.lastIndex = 0;
    for (let m = CODE.exec(segment); m !== null; m = CODE.exec(segment)) {
      const code = m[1]!;
      const at = h.end + m.index + m[0].length - code.length;
      if (YEAR.test(code) || OTHER_BEFORE.test(text.slice(Math.max(0, at - 8), at))) continue;
      // A number read already (a ZIP of its town, a phone's digits) stays as it was read.
      index ??= hitIndex(out);
      let read = false;
      overlapping(index, at, at + code.length, (o) => {
        read ||= o.type !== 'STREET_ADDRESS';
      });
      if (read) continue;
      out.push({ type: 'ZIP', start: at, end: at + code.length, rank: RANK });
      break;
    }
  }
}
