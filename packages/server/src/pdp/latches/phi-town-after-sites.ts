/**
 * What makes a town certain after an organization and a comma, for phi-town-anchors.ts (ADR 0062, 0096): the
 * sites the organization rules leave unnamed ("The Elms Surgery, Chorley") and what may follow the town in a
 * header (its state code, a date, a dash and the note's title).
 */
import { big, listed, region } from './phi-big-cities.js';
import { isCommon, isEnglish, isName, US_STATES } from './phi-lexicon.js';
import type { Tok } from './phi-tokens.js';
import { PROVINCE_CODES } from './phi-town-codes.js';

/**
 * The head nouns of a care site or a firm that end its name before a comma and a town in a header or a list
 * ("The Elms Surgery, Chorley", "Kumaran Nursing Home, Tambaram", "North West Regional Hospital, Burnie").
 * "Home" only after "Nursing", "Care" or "Rest".
 */
const FACILITY_HEADS = new Set(
  'hospital infirmary hospice clinic surgery centre center campus practice home service services industries ltd plc limited'.split(
    ' ',
  ),
);
const HOME_LEADS = new Set(['nursing', 'care', 'rest']);
/**
 * Capitalized words ended by such a head right before ", " are an organization's name whether or not the
 * organization rules read one there: an end for the towns after organizations (one look per comma'd token).
 */
export function facilityEnds(text: string, toks: Tok[], ends: Map<number, number>): void {
  for (let k = 1; k < toks.length; k++) {
    const t = toks[k]!;
    if (!t.cap || text.charCodeAt(t.end) !== 44 || ends.has(t.end) || !FACILITY_HEADS.has(t.lc)) continue;
    const prev = toks[k - 1]!;
    if (!prev.cap || prev.end + 1 !== t.start || text.charCodeAt(prev.end) !== 32) continue;
    if (t.lc === 'home' && !HOME_LEADS.has(prev.lc)) continue;
    ends.set(t.end, prev.start);
  }
}

/** What may follow a town after an organization and a comma: the clause's end, or the clause going on. */
const LAST_AFTER_COMMA = /^(?:$|[\n\r;.)]|,[ \t]+[a-z]|[ \t]+(?:has|have|had|is|was|were|will|to|for|on)[ \t])/;
/**
 * A header's town goes on with the header's other parts: its state or province code ("Ben Taub Hospital, Houston
 * TX"), a date after a comma ("St Luke's General Hospital, Kilkenny, 18 Nov 2026"), or a dash and the note's title
 * ("Rambam Health Care Campus, Haifa — Nursing handover"); a list of firms goes on with another name.
 */
const CODE_AFTER = /^[ \t]+([A-Z]{2,3})(?=[ \t]*(?:$|[\n\r;.,)]|[–—-][ \t]))/;
const HEADER_AFTER = /^(?:,[ \t]+\d{1,2}[ \t/.-]*(?:\p{L}{3}|\d{1,2})|[ \t]+[–—][ \t])/u;
export function lastAfterComma(text: string, end: number): boolean {
  const after = text.slice(end, end + 12);
  if (LAST_AFTER_COMMA.test(after) || HEADER_AFTER.test(after)) return true;
  return codeAfter(text, end);
}
export function codeAfter(text: string, end: number): boolean {
  const code = CODE_AFTER.exec(text.slice(end, end + 12));
  return code !== null && (US_STATES.has(code[1]!.toLowerCase()) || PROVINCE_CODES.has(code[1]!.toLowerCase()));
}

/**
 * A site of the organization named in lower case after it, before a comma and its town (ADR 0100): "BRAC head
 * office, Mohakhali", "Home Depot distribution center, Tolleson", "Shapoorji Pallonji site, Worli", "Wills Eye
 * Hospital satellite, Cherry Hill". The site noun's end is an end of the organization too (one sticky regex per
 * organization found).
 */
const SITE_NOUN =
  /[ \t]+(?:head[ \t]+office|regional[ \t]+office|main[ \t]+office|office|distribution[ \t]+cent(?:er|re)|fulfill?ment[ \t]+cent(?:er|re)|warehouse|site|branch|plant|factory|depot|campus|satellite|outpost|store|location)(?=,[ \t])/y;
export function siteNounEnds(text: string, ends: Map<number, number>): void {
  for (const [end, start] of [...ends]) {
    SITE_NOUN.lastIndex = end;
    if (SITE_NOUN.test(text) && !ends.has(SITE_NOUN.lastIndex)) ends.set(SITE_NOUN.lastIndex, start);
  }
}

/** A larger place after a town and a comma: "Isolo, Lagos", "Awe, Oyo State", then the clause's or line's end. */
const LARGER_AFTER = /^,[ \t]+(\p{Lu}[\p{L}\p{M}'’-]+(?:[ \t]\p{Lu}[\p{L}\p{M}'’-]+)?)/u;
const STATE_WORD = /[ \t](?:state|province|county|region|district|prefecture)$/;
export function largerPlaceAfter(text: string, end: number): boolean {
  const m = LARGER_AFTER.exec(text.slice(end, end + 40));
  if (m === null) return false;
  const lc = m[1]!.toLowerCase();
  const at = end + m[0].length;
  if (region(lc) || STATE_WORD.test(lc)) return lastAfterComma(text, at);
  // A city after a word in a sentence goes on a list of firms as often ("Acme Corp, Globex, Boston."): only at a line's end.
  const city = big(lc) || (listed(lc) && !isCommon(lc) && !isEnglish(lc));
  return city && /^[ \t]*(?:\r?\n|$)/.test(text.slice(at, at + 4));
}

/**
 * A word of the name list that stands alone as a town after an organization and a comma at the clause's end
 * ("St Vincent's Private Hospital, Fitzroy on …", "Partners In Health, Neno"): a person there would be written
 * with a given name and a surname, or a title. No common or English word ("Awe", "Reading").
 */
export const nameAsTown = (lc: string) => isName(lc) && !isCommon(lc) && !isEnglish(lc) && !region(lc);

/** The kind of place that ends a town's name of two words ("Victoria Island", "Cherry Hill", "Lake Heights"). */
const PLACE_KINDS = new Set(
  'island hill hills heights park valley springs falls beach bay harbour harbor point village town city'.split(' '),
);
/** "Reddington Hospital, Victoria Island to …": a name-list or unlisted word and a kind of place, after a comma. */
export const namedPlace = (ws: readonly string[]) =>
  ws.length === 2 && PLACE_KINDS.has(ws[1]!) && (isName(ws[0]!) || listed(ws[0]!)) && !isCommon(ws[0]!);
