/**
 * The district after an organization with a site (ADR 0079): "Kokilaben Hospital, Andheri West, Mumbai",
 * "University Hospital of the West Indies, Mona, Kingston". The list rule (phi-orgs-links.ts) took such a
 * member for another firm; between a hospital's comma and a listed town it is the town's district.
 */
import { COUNTRIES, isCity, MEDICAL, US_STATES } from './phi-lexicon.js';

/** A comma, then a listed town of one or two capitalized words ending its line or clause, or before a postal code. */
export const TOWN_AFTER =
  /^,[ \t]+(\p{Lu}[\p{L}\p{M}'’-]+(?:[ \t]+\p{Lu}[\p{L}\p{M}'’-]+)?)(?=[ \t]*(?:$|[\n.;)]|[ \t]\d|,[ \t]+\p{Lu}{2}\b))/u;
/** The span of that town after the member ending at `end`, or null. */
export function districtBefore(text: string, end: number): [number, number] | null {
  const m = TOWN_AFTER.exec(text.slice(end, end + 40));
  if (m === null) return null;
  const lc = m[1]!.toLowerCase();
  if (!isCity(lc) || COUNTRIES.has(lc) || US_STATES.has(lc) || MEDICAL.has(lc)) return null;
  const s = end + m[0].length - m[1]!.length;
  return [s, s + m[1]!.length];
}
/** An organization that has a site (a hospital, a clinic, a school): a district and a town may follow its name. */
export const SITE_ORG =
  /(?:^|[ \t])(?:hospitals?|clinic|centre|center|laborator(?:y|ies)|universit(?:y|é|à|ät)|institute|infirmary|pharmacy|surgery|practice|college|school|polyclinic|dispensary|hospital)(?:[ \t]|$)/i;
