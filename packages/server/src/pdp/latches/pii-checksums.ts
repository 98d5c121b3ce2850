/**
 * Check digits and range rules that turn a number-shaped match into a likely identifier. A regex
 * alone flags every 16-digit order number; these checks are what make the pattern detectors of
 * pii.ts precise (Presidio's "validate" step).
 */

const ZERO = 48;

/** The digits of `s`, without separators. */
export function digitsOf(s: string): string {
  let out = '';
  for (let i = 0; i < s.length; i++) {
    const c = s.charCodeAt(i);
    if (c >= ZERO && c <= ZERO + 9) out += s[i];
  }
  return out;
}

/** Luhn (mod 10) over a string of digits, as used by payment cards and the NPI. */
export function luhnValid(digits: string): boolean {
  let sum = 0;
  for (let i = digits.length - 1, double = false; i >= 0; i--, double = !double) {
    let d = digits.charCodeAt(i) - ZERO;
    if (double) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return digits.length > 0 && sum % 10 === 0;
}

/**
 * Issuer prefixes of the card networks in use (Visa, Mastercard incl. the 2-series, Amex, Diners,
 * JCB, Discover, UnionPay, Maestro). A Luhn-valid number outside them needs a context word.
 */
const CARD_IIN = /^(?:4|5[0-8]|2(?:2[2-9]|[3-6]\d|7[01])|2720|3[0-8]|6|1800|2131)/;

/** A payment card number: 12–19 digits passing Luhn; `known` when the prefix is a network's. */
export function cardCheck(digits: string): 'known' | 'unknown' | null {
  if (digits.length < 12 || digits.length > 19 || !luhnValid(digits)) return null;
  return digits.length >= 13 && CARD_IIN.test(digits) ? 'known' : 'unknown';
}

/** US National Provider Identifier: 10 digits from 1 or 2, Luhn over the "80840" health-industry prefix. */
export function npiValid(digits: string): boolean {
  return digits.length === 10 && (digits[0] === '1' || digits[0] === '2') && luhnValid(`80840${digits}`);
}

/** Numbers the SSA never issues or that circulate as published examples (Woolworth wallet, SSA ads). */
const SSN_EXAMPLES = new Set(['078051120', '219099999']);

/** The kind a 9-digit SSN-shaped number is, or null when it is neither (ranges of SSA and IRS). */
export function ssnKind(digits: string): 'US_SSN' | 'US_ITIN' | null {
  if (digits.length !== 9) return null;
  const area = digits.slice(0, 3);
  const group = Number(digits.slice(3, 5));
  if (area === '000' || area === '666' || group === 0 || digits.endsWith('0000')) return null;
  if (area[0] === '9') {
    // IRS ITINs: 9XX-YY-ZZZZ with YY in 50–65, 70–88, 90–92 or 94–99.
    const itin = (group >= 50 && group <= 65) || (group >= 70 && group <= 88) || (group >= 90 && group !== 93);
    return itin ? 'US_ITIN' : null;
  }
  if (SSN_EXAMPLES.has(digits) || digits.startsWith('98765432')) return null;
  return 'US_SSN';
}

/** IBAN length per country (SWIFT IBAN registry), as "CCnn" pairs; a code outside it is not an IBAN. */
const IBAN_LENGTHS: ReadonlyMap<string, number> = new Map(
  (
    'AD24 AE23 AL28 AT20 AZ28 BA20 BE16 BG22 BH22 BI27 BR29 BY28 CH21 CR22 CY28 CZ24 DE22 DJ27 DK18 DO28 EE20 EG29 ' +
    'ES24 FI18 FK18 FO18 FR27 GB22 GE22 GI23 GL18 GR27 GT28 HR21 HU28 IE22 IL23 IQ23 IS26 IT27 JO30 KW30 KZ20 LB28 ' +
    'LC32 LI21 LT20 LU20 LV21 LY25 MC27 MD24 ME22 MK19 MN20 MR27 MT31 MU30 NI28 NL18 NO15 OM23 PK24 PL28 PS29 PT25 ' +
    'QA29 RO24 RS22 RU33 SA24 SC31 SD18 SE24 SI19 SK24 SM27 SO23 ST25 SV28 TL23 TN24 TR26 UA29 VA22 VG24 XK20 YE30'
  )
    .split(' ')
    .map((e): [string, number] => [e.slice(0, 2), Number(e.slice(2))]),
);

/** An IBAN without spaces, upper case: known country, its length, and ISO 7064 mod 97-10 equal to 1. */
export function ibanValid(iban: string): boolean {
  if (IBAN_LENGTHS.get(iban.slice(0, 2)) !== iban.length) return false;
  const rearranged = iban.slice(4) + iban.slice(0, 4);
  let rest = 0;
  for (let i = 0; i < rearranged.length; i++) {
    const c = rearranged.charCodeAt(i);
    // Letters count as two digits (A = 10 … Z = 35); the remainder is carried so no big integers are needed.
    rest = c <= ZERO + 9 ? (rest * 10 + (c - ZERO)) % 97 : (rest * 100 + (c - 55)) % 97;
  }
  return rest === 1;
}

const DAYS_IN_MONTH = [31, 29, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];

/** A calendar date that can exist (29 February allowed in any year: the year may be two-digit). */
export function dayValid(month: number, day: number): boolean {
  return month >= 1 && month <= 12 && day >= 1 && day <= (DAYS_IN_MONTH[month - 1] ?? 0);
}
