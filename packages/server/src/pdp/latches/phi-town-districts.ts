/**
 * Towns and districts named by a word that only places take (ADR 0085):
 *
 * - a name and "City" or "Town" ending it ("Makati City", "Nasr City", "Quezon City", "HITEC City"),
 *   and the Spanish, Portuguese and Italian "Ciudad de", "Cidade de", "Città di" before one ("Ciudad de
 *   México", "Ciudad Juárez"). The gazetteer lists few such districts, and the name list holds their first
 *   word as a surname, so the name rules read "Makati City" as a person;
 * - the name after the district or locality word of an address in another country: the Philippine
 *   barangay ("Brgy. Poblacion", "Barangay San Antonio"), the Mexican colonia and fraccionamiento ("Col.
 *   Centro", "Colonia del Valle"), the Brazilian bairro, the Spanish barrio, the Indonesian kelurahan,
 *   kecamatan, desa and kabupaten, the Vietnamese phường, quận and huyện, the French quartier, the Italian
 *   frazione and località, the German Ortsteil and Stadtteil; and before the Turkish "Mah." ("Caferağa Mah.").
 *
 * "Col." is also a colonel's title: it counts only on an address line (a number before it on its line,
 * or a postal code after the name). A name of English words alone before "City" is a firm's or a club's
 * ("Medical City", "Manchester City FC" goes on with a word), and "the" before it makes it one ("The Medical City").
 */
import { PLACE_RANK, zipAfter } from './phi-cities.js';
import { COUNTRIES, isCity, isEnglish, MEDICAL, ORG_TAILS, STREET_TYPES, TITLES } from './phi-lexicon.js';
import { codeOf, K } from './phi-name-words.js';
import { isRegionName } from './phi-regions.js';
import { joined, listed, question, type Tok, work } from './phi-tokens.js';
import type { Hit } from './pii-context.js';

/** District words before the name; those marked `true` are abbreviations that need an address line. */
const BEFORE = new Map<string, boolean>([
  ...'brgy bgy barangay colonia fracc fraccionamiento bairro barrio kelurahan kecamatan desa kabupaten phường quận huyện quartier frazione località ortsteil stadtteil sitio'
    .split(' ')
    .map((w): [string, boolean] => [w, false]),
  ['col', true],
  ['kel', true],
  ['kec', true],
  ['kab', true],
]);
const BEFORE_WORDS: ReadonlySet<string> = new Set(BEFORE.keys());
/** Words of a city's name after which the name follows: "Ciudad de México", "Cidade de Deus", "Città di Castello". */
const CITY_FIRST = new Set(['ciudad', 'cidade', 'città', 'cd', 'tp']);
const CITY_LAST = new Set(['city', 'town']);
const NUMBERED_DISTRICTS = new Set(['quận', 'phường']);
const MAH = new Set(['mah', 'mahallesi']);
const KEYS: ReadonlySet<string> = new Set([...BEFORE_WORDS, ...CITY_FIRST, ...CITY_LAST, ...MAH]);
const KEY_Q = question();

/** A place's name: capitalized words (inner particles allowed), four at most, ending before a comma, a digit or the line's end. */
const NAME =
  /\p{Lu}[\p{L}\p{M}'’-]*(?:[ \t]+(?:(?:de|del|la|las|los|do|da|dos|das|di|du|des)[ \t]+)?\p{Lu}[\p{L}\p{M}'’-]*){0,3}/uy;
/** The gap after a district word: its dot, or a blank; "de", "del", "do", "di" after a city word. */
const GAP = /\.?[ \t]+(?:(?:de|del|do|da|di)[ \t]+)?/y;
const ADDRESS_BEFORE = /\d[^\n]{0,60}$/;
const CODE_AFTER = /^[^\n\d]{0,24}\d{4,6}/;

/** Whether the words of `name` may be a place's: no organization, medical or title word, no country or region. */
function placeName(name: string): boolean {
  const lc = name.toLowerCase();
  if (COUNTRIES.has(lc) || isRegionName(lc)) return false;
  for (const w of lc.split(/[ \t]+/)) if (ORG_TAILS.has(w) || MEDICAL.has(w) || TITLES.has(w)) return false;
  return true;
}

