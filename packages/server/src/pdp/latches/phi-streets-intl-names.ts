/**
 * The words of a street's name for the street reader of other languages (ADR 0072, phi-streets-intl.ts):
 * the case a line is written in, which words may be part of a name, and which are leads. Moved out of
 * phi-streets-intl.ts unchanged, to keep each file small.
 */
import { isCommon, isEnglish, isName, isStop, MEDICAL } from './phi-lexicon.js';
import { trimEnd } from './phi-streets-intl-line.js';
import { ABBREVIATED, CAP_DOTTED, CAP_LEADS, LOWER_LEADS, NOT_NAMES } from './phi-streets-intl-words.js';

const MONTHS = new Set(
  'jan january feb february mar march apr april may jun june jul july aug august sep sept september oct october nov november dec december'.split(
    ' ',
  ),
);
const JOINERS = new Set(
  'de del della delle dello degli dei di da do dos das la le les du des van von der den dem ter y e i'.split(' '),
);

export type Mode = 'mixed' | 'upper' | 'lower';
export const CAP_WORD = /^\p{Lu}[\p{L}\p{M}'’-]*$/u;
export const LOWER_WORD = /^\p{Ll}[\p{L}\p{M}'’-]*$/u;
const ELIDED = /^[dl]['’]\p{Lu}/u;
export const bare = (c: string) => trimEnd(c, '.,').toLowerCase();

/** Whether a chunk may be a word of a street's name in this line's case. */
export function nameWord(c: string, mode: Mode): boolean {
  if (ELIDED.test(c)) return true;
  if (mode === 'lower') {
    if (!LOWER_WORD.test(c) || isStop(c) || isEnglish(c)) return false;
  } else if (!CAP_WORD.test(c) || c.length < 2) return false;
  const lc = c.toLowerCase();
  return !MEDICAL.has(lc) && !MONTHS.has(lc) && !NOT_NAMES.has(lc) && !isStop(lc);
}

/** Whether the name words (joiners allowed inside) make a name, and one is no English word when `strict`. */
export function nameOk(cs: string[], mode: Mode, strict: boolean): boolean {
  if (cs.length === 0 || cs.length > 5) return false;
  let proper = !strict;
  let named = false;
  for (let k = 0; k < cs.length; k++) {
    const c = cs[k]!;
    // "Passage du Bac", "Voie de la Pompe": joiners inside or first, never last.
    const joiner = JOINERS.has(c.toLowerCase()) && mode !== 'upper' && k < cs.length - 1;
    if (!joiner && !nameWord(c, mode)) return false;
    if (joiner) continue;
    named = true;
    // A first name or surname is a proper name even where it is also an English word ("Molly Brow", "Spencer Parade").
    const lc = c.toLowerCase().replace(/['’]s$/, '');
    if (!isEnglish(lc) || (isName(lc) && !isCommon(lc))) proper = true;
  }
  return proper && named;
}

/** Whether a chunk is the lead word of `set` in this line's case; the dot where the abbreviation needs it. */
export function leadIn(c: string, mode: Mode, capital: boolean): boolean {
  const lc = bare(c);
  const dotted = c.endsWith('.');
  if (capital) {
    if (!CAP_LEADS.has(lc) || (dotted && !CAP_DOTTED.has(lc))) return false;
    return mode !== 'mixed' || CAP_WORD.test(dotted ? c.slice(0, -1) : c);
  }
  if (!LOWER_LEADS.has(lc)) return false;
  if (ABBREVIATED.has(lc)) return dotted;
  // Polish writes "park", "rondo", "rynek" in lower case: capitalized in mixed text they are other words ("Ms. Park Ji-yeon").
  return !dotted && (mode !== 'mixed' || !/^[A-Z]/.test(c));
}

/** The case the words are written in: capitals only (a form), lower case only (a chat), or both. */
export function modeOf(words: string[]): Mode {
  let upper = false;
  let lower = false;
  for (const w of words)
    for (const ch of w) {
      if (ch !== ch.toLowerCase()) upper = true;
      else if (ch !== ch.toUpperCase()) lower = true;
    }
  return upper ? (lower ? 'mixed' : 'upper') : 'lower';
}
