/**
 * Lists of towns read as lists of people (ADR 0102): "clinics across Murfreesboro, Franklin and Clarksville",
 * "caregiving in Wausau, Stevens Point and Rhinelander", "flu jabs at our Leith and Portobello branches". The
 * name list holds most towns as surnames, so the name rules read each member a person, and findTownLists
 * (phi-town-lists.ts) grows a list only from a town found by its slot. Here a run of hits joined by commas and
 * one conjunction ("and", "or", "y", "e", "et", "und", "og", "och", "ou") is a list of towns when every
 * member is a town the gazetteer holds (or was read CITY) and one of them is surely a town: read CITY already,
 * a large city, or a listed town that no name list holds. Its PERSON members are then retyped CITY.
 *
 * Only the label changes: each member was hidden already. A list of people ("Franklin, Lincoln and Grant")
 * has no member that only a gazetteer holds, and "Maria, Lisboa" (a name and a town, no conjunction) is no list.
 * Runs once over the PERSON and CITY hits of the text, sorted by start: linear after the sort.
 */
import { big, listed, region } from './phi-big-cities.js';
import { isName, MEDICAL, TITLES } from './phi-lexicon.js';
import { TITLE_CASE } from './phi-town-lists.js';
import type { Hit } from './pii-context.js';

/** What joins two members: a comma, a conjunction of one of the common languages, or both. */
const JOIN =
  /^(?:,[ \t]*(?:(?:and|or|y|e|et|und|og|och|ou|o|oder|ja)[ \t]+)?|[ \t]+(?:and|or|&|y|e|et|und|og|och|ou|o|oder|ja)[ \t]+)$/;
/** The joins with a conjunction: a list has one. */
const CONJUNCTION = /[\p{L}&]/u;

/** Names of the PERSON hits a name rule read from the name list alone (phi-town-chain.ts reads the same rank). */
const NAME_LIST_RANK = 4;

/** Whether the PERSON reading `value` may be a listed town: Title Case, one to three words, no title or medical word. */
function townLike(value: string): boolean {
  if (value.length > 40 || !TITLE_CASE.test(value)) return false;
  const ws = value.toLowerCase().split(/[ \t]+/);
  if (ws.length > 3 || ws.some((w) => TITLES.has(w) || MEDICAL.has(w))) return false;
  const lc = ws.join(' ');
  return listed(lc) && !region(lc);
}

/** Whether the listed town `value` is surely a town: a large city, or a name that no name list holds. */
function surelyTown(value: string): boolean {
  const lc = value.toLowerCase().replace(/[ \t]+/g, ' ');
  return big(lc) || !lc.split(' ').every((w) => isName(w));
}

/**
 * One member of a run: the hits over the same words (a name rule's PERSON and a gazetteer's CITY often
 * both read a town), `top` the one of highest rank, which the resolver keeps.
 */
interface Member {
  /** Where the member starts: its hits', or an ordinary word before them that the town's name holds ("Round Rock"). */
  start: number;
  first: number;
  last: number;
  end: number;
  top: Hit;
}

export function retypeTownEnumerations(text: string, out: Hit[], from: number): void {
  const hits: Hit[] = [];
  for (let k = from; k < out.length; k++) {
    const h = out[k]!;
    if (h.type === 'CITY' || h.type === 'PERSON') hits.push(h);
  }
  if (hits.length < 2) return;
  hits.sort((a, b) => a.start - b.start || b.end - a.end);
  const members: Member[] = [];
  for (let k = 0; k < hits.length; k++) {
    const h = hits[k]!;
    const m = members[members.length - 1];
    if (m !== undefined && h.start < m.end) {
      m.last = k;
      if (h.end > m.end) m.end = h.end;
      if (h.rank > m.top.rank || (h.rank === m.top.rank && h.type === 'PERSON')) m.top = h;
    } else members.push({ start: townLead(text, h), first: k, last: k, end: h.end, top: h });
  }
  let i = 0;
  while (i < members.length) {
    // The run of members from i joined one to the next.
    let j = i + 1;
    let conjunction = false;
    while (j < members.length) {
      const gap = text.slice(members[j - 1]!.end, members[j]!.start);
      if (gap.length > 8 || !JOIN.test(gap)) break;
      if (CONJUNCTION.test(gap)) conjunction = true;
      j++;
    }
    if (j - i >= 2 && conjunction) retypeRun(text, hits, members.slice(i, j));
    else if (i + 1 < members.length && fromTo(text, hits, members[i]!, members[i + 1]!)) {
      retypeRun(text, hits, members.slice(i, i + 2));
      j = i + 2;
    }
    i = j;
  }
}

/**
 * A journey's two ends, "drove her from Paradise to Chico", one of them read CITY already, after a verb of moving or
 * travelling: then the same test as a list's ("switched from Hannaford to Kroger" has no town end; "Handoff from
 * Charlotte to Austin" is between people).
 */
function fromTo(text: string, hits: readonly Hit[], a: Member, b: Member): boolean {
  if (a.top.type !== 'CITY' && b.top.type !== 'CITY') return false;
  const start = hits[a.first]!.start;
  return FROM.test(text.slice(Math.max(0, start - 40), start)) && TO.test(text.slice(a.end, hits[b.first]!.start));
}
const FROM =
  /(?:^|[^\p{L}])(?:moved|moving|moves|relocated|drove|driven|drives|driving|flew|flown|flying|travell?ed|travell?ing|commutes?|commuted|commuting|came|went|walked|rode|bused|trip|journey|flight|drive|ride|transferred)(?:[ \t]+(?:him|her|them|me|us|back|here|down|up|over|out|all[ \t]+the[ \t]+way))*[ \t]+from[ \t]+$/iu;
const TO = /^[ \t]+to[ \t]+$/;

/** Retypes the PERSON readings of the run's members CITY when every member may be a town and one surely is. */
function retypeRun(text: string, hits: readonly Hit[], run: readonly Member[]): void {
  let sure = false;
  for (const { top, start } of run) {
    if (top.type === 'CITY' && start === top.start) {
      sure = true;
      continue;
    }
    // A title, a cue or a given name beside it made the reading a person's.
    const value = text.slice(start, top.end);
    if (top.rank > NAME_LIST_RANK || !townLike(value)) return;
    if (surelyTown(value)) sure = true;
  }
  if (!sure) return;
  for (const m of run)
    for (let k = m.first; k <= m.last; k++) {
      const h = hits[k]!;
      if (h.type === 'PERSON') h.type = 'CITY';
      if (h === m.top) h.start = m.start;
    }
}

/**
 * "Temple, Round Rock and Georgetown": a listed town of two words, the first an ordinary one, which no rule read whole
 * (the second read alone as a surname): the start of the word before the hit when both make a listed town, else the hit's.
 */
function townLead(text: string, h: Hit): number {
  const m = LEAD.exec(text.slice(Math.max(0, h.start - 16), h.start));
  if (m === null) return h.start;
  const lc = `${m[1]!} ${text.slice(h.start, h.end)}`.toLowerCase();
  return !lc.includes(' ', m[1]!.length + 1) && listed(lc) && !region(lc) ? h.start - m[0].length : h.start;
}
const LEAD = /(?<![\p{L}'’-])(\p{Lu}\p{Ll}+)[ \t]$/u;
