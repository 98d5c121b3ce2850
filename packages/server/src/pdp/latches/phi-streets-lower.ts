/**
 * Streets written in lower case in chat (ADR 0079): "the walgreens on lake st", "the kroger on hamilton
 * ave", "she lives on albion st", "the walk-in on commercial dr?". The capitalized forms are read by
 * phi-streets-bare.ts; a text typed in lower case writes its streets so too. A street is one to three
 * lower-case words after a street cue (on, off, onto, along) ended by a street type:
 *
 * - an abbreviated type (st, ave, rd, blvd, pkwy, hwy, ln) says "an address" whatever the words before it;
 *   "dr" only where nothing but a stop, "in", "and" or "to" follows (before a word it is a title: "dr holloway");
 * - a type written out (street, road, avenue, boulevard, parkway) only after a word in no English list
 *   ("on albion street"; "on the road", "on a dirt road" are no address).
 *
 * Also the street leads of Malaysia and the Philippines, capitalized, with no house number ("Lot 2-15, Jalan Tun
 * Razak, 50400 Kuala Lumpur", "Purok 3, Sitio Alaska,"): a lead and one to four capitalized words or numbers
 * before a comma or the line's end.
 *
 * Never when a function word opens the words ("on the way", "on my street"), nor "way", "lane", "drive" or
 * "court", whose phrases are mostly no streets ("on memory lane", "on a usb drive", "on the tennis court").
 */
import { isEnglish, isStop } from './phi-lexicon.js';
import { type Tok, work } from './phi-tokens.js';
import type { Hit } from './pii-context.js';

const RANK = 6;
const CUES = new Set(['on', 'off', 'onto', 'along']);
const SHORT = new Set(['st', 'ave', 'av', 'rd', 'blvd', 'pkwy', 'hwy', 'ln', 'dr']);
const LONG = new Set(['street', 'road', 'avenue', 'boulevard', 'parkway', 'highway']);
/** Words of a generic kind of road, not a name ("a dirt road", "the ring road", "side street"). */
const GENERIC = new Set(
  'dirt gravel country private back side busy quiet slippery icy wet long short same other next ring main open toll high one two every any each'.split(
    ' ',
  ),
);
/** The cue's lower-case words, then the type: sticky at the cue's end. */
const STREET = new RegExp(
  `[ \\t]+([a-z][a-z'’-]*(?:[ \\t]+[a-z][a-z'’-]*){0,2}?)[ \\t]+(${[...SHORT, ...LONG].join('|')})\\.?(?![\\p{L}\\d])`,
  'uy',
);
/** After "dr": the end, punctuation, or a word that ends the street's phrase ("…on commercial dr? the wait…"). */
const AFTER_DR = /^(?:[ \t]*(?:$|[^\p{L}\d \t])|[ \t]+(?:in|and|to|near|by|at|for|then|so|but|or)(?![\p{L}]))/u;

/** Street leads of Malaysia, Indonesia and the Philippines, unambiguous enough to need no house number ("Jalan Tun Razak,"). */
const LEADS = new Set(['jalan', 'jln', 'lorong', 'persiaran', 'lebuh', 'lebuhraya', 'sitio']);
/** After such a lead: one to three capitalized words (or a number), then a comma, the line's end or the text's. */
/** (A section code of a planned town, "Jalan SS2/24", "Jalan PJU 1A/3", is a word of capitals and digits.) */
const LED =
  /(?:[ \t]+(?:\p{Lu}[\p{L}\p{M}'’-]*\d{0,3}[A-Z]?(?:\/\d{1,3}[A-Z]?)?|\d{1,4}[A-Z]?(?:\/\d{1,3}[A-Z]?)?)){1,4}(?=[ \t]*(?:[,;\n]|$))/uy;

const COMPASS = new Set(['n', 's', 'e', 'w']);
const GRID_BEFORE = /(?<![\p{L}\p{N}.,/-])\d{2,5}[ \t]$/u;
/** The grid's second coordinate ("300 S", "50 W"), not before a unit: "10 E 20 S units" is a dose. */
const GRID_AFTER =
  /[ \t]\d{2,5}[ \t](?:N|S|E|W|North|South|East|West)(?![\p{L}\p{N}])(?![ \t]+(?:units?|u|iu|mg|mcg|ml|doses?|tabs?)\b)/iuy;

/** The words a street of this file starts at: compass letters, leads, cues (the caller asks one look-up per token). */
export const STREET_TRIGGERS: ReadonlySet<string> = new Set([...COMPASS, ...LEADS, ...CUES]);

/** The street starting at token `t`, one of STREET_TRIGGERS (phi-town-tails.ts runs the loop over the tokens). */
export function lowerStreetAt(text: string, t: Tok, out: Hit[]): void {
  if (t.cap) {
    // "872 E 300 S": the grid addresses of Utah and its neighbours, a number, a compass letter, a number and a letter.
    if (t.end - t.start === 1 && COMPASS.has(t.lc)) {
      const b = GRID_BEFORE.exec(text.slice(Math.max(0, t.start - 7), t.start));
      GRID_AFTER.lastIndex = t.end;
      if (b !== null && GRID_AFTER.exec(text) !== null)
        out.push({ type: 'STREET_ADDRESS', start: t.start - b[0].length, end: GRID_AFTER.lastIndex, rank: RANK });
      return;
    }
    if (!t.upper && LEADS.has(t.lc)) {
      LED.lastIndex = t.end;
      if (LED.exec(text) !== null)
        out.push({ type: 'STREET_ADDRESS', start: t.start, end: LED.lastIndex, rank: RANK + 1 });
    }
    return;
  }
  if (!CUES.has(t.lc)) return;
  work.steps++;
  STREET.lastIndex = t.end;
  const m = STREET.exec(text);
  if (m === null) return;
  const type = m[2]!;
  const short = SHORT.has(type);
  const ws = m[1]!.split(/[ \t]+/);
  if (ws.some((w) => isStop(w) || GENERIC.has(w) || CUES.has(w))) return;
  if (!short && ws.every((w) => isEnglish(w))) return;
  const typeEnd = m.index + m[0].length - (m[0].endsWith('.') ? 1 : 0);
  if (type === 'dr' && !AFTER_DR.test(text.slice(typeEnd, typeEnd + 8))) return;
  const start = m.index + m[0].indexOf(m[1]!);
  out.push({ type: 'STREET_ADDRESS', start, end: typeEnd, rank: RANK });
}
