/**
 * ORGANIZATION from what only a firm does or is said to do (ADR 0074), for names with no organization word:
 *
 * - corporate events around the name: "acquired by X", "merged with X", "renamed X", "spun off from X",
 *   "a subsidiary of X", "which later became X", "co-founders of X", "co-founded X"; and after it: "X was
 *   founded", "X is the brainchild of", "X was acquired", "X acquired Y", "X hired Jane Roe";
 * - a possessive right before a person's full name ("Google's Sundar Pichai": phi-orgs-owners.ts);
 * - service and employer slots: "drives a bus for X", "a retired engineer from X", "her position at X",
 *   "approved via X", "transport via X", and a name in parentheses after a role or workplace ("by
 *   paramedics (Ambulance Victoria)", "my employer (Target distribution center …)").
 *
 * Each cue is read at a capitalized token from the few characters before or after it; its regex runs only
 * when the last or next word is one of the cue's words. The phrase must be an organization's (orgLike) or,
 * after the strongest cues, Title Case words or one capitalized word that is no common, medical, calendar or
 * title word ("which later became Adaptive"). A titled person keeps the words, and so does a name of name-list
 * words after "by", "for" or "from" ("acquired by John Smith").
 */
import { PLACE_RANK } from './phi-cities.js';
import { COUNTRIES, isName, isStop, MEDICAL, TITLES, US_STATES } from './phi-lexicon.js';
import { JOBS, ORG_GENERIC, ORG_PROGRAMS } from './phi-org-words.js';
import { isKnownOrg } from './phi-orgs-gazetteer.js';
import { ownersOfPeople, peopleOver } from './phi-orgs-owners.js';
import { orgLike, phraseAt, titledName } from './phi-orgs-phrase.js';
import { shapeIn, type Tok, wordShapes, work } from './phi-tokens.js';
import { MONTHS_DAYS } from './phi-unlisted-places.js';
import type { Hit } from './pii-context.js';

/** Events and slots whose next words name an organization, as they end right before it. */
const EVENT_BEFORE =
  /(?:^|[^\p{L}])(?:(?:acquired|bought|purchased)[ \t]+by|merged[ \t]+(?:with|into)|(?:renamed|rebranded)(?:[ \t]+(?:as|to))?|spun[ \t]+(?:off|out)[ \t]+(?:from|of)|subsidiary[ \t]+of|(?:which|that|later)[ \t]+(?:later[ \t]+)?became|(?:co-?)?founders[ \t]+of|co-?founded|(?:to|and)[ \t]+found)[ \t]+(?:the[ \t]+)?$/iu;
/** Slots of work and service: the phrase must read as an organization's (no lone English word). */
const SLOT_BEFORE = new RegExp(
  String.raw`(?:^|[^\p{L}])(?:(?:drives?|drove|driving)[ \t]+(?:(?:a|an|the)[ \t]+)?(?:(?:bus|truck|cab|taxi|van|forklift|delivery[ \t]+van)[ \t]+)?for|(?:retired[ \t]+)?(?:${JOBS}|attendant|lifeguard|aide)s?[ \t]+(?:from|for)|(?:position|job|post|role|shift|placement|apprenticeship)[ \t]+(?:at|with)|(?:approved|covered|authori[sz]ed|arranged|funded|financed|assistance|aid|transport|transported|transferred|airlifted|flown|referral|referred|supplied|delivered)[ \t]+via)[ \t]+(?:the[ \t]+)?$`,
  'iu',
);
/** Last words of EVENT_BEFORE and SLOT_BEFORE: only after one of these is a regex run. */
const LAST_WORDS = new Set(
  'by with into renamed rebranded as to from of became cofounded founded found for at via the acquired bought'.split(
    ' ',
  ),
);

const LAST_SHAPES = wordShapes(LAST_WORDS);
/** Last words that are prepositions, and the words that stand before them in EVENT_BEFORE and SLOT_BEFORE. */
const PREPOSITIONS = new Set('by with into as to from of for at via'.split(' '));
const HEADS = new Set(
  `acquired bought purchased merged renamed rebranded off out subsidiary founders drives drive drove driving bus truck
  cab taxi van forklift attendant attendants lifeguard lifeguards aide aides position job post role shift placement
  apprenticeship approved covered authorized authorised arranged funded financed assistance aid transport transported
  transferred airlifted flown referral referred supplied delivered to and`
    .split(/\s+/)
    .concat(JOBS.split('|').flatMap((j) => [j, `${j}s`])),
);

