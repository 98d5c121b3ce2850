/**
 * The lines that follow a street address (ADR 0038): in an address block the town, the region and
 * the postal code stand on the rest of the street's line and on the next few lines ("1593 Pagari 18
 * Suite 932 / Põlluküla / SA / 93318"). Those lines are read as CITY and ZIP when their shape says
 * so, whatever the gazetteer knows: a town of a few thousand people is in no list. Countries and
 * state abbreviations stay in clear. Each line is looked at once per address, at most LINES lines.
 */

import { COUNTRIES, isCity, isEnglish, MEDICAL, US_STATES } from './phi-lexicon.js';
import { work } from './phi-tokens.js';
import type { Hit } from './pii-context.js';

const LINES = 5;
const RANK = 5;
const NAME = "\\p{Lu}[\\p{L}\\p{M}'’.()-]{0,40}";
const POSTAL =
  '\\d{4,5}(?:-\\d{3,4})?|\\d{3} \\d{2}|\\d{2}-\\d{3}|[A-Z]\\d[A-Z] ?\\d[A-Z]\\d|[A-Z]{1,2}\\d[\\dA-Z]? ?\\d[A-Z]{2}';
// A line (or the rest of one): a place of one to four capitalized words, an optional region, an optional postal code.
const PLACE_LINE = new RegExp(
  `^[ \\t>,]*(${NAME}(?:[ \\t-]+${NAME}){0,3})?(?:[ \\t]*,?[ \\t]*([A-Z]{2,3}|nan)(?![\\p{L}]))?(?:[ \\t]*,?[ \\t]*(${POSTAL}))?[ \\t,.]*$`,
  'u',
);

function lineEnd(text: string, from: number): number {
  const n = text.indexOf('\n', from);
  return n < 0 ? text.length : n;
}

/** What one line held: nothing of an address (stop), a place or region (go on), or a postal code (the block ends). */
enum Line {
  Other,
  Place,
  Code,
}

/** CITY and ZIP from the place and code of one line, unless the place is a country, a state or an ordinary word. */
function readLine(text: string, start: number, end: number, out: Hit[]): Line {
  const line = text.slice(start, end);
  const m = PLACE_LINE.exec(line);
  if (m === null) return Line.Other;
  const place = m[1];
  if (place !== undefined) {
    const lc = place.toLowerCase().replace(/\s*\(.*\)$/, '');
    const region = /^[A-Z]{2,3}$/.test(place) || COUNTRIES.has(lc) || US_STATES.has(lc) || lc === 'nan';
    if (!region && (MEDICAL.has(lc) || (isEnglish(lc) && !isCity(lc)))) return Line.Other;
    const at = start + m.index + m[0].indexOf(place);
    if (!region) out.push({ type: 'CITY', start: at, end: at + place.length, rank: RANK });
  }
  const code = m[3];
  if (code !== undefined) {
    const at = start + line.lastIndexOf(code);
    out.push({ type: 'ZIP', start: at, end: at + code.length, rank: RANK });
    return Line.Code;
  }
  return place !== undefined || m[2] !== undefined ? Line.Place : Line.Other;
}

/** Reads the address blocks after each STREET_ADDRESS hit already in `out`. */
export function findAddressBlocks(text: string, out: Hit[]): void {
  const streets = out.filter((h) => h.type === 'STREET_ADDRESS').sort((a, b) => a.start - b.start);
  let done = 0;
  for (const s of streets) {
    if (s.end < done) continue;
    let from = s.end;
    let blank = 0;
    for (let n = 0; n <= LINES && from <= text.length; n++) {
      work.steps++;
      const end = lineEnd(text, from);
      const rest = text.slice(from, end);
      if (rest.trim() === '' || rest.trim() === '>') {
        if (n > 0 && ++blank > 1) break;
      } else {
        const read = readLine(text, from, end, out);
        if (read === Line.Other) break;
        if (read === Line.Code) {
          done = end;
          break;
        }
      }
      done = end;
      from = end + 1;
    }
  }
}
