/**
 * Names, places and organizations in free text (ADR 0038): one tokenization shared by the
 * PERSON recognizer (phi-names.ts) and the address, city, county, ZIP and organization
 * recognizers (phi-places.ts). Called from pii.ts `candidates()`.
 */

import { findCsvColumns } from './phi-csv-columns.js';
import { type Cues, newCues } from './phi-cues.js';
import { findFieldLabels } from './phi-field-labels.js';
import { findFieldPairs } from './phi-field-pairs.js';
import {
  CREDENTIALS,
  EPONYM_HEAD,
  ORG_JOINERS,
  PERSON_CUES,
  PLACE_CUES,
  STREET_LEADS,
  TITLES,
  UNIT_WORDS,
  withLexiconMemo,
} from './phi-lexicon.js';
import { findNames } from './phi-names.js';
import { findDemographicNames } from './phi-names-demographic.js';
import { dropUnbackedNames } from './phi-names-filter.js';
import { FOREIGN_KIN, GREETING_CUES } from './phi-names-foreign.js';
import { dropHeadingWords } from './phi-names-headings.js';
import { findLowerCaseRoles, findLowerCaseTitled } from './phi-names-lower.js';
import { findNicknames } from './phi-names-nicknames.js';
import { findAcronymOrgs } from './phi-orgs-acronyms.js';
import { findOrgAliases } from './phi-orgs-aliases.js';
import { findDefinedAcronyms } from './phi-orgs-defined.js';
import { findInstitutions } from './phi-orgs-institutions.js';
import { findCaselessOrgs } from './phi-orgs-scripts.js';
import { findPlaces, ZIP_LABEL_WORDS } from './phi-places.js';
import { findNationalPostcodes } from './phi-postal-intl.js';
import { findCodesAfterStreets, findLeadingCodes } from './phi-postal-lines.js';
import { findMarkedPostcodes } from './phi-postal-marks.js';
import { findPostcodes } from './phi-postcodes.js';
import { dropRegionHeads } from './phi-regions.js';
import { findLowerStateZips } from './phi-state-zip-lower.js';
import { findVenues, retypeChainStreets } from './phi-street-chain.js';
import { extendStreets } from './phi-street-extent.js';
import { findBareStreets } from './phi-streets-bare.js';
import { findChatStreets } from './phi-streets-chat.js';
import { findNamedStreets } from './phi-streets-named.js';
import { dropQuantityStreets } from './phi-streets-quantities.js';
import { findScriptStreets } from './phi-streets-scripts.js';
import { type Tok, tokenize } from './phi-tokens.js';
import { findAdminTowns, findSuffixedTowns } from './phi-town-admin.js';
import { findTownsAfterCodes } from './phi-town-after-codes.js';
import { findTownsAfterParties } from './phi-town-after-parties.js';
import { findAnchoredTowns } from './phi-town-anchors.js';
import { findAsianPrepTowns } from './phi-town-asian-preps.js';
import { findBlockLineTowns } from './phi-town-block-lines.js';
import { retypeChainTowns } from './phi-town-chain.js';
import { findDistrictTowns, findPartsBeforeTowns } from './phi-town-districts.js';
import { retypeTownEnumerations } from './phi-town-enums.js';
import { findForeignPrepTowns } from './phi-town-foreign-preps.js';
import { findInflectedTowns } from './phi-town-inflected.js';
import { retypeKinTowns } from './phi-town-kin.js';
import { findTownLines } from './phi-town-lines.js';
import { findScriptLivingTowns } from './phi-town-live-scripts.js';
import { findLocativeTowns } from './phi-town-locatives.js';
import { retypeLoneTowns } from './phi-town-lone.js';
import { findLowerChatTowns } from './phi-town-lower-chat.js';
import { findMotionTowns } from './phi-town-motion.js';
import { findListedScriptTowns } from './phi-town-names-scripts.js';
import { findOurSiteTowns } from './phi-town-our-sites.js';
import { findTownsAfterStreets } from './phi-town-particles.js';
import { findDistrictParts } from './phi-town-parts.js';
import { findPrefixedTowns } from './phi-town-prefixes.js';
import { findPrepTowns } from './phi-town-preps.js';
import { findScriptAddressTowns } from './phi-town-scripts.js';
import { findTownSlots } from './phi-town-slots.js';
import { findTailedTowns, IT_TAILS, PT_TAILS } from './phi-town-tails.js';
import { findSiteTowns } from './phi-town-travel.js';
import { trimTowns } from './phi-town-trim.js';
import { retypeUnnamedTowns } from './phi-town-unnamed.js';
import { PLACE_VERBS } from './phi-unlisted-places.js';
import type { Hit } from './pii-context.js';
import { type DigitRuns, digitRuns } from './pii-digits.js';

export const NAME_AND_PLACE_TYPES = ['PERSON', 'STREET_ADDRESS', 'CITY', 'COUNTY', 'ZIP', 'ORGANIZATION'] as const;

const ENGLISH_TOO = new Set(['far', 'make', 'ate', 'brat', 'mutter', 'conjoint', 'bapa']);

