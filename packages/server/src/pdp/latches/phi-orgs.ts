/** ORGANIZATION (ADR 0038): capitalized words ending in an organization word (Hospital, Clinic, General, Inc…). */

import { PLACE_RANK } from './phi-cities.js';
import { isCommon, ORG_JOINERS, ORG_TAILS, TITLES, US_STATES } from './phi-lexicon.js';
import { findCuedOrgs } from './phi-orgs-cued.js';
import { type Tok, work } from './phi-tokens.js';
import type { Hit } from './pii-context.js';

const ABBREV_DOT = /^(?:st|mt|ft)$/;
/** `lc` without a final "." (by char code: this runs for every capitalized word, and most have none). */
const noDot = (lc: string) => (lc.charCodeAt(lc.length - 1) === 46 ? lc.slice(0, -1) : lc);

/** Capitalized words ending in an organization word: "St. Mary Hospital", "Springfield General", "Civic Impulse LLC". */
export function findOrgs(text: string, toks: Tok[], out: Hit[]): void {
  for (let j = 1; j < toks.length; j++) {
    work.steps++;
    const tail = toks[j]!;
    if (!tail.cap || !ORG_TAILS.has(noDot(tail.lc))) continue;
    let i = j;
    let proper = false;
    while (i > 0 && j - i < 5) {
      work.steps++;
      const p = toks[i - 1]!;
      const g = text.slice(p.end, toks[i]!.start);
      const glue = g === ' ' || (g === '. ' && ABBREV_DOT.test(p.lc)) || g === ' & ';
      if (!glue || !(p.cap || ORG_JOINERS.has(p.lc))) break;
      if (p.cap && TITLES.has(p.lc) && !ABBREV_DOT.test(p.lc)) break;
      // "Dr. Anand Raghunathan of Lakeshore Cardiology": "of" joins an organization word before it
      // ("University of Chicago Medical Center"), not a person's name.
      if (p.lc === 'of' && (i - 2 < 0 || !ORG_TAILS.has(noDot(toks[i - 2]!.lc)))) break;
      i--;
      if (
        p.cap &&
        !ORG_TAILS.has(p.lc) &&
        (!isCommon(p.lc) || US_STATES.has(p.lc) || ABBREV_DOT.test(p.lc) || p.lc === 'saint')
      )
        proper = true;
    }
    while (i < j && !toks[i]!.cap) i++;
    if (i < j && isCommon(toks[i]!.lc) && !proper) continue;
    if (!proper) continue;
    // "University of Chicago", "Hospital for Special Surgery": the name may go on after "of".
    let end = j;
    const of = toks[j + 1];
    if (of !== undefined && (of.lc === 'of' || of.lc === 'for') && text.slice(tail.end, of.start) === ' ') {
      let k = j + 2;
      while (k < toks.length && k - j < 5 && toks[k]!.cap && text.slice(toks[k - 1]!.end, toks[k]!.start) === ' ') k++;
      if (k > j + 2) end = k - 1;
    }
    out.push({ type: 'ORGANIZATION', start: toks[i]!.start, end: toks[end]!.end, rank: PLACE_RANK.org });
  }
  findCuedOrgs(text, toks, out);
}
