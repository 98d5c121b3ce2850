/**
 * Date elements written without a month number (ADR 0061): holidays ("admitted Christmas Eve", "fell on
 * Thanksgiving": each names a day of a year) and a day of the month alone after a preposition ("seen
 * on the 14th", "since the 3rd,"). i2b2 labels both DATE; Safe Harbor removes every date element but
 * the year. "the 4th floor", "the 5th percentile", "the 3rd time" are no dates: a day ordinal counts
 * only at the end of a phrase.
 */
import { type Cues, cueBit } from './phi-cues.js';
import { type Hit, RANK } from './pii-context.js';
import type { DigitRuns } from './pii-digits.js';

const HOLIDAY =
  /\b(?:Christmas(?:[ \t]+(?:Eve|Day))?|Thanksgiving(?:[ \t]+Day)?|Easter(?:[ \t]+(?:Sunday|Monday))?|Good[ \t]+Friday|Halloween|New[ \t]+Year['’]?s(?:[ \t]+(?:Eve|Day))?|Memorial[ \t]+Day|Labor[ \t]+Day|Labour[ \t]+Day|Independence[ \t]+Day|Valentine['’]?s[ \t]+Day|Mother['’]?s[ \t]+Day|Father['’]?s[ \t]+Day|Veterans['’]?[ \t]+Day|Boxing[ \t]+Day|Martin[ \t]+Luther[ \t]+King[ \t]+(?:Jr\.?[ \t]+)?Day|Presidents['’]?[ \t]+Day|Columbus[ \t]+Day|Juneteenth)\b/g;
/** Words a holiday names something else with: "Christmas tree", "Easter egg", "Halloween costume". */
const NOT_A_DAY =
  /^[ \t]+(?:tree|trees|card|cards|gift|gifts|present|presents|lights?|decorations?|egg|eggs|bunny|candy|costume|costumes|party|parties|music|carols?|dinner|meal|break|season|holidays?|vacation)\b/i;

/** The words a holiday opens with (phi-cues.ts): "Valentine's" is two runs of letters, "Valentines" one. */
const HOLIDAY_CUES = cueBit(
  `christmas thanksgiving easter good halloween new memorial labor labour independence valentine valentines mother
  mothers father fathers veterans boxing martin presidents columbus juneteenth`.split(/\s+/),
);
const HOLIDAY_AT = new RegExp(HOLIDAY.source, 'y');

function holidayAt(text: string, m: RegExpExecArray, out: Hit[]): void {
  const end = m.index + m[0].length;
  if (NOT_A_DAY.test(text.slice(end, end + 14))) return;
  out.push({ type: 'DATE', start: m.index, end, rank: RANK.date });
}

/**
 * `cues`: where the text's cue words start (phi-tokens.ts tokenize); HOLIDAY is then tried only at
 * a holiday's first word, past the last match, which finds what its global scan finds.
 */
export function findHolidays(text: string, out: Hit[], cues?: Cues): void {
  if (cues === undefined) {
    HOLIDAY.lastIndex = 0;
    for (let m = HOLIDAY.exec(text); m !== null; m = HOLIDAY.exec(text)) holidayAt(text, m, out);
    return;
  }
  if ((cues.seen & HOLIDAY_CUES) === 0) return;
  let next = 0;
  for (let k = 0; k < cues.at.length; k++) {
    if ((cues.bits[k]! & HOLIDAY_CUES) === 0 || cues.at[k]! < next) continue;
    HOLIDAY_AT.lastIndex = cues.at[k]!;
    const m = HOLIDAY_AT.exec(text);
    if (m === null) continue;
    next = HOLIDAY_AT.lastIndex;
    holidayAt(text, m, out);
  }
}

const BEFORE_DAY = /\b(?:on|since|until|till|by|from|before|after|through|thru)[ \t]+the[ \t]+$/i;
const DAY_SUFFIX = /(?:st|nd|rd|th)(?![\p{L}\d])/uy;
/** What may follow a day at the end of its phrase: punctuation, the end, or a joining word. */
const PHRASE_END = /[ \t]*(?:$|[.,;:)!?\n]|(?:at|and|or|to|through|when|-)\b)/iy;

/** "on the 14th": a run of one or two digits, a day of a month, after a preposition and "the". */
export function findDayOrdinals(text: string, digits: DigitRuns, out: Hit[]): void {
  for (let r = 0; r < digits.n; r++) {
    const start = digits.starts[r]!;
    const end = digits.ends[r]!;
    if (end - start > 2) continue;
    const day = Number(text.slice(start, end));
    if (day < 1 || day > 31) continue;
    DAY_SUFFIX.lastIndex = end;
    if (!DAY_SUFFIX.test(text)) continue;
    PHRASE_END.lastIndex = end + 2;
    if (!PHRASE_END.test(text) || !BEFORE_DAY.test(text.slice(Math.max(0, start - 16), start))) continue;
    out.push({ type: 'DATE', start, end: end + 2, rank: RANK.date });
  }
}

/** Ages over 89 in words: "ninety-three-year-old", "aged ninety-one", "one hundred and two years old". */
const AGE_WORDS =
  /\b(?:aged[ \t]+)?((?:ninety(?:[- ](?:one|two|three|four|five|six|seven|eight|nine))?|(?:one[ \t]+)?hundred(?:[ \t]+(?:and[ \t]+)?(?:one|two|three|four|five|six|seven|eight|nine|ten))?))(?=[- \t]+(?:years?|yrs?)[- \t]*(?:old|of[ \t]+age)\b)|\baged[ \t]+(ninety(?:[- ](?:one|two|three|four|five|six|seven|eight|nine))?)\b/gi;

/** Every match holds "ninety" or "hundred" as a whole run of letters (phi-cues.ts). */
const AGE_CUES = cueBit(['ninety', 'hundred']);

/** `cues`: as for findHolidays; the regex runs only on a text that holds one of its two words. */
export function findAgeWords(text: string, out: Hit[], cues?: Cues): void {
  if (cues === undefined ? !/inety|undred/i.test(text) : (cues.seen & AGE_CUES) === 0) return;
  AGE_WORDS.lastIndex = 0;
  for (let m = AGE_WORDS.exec(text); m !== null; m = AGE_WORDS.exec(text)) {
    const value = m[1] ?? m[2]!;
    const start = m.index + m[0].lastIndexOf(value);
    out.push({ type: 'AGE', start, end: start + value.length, rank: RANK.date });
  }
}
