/**
 * ORGANIZATION (ADR 0038, 0052): capitalized words ending in an organization word (Hospital, Clinic,
 * Inc, Logistics…), and foreign and English heads followed by the name ("Universidad de Antioquia").
 */

import { PLACE_RANK } from './phi-cities.js';
import type { Cues } from './phi-cues.js';
import { isCity, isEnglish, isName, ORG_JOINERS, ORG_TAILS, TITLES } from './phi-lexicon.js';
import { possessive } from './phi-name-words.js';
import { compoundHead } from './phi-org-compounds.js';
import { LEADING, MORE_HEADS, ORG_HEADS, TITLE_AFTER } from './phi-org-words.js';
import { findAgencyOrgs } from './phi-orgs-agencies.js';
import { findArticleOrgs } from './phi-orgs-articles.js';
import { findLetterheadOrgs, ownHeader, placed } from './phi-orgs-bare.js';
import { capitalsName, pushCapitals } from './phi-orgs-capitals.js';
import { capsFacility, nonEnglishIn } from './phi-orgs-caps.js';
import { findCoinedLines } from './phi-orgs-coined-lines.js';
import { findColumnOrgs } from './phi-orgs-columns.js';
import { findCommerceOrgs } from './phi-orgs-commerce.js';
import { findCuedOrgs } from './phi-orgs-cued.js';
import { findCyrillicOrgs } from './phi-orgs-cyrillic.js';
import { findEventOrgs } from './phi-orgs-events.js';
import { extendOrgs, findBranchTowns } from './phi-orgs-extend.js';
import { clinicalForm } from './phi-orgs-forms.js';
import { findKnownOrgs } from './phi-orgs-gazetteer.js';
import { findElidedHeads, headed } from './phi-orgs-heads.js';
import { findIntlHeadOrgs } from './phi-orgs-heads-intl.js';
import { findHyphenFirms } from './phi-orgs-hyphen-firms.js';
import { findLabelledOrgs } from './phi-orgs-labels.js';
import { findLinkedOrgs } from './phi-orgs-links.js';
import { findLowerOrgs } from './phi-orgs-lower.js';
import { campusEnd, named, plainWord, properBefore, townEponym, townOpens } from './phi-orgs-named.js';
import { findNordicFacilities } from './phi-orgs-nordic.js';
import { regionAfterOf } from './phi-orgs-of.js';
import { findPublicBodies } from './phi-orgs-public.js';
import { findReferralOrgs } from './phi-orgs-referrals.js';
import { findResidenceOrgs } from './phi-orgs-residences.js';
import { retypeShownOrgs } from './phi-orgs-retype.js';
import { findLowerSaints } from './phi-orgs-saints-lower.js';
import { findCamelOrgs, findSaintOrgs, retypeShaped, streetAfter, townAfter } from './phi-orgs-service.js';
import { findSignatureOrgs } from './phi-orgs-signatures.js';
import { findChildrensHospitals, findSaintMembers, findSystemMembers } from './phi-orgs-systems.js';
import { ABBREV_DOT, ACRONYM_TAILS, bare, ORG_WORD_Q, orgWord, Tail, tailKind } from './phi-orgs-tails.js';
import { findCoinedOrgs, findLowerLegal, findUnknownOrgs } from './phi-orgs-unknown.js';
import { findVendorOrgs } from './phi-orgs-vendors.js';
import { townBeforeState } from './phi-regions.js';
import { asked, type Tok, work } from './phi-tokens.js';
import type { Hit } from './pii-context.js';

/** Whether the text before `t` ends a sentence (or the text starts there): "Quest" there may be any English word. */
function opensSentence(text: string, t: Tok): boolean {
  let k = t.start - 1;
  while (k >= 0 && (text.charCodeAt(k) === 32 || text.charCodeAt(k) === 9)) k--;
  return k < 0 || '.!?:;\n"“('.includes(text[k]!);
}

/** Heads that end a whole organization's name: before "and" they close it. */
const SEPARATE_HEADS = new Set(
  `hospital hospitals clinic clinics foundation partners inc llc llp ltd corp corporation university college institute
  center centre laboratories labs pharmacy bank trust school church system network group`.split(/\s+/),
);

