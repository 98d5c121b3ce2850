/**
 * The travel and living words of the town slots (ADR 0056, phi-town-slots.ts), and the towns written in
 * lower case after one of them and a preposition ("lives alone in west lafayette", "driving from moline").
 */
import { listed, region } from './phi-big-cities.js';
import { isCommon, isEnglish, isName, isStop } from './phi-lexicon.js';
import type { Tok } from './phi-tokens.js';
import { MONTHS_DAYS } from './phi-unlisted-places.js';
import type { Hit } from './pii-context.js';

const RANK = 5;
const lc = (s: string) => s.toLowerCase();

/**
 * Travel and living words that make "to X" or "at X" a place ("fly to Porto"; "said Gladys to
 * Logan" is not). Not phi-cities.ts's PLACE_VERBS whole: "am" and "I'm" there cue "I'm in X", not "to X".
 */
const TRAVEL = new Set(
  'fly flies flying flew flown flight flights trip trips travel travels traveled travelled traveling travelling go goes going went gone back return returned returning head headed heading drive drives drove driving visit visits visiting visited move moves moved moving relocated relocating vacation holiday wedding funeral transferred transported airlifted emigrated immigrated commutes lives living lived resides residing born grew stay stays stayed staying called calling'.split(
    ' ',
  ),
);

/** Whether a travel or living word stands among the seven words before `at`. */
export function travelBefore(text: string, at: number): boolean {
  return lc(text.slice(Math.max(0, at - 48), at))
    .split(/[^\p{L}'’]+/u)
    .slice(-7)
    .some((w) => TRAVEL.has(w));
}

/** The lower-case first words of towns' names that say "a town follows" ("el dorado", "san jose", "fort wayne"). */
const LOWER_HEADS = new Set('el la los las san santa port fort mount lake saint sao são new'.split(' '));
/** Settlement words that open a town's name of two words ("north maddison", "fort jaeden", "lake waylon"). */
const SETTLED = new Set('north south east west new port fort lake mount'.split(' '));
/** Words after a compass word that name a part of something, not a town ("the east side", "north wing"). */
const PARTS = new Set('side sides end coast wing campus part area bank shore entrance building tower gate'.split(' '));
/** A travel word one or two words before the preposition at `at` ("driving from", "went home to"). */
function travelRightBefore(text: string, at: number): boolean {
  const ws = lc(text.slice(Math.max(0, at - 28), at)).split(/[^\p{L}'’]+/u);
  if (ws[ws.length - 1] === '') ws.pop();
  const a = ws[ws.length - 1];
  const b = ws[ws.length - 2];
  return (a !== undefined && TRAVEL.has(a)) || (b !== undefined && TRAVEL.has(b) && (a === 'home' || a === 'back'));
}
/** "lives alone in west lafayette", "got back to rotorua": lower-case words after in/from/near/to. */
const LOWER = /[ \t]+([a-z][a-z'-]{1,25}(?:[ \t]+[a-z][a-z'-]{1,25}){0,2})/y;
/** A listed town in lower case with a word in no English list, after a travel or living word ("in general", "to john" are not places). */
export function lowerCaseAt(text: string, t: Tok, out: Hit[]): void {
  LOWER.lastIndex = t.end;
  const m = LOWER.exec(text);
  if (m === null) return;
  const phrase = m[1]!;
  const ws = phrase.split(/[ \t]+/);
  // "from ob to l&d": two letters are a unit or a service.
  if (ws.length === 1 && phrase.length < 3) return;
  const at = t.end + m[0].length - phrase.length;
  // "to the village", "in a new town": a town's name opens with no function word.
  if (isStop(ws[0]!) && !LOWER_HEADS.has(ws[0]!)) return;
  // Read once, only when a phrase gets that far.
  let travel: boolean | undefined;
  for (let n = ws.length; n >= 1; n--) {
    const p = ws.slice(0, n).join(' ');
    // "in el dorado", "from san antonio": a listed town opened by a place head needs no travel word.
    if (n > 1 && LOWER_HEADS.has(ws[0]!) && !region(p) && listed(p)) {
      out.push({ type: 'CITY', start: at, end: at + p.length, rank: RANK });
      return;
    }
    // "went home to fall river", "driving from moline": right after a travel word, a listed town of
    // several words, or a listed word no ordinary text uses (a surname too).
    travel ??= travelRightBefore(text, t.start);
    // "returned to north maddison", "moved to fort jaeden": right after a travel word, a settlement word and a
    // word in no English list make a town whatever lists hold it (nobody is called "North" or "Fort").
    if (n === 2 && travel && SETTLED.has(ws[0]!) && !PARTS.has(ws[1]!) && !isEnglish(ws[1]!) && !isCommon(ws[1]!)) {
      out.push({ type: 'CITY', start: at, end: at + p.length, rank: RANK });
      return;
    }
    const near = (n > 1 || !isCommon(p)) && travel;
    if (!near && !ws.slice(0, n).some((w) => !isEnglish(w) && !isCommon(w))) continue;
    // A name after "to" is someone visited ("went to kevin"); after "from" or "in" it is where.
    const surnameTown = near && t.lc !== 'to' && p.length >= 5 && !isCommon(p);
    // "my gp in rathmines", "the kroger on hamilton ave in cincinnati": after "in" a listed town whose every word is
    // in no English list is where, with no travel word (a person is rarely "in" anything; "in jackson" is the town).
    const plain = t.lc === 'in' && ws.slice(0, n).every((w) => !isEnglish(w) && !isCommon(w));
    if (region(p) || !listed(p) || (n === 1 && isName(p) && !surnameTown && !(plain && p.length >= 7))) continue;
    if (near || plain || travelBefore(text, t.start))
      out.push({ type: 'CITY', start: at, end: at + p.length, rank: RANK });
    return;
  }
}

/** "at the fontana one", "the Westerville location", "the sneinton depot": a town naming one site of a chain. */
const SITE_TOWN =
  /the[ \t]+(\p{L}[\p{L}'’-]{2,24}(?:[ \t]+\p{L}[\p{L}'’-]{2,24})?)[ \t]+(?:one|location|branch|office|site|store|campus|depot|warehouse)(?![\p{L}])/iuy;

/**
 * Towns before a site noun: listed, and no word of them English, common or a region ("the main office", "the new
 * one"). Tried only at the tokenizer's "the" (its joiner words are tokens), not by a scan of the text.
 */
export function findSiteTowns(text: string, toks: readonly Tok[], out: Hit[]): void {
  for (const t of toks) {
    if (t.lc !== 'the') continue;
    SITE_TOWN.lastIndex = t.start;
    const m = SITE_TOWN.exec(text);
    if (m === null) continue;
    const p = m[1]!;
    const l = lc(p);
    const ws = l.split(/[ \t]+/);
    if (region(l) || !listed(l) || ws.some((w) => isEnglish(w) || isCommon(w) || MONTHS_DAYS.has(w))) continue;
    const start = m.index + m[0].indexOf(p, 3);
    out.push({ type: 'CITY', start, end: start + p.length, rank: RANK });
  }
}
