/**
 * What makes a town certain after an organization and a comma, for phi-town-anchors.ts (ADR 0062, 0096): the
 * sites the organization rules leave unnamed ("The Elms Surgery, Chorley") and what may follow the town in a
 * header (its state code, a date, a dash and the note's title).
 */
import { US_STATES } from './phi-lexicon.js';
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
