/**
 * ORGANIZATION (ADR 0038, 0052): capitalized words ending in an organization word (Hospital, Clinic,
 * Inc, Logistics…), and foreign and English heads followed by the name ("Universidad de Antioquia").
 */

import { PLACE_RANK } from './phi-cities.js';
import {
  isCity,
  isCommon,
  isEnglish,
  isName,
  isStop,
  MEDICAL,
  ORG_JOINERS,
  ORG_TAILS,
  TITLES,
  US_STATES,
} from './phi-lexicon.js';
import { possessive } from './phi-name-words.js';
import { ORG_GENERIC, ORG_HEADS, ORG_LEGAL, ORG_LEGAL_SHORT, ORG_STRONG } from './phi-org-words.js';
import { findCommerceOrgs } from './phi-orgs-commerce.js';
import { findCuedOrgs } from './phi-orgs-cued.js';
import { findKnownOrgs } from './phi-orgs-gazetteer.js';
import { findLinkedOrgs } from './phi-orgs-links.js';
import { findLowerLegal, findUnknownOrgs } from './phi-orgs-unknown.js';
import { asked, listed, question, type Tok, work } from './phi-tokens.js';
import type { Hit } from './pii-context.js';

const ABBREV_DOT = /^(?:st|mt|ft)$/;
/** Words after an organization word that make the phrase a job title ("Chief Medical Officer"). */
const TITLE_AFTER = new Set([
  'officer',
  'officers',
  'director',
  'directors',
  'manager',
  'president',
  'coordinator',
  'administrator',
]);
/** Without a final dot (a char test: this runs for every capitalized word). */
const bare = (lc: string) => (lc.charCodeAt(lc.length - 1) === 46 ? lc.slice(0, -1) : lc);

/** How strongly the last word says "organization": a legal form, a business word, or a word such as Clinic. */
enum Tail {
  None,
  Weak,
  Strong,
  Legal,
}
/**
 * Per word of a call (phi-tokens.ts Word), asked once: whether it is an organization word at all
 * (or "as"), so that tailKind reads a bit for the many capitalized words that are none.
 */
const MAY_TAIL_Q = question();
const mayTail = (lc: string) => {
  const w = possessive(lc) ? lc.slice(0, -2) : bare(lc);
  return w === 'as' || ORG_TAILS.has(w);
};
const ORG_HEAD_Q = question();

function tailKind(text: string, t: Tok): Tail {
  if (!t.cap || !asked(t.w, MAY_TAIL_Q, mayTail)) return Tail.None;
  // "Mossgiel Insurance's claims desk": the possessive belongs to the whole name.
  const lc = possessive(t.lc) ? t.lc.slice(0, -2) : bare(t.lc);
  // "Fjordline AS": the Norwegian form only in capitals ("As" is an English word).
  if (lc === 'as') return t.upper ? Tail.Legal : Tail.None;
  if (!ORG_TAILS.has(lc)) return Tail.None;
  if (ORG_LEGAL.has(lc))
    return !ORG_LEGAL_SHORT.has(lc) || t.upper || text.charCodeAt(t.end) === 46 ? Tail.Legal : Tail.None;
  return ORG_STRONG.has(lc) ? Tail.Strong : Tail.Weak;
}

/** Whether the text before `t` ends a sentence (or the text starts there): "Quest" there may be any English word. */
function opensSentence(text: string, t: Tok): boolean {
  let k = t.start - 1;
  while (k >= 0 && (text.charCodeAt(k) === 32 || text.charCodeAt(k) === 9)) k--;
  return k < 0 || '.!?:;\n"“('.includes(text[k]!);
}

/**
 * Whether capitalized word `p` makes the phrase before a tail of kind `kind` a name. Before a legal form any
 * word does; before a business word any word that is no department or specialty word; before a word
 * such as Clinic, only a word in no English list, a name or town, a state ("Mass General") or "St.".
 */
