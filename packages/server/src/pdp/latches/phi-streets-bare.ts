/**
 * Streets written without a house number (ADR 0056): "lives on Cedar Ave", "the shelter on Pine
 * Street", "corner of Maple Crest Drive and 5th", "Old Perth Road" on its own line of a letterhead,
 * "Adeola Odeku Street". Capitalized words ended by a capitalized street type are a street when
 *
 * - a street cue stands before them (on, off, onto, along, near, corner of, address), or
 * - they fill their line (an address line), or end it before a comma, or
 * - a word of the name is in no English list (a proper name, not "Wall Street" or "High Road").
 *
 * Never when a capitalized word follows the type ("Wall Street Journal", "Park Avenue Pharmacy":
 * the street names an organization), never with "Dr" (a title) or "St" without a name before it.
 * Also the numbered streets and plots of other address systems: "Carrera 15 # 93-47" (Colombia),
 * "Villa 12, Street 27" (the Gulf), "Plot 14," (West Africa), "2-21-1 Shibuya" (Japan, the block
 * number before the district), "123 Teheran-ro" (Korea, road names end in -ro, -gil, -daero), "RR 2
 * Box 118" (US rural routes), "Dept 2291, PO Box 122291" (a lockbox department before its box),
 * numbered roads ("Route 9W", "State Route 9", "Highway 101", "County Road M").
 */
import { big, region } from './phi-big-cities.js';
import { isCity, isEnglish, isName, isStop, KIN, MEDICAL, ORG_TAILS, TITLES } from './phi-lexicon.js';
import { foreignBareAt } from './phi-streets-bare-intl.js';
import { joined, listed, question, type Tok, work } from './phi-tokens.js';
import type { Hit } from './pii-context.js';

const RANK = 6;
/** Street types that end a street's name here ("Dr" is left out: it is a title). */
const TYPES = new Set(
  'street avenue ave road rd drive boulevard blvd lane ln way court ct place terrace crescent close parkway pkwy highway hwy st circle cir trail loop pike parade esplanade mews row square plaza alley turnpike expressway freeway'.split(
    ' ',
  ),
);
/** What may stand right before such a street for it to be one: a street cue. */
const CUE = /(?:^|[^\p{L}])(?:on|off|onto|along|near|down|up|corner of|address(?: is)?:?|lives on|located on)[ \t]+$/iu;
/** A capitalized word after the type makes the street part of a name. */
const NAME_AFTER = /^[ \t]+\p{Lu}/u;
const SAINT_AFTER = /^\.[ \t]+\p{Lu}/u;
/** A direction written after the street type ("Road South", "St E"). */
const DIRECTION = /^[ \t]+(?:North|South|East|West|N|S|E|W|NE|NW|SE|SW)\b\.?(?![ \t]+\p{Lu})/u;
/** A kin word or a person's label right before: "Mum Kylie Pike", "Client: Jordan Pike". */
const KIN_WORDS = [...KIN].join('|');
const PERSON_BEFORE = new RegExp(
  `(?:^|[^\\p{L}])(?:${KIN_WORDS}|client|patient|pt|name|resident|member|student|caller|contact)(?:[ \\t]*:)?[ \\t]*$`,
  'iu',
);
const KIN_LEAD = new RegExp(`^(?:${KIN_WORDS})$`);
/** Street types that are also frequent surnames. */
const SURNAME_TYPES = new Set('lane way court pike street close row place parade square'.split(' '));
const ABBREVIATED = new Set('ave rd blvd ln ct pkwy hwy st'.split(' '));

const CAP = "\\p{Lu}[\\p{L}\\p{M}'’-]*";
/**
 * "Carrera 15 # 93-47", "Calle 93 No. 12-30", "Villa 12,", "Street 27,", "Plot 14,", "RR 2 Box 118", "Dept 2291, PO Box";
 * a flat's, a house's, a Philippine purok's or an Indian lane's or sector's number before a comma ("Flat 9,", "House No. 114,",
 * "Gali No. 6,", "Sector 44,", "Block E, Sector 18,": Indian planned towns number their sectors and blocks).
 */
