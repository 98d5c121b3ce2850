/**
 * ORGANIZATION owning a person (ADR 0074): "Google's Sundar Pichai", "Pave's Irena Bílá". News and lists of
 * people write an affiliation as a possessive right before a full name; a person's possessive takes a noun
 * first ("John's wife Mary"), so a full name right after one word's possessive is someone of the owner.
 */
import { PLACE_RANK } from './phi-cities.js';
import { COUNTRIES, EPONYM_HEAD, isEnglish, isName, isStop, MEDICAL, TITLES, US_STATES } from './phi-lexicon.js';
import { ownerOf } from './phi-orgs-links.js';
import { orgLike } from './phi-orgs-phrase.js';
import { work } from './phi-tokens.js';
import { MONTHS_DAYS } from './phi-unlisted-places.js';
import type { Hit } from './pii-context.js';

/**
 * The hits of `people` (sorted by start; the organizations too) overlapping [s, e): a binary search from a name's length before `s`,
 * so that repeated cues in a long text do not each read every person.
 */
export function peopleOver(people: Hit[], s: number, e: number): Hit[] {
  let lo = 0;
  let hi = people.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (people[mid]!.start < s - 64) lo = mid + 1;
    else hi = mid;
  }
  const found: Hit[] = [];
  for (let k = lo; k < people.length && people[k]!.start < e && k - lo < 16; k++)
    if (people[k]!.end > s) found.push(people[k]!);
  return found;
}

/** Words after which a possessive is no firm's: holidays, family and kinds of people ("Mother's Day", "Children's"). */
const NOT_OWNERS = new Set(
  `mother father children women men people today yesterday tomorrow year week world nation valentine
  patient patients doctor nurse god lord st saint`.split(/\s+/),
);

/** Whether a capitalized word may own a person as a firm does: no medical, title, kin, calendar or place word. */
function ownerLike(owner: string): boolean {
  const lc = owner.toLowerCase();
  if (!/^\p{Lu}[\p{L}\p{M}\d&-]+$/u.test(owner)) return false;
  return !(
    MEDICAL.has(lc) ||
    EPONYM_HEAD.has(lc) ||
    TITLES.has(lc) ||
    NOT_OWNERS.has(lc) ||
    COUNTRIES.has(lc) ||
    US_STATES.has(lc) ||
    isStop(lc) ||
    MONTHS_DAYS.has(lc) ||
    // "Children's Jane Roe" is no firm's; an English word that is also a name may be one ("Pave's Irena Bílá").
    (isEnglish(lc) && !isName(lc) && !orgLike(owner))
  );
}

/** Whether a capitalized word stands one space before `pos`: then the owner is the end of a longer name. */
const CAP_BEFORE = /(?:^|[^\p{L}\p{M}\d'’.&-])\p{Lu}[\p{L}\p{M}\d'’.&-]*[ \t]$/u;
const capBefore = (text: string, pos: number) => CAP_BEFORE.test(text.slice(Math.max(0, pos - 32), pos));

/** Whether an apostrophe stands within [s, e) (read by char code: most names have none). */
function quoteWithin(text: string, s: number, e: number): boolean {
  for (let k = s; k < e; k++) {
    const c = text.charCodeAt(k);
    if (c === 39 || c === 0x2019) return true;
  }
  return false;
}

/** A person's name read with its owner's possessive: "Pave's Irena Bílá". */
const OWNED = /^(\p{Lu}[\p{L}\p{M}\d&-]+)['’]s[ \t]+\p{Lu}[\p{L}\p{M}'’-]*[ \t]+\p{Lu}/u;

/**
 * "Google's Sundar Pichai", "Pave's Irena Bílá": one capitalized word's possessive right before a person's full
 * name (two capitalized words or more), the word standing alone ("Civis Analytics's Jane Li" is read by
 * phi-orgs-cued.ts) and no person's name itself.
 */
export function ownersOfPeople(text: string, people: Hit[], found: Hit[]): void {
  for (const h of people) {
    work.steps++;
    // A possessive stands right before the person or inside it: most people have neither.
    const q0 = text.charCodeAt(h.start - 3);
    const before = text.charCodeAt(h.start - 2) === 115 && (q0 === 39 || q0 === 0x2019);
    if (!before && !quoteWithin(text, h.start, h.end)) continue;
    const name = text.slice(h.start, h.end);
    if (name.indexOf('\n') >= 0 || name.indexOf(',') >= 0) continue;
    const own = before || capBefore(text, h.start) ? null : OWNED.exec(name);
    if (own !== null) {
      if (!ownerLike(own[1]!)) continue;
      found.push({ type: 'ORGANIZATION', start: h.start, end: h.start + own[1]!.length, rank: PLACE_RANK.org });
      ownerOf(text, [h], h.start, h.start + own[1]!.length);
      continue;
    }
    if (!/^\p{Lu}\S*[ \t]+\p{Lu}/u.test(name)) continue;
    if (text.charCodeAt(h.start - 1) !== 32 || text.charCodeAt(h.start - 2) !== 115) continue;
    const q = text.charCodeAt(h.start - 3);
    if (q !== 39 && q !== 0x2019) continue;
    let s = h.start - 3;
    while (s > 0 && h.start - s < 40 && /[\p{L}\p{M}\d&-]/u.test(text.charAt(s - 1))) s--;
    const owner = text.slice(s, h.start - 3);
    if (capBefore(text, s)) continue;
    if (!ownerLike(owner) || peopleOver(people, s, h.start - 3).length > 0) continue;
    found.push({ type: 'ORGANIZATION', start: s, end: h.start - 3, rank: PLACE_RANK.org });
  }
}