function properBefore(p: Tok, kind: Tail): boolean {
  const lc = bare(p.lc);
  // "I DON'T KNOW WHAT TO PRESS": a contraction is no name.
  if (ORG_TAILS.has(lc) || TITLES.has(lc) || ORG_GENERIC.has(lc) || /n['’]t$/.test(lc)) return false;
  if (kind === Tail.Legal) return !isStop(lc);
  if (MEDICAL.has(lc)) return false;
  if (kind === Tail.Strong) return !isStop(lc);
  if (US_STATES.has(lc) || ABBREV_DOT.test(lc) || lc === 'saint') return true;
  // "Mercy Regional Medical Center", "Grace Clinic": a name-list word counts even when it is also English (not opening a sentence: see findOrgs).
  return isName(lc) || isCity(lc) || (!isCommon(lc) && !isEnglish(lc));
}

function nonEnglishIn(toks: Tok[], i: number, j: number): boolean {
  for (let k = i; k < j; k++) {
    const lc = toks[k]!.lc;
    if (toks[k]!.cap && !isEnglish(lc) && !isCommon(lc) && !/n['’]t$/.test(lc)) return true;
  }
  return false;
}

/** Capitalized words ending in an organization word: "St. Mary Hospital", "Springfield General", "Civic Impulse LLC". */
export function findOrgs(text: string, toks: Tok[], out: Hit[]): void {
  let towns: Set<number> | null = null;
  for (let j = 0; j < toks.length; j++) {
    work.steps++;
    const tail = toks[j]!;
    if (tail.cap && listed(tail.w, ORG_HEAD_Q, ORG_HEADS)) {
      towns ??= new Set(out.filter((h) => h.type === 'CITY').map((h) => h.start));
      headed(text, toks, j, out, towns);
    }
    const kind = tailKind(text, tail);
    if (kind === Tail.None) continue;
    let i = j;
    let proper = 0;
    while (i > 0 && j - i < 5) {
      work.steps++;
      const p = toks[i - 1]!;
      const g = text.slice(p.end, toks[i]!.start);
      const glue = g === ' ' || (g === '. ' && ABBREV_DOT.test(p.lc)) || g === ' & ';
      if (!glue || !(p.cap || ORG_JOINERS.has(p.lc))) break;
      if (p.cap && TITLES.has(p.lc) && !ABBREV_DOT.test(p.lc)) break;
      // "Dr. Anand Raghunathan of Lakeshore Cardiology": "of" joins an organization word before it
      // ("University of Chicago Medical Center"), not a person's name.
      if (p.lc === 'of' && (i - 2 < 0 || !ORG_TAILS.has(bare(toks[i - 2]!.lc)))) break;
      i--;
      if (p.cap && properBefore(p, kind)) {
        proper++;
      }
    }
    while (i < j && !toks[i]!.cap) i++;
    if (proper === 0) continue;
    // "The Chief Medical Officer", "Health Director": a job title, not a name.
    const next = toks[j + 1];
    if (
      kind !== Tail.Legal &&
      next !== undefined &&
      next.cap &&
      TITLE_AFTER.has(next.lc) &&
      text.slice(tail.end, next.start) === ' '
    )
      continue;
    // Text in capitals ("I DON'T KNOW WHAT TO PRESS") capitalizes every word: there a name needs a legal form or a word in no English list.
    if (kind !== Tail.Legal && tail.upper && !nonEnglishIn(toks, i, j)) continue;
    // "Quest Diagnostics" mid-sentence is a name; "Consult Orthopedics." opening a sentence is an order
    // (a longer phrase there is a name: "Mercy Regional Medical Center" heading a note).
    if (kind !== Tail.Legal && j - i === 1 && proper === 1 && opensSentence(text, toks[i]!) && isEnglish(toks[i]!.lc))
      continue;
    // "University of Chicago", "Hospital for Special Surgery": the name may go on after "of".
    let end = j;
    const of = toks[j + 1];
    if (of !== undefined && (of.lc === 'of' || of.lc === 'for') && text.slice(tail.end, of.start) === ' ') {
      let k = j + 2;
      while (k < toks.length && k - j < 5 && toks[k]!.cap && text.slice(toks[k - 1]!.end, toks[k]!.start) === ' ') k++;
      if (k > j + 2) end = k - 1;
    }
    // "Mossgiel Insurance's claims desk": the possessive is not part of the name.
    const last = toks[end]!;
    out.push({
      type: 'ORGANIZATION',
      start: toks[i]!.start,
      end: last.end - (possessive(last.lc) ? 2 : 0),
      rank: PLACE_RANK.org,
    });
  }
  findKnownOrgs(text, toks, out);
  findCuedOrgs(text, toks, out);
  findCommerceOrgs(text, toks, out);
  findLinkedOrgs(text, toks, out);
  findUnknownOrgs(text, toks, out);
  findLowerLegal(text, out);
}

/** English heads take their name through a particle ("University of Chicago"); foreign ones also directly ("Klinikum Rechts der Isar"). */
const ENGLISH_HEADS = new Set(['hospital', 'hospice', 'clinic', 'university', 'college', 'bank', 'museum']);
/** Particles that may follow a head ("and" may not: "Internal Medicine Clinic and the Cardiology Clinic"). */
const HEAD_PARTICLES = new Set(['of', 'for', 'de', 'du', 'des', 'la', 'le', 'di', 'del', 'der']);

/** A head word and the capitalized words (with particles) after it: "Universidad de Antioquia", "Bank of Nova Scotia". */
function headed(text: string, toks: Tok[], j: number, out: Hit[], towns: ReadonlySet<number>): void {
  const head = toks[j]!;
  let k = j + 1;
  let last = -1;
  let proper = false;
  while (k < toks.length && k - j <= 5) {
    work.steps++;
    const t = toks[k]!;
    const g = text.slice(toks[k - 1]!.end, t.start);
    if (g !== ' ' && !(g === '-' && t.cap)) break;
    if (!t.cap) {
      if (!ORG_JOINERS.has(t.lc)) break;
    } else {
      if (TITLES.has(t.lc) || MEDICAL.has(t.lc)) break;
      last = k;
      if (!ORG_GENERIC.has(t.lc) && !ORG_TAILS.has(t.lc) && !isCommon(t.lc)) proper = true;
    }
    k++;
  }
  if (last < 0 || !proper) return;
  // "Hospital Course", "Clinic Notes": an English head needs its particle right after it.
  if (ENGLISH_HEADS.has(head.lc) && !HEAD_PARTICLES.has(toks[j + 1]!.lc)) return;
  // "University of Nicosia": the place rules (ADR 0051) already take the town, the part that identifies.
  if ((head.lc === 'university' || head.lc === 'college') && toks[j + 2] !== undefined && towns.has(toks[j + 2]!.start))
    return;
  out.push({ type: 'ORGANIZATION', start: head.start, end: toks[last]!.end, rank: PLACE_RANK.org });
}
