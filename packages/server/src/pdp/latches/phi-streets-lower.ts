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

export function findLowerStreets(text: string, toks: Tok[], out: Hit[]): void {
  for (let i = 0; i < toks.length; i++) {
    const t = toks[i]!;
    if (t.cap || !CUES.has(t.lc)) continue;
    work.steps++;
    STREET.lastIndex = t.end;
    const m = STREET.exec(text);
    if (m === null) continue;
    const type = m[2]!;
    const short = SHORT.has(type);
    const ws = m[1]!.split(/[ \t]+/);
    if (ws.some((w) => isStop(w) || GENERIC.has(w) || CUES.has(w))) continue;
    if (!short && ws.every((w) => isEnglish(w))) continue;
    const typeEnd = m.index + m[0].length - (m[0].endsWith('.') ? 1 : 0);
    if (type === 'dr' && !AFTER_DR.test(text.slice(typeEnd, typeEnd + 8))) continue;
    const start = m.index + m[0].indexOf(m[1]!);
    out.push({ type: 'STREET_ADDRESS', start, end: typeEnd, rank: RANK });
  }
}