/** The lower-case words the recognizers look at (cues, street, unit and label words); other lower-case words are not tokenized. */
const KEEP = new Set<string>([
  ...CREDENTIALS,
  ...EPONYM_HEAD,
  ...ORG_JOINERS,
  ...PERSON_CUES,
  ...PLACE_CUES,
  ...STREET_LEADS,
  ...TITLES,
  ...UNIT_WORDS,
  ...PLACE_VERBS,
  ...ZIP_LABEL_WORDS,
  ...'on at address corner is am i i’m this name and or of for up apartment suite ste unit p po psc gpo locked private uss usns usnv apo fpo dpo lives living lived resides residing moved relocated born grew flew based originally hometown county parish borough'.split(
    ' ',
  ),
  "i'm",
  ...PT_TAILS,
  ...IT_TAILS,
  // Kin words and greetings of other languages are cues as "son" and "hi" are ("mi hijo Benja", "a vó Zezé"); not
  // those that are common English words too ("so far Tylenol", "make", "ate").
  ...[...FOREIGN_KIN, ...GREETING_CUES].filter((w) => !ENGLISH_TOO.has(w)),
]);

/** From this length on, a text's word look-ups are memoized for the call (see withLexiconMemo). */
const MEMO_FROM = 4096;

/** A text's tokens and where its cue words start (phi-cues.ts), read in one pass. */
export interface Words {
  toks: Tok[];
  cues: Cues;
}

export function wordsOf(text: string): Words {
  const cues = newCues();
  return { toks: tokenize(text, KEEP, cues), cues };
}

/**
 * `digits`: the text's digit runs when the caller has them (pii.ts), else they are read here; the
 * same for `words`.
 */
export function findNamesAndPlaces(
  text: string,
  out: Hit[],
  digits: DigitRuns = digitRuns(text),
  words: Words = wordsOf(text),
): void {
  if (text.length < MEMO_FROM) findAll(text, words, digits, out);
  else withLexiconMemo(() => findAll(text, words, digits, out));
}

function findAll(text: string, { toks, cues }: Words, digits: DigitRuns, out: Hit[]): void {
  const from = out.length;
  findNames(text, toks, out, cues);
  findPlaces(text, toks, digits, out, cues);
  findBareStreets(text, toks, out);
  findNamedStreets(text, out, cues);
  if (digits.n > 0) findChatStreets(text, out);
  findLowerCaseTitled(text, out, cues);
  findLowerCaseRoles(text, out, cues);
  findPostcodes(text, out, digits);
  findNationalPostcodes(text, out, digits);
  if (digits.n > 0) findMarkedPostcodes(text, out, digits);
  if (digits.n > 0) findLowerStateZips(text, digits, out);
  findFieldLabels(text, out);
  findFieldPairs(text, out);
  findAcronymOrgs(text, toks, out);
  findCaselessOrgs(text, out, cues.other);
  findInstitutions(text, toks, out);
  findTownSlots(text, toks, out);
  findSiteTowns(text, toks, out, cues);
  findOurSiteTowns(text, toks, out);
  findMotionTowns(text, toks, out);
  findPrefixedTowns(text, toks, out);
  findLocativeTowns(text, toks, out);
  findForeignPrepTowns(text, toks, out);
  findAsianPrepTowns(text, out, cues);
  findInflectedTowns(text, toks, out, cues.other);
  findAdminTowns(text, toks, out);
  findSuffixedTowns(text, out);
  findScriptAddressTowns(text, out);
  findScriptLivingTowns(text, out, cues.other);
  findListedScriptTowns(text, out, cues.other);
  findScriptStreets(text, out);
  findBlockLineTowns(text, out);
  findPrepTowns(text, toks, out, from, cues);
  findDistrictTowns(text, toks, out);
  findAnchoredTowns(text, toks, out, from);
  findTailedTowns(text, toks, out, from);
  retypeChainStreets(text, out, from);
  if (text.indexOf('\n') >= 0) findTownLines(text, out, from);
  findVenues(text, out, from);
  retypeChainTowns(text, out, from);
  retypeUnnamedTowns(text, out, from);
  retypeTownEnumerations(text, out, from);
  retypeKinTowns(text, out, from);
  findPartsBeforeTowns(text, out, from);
  findDistrictParts(text, out, from);
  findTownsAfterCodes(text, out, from);
  findTownsAfterParties(text, out, from);
  findTownsAfterStreets(text, out, from, cues);
  findLeadingCodes(text, out);
  findCodesAfterStreets(text, out, from);
  findLowerChatTowns(text, out);
  dropQuantityStreets(text, out, from);
  // (After the quantities are dropped: "Lindenallee 12,50968" is a street and a code in a table, no decimal.)
  findCsvColumns(text, out);
  extendStreets(text, out, from);
  dropUnbackedNames(text, out, from);
  dropHeadingWords(text, out, from);
  findNicknames(text, out, from);
  retypeLoneTowns(text, out, from);
  dropRegionHeads(text, out, from);
  trimTowns(text, out, from);
  findDefinedAcronyms(text, out, from);
  findOrgAliases(text, out, from);
  if (digits.n > 0) findDemographicNames(text, digits, out);
}