/** The name starting at `at` ("Poblacion", "Héroes de Padierna"), or null; after a city word a country's name is the city's ("Ciudad de México"). */
function nameAt(text: string, at: number, city: boolean): string | null {
  NAME.lastIndex = at;
  const m = NAME.exec(text);
  work.steps++;
  return m !== null && (city || placeName(m[0])) ? m[0] : null;
}

/** A word in no list: no name, English, medical, function or service word. */
const unknown = (lc: string) => codeOf(lc) >> 2 === K.Unknown;

function push(out: Hit[], start: number, end: number): void {
  out.push({ type: 'CITY', start, end, rank: PLACE_RANK.cued });
}

/** "Makati City", "Ho Chi Minh City": one to three capitalized words before "City" or "Town" that ends the name. */
function cityLast(text: string, toks: Tok[], k: number, out: Hit[]): void {
  const t = toks[k]!;
  const next = toks[k + 1];
  if (next?.cap && joined(text, t, next)) return;
  let i = k;
  while (i > 0 && k - i < 3 && toks[i - 1]!.cap && joined(text, toks[i - 1]!, toks[i]!)) i--;
  if (i === k) return;
  const words = toks.slice(i, k);
  // "The Medical City", "the Inner City": a name with "the" is a firm's or a phrase.
  if (/(?:^|[^\p{L}])the[ \t]+$/iu.test(text.slice(Math.max(0, toks[i]!.start - 5), toks[i]!.start))) return;
  if (words.some((w) => w.lc === 'the' || /['’]s$/.test(w.lc))) return;
  const name = text.slice(toks[i]!.start, t.end);
  if (!placeName(text.slice(toks[i]!.start, toks[k - 1]!.end))) return;
  // Only English words ("Medical City", "Emerald City") name no district unless the gazetteer lists them.
  if (words.every((w) => isEnglish(w.lc)) && !isCity(name.toLowerCase())) return;
  push(out, toks[i]!.start, t.end);
  // "Observatory, Cape Town 7925": a code closing an address line, the town after a comma, a colon or the line's start
  // ("moved to Cape Town 2019" is a year).
  if (
    ADDRESS_PART.test(text.slice(Math.max(0, toks[i]!.start - 3), toks[i]!.start)) &&
    LINE_CODE.test(text.slice(t.end, t.end + 40))
  )
    zipAfter(text, t.end, out);
}
const ADDRESS_PART = /(?:^|[\n,:])[ \t]*$/;
const LINE_CODE = /^[ \t]+\d{4,5}[ \t]*(?:$|\n|,[ \t]*\p{Lu})/u;

export function findDistrictTowns(text: string, toks: Tok[], out: Hit[]): void {
  const from = out.length;
  districtsIn(text, toks, out);
  if (out.length > from) firmsOverDistricts(text, out, from);
}

/**
 * "from Barangay San Antonio, Pasig City": the organization rules read a place after a person and "from", or a
 * member of a list after it, as a firm; a district word says it is a place. A firm read over exactly a district's
 * words, with no organization word of its own, is retyped (ADR 0089). `out[from…]` are the districts found.
 */
function firmsOverDistricts(text: string, out: Hit[], from: number): void {
  const spans = new Set<string>();
  for (let k = from; k < out.length; k++) spans.add(`${out[k]!.start}:${out[k]!.end}`);
  for (let k = 0; k < from; k++) {
    const h = out[k]!;
    if (h.type !== 'ORGANIZATION' || !spans.has(`${h.start}:${h.end}`)) continue;
    const ws = text
      .slice(h.start, h.end)
      .toLowerCase()
      .split(/[ \t]+/);
    if (!ws.some((w) => ORG_TAILS.has(w))) h.type = 'CITY';
  }
}

function districtsIn(text: string, toks: Tok[], out: Hit[]): void {
  for (let k = 0; k < toks.length; k++) {
    const t = toks[k]!;
    if (!listed(t.w, KEY_Q, KEYS)) continue;
    if (CITY_LAST.has(t.lc)) {
      if (t.cap && !t.upper) cityLast(text, toks, k, out);
      continue;
    }
    if (MAH.has(t.lc)) {
      // "Caferağa Mah.", "Kavacık Mahallesi": the neighbourhood before the Turkish word.
      const p = toks[k - 1];
      if (t.cap && p?.cap && joined(text, p, t) && placeName(p.lc) && !isEnglish(p.lc)) push(out, p.start, p.end);
      continue;
    }
    if (!t.cap) continue;
    GAP.lastIndex = t.end;
    if (GAP.exec(text) === null) continue;
    const at = GAP.lastIndex;
    // "Quận 1", "Phường 12": Vietnam numbers its urban districts and wards.
    if (NUMBERED_DISTRICTS.has(t.lc)) {
      const n = /^\d{1,2}(?![\d\p{L}])/u.exec(text.slice(at, at + 3));
      if (n !== null) {
        push(out, t.start, at + n[0].length);
        continue;
      }
    }
    const name = nameAt(text, at, CITY_FIRST.has(t.lc));
    if (name === null) continue;
    if (CITY_FIRST.has(t.lc)) {
      // "Cd." and Vietnamese "TP." (thành phố, city) only with their dot.
      if ((t.lc !== 'cd' && t.lc !== 'tp') || text.charCodeAt(t.end) === 46) push(out, t.start, at + name.length);
      continue;
    }
    // "Col. Centro" on an address line; "Col. Sanders" is a colonel.
    if (BEFORE.get(t.lc) === true) {
      const line = text.slice(Math.max(0, t.start - 62), t.start);
      const address =
        ADDRESS_BEFORE.test(line.slice(line.lastIndexOf('\n') + 1)) ||
        CODE_AFTER.test(text.slice(at + name.length, at + name.length + 30));
      if (text.charCodeAt(t.end) !== 46 || !address) continue;
    }
    // The district word is written with its name, as "County" is ("Col. Centro", "Brgy. Poblacion").
    push(out, t.start, at + name.length);
  }
}

/**
 * A part in no list between a street and a town (ADR 0085): "14th Cross Road, Indiranagar, Bengaluru -
 * 560038". An address line names the district between its street and its town; the gazetteer knows neither
 * the district nor, often, the street. The part before must end in a street type or a number, the part
 * after must be a town found already, and the words must be in no list (no name, English or medical word).
 */
const PART_BEFORE_TOWN =
  /(?:^|[^\p{L}\d])([\p{L}]+|\d[\p{L}\d/-]*)\.?[ \t]*,[ \t]*(\p{Lu}[\p{Ll}\p{M}'’-]{2,}(?:[ \t](?:\p{Lu}[\p{Ll}\p{M}'’-]{2,}|I{1,3}|IV|V|VI{1,3}))?)[ \t]*,[ \t]*$/u;
/** A district's Roman numeral ("Wuse II", "Garki I"): no word of a list. */
const ROMAN = /^(?:i{1,3}|iv|v|vi{1,3})$/;

export function findPartsBeforeTowns(text: string, out: Hit[], from: number): void {
  const n = out.length;
  for (let k = from; k < n; k++) {
    const h = out[k]!;
    if (h.type !== 'CITY' || text.charCodeAt(h.start - 2) !== 44) continue;
    work.steps++;
    const before = text.slice(Math.max(0, h.start - 70), h.start);
    const m = PART_BEFORE_TOWN.exec(before);
    if (m === null) continue;
    const lead = m[1]!.toLowerCase();
    // ("Street 4, Block C, Gulberg III, Lahore": a lettered block ends the street as its number would.)
    const block = /^[a-z]$/.test(lead) && /Block[ \t]+$/u.test(before.slice(0, m.index + m[0].indexOf(m[1]!)));
    if (!STREET_TYPES.has(lead) && !/^\d/.test(lead) && !block) continue;
    const part = m[2]!;
    const words = part.split(/[ \t]/).map((w) => w.toLowerCase());
    // "Wuse II": a district with its numeral, after a street type, even when the name list holds its word.
    const numbered = words.length === 2 && ROMAN.test(words[1]!) && (STREET_TYPES.has(lead) || block);
    if (!numbered && !words.every((w) => ROMAN.test(w) || unknown(w))) continue;
    const start = h.start - before.length + m.index + m[0].lastIndexOf(part);
    // A numeral after a name reads as a person's generation ("Wuse II"): the address outranks it.
    if (numbered) out.push({ type: 'CITY', start, end: start + part.length, rank: PLACE_RANK.address });
    else push(out, start, start + part.length);
  }
}
