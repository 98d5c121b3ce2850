import { dayValid, digitsOf } from './pii-checksums.js';
import { contextBefore, type Hit, labelAfter, RANK } from './pii-context.js';

/**
 * Anything phone-shaped: an optional "+", digit groups joined by one separator (-, . or space) or
 * by a parenthesised area/trunk code, and an optional extension. Every group after the first
 * starts with a separator, so a run of digits splits one way only (no catastrophic backtracking),
 * and the group count is bounded. The lookbehind keeps a match from starting inside a word, a
 * decimal, an e-mail, a time or a date; the lookahead keeps it from stopping inside one. Sticky:
 * it is tried only where pii.ts found digits.
 */
const PHONE =
  /(?<![\w.@+\-(]|\d[:/])(?:\+(?=\d))?(?:\(\d{1,5}\)[-. ]?)?\d{1,14}(?:(?:[-. ]|[-. ]?\(\d{1,5}\)[-. ]?)\d{1,14}){0,8}(?: ?(?:x|ext\.?) ?\d{1,6})?(?![\w@]|[-./:]\d)/y;

const EXTENSION = / ?(?:x|ext\.?) ?\d{1,6}$/;

/**
 * US/Canada (NANP) shapes: (AAA) EEE-NNNN and AAA-EEE-NNNN / AAA.EEE.NNNN are phone numbers
 * whatever the digits; with spaces only, area and exchange must start 2–9 as real ones do.
 */
const NANP =
  /^(?:(?:1|001)[-. ]?)?(?:\(\d{3}\)[-. ]?\d{3}[-. ]\d{4}|\d{3}([-.])\d{3}\1\d{4}|[2-9]\d\d [2-9]\d\d \d{4})$/;

/** The SSN shape, 3-2-4 with dashes, is never taken as a phone number. */
const SSN_SHAPED = /^\d{3}-\d{2}-\d{4}$/;

/** An amount: "$ 1 250 000", "€12 345 678". */
const CURRENCY_BEFORE = /[$€£¥]\s?$/;

/**
 * Words that, shortly before a looser number, say it is a phone number. Local formats ("467 3395",
 * "0490 75 40 81") look like any other number, so they are only taken with one of these; a relative
 * or carer named right before one gives the number to reach them ("daughter 0803 123 4567").
 */
const PHONE_WORDS =
  /\b(?:phone|ph|tel|telephone|mobile|mob|cell|cellphone|fax|landline|whatsapp|sms|text|call|called|calling|ring|dial|reach|contact|messages?|answering|hotline|extension|(?:my|your|ur|his|her|their|our) (?:new )?number|next of kin|nok|emergency contact|daughter|son|wife|husband|partner|mum|mom|mother|father|dad|sister|brother|carer|caregiver|guardian|neighbou?r)\b|\b(?:office|desk|home|work|direct)(?:[ \t]*[:#-])?\s*$/;

/** A label right after the number: "416 60 039 office", "082 490 1693-Office", "(579)888-3058 fax", "0803 123 4567 (NOK)". */
const PHONE_LABEL =
  /^(?:[ \t]*[-–,(])?[ \t]*(?:office|mobile|cell|fax|home|work|phone|tel|landline|direct|nok|next of kin)\b/;

/** Three groups that read as a date (2020-06-20, 20.06.2020, 06 20 20): not a phone number. */
function dateShaped(core: string): boolean {
  const parts = core.split(/[-. /]/);
  if (parts.length !== 3) return false;
  const [a = '', b = '', c = ''] = parts;
  const [x, y, z] = [Number(a), Number(b), Number(c)];
  if (a.length === 4 && b.length <= 2 && c.length <= 2) return dayValid(y, z);
  if (a.length <= 2 && b.length <= 2 && (c.length === 2 || c.length === 4)) return dayValid(x, y) || dayValid(y, x);
  return false;
}

function strength(core: string): 'strong' | 'weak' | null {
  const n = digitsOf(core).length;
  // E.164 allows up to 15 digits after "+"; fewer than 8 is a score or an offset, not a number.
  if (core[0] === '+') return n >= 8 && n <= 15 ? 'strong' : null;
  if (NANP.test(core)) return 'strong';
  // Local numbers have 7–13 digits; dialled with the international prefix 00, up to 17.
  const most = core.startsWith('00') ? 17 : 13;
  if (n < 7 || n > most || SSN_SHAPED.test(core) || dateShaped(core)) return null;
  return 'weak';
}

const amount = (text: string, pos: number) => CURRENCY_BEFORE.test(text.slice(Math.max(0, pos - 2), pos));

const phoneContext = (text: string, start: number, end: number) =>
  contextBefore(text, start, PHONE_WORDS, 48) || labelAfter(text, end, PHONE_LABEL, 20);

/**
 * The phone number starting at `pos`, if any: international (+CC) and NANP shapes as they are,
 * other local shapes only with a context word or label. Returns the end of the phone-shaped run
 * (taken or not) so the caller does not retry inside it, or -1 when nothing phone-shaped starts here.
 */
export function phoneAt(text: string, pos: number, out: Hit[]): number {
  PHONE.lastIndex = pos;
  const m = PHONE.exec(text);
  if (m === null) return -1;
  const end = pos + m[0].length;
  const ext = EXTENSION.exec(m[0]);
  const kind = strength(ext ? m[0].slice(0, ext.index) : m[0]);
  if (kind === 'strong') out.push({ type: 'PHONE', start: pos, end, rank: RANK.phone });
  else if (kind === 'weak' && !amount(text, pos) && phoneContext(text, pos, end)) {
    out.push({ type: 'PHONE', start: pos, end, rank: RANK.weakPhone });
  }
  return end;
}
