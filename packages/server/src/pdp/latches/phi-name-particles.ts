/**
 * Name particles between the words of one name (ADR 0098), for the chunking of phi-names.ts.
 */
import { isCity, TITLES } from './phi-lexicon.js';
import { K } from './phi-name-words.js';
import { ORG_HEADS } from './phi-org-words.js';
import type { Tok } from './phi-tokens.js';

/**
 * Particles that stand in lower case between a given name and a surname, or between the parts of one (ADR 0098):
 * "Maria da Silva", "Jan van der Berg", "Ana de la Cruz", "Ahmed bin Salleh". Without them the words on either side
 * are read apart, and the given name, judged alone, is often left in clear.
 */
const PARTICLE_GAP =
  /^ (?:(?:van|von|de|der|den|del|della|delle|dei|di|da|das|do|dos|du|la|le|los|las|ter|ten|zu|bin|binti|bint|ibn|abu|al|el|af|av) ){1,3}$/;
/**
 * Whether capitalized tokens `i` and `k` are joined by name particles only: not before a title ("Anruf von Herrn
 * Yıldız") nor before a town after a word in no list or the end of a Title Case phrase ("Centro Diagnostico
 * Italiano di Milano").
 */
export function particleJoined(text: string, toks: Tok[], i: number, k: number, kinds: readonly K[]): boolean {
  const a = toks[i]!;
  const b = toks[k]!;
  const gap = b.start - a.end;
  if (gap < 4 || gap > 14 || !b.cap || !PARTICLE_GAP.test(text.slice(a.end, b.start))) return false;
  // ("S.A. de C.V.": initials on both sides are a legal form's.)
  // ("Lucía Pastor del Centro de Salud": nor before an organization's head, which opens the next name.)
  if (TITLES.has(b.lc) || b.lc === 'herrn' || ORG_HEADS.has(b.lc) || (kinds[k] === K.Initial && kinds[i] === K.Initial))
    return false;
  if (!isCity(b.lc)) return true;
  // Before a town, the word must be a name's, not the last of a Title Case phrase ("Centro Diagnostico Italiano di").
  const p = toks[i - 1];
  return kinds[i] !== K.Unknown && !(p?.cap && kinds[i - 1] === K.Other && a.start - p.end === 1);
}
