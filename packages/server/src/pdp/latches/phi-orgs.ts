/**
 * ORGANIZATION (ADR 0038, 0052): capitalized words ending in an organization word (Hospital, Clinic,
 * Inc, Logistics…), and foreign and English heads followed by the name ("Universidad de Antioquia").
 */

import { PLACE_RANK } from './phi-cities.js';
import {
  COUNTRIES,
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
import { compoundHead } from './phi-org-compounds.js';
import {
  AREA_WORDS,
  COURT_WORDS,
  FACILITY_NAMES,
  LEADING,
  ORG_GENERIC,
  ORG_HEADS,
  TITLE_AFTER,
} from './phi-org-words.js';
import { findArticleOrgs } from './phi-orgs-articles.js';
import { capitalsName, pushCapitals } from './phi-orgs-capitals.js';
import { findCommerceOrgs } from './phi-orgs-commerce.js';
import { findCuedOrgs } from './phi-orgs-cued.js';
import { findEventOrgs } from './phi-orgs-events.js';
import { clinicalForm } from './phi-orgs-forms.js';
import { findKnownOrgs } from './phi-orgs-gazetteer.js';
import { findElidedHeads, headed } from './phi-orgs-heads.js';
import { findLinkedOrgs } from './phi-orgs-links.js';
import { findLowerOrgs } from './phi-orgs-lower.js';
import { findPublicBodies } from './phi-orgs-public.js';
import { findResidenceOrgs } from './phi-orgs-residences.js';
import { findLowerSaints } from './phi-orgs-saints-lower.js';
import {
  afterDoctor,
  findCamelOrgs,
  findSaintOrgs,
  foreignWord,
  inSlot,
  letterhead,
  retypeShaped,
  streetAfter,
  townAfter,
} from './phi-orgs-service.js';
import { findSystemMembers } from './phi-orgs-systems.js';
import { ABBREV_DOT, bare, ORG_WORD_Q, orgWord, Tail, tailKind, tailWord } from './phi-orgs-tails.js';
import { findCoinedOrgs, findLowerLegal, findUnknownOrgs } from './phi-orgs-unknown.js';
import { asked, type Tok, work } from './phi-tokens.js';
import type { Hit } from './pii-context.js';

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
  if (tailWord(lc) || TITLES.has(lc) || ORG_GENERIC.has(lc) || /n['’]t$/.test(lc)) return false;
  if (kind === Tail.Legal) return !isStop(lc);
  if (MEDICAL.has(lc)) return false;
  if (kind === Tail.Strong || kind === Tail.Association) return !isStop(lc);
  // "Pathways Recovery Center", "Oasis Counseling": a facility's name word, English as it is.
  if ((kind === Tail.Weak || kind === Tail.Service) && FACILITY_NAMES.has(lc)) return true;
  if (US_STATES.has(lc) || ABBREV_DOT.test(lc) || lc === 'saint') return kind !== Tail.Civic || US_STATES.has(lc);
  // Public bodies and practices take a place or a word in no English list, not an English name-list word
  // ("Police Department", "Weight Loss Counseling"; a town so spelled, "Police" in Poland, is no help).
  if (kind === Tail.Civic || kind === Tail.Service)
    return (isCity(lc) && !isCommon(lc)) || foreignWord(lc) || (kind === Tail.Civic && COUNTRIES.has(lc));
  // "Mercy Regional Medical Center", "Grace Clinic": a name-list word counts even when it is also English (not opening a sentence: see findOrgs).
  return isName(lc) || isCity(lc) || (!isCommon(lc) && !isEnglish(lc));
}

/** A capitalized word that may name a practice although English: no department, medical, stop or title word ("Summit", "Oasis"). */
function plainWord(lc: string): boolean {
  const w = bare(lc);
  return !ORG_GENERIC.has(w) && !tailWord(w) && !MEDICAL.has(w) && !TITLES.has(w) && !isStop(w) && !/n['’]t$/.test(w);
}

/**
 * Whether the phrase toks[i..j] ending in a tail of `kind` is a name, given how many of its words
 * before the tail are capitalized (`words`), proper for that kind (`proper`) and plain (`plain`).
 */
function named(
  text: string,
  toks: Tok[],
  i: number,
  j: number,
  kind: Tail,
  proper: number,
  words: number,
  plain: number,
  anchored: boolean,
) {
  const tail = bare(toks[j]!.lc);
  // "Boise State": a town that is no state before it ("Washington State" is a place), in a slot.
  if (tail === 'state')
    return j - i === 1 && isCity(toks[i]!.lc) && !US_STATES.has(toks[i]!.lc) && inSlot(text, toks, i);
  if (kind === Tail.Slotted) return proper > 0 && inSlot(text, toks, i);
  if (kind === Tail.Civic && (tail === 'court' || tail === 'district')) {
    let civic = false;
    for (let k = i; k < j && !civic; k++) civic = COURT_WORDS.has(toks[k]!.lc);
    if (!civic) return false;
  }
  if (proper > 0) return true;
  // "Summit County Common Pleas Court": a county is a place, whatever the word that names it.
  if (kind === Tail.Civic)
    for (let k = i + 1; k < j; k++) if (AREA_WORDS.has(toks[k]!.lc) && plainWord(toks[k - 1]!.lc)) return true;
  // "Children's Home Society": two capitalized words before a word of a body of members.
  if (kind === Tail.Association) return words >= 2;
  if (kind !== Tail.Service && kind !== Tail.Weak) return false;
  // "Smile Street Dental, 4410 Sunset Blvd": a name heading a contact line, before its street.
  if (plain >= 1 && anchored) return true;
  // "referred to Green Mountain Endodontics": two words, one no department word, in a slot (service words only:
  // "at Cancer Treatment Center" is a department), and no "and" ("Heme Onc and Renal Transplant Surgery").
  // `plain` is 0 when the phrase holds "and".
  // (Also "through Advocate Home Health": an agency that comes to the home, "Home Health" being its service.)
  const service = kind === Tail.Service || toks[j - 1]?.lc === 'home';
  if (
    service &&
    words >= 2 &&
    plain >= 1 &&
    (inSlot(text, toks, i) || letterhead(text, toks, i, j) || afterDoctor(text, toks, i))
  )
    return true;
  // "Endocrine Associates of Dallas": a town or state after "of" names a practice.
  const of = toks[j + 1];
  const place = toks[j + 2];
  return (
    words >= 1 &&
    of?.lc === 'of' &&
    place?.cap === true &&
    text.slice(toks[j]!.end, place.start) === ' of ' &&
    (isCity(place.lc) || US_STATES.has(place.lc))
  );
}

function nonEnglishIn(toks: Tok[], i: number, j: number): boolean {
  for (let k = i; k < j; k++) {
    const lc = toks[k]!.lc;
    if (toks[k]!.cap && !isEnglish(lc) && !isCommon(lc) && !/n['’]t$/.test(lc)) return true;
  }
  return false;
}

/** Whether a town and a two-capital code stand as a town line's end: after a comma, before a line end or a postal code. */
const townRegion = (text: string, town: Tok, code: Tok) =>
  /,[ \t]*$/.test(text.slice(Math.max(0, town.start - 3), town.start)) &&
  /^[ \t]*(?:$|\n|[\dA-Z][\dA-Z]{1,3}[ \t]\d)/.test(text.slice(code.end, code.end + 8));

/** Capitalized words ending in an organization word: "St. Mary Hospital", "Springfield General", "Civic Impulse LLC". */
export function findOrgs(text: string, toks: Tok[], out: Hit[]): void {
  const from = out.length;
  let towns: Set<number> | null = null;
  for (let j = 0; j < toks.length; j++) {
    work.steps++;
    const tail = toks[j]!;
    // Most capitalized words are neither a head nor a tail: one bit of the word says so after its first token.
    if (!tail.cap || !asked(tail.w, ORG_WORD_Q, orgWord)) continue;
    if (ORG_HEADS.has(tail.lc) || compoundHead(tail.lc)) {
      towns ??= new Set(out.filter((h) => h.type === 'CITY').map((h) => h.start));
      headed(text, toks, tail, j + 1, out, towns);
    }
    const kind = tailKind(text, tail);
    if (kind === Tail.None) continue;
    // "NORTHWESTERN MEMORIAL HOSPITAL" heading a note: a name in capitals at a letterhead's place.
    if (
      tail.upper &&
      (kind === Tail.Civic || kind === Tail.Weak || kind === Tail.Association || kind === Tail.Strong)
    ) {
      const span = capitalsName(text, toks, j);
      if (span !== null) {
        pushCapitals(toks, span, out);
        continue;
      }
    }
    let i = j;
    let proper = 0;
    let words = 0;
    let plain = 0;
    let joined = false;
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
      // "See the Patient Care": a lower-case "the" joins only after "of", "for" or "and" ("Church of the Messiah").
      if (!p.cap && p.lc === 'the' && !/^(?:of|for|and)$/.test(toks[i - 2]?.lc ?? '')) break;
      i--;
      if (!p.cap) {
        joined ||= p.lc === 'and' || p.lc === '&';
        continue;
      }
      // "Per the Infectious Diseases Society": a function word opening the sentence is no part of the name.
      if (LEADING.has(p.lc)) break;
      words++;
      if (properBefore(p, kind)) proper++;
      if (plainWord(p.lc)) plain++;
    }
    while (i < j && (!toks[i]!.cap || LEADING.has(toks[i]!.lc))) i++;
    const street = streetAfter(text, tail.end) || townAfter(text, tail.end, out);
    if (!named(text, toks, i, j, kind, proper, words, joined && !street ? 0 : plain, street)) continue;
    if (kind === Tail.Legal && tail.upper && clinicalForm(tail.lc, toks[j - 1]!.lc)) continue;
    // "Foothills Medical Centre, Calgary AB": a listed town after a comma, then two capitals ending the line or
    // before a postal code, is a town and its province or state (AB Alberta, SA South Australia), no firm.
    if (
      kind === Tail.Legal &&
      i === j - 1 &&
      tail.lc.length === 2 &&
      isCity(toks[i]!.lc) &&
      townRegion(text, toks[i]!, tail)
    )
      continue;
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
    // ("Provider: Summit Orthopedics" and "Apollo Hospitals, 21 Greams Lane" are names too: a label or a street says so.)
    if (
      kind !== Tail.Legal &&
      j - i === 1 &&
      proper === 1 &&
      opensSentence(text, toks[i]!) &&
      isEnglish(toks[i]!.lc) &&
      !street &&
      !inSlot(text, toks, i)
    )
      continue;
    // "University of Chicago", "Hospital for Special Surgery": the name may go on after "of".
    let end = j;
    const of = toks[j + 1];
    if (of !== undefined && (of.lc === 'of' || of.lc === 'for') && text.slice(tail.end, of.start) === ' ') {
      let k = j + 2;
      // "Erasmus MC for ECMO", "Franklin Hospital for CT": after "for", a procedure in capitals is what it is for.
      const words = (t: Tok) => t.cap && !(of.lc === 'for' && t.upper);
      while (k < toks.length && k - j < 5 && words(toks[k]!) && text.slice(toks[k - 1]!.end, toks[k]!.start) === ' ')
        k++;
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
  findElidedHeads(text, toks, (head, k) => {
    towns ??= new Set(out.filter((h) => h.type === 'CITY').map((h) => h.start));
    headed(text, toks, head, k, out, towns);
  });
  findSaintOrgs(text, toks, out);
  findResidenceOrgs(text, toks, out);
  findCamelOrgs(text, toks, out);
  findKnownOrgs(text, toks, out);
  findPublicBodies(text, toks, out);
  findArticleOrgs(text, toks, out);
  findSystemMembers(text, toks, out);
  // Names by their shape and well-known names are organizations even where a person rule read the same words.
  retypeShaped(text, out, from);
  findCuedOrgs(text, toks, out);
  findCommerceOrgs(text, toks, out);
  findEventOrgs(text, toks, out);
  findLinkedOrgs(text, toks, out);
  findUnknownOrgs(text, toks, out);
  findCoinedOrgs(text, toks, out);
  findLowerLegal(text, out);
  findLowerOrgs(text, toks, out);
  findLowerSaints(text, out);
}
