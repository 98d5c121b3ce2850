import { type Hit, RANK } from './pii-context.js';

/**
 * Web addresses (Safe Harbor identifier 14) and fax numbers (identifier 5). A URL starts with a
 * scheme or "www.", or is a bare host name with a known top-level domain followed by a path
 * ("mychart.example.org/patient/123"); a bare host without a path is left alone, since notes
 * name drugs and files with dots. The lookbehind keeps a match from starting inside a word, an
 * e-mail address or another URL, and every repetition is bounded, so the scan is linear.
 */
const TLD = 'com|org|net|edu|gov|mil|int|io|us|uk|ca|au|de|fr|nl|info|biz|health|care|med|co';
const URL_RE = new RegExp(
  String.raw`\b(?<![.@/:-])(?:(?:https?|ftp):\/\/[^\s<>"'{}|\\^\x60]{1,2000}|www\.[a-z0-9-]{1,63}(?:\.[a-z0-9-]{1,63}){1,5}(?:[/?#:][^\s<>"'{}|\\^\x60]{0,2000})?|(?:[a-z0-9-]{1,63}\.){1,6}(?:${TLD})(?::\d{2,5})?\/[^\s<>"'{}|\\^\x60]{0,2000})`,
  'gi',
);
/** Sentence punctuation after a URL is not part of it; a closing bracket only when unbalanced. */
const TRAILING = /[.,;:!?)\]]+$/;

/** Every form holds "/" or "www.": text without either (most text) is not scanned. */
const maybeUrl = (text: string) => text.includes('/') || text.includes('www.') || text.includes('WWW.');

export function findUrls(text: string, out: Hit[]): void {
  if (!maybeUrl(text)) return;
  URL_RE.lastIndex = 0;
  for (let m = URL_RE.exec(text); m !== null; m = URL_RE.exec(text)) {
    let url = m[0];
    const trail = TRAILING.exec(url);
    if (trail !== null) url = url.slice(0, trail.index);
    if (url.length < 8) continue;
    out.push({ type: 'URL', start: m.index, end: m.index + url.length, rank: RANK.email });
  }
}

/**
 * A fax label just before a number ("Fax: ", "fax #", "F: ", "facsimile"), with nothing but
 * punctuation or a short word between, or just after ("(fax)"). Phone numbers are found by
 * pii-phone.ts; this only renames the ones a fax label names.
 */
/**
 * "fax" (or "faxed", "facsimile"), then up to a few words with no digit and no other phone word
 * ("Fax: ", "fax #", "or fax records to ") right before the number.
 */
const FAX_WORD =
  /\b(?:fax(?:ed|ing)?|facsimile)\b(?:(?!\b(?:phone|tel|telephone|call|cell|mobile|ph|pager)\b)[^\d\n]){0,24}$/i;
/** "F:" alone is a fax label only in upper case, as letterheads write it ("P: … F: …"). */
const LETTERHEAD_F = /(?:^|[\s|])F\s?:\s{0,4}[+(]?$/;
/** "(fax)" after the number, unless it labels the next number ("Tel 555-0100 Fax 555-0199"). */
const FAX_AFTER = /^[ \t]*[-–,(]?[ \t]*fax\b(?![\s:#.=-]{0,6}[+(]?\d)/i;

export function relabelFaxes(text: string, hits: Hit[]): void {
  for (const h of hits) {
    if (h.type !== 'PHONE') continue;
    const before = text.slice(Math.max(0, h.start - 36), h.start);
    if (FAX_WORD.test(before) || LETTERHEAD_F.test(before) || FAX_AFTER.test(text.slice(h.end, h.end + 12))) {
      h.type = 'FAX';
    }
  }
}
