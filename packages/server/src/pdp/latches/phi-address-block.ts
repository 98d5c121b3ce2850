/**
 * The lines that follow a street address (ADR 0038): in an address block the town, the region and
 * the postal code stand on the rest of the street's line and on the next few lines ("1593 Pagari 18
 * Suite 932 / Põlluküla / SA / 93318"). Those lines are read as CITY and ZIP when their shape says
 * so, whatever the gazetteer knows: a town of a few thousand people is in no list. Countries and
 * state abbreviations stay in clear. Each line is looked at once per address, at most LINES lines.
 */

import { COUNTRIES, isCity, isEnglish, isName, isStop, MEDICAL, STREET_TYPES, US_STATES } from './phi-lexicon.js';
import { work } from './phi-tokens.js';
import type { Hit } from './pii-context.js';

const LINES = 5;
/** The longest rest of a line read as a place line (a town, a region and a code are far shorter). */
const PLACE_LINE_MAX = 240;
const RANK = 5;
const NAME = "\\p{Lu}[\\p{L}\\p{M}'’.()-]{0,40}";
/** Lower-case particles inside a town's name ("Soto del Barco", "Ostrov nad Ohří", "Turkovice u Prelouce"). */
const PARTICLE =
  '(?:de|del|della|dei|di|da|do|dos|das|la|le|les|du|des|nad|pod|u|upon|on|am|an|der|im|sur|en|y|i|e|van|von|den|ter|bei)';
const PARTICLES = new Set(PARTICLE.slice(3, -1).split('|'));
const POSTAL =
  '\\d{3,5}(?:-\\d{3,4})?|\\d{3} \\d{2}|\\d{2}-\\d{3}|[A-Z]\\d[A-Z] ?\\d[A-Z]\\d|[A-Z]{1,2}\\d[\\dA-Z]? ?\\d[A-Z]{2}';
// A line (or the rest of one): a place of one to four capitalized words, an optional region, an optional postal code.
const PLACE_LINE = new RegExp(
  `^[^\\p{L}\\p{N}\\n]*?(${NAME}(?:(?:[ \\t-]+${PARTICLE}){0,2}[ \\t-]+${NAME}){0,3}(?:[ \\t]+\\([^)\\n]{1,40}\\))?)?(?:(?:[ \\t]*,)?[ \\t]*([A-Z]{2,3}|nan)(?![\\p{L}]))?(?:(?:[ \\t]*,)?[ \\t]*(${POSTAL}))?[ \\t,.]*$`,
  'u',
);

