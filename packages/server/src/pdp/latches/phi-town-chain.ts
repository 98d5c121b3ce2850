/**
 * Towns that a name rule read as a person, retyped by where they stand in an address (ADR 0073):
 * "27 Marine Parade, Napier 4110", "Rua Augusta, 1508, apto 62, Consolação, São Paulo",
 * "Klinikum Ernst von Bergmann, Potsdam", "hos Berg og Hansen AS i Bergen". The words were already
 * hidden; the type decides what an org that selects only some entity types gets hidden (a town read
 * as PERSON leaks where only CITY is selected) and what a pseudonym calls it. Runs once over the
 * PERSON hits of the text, reading a few characters on each side: linear.
 */

import { PLACE_RANK } from './phi-cities.js';
import { COUNTRIES, isCity, isName, ORG_TAILS, TITLES, US_STATES } from './phi-lexicon.js';
import { isKnownOrg } from './phi-orgs-gazetteer.js';
import { locativeTown, polishAround } from './phi-town-locatives.js';
import type { Hit } from './pii-context.js';

/**
 * A postal code after the town, with an optional region code first, ending the address: "Napier 4110",
 * "Murdoch WA 6150", "Osaka 530-0001" ("Civic Campus, 1053 Carling Ave": a house number goes on).
 */
const CODE_AFTER =
  /^(?:[ \t]*,)?[ \t]*(?:[A-Z]{2,3}(?:[ \t]*,)?[ \t]*)?(?:\d{4,7}|\d{3}-\d{4}|\d{5}-\d{3}|\d{4}-\d{3})(?=[ \t]*(?:$|[\n.,;:)]))/u;
/**
 * A postal code after a label ("…, Santiago, código postal 8330011", "…, Lyon, CP 69003"): the town stands
 * before it as before a bare code (ADR 0085).
 */
const LABELLED_CODE_AFTER =
  /^[ \t]*,[ \t]*(?:c[óo]digo[ \t]+postal|c\.[ \t]?p\.|cp|cep|plz|post(?:al[ \t]+)?code|zip(?:[ \t]*code)?)(?:[ \t]*:)?[ \t]*\d{4,7}(?![\d\p{L}])/iu;
/**
 * A town's own part of an address ends its line, its sentence or a clause: "…, Potsdam\n", "…, Barcelona: Sr. Puig",
 * or a field or a route goes on after it: "…, Clinton → DaVita", "…, Leeds | Tel." (ADR 0085).
 */
const CLAUSE_END = /^[ \t]*(?:$|\n|[.:;)(|→⇒]|[–—-][ \t]|->)/;
/** A preposition going on with the clause after a town: "…, Hamden to Yale", "…, Leeds on 3 May". */
const GOES_ON = /^[ \t]+(?:to|from|on|for|and|with|at|in|by|via|until|since)[ \t]/;
/** Words of other languages for "in" or "at" before a town: "i Bergen", "no Porto", "di Firenze", "à Lyon", "aus Köln". */
const LOCATIVE = /(?:^|[^\p{L}])(i|di|no|na|em|en|à|aus|nach|w|we|v|ve|u|z|ze|bei|från|fra|frá|til|till)[ \t]+$/u;
/** Of those, the particles of surnames ("Leonardo di Caprio", "Pedro da Silva") need a word no name list holds. */
const PARTICLES = new Set(['di', 'u', 'z']);

/** Bits of the types an address chain reads. */
const BIT: Readonly<Record<string, number>> = { STREET_ADDRESS: 1, ZIP: 2, CITY: 4, ORGANIZATION: 8 };
const STREET = 1;
const ZIP = 2;
const CITY = 4;
const ORG = 8;

/** Which of those types end and start at each offset: built once per text, so each look-up reads a few offsets. */
interface Index {
  ends: Map<number, number>;
  starts: Map<number, number>;
}

function indexOf(hits: readonly Hit[], from: number): Index {
  const ends = new Map<number, number>();
  const starts = new Map<number, number>();
  for (let k = from; k < hits.length; k++) {
    const h = hits[k]!;
    const bit = BIT[h.type];
    if (bit === undefined) continue;
    ends.set(h.end, (ends.get(h.end) ?? 0) | bit);
    starts.set(h.start, (starts.get(h.start) ?? 0) | bit);
  }
  return { ends, starts };
}

