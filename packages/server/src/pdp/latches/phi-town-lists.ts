/**
 * The other members of a list that holds a town (ADR 0070): "Visited Reims, Lyon and Nantes", "our
 * offices in Fagersund and Trofa", "a transfer from Busseltegeest to Niersen". The gazetteer holds many
 * towns as surnames too, and a town in no list reads as a surname; beside a town found by its slot,
 * such a word is a town. A member is a large city, a listed town that is no given name or surname, or a
 * word in no list at all; a name ("Paris and John Smith"), an English word, a region or a title is not.
 */
import { big, listed, region } from './phi-big-cities.js';
import { isCity, isEnglish, isName, MEDICAL, ORG_TAILS, TITLES } from './phi-lexicon.js';
import { isKnownOrg } from './phi-orgs-gazetteer.js';
import { work } from './phi-tokens.js';
import { type Anchor, RANK, unknownWord } from './phi-town-codes.js';
import type { Hit } from './pii-context.js';

const WORD = "\\p{Lu}[\\p{L}\\p{M}'’-]*";
/** A member after the town: one to three capitalized words. */
const MEMBER_AFTER = new RegExp(`${WORD}(?:[ \\t]${WORD}){0,2}`, 'uy');
/** A member before the town, with the separator between them. */
const MEMBER_BEFORE = new RegExp(
  `(?:^|[^\\p{L}\\p{M}'’-])(${WORD}(?:[ \\t]${WORD}){0,2})(,[ \\t]+(?:and[ \\t]+|or[ \\t]+)?|[ \\t]+(?:and|or|to)[ \\t]+)$`,
  'u',
);
/** Words of a capital and small letters, hyphenated parts too ("Asnières-sur-Seine", "Ile-Ife"). */
export const TITLE_CASE =
  /^\p{Lu}[\p{Ll}\p{M}'’]+(?:-\p{L}[\p{Ll}\p{M}'’]*)*(?:[ \t]\p{Lu}[\p{Ll}\p{M}'’]+(?:-\p{L}[\p{Ll}\p{M}'’]*)*)*$/u;
/** After a town: ", " (and, or), " and ", " or ", or " to " (from one town to another). */
const SEP_AFTER = /^(?:,[ \t]+(?:and[ \t]+|or[ \t]+)?|[ \t]+(?:and|or|to)[ \t]+)/;
/** Where a list goes on after a member: another separator and a capital. */
const GOES_ON = /^(?:,[ \t]+(?:and[ \t]+|or[ \t]+)?|[ \t]+(?:and|or)[ \t]+)\p{Lu}/u;