/** After the name: "X was founded", "X is the brainchild of", "X acquired Y", "X, founded in 1998", "X, a fintech based in". */
const EVENT_AFTER =
  /(?:[ \t]+(?:was|were|has[ \t]+been|had[ \t]+been)[ \t]+(?:co-?)?(?:founded|established|incorporated|acquired|bought|purchased|spun[ \t]+(?:off|out)|renamed|rebranded)(?![\p{L}])|[ \t]+is[ \t]+the[ \t]+brainchild[ \t]+of(?![\p{L}])|,[ \t]+(?:co-?)?founded[ \t]+in[ \t]+\d|,[ \t]+an?[ \t]+(?:[\p{Ll}-]+[ \t]+){0,2}?(?:company|firm|startup|start-up|fintech|nonprofit|non-profit|charity|bank|manufacturer|retailer|chain|insurer|consultancy|publisher|airline|subsidiary|supplier|distributor|conglomerate|multinational)(?=[ \t]*[,.;:)]|[ \t]+(?:based|headquartered|founded|in|that|which|with|from|owned|run|serving|specializing|specialising|focused)(?![\p{L}]))|[ \t]+(?:acquired|merged[ \t]+with|hired|bought)[ \t]+\p{Lu})/uy;
const FIRST_WORDS = new Set(['was', 'were', 'has', 'had', 'is', 'acquired', 'merged', 'hired', 'bought']);
const FIRST_SHAPES = wordShapes(FIRST_WORDS);

/** A role or workplace whose organization may follow in parentheses: "paramedics (Ambulance Victoria)". */
const PAREN_ROLES = new Set(
  `paramedics paramedic ambulance ems police trooper troopers officer officers crew work employer insurer insurance
  carrier caseworker agency`.split(/\s+/),
);

