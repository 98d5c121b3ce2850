import { type Hit, RANK } from './pii-context.js';

/**
 * Web addresses (Safe Harbor identifier 14) and fax numbers (identifier 5). A URL starts with a
 * scheme or "www.", or is a bare host name with a known top-level domain followed by a path
 * ("mychart.example.org/patient/123"); a bare host without a path only with a web domain's usual ending
 * ("carenexa.com", bareHosts), since notes name drugs and files with dots. Every form holds a "/" or "www.", so the sticky regex is tried
 * only at the start of the host name before one of those (found with indexOf), not at every
 * word; the walk back to that start stops at the previous "/" and is bounded, so the scan is linear.
 */
const TLD = 'com|org|net|edu|gov|mil|int|io|us|uk|ca|au|de|fr|nl|info|biz|health|care|med|co';
const URL_RE = new RegExp(
  String.raw`(?<![\w.@/-])(?:(?:https?|ftp):\/\/[^\s<>"'{}|\\^\x60]{1,2000}|www\.[a-z0-9-]{1,63}(?:\.[a-z0-9-]{1,63}){1,5}(?:[/?#:][^\s<>"'{}|\\^\x60]{0,2000})?|(?:[a-z0-9-]{1,63}\.){1,6}(?:${TLD})(?::\d{2,5})?\/[^\s<>"'{}|\\^\x60]{0,2000})`,
  'iy',
);
/** Sentence punctuation and closing brackets after a URL are not part of it. */
const TRAILING = /[.,;:!?)\]]+$/;
/** The longest host name (253) and port a walk back from a "/" may cross. */
const MAX_HOST = 262;

const isHostChar = (c: number) => (c >= 48 && c <= 57) || ((c | 32) >= 97 && (c | 32) <= 122) || c === 45 || c === 46;
const isDigit = (c: number) => c >= 48 && c <= 57;

/** Where a URL holding the "/" at `slash` would start: its scheme, or the host name before it. */
function startBefore(text: string, slash: number): number {
  let i = slash;
  if (text.charCodeAt(i - 1) === 58) {
    // "scheme://": the scheme is a few letters before the colon.
    i--;
    while (i > 0 && slash - i < 7 && (text.charCodeAt(i - 1) | 32) >= 97 && (text.charCodeAt(i - 1) | 32) <= 122) i--;
    return i;
  }
  // A port ("host.org:8080/") sits between the host name and the "/".
  let j = i;
  while (j > 0 && i - j < 5 && isDigit(text.charCodeAt(j - 1))) j--;
  if (j < i && text.charCodeAt(j - 1) === 58) i = j - 1;
  while (i > 0 && slash - i < MAX_HOST && isHostChar(text.charCodeAt(i - 1))) i--;
  return i;
}

function tryUrl(text: string, at: number, out: Hit[]): number {
  URL_RE.lastIndex = at;
  const m = URL_RE.exec(text);
  if (m === null) return -1;
  let url = m[0];
  const trail = TRAILING.exec(url);
  if (trail !== null) url = url.slice(0, trail.index);
  if (url.length >= 8) out.push({ type: 'URL', start: at, end: at + url.length, rank: RANK.email });
  return at + m[0].length;
}

export function findUrls(text: string, out: Hit[]): void {
  const found: Hit[] = [];
  let covered = 0;
  for (let slash = text.indexOf('/'); slash >= 0; slash = text.indexOf('/', Math.max(slash + 1, covered))) {
    const at = startBefore(text, slash);
    // Nothing before the "/" that a host name could hold ("120/80", "n/a"): not a URL.
    const scheme = text.charCodeAt(slash - 1) === 58;
    if (at >= slash - 1 || (!scheme && text.slice(at, slash).indexOf('.') < 0)) continue;
    covered = Math.max(covered, tryUrl(text, at, found));
  }
  // URLs without a "/" ("www.clinic.com"); found in ascending order, so one pointer skips those
  // already inside a URL.
  const hosts: Hit[] = [];
  for (const www of ['www.', 'WWW.', 'Www.']) {
    let k = 0;
    for (let at = text.indexOf(www); at >= 0; at = text.indexOf(www, at + 1)) {
      while (k < found.length && found[k]!.end <= at) k++;
      if (k < found.length && found[k]!.start <= at) continue;
      tryUrl(text, at, hosts);
    }
  }
  const urls = hosts.length === 0 ? found : [...found, ...hosts].sort((a, b) => a.start - b.start);
  bareHosts(text, urls, out);
  out.push(...urls);
}

/**
 * A bare host name of a web domain's usual endings, without a path ("see carenexa.com", "vendors: mediscribe.ai"):
 * only these endings, not the country codes and ".co" of URL_RE, which file names and drug abbreviations share
 * ("co.amoxiclav"), nor ".care" and ".health", which a sentence missing its blank writes ("wound care.care plan"). Found from its ending: a text without one is passed by a few indexOf calls.
 */
const ENDINGS = ['.com', '.org', '.net', '.io', '.ai', '.gov', '.edu'];
const BARE_END = /\.(?:com|org|net|io|ai|gov|edu)(?![A-Za-z0-9-])/g;
/** `urls`: the URLs found, by start; a host inside one is skipped with one pointer (the matches come in order). */
function bareHosts(text: string, urls: Hit[], out: Hit[]): void {
  if (!ENDINGS.some((e) => text.indexOf(e) >= 0)) return;
  BARE_END.lastIndex = 0;
  let k = 0;
  for (let m = BARE_END.exec(text); m !== null; m = BARE_END.exec(text)) {
    let i = m.index;
    while (i > 0 && m.index - i < MAX_HOST && isHostChar(text.charCodeAt(i - 1))) i--;
    while (text.charCodeAt(i) === 46 || text.charCodeAt(i) === 45) i++;
    const end = m.index + m[0].length;
    // An e-mail's domain, a path's part, or a name of one or two characters ("a.io") is no host here; a capitalized one
    // is a firm's name as often ("Kiwi.com", "Amazon.com"), left to the organization rules.
    // ("clinic_logo.ai": a file's name after "_" or "\" is no host either.)
    const before = text.charCodeAt(i - 1);
    if (m.index - i < 3 || before === 64 || before === 47 || before === 95 || before === 92) continue;
    if (!/^[a-z0-9-]*[a-z]/.test(text.slice(i, m.index))) continue;
    while (k < urls.length && urls[k]!.end < end) k++;
    if (k < urls.length && urls[k]!.start <= i) continue;
    out.push({ type: 'URL', start: i, end, rank: RANK.email });
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
const FAX_AFTER = /^(?:[ \t]*[-–,(])?[ \t]*fax\b(?![\s:#.=-]{0,6}[+(]?\d)/i;

export function relabelFaxes(text: string, hits: Hit[]): void {
  for (let ti = 0; ti < hits.length; ti++) {
    const h = hits[ti]!;
    if (h.type !== 'PHONE') continue;
    const before = text.slice(Math.max(0, h.start - 36), h.start);
    if (FAX_WORD.test(before) || LETTERHEAD_F.test(before) || FAX_AFTER.test(text.slice(h.end, h.end + 12))) {
      h.type = 'FAX';
    }
  }
}
