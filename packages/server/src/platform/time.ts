import { AppError } from './errors/app-error.js';

/** The largest distance from the epoch, in ms, that a JS Date holds (100,000,000 days). */
export const MAX_EPOCH_MS = 8.64e15;

// RFC 3339 date-time: a four-digit year, `T` (or `t`, or a space), seconds, an optional fraction,
// and a zone (`Z` or ±HH:MM; ±HHMM is taken too, as the schema validator always took it).
const DATE_TIME = /^(\d{4})-(\d{2})-(\d{2})[Tt ](\d{2}):(\d{2}):(\d{2})(?:\.(\d+))?(?:[Zz]|([+-])(\d{2}):?(\d{2}))$/;
const DAYS_IN_MONTH = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];

const isLeapYear = (y: number) => (y % 4 === 0 && y % 100 !== 0) || y % 400 === 0;

/**
 * Epoch ms of an RFC 3339 date-time, or undefined when the text names no instant this server
 * can hold. The one parser of every time the API takes: `Date.parse` is lenient where it should
 * refuse (Feb 30 becomes Mar 2, 24:00 the next day) and gives NaN where the schema's format
 * passed the text (a leap second `:60`, a `+01` zone), which then failed after a commit.
 * Leap seconds are refused rather than folded: epoch time has no 61st second.
 */
export function parseIsoTime(text: string): number | undefined {
  const m = DATE_TIME.exec(text);
  if (!m) return undefined;
  const [year, month, day, hour, minute, second] = [1, 2, 3, 4, 5, 6].map((i) => Number(m[i]));
  if (month! < 1 || month! > 12 || day! < 1) return undefined;
  const monthDays = month === 2 && isLeapYear(year!) ? 29 : DAYS_IN_MONTH[month! - 1]!;
  if (day! > monthDays || hour! > 23 || minute! > 59 || second! > 59) return undefined;
  const offsetHours = m[9] === undefined ? 0 : Number(m[9]);
  const offsetMinutes = m[10] === undefined ? 0 : Number(m[10]);
  if (offsetHours > 23 || offsetMinutes > 59) return undefined;
  const ms = m[7] === undefined ? 0 : Number(m[7].slice(0, 3).padEnd(3, '0'));
  // setUTCFullYear, not Date.UTC: Date.UTC reads years 0–99 as 1900–1999.
  const at = new Date(0);
  at.setUTCFullYear(year!, month! - 1, day!);
  at.setUTCHours(hour!, minute!, second!, ms);
  const sign = m[8] === '-' ? -1 : 1;
  const t = at.getTime() - sign * (offsetHours * 60 + offsetMinutes) * 60_000;
  return Math.abs(t) <= MAX_EPOCH_MS ? t : undefined;
}

/** Whether `text` is a date-time `parseIsoTime` reads: the `date-time` format of every schema. */
export const isIsoTime = (text: string): boolean => parseIsoTime(text) !== undefined;

/** Epoch ms of a date-time the caller sent, or a 400 `invalid_value` naming it. */
export function timeInput(value: string, param: string): number {
  const t = parseIsoTime(value);
  if (t === undefined) {
    throw new AppError(
      'invalid_value',
      `${param} is not a valid date-time: use RFC 3339, as 2030-06-30T23:59:59Z (no leap second, no day past the month's end)`,
      { param },
    );
  }
  return t;
}

/** Whether `ms` is an epoch time a Date can hold (finite, within ±8.64e15). */
export const isEpochMs = (ms: number): boolean => Number.isFinite(ms) && Math.abs(ms) <= MAX_EPOCH_MS;
