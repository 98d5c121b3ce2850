/**
 * The district or town part before a town in an address (ADR 0089): "Wilton, Cork T12 DC4A", "…, #4, Uptown,
 * Minneapolis 55408", "14 Thirumalai Road, T. Nagar, Chennai 600017", "Plot 1021, Adetokunbo Ademola Crescent,
 * Wuse II, Abuja 900288", "Aster Hospital, Al Qusais, Dubai", "Residence: Kasarani, Nairobi", and on the line
 * under a hospital's name "Idi-Araba, Lagos". Addresses of most countries name a district, a suburb or a
 * neighbourhood between the street (or the organization) and the town; the gazetteer knows few of them and the
 * name list holds many as surnames, so they were read as people, as streets ("Al" leads Arabic street names) or
 * not at all. phi-town-districts.ts reads such a part only after a street type or a number, and only when no list
 * holds its words; here the town after it and what stands before it say that it is a place:
 *
 * - the town after it is certain: a postal code follows it on its line, or it is a listed or large town ending
 *   its line or clause;
 * - before it stands an address part: a street, a number or a unit, an organization, an address label
 *   ("Residence:", "Address:"), or the line's start when the town has its postal code or the line above is an
 *   organization's.
 *
 * The part is one to three Title Case words (an initial "T.", a numeral "II", a hyphen inside allowed) with no
 * street, unit, organization, title or medical word, no region or country, and not a person's given name and
 * surname; a person found by a title or cue keeps its words. Runs over the CITY hits after ", ": linear.
 */
import { big, region } from './phi-big-cities.js';
import { isCity, isName, MEDICAL, ORG_TAILS, STREET_TYPES, TITLES, UNIT_WORDS, US_STATES } from './phi-lexicon.js';
import { work } from './phi-tokens.js';
import { MONTHS_DAYS } from './phi-unlisted-places.js';
import type { Hit } from './pii-context.js';

const RANK = 5;
/** The part before ", <town>": Title Case words, an initial or a numeral among them, after a separator or a line's start. */
const PART =
  /(^|\n|[,(:;|])[ \t]*((?:\p{Lu}\.|\p{Lu}[\p{Ll}\p{M}'’]+(?:-\p{Lu}?[\p{Ll}\p{M}'’]+)*)(?:[ \t]+(?:\p{Lu}[\p{Ll}\p{M}'’]+(?:-\p{Lu}?[\p{Ll}\p{M}'’]+)*|[IVX]{1,3}|\d{1,2})){0,2})[ \t]*(?:,|[ \t]-)[ \t]*$/u;
/** What may follow a town for it to end an address: a line's or clause's end. */
const ENDS = /^[ \t]*(?:$|[\n.;)|]|,[ \t]*(?:Co\.|County|[A-Z]{2}(?![\p{L}])))/u;
/** A region after the town ("Medellín, Antioquia 050021"), or a Brazilian state's code ("São Paulo/SP"). */
const REGION_AFTER = /^(?:,[ \t]*(\p{Lu}[\p{L}\p{M}'’-]+(?:[ \t]\p{Lu}[\p{L}\p{M}'’-]+)?)|\/[A-Z]{2}(?![\p{L}]))/u;
function regionAfter(text: string, end: number): boolean {
  const m = REGION_AFTER.exec(text.slice(end, end + 30));
  return m !== null && (m[1] === undefined || region(m[1].toLowerCase()));
}
/**
 * Whether the line above `nl` (a line break) is a street's line: a street read on it, ending in a number
 * ("Carrera 43A # 14-109, Apto 1204" above "El Poblado, Medellín").
 */
function streetLineAbove(text: string, starts: Map<number, Hit[]>, nl: number): boolean {
  const from = text.lastIndexOf('\n', nl - 1) + 1;
  if (nl - from > 80 || !/\d[A-Za-z]?[ \t]*$/.test(text.slice(from, nl))) return false;
  for (let at = from; at < nl; at++) if (starts.get(at)?.some((h) => h.type === 'STREET_ADDRESS')) return true;
  return false;
}
/** Labels of an address field before the part. */
const LABEL =
  /(?:^|\n)[ \t]*(?:residence|address|home address|home|lives|addr|domicile|domicilio|dirección|endereço)[ \t]*:[ \t]*$/iu;
