/**
 * Organizations in text written in capitals (headings, EHR exports), where a capital says nothing: findOrgs (phi-orgs.ts)
 * takes a phrase there only when a word of it is in no English list, or, since ADR 0146, when it is a hospital's name
 * of one or two words of the name lists, towns or facility names ("MERCY MEDICAL CENTER", "GOOD SHEPHERD HOSPITAL").
 * A pronoun or a verb inside ("I DONT KNOW WHAT THE HEART CENTER") makes it a sentence, no name.
 */
import { isCity, isCommon, isEnglish, isName, isStop, MEDICAL } from './phi-lexicon.js';
import { FACILITY_NAMES, ORG_GENERIC } from './phi-org-words.js';
import { bare } from './phi-orgs-tails.js';
import type { Tok } from './phi-tokens.js';

/** Whether a word of toks[i..j) is in no English list, and no pronoun or verb of a sentence is among them. */
export function nonEnglishIn(toks: Tok[], i: number, j: number): boolean {
  let other = false;
  for (let k = i; k < j; k++) {
    const lc = toks[k]!.lc;
    // "I DONT KNOW WHAT THE HEART CENTER": a sentence in capitals, no name.
    if (SENTENCE_WORDS.has(lc)) return false;
    if (toks[k]!.cap && !isEnglish(lc) && !isCommon(lc) && !/n['’]t$/.test(lc)) other = true;
  }
  return other;
}
/** Pronouns and verbs that make a run of capitals a sentence ("ALL INDIA INSTITUTE", "ST. BRENDAN" keep their words). */
const SENTENCE_WORDS = new Set(
  'i you we they he she what that which who is are was were be been have has had do does did will would can could should said know think'.split(
    ' ',
  ),
);

/**
 * "MERCY MEDICAL CENTER", "GOOD SHEPHERD HOSPITAL" in a heading in capitals: a hospital's words after one or two
 * words of the name lists, towns or facility names (not department or stop words) are its name.
 */
export function capsFacility(toks: Tok[], i: number, j: number): boolean {
  const tail = bare(toks[j]!.lc);
  if (!CAPS_FACILITIES.has(tail) || j - i < 1 || j - i > 4) return false;
  const head = toks[i]!.lc;
  if (
    isStop(head) ||
    ORG_GENERIC.has(head) ||
    MEDICAL.has(head) ||
    !(isName(head) || isCity(head) || FACILITY_NAMES.has(head))
  )
    return false;
  for (let k = i + 1; k < j; k++) if (isStop(toks[k]!.lc) || MEDICAL.has(toks[k]!.lc)) return false;
  return tail === 'hospital' || tail === 'infirmary' || CAPS_BEFORE_CENTER.has(toks[j - 1]!.lc);
}
const CAPS_FACILITIES = new Set(['hospital', 'infirmary', 'center', 'centre']);
const CAPS_BEFORE_CENTER = new Set(['medical', 'regional', 'memorial', 'health', 'cancer', 'rehabilitation']);
