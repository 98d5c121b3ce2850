/**
 * CITY from cues that name the place as one (ADR 0051): a place noun before it ("the town of
 * Weymouth", "home city Station Nord", "his hometown, Castlebar"), a university named after its
 * town ("University of Tromsø"), and a town whose own shape says it is one after a preposition of
 * place: an English toponym ending ("to Auroratown", "in Berggrenton") or a place head ("to Port
 * Paien"). Tried only at the tokens such a cue starts with, one sticky regex per try, so the pass
 * stays linear.
 */
import { PLACE_RANK } from './phi-cities.js';
import { COUNTRIES, isEnglish, isName, MEDICAL, ORG_TAILS, TITLES, US_STATES } from './phi-lexicon.js';
import { practiceWord } from './phi-org-words.js';
import { isRegionName } from './phi-regions.js';
import { listed, question, type Tok, work } from './phi-tokens.js';
import { placeOk } from './phi-travel.js';
import type { Hit } from './pii-context.js';

const PLACE_WORD = "[\\p{Lu}][\\p{L}\\p{M}'’-]*";
/** Up to four capitalized words, lower-case particles between them ("Sault Ste. Marie", "Novo mesto" is not taken). */
const PHRASE = new RegExp(
  `${PLACE_WORD}\\.?(?:(?:[ \\t]+(?:de|del|della|di|da|do|dos|la|le|du|des|nad|pod|upon|on|am|an|der|im|sur|en|y))?[ \\t]+${PLACE_WORD}\\.?){0,3}`,
  'uy',
);
/** What may stand between a place noun and the name: "town of ", "city "; a comma only after "hometown" ("go to town, Roy!"). */
const NOUN_GAP = /(?:[ \t]+of)?[ \t]+/y;
const HOMETOWN_GAP = /,?[ \t]+/y;
const UNIVERSITY_GAP = /[ \t]+of[ \t]+/y;
/** The words a cue starts with, one look-up per token: place nouns, university words, and the prepositions of place after which a town's shape alone is enough. */
const NOUN = 1;
const UNIVERSITY = 2;
const PREPOSITION = 3;
const CUES = new Map<string, number>([
  ...['city', 'town', 'village', 'hometown'].map((w): [string, number] => [w, NOUN]),
  ...['university', 'college'].map((w): [string, number] => [w, UNIVERSITY]),
  ...['to', 'in', 'at', 'near', 'from'].map((w): [string, number] => [w, PREPOSITION]),
]);
/** First words of many towns ("Port Said", "Fort Worth", "Lake Placid", "San Pedro"). */
const HEADS = new Set(['port', 'fort', 'mount', 'lake', 'san', 'santa', 'são', 'sao', 'porto', 'puerto']);
/**
 * A saint's name after "in" or "near" is a town or a suburb ("in St Kilda", "near St Ives", ADR 0085); after "to",
 * "at" or "from" it is as often a hospital or a church ("to St Jude", "at St. Luke's").
 */
const SAINTS = new Set(['st', 'saint', 'ste', 'sainte']);
/**
 * Endings of English, Central European, Dutch, Nordic and Polish toponyms (-huizen, -hoven, -drecht,
 * -land, -holm, -bæk, -rup, -torp, -köping, -vik, -ów, -owo: ADR 0079). A word in no English list and no name list
 * with such an ending is a town: the name list holds the surnames made from towns ("Ashford",
 * "Hamilton"), so those stay with the name recognizer.
 */
const ENDINGS =
  /^.{3,}(?:town|ton|ville|bury|borough|burgh|burg|mouth|chester|caster|cester|ford|field|stead|wick|worth|minster|haven|dorf|hausen|heim|ingen|stadt|grad|polis|huizen|hoven|drecht|scheid|kirchen|land|holm|bæk|bek|rup|strup|torp|köping|vik|fjord|ów|owo|øy)$/;
const CALENDAR = new Set(
  'january february march april may june july august september october november december monday tuesday wednesday thursday friday saturday sunday'.split(
    ' ',
  ),
);

/** The phrase at `at` trimmed of a trailing dot, or null. */
function phraseAt(text: string, at: number): string | null {
  PHRASE.lastIndex = at;
  const m = PHRASE.exec(text);
  work.steps++;
  return m === null ? null : m[0].replace(/\.$/, '');
}

