/**
 * ORGANIZATION from context (ADR 0043), for the many company names that carry no organization word
 * ("Flightstats", "Reed Elsevier"): the capitalized phrase after an employment cue ("works for",
 * "employed by", "joined"), after a person found in the text ("Zoe Young from Flightaware", "Jens
 * Kreutzmann of Teradata"), and the line between a person and a street address in a letterhead or
 * contact block ("Karin Beike / Leasing consultant / Fritz-Armstrong / 12 Oak St"). Phrases that
 * are towns, states, countries, titles or only ordinary English words are left alone.
 */
import { PLACE_RANK } from './phi-cities.js';
import type { Cues } from './phi-cues.js';
import { isName } from './phi-lexicon.js';
import { CUE_HEADS, JOB_WORDS, JOBS, JOIN_WORDS } from './phi-org-words.js';
import { affiliationAfter, execAfter } from './phi-orgs-affiliations.js';
import { findForeignEmployers } from './phi-orgs-cued-intl.js';
import { letterheads } from './phi-orgs-letterheads.js';
import { ownerOf } from './phi-orgs-links.js';
import { loneEmployer, orgLike, phraseAt, push, titledName, words } from './phi-orgs-phrase.js';
import { findScriptEmployers } from './phi-orgs-work-scripts.js';
import { shapeIn, type Tok, wordShapes, work } from './phi-tokens.js';
import type { Hit } from './pii-context.js';

/** The cue as it ends right before the organization's first word (tested only after PREV_CUE_WORDS). */
export const CUE_BEFORE = new RegExp(
  String.raw`(?:^|[^\p{L}])(?:(?:work(?:s|ed|ing)?|volunteer(?:s|ed|ing)?|intern(?:s|ed|ing)?)[ \t]+(?:for|at)|employed[ \t]+(?:by|at|with)|(?:my|his|her|their|our|your|whose|new|former|current|previous)[ \t]+employer,?|employee[ \t]+(?:of|at)|(?:hired|acquired|sponsored)[ \t]+by|join(?:s|ed)?|(?:years?|months?|decades?|career|stint|internship)[ \t]+(?:at|with)|(?:laid[ \t]+off|fired|let[ \t]+go|dismissed)[ \t]+(?:by|from)|(?:retired|resigned)[ \t]+from|(?:customer|client|subscriber)s?[ \t]+(?:of|at)|(?:${JOBS})s?[ \t]+(?:at|for|with))[ \t]+(?:the[ \t]+)?$`,
  'iu',
);
const CEO_BEFORE =
  /(?:^|[^\p{L}])(?:CEO|CFO|CTO|COO|[Ff]ounder|[Pp]resident|[Cc]hair(?:man|woman|person)?|[Ss]pokes(?:person|man|woman))[ \t]+of[ \t]+(?:the[ \t]+)?$/u;
/**
 * A job named after the phrase: "works part-time at Delta as a ground operations supervisor", "at Kroger as a
 * cashier". The words before "at" vary ("continues to work part-time at"); the job after says employer.
 */
const AS_JOB_AFTER = new RegExp(
  String.raw`^[ \t]+as[ \t]+an?[ \t]+(?:[\p{Ll}-]+[ \t]+){0,3}?(?:${JOBS})s?(?![\p{L}])`,
  'u',
);
/** Last words of those cues: a capitalized word after one of them is looked at further. */
const PREV_CUE_WORDS = new Set(['for', 'at', 'by', 'with', 'of', 'from', 'join', 'joins', 'joined', 'the', 'employer']);
/** Nouns after an organization's name ("the Avalara office"), and "is" of "X is a … company". */
const NEXT_NOUN_WORDS = new Set(
  `office offices website headquarters hq employees staff shareholders stock subsidiary is team rep reps representative
  customers clients newsletter app platform portal spokesperson spokesman spokeswoman ceo cfo cto coo founder founders
  shares plant factory warehouse store stores branch facility campus`.split(/\s+/),
);