const NUMBERED =
  /(?:(?:Carrera|Calle|Cra\.?|Cl\.?|Avenida|Transversal|Diagonal)[ \t]+\d{1,3}[A-Z]?(?:[ \t]+Bis)?[ \t]*(?:#|No\.?|N[º°o])[ \t]*\d{1,3}[A-Z]?-\d{1,3}|(?:Block[ \t]+[A-Z\d]{1,3},[ \t]*)?(?:Villa|Plot|Street|Road|Flat|House|Purok|Gali|Sector)[ \t]+(?:No\.?[ \t]*)?\d{1,4}[A-Z]?(?=[ \t]*,)|(?:RR|HC|Rural[ \t]+Route)[ \t]*\d{1,3},?[ \t]+Box[ \t]+\d{1,5}|Dept\.?[ \t]+\d{1,6}(?=,?[ \t]*P\.?[ \t]?O\.?[ \t]*Box)|(?:(?:State|US|U\.S\.)[ \t]+)?(?:Route|Rte\.?|Highway|Hwy\.?|Interstate)[ \t]+\d{1,4}[A-Z]?|County[ \t]+(?:Road|Rd\.?)[ \t]+(?:\d{1,4}[A-Z]?|[A-Z]{1,2}))(?![\p{L}\p{N}])/uy;
const NUMBERED_HEADS = new Set(
  'carrera calle cra cl avenida transversal diagonal villa plot street road flat house purok gali sector block rr hc rural dept state us route rte highway hwy interstate county'.split(
    ' ',
  ),
);
const ROAD_HEADS = new Set('state us route rte highway hwy interstate county'.split(' '));
const ROAD_CUE =
  /(?:(?:^|[^\p{L}])(?:on|off|onto|along|near|via|from|to|at|down|up|across|exit|take|took)|\d[A-Z]?)[ \t]+$/iu;
/** Before a Korean road name ("123 Teheran-ro") or a Japanese district after its block number ("2-21-1 Shibuya,"). */
const KOREAN_NUMBER = /(?<![\p{L}\p{N}-])\d{1,4}(?:-\d{1,3})?[ \t]+$/u;
const JAPANESE_BLOCK = /(?<![\p{L}\p{N}-])\d{1,2}-\d{1,2}-\d{1,3}[ \t]+$/u;
const JAPANESE_WARD = new RegExp(`^,[ \\t]*${CAP}-(?:ku|shi|cho|machi|gun)(?![\\p{L}])`, 'u');
const KOREAN_ROAD = /-(?:ro|gil|daero)$/;

function lineAround(text: string, start: number, end: number): { before: string; after: string } {
  const ls = Math.max(text.lastIndexOf('\n', start - 1) + 1, start - 40);
  let le = text.indexOf('\n', end);
  if (le < 0 || le > end + 40) le = Math.min(text.length, end + 40);
  return { before: text.slice(ls, start), after: text.slice(end, le) };
}

/** Plain English words ("Wall Street") name a street only after a cue or on an address line. */
const proper = (ws: string[]) => ws.some((w) => !isEnglish(w.replace(/['’]s$/, '')));

/** Whether the words before the type may name a street (no title, organization or medical word; not only function words). */
function nameOk(ws: string[]): boolean {
  if (ws.every((w) => isStop(w))) return false;
  return !ws.some((w) => TITLES.has(w) || ORG_TAILS.has(w) || MEDICAL.has(w));
}

/** At a capitalized street type (token k): the capitalized words before it, if they make a street. */
function bareAt(text: string, toks: Tok[], k: number, out: Hit[]): void {
  const t = toks[k]!;
  let b = k;
  // Back over capitalized words, not over a capitalized function word ("On Cedar Ave", "The Mall Road").
  while (b > k - 3 && b > 0) {
    const w = toks[b - 1]!;
    if (!w.cap || w.initial || isStop(w.lc) || !joined(text, w, toks[b]!)) break;
    b--;
  }
  // "on 5th Avenue", "W 34th St": an ordinal before the type names a street by itself.
  if (b === k) {
    ordinalAt(text, t, out);
    return;
  }
  const ws = toks.slice(b, k).map((x) => x.lc);
  // "Ave." keeps its dot; "Street." ends a sentence. "Crewe Road South": a direction after the type is the street's.
  const dot = text.charCodeAt(t.end) === 46 && ABBREVIATED.has(t.lc);
  const dir = DIRECTION.exec(text.slice(t.end, t.end + 8));
  const end = dir !== null ? t.end + dir[0].length : dot ? t.end + 1 : t.end;
  const next = text.slice(end, end + 3);
  // "Main St. Louis" reads as a town named for a saint.
  // "Harry Hines Blvd. Dallas Police…": after an abbreviated type's dot (not "St.") a capital may open the next sentence.
  if (!nameOk(ws) || (NAME_AFTER.test(next) && !(dot && t.lc !== 'st' && proper(ws)))) return;
  if (t.lc === 'st' && SAINT_AFTER.test(next)) return;
  const { before, after } = lineAround(text, toks[b]!.start, end);
  // "No. 14, 3rd Cross Street", "8th Cross Road": an ordinal before the name numbers a street (Bangalore, Chennai).
  const ordinal = ORDINAL.exec(before);
  const cued = CUE.test(before) || ordinal !== null;
  const alone = /^[^\p{L}\p{N}]*$/u.test(before) && /^[ \t]*(?:,|$)/.test(after);
  // Plain English words ("Wall Street") name a street only after a cue or on an address line.
  const named = proper(ws);
  // "St" without its dot is also "Saint": only with a cue or on an address line, or ending a part of proper
  // names ("Idowu Martins St, Victoria Island": a saint's name follows "St").
  const stEnds = ws.length >= 2 && named && /^[ \t]*[,;]/.test(after);
  // After another part of the address (a comma) or opening a line, a town may say what the street is.
  const part = /(?:^|,)[ \t]*$/.test(before) && townAfter(after);
  if (!cued && !alone && ((!named && !part) || (t.lc === 'st' && !dot && !stEnds))) return;
  // "Client: Jordan Pike, 17", "Mum Kylie Lane to liaise": a name-list word before a type that is also a surname is a
  // person's name, unless a cue or the line says street (ADR 0134); the name stays hidden, as a person.
  // (The kin word may open the capitalized run itself: "Mum Kylie Pike".)
  const kin = ws.length > 1 && KIN_LEAD.test(ws[0]!) ? 1 : 0;
  const person =
    !cued &&
    !alone &&
    SURNAME_TYPES.has(t.lc) &&
    isName(ws[ws.length - 1]!) &&
    (kin === 1 || PERSON_BEFORE.test(text.slice(Math.max(0, toks[b]!.start - 12), toks[b]!.start)));
  if (person) {
    out.push({ type: 'PERSON', start: toks[b + kin]!.start, end: t.end, rank: RANK - 1 });
    return;
  }
  const start = ordinal !== null ? toks[b]!.start - before.length + ordinal.index : toks[b]!.start;
  out.push({ type: 'STREET_ADDRESS', start, end, rank: RANK });
}

/**
 * "UCLan halls, Moor Lane, Preston.", "Care Home, Station Road, Haywards Heath RH16 1BT": a street of English words
 * is an address's when a listed town follows it after a comma, ending the address (the line, the clause, a postal
 * code); "Wall Street, New York" is one too. A town in no list counts before a British or Irish postal code.
 */
const TOWN_AFTER =
  /^,[ \t]*(\p{Lu}[\p{L}\p{M}'’-]+(?:[ \t]+\p{Lu}[\p{L}\p{M}'’-]+){0,2})(?=[ \t]*(?:$|[.;,)])|[ \t][A-Z]{1,2}\d[\dA-Z]?[ \t]\d[A-Z]{2}|[ \t][AC-FHKNPRTV-Y]\d{2}[ \t]?[0-9AC-FHKNPRTV-Y]{4})/u;
const POSTCODE_AFTER =
  /[ \t](?:[A-Z]{1,2}\d[\dA-Z]?[ \t]\d[A-Z]{2}|[AC-FHKNPRTV-Y]\d{2}[ \t]?[0-9AC-FHKNPRTV-Y]{4})(?![\p{L}\d])/u;
function townAfter(after: string): boolean {
  const m = TOWN_AFTER.exec(after);
  if (m === null) return false;
  const town = m[1]!.toLowerCase();
  if (region(town)) return false;
  return big(town) || isCity(town) || POSTCODE_AFTER.test(after.slice(m[0].length, m[0].length + 30));
}

/** An ordinal, with an optional direction before it, right before a street type. */
const ORDINAL = /(?<![\p{L}\p{N}])(?:(?:[NSEW]|North|South|East|West)\.?[ \t]+)?\d{1,3}(?:st|nd|rd|th)[ \t]+$/u;
const HOUSE_BACK = /(?<![\p{L}\p{N}.,:/-])\d{1,6}(?:-\d{1,3})?[A-Za-z]?[ \t]+$/u;
function ordinalAt(text: string, t: Tok, out: Hit[]): void {
  const c = text.charCodeAt(t.start - 2);
  // Cheap gate: an ordinal's last letter ("t", "d", "h") before the space.
  if (c !== 116 && c !== 100 && c !== 104) return;
  const before = text.slice(Math.max(0, t.start - 16), t.start);
  const m = ORDINAL.exec(before);
  // ("1710 4th St NW": a direction after the type is the street's.)
  const dir = DIRECTION.exec(text.slice(t.end, t.end + 8));
  if (m === null || (dir === null && NAME_AFTER.test(text.slice(t.end, t.end + 3)))) return;
  const dot = dir === null && text.charCodeAt(t.end) === 46 && ABBREVIATED.has(t.lc);
  // "123 37th Ave", "87-15 37th Ave", "1710 4th St NW": the house number before the ordinal is the address's.
  let start = t.start - before.length + m.index;
  const house = HOUSE_BACK.exec(text.slice(Math.max(0, start - 14), start));
  if (house !== null) start -= house[0].length;
  out.push({
    type: 'STREET_ADDRESS',
    start,
    end: dir !== null ? t.end + dir[0].length : dot ? t.end + 1 : t.end,
    rank: RANK,
  });
}

/** The two lists asked of every capitalized token, answered once per word (phi-tokens.ts Word). */
const TYPE_Q = question();
const NUMBERED_HEAD_Q = question();

function numberedAt(text: string, toks: Tok[], k: number, out: Hit[]): void {
  const t = toks[k]!;
  let start = -1;
  let end = -1;
  if (listed(t.w, NUMBERED_HEAD_Q, NUMBERED_HEADS)) {
    NUMBERED.lastIndex = t.start;
    const m = NUMBERED.exec(text);
    // A numbered road only where a road is meant: after "on", "off", "near"… or a house number ("MVC on
    // Route 9W", "N4125 County Road M"); "Route 2 of 3 attempted", "Bus Route 12" are something else.
    const road = m !== null && ROAD_HEADS.has(t.lc);
    if (m !== null && (!road || ROAD_CUE.test(text.slice(Math.max(0, t.start - 12), t.start))))
      [start, end] = [t.start, t.start + m[0].length];
  } else if (isDigit(text.charCodeAt(t.start - 2)) && text.charCodeAt(t.start - 1) === 32) {
    const before = text.slice(Math.max(0, t.start - 12), t.start);
    const korean = KOREAN_ROAD.test(t.lc) ? KOREAN_NUMBER.exec(before) : null;
    const japanese =
      korean === null && JAPANESE_WARD.test(text.slice(t.end, t.end + 30)) ? JAPANESE_BLOCK.exec(before) : null;
    const m = korean ?? japanese;
    if (m !== null) [start, end] = [t.start - before.length + m.index, t.end];
  }
  if (start >= 0) out.push({ type: 'STREET_ADDRESS', start, end, rank: RANK });
}
const isDigit = (c: number) => c >= 48 && c <= 57;

export function findBareStreets(text: string, toks: Tok[], out: Hit[]): void {
  for (let k = 0; k < toks.length; k++) {
    work.steps++;
    const t = toks[k]!;
    if (!t.cap) continue;
    foreignBareAt(text, t, out);
    if (listed(t.w, TYPE_Q, TYPES)) bareAt(text, toks, k, out);
    // "12th Cross, Indiranagar", "4th Main,": Bangalore numbers its cross and main roads; only with a comma after.
    else if ((t.lc === 'cross' || t.lc === 'main') && text.charCodeAt(t.end) === 44) ordinalAt(text, t, out);
    numberedAt(text, toks, k, out);
  }
}
