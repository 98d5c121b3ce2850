/**
 * PERSON, the second look (ADR 0038): a word that phi-names.ts took as a name is a name wherever
 * else the same text writes it capitalized, and so is a single name listed beside one.
 */

import { EPONYM_HEAD, isEnglish, ORG_TAILS } from './phi-lexicon.js';
import { base, K, possessive } from './phi-name-words.js';
import { NAME_RANK } from './phi-names-cued.js';
import { DEPARTMENT_WORDS, JOB_WORDS } from './phi-org-words.js';
import { isRegionName } from './phi-regions.js';
import { asked, question, type Tok, work } from './phi-tokens.js';
import type { Hit } from './pii-context.js';

/** A possessive ending, kept outside the finding ("Alvir's" → "Alvir"). */
export const POSSESSIVE = /['’]s$/;
const LIST_GLUE = /^(?:, | and | & |, and | or )$/;
const GLUE_WORDS = new Set(['and', 'or']);
/** What follows a label: "No.", "Nr", "#", a digit or a colon ("Policy No. 4", "Rm 214", "Ref: Dr. Osei"). */
const LABEL_AFTER = /^(?:[ \t]*[:#]|\.?[ \t]+(?:No|Nr|no|nr)\b|[ \t]*(\d))/;
/** The rest of a signature line after its post's first word: capitalized words, initials and credentials only. */
const POST_REST = /^(?:[ \t]+(?:\p{Lu}[\p{L}\p{M}.'’&/-]*|\(?\p{Lu}{2,6}\)?))*[ \t.]*$/u;
/** Where a post ends when its line goes on: a comma, semicolon, slash or bracket. */
const POST_END = /[ \t]*[,;/(]/;
const POST_WORD = /\p{L}+/gu;
/** " of " and a capital after a word: "Daughters of Charity", "Director of Quality". */
const OF_NAME = /^ of \p{Lu}/u;
/** Posts of a signature line that JOB_WORDS (contact blocks) leaves out. */
const SIGNATURE_JOBS = new Set(['registrar', 'prof', 'professor', 'lecturer', 'fellow', 'resident', 'intern']);
/** Whether the word, less a possessive (base()), names a region: asked once per word of the call. */
const REGION_Q = question();
const regionBase = (lc: string) => isRegionName(possessive(lc) ? lc.slice(0, -2) : lc);

/**
 * A word once taken as a name is a name wherever else it stands capitalized in the same text
 * ("Alvir D. Pušaver … Alvir spent a year"), and so are single names listed with one ("Monjeau, Graves and Reed").
 */
export function propagate(text: string, toks: Tok[], kinds: K[], known: Set<string>, out: Hit[]): void {
  // Taken tokens by index (a byte each): tokens and their starts are one to one, and a byte array
  // costs no hashing per look-up on a long note.
  const taken = new Uint8Array(toks.length);
  // One merge walk over the sorted hits and the tokens keeps this linear.
  const people = out.filter((h) => h.type === 'PERSON').sort((a, b) => a.start - b.start);
  let h = 0;
  for (let i = 0; i < toks.length; i++) {
    work.steps++;
    const t = toks[i]!;
    while (h < people.length && people[h]!.end + 2 < t.end) h++;
    const p = people[h];
    if (p !== undefined && t.start >= p.start && t.end <= p.end + 2) taken[i] = 1;
  }
  for (let i = 0; i < toks.length; i++) {
    work.steps++;
    // (A word that heads a medical phrase, "Scale", "Test", is not carried to where it heads one again, after a
    // capitalized word: "NIH Stroke Scale" may be dropped later as a named thing; "Law recommends" stays the name.)
    const b = base(toks[i]!);
    const phraseHead =
      EPONYM_HEAD.has(b) && i > 0 && toks[i - 1]!.cap && text.slice(toks[i - 1]!.end, toks[i]!.start) === ' ';
    if (kinds[i] !== K.Other && kinds[i] !== K.Initial && taken[i] === 0 && known.has(b) && !phraseHead)
      addName(toks, taken, out, i);
  }
  for (let i = 0; i < toks.length; i++) {
    // "Sudbury, Alberta": a province standing in a list beside a name is still no person.
    if (kinds[i] === K.Other || kinds[i] === K.Initial || taken[i] === 1 || asked(toks[i]!.w, REGION_Q, regionBase))
      continue;
    // "Usamov and Bowers": "and" / "or" are tokens themselves, so the neighbour is looked for past them.
    const pi = i >= 1 && GLUE_WORDS.has(toks[i - 1]!.lc) ? i - 2 : i - 1;
    const ni = i + 1 < toks.length && GLUE_WORDS.has(toks[i + 1]!.lc) ? i + 2 : i + 1;
    const left = pi >= 0 && taken[pi] === 1 && listedBeside(text, toks[pi]!, toks[i]!);
    const right = ni < toks.length && taken[ni] === 1 && listedBeside(text, toks[i]!, toks[ni]!);
    // "Rachel Ostrander, Legal, Pembury Holdings", "(Medicine, Bigelow 11)": a department or a post beside a name,
    // unless names stand on both sides of it or "and" goes on to one ("Graves, Hand and Reed" stays a list of people).
    const post = !(left && right) && !(right && ni === i + 2) && DEPARTMENT_WORDS.has(base(toks[i]!));
    if ((left || right) && !post && !titleWord(text, toks, taken, i)) addName(toks, taken, out, i);
  }
}

/** A PERSON hit on token `i`, which is then taken. */
function addName(toks: Tok[], taken: Uint8Array, out: Hit[], i: number): void {
  const t = toks[i]!;
  out.push({
    type: 'PERSON',
    start: t.start,
    end: POSSESSIVE.test(t.lc) ? t.end - 2 : t.end,
    rank: NAME_RANK.gazetteer,
  });
  taken[i] = 1;
}

/** Whether a list's glue (a comma, "and") is all that stands between tokens `a` and `b`. */
function listedBeside(text: string, a: Tok, b: Tok): boolean {
  return LIST_GLUE.test(text.slice(a.end, b.start));
}

// "Lena Fairweather, Au.D.", "Chinedu Eze, Senior Registrar": a credential with inner dots or the first
// word of a job title stands after a name in a signature, not another person.
function titleWord(text: string, toks: Tok[], taken: Uint8Array, i: number): boolean {
  const t = toks[i]!;
  const n = toks[i + 1];
  if (/^\.\p{L}/u.test(text.slice(t.end, t.end + 2))) return true;
  if (n?.cap === true && n.start - t.end === 1 && (JOB_WORDS.has(n.lc) || SIGNATURE_JOBS.has(n.lc))) return true;
  // "Quality Assurance", "Colorectal Surgery", "Diabetes Service", "Daughters of Charity", "Director of Quality":
  // a word of a Title Case phrase, beside a capitalized common word or before "of" and a capital (ADR 0090).
  // (Before an organization's word a name stays, for phi-names-sites.ts: "Brady, Oakwood Primary".)
  if (
    phraseWord(text, toks, i - 1, t, false) ||
    (DEPARTMENT_WORDS.has(base(t)) && phraseWord(text, toks, i + 1, t, true)) ||
    OF_NAME.test(text.slice(t.end, t.end + 6))
  )
    return true;
  // "Policy No. P/18…", "Rm 214", "Ref: …": a label after a name and a comma, not another person.
  // (A number after a word of no English list is a house number: "Sigurðardóttir, Laugavegur 26," stays a
  // candidate for the street chain, phi-street-chain.ts.)
  const after = LABEL_AFTER.exec(text.slice(t.end, t.end + 6));
  if (after !== null && (after[1] === undefined || isEnglish(base(t)))) return true;
  return postAfterName(text, toks, taken, i);
}

/** Whether toks[k], one blank before or after `t`, is a department's or an organization's word in Title Case ("Diabetes"). */
function phraseWord(text: string, toks: Tok[], k: number, t: Tok, after: boolean): boolean {
  const x = toks[k];
  if (x === undefined || !x.cap || x.upper || (!DEPARTMENT_WORDS.has(x.lc) && !ORG_TAILS.has(x.lc))) return false;
  return after
    ? x.start - t.end === 1 && text.charCodeAt(t.end) === 32
    : t.start - x.end === 1 && text.charCodeAt(x.end) === 32;
}

// "Gráinne Flynn, Senior OT", "Julia Hoffmann, Oberärztin", "Angela Ferris, Field Action Coordinator": after a
// whole name (two words or more) and a comma, capitalized words running to the end of the line are the
// signer's post or department. A list of single names goes on with "and" or another comma ("Graves, Reed and Lowe").
function postAfterName(text: string, toks: Tok[], taken: Uint8Array, i: number): boolean {
  const pi = i - 1;
  if (pi < 1 || taken[pi] !== 1 || taken[pi - 1] !== 1 || text.slice(toks[pi]!.end, toks[i]!.start) !== ', ')
    return false;
  // A post is written in words ("Senior", "Field"); a word of no English list there is a town ("Lana Oláh, Meződ").
  if (toks[pi]!.start - toks[pi - 1]!.end > 2 || !isEnglish(base(toks[i]!))) return false;
  const nl = text.indexOf('\n', toks[i]!.end);
  const rest = text.slice(toks[i]!.end, nl < 0 ? text.length : nl);
  if (rest.length <= 60 && POST_REST.test(rest)) return true;
  // "Kenji Shiokawa, President, and Park Ji-hoon, CEO", "Apply to Courtney Bjornstad, Talent Acquisition,
  // careers@…": the post may end at a comma, a semicolon or a slash when the line goes on; then it says
  // itself a post (a job word) or runs over two words no name list holds alone ("Talent Acquisition").
  const cut = POST_END.exec(rest);
  if (cut === null || cut.index > 40 || !POST_REST.test(rest.slice(0, cut.index))) return false;
  const words = [toks[i]!.lc, ...(rest.slice(0, cut.index).toLowerCase().match(POST_WORD) ?? [])];
  return words.some((w) => JOB_WORDS.has(w) || SIGNATURE_JOBS.has(w)) || (words.length >= 2 && words.every(isEnglish));
}
