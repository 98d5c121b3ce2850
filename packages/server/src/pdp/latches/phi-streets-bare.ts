/**
 * Streets written without a house number (ADR 0053-e): "lives on Cedar Ave", "the shelter on Pine
 * Street", "corner of Maple Crest Drive and 5th", "Old Perth Road" on its own line of a letterhead,
 * "Adeola Odeku Street". Capitalized words ended by a capitalized street type are a street when
 *
 * - a street cue stands before them (on, off, onto, along, near, corner of, address), or
 * - they fill their line (an address line), or end it before a comma, or
 * - a word of the name is in no English list (a proper name, not "Wall Street" or "High Road").
 *
 * Never when a capitalized word follows the type ("Wall Street Journal", "Park Avenue Pharmacy":
 * the street names an organization), never with "Dr" (a title) or "St" without a name before it.
 * Also the numbered streets and plots of other address systems: "Carrera 15 # 93-47" (Colombia),
 * "Villa 12, Street 27" (the Gulf), "Plot 14," (West Africa), "2-21-1 Shibuya" (Japan, the block
 * number before the district), "123 Teheran-ro" (Korea, road names end in -ro, -gil, -daero), "RR 2
 * Box 118" (US rural routes), "Dept 2291, PO Box 122291" (a lockbox department before its box).
 */
import { isEnglish, isStop, MEDICAL, ORG_TAILS, TITLES } from './phi-lexicon.js';
import { work } from './phi-tokens.js';
import type { Hit } from './pii-context.js';

const RANK = 6;
const TYPES =
  'Street|Avenue|Ave|Road|Rd|Drive|Boulevard|Blvd|Lane|Ln|Way|Court|Ct|Place|Terrace|Crescent|Close|Parkway|Pkwy|Highway|Hwy|St';
const CAP = "\\p{Lu}[\\p{L}\\p{M}'’-]*";
/** One to three capitalized words (or an ordinal: "5th"), then a street type; group 1 the name words, group 2 the type. */
const BARE = new RegExp(
  `(?<![\\p{L}\\p{N}.])((?:${CAP}|\\d{1,3}(?:st|nd|rd|th))(?:[ \\t]+${CAP}){0,2})[ \\t]+(${TYPES})(\\.?)(?![\\p{L}\\p{N}])`,
  'gu',
);
/** What may stand right before such a street for it to be one: a street cue. */
const CUE = /(?:^|[^\p{L}])(?:on|off|onto|along|near|down|up|corner of|address(?: is)?:?|lives on|located on)[ \t]+$/iu;
/** A capitalized word after the type makes the street part of a name. */
const NAME_AFTER = /^[ \t]+\p{Lu}/u;

/** "Carrera 15 # 93-47", "Calle 93 No. 12-30", "Villa 12,", "Street 27,", "Plot 14,", "2-21-1 Shibuya,". */
const NUMBERED = new RegExp(
  `(?<![\\p{L}\\p{N}])(?:(?:Carrera|Calle|Cra\\.?|Cl\\.?|Avenida|Transversal|Diagonal)[ \\t]+\\d{1,3}[A-Z]?(?:[ \\t]+Bis)?[ \\t]*(?:#|No\\.?|N[º°o])[ \\t]*\\d{1,3}[A-Z]?-\\d{1,3}|(?:Villa|Plot|Street|Road)[ \\t]+\\d{1,4}[A-Z]?(?=[ \\t]*,)|(?:RR|R\\.R\\.|HC|Rural[ \\t]+Route)[ \\t]*\\d{1,3},?[ \\t]+Box[ \\t]+\\d{1,5}|Dept\\.?[ \\t]+\\d{1,6}(?=,?[ \\t]*P\\.?[ \\t]?O\\.?[ \\t]*Box)|\\d{1,4}(?:-\\d{1,3})?[ \\t]+\\p{Lu}\\p{Ll}{1,20}-(?:ro|gil|daero)(?![\\p{L}])|\\d{1,2}-\\d{1,2}-\\d{1,3}[ \\t]+${CAP}(?=,[ \\t]*${CAP}-(?:ku|shi|cho|machi|gun)(?![\\p{L}])))`,
  'gu',
);

const words = (s: string) => s.toLowerCase().split(/[ \t]+/);

function lineAround(text: string, start: number, end: number): { before: string; after: string } {
  const ls = text.lastIndexOf('\n', start - 1) + 1;
  let le = text.indexOf('\n', end);
  if (le < 0) le = text.length;
  return { before: text.slice(ls, start), after: text.slice(end, le) };
}

/** Whether the capitalized words before the type may name a street (no title, organization or medical word; not only function words). */
function nameOk(name: string): boolean {
  const ws = words(name);
  if (ws.every((w) => isStop(w))) return false;
  return !ws.some((w) => TITLES.has(w) || ORG_TAILS.has(w) || MEDICAL.has(w));
}

function bareStreets(text: string, out: Hit[]): void {
  BARE.lastIndex = 0;
  for (let m = BARE.exec(text); m !== null; m = BARE.exec(text)) {
    work.steps++;
    const end = m.index + m[0].length;
    const [name, type] = [m[1]!, m[2]!];
    if (!nameOk(name) || NAME_AFTER.test(text.slice(end, end + 2))) continue;
    const { before, after } = lineAround(text, m.index, end);
    const cued = CUE.test(before);
    const alone = /^[^\p{L}\p{N}]*$/u.test(before) && /^[ \t]*(?:,|$)/.test(after);
    // An ordinal ("5th Street") or plain English words ("Wall Street") name a street only after a cue or on an address line.
    const proper = words(name).some((w) => !/^\d/.test(w) && !isEnglish(w.replace(/['’]s$/, '')));
    // "St" without its dot is also "Saint": only with a cue or on an address line.
    if (!cued && !alone && (!proper || (type === 'St' && m[3] === ''))) continue;
    out.push({ type: 'STREET_ADDRESS', start: m.index, end, rank: RANK });
  }
}

function numberedStreets(text: string, out: Hit[]): void {
  NUMBERED.lastIndex = 0;
  for (let m = NUMBERED.exec(text); m !== null; m = NUMBERED.exec(text)) {
    work.steps++;
    out.push({ type: 'STREET_ADDRESS', start: m.index, end: m.index + m[0].length, rank: RANK });
  }
}

export function findBareStreets(text: string, out: Hit[]): void {
  bareStreets(text, out);
  if (/\d/.test(text)) numberedStreets(text, out);
}