/** "Vantorix acquired", not "Patient acquired" opening a sentence nor "community-acquired". */
const ACQUIRER = /[^.!?:;\n][ \t]+\p{Lu}[\p{L}\p{M}\d&'’-]*[ \t]+(?:acquired|bought)[ \t]+$/u;
const isDigit = (c: number) => c >= 48 && c <= 57;
const isLetter = (c: number) => (c >= 97 && c <= 122) || (c >= 65 && c <= 90);
/** Where the ASCII word that ends right before `pos` starts (at most 14 letters back). */
function wordStart(text: string, pos: number): number {
  let s = pos;
  while (s > 0 && pos - s < 14 && isLetter(text.charCodeAt(s - 1))) s--;
  return s;
}
/** The ASCII word that ends right before `pos`, lower-cased, or ''. */
const wordEndingAt = (text: string, pos: number) => text.slice(wordStart(text, pos), pos).toLowerCase();
/** Where the ASCII word that starts at `pos` ends (at most 12 letters on). */
function wordEnd(text: string, pos: number): number {
  let e = pos;
  while (e < text.length && e - pos < 12 && isLetter(text.charCodeAt(e))) e++;
  return e;
}

/** One capitalized word that after a corporate event is a firm though English ("became Adaptive"). */
function loneFirm(p: string): boolean {
  if (!/^\p{Lu}[\p{L}\p{M}\d'’&-]{1,}$/u.test(p)) return false;
  const w = p.toLowerCase();
  return !(
    MEDICAL.has(w) ||
    ORG_GENERIC.has(w) ||
    ORG_PROGRAMS.has(w) ||
    isStop(w) ||
    TITLES.has(w) ||
    MONTHS_DAYS.has(w) ||
    COUNTRIES.has(w) ||
    US_STATES.has(w)
  );
}

/** The hits found so far, and the people among them sorted by start: sorted only when a candidate needs them. */
interface Context {
  out: Hit[];
  found: Hit[];
  people?: Hit[];
}
function peopleOf(cx: Context): Hit[] {
  cx.people ??= cx.out.filter((h) => h.type === 'PERSON').sort((a, b) => a.start - b.start);
  return cx.people;
}
/** Whether an organization found so far ends at `pos` ("Vantorix| acquired"): asked only after "acquired" or "bought". */
const orgEndsAt = (cx: Context, pos: number) =>
  cx.out.some((h) => h.type === 'ORGANIZATION' && h.end === pos) || cx.found.some((h) => h.end === pos);

/** Whether a title stands right before `pos` ("Dr. Lee", "Mrs Hale"). */
function titled(text: string, pos: number): boolean {
  let k = pos - 1;
  if (text.charCodeAt(k) !== 32) return false;
  if (text.charCodeAt(k - 1) === 46) k--;
  return TITLES.has(wordEndingAt(text, k));
}
/**
 * Whether a person with a title overlaps [s, e) ("seen by Dr. Lee"), or, when `names`, one of name-list words only
 * covers it ("acquired by John Smith" is a collector, "caseworker (Maria Lopez)" a person). A person read from one
 * word of a longer phrase ("Ambulance Victoria") does not count then.
 */
const personOver = (text: string, cx: Context, s: number, e: number, names: boolean) =>
  peopleOver(peopleOf(cx), s, e).some(
    (h) =>
      titled(text, h.start) ||
      (names &&
        h.start <= s &&
        h.end >= e &&
        text
          .slice(h.start, h.end)
          .split(/[ \t]+/)
          .every((w) => isName(w.toLowerCase()))),
  );

/** Two or more words all of the name list ("Maria Lopez"): after a slot, a person the name rules may have read only in part. */
const nameWords = (p: string) => {
  const ws = p.split(/[ \t]+/);
  return ws.length > 1 && ws.every((w) => isName(w.toLowerCase()));
};

const org = (start: number, end: number, rank: number = PLACE_RANK.org + 1): Hit => ({
  type: 'ORGANIZATION',
  start,
  end,
  rank,
});

/** The phrase after an event or a slot ("acquired by Reed Elsevier", "Drives a bus for MARTA"). */
function afterCue(text: string, t: Tok, cx: Context): void {
  // "at 3M": a digit and a capital make one name.
  const at = t.start - 1 >= 0 && isDigit(text.charCodeAt(t.start - 1)) ? t.start - 1 : t.start;
  const c = text.charCodeAt(at - 1);
  if (c !== 32 && c !== 9) return;
  // Most words before a capitalized one are no cue: their first letter and length say so before any string is cut.
  if (!shapeIn(LAST_SHAPES, text, wordStart(text, at - 1), at - 1)) return;
  let last = at - 1;
  let w = wordEndingAt(text, last);
  if (w === 'the') {
    last -= 4;
    w = wordEndingAt(text, last);
  }
  if (!LAST_WORDS.has(w)) return;
  // "of", "for", "at"… stand before most capitalized words of a note: the word before them must be a cue's ("acquired by").
  if (PREPOSITIONS.has(w) && !HEADS.has(wordEndingAt(text, last - w.length - 1))) return;
  work.steps++;
  const before = text.slice(Math.max(0, at - 48), at);
  // "Vantorix acquired Brightwell": a firm, not a disease, is acquired by a capitalized subject mid-sentence.
  const bought =
    (w === 'acquired' || w === 'bought') &&
    (ACQUIRER.test(before) || (text.charCodeAt(last - w.length - 1) === 32 && orgEndsAt(cx, last - w.length - 1)));
  const event = bought || EVENT_BEFORE.test(before);
  const slot = !event && SLOT_BEFORE.test(before);
  if (!event && !slot) return;
  // "later became Catholic": after "became" one English word is a firm only in a firm's history ("which later became Adaptive").
  const lone =
    event &&
    (!/became[ \t]+(?:the[ \t]+)?$/i.test(before) || /(?:which|that)[ \t]+later[ \t]+became[ \t]+$/i.test(before));
  const p = phraseAt(text, at);
  if (p === null || (at < t.start && !/^\d\p{Lu}+$/u.test(p))) return;
  const end = at + p.length;
  // "Drives a bus for MARTA": one word in capitals is no person's name; after "by", "for" or "from" a name may be.
  const names = /(?:by|for|from)[ \t]+(?:the[ \t]+)?$/i.test(before) && !/^\p{Lu}+$/u.test(p);
  if (personOver(text, cx, at, end, names) || (names && slot && nameWords(p))) return;
  // "works for NATO", "drives a bus for MARTA": where only an employer or a service stands, a word of the town list
  // is the firm too; "3M" is a name by its shape.
  // After "from" a town is the better reading ("a retired teacher from Ballincollig, Co. Cork"): there only a
  // known name, an acronym or a firm's shape ("3M") is taken.
  const from = slot && /from[ \t]+(?:the[ \t]+)?$/i.test(before);
  if (from) {
    if (isKnownOrg(p) || /^\d\p{Lu}+$/u.test(p) || (/^\p{Lu}{2,}$/u.test(p) && orgLike(p))) cx.found.push(org(at, end));
    return;
  }
  if (orgLike(p, slot) || (event && titledName(p)) || (lone && loneFirm(p)) || (slot && /^\d\p{Lu}+$/u.test(p)))
    cx.found.push(org(at, end));
}

/** A capitalized phrase of up to four words ending right before `pos` ("Tandem & Pike", "Collective Ip"). */
const PHRASE_BEFORE =
  /(?:^|[^\p{L}\p{M}\d'’.&-])((?:[\p{Lu}\d][\p{L}\p{M}\d'’&-]*(?:[ \t]+(?:&|and|of)[ \t]+|[ \t]+)){0,3}[\p{Lu}\d][\p{L}\p{M}\d'’&-]*)$/u;

/** The subject of an event ("Velantis was founded by", "Verdafero is the brainchild of", "Tandem & Pike hired"). */
function beforeEvent(text: string, t: Tok, next: Tok | undefined, cx: Context): void {
  // The phrase ends at the last capitalized word before the cue: a word joined to the next one is passed over.
  if (next?.cap && next.start - t.end === 1 && text.charCodeAt(t.end) === 32) return;
  const c = text.charCodeAt(t.end);
  if (c === 32) {
    const e = wordEnd(text, t.end + 1);
    if (!shapeIn(FIRST_SHAPES, text, t.end + 1, e) || !FIRST_WORDS.has(text.slice(t.end + 1, e).toLowerCase())) return;
  } else if (c !== 44) return;
  else {
    // ", founded in", ", co-founded", ", a fintech based in": only these letters open what follows the comma.
    const f = text.charCodeAt(t.end + 2) | 32;
    if (f !== 102 && f !== 99 && f !== 97) return;
  }
  work.steps++;
  EVENT_AFTER.lastIndex = t.end;
  if (!EVENT_AFTER.test(text)) return;
  const m = PHRASE_BEFORE.exec(text.slice(Math.max(0, t.end - 64), t.end));
  if (m === null) return;
  let p = m[1]!;
  let start = t.end - p.length;
  // "The company was acquired", "The Verdafero team": an opening "The" is no part of the name.
  const cut = /^The[ \t]+/.exec(p)?.[0].length ?? 0;
  p = p.slice(cut);
  start += cut;
  // Only people hire: "Smith hired Jones" are people, "Smith was acquired" is not; a person may be likened to a firm.
  const names = /^(?:[ \t]+hired|,[ \t]+an?[ \t])/.test(text.slice(t.end, t.end + 7));
  if (p === '' || personOver(text, cx, start, t.end, names)) return;
  const ws = p.split(/[ \t]+/);
  if (TITLES.has(ws[0]!.toLowerCase().replace(/\.$/, ''))) return;
  // Towns are founded, established and renamed too ("Rome was founded"); they are not acquired or hired.
  const towns = !/^[ \t]+(?:was|were|has[ \t]+been|had[ \t]+been)[ \t]+(?:co-?)?(?:founded|established|renamed)/.test(
    text.slice(t.end, t.end + 24),
  );
  if (orgLike(p, towns) || titledName(p)) cx.found.push(org(start, t.end));
}

/** "(Ambulance Victoria)" after "paramedics", "(Target distribution center in Lacey)" after "my employer". */
function inParens(text: string, t: Tok, cx: Context): void {
  if (text.charCodeAt(t.start - 1) !== 40) return;
  let k = t.start - 2;
  while (k >= 0 && text.charCodeAt(k) === 32) k--;
  if (!PAREN_ROLES.has(wordEndingAt(text, k + 1))) return;
  work.steps++;
  const p = phraseAt(text, t.start);
  if (p === null) return;
  const end = t.start + p.length;
  // The name closes the parentheses or a lower-case description follows it ("Amazon fulfillment center in Kent").
  if (!/^(?:\)|[ \t]+\p{Ll})/u.test(text.slice(end, end + 2))) return;
  if (personOver(text, cx, t.start, end, true) || nameWords(p)) return;
  if (orgLike(p) || titledName(p)) cx.found.push(org(t.start, end));
}

export function findEventOrgs(text: string, toks: Tok[], out: Hit[]): void {
  const cx: Context = { out, found: [] };
  for (let i = 0; i < toks.length; i++) {
    const t = toks[i]!;
    if (!t.cap) continue;
    afterCue(text, t, cx);
    beforeEvent(text, t, toks[i + 1], cx);
    inParens(text, t, cx);
  }
  const found = cx.found;
  if (text.indexOf("'s ") >= 0 || text.indexOf('’s ') >= 0) ownersOfPeople(text, peopleOf(cx), found);
  if (found.length === 0) return;
  // A name another rule found there stays as it was ("The Exversion Orchestra was founded" keeps its "The").
  const orgs = out.filter((h) => h.type === 'ORGANIZATION').sort((a, b) => a.start - b.start);
  for (const h of found) if (peopleOver(orgs, h.start, h.end).length === 0) out.push(h);
}