/** The end of `gap` matched at `at`, or -1. */
function gapEnd(gap: RegExp, text: string, at: number): number {
  gap.lastIndex = at;
  return gap.exec(text) === null ? -1 : gap.lastIndex;
}

const push = (out: Hit[], start: number, phrase: string) =>
  out.push({ type: 'CITY', start, end: start + phrase.length, rank: PLACE_RANK.cued });

/** "to Auroratown", "to Port Paien": a town by its shape; names, English and medical words are not. */
function shaped(phrase: string): boolean {
  const ws = phrase.toLowerCase().split(/[ \t]+/);
  const lc = ws.join(' ');
  // ("st" is also a medical abbreviation, so the saint is read first.)
  if (SAINTS.has(ws[0]!.replace(/\.$/, '')) && ws.length === 2) {
    const name = ws[1]!;
    return !isEnglish(name) && !/['’]s?$/.test(name) && !ORG_TAILS.has(name) && !TITLES.has(name) && !MEDICAL.has(name);
  }
  if (COUNTRIES.has(lc) || US_STATES.has(lc) || isRegionName(lc) || ws.some((w) => MEDICAL.has(w) || CALENDAR.has(w)))
    return false;
  const odd = (w: string) => !isEnglish(w) && !isName(w) && !MEDICAL.has(w);
  if (HEADS.has(ws[0]!) && ws.length > 1) return !isEnglish(ws[1]!);

  // ("at Brookhaven Behavioral": a specialty's word after the town names a practice.)
  return ws.length <= 2 && odd(ws[0]!) && ENDINGS.test(ws[0]!) && (ws.length === 1 || !practiceWord(ws[1]!));
}

/** After a place noun or "University of": a place, and not only English words ("city Council", "town Hall", "city of Hope"). */
const named = (phrase: string | null): phrase is string =>
  phrase !== null &&
  placeOk(phrase) &&
  !phrase
    .toLowerCase()
    .split(/[ \t]+/)
    .every((w) => isEnglish(w));

const CUE_WORDS: ReadonlySet<string> = new Set(CUES.keys());
const CUE_Q = question();

export function findCuedTowns(text: string, toks: Tok[], out: Hit[]): void {
  for (let k = 0; k < toks.length - 1; k++) {
    const t = toks[k]!;
    const lc = t.lc;
    // Most words are no cue: asked once per word, then CUES read for the cues only.
    if (!listed(t.w, CUE_Q, CUE_WORDS)) continue;
    const cue = CUES.get(lc)!;
    if (cue === NOUN && (!t.cap || lc === 'hometown')) {
      // "Mexico City", "City Hall": a capitalized City is part of a name, not a noun before one.
      const at = gapEnd(lc === 'hometown' ? HOMETOWN_GAP : NOUN_GAP, text, t.end);
      const phrase = at < 0 ? null : phraseAt(text, at);
      if (named(phrase)) push(out, at, phrase);
    } else if (cue === UNIVERSITY && t.cap) {
      const at = gapEnd(UNIVERSITY_GAP, text, t.end);
      const phrase = at < 0 ? null : phraseAt(text, at);
      if (named(phrase)) push(out, at, phrase);
    } else if (cue === PREPOSITION && !t.cap) {
      const next = toks[k + 1]!;
      if (!next.cap || next.start !== t.end + 1) continue;
      // The shape is read from the next word before any phrase is built: most words after "to" or "in" have none.
      const saint = SAINTS.has(next.lc) && (lc === 'in' || lc === 'near');
      if (!saint && !HEADS.has(next.lc) && (next.lc.length < 6 || !ENDINGS.test(next.lc))) continue;
      // A saint's town is the saint and one name ("in St Kilda. Centrelink…" ends there).
      const name = toks[k + 2];
      const phrase = saint
        ? name?.cap && /^\.?[ \t]$/.test(text.slice(next.end, name.start))
          ? text.slice(next.start, name.end)
          : null
        : phraseAt(text, next.start);
      if (phrase !== null && shaped(phrase)) push(out, next.start, phrase);
    }
  }
}