/** Whether a hit of the `bits` ends within NEAR characters before `at` on the same line ("Hospital Vall d'Hebron, …"). */
const NEAR = 14;
function endsNear(text: string, ix: Index, at: number, bits: number): boolean {
  for (let e = at; e >= at - NEAR && e >= 0; e--) {
    if (((ix.ends.get(e) ?? 0) & bits) !== 0) return true;
    if (text.charCodeAt(e - 1) === 10) return false;
  }
  return false;
}

/** Where the comma before `start` stands, or -1 when the word does not follow one ("…, Napier"). */
function commaBefore(text: string, start: number): number {
  let k = start - 1;
  while (k >= 0 && (text.charCodeAt(k) === 32 || text.charCodeAt(k) === 9)) k--;
  return text.charCodeAt(k) === 44 ? k : -1;
}

/** A number or a unit ends the part before the comma: "1508", "apto 62", "Sur-100", "Suite B". */
const NUMBER_OR_UNIT = /(?:\d[A-Za-z]?|(?:suite|ste|unit|apt|flat|bldg)\.?[ \t]+[A-Za-z0-9]{1,4})[ \t]*$/i;

/** A Japanese ward or town before the comma: the word after it is the prefecture ("Minato-ku, Tokyo"), a region. */
const JAPANESE_WARD = /-(?:ku|shi|gun|cho|machi)[ \t]*$/;

/**
 * Whether the part before a comma at `comma` is an address part: a number, a unit, a street or postal code,
 * or (`towns`) a town: "Glenfield, Auckland 0629", but "Lipa City, Batangas." ends in a province.
 */
function addressBefore(text: string, ix: Index, comma: number, towns: boolean): boolean {
  const part = text.slice(Math.max(0, comma - 12), comma);
  if (NUMBER_OR_UNIT.test(part)) return true;
  return endsNear(text, ix, comma, towns ? STREET | ZIP | CITY : STREET | ZIP);
}

