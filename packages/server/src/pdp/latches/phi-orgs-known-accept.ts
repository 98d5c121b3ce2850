/**
 * Whether a well-known organization's name matched by the gazetteer (phi-orgs-gazetteer.ts) is the organization
 * where it stands (ADR 0055, 0080): a name of several words or one in no English, name or town list wherever it
 * stands capitalized; a named or weak word by the words around it (a title, a cue, a field's label, the words
 * after it: a desk, a product, a branch, a business noun).
 */
import { COUNTRIES, isCity, isCommon, isEnglish, isName, isStop, TITLES, US_STATES } from './phi-lexicon.js';
import { possessive } from './phi-name-words.js';
import { BUSINESS_NOUNS, KNOWN_DESKS, ORG_STRONG } from './phi-org-words.js';
import { letterLine, senderLine } from './phi-orgs-bare.js';
import { capJoined, fieldEnds, inOrgField, ofTownEnd, productAfter, townBranchEnd } from './phi-orgs-known-context.js';
import type { Tok } from './phi-tokens.js';

export enum Kind {
  Weak,
  Named,
  Strong,
}
export interface Entry {
  /** The lower-case words, as the tokenizer cuts them ("T. Rowe Price" → t, rowe, price; "AT&T" → at, t). */
  words: string[];
  /** Whether each word is capitalized in the name: a lower-case word of the text never matches a capitalized one. */
  caps: boolean[];
  kind: Kind;
  /** Looked for in a text without capitals: a strong name with a word in no English list. */
  lower: boolean;
  /** Two ordinary words or fewer (and function words): "Direct Line", "Home Instead", "Red Cross". */
  plain: boolean;
  /** A one-word name written with an inner capital ("IndiGo"): so spelled, it is the firm wherever it stands. */
  spelled?: string;
  /** A maker also said for its device ("Stryker frame"): the firm only by a field, a product, a desk or a letterhead. */
  device?: boolean;
}

