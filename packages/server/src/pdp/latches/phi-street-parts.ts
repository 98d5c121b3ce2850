/**
 * The parts after a street on its line (ADR 0056): "Adeola Odeku Street, Victoria Island, Lagos",
 * "Rua Oscar Freire, 379 - Jardim Paulista, São Paulo - SP". Each comma-separated part is a town or
 * a region until one is neither; a house number and a neighbourhood after the street ("379 - Jardim
 * Paulista") joins the street; a colonia ("Col. San José Insurgentes") is the town's district. Read once per street hit, a sticky regex
 * per part, at most four parts.
 */
import { big, listed, region } from './phi-big-cities.js';
import { isEnglish, isName, MEDICAL, ORG_TAILS, STREET_TYPES, UNIT_WORDS } from './phi-lexicon.js';
import { codeAfterStreetTown } from './phi-postal-after-town.js';
import { work } from './phi-tokens.js';
import type { Hit } from './pii-context.js';

const RANK = 5;
/** The rank of phi-cities.ts's PLACE_RANK.address (not imported: phi-cities.ts is being split). */
const PLACE_RANK_ADDRESS = 6;
const WORD = "\\p{Lu}[\\p{L}\\p{M}'’-]*";
const PHRASE = `${WORD}(?:[ \\t]+(?:(?:de|del|da|do|dos|la|am|es|el)[ \\t]+)?${WORD}){0,2}`;
const lc = (s: string) => s.toLowerCase();

