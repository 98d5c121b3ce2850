/**
 * Counties written with the county word first (ADR 0038, 0073): "County Waterford", and Ireland's
 * "Co. Cork" in an address line.
 */

import { PLACE_RANK } from './phi-cities.js';
import { isCity, isEnglish, MEDICAL, ORG_TAILS, STREET_TYPES } from './phi-lexicon.js';
import { type Tok, work } from './phi-tokens.js';
import type { Hit } from './pii-context.js';

/** Words after "County" that make it an office or a road, not a county's name ("County Hospital", "County Road 12"). */
const COUNTY_OFFICES = new Set('line council court jail clerk seat fair board sheriff executive'.split(' '));

/**
 * The 32 counties of Ireland: after "Co." (also a company's "Co.": "Smith & Co. Dublin" is rare, "Co. Cork"
 * in an address is everywhere), only these make a county.
 */
const IRISH_COUNTIES = new Set(
  `antrim armagh carlow cavan clare cork derry donegal down dublin fermanagh galway kerry kildare kilkenny laois
  leitrim limerick longford louth mayo meath monaghan offaly roscommon sligo tipperary tyrone waterford westmeath
  wexford wicklow`.split(/\s+/),
);

/**
 * "County Waterford", "County Cork": the county word first, as Ireland and Britain write it. The
 * word after it must be a town the list holds or no English word ("County Hospital" is neither).
 * "Co. Clare": an Irish county's name after the abbreviation.
 */
export function countyFirstAt(text: string, toks: Tok[], k: number, out: Hit[]): number {
  const t = toks[k]!;
  const next = toks[k + 1];
  work.steps++;
  if (next === undefined || !next.cap) return -1;
  const glue = text.slice(t.end, next.start);
  const lc = next.lc;
  if (t.lc === 'co') {
    // "Mayo Clinic" after "Co." is still the clinic: the county's name ends the phrase.
    if (glue !== '. ' || !IRISH_COUNTIES.has(lc) || toks[k + 2]?.start === next.end + 1) return -1;
  } else {
    if (!/^[ \t]$/.test(glue)) return -1;
    if (ORG_TAILS.has(lc) || STREET_TYPES.has(lc) || COUNTY_OFFICES.has(lc) || MEDICAL.has(lc)) return -1;
    if (isEnglish(lc) && !isCity(lc)) return -1;
  }
  out.push({ type: 'COUNTY', start: t.start, end: next.end, rank: PLACE_RANK.address });
  return next.end;
}
