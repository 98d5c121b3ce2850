/**
 * The words that end an organization's name and how strongly each says "organization" (ADR 0052,
 * 0063, 0076), read by findOrgs (phi-orgs.ts): moved here to keep that file short.
 */
import { ORG_TAILS } from './phi-lexicon.js';
import { possessive } from './phi-name-words.js';
import { compoundHead } from './phi-org-compounds.js';
import {
  ORG_ASSOCIATION,
  ORG_CIVIC,
  ORG_HEADS,
  ORG_LEGAL,
  ORG_LEGAL_SHORT,
  ORG_SERVICE,
  ORG_SHOPS,
  ORG_SLOTTED,
  ORG_STRONG,
  PAIRED_TAILS,
} from './phi-org-words.js';
import { question, type Tok } from './phi-tokens.js';

export const ABBREV_DOT = /^(?:st|mt|ft)$/;
/** Without a final dot (a char test: this runs for every capitalized word). */
export const bare = (lc: string) => (lc.charCodeAt(lc.length - 1) === 46 ? lc.slice(0, -1) : lc);

/** A word that may end an organization's name, of any strength. */
export const tailWord = (lc: string) =>
  ORG_TAILS.has(lc) || ORG_SERVICE.has(lc) || ORG_ASSOCIATION.has(lc) || ORG_CIVIC.has(lc) || ORG_SHOPS.has(lc);

/**
 * Kinds of agency and clinic written as an acronym after the name (ADR 0086): a visiting nurse association, a VA
 * community-based outpatient clinic or medical center, a federally qualified health center ("Bayside VNA",
 * "Fredericksburg CBOC", "Minneapolis VAMC"), and an independent school district ("Round Rock ISD"; not "USD", a currency after an amount's label). Only in capitals, after a word in other letters (not a heading in capitals).
 */
export const ACRONYM_TAILS = new Set(['vna', 'cboc', 'vamc', 'fqhc', 'isd']);

/** Whether a word may open or end an organization's name (with its dot or possessive): the gate of findOrgs. */
export function orgWord(lc: string): boolean {
  const w = possessive(lc) ? lc.slice(0, -2) : bare(lc);
  return (
    w === 'as' ||
    w === 'mc' ||
    w === 'umc' ||
    ACRONYM_TAILS.has(w) ||
    w === 'state' ||
    w === 'home' ||
    PAIRED_TAILS.has(w) ||
    tailWord(w) ||
    ORG_SLOTTED.has(w) ||
    ORG_HEADS.has(lc) ||
    compoundHead(lc) ||
    compoundHead(w)
  );
}
export const ORG_WORD_Q = question();

/** How strongly the last word says "organization": a legal form, a business word, or a word such as Clinic. */
export enum Tail {
  None,
  /** A denomination or "High": a name word before it, and an organization slot before the phrase. */
  Slotted,
  /** A public body: a town, county, state or foreign word before it. */
  Civic,
  /** A specialty or service: a proper word before it, or a slot and two capitalized words. */
  Service,
  Weak,
  /** A body of members: a word that is no department word, or two capitalized words. */
  Association,
  Strong,
  Legal,
}
/** Called only for words findOrgs' gate (orgWord, asked once per word) let through. */
export function tailKind(text: string, t: Tok): Tail {
  if (!t.cap) return Tail.None;
  // "Mossgiel Insurance's claims desk": the possessive belongs to the whole name.
  const lc = possessive(t.lc) ? t.lc.slice(0, -2) : bare(t.lc);
  // "Fjordline AS": the Norwegian form only in capitals ("As" is an English word).
  if (lc === 'as') return t.upper ? Tail.Legal : Tail.None;
  // "Erasmus MC", "Amsterdam UMC": a (university) medical centre, in capitals after its name (ADR 0081);
  // "Bayside VNA", "Fredericksburg CBOC": an agency's or a clinic's kind, in capitals after its name (ADR 0086).
  if (lc === 'mc' || lc === 'umc' || ACRONYM_TAILS.has(lc)) return t.upper ? Tail.Strong : Tail.None;
  // "Vander Ploeg Funeral Home", "Kumaran Nursing Home": a home is an organization's only as a funeral, nursing or
  // care home ("Their Lake Home"); a department word alone before it is none ("the Nursing Home", see named()).
  if (lc === 'home')
    return /(?:funeral|nursing|care)[ \t]+$/i.test(text.slice(Math.max(0, t.start - 9), t.start))
      ? Tail.Strong
      : Tail.None;
  // "Apex Home Infusion", "Baptiste Injury Law", "Fresno Rescue Mission": words that name a service only after their word.
  const pair = PAIRED_TAILS.get(lc);
  if (pair !== undefined) return pair.test(text.slice(Math.max(0, t.start - 13), t.start)) ? Tail.Service : Tail.None;
  if (ORG_ASSOCIATION.has(lc)) return Tail.Association;
  if (!ORG_TAILS.has(lc)) {
    if (ORG_SERVICE.has(lc) || compoundHead(lc)) return Tail.Service;
    if (ORG_SHOPS.has(lc)) return Tail.Strong;
    if (ORG_CIVIC.has(lc)) return Tail.Civic;
    return ORG_SLOTTED.has(lc) || lc === 'state' ? Tail.Slotted : Tail.None;
  }
  if (ORG_LEGAL.has(lc))
    return !ORG_LEGAL_SHORT.has(lc) || t.upper || text.charCodeAt(t.end) === 46 ? Tail.Legal : Tail.None;
  return ORG_STRONG.has(lc) ? Tail.Strong : Tail.Weak;
}
