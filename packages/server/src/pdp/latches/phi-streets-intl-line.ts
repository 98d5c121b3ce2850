/**
 * The parts of a street line that phi-streets-intl.ts reads around a house number: the chunks of
 * the line before and after it (by character codes, bounded by WINDOW), the number with its flat,
 * floor or door in each language's form, and a postal code after the street ("…, 2099.", "Town
 * (7287)"). Every regex is sticky or runs on a bounded slice, and has bounded repetition.
 */
import { work } from './phi-tokens.js';
import type { Hit } from './pii-context.js';

const RANK = 6;
/** The most characters read on each side of a house number. */
export const WINDOW = 90;

/** After the house number: a flat, floor or entrance, in the forms of each language (bounded, tried once). */
const TAIL = new RegExp(
  [
    '(?:(?:[ \\t]*,)?[ \\t]*(?:',
    [
      'm\\.[ \\t]?\\d{1,4}', // Polish flat
      'кв\\.?[ \\t]?\\d{1,4}', // Russian flat
      '(?:bl|sc|et|ap|ет|ап|вх)\\.[ \\t]?[A-ZА-Я\\d]{1,4}(?![\\p{L}\\d])', // Romanian, Bulgarian block, staircase, floor, flat
      '\\d{1,2}[ºª°][ \\t]?(?:Izda|Dcha|Izq|Dcho|Esq|Dto|Drt|Frt|Centro|[A-Z])?\\.?', // Iberian floor and door
      '(?:Bajo|Ático|Entlo|Portal|Escalera|Esc\\.|Puerta|Piso|Loja|Sala|Piano|Appartamento|Interno|Int\\.|Scala|Lgh\\.?|lgh\\.?|Oppgang|Apt\\.?|Suite|Ste\\.?|Unit|#)(?:[ \\t]?(?:\\d{1,5}[A-Za-z]?|[A-Z])(?![\\p{L}\\d]))?',
      '\\d{1,2}\\.?[ \\t]?em(?:elet)?\\.?(?:[ \\t]\\d{1,3}\\.?[ \\t]?ajtó)?', // Hungarian floor, door
      '\\d{1,2}\\.?[ \\t]?OG', // German floor
      '\\d{1,2}[ \\t]hoog', // Dutch floor
      '\\d{1,2}(?:e|er|ème)?[ \\t]étage',
      '(?:st|\\d{1,2})\\.[ \\t]?(?:th|tv|mf)\\.?', // Danish floor and side
      '\\d{1,2}(?:ος|η|ο)(?![\\p{L}])', // Greek floor
      '(?:bis|ter|quater)(?![\\p{L}])',
      '[IVX]{1,3}(?![\\p{L}\\d])', // Dutch floor
      '[A-H](?:[ \\t]\\d{1,3})?(?![\\p{L}\\d])|[a-h][ \\t]\\d{1,3}(?![\\p{L}\\d])', // Finnish staircase and flat
    ].join('|'),
    ')){0,4}',
  ].join(''),
  'uy',
);
/** The number itself: "17", "81b", "6/3", "46-2drt.", "756-Slt.", "s/n". */
const NUMBER = /(?:\d{1,5}[A-Za-z]?(?:\/\d{1,4}[A-Za-z]?|-\d{0,3}[A-Za-z]{0,4}\.?)?|[sS]\/[nN]\.?)(?![\p{L}\d])/uy;
/** What a house number is never followed by: a dose, a percentage, a decimal, a time, "of" ("Route 2 of 3"). */
const NOT_HOUSE =
  /(?:[.,:]\d|[ \t]*(?:%|mg|mcg|µg|ml|mL|g|kg|lbs?|cm|mm|units?|iu|IU|mmol|meq|of|x|times|hrs?|h|min|days?|weeks?|months?|years?|bpm|mmHg)(?![\p{L}]))/uy;
/** A postal code after the street on its line or the next ("…, 499 31", "⏎299 88 Ιαλυσός", ", 2099."). */
const CODE_AFTER =
  /[ \t]*(?:,|\n)[ \t]*(\d{3}[ \t]\d{2}|\d{2}-\d{3}|\d{4}-\d{3}|\d{4}[ \t]?[A-Z]{2}|\d{4,6})(?=[ \t]*(?:[.,;)]|$|\n)|[ \t]+\p{Lu})/uy;
