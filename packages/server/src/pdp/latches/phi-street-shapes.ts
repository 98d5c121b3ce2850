/**
 * Pieces of the street patterns of phi-places.ts (ADR 0038, 0089): the word shapes, the particles inside a
 * street's name, and what may stand in a name after its lead word.
 */
import { STREET_TYPES } from './phi-lexicon.js';

/** An alternation of the words, each matching with its first letter in either case ("Street", "street"). */
export const alt = (s: ReadonlySet<string>) =>
  [...s]
    .sort((a, b) => b.length - a.length)
    .map((w) => `[${w[0]}${w[0]!.toUpperCase()}]${w.slice(1)}`)
    .join('|');
/**
 * Street types that a label or a dictation in capitals writes ("5520 GOVERNMENT ST", "418 CASCADE AVENUE SW"); not
 * those that are a note's abbreviations in capitals as well ("HEAD CT", "AV node", "SQ", "DR", "PL").
 */
const CAPS_TYPES = new Set(
  'street st avenue ave road rd boulevard blvd lane ln drive court parkway pkwy highway hwy place terrace circle trail'.split(
    ' ',
  ),
);
/** alt(s), and the types of CAPS_TYPES among them in capitals too. */
export const altCaps = (s: ReadonlySet<string>) =>
  [...s]
    .sort((a, b) => b.length - a.length)
    .map((w) => `[${w[0]}${w[0]!.toUpperCase()}]${w.slice(1)}${CAPS_TYPES.has(w) ? `|${w.toUpperCase()}` : ''}`)
    .join('|');
/** A capitalized word of a name. */
export const W = "[\\p{Lu}][\\p{L}\\p{M}'’-]{0,30}";
/** The particles inside a street's name. */
export const J = '(?:de|la|le|du|des|del|della|delle|dello|degli|dei|di|da|do|dos|das|van|von|der|den|ter|y|e|the|of)';
/**
 * In a street's name after its lead word: a title's or a rank's abbreviation ("Alameda Prof. Hernâni Monteiro",
 * "Av. Gral. Paz"), an elided article ("boul. de l'Avenir", "Piazza dell'Ospedale"); the house number may be
 * written with "No." ("Jl. Diponegoro No. 71"), which is no word of the name.
 */
export const ABBR = '(?:Dr|Prof|Gral|Gen|Tte|Cnel|Cap|Pres|Sto|Sta|Ing|Lic|Mcal|Pdte|Sr|Sra|Dña|Mons|Card)\\.';
export const NAME_W = `(?!(?:No|Nr|Nº)\\.?[ \\t]*\\d)(?:(?:[dlDL]|[Dd]ell|[Dd]all|[Nn]ell|[Ss]ull|[Aa]ll)['’])?${W}`;
export const HOUSE_NO = '(?:[ \\t]+(?:(?:No|Nr|N[º°o])\\.?[ \\t]*)?\\d{1,5}[A-Za-z]?)?';

const SPLIT_CODE = /^\d{3} \d{2}[ \t]+\p{Lu}/u;
/**
 * "…, 120 00 Praha 2", "\n114 55 Stockholm": three digits, a space and two digits opening an address part are a
 * Czech, Slovak, Swedish or Greek postal code before its town (phi-postal-intl.ts), not a house number, unless a
 * street's word follows on the part ("338 17 St Omers Road").
 */
export function splitCodeAt(text: string, pos: number): boolean {
  if (!SPLIT_CODE.test(text.slice(pos, pos + 8))) return false;
  if (!/(?:^|[,\n][ \t]*)$/.test(text.slice(Math.max(0, pos - 3), pos))) return false;
  const part = /[^,\n]{0,40}/.exec(text.slice(pos + 6, pos + 46))![0];
  return !part
    .toLowerCase()
    .split(/[^\p{L}]+/u)
    .some((w) => STREET_TYPES.has(w));
}

/**
 * "Drain in place. ECOG 3", "All in place. Thank you", "Place of birth: Leeds": a street's lead word that is also
 * an English word, in prose. A lead word written out takes no full stop ("av.", "ul.", "pl." do), and a street's name
 * goes on past its particles. Poland's "al." (aleja) has its full stop; "al" without it is Spanish and Italian "to the"
 * ("Ingresó al Hospital Universitario La Paz").
 */
const PROSE_LEAD = new RegExp(
  `^(?:\\d{1,5}[ \\t]+)?(?:\\p{L}{5,}|via|rue|rua)\\.[ \\t]|^[Aa]l[ \\t]|^\\p{L}+(?:[ \\t]+${J}(?![\\p{L}]))+(?![ \\t]*(?:\\p{Lu}|\\d|${J}(?![\\p{L}])))`,
  'u',
);
export const proseLead = (text: string, from: number) => PROSE_LEAD.test(text.slice(from, from + 40));
