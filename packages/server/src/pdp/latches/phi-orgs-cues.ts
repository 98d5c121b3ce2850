/**
 * The cue words of the organization rules of ADR 0088 (phi-cues.ts): the role words of phi-orgs-labels.ts, the words
 * of a referral (phi-orgs-referrals.ts) and the heads of other languages (phi-orgs-heads-intl.ts, phi-orgs-lower.ts).
 * The tokenizer marks where they start; a rule whose words the text lacks runs no regex pass over it. Words that hold
 * a letter outside ASCII are registered by their first run of ASCII letters ("poji" of "pojišťovna", "pital" of
 * "hôpital", "nica" of "clínica"): a cue is only a gate here, so a collision costs one pass, no finding.
 */
import { type Cues, cueBit } from './phi-cues.js';

/** The role words of phi-orgs-labels.ts ("employer", "insurer", "pojišťovna"…). */
export const ROLE_CUES = cueBit(
  'employer employers insurer carrier tpa eap pho hmo krankenkasse poji mutuelle zorgverzekeraar'.split(' '),
);
/** The words of a referral or an attendance of phi-orgs-referrals.ts. */
export const REFERRAL_CUES = cueBit(
  `referred referral referrals refer refers attends enrolled connected linked trained doula signposted treatment
  transport transported filed funding operated advised represented audited funded sponsored administered`.split(/\s+/),
);
/** The heads of other languages of phi-orgs-heads-intl.ts and phi-orgs-lower.ts, and their acronyms. */
export const HEAD_CUES = cueBit(
  `clinique clinica nica ospedale policlinico sanatorio ziekenhuis klinik krankenhaus szpital nemocnice hopital pital
  policl umf hgz zona level dieu chsld clsc chu chr chru ehpad arnas aoup aou irccs rsud rsup rsia farmacia farm
  pharmacie laboratorio laboratoire poliambulatorio cabinet apotheek apotek thuiszorg`.split(/\s+/),
);
/**
 * The work verbs of other languages of phi-orgs-cued-intl.ts ("werkt bij", "arbeitet bei", "pracował w"), by their
 * first run of ASCII letters where they hold another letter ("besch" of "beschäftigt", "tig" of "tätig").
 */
export const WORK_CUES = cueBit(
  `werkt werken werkzaam dienst arbeitet arbeite besch tig angestellt travaille travaillait employ employe salari
  trabaja trabajaba labora empleado empleada trabalha trabalhava funcion lavora lavorava impiegato impiegata dipendente
  treballa treballava arbetar jobbar jobber arbeider arbejder anst ansatt ansat pracuje pracowa`.split(/\s+/),
);

/**
 * Whether the text may hold one of the rule's words: its cue bit was seen, or, without the tokenizer's cues (a caller
 * that tokenized on its own), one of the plain `stems` is in the text.
 */
export function cued(text: string, cues: Cues | undefined, bit: number, stems: readonly string[]): boolean {
  if (cues !== undefined) return (cues.seen & bit) !== 0;
  return stems.some((w) => text.indexOf(w) >= 0);
}

/** Calls `each` with every position where a cue word of list `bit` starts. */
export function eachCue(cues: Cues, bit: number, each: (at: number) => void): void {
  for (let k = 0; k < cues.at.length; k++) if ((cues.bits[k]! & bit) !== 0) each(cues.at[k]!);
}

/** Without the tokenizer's cues: where a match of sticky `re` starts at a word's start, by one global pass of its source. */
const GLOBAL = new WeakMap<RegExp, RegExp>();
export function starts(re: RegExp, text: string): number[] {
  let g = GLOBAL.get(re);
  if (g === undefined) {
    g = new RegExp(`(?<![\\p{L}])(?:${re.source})`, 'giu');
    GLOBAL.set(re, g);
  }
  g.lastIndex = 0;
  const at: number[] = [];
  for (let m = g.exec(text); m !== null; m = g.exec(text)) at.push(m.index);
  return at;
}
