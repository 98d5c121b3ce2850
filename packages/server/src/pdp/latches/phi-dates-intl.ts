/**
 * Dates written with a month's name in the languages of Europe (ADR 0070): "12. März 2024", "le 3 février
 * 1990", "3 de marzo de 2024", "12 marzo 2024", "3 lutego 1990", "14. září 2023", "2024. március 12.",
 * "März 2024". phi-dates.ts reads English month names only, and the words of such a date read as a name
 * ("März") or a street ("12 Januar 1960"). A month's name counts only with a day number before it or a
 * year after it, so "mars" (the planet), "maj", "mai" stay words. Tried at runs of digits only (a sticky
 * regex after a day, a look back before a year): linear.
 */
import { type Hit, RANK } from './pii-context.js';
import type { DigitRuns } from './pii-digits.js';

const MONTHS = [
  // German, Dutch, the Nordic languages
  'januar jänner februar märz maerz mai juni juli oktober dezember januari februari maart mei augustus',
  'mars maj augusti marts',
  // French, Spanish, Italian, Portuguese
  'janvier février fevrier avril juin juillet août aout septembre octobre novembre décembre decembre',
  'enero febrero marzo abril mayo junio julio agosto septiembre setiembre octubre noviembre diciembre',
  'gennaio febbraio aprile maggio giugno luglio settembre ottobre dicembre',
  'janeiro fevereiro março marco maio junho julho setembro outubro novembro dezembro',
  // Polish, Czech, Slovak (the forms a date takes), Hungarian, Finnish
  'stycznia lutego marca kwietnia maja czerwca lipca sierpnia września wrzesnia października pazdziernika listopada grudnia',
  'ledna února unora března brezna dubna května kvetna června cervna července cervence srpna září zari října rijna listopadu prosince',
  'január február március április május június július augusztus szeptember október',
  'tammikuuta helmikuuta maaliskuuta huhtikuuta toukokuuta kesäkuuta heinäkuuta elokuuta syyskuuta lokakuuta marraskuuta joulukuuta',
]
  .join(' ')
  .split(' ');
/** Months that are also words or names elsewhere ("mars", "Marco", "Maja", "mayo"). */
const WORDS = new Set('mars mai maj marts mayo marco marca maja maio'.split(' '));
const ALT = [...new Set(MONTHS)].sort((a, b) => b.length - a.length).join('|');

/** After a day: "12. März 2024", "3 de marzo de 2024", "3 février". */
const AFTER_DAY = new RegExp(
  `\\.?[ \\t]+(?:de[ \\t]+)?(?:${ALT})(?![\\p{L}])\\.?(?:,?[ \\t]+(?:de[ \\t]+)?\\d{4}(?!\\d))?`,
  'iuy',
);
/** Before a year: "März 2024", "marzo de 2024". */
const BEFORE_YEAR = new RegExp(`(?<![\\p{L}])(?:${ALT})(?:[ \\t]+de)?[ \\t]+$`, 'iu');
/** After a Hungarian year: "2024. március 12." */
const AFTER_YEAR = new RegExp(`\\.[ \\t]+(?:${ALT})[ \\t]+\\d{1,2}\\.?(?!\\d)`, 'iuy');

const isDigit = (c: number) => c >= 48 && c <= 57;

export function findIntlDates(text: string, digits: DigitRuns, out: Hit[]): void {
  let covered = -1;
  for (let r = 0; r < digits.n; r++) {
    const start = digits.starts[r]!;
    const end = digits.ends[r]!;
    if (start < covered) continue;
    const n = end - start;
    // A day: one or two digits, not part of a longer number ("1.5", "12/3").
    if (n <= 2 && !isDigit(text.charCodeAt(start - 1)) && text.charCodeAt(start - 1) !== 46) {
      const day = Number(text.slice(start, end));
      AFTER_DAY.lastIndex = end;
      const m = day >= 1 && day <= 31 ? AFTER_DAY.exec(text) : null;
      const year = m !== null && /\d{4}$/.test(m[0]);
      // "3 Mars bars", "12 Marco": a month that is also a word or a name counts only with its year.
      if (m !== null && (year || !WORDS.has(/\p{L}+/u.exec(m[0])![0].toLowerCase()))) {
        covered = end + m[0].length;
        // Day, month and year: no street or name reads over it ("DOB 12 Januar 1960").
        out.push({ type: 'DATE', start, end: covered, rank: year ? RANK.anchored : RANK.date });
        continue;
      }
    }
    if (n === 4 && /^(?:1[89]|20)\d\d$/.test(text.slice(start, end))) {
      AFTER_YEAR.lastIndex = end;
      const h = AFTER_YEAR.exec(text);
      if (h !== null) {
        covered = end + h[0].length;
        out.push({ type: 'DATE', start, end: covered, rank: RANK.date });
        continue;
      }
      const b = BEFORE_YEAR.exec(text.slice(Math.max(0, start - 20), start));
      if (b !== null) out.push({ type: 'DATE', start: start - b[0].length, end, rank: RANK.date });
    }
  }
}