const LATIN = /^[\p{Script=Latin}\p{M} \t'’-]+$/u;

/** Whether the phrase `p` is a town beside a town. */
function member(p: string): boolean {
  // A town's name is written in Title Case: "IADLs", "I-CARE", "CDMX" are no towns.
  if (!TITLE_CASE.test(p) || /['’]s$/.test(p)) return false;
  // The lists hold Latin spellings: a word of another script is in none of them, which says nothing ("Айгерим
  // Нурланқызы, Алматы, …" is a person before her town).
  if (!LATIN.test(p)) return false;
  const ws = p.toLowerCase().split(/[ \t]+/);
  const lc = ws.join(' ');
  // ("College Station", "University Park": an organization's word is in a listed town's name of several words.)
  if (region(lc) || ws.some((w) => MEDICAL.has(w) || TITLES.has(w))) return false;
  const town = ws.length > 1 ? isCity(lc) : listed(lc);
  if (ws.some((w) => ORG_TAILS.has(w)) && (ws.length === 1 || !town)) return false;
  if (big(lc)) return true;
  // ("NYU Langone, Mount Sinai and Northwell": a known organization's name is none, whatever town a member is.)
  if (isKnownOrg(p)) return false;
  if (ws.length === 1) return (listed(lc) && !isName(lc)) || unknownWord(lc);
  // Two or three words: a listed town ("Ponte de Sor" is not read here: particles end the member), or words in no list.
  // ("Round Rock", "Sugar Land": ordinary words that a surname list also holds make a town's name, rarely a person's.)
  return (town && (!ws.every((w) => isName(w)) || ws.every((w) => isEnglish(w)))) || ws.every((w) => unknownWord(w));
}

/**
 * A member of a list of towns opened by lower-case "in" (ADR 0085): there a word of the name list is a town too
 * ("clinics in Kentwood, Wyoming and Holland"), as a lone one is after "in" (phi-town-locatives.ts).
 */
function nameMember(p: string): boolean {
  if (!TITLE_CASE.test(p) || /['’]s$/.test(p) || /[ \t]/.test(p)) return false;
  const lc = p.toLowerCase();
  return isName(lc) && !region(lc) && !MEDICAL.has(lc) && !ORG_TAILS.has(lc) && !TITLES.has(lc);
}
/** Prepositions of place that open a list of towns ("in", "across", "throughout", "around"). */
const IN_BEFORE = /(?:^|[^\p{L}])(?:in|across|throughout|around)[ \t]+$/u;
/** A list opened by one of them: the preposition, then members and separators up to the town. */
const LIST_OPENED = new RegExp(
  `(?:^|[^\\p{L}])(?:in|across|throughout|around)[ \\t]+(?:${WORD}(?:[ \\t]${WORD}){0,2}(?:,[ \\t]+(?:and[ \\t]+|or[ \\t]+)?|[ \\t]+(?:and|or)[ \\t]+)){1,4}$`,
  'u',
);

/** `from`: where this call's readings begin in `out`; the towns added are also anchors (their readings are dropped). */
export function findTownLists(text: string, out: Hit[], from: number, anchors: Anchor[]): void {
  const queue: Hit[] = [];
  const taken = new Set<number>();
  // The members of lists opened by "in", by their start.
  const afterIn = new Set<number>();
  for (let k = from; k < out.length; k++) {
    const h = out[k]!;
    if (h.type !== 'CITY' || taken.has(h.start)) continue;
    // A town of the gazetteer read bare is one when it ends a list that a preposition of place opens
    // ("across Gachibowli, Kukatpally and Secunderabad").
    const opened = h.rank < RANK && LIST_OPENED.test(text.slice(Math.max(0, h.start - 120), h.start));
    if (h.rank >= RANK || opened) {
      queue.push(h);
      taken.add(h.start);
      if (IN_BEFORE.test(text.slice(Math.max(0, h.start - 12), h.start))) afterIn.add(h.start);
    }
  }
  // Most texts hold no town to start a list from (and no closure is made for them: ADR 0121).
  if (queue.length === 0) return;
  const take = (start: number, end: number, inList: boolean, state = false) => {
    if (taken.has(start)) return;
    taken.add(start);
    if (inList) afterIn.add(start);
    const hit: Hit = { type: 'CITY', start, end, rank: RANK };
    queue.push(hit);
    // A state in the list is passed over, left in clear ("in Kentwood, Wyoming and Holland").
    if (state) return;
    out.push(hit);
    anchors.push({ start, end, from: start, reach: end });
  };
  for (let q = 0; q < queue.length && q < 64; q++) {
    work.steps++;
    const h = queue[q]!;
    const sep = SEP_AFTER.exec(text.slice(h.end, h.end + 8));
    if (sep !== null) {
      MEMBER_AFTER.lastIndex = h.end + sep[0].length;
      const m = MEMBER_AFTER.exec(text);
      // A comma alone joins a member only where the list goes on ("Lipa City, Batangas." is a town and its province).
      const comma = !/and|or|to/.test(sep[0]);
      const end = m === null ? 0 : m.index + m[0].length;
      const inList = afterIn.has(h.start);
      if (m !== null && (!comma || GOES_ON.test(text.slice(end, end + 8)))) {
        // A name-list word ends its clause there ("… and Holland."; "in Boston and Sarah visits" is a person).
        // So does one of the gazetteer the list goes on from ("in Redfield, Britton and Eureka"; not "in Paris, John and Mary").
        const ends =
          /^[ \t]*(?:$|[.,;:!?)\n])/.test(text.slice(end, end + 3)) ||
          (GOES_ON.test(text.slice(end, end + 8)) && listed(m[0].toLowerCase()));
        if (member(m[0]) || (inList && ends && nameMember(m[0]))) take(m.index, end, inList);
        else if (inList && TITLE_CASE.test(m[0]) && region(m[0].toLowerCase())) take(m.index, end, inList, true);
      }
    }
    const before = MEMBER_BEFORE.exec(text.slice(Math.max(0, h.start - 48), h.start));
    if (before !== null && member(before[1]!)) {
      const comma = !/and|or|to/.test(before[2]!);
      if (!comma || GOES_ON.test(text.slice(h.end, h.end + 8))) {
        const start = h.start - before[2]!.length - before[1]!.length;
        take(start, start + before[1]!.length, false);
      }
    }
  }
}