/** Whether a town, a region or a country follows after a comma: "Consolação, São Paulo", "Ballincollig, Co. Cork". */
function placeAfter(text: string, ix: Index, end: number): boolean {
  const m = /^[ \t]*,[ \t]*/.exec(text.slice(end, end + 8));
  if (m === null) return false;
  const at = end + m[0].length;
  if (((ix.starts.get(at) ?? 0) & CITY) !== 0) return true;
  const next = /^[\p{L}][\p{L}.' -]{1,30}?(?=[ \t]*(?:[,\n]|$|[ \t]\d))/u.exec(text.slice(at, at + 34))?.[0];
  if (next === undefined) return false;
  const lc = next.toLowerCase().trim();
  return COUNTRIES.has(lc) || US_STATES.has(lc) || /^co\. /.test(lc) || (isCity(lc) && !isName(lc));
}

/** Whether the word before a surname particle ("Leonardo di", "Partners di") leaves it a particle of a name. */
function nameBefore(text: string, at: number): boolean {
  const w = /(\p{Lu}[\p{L}'’-]*)[ \t]+$/u.exec(text.slice(Math.max(0, at - 24), at))?.[1];
  return w !== undefined && isName(w.toLowerCase());
}

/**
 * A PERSON read by a name rule, or an ORGANIZATION read from context alone: no organization word in it and
 * no well-known name ("Dokki", "Alwarpet" after a hospital's comma).
 */
function retypable(text: string, h: Hit): boolean {
  if (h.end - h.start > 40) return false;
  const value = text.slice(h.start, h.end);
  if (h.type === 'ORGANIZATION') {
    if (/[^\p{L} \t'’-]/u.test(value) || isKnownOrg(value)) return false;
    for (const w of value.toLowerCase().split(/[ \t-]+/)) if (ORG_TAILS.has(w)) return false;
    return true;
  }
  if (h.type !== 'PERSON' || h.rank > 4) return false;
  // A title or an initial says person ("Dr. Tsang", "J. Markham"); a town has neither.
  const first = value.split(/[ \t.]/, 1)[0]!.toLowerCase();
  return !TITLES.has(first) && !/^\p{Lu}\.[ \t]/u.test(value) && !value.includes('\n');
}

/** "our Osaka office", "its Bath office", "our Reading centre": a listed town naming a site of its organization. */
const SITE_AFTER =
  /^[ \t]+(?:office|offices|branch|campus|site|location|plant|store|depot|warehouse|headquarters|hq|centre|center)(?![\p{L}])/iu;
const OWNER_BEFORE = /(?:^|[^p{L}])(?:our|its|their|your|the)[ \t]+$/i;

/** Whether hit `h` is a listed town before a site word after an owner word; "Our Sydney" loses its "Our". */
function siteTown(text: string, h: Hit): boolean {
  if (!SITE_AFTER.test(text.slice(h.end, h.end + 14))) return false;
  let start = h.start;
  const own = /^(?:our|its|their|your|the)[ \t]+/i.exec(text.slice(h.start, h.end));
  if (own !== null) start += own[0].length;
  else if (!OWNER_BEFORE.test(text.slice(Math.max(0, h.start - 8), h.start))) return false;
  const lc = text.slice(start, h.end).toLowerCase();
  // "The Chase branch": a well-known organization's own branch.
  if (!isCity(lc) || US_STATES.has(lc) || COUNTRIES.has(lc) || isKnownOrg(lc)) return false;
  h.start = start;
  return true;
}

/** The postal code after a town ("Haifa 3303123", "Napier 4110") as a ZIP, where no rule read it. */
function codeAfter(text: string, ix: Index, end: number, out: Hit[]): void {
  const m = /\d[\d-]*\d/.exec(text.slice(end, end + 40));
  if (m === null) return;
  const start = end + m.index;
  if (((ix.starts.get(start) ?? 0) & ZIP) === 0)
    out.push({ type: 'ZIP', start, end: start + m[0].length, rank: PLACE_RANK.address });
}

/** Retypes PERSON hits of out[from..] that stand as a town of an address or after a locative word of another language. */
export function retypeChainTowns(text: string, out: Hit[], from: number): void {
  let ix: Index | null = null;
  for (let k = from; k < out.length; k++) {
    const h = out[k]!;
    if (!retypable(text, h)) continue;
    if (siteTown(text, h)) {
      h.type = 'CITY';
      continue;
    }
    // "in Pankow abholen", "da Vila Mariana": a name-list reading right after a preposition of place (ADR 0085).
    if (h.type === 'PERSON' && locativeTown(text, h)) {
      h.type = 'CITY';
      continue;
    }
    // An organization's name may open with "The" or "Our" only before a site word ("Our Sydney office").
    if (h.type === 'ORGANIZATION' && /^(?:our|the)[ \t]/i.test(text.slice(h.start, h.end))) continue;
    const lc = text.slice(h.start, h.end).toLowerCase();
    const after = text.slice(h.end, h.end + 40);
    let comma = commaBefore(text, h.start);
    const listed = isCity(lc);
    if (comma < 0 && !listed) continue;
    ix ??= indexOf(out, from);
    // "Minato-ku, Tokyo 105-0001": after a Japanese ward the prefecture, a region, stands.
    if (comma >= 0 && JAPANESE_WARD.test(text.slice(Math.max(0, comma - 8), comma))) comma = -1;
    const address = comma >= 0 && addressBefore(text, ix, comma, false);
    const org = comma >= 0 && endsNear(text, ix, comma, ORG);
    const coded =
      (CODE_AFTER.test(after) || LABELLED_CODE_AFTER.test(after)) &&
      (address || org || (comma >= 0 && (listed || addressBefore(text, ix, comma, true))));
    if (coded) codeAfter(text, ix, h.end, out);
    let town =
      coded ||
      (address && placeAfter(text, ix, h.end)) ||
      // "Klinikum Ernst von Bergmann, Potsdam", "501 Harbor Blvd, Suite B, Belmont.": a listed town after an
      // address part or an organization (or in no name list), ending the line or clause.
      (comma >= 0 &&
        listed &&
        CLAUSE_END.test(after) &&
        (address || org || !isName(lc)) &&
        !endsNear(text, ix, comma, CITY)) ||
      // "Event venue: Klokkerskrenten 7, Lovåg.": any place name right after a street, ending the clause; a
      // person's name is written before the street, not after it.
      (comma >= 0 && CLAUSE_END.test(after) && endsNear(text, ix, comma, STREET)) ||
      // "from 88 Wakefield St, Hamden to Yale New Haven Hospital": a listed town after a street, then the clause goes on.
      (address && listed && GOES_ON.test(after));
    if (!town && listed) {
      const m = LOCATIVE.exec(text.slice(Math.max(0, h.start - 8), h.start));
      town = m !== null && (!PARTICLES.has(m[1]!) || !nameBefore(text, h.start - m[0].length + m[0].indexOf(m[1]!)));
      // "go w Jonah": English chat writes "w" for "with"; it is Polish "in" only in Polish text (ADR 0085).
      if (town && (m![1] === 'w' || m![1] === 'we')) town = polishAround(text, h.start);
    }
    if (town) h.type = 'CITY';
  }
}
