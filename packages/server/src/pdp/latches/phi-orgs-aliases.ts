/**
 * An organization's short name, where a text names it in full once (ADR 0148): the alias a contract defines in quotes
 * after it, `Meridian Valley Health System ("Meridian") … Meridian shall notify`, and the first word of a firm's name
 * used alone, "OakRidge Health acquires … OakRidge's board", "Cardexa Health Partners … Cardexa has hired". A person
 * rule reads such a word as a surname, a town rule as a town. Guards: the first word only of a firm's name of two words
 * or more that ends in a firm's word, and only a word that no English, town or medical list holds or one written with a
 * capital inside ("OakRidge"; an alias in quotes may be any word of three letters or more that names no role, the text
 * says what it is); each alias by a string search, standing alone, capitalized as defined.
 */
import { PLACE_RANK } from './phi-cities.js';
import { CREDENTIALS, isCity, isCommon, isEnglish, MEDICAL, US_STATES } from './phi-lexicon.js';
import { ORG_GENERIC } from './phi-org-words.js';
import { clinicalAcronym } from './phi-orgs-acronyms.js';
import { work } from './phi-tokens.js';
import type { Hit } from './pii-context.js';

/** `("Meridian")`, `(the "Hospital")`, `(hereinafter “Cardexa”)`: up to three capitalized words in quotes in brackets. */
const QUOTED =
  /^[ \t]*\([ \t]*(?:(?:hereinafter|collectively|together)[ \t]+)?(?:the[ \t]+)?["“]((?:\p{Lu}[\p{L}'’&.-]*[ \t]?){1,3})["”][ \t]*\)/u;
/** The last words of a firm's name that make its first word its short name ("OakRidge Health", "Cardexa Partners"). */
const FIRM_ENDS =
  /[ \t](?:Health|Healthcare|Health System|Partners|Group|Inc\.?|LLC|Corp\.?|Corporation|Solutions|Systems|Analytics|Technologies|Labs|Medical|Networks?|Holdings|Company|Co\.?)$/;
/** A letter or a digit: an alias counts only as a whole word ("Meridian", not "Meridians" or "PreMeridian"). */
const WORD = /[\p{L}\d]/u;

/**
 * Whether a defined term may stand for the party wherever it is written: no role's word, three letters at least, and
 * no credential, clinical acronym or state's code ("PA" is a physician assistant and Pennsylvania too).
 */
function definedAlias(a: string): boolean {
  const lc = a.toLowerCase().replace(/[ \t]+/g, ' ');
  if (a.length < 3 || GENERIC_ALIASES.has(lc) || CREDENTIALS.has(lc)) return false;
  return !(/^[A-Z]+$/.test(a) && (clinicalAcronym(lc) || US_STATES.has(lc)));
}

export function findOrgAliases(text: string, out: Hit[], from: number): void {
  const aliases = new Set<string>();
  for (let k = from; k < out.length && k < from + 400; k++) {
    const h = out[k]!;
    if (h.type !== 'ORGANIZATION' || h.end - h.start > 100) continue;
    work.steps++;
    const q = QUOTED.exec(text.slice(h.end, h.end + 48));
    if (q !== null && definedAlias(q[1]!.trim())) aliases.add(q[1]!.trim());
    const name = text.slice(h.start, h.end);
    if (!FIRM_ENDS.test(name)) continue;
    const first = /^\p{Lu}[\p{L}'’-]+/u.exec(name)?.[0];
    if (first === undefined || first.length < 4) continue;
    const lc = first.toLowerCase();
    // ("OakRidge": a capital inside the word makes it a brand's, whatever the lists hold.)
    const camel = /\p{Ll}\p{Lu}/u.test(first);
    const listed = isEnglish(lc) || isCommon(lc) || isCity(lc) || US_STATES.has(lc) || MEDICAL.has(lc);
    if ((listed && !camel) || ORG_GENERIC.has(lc)) continue;
    aliases.add(first);
  }
  if (aliases.size === 0) return;
  // Towns read by their place in an address, and people read with a given name: "Noah Clarke (Clarke Group)".
  const taken = out.filter((h) => (h.type === 'CITY' && h.rank >= PLACE_RANK.cued) || h.type === 'PERSON');
  for (const a of aliases)
    for (let k = text.indexOf(a); k >= 0; k = text.indexOf(a, k + a.length)) {
      work.steps++;
      const end = k + a.length;
      if (WORD.test(text.charAt(k - 1)) || WORD.test(text.charAt(end))) continue;
      // ("OakRidge Health" itself, "Meridian Valley", "Kenji Shiokawa": a capitalized word beside it makes another name.)
      if (
        /^[ \t]+\p{Lu}/u.test(text.slice(end, end + 3)) ||
        /(?:\p{Lu}[\p{L}'’-]*|(?:Dr|Mr|Mrs|Ms|Mx|Prof)\.)[ \t]+$/u.test(text.slice(Math.max(0, k - 24), k))
      )
        continue;
      // ("Gallagher family at bedside": a family's name, though the firm bears it.)
      if (/^[ \t]+(?:family|household|residence|home)(?![\p{L}])/u.test(text.slice(end, end + 12))) continue;
      if (taken.some((h) => h.start < end && k < h.end && (h.type === 'CITY' || h.end - h.start > a.length + 1)))
        continue;
      out.push({ type: 'ORGANIZATION', start: k, end, rank: PLACE_RANK.org });
    }
}

/** Defined terms that name a role, not the party: `("Hospital")`, `(the "Covered Entity")`, `("Institution")`. */
const GENERIC_ALIASES = new Set(
  `hospital|vendor|provider|supplier|contractor|subcontractor|company|client|customer|agreement|party|parties|licensor|
  licensee|buyer|seller|purchaser|employer|employee|consultant|covered entity|business associate|plan sponsor|sponsor|
  payer|payor|member|practice|group|physician group|system|network|facility|agency|county|state|city|district|
  university|college|school|institution|site|investigator|lessor|lessee|landlord|tenant|owner|operator|manager|
  recipient|grantee|grantor|partner|affiliate|disclosing party|receiving party|contractor|center|clinic|plan|insurer|
  carrier|administrator|trustee|seller parties|buyer parties|lender|borrower|guarantor|parent|subsidiary|affiliates`
    .split('|')
    .map((w) => w.trim()),
);
