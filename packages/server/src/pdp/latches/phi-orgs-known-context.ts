/**
 * Where a well-known organization's name (phi-orgs-gazetteer.ts) stands, beyond the cue words the gazetteer
 * reads itself (ADR 0080): the value of a form field that holds an organization ("Payer: Humana Medicare
 * Advantage", "Plan: Cigna  PBM: …", "Group: Kroger Associates Plan"), the words that go on after it as the
 * firm's product, plan or unit ("Philips Respironics", "Humana Medicare Advantage"), and the town after it
 * that is its branch ("Chemist Warehouse Malvern", "Home Instead Lewes", "NAMI Ohio").
 */
import {
  COUNTRIES,
  CREDENTIALS,
  isCity,
  isEnglish,
  isName,
  isStop,
  MEDICAL,
  STREET_TYPES,
  TITLES,
  US_STATES,
} from './phi-lexicon.js';
import type { Tok } from './phi-tokens.js';

/**
 * Field labels whose value is an organization, the payer's and the supplier's fields of clinical and
 * administrative forms, besides the employer's and insurer's (phi-field-labels.ts takes those values whole;
 * here only a known name is read, and whatever follows it in the field is left to the other rules).
 */
const ORG_LABELS = `payer|payor|plan|health plan|insurance plan|group|group name|insurance|insurer|insurance company|
  coverage|carrier|primary insurance|secondary insurance|employer|company|funder|funding|sponsor|implant|implants|
  device|manufacturer|mfr|vendor|supplier|distributor|transport|ambulance|courier|tpa|hmo|pbm|ppo|mco|pharmacy|
  lab|laboratory|dme|network|administrator|claims administrator|plan administrator|clearinghouse|agency`
  .split('|')
  .map((l) => l.trim().replace(/ /g, '[ \\t]+'))
  .sort((a, b) => b.length - a.length)
  .join('|');
/**
 * The label opens its line or a sentence or follows a tab, "|", ";" or two spaces (a form's row of fields: "Member:
 * Tomasz Zielinski  Group: Kroger"), and ends with a colon or an opening parenthesis ("Insurance (Aetna)"); "primary"
 * or "secondary" may stand between ("Coverage: primary Anthem").
 */
const ORG_FIELD = new RegExp(
  `(?:^|[\\n\\t|;]|[ \\t]{2}|[.!?][ \\t])[ \\t]*(?:${ORG_LABELS})[ \\t]*(?::|\\()[ \\t]*(?:(?:primary|secondary)[ \\t]+)?$`,
  'iu',
);

/** Whether a name at `start` is the value of an organization's field. */
export function inOrgField(text: string, start: number): boolean {
  // The label's colon or parenthesis stands at most a word ("primary ") and a few spaces before the name.
  const c = text.slice(Math.max(0, start - 14), start);
  if (c.indexOf(':') < 0 && c.indexOf('(') < 0) return false;
  return ORG_FIELD.test(text.slice(Math.max(0, start - 48), start));
}

/** Whether the field's value ends right after the name (a line's end, a separator, two spaces, a comma). */
export function fieldEnds(text: string, end: number): boolean {
  return /^(?:[ \t]*(?:$|[\n\t|;,)(])|[ \t]{2})/.test(text.slice(end, end + 3));
}

/** Whether `b` follows `a` as the next capitalized word of one phrase (one space apart). */
export const capJoined = (text: string, a: Tok | undefined, b: Tok | undefined): boolean =>
  a !== undefined && b !== undefined && a.cap && b.cap && text.slice(a.end, b.start) === ' ';

/**
 * The last token of the town after a known name ending at token `j`, that is its branch ("Malvern" of
 * "Chemist Warehouse Malvern", "Abu Dhabi" of "Cleveland Clinic Abu Dhabi"), or `j` when none follows: one to
 * three capitalized words one space after it that the town list holds as one place (or a state or a country:
 * "NAMI Ohio"), ending the capitalized phrase (not "Kaiser Springfield Road": a street; a longer phrase is the
 * other rules' to read).
 */
