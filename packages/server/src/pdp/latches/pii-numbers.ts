/**
 * Matchers for the structured types with a checksum or a fixed shape. Each `…At` function is a
 * sticky regex tried at one position that pii.ts found by scanning for digits (instead of one full
 * pass of the text per type), then validated. They return the end of the shaped run, taken or not,
 * so the caller resumes after it as a global regex would, or -1 when nothing of the shape starts there.
 */
import { cardCheck, digitsOf, ibanValid, ssnKind } from './pii-checksums.js';
import { contextBefore, type Hit, RANK } from './pii-context.js';

/** 12–19 digits, optionally grouped by spaces or dashes; grouping and Luhn are checked in code. */
const CARD = /(?<![\w+.-])\d(?:[ -]?\d){11,18}(?![\w]|[.-]\d)/y;
const CARD_WORDS = /card|\bcc\b|credit|debit|visa|amex|maestro|discover|jcb|diners|\bpan\b/;
const CARD_SEPARATOR = /[ -]/;

/** 3-2-4 digits with one consistent separator (or none: then a context word is needed). */
const SSN = /(?<![\w.+-])\d{3}([- .]?)\d{2}\1\d{4}(?![\w]|[-.]\d)/y;
const SSN_WORDS = /\b(?:ssn|ss#|social security|soc\.? sec|itin|taxpayer|tin)\b/;

/** Country code, check digits, then 11–30 letters or digits, optionally in groups of four. */
const IBAN = /(?<!\w)[a-z]{2}\d{2}(?: ?[a-z0-9]{4}){2,7}(?: ?[a-z0-9]{1,3})?(?!\w)/iy;

const OCTET = '(?:25[0-5]|2[0-4]\\d|1\\d\\d|[1-9]?\\d)';
const IPV4 = new RegExp(`(?<![\\w.])${OCTET}(?:\\.${OCTET}){3}(?![\\w]|\\.\\d)`, 'y');
/** "version 1.2.3.4", "v10.0.0.1": a four-part version number, not an address. */
const VERSION_BEFORE = /\bv(?:er(?:sion)?)?\.?\s?$/i;

const H = '[0-9a-f]{1,4}';
const IPV6_FORMS = [
  `(?:${H}:){7}${H}`,
  `(?:${H}:){6}(?:\\d{1,3}\\.){3}\\d{1,3}`,
  `(?:${H}:){1,6}:${H}`,
  `(?:${H}:){1,5}(?::${H}){1,2}`,
  `(?:${H}:){1,4}(?::${H}){1,3}`,
  `(?:${H}:){1,3}(?::${H}){1,4}`,
  `(?:${H}:){1,2}(?::${H}){1,5}`,
  `${H}:(?::${H}){1,6}`,
  `(?:${H}:){1,7}:`,
  `::(?:ffff(?::0{1,4})?:)?(?:\\d{1,3}\\.){3}\\d{1,3}`,
  `:(?::${H}){1,7}`,
];
/** Full and compressed IPv6; the lookahead makes a shorter alternative give way to a longer one. */
const IPV6 = new RegExp(`(?<![\\w:.])(?:${IPV6_FORMS.join('|')})(?![\\w:]|\\.\\d)`, 'iy');
/** Hex words alone ("bad::add", "cafe::face") are not addresses: a digit is needed. */
const HAS_DIGIT = /\d/;

/** Practical RFC 5322 subset for the part after "@": dotted host names and an alphabetic TLD. */
const DOMAIN = /(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}(?![\w-])/iy;
const LOCAL_PART_MAX = 64;
/**
 * Characters of a dot-atom local part (RFC 5322 atext and "."), by char code, less "|^~{}`*": allowed, used by no
 * mail provider, and the separators of tables, HL7 and X12 messages and Markdown ("Email|jane@x.org",
 * "…^NET^Internet^malia@x.org", "PER*IC*KIM*EM*kim@x.org", "*kim@x.org*").
 */
const LOCAL_CHAR = new Uint8Array(128);
for (const c of "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789!#$%&'+/=?_.-") {
  LOCAL_CHAR[c.charCodeAt(0)] = 1;
}
const isLocal = (c: number) => c < 128 && LOCAL_CHAR[c] === 1;

const hit = (type: string, start: number, end: number, rank: number): Hit => ({ type, start, end, rank });

/** Card groupings in use: one block, 4-4-4-4(-3), 4-6-5 (Amex) and 4-6-4 (Diners). */
function cardGrouping(groups: readonly string[]): boolean {
  if (groups.length === 1) return true;
  const [a, b, c] = groups.map((g) => g.length);
  if (groups.length === 3 && a === 4 && b === 6) return c === 4 || c === 5;
  return groups.every((g, i) => g.length === 4 || (i === groups.length - 1 && g.length < 4));
}

export function cardAt(text: string, pos: number, out: Hit[]): number {
  CARD.lastIndex = pos;
  const m = CARD.exec(text);
  if (m === null) return -1;
  // A trailing group may be a following number ("4111 1111 1111 1111 2020"): retry without it.
  for (let s = m[0]; s.length >= 12; s = s.slice(0, Math.max(s.lastIndexOf(' '), s.lastIndexOf('-')))) {
    const kind = cardGrouping(s.split(CARD_SEPARATOR)) ? cardCheck(digitsOf(s)) : null;
    if (kind === 'known' || (kind === 'unknown' && contextBefore(text, pos, CARD_WORDS, 64))) {
      out.push(hit('CREDIT_CARD', pos, pos + s.length, RANK.checked));
      break;
    }
    if (!CARD_SEPARATOR.test(s)) break;
  }
  return pos + m[0].length;
}

export function ssnAt(text: string, pos: number, out: Hit[]): number {
  SSN.lastIndex = pos;
  const m = SSN.exec(text);
  if (m === null) return -1;
  const kind = ssnKind(digitsOf(m[0]));
  // Dashes make the 3-2-4 shape specific; spaces, dots or none are also how other numbers look.
  if (kind !== null && (m[1] === '-' || contextBefore(text, pos, SSN_WORDS, 48))) {
    out.push(hit(kind, pos, pos + m[0].length, RANK.checked));
  }
  return pos + m[0].length;
}

/** An IBAN starting at `pos` (its country code). */
export function ibanAt(text: string, pos: number, out: Hit[]): number {
  IBAN.lastIndex = pos;
  const m = IBAN.exec(text);
  if (m === null) return -1;
  // Space-grouped IBANs may have swallowed a following word: drop groups until it validates.
  for (let s = m[0]; s.length >= 15; s = s.slice(0, s.lastIndexOf(' '))) {
    if (ibanValid(s.replaceAll(' ', '').toUpperCase())) {
      out.push(hit('IBAN', pos, pos + s.length, RANK.checked));
      break;
    }
    if (s.indexOf(' ') < 0) break;
  }
  return pos + m[0].length;
}

export function ipv4At(text: string, pos: number, out: Hit[]): number {
  IPV4.lastIndex = pos;
  const m = IPV4.exec(text);
  if (m === null) return -1;
  if (!VERSION_BEFORE.test(text.slice(Math.max(0, pos - 9), pos))) {
    out.push(hit('IP_ADDRESS', pos, pos + m[0].length, RANK.ip));
  }
  return pos + m[0].length;
}

const isHex = (c: number) => (c >= 48 && c <= 57) || ((c | 32) >= 97 && (c | 32) <= 102);

/** IPv6 addresses, found from their colons: most text has few, and a colon next to hex digits fewer. */
export function findIpv6(text: string, out: Hit[]): void {
  for (let colon = text.indexOf(':'), next = 0; colon >= 0; colon = text.indexOf(':', Math.max(colon + 1, next))) {
    const after = text.charCodeAt(colon + 1);
    if (!isHex(after) && after !== 58) continue;
    // The first colon of an address follows at most one group of four hex digits.
    let start = colon;
    while (start > 0 && colon - start < 4 && isHex(text.charCodeAt(start - 1))) start--;
    IPV6.lastIndex = start;
    const m = IPV6.exec(text);
    if (m === null) continue;
    next = start + m[0].length;
    if (HAS_DIGIT.test(m[0])) out.push(hit('IP_ADDRESS', start, next, RANK.ip));
  }
}

/**
 * E-mail addresses, found from their "@": the local part is read backwards (at most 64 characters,
 * RFC 5321), the domain with a sticky regex. Text without "@" costs one indexOf.
 */
export function findEmails(text: string, out: Hit[]): void {
  for (let at = text.indexOf('@'); at >= 0; at = text.indexOf('@', at + 1)) {
    let start = at;
    while (start > 0 && at - start <= LOCAL_PART_MAX && isLocal(text.charCodeAt(start - 1))) start--;
    if (at - start > LOCAL_PART_MAX) continue;
    // A sentence's full stop before the address is not part of it.
    while (text.charCodeAt(start) === 46) start++;
    if (start === at || text.charCodeAt(at - 1) === 46) continue;
    DOMAIN.lastIndex = at + 1;
    const m = DOMAIN.exec(text);
    if (m !== null) out.push(hit('EMAIL', start, at + 1 + m[0].length, RANK.email));
  }
}
