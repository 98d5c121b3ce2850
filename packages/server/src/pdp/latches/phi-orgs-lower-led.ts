/**
 * Known firms whose one-word name opens in lower case ("athenahealth", "eClinicalWorks", "eviCore", "easyJet";
 * ADR 0146). In a text with capitals the recognizers' tokens are its capitalized words, so such a name is no token
 * the gazetteer (phi-orgs-gazetteer.ts) reads; its exact spelling is searched for instead. The names are cue words of
 * the tokenizer (phi-cues.ts): a text that holds none skips the search. A regex of their alternation tried at every
 * letter cost 10-18 % of detectPii (phi-ab --cpu); one string search per name, only where a cue was seen, costs
 * nothing measurable.
 */
import { PLACE_RANK } from './phi-cities.js';
import { type Cues, cueBit } from './phi-cues.js';
import { KNOWN_ORGS } from './phi-orgs-known.js';
import { KNOWN_ABROAD_ORGS } from './phi-orgs-known-abroad.js';
import { KNOWN_AMERICAS_ORGS } from './phi-orgs-known-americas.js';
import { KNOWN_HEALTH_ORGS } from './phi-orgs-known-health.js';
import { KNOWN_MORE_ORGS } from './phi-orgs-known-more.js';
import { KNOWN_WORLD_ORGS } from './phi-orgs-known-world.js';
import type { Hit } from './pii-context.js';

/** Every name of the gazetteer's lists, as written there (with its "~" or "^" mark). */
export const ALL_NAMES =
  `${KNOWN_ORGS};${KNOWN_HEALTH_ORGS};${KNOWN_WORLD_ORGS};${KNOWN_MORE_ORGS};${KNOWN_AMERICAS_ORGS};${KNOWN_ABROAD_ORGS}`.split(
    ';',
  );

/** The one-word names of six letters or more that open in lower case, unmarked ("~nib" is also a word). */
const LOWER_LED = ALL_NAMES.map((n) => n.trim()).filter((n) => /^[a-z][A-Za-z]{5,}$/.test(n));
const BRAND_CUES = cueBit(LOWER_LED.map((n) => n.toLowerCase()));
const WORD_CHAR = /^[\p{L}\p{N}]$/u;

export function findLowerLedOrgs(text: string, out: Hit[], cues?: Cues): void {
  if (cues !== undefined && (cues.seen & BRAND_CUES) === 0) return;
  for (const name of LOWER_LED)
    for (let at = text.indexOf(name); at >= 0; at = text.indexOf(name, at + name.length)) {
      const end = at + name.length;
      if (WORD_CHAR.test(text.charAt(at - 1)) || WORD_CHAR.test(text.charAt(end))) continue;
      out.push({ type: 'ORGANIZATION', start: at, end, rank: PLACE_RANK.org });
    }
}