/** Words numbered as districts are ("District 1", "Ward 5", "Sector 15"). */
const NUMBERED = new Set(['district', 'ward', 'sector', 'zone', 'phase', 'quận', 'praha']);
/** Small words inside a district's name: the Arabic article ("Al Qusais"). */
const ARTICLES = new Set(['al', 'el']);

/** Whether the words of `part` may name a district: no street, unit, organization, title, medical or month word. */
function districtWords(part: string): boolean {
  const ws = part.toLowerCase().split(/[ \t]+/);
  if (region(ws.join(' ')) || MONTHS_DAYS.has(ws[0]!)) return false;
  for (const w of ws) {
    const bare = w.replace(/\.$/, '');
    // "Wuse II", "District 1": a numeral numbers a district; a number after another word is a house's ("Herzl 34",
    // "Space 41", "Lot 14").
    if (/^[ivx]{1,3}$/.test(bare)) continue;
    if (/^\d/.test(bare) && !NUMBERED.has(ws[ws.indexOf(w) - 1] ?? '')) return false;
    if (/^\d/.test(bare)) continue;
    if (STREET_TYPES.has(bare) && !ARTICLES.has(bare)) return false;
    if (UNIT_WORDS.has(bare) || ORG_TAILS.has(bare) || MEDICAL.has(bare) || (TITLES.has(bare) && bare.length > 1))
      return false;
  }
  // "Jane Roe, Boston 02115": a given name and a surname are a person's, unless the gazetteer holds them as a town.
  return !(ws.length > 1 && ws.every((w) => isName(w)) && !isCity(ws.join(' ')));
}

/** The hits of `out[from…]` by start and by end, for the look-ups around each town. */
function byEdges(out: Hit[], from: number): { starts: Map<number, Hit[]>; ends: Map<number, Hit[]> } {
  const starts = new Map<number, Hit[]>();
  const ends = new Map<number, Hit[]>();
  for (let k = from; k < out.length; k++) {
    const h = out[k]!;
    (starts.get(h.start) ?? starts.set(h.start, []).get(h.start)!).push(h);
    (ends.get(h.end) ?? ends.set(h.end, []).get(h.end)!).push(h);
  }
  return { starts, ends };
}

/** Whether a hit of one of `types` ends at `at`, or at `at` less the blanks and one separator before it. */
function endsAt(ends: Map<number, Hit[]>, at: number, types: readonly string[]): boolean {
  return ends.get(at)?.some((h) => types.includes(h.type)) === true;
}

/** A US state's code and a ZIP code after a comma: the part before them is the town's. */
const STATE_ZIP_AFTER = /^,[ \t]*([A-Z]{2})[ \t]+\d{5}(?:-\d{4})?(?![\d-])/;

/**
 * "Box 219, Mountain Grove, MO 65711" (a town named with a street's word, read as a street), "4 Clarendon Place,
 * Leamington Spa CV32 5QL" (a listed town named with a firm's word, read as a firm): the part right before a state
 * and its ZIP code, or a listed town right before a postal code found, after another part of the address, is the
 * town. Only a reading with no digit and no title, standing as a part of its own.
 */
function townsBeforeCodes(text: string, out: Hit[], from: number, starts: Map<number, Hit[]>): void {
  for (let k = from; k < out.length; k++) {
    const h = out[k]!;
    if (h.type !== 'STREET_ADDRESS' && h.type !== 'ORGANIZATION') continue;
    if (!/,[ \t]*$/.test(text.slice(Math.max(0, h.start - 3), h.start))) continue;
    const value = text.slice(h.start, h.end);
    if (/[\d.]/.test(value) || !/^\p{Lu}/u.test(value)) continue;
    const m = STATE_ZIP_AFTER.exec(text.slice(h.end, h.end + 16));
    const stated = m !== null && US_STATES.has(m[1]!.toLowerCase());
    let coded = false;
    for (let e = h.end + 1; e <= h.end + 2 && !coded; e++)
      coded = starts.get(e)?.some((z) => z.type === 'ZIP') === true && /^,?[ \t]$/.test(text.slice(h.end, e));
    // A firm's reading only over a listed town ("Acme Corp, Globex Corporation, TX 75001" keeps its firm).
    const listedTown = isCity(value.toLowerCase());
    if ((stated && (h.type === 'STREET_ADDRESS' || listedTown)) || (coded && listedTown)) h.type = 'CITY';
  }
}