const CONTRACT_WORDS = new Set(['agreement', 'addendum', 'amendment', 'contract']);
/** Whether toks[i..j) are English words and no town's ("Master Services"; not "Lakeview Hospital", "Meridian Health"). */
const kindWords = (toks: Tok[], i: number, j: number) => {
  for (let k = i; k < j; k++) if (!isEnglish(bare(toks[k]!.lc)) || isCity(bare(toks[k]!.lc))) return false;
  return true;
};
const ROMANCE_OF = new Set(['de', 'del', 'di', 'du', 'des']);
/** Whether only lower-case joiners stand between toks[i] and the tail toks[j] ("del Hospital", "de la Clínica"). */
function particleBeforeTail(toks: Tok[], i: number, j: number): boolean {
  for (let k = i; k < j; k++) if (toks[k]!.cap) return false;
  return true;
}
/** Words of the Romance languages that open an organization's name before "de" ("Servicio de", "Maison de Santé"). */
const ROMANCE_HEADS = new Set(
  `servicio servicios serveis servei serviço serviços service maison posto secretaria secretaría centro centre casa
  instituto institut istituto fundación fundação fondation fondazione consultorio unidad unidade unité departamento
  département dipartimento ministerio ministério ministère ministero hogar residencia asociación associação
  association sociedad sociedade société società cooperativa caja banco colegio escuela école universidad
  universidade université università clínica clinica clinique policlínica azienda agencia agência agence direction
  dirección direção administración administração conselho consejo conseil`.split(/\s+/),
);
/** Whether toks[k], or the word before it, is an organization's head or tail ("Secretaria Municipal de"). */
const orgWordBefore = (toks: Tok[], k: number) =>
  [k, k - 1].some((x) => {
    const lc = x >= 0 ? toks[x]!.lc : '';
    return x >= 0 && (ORG_TAILS.has(bare(lc)) || ORG_HEADS.has(lc) || MORE_HEADS.has(lc) || ROMANCE_HEADS.has(lc));
  });

/** A capitalized word that may be a partner's surname in a firm's name: a name-list word, no medical or department word. */
const partner = (lc: string) => isName(bare(lc)) && plainWord(lc);

/** Whether a town and a two-capital code stand as a town line's end: after a comma, before a line end or a postal code. */
const townRegion = (text: string, town: Tok, code: Tok) =>
  /,[ \t]*$/.test(text.slice(Math.max(0, town.start - 3), town.start)) &&
  /^[ \t]*(?:$|\n|[\dA-Z][\dA-Z]{1,3}[ \t]\d)/.test(text.slice(code.end, code.end + 8));

/** A firm's own act after its name (not "called" or "sent": departments call and send too). */
const FIRM_ACT =
  /^[ \t]+(?:(?:has|have|had|will|today)[ \t]+)?(?:retained|hired|announced|acquired|signed|partnered|merged|agreed|contracted|expanded|launched|selected|terminated|engaged|appointed|settled)(?![\p{L}])(?![ \t]+off)/u;

