/**
 * ORGANIZATION names written in capitals at a letterhead's place (ADR 0076): "NORTHWESTERN MEMORIAL
 * HOSPITAL", "MERCY VALLEY MEDICAL CENTER", "IN THE CIRCUIT COURT OF COOK COUNTY", "RECEIVER: ST
 * THOMAS' HOSPITAL, …". Text in capitals capitalizes every word, so findOrgs reads capitals only with a
 * legal form or a word in no English list; this reads them where a letterhead stands (the first line,
 * after a blank line, after a label or a court's "IN THE"), when the line is exactly the name (up to
 * a comma or a dash) and a word of it is proper. Section headings ("INTERNAL MEDICINE", "INTENSIVE CARE
 * UNIT", "AMBULATORY SURGERY CENTER") have no such word; shouting has stop words.
 */
import { PLACE_RANK } from './phi-cities.js';
import { isCity, isCommon, isEnglish, isName, isStop, MEDICAL, ORG_JOINERS, TITLES, US_STATES } from './phi-lexicon.js';
import { AREA_WORDS, FACILITY_NAMES, ORG_GENERIC } from './phi-org-words.js';
import { tailWord } from './phi-orgs-tails.js';
import { type Tok, work } from './phi-tokens.js';
import type { Hit } from './pii-context.js';

/** What stands before the name on its line: nothing, a label ("RECEIVER:", "To:"), or a court's "IN THE"; or SIGNED. */
const PREFIX = /^[\t ]*(?:\p{Lu}[\p{L} ]{0,24}:[\t ]*|IN THE )?$/u;
/** Or a signer and a credential before a comma: "ED ATTENDING: C. YAMAMOTO MD, GREAT PLAINS HEALTH". */
const SIGNED = /(?:^|[^\p{L}])(?:MD|DO|RN|NP|PA-C|PA|PhD|DDS|DMD|FNP|APRN|CNM|DPM|PharmD)\.?,[\t ]*$/u;
/** What follows the name on its line: nothing, or a comma or a dash before an address or a department. */
const REST = /^[\t ]*(?:$|\r|,|[-–—|·][\t ]|\()/;

/** How a word of the name says "proper": 2 on its own (a rare name, a town, "ST"), 1 with another (a common name such as "MERCY"). */
function properness(lc: string, next: string | undefined): number {
  if (MEDICAL.has(lc) || ORG_GENERIC.has(lc) || TITLES.has(lc) || isStop(lc)) return 0;
  // "COOK COUNTY": a county is a place, whatever the word that names it; a memorial is named for someone.
  if (lc === 'st' || lc === 'saint' || US_STATES.has(lc) || AREA_WORDS.has(next ?? '') || next === 'memorial') return 2;
  if (FACILITY_NAMES.has(lc)) return 1;
  if (isName(lc) || isCity(lc)) return isCommon(lc) ? 1 : 2;
  return !isCommon(lc) && !isEnglish(lc) ? 2 : 0;
}

/** Bare word: no possessive or final dot ("THOMAS'", "WOMEN'S", "ST."). */
const bareWord = (lc: string) => lc.replace(/(?:['’]s?|\.)$/, '');

/**
 * The name in capitals that ends in the organization word toks[j] (of a kind that names an
 * organization by itself: not a specialty such as "MEDICINE"), as [first token, last token], or null.
 */
export function capitalsName(text: string, toks: Tok[], j: number): [number, number] | null {
  work.steps++;
  let i = j;
  while (i > 0 && j - i < 6) {
    const p = toks[i - 1]!;
    const g = text.slice(p.end, toks[i]!.start);
    if (g !== ' ' && g !== ' & ' && g !== "' " && g !== '’ ' && g !== '. ') break;
    if (!p.upper && !(p.cap && p.end - p.start === 1)) break;
    i--;
  }
  // "IN THE CIRCUIT COURT": the caption's words are no part of the name.
  while (i < j && (toks[i]!.lc === 'in' || toks[i]!.lc === 'the')) i++;
  const lineStart = text.lastIndexOf('\n', toks[i]!.start - 1) + 1;
  const prefix = text.slice(lineStart, toks[i]!.start);
  const signed = SIGNED.test(prefix);
  if (!PREFIX.test(prefix) && !signed) return null;
  // A letterhead's place: the first line, a line after a blank one, or a labelled or captioned line.
  if (
    !signed &&
    !/\S/.test(prefix) &&
    lineStart > 0 &&
    /\S/.test(text.slice(text.lastIndexOf('\n', lineStart - 2) + 1, lineStart))
  )
    return null;
  // "UNIVERSITY HOSPITAL OF NORTH TEES": capitalized words after "OF" belong to the name.
  let end = j;
  if (toks[j + 1]?.lc === 'of' && toks[j + 1]!.upper && text.slice(toks[j]!.end, toks[j + 1]!.start) === ' ') {
    let k = j + 2;
    while (k < toks.length && k - j < 6 && toks[k]!.upper && text.slice(toks[k - 1]!.end, toks[k]!.start) === ' ') k++;
    if (k > j + 2) end = k - 1;
  }
  const lineEnd = text.indexOf('\n', toks[end]!.end);
  if (!REST.test(text.slice(toks[end]!.end, lineEnd < 0 ? text.length : lineEnd))) return null;
  let proper = 0;
  for (let k = i; k <= end; k++) {
    const lc = bareWord(toks[k]!.lc);
    if (ORG_JOINERS.has(lc) || k === j) continue;
    // Shouting ("PLEASE CALL THE HOSPITAL") has stop words; a name has none but its joiners.
    if (isStop(lc) || /n['’]t$/.test(lc)) return null;
    // "HOSPITAL OF NORTH TEES": a common name after the head's "OF" names a place, as a rare one does.
    const p = tailWord(lc) ? 0 : properness(lc, toks[k + 1] && bareWord(toks[k + 1]!.lc));
    proper += k > j && p > 0 ? 2 : p;
  }
  return proper >= 2 && i < j ? [i, end] : null;
}

/** Pushes the name capitalsName finds, typed ORGANIZATION. */
export function pushCapitals(toks: Tok[], span: [number, number], out: Hit[]): void {
  out.push({ type: 'ORGANIZATION', start: toks[span[0]]!.start, end: toks[span[1]]!.end, rank: PLACE_RANK.org });
}