const isLetter = (c: number) => (c >= 97 && c <= 122) || (c >= 65 && c <= 90);
/** Where the ASCII word that ends one space before `pos` starts (at most 12 letters); `pos` when no space is there. */
function wordBeforeStart(text: string, pos: number): number {
  if (text.charCodeAt(pos - 1) !== 32) return pos;
  let s = pos - 1;
  while (s > 0 && pos - 1 - s < 12 && isLetter(text.charCodeAt(s - 1))) s--;
  return s;
}
/** The ASCII word that ends one space before `pos`, lower-cased (at most 12 letters), or ''. */
function wordBefore(text: string, pos: number): string {
  const s = wordBeforeStart(text, pos);
  return s === pos ? '' : text.slice(s, pos - 1).toLowerCase();
}
/** Where the ASCII word that starts one space after `pos` ends (at most 12 letters). */
function wordAfterEnd(text: string, pos: number): number {
  let e = pos + 1;
  while (e < text.length && e - pos <= 12 && isLetter(text.charCodeAt(e))) e++;
  return e;
}
/** The ASCII word that starts one space after `pos`, lower-cased (at most 12 letters), and where it starts. */
function wordAfter(text: string, pos: number): [string, number] {
  if (text.charCodeAt(pos) !== 32) return ['', -1];
  return [text.slice(pos + 1, wordAfterEnd(text, pos)).toLowerCase(), pos + 1];
}
/** The cue and noun lists by shape: the word next to a capitalized word is cut out only when it may be one of them. */
const CUE_SHAPES = wordShapes(PREV_CUE_WORDS);
const NOUN_SHAPES = wordShapes(NEXT_NOUN_WORDS);

/** "I work for Citigroup", "employed by Reed Elsevier", "joined Lawdragon", "the CEO of Certara". */
function afterCues(text: string, toks: Tok[], out: Hit[]): void {
  for (let k = 0; k < toks.length; k++) {
    const t = toks[k]!;
    // The cue word (or "the" before it) is in PREV_CUE_WORDS, so its shape is among theirs.
    if (!t.cap || !shapeIn(CUE_SHAPES, text, wordBeforeStart(text, t.start), t.start - 1)) continue;
    let cue = wordBefore(text, t.start);
    let at = t.start - 1 - cue.length;
    if (cue === 'the') {
      cue = wordBefore(text, at);
      at -= 1 + cue.length;
    }
    if (!PREV_CUE_WORDS.has(cue)) continue;
    // The word before the cue word decides whether the cue regexes are worth running (most "of the X" are not cues).
    const headed = JOIN_WORDS.has(cue) || cue === 'employer' || CUE_HEADS.has(wordBefore(text, at));
    // Else only "at X as a <job>" (a lone "at" is a place as often: "at Home as a", "at Christmas as a").
    if (!headed && (cue !== 'at' || text.charCodeAt(t.end) !== 32)) continue;
    work.steps++;
    const before = text.slice(Math.max(0, t.start - 40), t.start);
    const employer = headed ? CUE_BEFORE.test(before) : true;
    if (!employer && !CEO_BEFORE.test(before)) continue;
    const p = phraseAt(text, t.start);
    if (!headed && (p === null || !AS_JOB_AFTER.test(text.slice(t.start + p.length, t.start + p.length + 60))))
      continue;
    // "works for NATO": after an employment cue even a word the town list holds is the employer.
    // It outranks a PERSON read from the same words after "by" ("employed by Reed Elsevier").
    if (p === null) continue;
    const rank = employer ? PLACE_RANK.org + 1 : PLACE_RANK.org;
    // "I work for Chemical Abstracts Service": after an employment cue, Title Case words are a name too.
    if (employer && !orgLike(p, true) && (titledName(p) || loneEmployer(text, t.start, p)))
      out.push({ type: 'ORGANIZATION', start: t.start, end: t.start + p.length, rank });
    else push(out, t.start, p, employer, rank);
  }
}

/**
 * Nouns that say the capitalized phrase before them is an organization ("the Avalara office",
 * "according to the Uber website", "Acme is a medical device company", "the CEO of Certara").
 */
const NOUN_AFTER =
  /(?:[Oo]ffices?|website|headquarters|HQ|employees|staff|shareholders|stock|subsidiary|team|reps?|representative|customers|clients|newsletter|app|platform|portal|spokes(?:person|man|woman)|CEO|CFO|CTO|COO|founders?|shares|plant|factory|warehouse|stores?|branch|facility|campus|is[ \t]+an?[ \t]+501\(c\)|is[ \t]+an?[ \t]+(?:[\p{L}-]+[ \t]+){0,4}?(?:company|agency|bank|firm|startup|start-up|corporation|manufacturer|provider|vendor|nonprofit|non-profit|charity|insurer|retailer|consultancy|conglomerate|organi[sz]ation|multinational|chain|airline|publisher|brand|supplier|distributor|cooperative|charity|nonprofit))(?![\p{L}])/uy;
