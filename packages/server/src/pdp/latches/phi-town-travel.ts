/**
 * The travel and living words of the town slots (ADR 0056, phi-town-slots.ts), and the towns written in
 * lower case after one of them and a preposition ("lives alone in west lafayette", "driving from moline").
 */
import { big, listed, region } from './phi-big-cities.js';
import { type Cues, SITE_OR_SIGNED_CUES } from './phi-cues.js';
import { isCommon, isEnglish, isName, isStop } from './phi-lexicon.js';
import { codeOf, K } from './phi-name-words.js';
import type { Tok } from './phi-tokens.js';
import { CLINICAL_ENDING, MONTHS_DAYS } from './phi-unlisted-places.js';
import type { Hit } from './pii-context.js';

const RANK = 5;
const lc = (s: string) => s.toLowerCase();

/**
 * Travel and living words that make "to X" or "at X" a place ("fly to Porto"; "said Gladys to
 * Logan" is not). Not phi-cities.ts's PLACE_VERBS whole: "am" and "I'm" there cue "I'm in X", not "to X".
 */
const TRAVEL = new Set(
  'fly flies flying flew flown flight flights trip trips travel travels traveled travelled traveling travelling go goes going went gone back return returned returning head headed heading drive drives drove driving visit visits visiting visited move moves moved moving relocated relocating vacation holiday wedding funeral transferred transported airlifted emigrated immigrated commutes lives living lived resides residing born grew stay stays stayed staying called calling'.split(
    ' ',
  ),
);

