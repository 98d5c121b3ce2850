/**
 * A nickname in quotes or brackets inside or after a name (ADR 0138): 'Robert "Bobby" Lachance', "Tyler 'TJ' Buckner",
 * 'Ignacio Villaseñor ("Nacho")'. The name rules read the given name and the surname and left the nickname, the
 * name the person is called by, in clear. A nickname of one capitalized word (or two to four capitals) in quotes,
 * right after or inside a PERSON found, joins it. One look after each person found: linear.
 */
import { isName, KIN } from './phi-lexicon.js';
import type { Hit } from './pii-context.js';

/** The nickname in quotes or brackets and, after it, the surname's start: ' "Bobby" L', ' ("Nacho")'. */
const NICK = /^[ \t]*(?:\([ \t]*)?["“'‘](?:\p{Lu}[\p{Ll}'’-]{1,15}|\p{Lu}{2,4})["”'’](?:[ \t]*\))?/u;

/** 'Robert (Bobby) Jones': a nickname in brackets without quotes, only between a name's words (see below). */
const BRACKETED = /^[ \t]*\([ \t]*(\p{Lu}[\p{Ll}'’-]{1,15})[ \t]*\)/u;

/** Contact labels after a name: 'Linda Park (Sister) Home 555-0134'. */
const LABELS = new Set(['cell', 'home', 'work', 'mobile', 'phone', 'tel', 'fax', 'office', 'pager']);

const SURNAME = /^[ \t](\p{Lu}[\p{Ll}'’-]+)(?![\p{L}])/u;

export function findNicknames(text: string, out: Hit[], from: number): void {
  const q = text.indexOf('"') >= 0 || text.indexOf('“') >= 0 || text.indexOf("'") >= 0 || text.indexOf('‘') >= 0;
  const b = text.indexOf('(') >= 0;
  if (!q && !b) return;
  const n = out.length;
  for (let k = from; k < n; k++) {
    const h = out[k]!;
    if (h.type !== 'PERSON') continue;
    const near = text.slice(h.end, h.end + 24);
    const m = (q ? NICK.exec(near) : null) ?? (b ? BRACKETED.exec(near) : null);
    if (m === null) continue;
    const end = h.end + m[0].length;
    // 'Robert "Bobby" Lachance': the surname found after the nickname makes one name of the three.
    // (A name-list word there is the surname though no rule read it: 'Rachel "Rae" Summers'.)
    const after = out.find((x) => x.type === 'PERSON' && x.start > end && x.start - end <= 2);
    const word = after === undefined ? SURNAME.exec(text.slice(end, end + 32)) : null;
    // ('John Smith "DNR" status', 'Dr. Smith "OK" to discharge': capitals alone in quotes are an order's or a word's,
    // a nickname only inside a name, before its surname: 'Tyler "TJ" Buckner'.)
    if (/["”'’]$/.test(m[0].trimEnd()) && /^[^a-z]*$/.test(m[0]) && after === undefined && word === null) continue;
    // ('Smith (Cardiology) called', 'Ana (Spanish) interpreter': a word in brackets is a nickname only as a name-list
    // word between a name's words: 'Robert (Bobby) Jones', 'William (Bill) Smith'.)
    const bare = m[1]?.toLowerCase();
    if (bare !== undefined) {
      // ('Jose Ruiz (Husband) Cell', 'Linda Park (Sister) Home': a kin word in brackets, and a contact's label after.)
      const nameAfter = after !== undefined && text.slice(end, after.start) === ' ';
      const surname = word !== null && isName(word[1]!.toLowerCase()) && !LABELS.has(word[1]!.toLowerCase());
      if (!isName(bare) || KIN.has(bare) || !(nameAfter || surname)) continue;
    }
    const last = after?.end ?? (word !== null && isName(word[1]!.toLowerCase()) ? end + word[0].length : end);
    out.push({ type: 'PERSON', start: h.start, end: last, rank: Math.max(h.rank, after?.rank ?? 0) });
  }
}