/** A distance before "from" ("40 minutes from", "an hour away from"): a town's name there is the town ("Gallup"). */
const DISTANCE_FROM =
  /(?:\d|an?|few|couple|several)[ \t]+(?:minutes?|mins?|hours?|hrs?|miles?|mi|km|kilomet(?:er|re)s?|blocks?|days?)(?:'?[ \t]+(?:drive|walk|ride))?(?:[ \t]+(?:away|north|south|east|west|outside))?[ \t]+from[ \t]+$/i;
/** Cue words right before a weak name: "at Target", "of Here", "joined Chase", "ordered via Medline". */
const WEAK_CUES = new Set(['at', 'for', 'from', 'of', 'to', 'via', 'joined', 'join', 'joins']);
/**
 * The same cues among the words the tokenizer does not keep, read from the text: "ordered through Medline", and
 * the workplace's preposition of Dutch, German and French ("werkt bij Philips", "arbeitet bei Bosch", "chez Danone"),
 * and the other party of a deal ("a contract with Sutter", "merged with Advocate", "Negotiations with Sutter"); an
 * agreement only with an article or at a sentence's start ("in agreement with Abbott about the taper" is a person).
 */
const WEAK_CUE_TEXT =
  /(?:^|[^\p{L}])(?:through|bij|bei|chez|(?:(?:(?:an|the|its|our|their|signed|new|existing)[ \t]+|^|[.!?:;][ \t]*)[Aa]greements?|[Cc]ontracts?|[Cc]ontract(?:ed|ing)|[Pp]artnerships?|[Pp]artner(?:ed|ing)|[Mm]ergers?|[Mm]erg(?:ed|ing)|[Aa]ffiliation|[Aa]ffiliated|[Dd]eals?|[Cc]ollaboration|[Nn]egotiations|in-network)[ \t]+with)[ \t]$/u;
/**
 * What a firm does as the subject of a sentence, right after its name: "Aetna has reviewed the request", "Moody's
 * affirmed the rating", "Medtronic has identified a potential issue", "Stryker won the bed contract", "Medline just
 * told us". Not "said" or "saw": "Pearson said", "Abbott saw the patient" are people as often.
 */
const CORPORATE_ACT =
  /^[ \t]+(?:(?:(?:has|have|had|just|also|now|recently|will)[ \t]+)*(?:announced|approved|denied|reviewed|identified|issued|recalled|affirmed|downgraded|upgraded|acquired|won|fined|launched|released|notified|rejected|declined|discontinued|backordered|put|told[ \t]+us|is[ \t]+recalling|will[ \t]+cover|covers)(?![\p{L}]))/u;
/** "Anthem is updating its radiology benefits": a subject that acts on its own things is no person, whatever word names it. */
const ITS_ACT = /^[ \t]+(?:is|are|has|have|will)[ \t]+\p{Ll}+[ \t]+its(?![\p{L}])/u;
/** Services firms render to firms, said with "by": advisers, auditors, counsel, lenders, underwriters, administrators. */
const FIRM_BY =
  /(?:^|[^\p{L}])(?:advised|represented|audited|underwritten|financed|funded|acquired|administered|insured|reinsured|rated|verified|brokered|arranged|powered|hosted|delivered|supplied|shipped|manufactured|distributed|serviced|sponsored)[ \t]+by[ \t]$/u;
/** "Retired Honeywell engineer", "a Boeing machinist", "UPS drivers": a job said by its employer's name before it. */
const JOB_AFTER =
  /^[ \t](?:engineers?|employees?|retirees?|workers?|machinists?|drivers?|technicians?|cashiers?|contractors?|executives?|analysts?|linemen|lineman)(?![\p{L}])/u;
const CASE_MANAGER = /^[ \t](?:case|care)[ \t]+(?:manager|management|worker|coordinator)(?![\p{L}])/iu;
/** Whether the words after the name that ends at `end` are a firm's act. */
export const corporateAct = (text: string, end: number) => CORPORATE_ACT.test(text.slice(end, end + 40));

/** Whether the text before `t` ends a sentence or a line (or the text starts there). */
export function opensSentence(text: string, t: Tok): boolean {
  let k = t.start - 1;
  while (k >= 0 && (text.charCodeAt(k) === 32 || text.charCodeAt(k) === 9)) k--;
  return k < 0 || '.!?:;\n"“('.includes(text[k]!);
}

/**
 * A named word, or a weak one only for being a given name or surname ("~Philips", "~Kroger"; not "~Target",
 * an English word): in a form's field or before its product such a word is read as the named ones are.
 */
const nameLike = (e: Entry) =>
  e.kind === Kind.Named ||
  (e.words.length === 1 && !possessive(e.words[0]!) && !isEnglish(e.words[0]!) && !isCommon(e.words[0]!));

/** Whether ", Town)" follows token `j`: a listed town that is no common word, closing the brackets. */
function bracketTown(text: string, toks: Tok[], j: number): boolean {
  const town = toks[j + 1];
  if (town === undefined || !town.cap || text.slice(toks[j]!.end, town.start) !== ', ') return false;
  return isCity(town.lc) && !isCommon(town.lc) && text.charCodeAt(town.end) === 41;
}

/** How a name is taken: not, alone, or only with the town after it ("Brookdale Marion": the town says "firm"). */
export enum Take {
  No,
  Alone,
  Branch,
}

/** Whether a one-word name `e` at token `i` (to token `j`) is an organization there. */
export function accepted(text: string, toks: Tok[], i: number, j: number, e: Entry): Take {
  const kind = e.kind;
  const t = toks[i]!;
  const prev = toks[i - 1];
  // "Mr. Zillow", "Dr. Harvard": a title makes the word a person's name.
  if (prev !== undefined && TITLES.has(prev.lc) && /^\.?[ \t]$/.test(text.slice(prev.end, t.start))) return Take.No;
  // "Humana\nClinical Appeals Unit", "Billing Department\nBayhealth": alone on a letterhead's line by a desk's line.
  if (letterLine(text, t.start, toks[j]!.end) || senderLine(text, toks, i, j)) return Take.Alone;
  // "Direct Line: 020…", "Patient Needs Help at Home: Yes", "One Medical Assistant": a name of ordinary words
  // is no name inside a longer capitalized phrase or before a label's colon ("Liberty Mutual Workers' Compensation":
  // one that ends in an organization's word may head its desk's words).
  if (e.plain) {
    const n = toks[j + 1];
    // A town, a country or an acronym after it is the firm's branch ("Baptist Health Paducah", "Sonic Healthcare USA").
    const branch = n !== undefined && (n.upper || isCity(n.lc) || COUNTRIES.has(n.lc) || US_STATES.has(n.lc));
    if (
      (capJoined(text, prev, t) && !isStop(prev!.lc)) ||
      (capJoined(text, toks[j], n) && !branch && !ORG_STRONG.has(e.words[e.words.length - 1]!)) ||
      /^[ \t]*:/.test(text.slice(toks[j]!.end, toks[j]!.end + 3))
    )
      return Take.No;
  }
  if (kind === Kind.Strong) return Take.Alone;
  // (Not after a given name: "Jane Harvard, engineer" is a person, so is "Jane Harvard engineer".)
  if (JOB_AFTER.test(text.slice(toks[j]!.end, toks[j]!.end + 13)) && !(capJoined(text, prev, t) && isName(prev!.lc)))
    return Take.Alone;
  const next = toks[j + 1];
  const last = toks[j]!;
  // "Implant: Stryker Triathlon CR", "Medtronic MiniMed", "your Medtronic representative"; not "Stryker frame".
  if (e.device)
    return (inOrgField(text, t.start) &&
      !capJoined(text, prev, t) &&
      (fieldEnds(text, last.end) || capJoined(text, last, next))) ||
      (capJoined(text, last, next) && KNOWN_DESKS.has(next!.lc)) ||
      // (A product's name, not a model's code: "Dexcom G7" is the device, said by its maker's name.)
      (next !== undefined &&
        !capJoined(text, prev, t) &&
        !next.upper &&
        !/\d/.test(text[next.end] ?? '') &&
        productAfter(text, toks, j)) ||
      /^[ \t](?:representatives?|reps?|recall|headquarters|hq|employees)\b/i.test(
        text.slice(last.end, last.end + 17),
      ) ||
      // "hearing aids (Phonak)", "pacemaker (Medtronic)": the maker named in brackets.
      (text.charCodeAt(t.start - 1) === 40 && text.charCodeAt(last.end) === 41) ||
      // "LifeVest ordered via ZOLL", "supplied through Hollister": a vendor's cue (not "at", "for": "for Stryker frame").
      /(?:^|[^\p{L}])(?:via|through)[ \t]$/u.test(text.slice(Math.max(0, t.start - 9), t.start)) ||
      // "Medtronic has identified a potential issue", "Stryker won the bed contract": the firm acts.
      (!capJoined(text, prev, t) && corporateAct(text, last.end))
      ? Take.Alone
      : Take.No;
  // "Payer: Humana Medicare Advantage", "Plan: Cigna  PBM: …": an organization's field says what the name is;
  // a weak word there only as the whole value ("Pharmacy: Boots", not "Plan: Target BP under 130").
  if (inOrgField(text, t.start) && (nameLike(e) || fieldEnds(text, last.end))) return Take.Alone;
  // Named and weak words stand alone: "Jane Harvard", "Target Organ Damage" are other phrases
  // ("Bridgewater's Parker Suknović": a possessive ends the phrase). "The Chase branch": an article opening a
  // sentence is no part of a phrase, but the name then opens the sentence (only a business word after it says firm).
  const the = capJoined(text, prev, t) && prev!.lc === 'the' && opensSentence(text, prev!);
  if (capJoined(text, prev, t) && !the) return Take.No;
  if (capJoined(text, last, next) && KNOWN_DESKS.has(next!.lc)) return Take.Alone;
  // A product after a named firm stays with it ("Google Docs", "Uber Eats"); a name after it makes a person
  // ("Harvard Smith"), unless it is a town that is no name, the firm's branch ("Clicks Rosebank").
  // ("at Mayo I'm taking Creon": a pronoun after it opens the next clause.)
  if (
    !possessive(last.lc) &&
    capJoined(text, last, next) &&
    !isStop(next!.lc) &&
    (!nameLike(e) || (isName(next!.lc) && !next!.upper)) &&
    townBranchEnd(text, toks, j) === j
  )
    return Take.No;
  // A capitalized word after a surname-like name that is no name makes it the firm's, a sentence's head too
  // ("Philips Respironics", "Humana Medicare Advantage").
  if (nameLike(e) && productAfter(text, toks, j)) return Take.Alone;
  // A town after it is its branch ("Clicks Rosebank", "NAMI Ohio"): the name is taken with it only.
  if (nameLike(e) && townBranchEnd(text, toks, j) > j) return Take.Branch;
  // "Site 14 (Erlanger, Chattanooga)": in brackets before a comma and a listed town, the firm and its town.
  if (text.charCodeAt(t.start - 1) === 40 && bracketTown(text, toks, j)) return Take.Alone;
  // "Aetna has reviewed the request", "Moody's affirmed the A3 rating": the firm's act makes it the firm, a sentence's
  // head too.
  // "Molina case manager Ruby Ostrowski": the payer's or the agency's case manager, a sentence's head too.
  if (!capJoined(text, prev, t) && CASE_MANAGER.test(text.slice(last.end, last.end + 20))) return Take.Alone;
  // "Ravi Menon (Rutgers)", "hearing aids (Phonak)": a name-like firm alone in brackets is an affiliation or a maker.
  if (nameLike(e) && text.charCodeAt(t.start - 1) === 40 && text.charCodeAt(last.end) === 41) return Take.Alone;
  // "advised by Jefferies", "audited by Moss Adams": what a firm does for another, said with "by".
  if (nameLike(e) && FIRM_BY.test(text.slice(Math.max(0, t.start - 24), t.start))) return Take.Alone;
  // "Sunrise of Bethesda", "transfer back to Sunrise of Belmont": a chain's site named by its town.
  if (!capJoined(text, prev, t) && ofTownEnd(text, toks, j) > j) return Take.Alone;
  // ("Target approved for BP": an English word there is the word; a firm named with a possessive is a firm: "Moody's".)
  if ((nameLike(e) || possessive(e.words[0]!)) && !capJoined(text, prev, t) && corporateAct(text, last.end))
    return Take.Alone;
  if (!capJoined(text, prev, t) && ITS_ACT.test(text.slice(last.end, last.end + 40))) return Take.Alone;
  // Opening a sentence, a surname or an English word is the subject as often as a firm ("Pearson said").
  if (opensSentence(text, t)) return Take.No;
  if (!the) {
    const before = prev !== undefined && !prev.cap && text.slice(prev.end, t.start) === ' ' ? prev.lc : '';
    // ("40 minutes from Gallup", "two miles from Target": a distance's end is a place.)
    if (
      before === 'from' &&
      isCity(e.words.join(' ')) &&
      DISTANCE_FROM.test(text.slice(Math.max(0, t.start - 32), t.start))
    )
      return Take.No;
    if (WEAK_CUES.has(before) || WEAK_CUE_TEXT.test(text.slice(Math.max(0, t.start - 20), t.start))) return Take.Alone;
    // "Nekolná and Pearson were engineers": in a list of capitalized words it may be one of several people.
    if (kind === Kind.Named)
      return !/[ \t](?:and|or|&)[ \t]+$/.test(text.slice(Math.max(0, t.start - 6), t.start)) &&
        !/^[ \t]+(?:and|or|&)[ \t]/.test(text.slice(last.end, last.end + 6))
        ? Take.Alone
        : Take.No;
    // "Target's stock", but not "Macy's mom": a name that is itself a possessive says nothing by it.
    const owned = possessive(last.lc) && !possessive(e.words[e.words.length - 1]!);
    if (owned && /^[ \t]\p{L}/u.test(text.slice(last.end, last.end + 2))) return Take.Alone;
  }
  const after = /^[ \t]([A-Za-z]{2,12})(?![A-Za-z])/.exec(text.slice(last.end, last.end + 14));
  return after !== null && BUSINESS_NOUNS.has(after[1]!.toLowerCase()) ? Take.Alone : Take.No;
}