/** Whether a travel or living word stands among the seven words before `at`. */
export function travelBefore(text: string, at: number): boolean {
  return lc(text.slice(Math.max(0, at - 48), at))
    .split(/[^\p{L}'’]+/u)
    .slice(-7)
    .some((w) => TRAVEL.has(w));
}

/** The lower-case first words of towns' names that say "a town follows" ("el dorado", "san jose", "fort wayne"). */
const LOWER_HEADS = new Set('el la los las san santa port fort mount lake saint sao são new'.split(' '));
/** Settlement words that open a town's name of two words ("north maddison", "fort jaeden", "lake waylon"). */
const SETTLED = new Set('north south east west new port fort lake mount'.split(' '));
/** Words after a compass word that name a part of something, not a town ("the east side", "north wing"). */
const PARTS = new Set('side sides end coast wing campus part area bank shore entrance building tower gate'.split(' '));
/** A travel word one or two words before the preposition at `at` ("driving from", "went home to"). */
function travelRightBefore(text: string, at: number): boolean {
  const ws = lc(text.slice(Math.max(0, at - 28), at)).split(/[^\p{L}'’]+/u);
  if (ws[ws.length - 1] === '') ws.pop();
  const a = ws[ws.length - 1];
  const b = ws[ws.length - 2];
  return (a !== undefined && TRAVEL.has(a)) || (b !== undefined && TRAVEL.has(b) && (a === 'home' || a === 'back'));
}
/** "lives alone in west lafayette", "got back to rotorua", "moved from köln": lower-case words after in/from/near/to. */
const LOWER = /[ \t]+(\p{Ll}[\p{Ll}\p{M}'-]{1,25}(?:[ \t]+\p{Ll}[\p{Ll}\p{M}'-]{1,25}){0,2})/uy;
/**
 * A site of an organization right before "in" or "near" ("the one in ypsi", "that lab in ikeja", "bounce physio
 * in fitzroy", "at home in toa payoh"): what follows is where the site is. `orgBefore` says whether an
 * organization found ends there ("boots in headingley", "mercury drug in cubao").
 */
const SITE_BEFORE =
  /(?:^|[^\p{L}])(?:one|lab|labs|pharmacy|chemist|clinic|hospital|office|branch|store|shop|gp|surgery|physio|dentist|rehab|snf|centre|center|depot|practice|home|location|site|campus|plant|warehouse)[ \t]+$/u;
/** Endings of generic drugs that no list holds ("back to tramadol"): no town's. */
const DRUG_ENDING =
  /(?:dol|sartan|floxacin|cycline|parin|formin|gliptin|gliflozin|tide|vir|fil|zepam|oxone|codone|morphone|mab|nib)$/;
/** A word in no list at all: a suburb's or a town's own name in chat ("ikeja", "wythenshawe"), not a drug's. */
const unlistedWord = (w: string) =>
  w.length >= 3 &&
  codeOf(w) >> 2 === K.Unknown &&
  !CLINICAL_ENDING.test(w) &&
  !DRUG_ENDING.test(w) &&
  !MONTHS_DAYS.has(w);
/**
 * One word after a site and "in": in no list at all, or a name that is no English word ("bounce physio in fitzroy";
 * a person is rarely "in" anyone), not before a possessive.
 */
const sitePlace = (text: string, at: number, w: string) =>
  (unlistedWord(w) || (!isEnglish(w) && !isCommon(w) && isName(w))) &&
  !/['’]/.test(w) &&
  !/^['’]s/.test(text.slice(at + w.length));
/** "heading back to", "went home to": a travel word and "back" or "home" right before "to". */
function homeBefore(text: string, at: number): boolean {
  const ws = lc(text.slice(Math.max(0, at - 28), at)).split(/[^\p{L}'’]+/u);
  if (ws[ws.length - 1] === '') ws.pop();
  const a = ws[ws.length - 1];
  const b = ws[ws.length - 2];
  return (a === 'back' || a === 'home') && b !== undefined && TRAVEL.has(b);
}

/** A listed town in lower case with a word in no English list, after a travel or living word ("in general", "to john" are not places). */
/** Where the organizations found so far end (phi-town-slots.ts): read once, when a lower-case preposition first asks. */
export interface OrgEnds {
  out: Hit[];
  ends: Set<number> | null;
}

function orgBefore(orgs: OrgEnds, at: number): boolean {
  orgs.ends ??= new Set(orgs.out.filter((h) => h.type === 'ORGANIZATION').map((h) => h.end));
  return orgs.ends.has(at);
}

/** A CITY of the first `n` words of `ws`, which start at `at`. */
function pushTown(out: Hit[], at: number, ws: string[], n: number): void {
  out.push({ type: 'CITY', start: at, end: at + ws.slice(0, n).join(' ').length, rank: RANK });
}

export function lowerCaseAt(text: string, t: Tok, out: Hit[], orgs?: OrgEnds): void {
  LOWER.lastIndex = t.end;
  const m = LOWER.exec(text);
  if (m === null) return;
  const phrase = m[1]!;
  const ws = phrase.split(/[ \t]+/);
  // "from ob to l&d": two letters are a unit or a service.
  if (ws.length === 1 && phrase.length < 3) return;
  const at = t.end + m[0].length - phrase.length;
  // "to the village", "in a new town": a town's name opens with no function word.
  if (isStop(ws[0]!) && !LOWER_HEADS.has(ws[0]!)) return;
  // Read once, only when a phrase gets that far.
  let travel: boolean | undefined;
  let site: boolean | undefined;
  for (let n = ws.length; n >= 1; n--) {
    const p = ws.slice(0, n).join(' ');
    // "in el dorado", "from san antonio": a listed town opened by a place head needs no travel word.
    if (n > 1 && LOWER_HEADS.has(ws[0]!) && !region(p) && listed(p)) {
      pushTown(out, at, ws, n);
      return;
    }
    // "went home to fall river", "driving from moline": right after a travel word, a listed town of
    // several words, or a listed word no ordinary text uses (a surname too).
    travel ??= travelRightBefore(text, t.start);
    // "returned to north maddison", "moved to fort jaeden": right after a travel word, a settlement word and a
    // word in no English list make a town whatever lists hold it (nobody is called "North" or "Fort").
    if (n === 2 && travel && SETTLED.has(ws[0]!) && !PARTS.has(ws[1]!) && !isEnglish(ws[1]!) && !isCommon(ws[1]!)) {
      pushTown(out, at, ws, n);
      return;
    }
    // "from recife said", "moved from köln", "in malmö": a large city that is no English word, after in, from or near.
    if (
      big(p) &&
      !region(p) &&
      ws.slice(0, n).every((w) => !isEnglish(w) && !isCommon(w)) &&
      (t.lc !== 'to' || travel || travelBefore(text, t.start))
    ) {
      pushTown(out, at, ws, n);
      return;
    }
    // "the one in ypsi", "boots in headingley", "encompass rehab in round rock": after a site or an organization,
    // a listed town, or words in no list at all (a suburb no gazetteer holds).
    if (t.lc === 'in' || t.lc === 'near') {
      site ??=
        SITE_BEFORE.test(text.slice(Math.max(0, t.start - 16), t.start)) ||
        (orgs !== undefined && orgBefore(orgs, t.start - 1));
      if (
        site &&
        p.length >= 4 &&
        !region(p) &&
        (listed(p) ? n > 1 || !isEnglish(p) : n === 1 && sitePlace(text, at, p))
      ) {
        pushTown(out, at, ws, n);
        return;
      }
    }
    // "heading back to wythenshawe": a travel word and "back" or "home", then a word in no list.
    if (n === 1 && t.lc === 'to' && p.length >= 5 && unlistedWord(p) && homeBefore(text, t.start)) {
      pushTown(out, at, ws, 1);
      return;
    }
    const near = (n > 1 || !isCommon(p)) && travel;
    if (!near && !ws.slice(0, n).some((w) => !isEnglish(w) && !isCommon(w))) continue;
    // A name after "to" is someone visited ("went to kevin"); after "from" or "in" it is where.
    const surnameTown = near && t.lc !== 'to' && p.length >= 5 && !isCommon(p);
    // "my gp in rathmines", "the kroger on hamilton ave in cincinnati": after "in" a listed town whose every word is
    // in no English list is where, with no travel word (a person is rarely "in" anything; "in jackson" is the town).
    const plain = t.lc === 'in' && ws.slice(0, n).every((w) => !isEnglish(w) && !isCommon(w));
    if (region(p) || !listed(p) || (n === 1 && isName(p) && !surnameTown && !(plain && p.length >= 7))) continue;
    if (near || plain || travelBefore(text, t.start)) pushTown(out, at, ws, n);
    return;
  }
}

/** "at the fontana one", "the Westerville location", "the sneinton depot": a town naming one site of a chain. */
const SITE_TOWN =
  /the[ \t]+(\p{L}[\p{L}'’-]{2,24}(?:[ \t]+\p{L}[\p{L}'’-]{2,24})?)[ \t]+(?:one|location|branch|office|site|store|campus|depot|warehouse)(?![\p{L}])/iuy;

/**
 * Towns before a site noun: listed, and no word of them English, common or a region ("the main office", "the new
 * one"). Tried only at the tokenizer's "the" (its joiner words are tokens), not by a scan of the text.
 */
export function findSiteTowns(text: string, toks: readonly Tok[], out: Hit[], cues?: Cues): void {
  // No site noun among the text's words (phi-cues.ts): nothing to try at its "the"s. A word outside ASCII may hide
  // one from the cue table ("ſite" is "site" to the /iu regex).
  if (cues !== undefined && (cues.seen & SITE_OR_SIGNED_CUES) === 0 && !cues.other) return;
  for (const t of toks) {
    if (t.lc !== 'the') continue;
    SITE_TOWN.lastIndex = t.start;
    const m = SITE_TOWN.exec(text);
    if (m === null) continue;
    const p = m[1]!;
    const l = lc(p);
    // ("the nurse's office", "the principal's office": a possessive of an English word is whose office, not where.)
    const ws = l.split(/[ \t]+/).map((w) => w.replace(/['’]s$/, ''));
    if (region(l) || ws.some((w) => isEnglish(w) || isCommon(w) || MONTHS_DAYS.has(w))) continue;
    // "the sneinton depot": in chat a suburb no list holds names a site too, not "one" ("the apixaban one"); capitalized,
    // such a word is as often the brand's ("the Medela depot", "the TRIUMPH-HF site").
    if (!listed(l) && !(ws.length === 1 && p === l && unlistedWord(l) && !/[ \t]one$/i.test(m[0]))) continue;
    const start = m.index + m[0].indexOf(p, 3);
    out.push({ type: 'CITY', start, end: start + p.length, rank: RANK });
  }
}