export function branchEnd(text: string, toks: Tok[], j: number): number {
  const first = toks[j + 1];
  if (first === undefined || !capJoined(text, toks[j]!, first) || first.upper) return j;
  let best = j;
  let phrase = '';
  for (let k = j + 1; k < toks.length && k <= j + 3; k++) {
    const w = toks[k]!;
    if (k > j + 1 && !capJoined(text, toks[k - 1]!, w)) break;
    phrase = phrase === '' ? w.lc : `${phrase} ${w.lc}`;
    if (isCity(phrase) || COUNTRIES.has(phrase) || US_STATES.has(phrase)) best = k;
  }
  // A town of one English word is as often the word: "HRSA Section 330" (Section, Alabama) is no branch.
  if (best === j + 1 && isEnglish(first.lc)) return j;
  if (best === j) return j;
  let after = toks[best + 1];
  // "DaVita Jackson West", "Kaiser Permanente Oakland East": a compass word after the town names the branch too.
  if (after !== undefined && COMPASS_BRANCH.has(after.lc) && capJoined(text, toks[best]!, after)) {
    best++;
    after = toks[best + 1];
  }
  if (capJoined(text, toks[best]!, after) || MEDICAL.has(toks[best]!.lc)) return j;
  return best;
}
/** Words after a branch's town that tell its sites apart. */
const COMPASS_BRANCH = new Set(['north', 'south', 'east', 'west', 'central', 'downtown', 'midtown', 'uptown']);

/**
 * branchEnd, when the town cannot be a surname after a given name: several words ("Abu Dhabi"), a US state ("NAMI
 * Ohio") or a word no name list holds ("Clicks Rosebank"); "Humana Jones", "Abbott Marion" may be people. Enough
 * to take a one-word name that has no other sign of a firm.
 */
export function townBranchEnd(text: string, toks: Tok[], j: number): number {
  const b = branchEnd(text, toks, j);
  const w = toks[b]!.lc;
  return b > j + 1 || (b > j && (!isName(w) || US_STATES.has(w))) ? b : j;
}

/**
 * Whether the capitalized word after a one-word known name (token `j`) makes it the firm: its product, plan or
 * unit ("Philips Respironics", "Humana Medicare Advantage", "Baxter IV sets"), not a person's given name and
 * surname ("Harvard Smith"), a credential ("Baxter MD"), a street ("Baxter Street"), a title or a town the
 * name opens ("Hilton Head Island", "Baxter Springs").
 */
export function productAfter(text: string, toks: Tok[], j: number): boolean {
  const last = toks[j]!;
  const next = toks[j + 1];
  if (next === undefined || !capJoined(text, last, next)) return false;
  const lc = next.lc;
  if (isStop(lc) || TITLES.has(lc) || CREDENTIALS.has(lc) || STREET_TYPES.has(lc)) return false;
  const two = `${last.lc} ${lc}`;
  const third = toks[j + 2];
  if (isCity(two) || (capJoined(text, next, third) && isCity(`${two} ${third!.lc}`))) return false;
  // An acronym is the product's or the unit's ("Baxter IV sets", "Philips CPAP"), a name word a person's.
  return next.upper || !isName(lc);
}

/**
 * The last token of "of" and a listed town after a known name ending at token `j` ("Sunrise of Belmont", "Brookdale of
 * Hollywood Hills": a chain's site named after its town), or `j`. Not a town that is an English word ("of Hope").
 */
export function ofTownEnd(text: string, toks: Tok[], j: number): number {
  const of = toks[j + 1];
  if (of === undefined || of.lc !== 'of' || of.cap || text.slice(toks[j]!.end, of.start) !== ' ') return j;
  let best = j;
  let phrase = '';
  for (let k = j + 2; k < toks.length && k <= j + 4; k++) {
    const w = toks[k]!;
    if (!w.cap || text.slice(toks[k - 1]!.end, w.start) !== ' ') break;
    phrase = phrase === '' ? w.lc : `${phrase} ${w.lc}`;
    if (isCity(phrase) && (k > j + 2 || !isEnglish(phrase))) best = k;
  }
  // The town ends the capitals ("Sunrise of Belmont Avenue" is a street).
  return capJoined(text, toks[best], toks[best + 1]) ? j : best;
}
