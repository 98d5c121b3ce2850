/**
 * Street names that a name rule read as a person, retyped by the house number beside them (ADR 0073):
 * "27 Lý Thường Kiệt, Hoàn Kiếm", "1020 El Camino Real, Menlo Park", "Laugavegur 26, 101 Reykjavík",
 * "Meir 44, bus 3, 2000 Antwerpen". A street written without a street word is read only where the
 * number and what follows the comma both say address. Runs once over the PERSON hits: linear.
 */

import { PLACE_RANK } from './phi-cities.js';
import {
  COUNTRIES,
  isCity,
  isCommon,
  isEnglish,
  isName,
  MEDICAL,
  STREET_TYPES,
  TITLES,
  US_STATES,
} from './phi-lexicon.js';
import { ORG_GENERIC, ORG_SERVICE } from './phi-org-words.js';
import type { Hit } from './pii-context.js';

/** A house number before the words, opening a part of the text ("…, 27 Lý Thường Kiệt", "to 1402-955 Homer St"). */
const NUMBER_BEFORE =
  /(?:^|[,;\n]|(?:^|[^\p{L}])(?:at|to|on|is|address:?))[ \t]*(\d{1,5}[A-Za-z]?(?:[-/]\d{1,5}[A-Za-z]?)?)[ \t]+$/u;
/** A street word right after the words ("Homer St"): part of the street. */
const TYPE_AFTER = /^[ \t]+(\p{L}{2,11})\.?/u;
/** A house number after the words, before a comma: "Laugavegur 26,", "Rehov Herzl 34,". */
const NUMBER_AFTER = /^[ \t]+\d{1,4}[A-Za-z]?(?=[ \t]*,)/;
/** After a street's comma: a postal code and a town ("101 Reykjavík"), a unit ("bus 3", "apt 4"), or a capitalized place. */
const CODE_OR_UNIT =
  /^[ \t]*,[ \t]*(?:(\d{3,5})[ \t]+\p{Lu}[\p{L}'’-]+(?:[ \t]+\p{Lu}[\p{L}'’-]+)?[ \t]*(?:[,.;\n]|$)|(?:bus|apt|apto|flat|unit|suite|ste)\.?[ \t]*\d)/u;
const PLACE_NEXT = /^[ \t]*,[ \t]*(\p{Lu}[\p{L}'’-]+(?:[ \t]+\p{Lu}[\p{L}'’-]+){0,2})/u;

/** A state, a country or a region's code: after "NNNNN Town," it says the number was a postal code. */
const region = (w: string) =>
  /^[A-Z]{2,4}\.?$/.test(w) || COUNTRIES.has(w.toLowerCase()) || US_STATES.has(w.toLowerCase());

function plainPerson(text: string, h: Hit): boolean {
  if (h.type !== 'PERSON' || h.rank > 4 || h.end - h.start > 40) return false;
  const value = text.slice(h.start, h.end);
  return !value.includes('\n') && !TITLES.has(value.split(/[ \t.]/, 1)[0]!.toLowerCase());
}

/** The postal code before the town after the street's comma ("Laugavegur 26, 101 Reykjavík") as a ZIP. */
function postalCode(code: RegExpExecArray | null, at: number, out: Hit[]): void {
  if (code?.[1] === undefined) return;
  const start = at + code[0].indexOf(code[1]);
  out.push({ type: 'ZIP', start, end: start + code[1].length, rank: PLACE_RANK.address });
}

/** Retypes PERSON hits of out[from..] that are a street's name beside its house number, in an address. */
export function retypeChainStreets(text: string, out: Hit[], from: number): void {
  for (let k = from; k < out.length; k++) {
    const h = out[k]!;
    if (!plainPerson(text, h)) continue;
    const before = NUMBER_BEFORE.exec(text.slice(Math.max(0, h.start - 24), h.start));
    let end = h.end;
    const t = before === null ? null : TYPE_AFTER.exec(text.slice(end, end + 14));
    const typed = t != null && STREET_TYPES.has(t[1]!.toLowerCase());
    // "44100 Guadalajara, Jal.": a postal code before a listed town ("1402-955 Homer St" has its street word).
    if (before !== null && (typed || !isCity(text.slice(h.start, h.end).toLowerCase()))) {
      if (typed) end += t![0].length;
      // What follows the comma is a place or a postal code, not a person's role ("27 John Smith, RN").
      const place = PLACE_NEXT.exec(text.slice(end, end + 40))?.[1];
      const code = CODE_OR_UNIT.exec(text.slice(end, end + 40));
      if (code === null && (place === undefined || region(place))) continue;
      h.start -= before[0].length - before[0].indexOf(before[1]!);
      h.end = end;
      postalCode(code, end, out);
    } else {
      const n = NUMBER_AFTER.exec(text.slice(end, end + 8));
      if (n === null) continue;
      const rest = text.slice(end + n[0].length, end + n[0].length + 40);
      const place = PLACE_NEXT.exec(rest)?.[1];
      const code = CODE_OR_UNIT.exec(rest);
      if (code === null && (place === undefined || !isCity(place.toLowerCase()))) continue;
      h.end = end + n[0].length;
      postalCode(code, h.end, out);
    }
    h.type = 'STREET_ADDRESS';
    h.rank = PLACE_RANK.address;
  }
}

/** "at Locavore, 641 Dašická 688", "visited Terveystalo, Hämeenkatu 12": a place named before its street after "at" or "visited". */
const VENUE =
  /(?:^|[^\p{L}])(?:at|@|visited|visiting|visit)[ \t]+(\p{Lu}[\p{L}'’&-]*(?:[ \t]+\p{Lu}[\p{L}'’&-]*){0,2}),[ \t]*$/u;

/**
 * Venues (ADR 0073): the words between "at" and a street's comma are the place met at, a business: a
 * possessive ("Giordano's") or words that are no person's or town's name ("Locavore"). A hit already there
 * of another type than PERSON (a known organization, a town) stays.
 */
export function findVenues(text: string, out: Hit[], from: number): void {
  const n = out.length;
  for (let k = from; k < n; k++) {
    const s = out[k]!;
    if (s.type !== 'STREET_ADDRESS') continue;
    const m = VENUE.exec(text.slice(Math.max(0, s.start - 48), s.start));
    if (m === null) continue;
    const name = m[1]!;
    const start = s.start - m[0].length + m[0].indexOf(name);
    const owned = /['’]s$/.test(name);
    const words = name
      .toLowerCase()
      .replace(/['’]s$/, '')
      .split(/[ \t]+/);
    // "at Outpatients, 12 Main Street", "at A&E, 1 Hospital Road": a department or an ordinary word is where in the
    // building, not a business.
    if (
      !owned &&
      words.some(
        (w) =>
          isName(w) ||
          isCity(w) ||
          TITLES.has(w) ||
          ORG_GENERIC.has(w) ||
          ORG_SERVICE.has(w) ||
          MEDICAL.has(w) ||
          isCommon(w),
      )
    )
      continue;
    if (!owned && /^[A-Z&]{1,4}$/.test(name)) continue;
    // After "visited" one visits people too ("visited Grandma, 12 Oak Street"): only words in no English list there.
    if (!/(?:at|@)[ \t]/.test(m[0].slice(0, m[0].indexOf(name))) && words.some((w) => isEnglish(w))) continue;
    let taken = false;
    for (let j = from; j < n && !taken; j++) {
      const h = out[j]!;
      if (h.start < start + name.length && start < h.end && h.type !== 'PERSON') taken = true;
    }
    if (!taken) out.push({ type: 'ORGANIZATION', start, end: start + name.length, rank: PLACE_RANK.address });
  }
}