export function findDistrictParts(text: string, out: Hit[], from: number): void {
  townsBeforeCodes(text, out, from, byEdges(out, from).starts);
  let edges: ReturnType<typeof byEdges> | null = null;
  const n = out.length;
  for (let k = from; k < n; k++) {
    const town = out[k]!;
    if (town.type !== 'CITY' || text.charCodeAt(town.start - 1) !== 32) continue;
    const sep = text.charCodeAt(town.start - 2);
    // ", Medellín", and the Brazilian " - São Paulo/SP" ("Consolação - São Paulo/SP").
    if (sep !== 44 && !(sep === 45 && text.charCodeAt(town.start - 3) === 32)) continue;
    work.steps++;
    edges ??= byEdges(out, from);
    const lc = text.slice(town.start, town.end).toLowerCase();
    // The town is certain: its postal code follows, or a listed or large town ends the address.
    let coded = false;
    for (let e = town.end; e <= town.end + 2 && !coded; e++)
      coded = edges.starts.get(e)?.some((h) => h.type === 'ZIP') === true && /^,?[ \t]?$/.test(text.slice(town.end, e));
    const listedTown = isCity(lc) || big(lc);
    if (!coded && !(listedTown && (ENDS.test(text.slice(town.end, town.end + 12)) || regionAfter(text, town.end))))
      continue;
    const before = text.slice(Math.max(0, town.start - 60), town.start);
    const m = PART.exec(before);
    if (m === null) continue;
    const part = m[2]!;
    // " - " separates a Brazilian district from its town only on a line of its own: "Consolação - São Paulo/SP".
    if (sep === 45 && m[1] !== '\n' && m[1] !== '') continue;
    const start = town.start - before.length + m.index + m[0].indexOf(part, m[1]!.length);
    if (!districtWords(part)) continue;
    // What stands before the part: an address part, an organization, a label, or a line's start.
    const sepAt = town.start - before.length + m.index;
    const sepEnd = sepAt + m[1]!.length;
    const afterHit = endsAt(edges.ends, sepAt, ['STREET_ADDRESS', 'ORGANIZATION', 'ZIP', 'CITY']);
    const afterOrg = endsAt(edges.ends, sepAt, ['ORGANIZATION']);
    const numbered = /(?:\d[A-Za-z]?|#\d+)$/.test(text.slice(Math.max(0, sepAt - 6), sepAt));
    const lineStart = m[1] === '' || m[1] === '\n';
    const labelled = m[1]!.startsWith(':') && LABEL.test(text.slice(Math.max(0, sepEnd - 24), sepEnd));
    const underOrg = lineStart && endsAt(edges.ends, Math.max(0, sepAt - (m[1] === '\n' ? 0 : 1)), ['ORGANIZATION']);
    const underStreet = lineStart && m[1] === '\n' && streetLineAbove(text, edges.starts, sepAt);
    if (
      !(
        ((afterHit || numbered) && m[1]!.startsWith(',')) ||
        labelled ||
        (lineStart && (coded || underOrg || underStreet))
      )
    )
      continue;
    place(text, out, edges.starts, start, start + part.length, afterOrg);
  }
}

/** Types the part CITY: a reading over exactly its words is retyped when no title or cue backs it, else a CITY is added. */
function place(
  text: string,
  out: Hit[],
  starts: Map<number, Hit[]>,
  start: number,
  end: number,
  afterOrg: boolean,
): void {
  const same = starts.get(start)?.filter((h) => h.end === end) ?? [];
  // A person backed by a title or a cue ("Dr. Tsang") keeps the words; so does a firm listed after a firm ("Partners:
  // Acme Corp, Globex, Boston").
  if (same.some((h) => (h.type === 'PERSON' && h.rank >= 6) || (h.type === 'ORGANIZATION' && afterOrg))) return;
  for (const h of same)
    if (h.type === 'PERSON' || h.type === 'STREET_ADDRESS' || (h.type === 'ORGANIZATION' && !orgWord(text, h)))
      h.type = 'CITY';
  if (!same.some((h) => h.type === 'CITY')) out.push({ type: 'CITY', start, end, rank: RANK });
}

const orgWord = (text: string, h: Hit) =>
  text
    .slice(h.start, h.end)
    .toLowerCase()
    .split(/[ \t]+/)
    .some((w) => ORG_TAILS.has(w));
