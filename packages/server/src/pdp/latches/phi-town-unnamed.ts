/**
 * A town that no name list holds, read as a person (ADR 0102): "Anadolu Sigorta, Kavacık, Cumhuriyet Cad.",
 * "3 Harbour View, Cobh, Co. Cork". A name rule reads a capitalized word in a name's slot ("seen at …", "…, PA")
 * as a person even when only the gazetteer of towns holds it. Such a reading, from no title, cue or given
 * name (rank 4 or less), is retyped CITY when its words are a listed town, not every word is a given
 * name, surname or English word ("Stevens Point" stays a town though "Stevens" is a surname), and a comma,
 * bracket or semicolon stands before it as before an address part; or when a site word stands beside it.
 *
 * Only the label changes: the words were hidden already. One look-up per PERSON hit of the text.
 */
import { listed, region } from './phi-big-cities.js';
import { isEnglish, isName, MEDICAL, ORG_TAILS, TITLES } from './phi-lexicon.js';
import { TITLE_CASE } from './phi-town-lists.js';
import type { Hit } from './pii-context.js';

export function retypeUnnamedTowns(text: string, out: Hit[], from: number): void {
  for (let k = from; k < out.length; k++) {
    const h = out[k]!;
    if (h.type !== 'PERSON') continue;
    // ", Haifa" after "Rambam Health Care Campus": a reading cut after an organization keeps its comma; no name starts so.
    if (text.charCodeAt(h.start) === 44) while (h.start < h.end && /[, \t]/.test(text[h.start]!)) h.start++;
    if (h.rank > 4 || h.end - h.start > 40) continue;
    const value = text.slice(h.start, h.end);
    // "Campus Kiel", "Standort Bochum": a site word that a name rule took in as a given name.
    const lead = SITE_LEAD.exec(value);
    if (lead !== null && listed(value.slice(lead[0].length).toLowerCase())) {
      h.start += lead[0].length;
      h.type = 'CITY';
      continue;
    }
    // "Guadalajara, Jal.", "León, Gto.": a short word with a full stop is an abbreviation, a state's.
    if (!TITLE_CASE.test(value) || (value.length <= 4 && text.charCodeAt(h.end) === 46)) continue;
    const ws = value.toLowerCase().split(/[ \t]+/);
    if (ws.length > 3 || ws.some((w) => TITLES.has(w) || MEDICAL.has(w))) continue;
    const site = siteAround(text, h);
    if (!site && (ws.every((w) => isName(w) || isEnglish(w)) || !partBefore(text, h.start))) continue;
    // "Oakwood Primary", "Ashford Surgery": a capitalized word goes on with an organization's name.
    const next = /^[ \t]+(\p{Lu}\p{L}*)/u.exec(text.slice(h.end, h.end + 24))?.[1]?.toLowerCase();
    if (next !== undefined && (ORG_TAILS.has(next) || isEnglish(next))) continue;
    const lc = ws.join(' ');
    if (listed(lc) && !region(lc)) h.type = 'CITY';
  }
}

/** A site word opening a PERSON reading, before a town: "Campus Kiel", "Standort Bochum", "Sede Bari". */
const SITE_LEAD = /^(?:Campus|Standort|Sede|Site|Klinikum)[ \t]+(?=\p{Lu})/u;
/**
 * A site of a service named by its town, in lower case or as a team's acronym: "Burnley CMHT", "Nhulunbuy
 * clinic", "Somerville and Everett campuses", "Tullamore station"; or before it: "Clalit clinic Kiryat Motzkin".
 * A person's site is written with a possessive ("Dr. Patel's clinic"), so a town's name, a surname too, is the town's there.
 */
const SITE_NOUN =
  'clinic|clinics|branch|branches|campus|campuses|site|sites|office|offices|station|surgery|practice|hub';
const SITE_AFTER = new RegExp(`^[ \\t]+(?:${SITE_NOUN}|CMHT|CMHS|CAMHS)(?![\\p{L}])`, 'u');
const SITE_BEFORE = new RegExp(`(?:^|[^\\p{L}])(?:${SITE_NOUN})[ \\t]+$`, 'u');

function siteAround(text: string, h: Hit): boolean {
  return (
    SITE_AFTER.test(text.slice(h.end, h.end + 12)) || SITE_BEFORE.test(text.slice(Math.max(0, h.start - 12), h.start))
  );
}

/**
 * Whether a comma, a bracket or a semicolon stands before `start`, as before a town in an address or a
 * list of parts ("Anadolu Sigorta, Kavacık, Cumhuriyet Cad."). Synthetic and foreign given names are towns
 * somewhere too, and stand where people do: "Warrane, can I …", "Hakuba had given Hakuba his address".
 */
function partBefore(text: string, start: number): boolean {
  let k = start - 1;
  while (k >= 0 && (text.charCodeAt(k) === 32 || text.charCodeAt(k) === 9)) k--;
  const c = text.charCodeAt(k);
  return c === 44 || c === 40 || c === 59;
}