/** Capitalized words ending in an organization word: "St. Mary Hospital", "Springfield General", "Civic Impulse LLC". */
export function findOrgs(text: string, toks: Tok[], out: Hit[], cues?: Cues): void {
  const from = out.length;
  let towns: Set<number> | null = null;
  for (let j = 0; j < toks.length; j++) {
    work.steps++;
    const tail = toks[j]!;
    // Most capitalized words are neither a head nor a tail: one bit of the word says so after its first token.
    if (!tail.cap || !asked(tail.w, ORG_WORD_Q, orgWord)) continue;
    if ((ORG_HEADS.has(tail.lc) && !(tail.upper && MORE_HEADS.has(tail.lc))) || compoundHead(tail.lc)) {
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
    let partners = false;
    while (i > 0 && j - i < 5) {
      work.steps++;
      const p = toks[i - 1]!;
      const g = text.slice(p.end, toks[i]!.start);
      // ("OB/GYN Associates": a slash joins two acronyms of one specialty.)
      const glue =
        g === ' ' || (g === '. ' && ABBREV_DOT.test(p.lc)) || g === ' & ' || (g === '/' && p.upper && toks[i]!.upper);
      if (!glue || !(p.cap || ORG_JOINERS.has(p.lc))) break;
      if (p.cap && TITLES.has(p.lc) && !ABBREV_DOT.test(p.lc)) break;
      // "Dr. Anand Raghunathan of Lakeshore Cardiology": "of" joins an organization word before it
      // ("University of Chicago Medical Center"), not a person's name.
      if (p.lc === 'of' && (i - 2 < 0 || !ORG_TAILS.has(bare(toks[i - 2]!.lc)))) break;
      // ("Derivada del Hospital Provincial": so does a lower-case "de", "del", "di", "du", "des" right before the tail,
      // after a word that heads no organization; "Maison de Santé", "Secretaria Municipal de Saúde" go on, and a
      // particle of the name's own words does too: "Ponce de Leon Medical Center", "Des Peres Hospital".)
      // ("Dra. Lucía Pastor del Centro de Salud": so does one before a head that opens the name after it.)
      if (
        ROMANCE_OF.has(p.lc) &&
        !p.cap &&
        (particleBeforeTail(toks, i, j) || ORG_HEADS.has(toks[i]!.lc)) &&
        (i - 2 < 0 || !orgWordBefore(toks, i - 2))
      )
        break;
      // "Northwind Health Partners and Calloway Billing Services": a name ending in its own head before "and" is a
      // second organization, not part of this one ("Department of Health and Human Services" goes on over "and").
      if ((p.lc === 'and' || p.lc === '&') && i - 2 >= 0 && SEPARATE_HEADS.has(bare(toks[i - 2]!.lc))) break;
      // "See the Patient Care": a lower-case "the" joins only after "of", "for" or "and" ("Church of the Messiah").
      if (!p.cap && p.lc === 'the' && !/^(?:of|for|and)$/.test(toks[i - 2]?.lc ?? '')) break;
      i--;
      if (!p.cap) {
        joined ||= p.lc === 'and' || p.lc === '&';
        continue;
      }
      // "Frost & Moss Family Practice": two partners' surnames joined by "&" name a practice or a firm.
      partners ||= g === ' & ' && partner(p.lc) && partner(toks[i + 1]!.lc);
      // "Per the Infectious Diseases Society": a function word opening the sentence is no part of the name.
      if (LEADING.has(p.lc)) break;
      words++;
      if (properBefore(p, kind) || townEponym(p.lc, tail.lc)) proper++;
      if (plainWord(p.lc)) plain++;
    }
    if (partners && (kind === Tail.Weak || kind === Tail.Service)) proper++;
    while (i < j && (!toks[i]!.cap || LEADING.has(toks[i]!.lc))) i++;
    // ("Rapid City Wound Center": a listed town of two or three ordinary words opening the phrase names it.)
    if (proper === 0 && kind !== Tail.Civic && townOpens(text, toks, i, j)) proper++;
    // ("Halcyon Behavioral Health today announced": what a firm does anchors its name as a street does.)
    const street =
      streetAfter(text, tail.end) ||
      townAfter(text, tail.end, out) ||
      ownHeader(text, toks, i, j) ||
      (j > i && FIRM_ACT.test(text.slice(tail.end, tail.end + 32)));
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
    // "This Master Services Agreement": ordinary words before a contract's word are its kind ("the Lakeview Hospital
    // Agreement" is the hospital's).
    if (next?.cap && CONTRACT_WORDS.has(next.lc) && text.slice(tail.end, next.start) === ' ' && kindWords(toks, i, j))
      continue;
    if (
      kind !== Tail.Legal &&
      next !== undefined &&
      next.cap &&
      TITLE_AFTER.has(next.lc) &&
      text.slice(tail.end, next.start) === ' '
    )
      continue;
    // Text in capitals ("I DON'T KNOW WHAT TO PRESS") capitalizes every word: there a name needs a legal form or a word in no English list.
    // "Pt's VNA", "the patient's CBOC": an acronym's tail after a possessive is the kind, not a name.
    if (ACRONYM_TAILS.has(bare(tail.lc)) && /['’]s[ \t]+$/.test(text.slice(toks[i]!.start, tail.start))) continue;
    // ("Bayside VNA": an acronym's tail after a word in other letters is no text in capitals.)
    if (
      kind !== Tail.Legal &&
      tail.upper &&
      (toks[i]!.upper || !ACRONYM_TAILS.has(bare(tail.lc))) &&
      !nonEnglishIn(toks, i, j) &&
      !capsFacility(toks, i, j)
    )
      continue;
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
      !placed(text, toks, i, j) &&
      // ("Wellspring Pediatrics has retained Duncan & Moray": what a firm does, not a service.)
      !FIRM_ACT.test(text.slice(tail.end, tail.end + 32))
    )
      continue;
    // "University of Chicago", "Hospital for Special Surgery": the name may go on after "of".
    // ("Digestive Health Specialists of the Southeast": a region's name goes on over "the".)
    let end = Math.max(j, text.charCodeAt(tail.end) === 32 ? regionAfterOf(text, toks, j + 1) : -1);
    // "Hanbit Biologics of Incheon signed": a firm of a business word "of" one listed town is the firm and where
    // it is based (ADR 0103); a university, a hospital or a practice "of" a town keeps it ("University of Chicago").
    if (end === j + 2 && kind === Tail.Strong && isCity(toks[end]!.lc)) end = j;
    const of = toks[j + 1];
    if (of !== undefined && (of.lc === 'of' || of.lc === 'for') && text.slice(tail.end, of.start) === ' ') {
      let k = j + 2;
      // "Erasmus MC for ECMO", "Franklin Hospital for CT": after "for", a procedure in capitals is what it is for.
      const words = (t: Tok) => t.cap && !(of.lc === 'for' && t.upper);
      while (k < toks.length && k - j < 5 && words(toks[k]!) && text.slice(toks[k - 1]!.end, toks[k]!.start) === ' ')
        k++;
      const based = kind === Tail.Strong && of.lc === 'of' && k === j + 3 && isCity(toks[j + 2]!.lc);
      if (k > j + 2 && !based) end = Math.max(end, k - 1);
    }
    // "Newport News, VA", "Falls Church, Virginia": a listed town ending in an organization's word, before its state (ADR 0128).
    if (end === j && kind !== Tail.Legal && townBefore(text, toks, i, j)) continue;
    if (end === j) end = campusEnd(text, toks, j);
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
  findKnownOrgs(text, toks, out, cues);
  findPublicBodies(text, toks, out);
  findArticleOrgs(text, toks, out);
  findSystemMembers(text, toks, out);
  findSaintMembers(text, toks, out);
  findChildrensHospitals(text, toks, out);
  findLetterheadOrgs(text, toks, out);
  // Names by their shape and well-known names are organizations even where a person rule read the same words.
  retypeShaped(text, out, from);
  findCuedOrgs(text, toks, out, cues);
  findSignatureOrgs(text, out);
  findLabelledOrgs(text, out, cues);
  findAgencyOrgs(text, toks, out);
  findReferralOrgs(text, out, cues);
  findIntlHeadOrgs(text, toks, out, cues);
  if (cues?.other !== false) findCyrillicOrgs(text, out);
  findNordicFacilities(text, toks, out);
  findCommerceOrgs(text, toks, out);
  findEventOrgs(text, toks, out);
  findLinkedOrgs(text, toks, out, cues);
  findVendorOrgs(text, toks, out, cues);
  findHyphenFirms(text, out);
  findUnknownOrgs(text, toks, out);
  findCoinedOrgs(text, toks, out);
  findCoinedLines(text, out);
  findLowerLegal(text, out);
  findLowerOrgs(text, toks, out, cues);
  findLowerSaints(text, out, cues);
  retypeShownOrgs(text, out);
  extendOrgs(text, toks, out);
  findBranchTowns(text, toks, out, from);
  // Last: a list's column reads the organizations the rules above found.
  findColumnOrgs(text, out);
  // ("suivi par l'Hôtel-Dieu de Lévis": an elided article glued to the name's first word is the sentence's.)
  for (let k = from; k < out.length; k++) {
    const h = out[k]!;
    if (h.type === 'ORGANIZATION' && ELIDED.test(text.slice(h.start, h.start + 3)))
      out[k] = { ...h, start: h.start + 2 };
  }
}
const ELIDED = /^[dl]['’]\p{Lu}/u;

const townBefore = (text: string, toks: Tok[], i: number, j: number) => {
  const lc = text.slice(toks[i]!.start, toks[j]!.end).toLowerCase();
  return isCity(lc) && townBeforeState(text, toks, j + 1, lc);
};