const SEGMENT = new RegExp(
  `[ \\t]*[,·–-][ \\t]*(\\d{1,5}[ \\t]*[-–][ \\t]*)?((?:Col\\.|Colonia)[ \\t]+)?(${PHRASE})(?=[ \\t]*(?:[,·(\\n.–-]|$)|[ \\t]+(\\d{3,}|[A-Z]\\d)|[ \\t]+(\\p{Ll}))`,
  'uy',
);
/** A name suffix, street types and a quadrant, up to the comma before the town. */
const TAIL = /(?:[ \t]+(?:Jr|Sr|Dr|St|Ave|Rd|Blvd|Ln|Ct|Pl|Pkwy|Hwy|Way|N|S|E|W|NE|NW|SE|SW)\.?){1,4}(?=[ \t]*,)/y;
/** The last words of buildings' names, and leads of streets written without a number, in an address line. */
const BUILDINGS = new Set('house towers tower building mansions apartments residency chambers'.split(' '));
const LEADS = new Set('sitio jalan jln lorong persiaran lebuh'.split(' '));
/** Whether the next comma-separated part after `end` is a street: words (after a house number or not) ended by a street type. */
const NEXT_PART =
  /^,[ \t]*(?:\d{1,5}[A-Za-z]?[ \t]+)?(?:\p{Lu}[\p{L}\p{M}'’.-]*[ \t]+){1,3}(\p{L}+)\.?[ \t]*(?:,|$|\n)/u;
function streetNext(text: string, end: number): boolean {
  const m = NEXT_PART.exec(text.slice(end, end + 60));
  return m !== null && STREET_TYPES.has(m[1]!.toLowerCase());
}
/** After a Japanese prefecture comes its postal code ("Tokyo 150-0002"): the prefecture is left like a state. */
const JP_CODE = /^[ \t]+\d{3}-\d{4}(?!\d)/;
/**
 * The comma-separated parts after a street on its line: each a town or a region, until one is
 * neither. "Rua Oscar Freire, 379 - Jardim Paulista" (Brazil) and "Col. San José Insurgentes"
 * (Mexico) are the house number and the neighbourhood: part of the street line.
 */
export function findStreetParts(text: string, out: Hit[]): void {
  const streets = out.filter((h) => h.type === 'STREET_ADDRESS');
  for (let ti = 0; ti < streets.length; ti++) {
    const s = streets[ti]!;
    let from = s.end;
    // "80 Jesse Hill Jr Dr SE, Atlanta": a suffix, the type and a quadrant the street rule stopped before are the street's.
    TAIL.lastIndex = from;
    if (TAIL.test(text)) {
      out.push({ type: 'STREET_ADDRESS', start: s.start, end: TAIL.lastIndex, rank: PLACE_RANK_ADDRESS });
      from = TAIL.lastIndex;
    }
    for (let k = 0; k < 4; k++) {
      work.steps++;
      SEGMENT.lastIndex = from;
      const m = SEGMENT.exec(text);
      if (m === null) break;
      const phrase = m[3]!;
      const p = lc(phrase);
      const ws = p.split(/[ \t]+/);
      const end = from + m[0].length;
      if (m[1] !== undefined || m[2] !== undefined) {
        const start = from + m[0].indexOf(m[1] ?? m[2]!);
        // A colonia is the town's district, as a barangay is (ADR 0085): "Col. Centro, 97000 Mérida".
        out.push({ type: m[1] === undefined ? 'CITY' : 'STREET_ADDRESS', start, end, rank: PLACE_RANK_ADDRESS });
        from = end;
        continue;
      }
      // "Chicago IL 60611": a state's code before the postal code is left to the rules of towns before states.
      if (m[4] !== undefined && ws.length > 1 && /^\p{Lu}{2,3}$/u.test(phrase.slice(phrase.lastIndexOf(' ') + 1)))
        break;
      // "UAE": an acronym is no town's name; "Tel.", "Attn.": an abbreviation with its dot neither.
      if (/^\p{Lu}{2,4}$/u.test(phrase) || (text[end] === '.' && phrase.length <= 4)) break;
      // "Apartment 6, Harbour Court, Quay Street, Galway": a part ending in a street type is the street's line.
      // So is a building's name ("Flat 9, Cordwell House, Wood Street") or a part opened by a street lead ("Purok 3, Sitio Alaska").
      // And a part before a street ("Flat 3C, Lakshmi Enclave, 14 Thirumalai Road"): a town comes after its street, not before.
      if (
        ws.length > 1 &&
        (STREET_TYPES.has(ws[ws.length - 1]!) ||
          BUILDINGS.has(ws[ws.length - 1]!) ||
          LEADS.has(ws[0]!) ||
          streetNext(text, end))
      ) {
        out.push({ type: 'STREET_ADDRESS', start: end - phrase.length, end, rank: PLACE_RANK_ADDRESS });
        from = end;
        continue;
      }
      if (!region(p) && !JP_CODE.test(text.slice(end, end + 10))) {
        // English words that are no names ("Suite", "Attn", "Tel") end the address; a name-list word may be a district ("Victoria Island").
        const plain = ws.every((w) => (isEnglish(w) && !isName(w)) || STREET_TYPES.has(w) || ORG_TAILS.has(w));
        if (ws.some((w) => MEDICAL.has(w) || ORG_TAILS.has(w) || UNIT_WORDS.has(w)) || (plain && !listed(p))) break;
        // "…Main Street, John said": before the sentence goes on, a given name is the speaker, a large city the town.
        // So are names only, in no town list ("12 Oak Ave, Mark Smith and family"; "…, Oak Cliff, Dallas" is a district).
        if (m[5] !== undefined && isName(p) && !big(p)) break;
        if (m[5] !== undefined && ws.length > 1 && !listed(p) && ws.every((w) => isName(w))) {
          out.push({ type: 'PERSON', start: end - phrase.length, end, rank: RANK });
          break;
        }
        out.push({ type: 'CITY', start: end - phrase.length, end, rank: RANK });
        // "1200 Centre Street, Roslindale 02131.": the code right after the street's town is its postal code.
        if (m[4] !== undefined) codeAfterStreetTown(text, end, m[4], out);
      }
      // "7 Bourdillon Road, Ikoyi, Lagos gave consent": the sentence goes on after the last part.
      if (m[5] !== undefined) break;
      from = end;
    }
  }
}
