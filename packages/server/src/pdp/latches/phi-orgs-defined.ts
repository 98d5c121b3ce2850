/**
 * Organizations that a text names by an acronym it defines (ADR 0147): "The Office for Civil Rights (OCR) and
 * Northern Plains Orthopedic Associates (NPOA) agree as follows. OCR received …; NPOA shall pay …", "Colorado
 * Department of Public Health and Environment (CDPHE)", "Baylor Scott & White Health … BSWH nurse practitioners".
 * Contracts, resolution agreements, press releases and audit letters name a party in full once and by its initials
 * after; the acronym in no list stays in clear everywhere else.
 *
 * - A name before "(ACRONYM)" whose words' initials spell the acronym, with an organization's word among them
 *   ("Office", "Department", "Associates", "Hospital"), not of department words alone ("Emergency Department (ED)")
 *   and not a disease's ("Chronic Obstructive Pulmonary Disease (COPD)" has no organization's word): the name, the
 *   acronym, and the acronym wherever else it stands.
 * - The initials of an organization found with three words or more ("Baylor Scott & White Health"): that acronym
 *   wherever it stands in the text.
 * One scan of the text for a bracketed acronym, then a string search per acronym (a text defines few); linear.
 */
import { PLACE_RANK } from './phi-cities.js';
import { MEDICAL, ORG_TAILS } from './phi-lexicon.js';
import { DEPARTMENT_WORDS, ORG_HEADS } from './phi-org-words.js';
import { work } from './phi-tokens.js';
import type { Hit } from './pii-context.js';

// (As the organization rules rank theirs: a longer reading over an acronym, "CHOP Primary Care", stays whole.)
const RANK = PLACE_RANK.org;
/** "(OCR)", "(CDPHE)": an acronym of two to eight capitals in brackets. */
const DEFINED = /\(([A-Z][A-Z&]{1,7})\)/g;
/** Up to ten capitalized words and joining words right before the bracket. */
const NAME_BEFORE = /((?:(?:\p{Lu}[\p{L}'’.-]*|of|for|and|the|on|in|&)[ \t]+){1,10})$/u;
/** Words of a public body or a firm that a name of department words alone lacks. */
const BODY_WORDS = new Set(
  'office department bureau administration commission council board authority agency ministry service services network alliance coalition partners associates'.split(
    ' ',
  ),
);
const CODE_AFTER = /^(?:[-/]|[ \t]*\d)/;
const JOINERS = new Set(['of', 'for', 'and', 'the', 'on', 'in', '&']);
const WORD_CHAR = /[\p{L}\d&]/u;

/** The initials of a name's capitalized words ("Baylor Scott & White Health" → BSWH, "U.S. Department of …" → USDO…). */
function initials(words: readonly string[]): string {
  let out = '';
  for (const w of words) if (/^\p{Lu}/u.test(w)) out += w[0];
  return out;
}

/** The words of `phrase` from the one where the initials of the rest spell `acronym`, or null. */
function spelled(phrase: string, acronym: string): string[] | null {
  const words = phrase.trim().split(/[ \t]+/);
  for (let k = 0; k < words.length; k++) {
    const rest = words.slice(k);
    if (!/^\p{Lu}/u.test(rest[0]!)) continue;
    if (initials(rest) === acronym.replace(/&/g, '')) return rest;
  }
  return null;
}

/** Whether the name's words make it an organization's: one of its words, and not department words alone. */
function bodyName(words: readonly string[]): boolean {
  const lc = words.map((w) => w.toLowerCase().replace(/[.,]$/, ''));
  const content = lc.filter((w) => !JOINERS.has(w));
  if (!content.some((w) => ORG_TAILS.has(w) || ORG_HEADS.has(w) || BODY_WORDS.has(w))) return false;
  return !content.every((w) => DEPARTMENT_WORDS.has(w));
}

export function findDefinedAcronyms(text: string, out: Hit[], from: number): void {
  const acronyms = new Set<string>();
  if (text.indexOf('(') >= 0) {
    DEFINED.lastIndex = 0;
    for (let m = DEFINED.exec(text); m !== null; m = DEFINED.exec(text)) {
      work.steps++;
      const before = NAME_BEFORE.exec(text.slice(Math.max(0, m.index - 120), m.index));
      const words = before === null ? null : spelled(before[1]!, m[1]!);
      if (words === null || !bodyName(words)) continue;
      const name = words.join(' ');
      const start = text.lastIndexOf(name, m.index);
      if (start >= 0) out.push({ type: 'ORGANIZATION', start, end: start + name.length, rank: RANK });
      acronyms.add(m[1]!);
    }
  }
  // The initials of the organizations found with three capitalized words or more.
  for (let k = from; k < out.length; k++) {
    const h = out[k]!;
    if (h.type !== 'ORGANIZATION' || h.end - h.start > 120) continue;
    const words = text.slice(h.start, h.end).split(/[ \t]+/);
    const spelledOut = initials(words);
    // ("Emergency Medical Services" spells EMS, a clinical word of the notes.)
    if (
      spelledOut.length >= 3 &&
      spelledOut.length <= 8 &&
      /^[A-Z]+$/.test(spelledOut) &&
      !MEDICAL.has(spelledOut.toLowerCase())
    )
      acronyms.add(spelledOut);
  }
  if (acronyms.size === 0) return;
  // Each acronym by a string search (a regex over every capital of a long note costs more than these few).
  for (const a of acronyms)
    for (let k = text.indexOf(a); k >= 0; k = text.indexOf(a, k + a.length)) {
      work.steps++;
      const end = k + a.length;
      if (WORD_CHAR.test(text.charAt(k - 1)) || WORD_CHAR.test(text.charAt(end))) continue;
      // ("Folder no: GSH 4418291", "Acc#: DVI-2291847", "Ref: LUTH/CARD/2026": the prefix of a number or a code.)
      if (CODE_AFTER.test(text.slice(end, end + 3)) || text.charCodeAt(k - 1) === 47) continue;
      out.push({ type: 'ORGANIZATION', start: k, end, rank: RANK });
    }
}
