/**
 * ORGANIZATION: the rest of a name found in part (ADR 0141). The rules read a name up to the word that told them it
 * was one, so the words after it stayed in clear: "Brampton Family Health Team" was found as "Brampton Family
 * Health", "Saint Luke's East Hospital" as "Saint Luke's", "Costco Optical" as "Costco", "Meridian Health System" as
 * "Meridian Health". After an organization found, up to three capitalized words that end in a word which heads an
 * organization's name (a tail of phi-lexicon's list, or Team, Trust, System, Network, Transport, Program…) belong to
 * it. Departments and offices ("Member Services", "Appeals Department") are not taken: an organization's desk is no
 * part of its name, and the sets label the organization alone. A region after "of" ends the name too ("Delta Dental
 * of New Hampshire").
 */
import { PLACE_RANK } from './phi-cities.js';
import { COUNTRIES, isCity, isCommon, isStop, MEDICAL, ORG_TAILS } from './phi-lexicon.js';
import { regionAfterOf } from './phi-orgs-of.js';
import { bare } from './phi-orgs-tails.js';
import { type Tok, tokenAt } from './phi-tokens.js';
import type { Hit } from './pii-context.js';

/** Words that end a name after an organization already found, beyond the list's tails. */
const MORE_TAILS = new Set(
  `team trust system systems network transport transportation program programme initiative partnership nursing optical
  police ward rx`.split(/\s+/),
);
/** Tails that name a desk or an office of the organization rather than the organization. */
const DESKS = new Set(['services', 'service', 'department', 'office', 'agency']);
/** The words before a public body's Department or Office. */
const PUBLIC_BODIES = new Set([
  'police',
  "sheriff's",
  'sheriff’s',
  'sheriff',
  "attorney's",
  'fire',
  "coroner's",
  "prosecutor's",
  "examiner's",
]);
const extends_ = (lc: string) => (ORG_TAILS.has(lc) || MORE_TAILS.has(lc)) && !DESKS.has(lc);

const LEGAL_AFTER =
  /^,?[ \t](?:Inc\.|Inc|LLC|L\.L\.C\.|Ltd\.?|Corp\.?|PLC|plc|GmbH|AG|S\.A\.|Pty\.? Ltd\.?|LLP)(?![\p{L}]|[ \t]*\d)/u;

/**
 * Extends each organization found over the capitalized words after it that end in a name's tail. Every hit is read: a
 * person rule's reading that an organization rule retyped stands before the organization rules' own hits.
 */
export function extendOrgs(text: string, toks: Tok[], out: Hit[]): void {
  for (let n = 0; n < out.length; n++) {
    const h = out[n]!;
    // ("Greyfield Construction Ltd. Works night shifts": a full stop ending the name may end the sentence.)
    if (h.type !== 'ORGANIZATION' || h.end - h.start > 120 || text.charCodeAt(h.end - 1) === 46) continue;
    // ("Maricopa County Sheriff's Office": the name's possessive, left out by the rules, before its office.)
    const own = /^['’]s /.test(text.slice(h.end, h.end + 3)) ? 2 : 0;
    let k = tokenAt(toks, h.end + own);
    let prev = h.end + own;
    let end = -1;
    for (let words = 0; words < 4 && k < toks.length; words++, k++) {
      const t = toks[k]!;
      if (text.slice(prev, t.start) !== ' ' || !t.cap || (isStop(t.lc) && !DESKS.has(bare(t.lc)))) break;
      const lc = bare(t.lc);
      // ("Baltimore Police Department", "Maricopa County Sheriff's Office": a public body's office is its name.)
      const body = k > 0 && PUBLIC_BODIES.has(toks[k - 1]!.lc);
      if (extends_(lc) || (DESKS.has(lc) && body)) end = t.end - (t.lc.length - lc.length);
      else if (DESKS.has(lc)) break;
      prev = t.end;
    }
    if (end > h.end) h.end = end;
    // "Pacific Coast Medical Supply, Inc.": the legal form after a comma is the name's.
    const legal = LEGAL_AFTER.exec(text.slice(h.end, h.end + 16));
    if (legal !== null) h.end += legal[0].length;
    // "Delta Dental of New Hampshire", "Blue Cross Blue Shield of Texas": a region after "of" ends the name.
    if (text.charCodeAt(h.end) !== 32) continue;
    const o = tokenAt(toks, h.end);
    const region = regionAfterOf(text, toks, o);
    // (A firm "of" one listed town is the firm and where it is based: ADR 0103.)
    if (region > o && !(region === o + 1 && isCity(toks[region]!.lc))) h.end = toks[region]!.end;
  }
}

/** What ends a branch's town: punctuation, the line's end, or a word for the branch ("the Oakville site"). */
const BRANCH_END =
  /^(?:[ \t]*(?:$|[\n,.;:!?)\]–—|])|[ \t]+(?:office|site|branch|location|campus|plant|store|depot|clinic|practice)\b)/;

/**
 * "Boots Chorlton, 534 Wilbraham Road", "Raffles Medical Tampines", "Foxconn Mount Pleasant contacted…": a town the
 * lists hold right after an organization found, ending the phrase, is the branch's town (ADR 0141). A word that is
 * also common ("Temple", "Reading") needs punctuation or a line's end after it.
 */
export function findBranchTowns(text: string, toks: Tok[], out: Hit[], from: number): void {
  const n0 = out.length;
  for (let n = from; n < n0; n++) {
    const h = out[n]!;
    if (h.type !== 'ORGANIZATION' || text.charCodeAt(h.end) !== 32) continue;
    const k = tokenAt(toks, h.end);
    for (let w = 3; w >= 1; w--) {
      if (k + w > toks.length) continue;
      let ok = text.slice(h.end, toks[k]!.start) === ' ';
      for (let x = k; ok && x < k + w; x++)
        ok = toks[x]!.cap && (x === k || text.slice(toks[x - 1]!.end, toks[x]!.start) === ' ');
      if (!ok) continue;
      const last = toks[k + w - 1]!;
      const phrase = text.slice(toks[k]!.start, last.end).toLowerCase();
      // ("Mercy Medical Center ED": a department in capitals; "National Cancer Centre Singapore": a country.)
      if (!isCity(phrase) || isStop(phrase) || MEDICAL.has(phrase) || COUNTRIES.has(phrase) || last.upper) continue;
      if (!BRANCH_END.test(text.slice(last.end, last.end + 12))) continue;
      if (w === 1 && isCommon(phrase) && !/^[ \t]*(?:$|[\n,;)])/.test(text.slice(last.end, last.end + 3))) continue;
      if (
        out.some(
          (o) => o.start <= toks[k]!.start && last.end <= o.end && (o.type === 'ORGANIZATION' || o.type === 'CITY'),
        )
      )
        break;
      out.push({ type: 'CITY', start: toks[k]!.start, end: last.end, rank: PLACE_RANK.cued });
      break;
    }
  }
}