/** After such a code, a capitalized phrase ending in a street type is the next street ("…, 1339 South Park Avenue"), not a town. */
const STREET_NEXT =
  /^[ \t]+(?:\p{Lu}[\p{L}\p{M}'’-]*[ \t]+){0,3}(?:Street|St|Avenue|Ave|Road|Rd|Drive|Dr|Lane|Ln|Boulevard|Blvd|Way|Court|Ct|Place|Pl)\b/u;
/** "Rua Oscar Freire, 379 - Jardim Paulista": the neighbourhood after a dash joins the street (phi-street-parts.ts reads it). */
export const DISTRICT_NEXT = /[ \t]*[-–][ \t]*\p{Lu}/uy;

/** A chunk without its trailing dots and commas, lower-cased (by character codes: this runs on every chunk read). */
export function trimEnd(c: string, chars: string): string {
  let e = c.length;
  while (e > 0 && chars.includes(c[e - 1]!)) e--;
  return e === c.length ? c : c.slice(0, e);
}

export interface Chunk {
  c: string;
  start: number;
}

export const isSpace = (c: number) => c === 32 || c === 9;

/**
 * The chunks (runs of non-blank characters) of the line before `at`, back to the start of its part:
 * a chunk ending in ":" ";" "(" or a lone dash ends it, and so do the line's start, MAX_CHUNKS chunks
 * and WINDOW characters. Read by character codes: this runs at every house-number-shaped digit run.
 */
const MAX_CHUNKS = 7;
export function chunksBefore(text: string, at: number): Chunk[] {
  const out: Chunk[] = [];
  const floor = Math.max(0, at - WINDOW);
  let i = at;
  while (out.length < MAX_CHUNKS) {
    while (i > floor && isSpace(text.charCodeAt(i - 1))) i--;
    const end = i;
    while (i > floor && !isSpace(text.charCodeAt(i - 1)) && text.charCodeAt(i - 1) !== 10) i--;
    if (end === i) break;
    const c = text.slice(i, end);
    const last = c.charCodeAt(c.length - 1);
    // ":" ";" "(" "–" "—", or a lone "-".
    // (Not the house-number label "No:" of a Turkish street: "Bağdat Caddesi No: 245".)
    if (
      (last === 58 && !/^N[oro]:$/i.test(c)) ||
      last === 59 ||
      last === 40 ||
      last === 0x2013 ||
      last === 0x2014 ||
      c === '-'
    )
      break;
    out.push({ c, start: i });
    // A chunk cut by the window is no whole word; a line feed before it ends the line.
    if (i === floor && i > 0) {
      out.pop();
      break;
    }
    if (i === 0 || text.charCodeAt(i - 1) === 10) break;
  }
  return out.reverse();
}

/** The chunks of the line after `end`, to a comma (its chunk included without it) or the line's end. */
export function chunksAfter(text: string, end: number): Chunk[] {
  const out: Chunk[] = [];
  const limit = Math.min(text.length, end + WINDOW);
  let i = end;
  while (out.length < 6) {
    while (i < limit && isSpace(text.charCodeAt(i))) i++;
    const start = i;
    while (i < limit && !isSpace(text.charCodeAt(i)) && text.charCodeAt(i) !== 10) i++;
    if (i === start) break;
    const raw = text.slice(start, i);
    const c = trimEnd(raw, ',.;:!?)');
    if (c !== '') out.push({ c, start });
    if (c !== raw || text.charCodeAt(i) === 10) break;
  }
  return out;
}

/** The number at `at` and its tail; returns where they end, or -1. */
const POSTAL_SHAPE = /^(?:\d{4,5}-\d{3}|\d{2}-\d{3})$/;
/** Where the number at `at` ends (without its flat or floor), or -1 when it is no house number. */
export function numberEnd(text: string, at: number): number {
  NUMBER.lastIndex = at;
  if (!NUMBER.test(text)) return -1;
  const end = NUMBER.lastIndex;
  // "Quinta de São Tiago 3610-114": a Portuguese or Polish postal code after a town, not a house number.
  if (POSTAL_SHAPE.test(text.slice(at, end))) return -1;
  NOT_HOUSE.lastIndex = end;
  return NOT_HOUSE.test(text) ? -1 : end;
}

/** The number at `at` and its tail; returns where they end, or -1. */
export function numberAt(text: string, at: number): number {
  const end = numberEnd(text, at);
  return end < 0 ? -1 : tailEnd(text, end);
}

/** Where the flat, floor or door after `end` ends; a comma and a lone letter are the next part's start ("5, A Coruña"). */
export function tailEnd(text: string, end: number): number {
  TAIL.lastIndex = end;
  TAIL.test(text);
  const tail = text.slice(end, TAIL.lastIndex);
  const m = tail === '' ? null : /[ \t]*,[ \t]*[A-Za-z]$/.exec(tail);
  return end + (m === null ? tail : tail.slice(0, m.index)).replace(/[ \t,]+$/, '').length;
}

/** The postal code after the street that ends at `end` ("…, 499 31"), unless the next street follows ("…, 1339 South Park Avenue"). */
export function codeAfter(text: string, end: number): RegExpExecArray | null {
  CODE_AFTER.lastIndex = end;
  const code = CODE_AFTER.exec(text);
  if (code === null) return null;
  const to = code.index + code[0].length;
  return STREET_NEXT.test(text.slice(to, to + 60)) ? null : code;
}

/**
 * "Alex köz 15, Vigántpetend (7287)", "17510 N Court Street, Fort Majorview (25684-8168)": after a
 * street, a town and its postal code in brackets. Group 1: the code.
 */
const TOWN_CODE =
  /[ \t]*,[ \t]*\p{Lu}[\p{L}\p{M}'’.-]{0,30}(?:[ \t]+(?:(?:de|del|la|do|da|am|an|der|sur)[ \t]+)?\p{Lu}[\p{L}\p{M}'’.-]{0,30}){0,3}[ \t]*\((\d{5}-\d{3,4}|\d{4}-\d{3}|\d{2}-\d{3}|\d{3}[ \t]\d{2}|\d{4}[ \t]?[A-Z]{2}|\d{4,6}|[A-Z]{1,2}\d[A-Z\d]?[ \t]\d[A-Z]{2})\)/uy;

/** The bracketed postal code after each street's town (every street hit, this module's or phi-places.ts's). */
export function codesInBrackets(text: string, out: Hit[]): void {
  const ends = out.filter((h) => h.type === 'STREET_ADDRESS').map((h) => h.end);
  for (const end of ends) {
    work.steps++;
    TOWN_CODE.lastIndex = end;
    const m = TOWN_CODE.exec(text);
    if (m === null) continue;
    const at = m.index + m[0].length - 1 - m[1]!.length;
    out.push({ type: 'ZIP', start: at, end: at + m[1]!.length, rank: RANK });
  }
}
