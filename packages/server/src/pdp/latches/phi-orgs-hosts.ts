/**
 * ORGANIZATION named by an e-mail or web address of the same text (ADR 0052): "The Plumtrail team"
 * beside help@plumtrail.io, "Brackenridge Bio" beside brackenridgebio.co.uk.
 */
import { PLACE_RANK } from './phi-cities.js';
import { type Tok, work } from './phi-tokens.js';
import type { Hit } from './pii-context.js';

/** Mail and web hosts whose name says nothing of the sender's organization. */
const HOSTS = new Set(
  `gmail googlemail yahoo hotmail outlook live msn icloud me mac aol proton protonmail gmx web mail yandex zoho
  fastmail hey example localhost google facebook linkedin twitter x instagram youtube github`.split(/\s+/),
);
/** Second-level labels under a country code ("co.uk", "com.au"): the name is the label before them. */
const SECOND = new Set(['co', 'com', 'org', 'net', 'ac', 'gov', 'edu', 'ltd', 'plc']);
/** A character of a host name, [A-Za-z0-9.-], by char code: a regex test per character cost ~6x as much. */
const isHostChar = (c: number) => ((c | 32) >= 97 && (c | 32) <= 122) || (c >= 48 && c <= 57) || c === 46 || c === 45;

/** The organization label of the host starting at `at` ("help.plumtrail.io" → "plumtrail"), and where the host ends. */
function hostLabel(text: string, at: number): [string | null, number] {
  let e = at;
  while (e < text.length && e - at < 253 && isHostChar(text.charCodeAt(e))) e++;
  work.steps += e - at;
  const labels = text.slice(at, e).toLowerCase().replace(/\.+$/, '').split('.');
  if (labels.length < 2) return [null, e];
  labels.pop();
  if (labels.length >= 2 && SECOND.has(labels[labels.length - 1]!)) labels.pop();
  const label = labels[labels.length - 1]!;
  return [label.length >= 3 && !HOSTS.has(label) ? label.replace(/-/g, '') : null, e];
}

/** The organization labels of the e-mail and web addresses in `text`, found by indexOf; each host is read once. */
function hostLabels(text: string): Set<string> {
  const labels = new Set<string>();
  for (const mark of ['@', '://', 'www.']) {
    let at = text.indexOf(mark);
    while (at >= 0 && labels.size < 16) {
      const [label, end] = hostLabel(text, at + (mark === 'www.' ? 0 : mark.length));
      if (label !== null) labels.add(label);
      at = text.indexOf(mark, Math.max(at + mark.length, end));
    }
  }
  return labels;
}

/** Whether text[from, to) is nothing, one space or one hyphen (by char code: this runs for most capitalized words). */
function spaceOrHyphen(text: string, from: number, to: number): boolean {
  if (to === from) return true;
  const c = text.charCodeAt(from);
  return to - from === 1 && (c === 32 || c === 45);
}

/** `lc` without its characters other than a-z and 0-9; most words have none, and are returned as they are. */
function alnum(lc: string): string {
  for (let k = 0; k < lc.length; k++) {
    const c = lc.charCodeAt(k);
    if (!((c >= 97 && c <= 122) || (c >= 48 && c <= 57))) return lc.replace(/[^a-z0-9]/g, '');
  }
  return lc;
}

/**
 * fromHosts' first letters, cleared on each use: a typed array over 64 bytes is allocated outside
 * V8's heap, ~10x the cost of clearing it; fromHosts never runs inside itself.
 */
const FIRSTS = new Uint8Array(128);

/** "The Plumtrail team" beside help@plumtrail.io; "Brackenridge Bio" beside brackenridgebio.com (up to three words). */
export function fromHosts(text: string, toks: Tok[], out: Hit[]): void {
  if (text.indexOf('@') < 0 && text.indexOf('://') < 0 && text.indexOf('www.') < 0) return;
  const labels = hostLabels(text);
  if (labels.size === 0) return;
  // The first letters of the labels (hosts are ASCII): a word that starts with no such letter is passed over at once.
  const firsts = FIRSTS.fill(0);
  // Every beginning of a label, the empty one included: words are joined only while they spell one.
  const prefixes = new Set<string>();
  for (const l of labels) {
    firsts[l.charCodeAt(0)] = 1;
    for (let k = 0; k <= l.length; k++) prefixes.add(l.slice(0, k));
  }
  for (let i = 0; i < toks.length; i++) {
    const t = toks[i]!;
    // Not the address itself: its words follow "@", "." or "/".
    const before = text.charCodeAt(t.start - 1);
    const first = t.lc.charCodeAt(0);
    if (!t.cap || first >= 128 || firsts[first] === 0 || before === 64 || before === 46 || before === 47) continue;
    let joined = '';
    for (let k = i; k < toks.length && k - i < 3; k++) {
      work.steps++;
      const u = toks[k]!;
      if (!u.cap || (k > i && !spaceOrHyphen(text, toks[k - 1]!.end, u.start))) break;
      joined += alnum(u.lc);
      if (!prefixes.has(joined)) break;
      if (labels.has(joined)) {
        out.push({ type: 'ORGANIZATION', start: t.start, end: u.end, rank: PLACE_RANK.org });
        break;
      }
    }
  }
}