/** A postal code's last digit or letter, then a full stop or a semicolon and the next sentence. */
const SENTENCE_AFTER_CODE = /[\dA-Z](?=[.;][ \t]+\p{Lu})/u;

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
function readLine(text: string, start: number, end: number, out: Hit[], afterStreet = false, aboveCode = false): Line {
  let line = text.slice(start, end);
  let m = PLACE_LINE.exec(line);
  // "…, Ultimo NSW 2007. GP: Dr Hamish McTavish": a sentence goes on after the postal code on the street's line.
  const stop = m === null ? SENTENCE_AFTER_CODE.exec(line) : null;
  if (stop !== null) {
    line = line.slice(0, stop.index + 1);
    m = PLACE_LINE.exec(line);
  }
  if (m === null) return codeFirst(line, start, out);
  const place = m[1];
  if (place !== undefined) {
    const lc = place.toLowerCase().replace(/\s*\(.*\)$/, '');
    const region = /^[A-Z]{2,3}$/.test(place) || COUNTRIES.has(lc) || US_STATES.has(lc) || lc === 'nan';
    // "7 St." : the street type left over on the street's line is no town.
    if (STREET_TYPES.has(lc.replace(/\.$/, ''))) return Line.Other;
    // An English word is a town only with a region or postal code on its line ("Reading, PA 19601", "ASKER nan 1386").
    // So does a comma right after the street on its own line ("31 Seneca Place, Marshland").
    // And so does, inside a street's block, a country line with a postal code below ("Pines Beach / New Zealand 34694").
    const coded = m[2] !== undefined || m[3] !== undefined || (afterStreet && /^[ \t]*,/.test(line)) || aboveCode;
    // ("WITH HER SON.": the sentence's full stop is no part of its last word.)
    const plain = lc.split(/[ \t-]+/).every((w) => {
      const x = w.replace(/['’].*$|\.$/, '');
      return isEnglish(x) || isStop(x);
    });
    if (!region && (MEDICAL.has(lc) || (plain && !isCity(lc) && !coded))) return Line.Other;
    const at = start + m.index + m[0].indexOf(place);
    // "…on Harlem Ave? — Keisha Boyd": after a question, an exclamation or a dash the words are a new sentence's
    // or a signature's, not the town of the street before them (unless a region or a postal code says so).
    if (m[2] === undefined && m[3] === undefined && /[?!—–]/.test(text.slice(start, at))) return Line.Other;
    // "…, Wellington." ending the text: the full stop ends the sentence ("Mt." keeps its dot).
    const stop = /[\p{L}]{4}\.$/u.test(place) ? 1 : 0;
    // "4410 Sycamore Ridge Dr / Charlotte, NC 28269": a town with a region code and a postal code after it, in a
    // street's block, is a town line whatever the name lists say of its word (a given name here).
    const full = m[2] !== undefined && m[2] !== 'nan' && m[3] !== undefined;
    if (!region) out.push({ type: 'CITY', start: at, end: at + place.length - stop, rank: full ? RANK + 2 : RANK });
  }
  const code = m[3];
  if (code !== undefined) {
    const at = start + line.lastIndexOf(code);
    out.push({ type: 'ZIP', start: at, end: at + code.length, rank: RANK });
    return Line.Code;
  }
  return place !== undefined || m[2] !== undefined ? Line.Place : Line.Other;
}

// "67000 Strasbourg, France", "D-10115 Berlin": the postal code before the town, as most of Europe
// writes it, optionally followed by a country or region.
const CODE_FIRST = new RegExp(
  `^[^\\p{L}\\p{N}\\n]*?(?:[A-Z]{1,2}-)?(\\d{4,5}|\\d{3} \\d{2}|\\d{2}-\\d{3})[ \\t]+(${NAME}(?:(?:[ \\t-]+${PARTICLE}){0,2}[ \\t-]+${NAME}){0,3})(?:[ \\t]*,[ \\t]*([\\p{L}][\\p{L} .'’()-]{1,40}))?[ \\t,.]*$`,
  'u',
);

function codeFirst(line: string, start: number, out: Hit[]): Line {
  const m = CODE_FIRST.exec(line);
  if (m === null) return Line.Other;
  const [code, place, region] = [m[1]!, m[2]!, m[3]];
  const lc = place.toLowerCase();
  if (MEDICAL.has(lc) || COUNTRIES.has(lc) || US_STATES.has(lc)) return Line.Other;
  // "1000 Units": English words that are no town are a count, not an address line.
  if (!isCity(lc) && lc.split(/[ \t-]+/).every((w) => isEnglish(w))) return Line.Other;
  // Whatever follows the town must be a country or a state ("…, France"), or the line is something else.
  if (
    region !== undefined &&
    !COUNTRIES.has(
      region
        .trim()
        .toLowerCase()
        .replace(/\s*\(.*\)$/, ''),
    ) &&
    !US_STATES.has(region.trim().toLowerCase())
  )
    return Line.Other;
  const c = start + line.indexOf(code);
  const p = start + line.indexOf(place, line.indexOf(code) + code.length);
  out.push({ type: 'ZIP', start: c, end: c + code.length, rank: RANK });
  out.push({ type: 'CITY', start: p, end: p + place.length, rank: RANK });
  return Line.Code;
}

/** Reads the address blocks after each STREET_ADDRESS hit already in `out`. */
export function findAddressBlocks(text: string, out: Hit[]): void {
  const streets = out.filter((h) => h.type === 'STREET_ADDRESS').sort((a, b) => a.start - b.start);
  let done = 0;
  for (let ti = 0; ti < streets.length; ti++) {
    const s = streets[ti]!;
    if (s.end < done) continue;
    let from = s.end;
    let blank = 0;
    for (let n = 0; n <= LINES && from <= text.length; n++) {
      work.steps++;
      const end = lineEnd(text, from);
      // A place line is short: a longer rest of line (many streets on one line) is not read, so each street costs a bounded read.
      if (end - from > PLACE_LINE_MAX) break;
      const rest = text.slice(from, end);
      if (rest.trim() === '' || rest.trim() === '>') {
        if (n > 0 && ++blank > 1) break;
      } else {
        const read = readLine(text, from, end, out, n === 0, n > 0 && countryLine(nextLine(text, end), true));
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

const COUNTRY_LINE = new RegExp(
  `^[^\\p{L}\\p{N}\\n]*([\\p{L}][\\p{L} .'’-]{1,40}?)(?:[ \\t]*\\([^)\\n]{1,20}\\))?(?:[ \\t,]+(?:${POSTAL}))?[ \\t,.]*$`,
  'u',
);

/** The line after the line end at `end` (empty at the end of the text). */
const nextLine = (text: string, end: number) => (end >= text.length ? '' : text.slice(end + 1, lineEnd(text, end + 1)));

/**
 * The first words of the country and state names countryLine accepts. Those names are letters and
 * spaces only, and the place COUNTRY_LINE captures starts at the line's first letter and is followed
 * by no letter, so its first word is the line's first run of letters: a line whose first word starts
 * no such name is answered without the line regex (most lines of a note).
 */
let countryFirsts: Set<string> | null | undefined;
function countryFirst(w: string): boolean {
  if (countryFirsts === undefined) {
    const names = [...COUNTRIES, ...[...US_STATES].filter((s) => s.length > 2)];
    // Should a name with other characters join the lists, the gate is off (null) rather than wrong.
    countryFirsts = names.every((n) => /^[a-z]+(?: [a-z]+)*$/.test(n))
      ? new Set(names.map((n) => n.split(' ')[0]!))
      : null;
  }
  return countryFirsts === null || countryFirsts.has(w);
}
const TO_WORD = /[^\p{L}\p{N}\n]*/uy;
const LETTERS = /\p{L}+/uy;

/**
 * Whether the line is a country or a state name, with an optional postal code ("Spain", "New
 * Zealand 57006"); with `coded`, only one that carries a postal code.
 */
/** White space other than a line feed: a line is blank when it holds only these. */
const SPACES = /[^\S\n]*/y;
/** The longest line read as a country line. */
const COUNTRY_LINE_MAX = 64;

function countryLine(line: string, coded = false): boolean {
  if (line.length > COUNTRY_LINE_MAX) return false;
  // The line's first run of letters, by test() and lastIndex (no match array per line).
  TO_WORD.lastIndex = 0;
  TO_WORD.test(line);
  LETTERS.lastIndex = TO_WORD.lastIndex;
  if (!LETTERS.test(line) || !countryFirst(line.slice(TO_WORD.lastIndex, LETTERS.lastIndex).toLowerCase()))
    return false;
  const m = COUNTRY_LINE.exec(line);
  if (m === null || (coded && !/\d/.test(line))) return false;
  const lc = m[1]!.trim().toLowerCase();
  return COUNTRIES.has(lc) || (US_STATES.has(lc) && lc.length > 2);
}

/**
 * A postal address without a street: the town on the line above a country line ("Maha Cazares /
 * Chiclana de la Frontera / Spain"). A line of name-list words only ("Przemek Kucharski / United
 * Kingdom") is a person's line, not a town, unless the town list holds it ("Los Angeles").
 */
export function findTownsAboveCountries(text: string, out: Hit[]): void {
  if (text.indexOf('\n') < 0) return;
  let prevStart = -1;
  let prevEnd = -1;
  for (let start = 0; start <= text.length; ) {
    work.steps++;
    const end = lineEnd(text, start);
    // Blank (what trim() removes, up to the line's end) or not, without cutting the line out;
    // a country line is short, so only a short line is cut out and read (countryLine).
    SPACES.lastIndex = start;
    SPACES.test(text);
    if (SPACES.lastIndex < end) {
      if (prevStart >= 0 && end - start <= COUNTRY_LINE_MAX && countryLine(text.slice(start, end))) {
        const prev = text
          .slice(prevStart, prevEnd)
          .replace(/^[^\p{L}\p{N}]*/u, '')
          .trim();
        const ws = prev.toLowerCase().split(/[ \t]+/);
        const person =
          ws.length > 1 &&
          ws.every((w) => (isName(w) && !PARTICLES.has(w)) || /^\p{L}\.?$/u.test(w)) &&
          !isCity(ws.join(' '));
        if (!person && !countryLine(prev)) readLine(text, prevStart, prevEnd, out);
        readLine(text, start, end, out);
      }
      prevStart = start;
      prevEnd = end;
    }
    start = end + 1;
  }
}