const TITLED = /(?:^|[ \t])(?:Dr|Mr|Mrs|Ms|Mx|Prof|Doctor|Professor)\.?[ \t]/;
const PHRASE_BEFORE =
  /(?:^|[^\p{L}\p{M}\d'’.&-])((?:[\p{Lu}\d][\p{L}\p{M}\d'’.&-]*[ \t]+(?:(?:of|and|&)[ \t]+)?){1,5})$/u;

/**
 * Everything up to the last sentence dot in a phrase: a word of two small letters or more, or an acronym of two
 * capitals or more ("Home with Bayside VNA. PACT team will call"), then the dot, then a blank.
 */
const SENTENCE_BEFORE =
  /^.*(?<!\b(?:St|Mt|Ft|Jr|Sr|Dr|Inc|Ltd|Co|Corp|Llc|Plc|LLC|INC|LTD|PLC))(?<=\p{Ll}{2}|\p{Lu}{2})\.[ \t]+/u;

function aroundNouns(text: string, toks: Tok[], out: Hit[]): void {
  for (let k = 0; k < toks.length; k++) {
    const t = toks[k]!;
    if (!t.cap || text.charCodeAt(t.end) !== 32 || !shapeIn(NOUN_SHAPES, text, t.end + 1, wordAfterEnd(text, t.end)))
      continue;
    const [w, at] = wordAfter(text, t.end);
    if (!NEXT_NOUN_WORDS.has(w)) continue;
    work.steps++;
    NOUN_AFTER.lastIndex = at;
    const m = NOUN_AFTER.exec(text);
    if (m === null) continue;
    const before = PHRASE_BEFORE.exec(text.slice(Math.max(0, at - 64), at));
    if (before === null) continue;
    const whole = before[1]!.trimEnd().replace(/['’]s$/, '');
    // "by Friday. Our warehouse": a sentence's dot ends what goes before the name (not "St.", "Inc.").
    const p = whole.replace(SENTENCE_BEFORE, '');
    // "Call Dr. Moreau's office", "Mr. Lee's team": a titled person's, not a firm's.
    if (TITLED.test(p)) continue;
    // A sentence-opening "The" is not part of the name.
    const cut = /^The[ \t]+/.exec(p)?.[0].length ?? 0;
    const name = p.slice(cut);
    const start = at - before[1]!.length + (whole.length - p.length) + cut;
    // "is a … company" says "organization", so Title Case words are enough ("Wolfram Research is a … company"); "staff" does not ("Call Center staff").
    if (!orgLike(name) && m[0].startsWith('is') && titledName(name))
      out.push({ type: 'ORGANIZATION', start, end: start + name.length, rank: PLACE_RANK.org });
    else push(out, start, name);
  }
}

const OWNER = /^([\p{Lu}][\p{L}\p{M}\d.&-]*)['’]s[ \t]+\p{Lu}/u;
const AFFILIATION = /^[ \t]+(?:of|from|at)[ \t]+/;
const POSSESSIVE_BEFORE =
  /(?:^|[\s,(])([\p{Lu}][\p{L}\p{M}\d.&-]*(?:[ \t][\p{Lu}][\p{L}\p{M}\d.&-]*){0,3})['’]s[ \t]+$/u;

/**
 * Whether the 48 characters before `at` end as POSSESSIVE_BEFORE's matches do, with "'s" and spaces or
 * tabs: read backwards by char code, so that the regex runs only before the few people with a possessive before them.
 */
function endsPossessive(text: string, at: number): boolean {
  const from = Math.max(0, at - 48);
  let k = at - 1;
  while (k >= from && (text.charCodeAt(k) === 32 || text.charCodeAt(k) === 9)) k--;
  if (k === at - 1 || k - 1 < from || text.charCodeAt(k) !== 115) return false;
  const q = text.charCodeAt(k - 1);
  return q === 39 || q === 0x2019;
}

/** "Zoe Young from Flightaware", "Jens Kreutzmann of Teradata", "Panjiva's Riku Andou". */
function aroundPeople(text: string, people: Hit[], out: Hit[]): void {
  const starts = new Set(people.map((h) => h.start));
  people.forEach((h, k) => {
    work.steps++;
    // "Panjiva's Riku Andou" read as one person: the possessive word is the firm.
    // Looked for within the person's own words: an indexOf over the rest of the text, once per person, was quadratic.
    const span = text.slice(h.start, h.end);
    const own = span.indexOf('s ') > 0 ? OWNER.exec(span) : null;
    if (own !== null && orgLike(own[1]!) && !isName(own[1]!.toLowerCase())) {
      out.push({ type: 'ORGANIZATION', start: h.start, end: h.start + own[1]!.length, rank: PLACE_RANK.org });
      ownerOf(text, [h], h.start, h.start + own[1]!.length);
      return;
    }
    const sp = text.charCodeAt(h.end);
    const gap = sp === 32 || sp === 9 ? AFFILIATION.exec(text.slice(h.end, h.end + 8)) : null;
    if (gap !== null) {
      const at = h.end + gap[0].length;
      const p = phraseAt(text, at);
      // A person read there from name-list words stays one ("Tom Ash from Jane Roe"); other words are the organization.
      if (p !== null && !(starts.has(at) && words(p).every((w) => isName(w)))) push(out, at, p);
    }
    affiliationAfter(text, h, starts, out);
    execAfter(text, h, starts, out);
    const before = endsPossessive(text, h.start)
      ? POSSESSIVE_BEFORE.exec(text.slice(Math.max(0, h.start - 48), h.start))
      : null;
    if (before !== null) {
      const start = h.start - before[0].length + before[0].indexOf(before[1]!);
      // People are sorted: only the one before this one can cover the possessive ("Jane Roe's Tom Ash").
      const prev = people[k - 1];
      if (prev === undefined || prev.end <= start) push(out, start, before[1]!);
    }
  });
}

/** "(Legacy Paradigm Planner, Brix Personale)": a job title, a comma, and the name of where it is held. */
const JOB_PAREN = /\(([^()\n,]{2,60}),[ \t]+(\p{Lu}[^()\n,;:]{1,60}?)[ \t]*\)/gu;

/**
 * A job title and its employer in parentheses after a person ("Michael (Planner, Brix Personale)"): the
 * part after the comma is an organization when the part before ends in a job word and it is no place,
 * department, medical or ordinary English phrase ("(Nurse, Oncology)", "(Engineer, Boston)").
 */
function afterJobTitles(text: string, out: Hit[]): void {
  if (text.indexOf('(') < 0) return;
  JOB_PAREN.lastIndex = 0;
  for (let m = JOB_PAREN.exec(text); m !== null; m = JOB_PAREN.exec(text)) {
    work.steps++;
    const job = m[1]!.trim().split(/[ \t]+/);
    if (!JOB_WORDS.has(job[job.length - 1]!.toLowerCase())) continue;
    const name = m[2]!;
    if (!orgLike(name) && !titledName(name)) continue;
    // "(Attending, Maria Lopez)": words all of the name list may be a colleague's name; the rest outranks the person rule.
    const ws = name.split(/[ \t]+/);
    if (ws.length > 1 && ws.every((w) => isName(w.toLowerCase()))) continue;
    const start = m.index + m[0].indexOf(name, m[1]!.length + 1);
    out.push({ type: 'ORGANIZATION', start, end: start + name.length, rank: PLACE_RANK.org + 1 });
  }
}

export function findCuedOrgs(text: string, toks: Tok[], out: Hit[], cues?: Cues): void {
  afterJobTitles(text, out);
  const people = out.filter((h) => h.type === 'PERSON').sort((a, b) => a.start - b.start);
  const streets = out.filter((h) => h.type === 'STREET_ADDRESS');
  afterCues(text, toks, out);
  findForeignEmployers(text, out, cues);
  findScriptEmployers(text, out, cues?.other);
  aroundPeople(text, people, out);
  aroundNouns(text, toks, out);
  if (streets.length > 0) letterheads(text, people, streets, out);
}
