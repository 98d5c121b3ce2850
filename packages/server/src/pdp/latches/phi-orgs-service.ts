/**
 * ORGANIZATION shapes of hand-written clinical and social text (ADR 0063): the organization slot
 * ("referred to", "from", "at", "To:"), letterheads, saints' names that stand for a hospital or a
 * church ("St. Luke's"), brand names written in camel case in a vendor slot ("from LanguageLine"),
 * and persons read from the words of such a name.
 */
import { PLACE_RANK } from './phi-cities.js';
import { CREDENTIALS, isCommon, isEnglish, isName, isStop, MEDICAL, STREET_TYPES, TITLES } from './phi-lexicon.js';
import { possessive } from './phi-name-words.js';
import { ORG_GENERIC } from './phi-org-words.js';
import { type Tok, work } from './phi-tokens.js';
import type { Hit } from './pii-context.js';

/** Words after which an organization's name stands: "referred to", "from", "at", "of", "attends". */
const SLOT_WORDS = new Set(
  'at from to of by via through with into attends attend attended attending joined'.split(' '),
);
/** Labels of a form or a fax cover whose value is an organization: "To: Coastal Carolina Neurology". */
const SLOT_LABELS = new Set(
  'to from cc referring facility location practice employer clinic provider vendor pcp'.split(' '),
);

const isAsciiLetter = (c: number) => (c | 32) >= 97 && (c | 32) <= 122;

/** The ASCII word (up to 12 letters) that ends at `end`, lower-cased, and where it starts. */
function wordEnding(text: string, end: number): [string, number] {
  let s = end;
  while (s > 0 && end - s < 12 && isAsciiLetter(text.charCodeAt(s - 1))) s--;
  if (s > 0 && isAsciiLetter(text.charCodeAt(s - 1))) return ['', s];
  return [text.slice(s, end).toLowerCase(), s];
}

/**
 * The slot word before the phrase that starts at toks[i] ("to", "at the", "From:"), or '' when none:
 * the word one space before it, passing over one "the".
 */
export function slotBefore(text: string, toks: Tok[], i: number): string {
  let pos = toks[i]!.start;
  for (let round = 0; round < 2; round++) {
    if (text.charCodeAt(pos - 1) !== 32) return '';
    const colon = text.charCodeAt(pos - 2) === 58;
    const [w, s] = wordEnding(text, pos - (colon ? 2 : 1));
    if (colon) return SLOT_LABELS.has(w) ? w : '';
    if (w === 'the' && round === 0) {
      pos = s;
      continue;
    }
    return SLOT_WORDS.has(w) ? w : '';
  }
  return '';
}

export const inSlot = (text: string, toks: Tok[], i: number) => slotBefore(text, toks, i) !== '';

/**
 * Whether toks[i..j] heads a letterhead: it opens its line and a street address (a house number and
 * a capitalized word) follows, on the same line after a separator ("Bright Smiles Family Dentistry ·
 * 88 Main Street") or on the next line.
 */
export function letterhead(text: string, toks: Tok[], i: number, j: number): boolean {
  let s = toks[i]!.start;
  while (s > 0 && (text.charCodeAt(s - 1) === 32 || text.charCodeAt(s - 1) === 9)) s--;
  if (s > 0 && text.charCodeAt(s - 1) !== 10) return false;
  let e = toks[j]!.end;
  const stop = Math.min(text.length, e + 6);
  while (e < stop && ' \t,·|–—-\n\r'.includes(text[e]!)) e++;
  return e !== toks[j]!.end && streetAt(text, e);
}

/** A unit before the street on a contact line: "Level 2, 150 Queen Street", "Suite 4B, 12 Oak St". */
const UNIT_FIRST = /(?:Level|Suite|Unit|Floor|Building|Bldg\.?) \w{1,4}, /y;

/**
 * Whether a street line follows `end` after a comma: "Summit Orthopedics, 17408 Chatsworth St",
 * "Mind Matters Counselling, Level 2, 150 Queen Street". A name so placed heads a contact line.
 */
export function streetAfter(text: string, end: number): boolean {
  if (text.charCodeAt(end) !== 44 || text.charCodeAt(end + 1) !== 32) return false;
  UNIT_FIRST.lastIndex = end + 2;
  return streetAt(text, UNIT_FIRST.test(text) ? UNIT_FIRST.lastIndex : end + 2);
}

/**
 * Whether a town ends the clause after `end` and a comma: "Rouses Pharmacy, Houma." (not "Fracture
 * Clinic, Leeds General Infirmary", where the town opens another name). Asked only of a name's last word.
 */
export function townAfter(text: string, end: number, out: readonly Hit[]): boolean {
  if (text.charCodeAt(end) !== 44 || text.charCodeAt(end + 1) !== 32) return false;
  const town = out.find((h) => h.start === end + 2 && (h.type === 'CITY' || h.type === 'COUNTY'));
  return town !== undefined && (town.end === text.length || '.,;)\n'.includes(text[town.end]!));
}

/**
 * Whether the phrase at toks[i] follows a doctor's name and a comma or a line break, as a practice does on
 * a referral, a copy line or an address block: "cc: Dr. Yusuf Adebisi, Plains Regional Nephrology".
 */
export function afterDoctor(text: string, toks: Tok[], i: number): boolean {
  if (i < 2) return false;
  const gap = text.slice(toks[i - 1]!.end, toks[i]!.start);
  // (Or on the next line of a letter's address block: "Dr S. Chaudhry\nGreen Lanes Surgery", or in brackets after the
  // credential: "Anjali Desrosiers, MD (Upstate Cardiology Group)".)
  if (gap === ' (') return CREDENTIALS.has(toks[i - 1]!.lc) && toks[i - 1]!.upper;
  if (gap !== ', ' && gap !== '\n') return false;
  // "Brent Kessler, DO, Camelback Family Medicine": a credential after a name and a comma says doctor as a title does.
  const cred = toks[i - 1]!;
  if (gap === ', ' && CREDENTIALS.has(cred.lc) && cred.upper && text.slice(toks[i - 2]!.end, cred.start) === ', ')
    return toks[i - 2]!.cap;
  for (let k = i - 1; k >= 0 && i - k <= 4; k--) {
    const t = toks[k]!;
    if (!t.cap) return false;
    if (t.lc === 'dr' || t.lc === 'dr.') return true;
    const g = k > 0 ? text.slice(toks[k - 1]!.end, t.start) : '';
    if (g !== ' ' && g !== '. ') return false;
  }
  return false;
}

/** Whether a street line starts at `e`: a house number, a capitalized word, and a street type on that line. */
function streetAt(text: string, e: number): boolean {
  // A house number and a capitalized street word: "88 Main", not "12 visits".
  const k = e;
  while (e < text.length && e - k < 6 && text.charCodeAt(e) >= 48 && text.charCodeAt(e) <= 57) e++;
  if (e === k || text.charCodeAt(e) !== 32 || !/\p{Lu}/u.test(text[e + 1] ?? '')) return false;
  // … and a street type on that line ("Main Street", "Elm St"), so "2 Sessions" is no address.
  const line = text.slice(e + 1, e + 41).split('\n', 1)[0]!;
  return line.split(/[^A-Za-z]+/).some((w) => STREET_TYPES.has(w.toLowerCase()));
}

/** A word in no English, common-word, stop or medical list: "Auxilio", "Bradesco", "Cuyahoga". */
export const foreignWord = (lc: string) => !isEnglish(lc) && !isCommon(lc) && !isStop(lc) && !MEDICAL.has(lc);

/** What follows a saint's possessive when it names no institution: "St. John's wort", "St. Patrick's Day". */
const SAINT_NOT = new Set(['wort', 'fire', 'dance', 'day', 'eve', 'disease']);

/**
 * "St. Luke's", "Saint Mary's Magic Valley": a saint's name in the possessive stands for a hospital,
 * a church or a school, with the capitalized words that follow it. A town so written keeps its
 * reading when a region follows it ("St. John's, Newfoundland"); elsewhere the town read from the
 * gazetteer gives way ("admitted to St. Mary's").
 */
export function findSaintOrgs(text: string, toks: Tok[], out: Hit[]): void {
  let towns: Map<number, Hit> | null = null;
  const drop = new Set<Hit>();
  for (let i = 0; i + 1 < toks.length; i++) {
    const t = toks[i]!;
    if (!t.cap || (t.lc !== 'st' && t.lc !== 'saint')) continue;
    const n = toks[i + 1]!;
    const g = text.slice(t.end, n.start);
    if (!n.cap || !possessive(n.lc) || (g !== '. ' && g !== ' ')) continue;
    work.steps++;
    let j = i + 1;
    while (j - i < 4) {
      const w = toks[j + 1];
      if (w === undefined || !w.cap || w.upper || text.slice(toks[j]!.end, w.start) !== ' ') break;
      if (MEDICAL.has(w.lc) || TITLES.has(w.lc) || ORG_GENERIC.has(w.lc) || isStop(w.lc)) break;
      j++;
    }
    const after = toks[j + 1];
    const next = j === i + 1 ? wordAfter(text, n.end) : '';
    if (SAINT_NOT.has(next) || (j > i + 1 && SAINT_NOT.has(toks[i + 2]!.lc))) continue;
    if (j === i + 1 && after !== undefined && SAINT_NOT.has(after.lc) && text.slice(n.end, after.start) === ' ')
      continue;
    const end = toks[j]!.end;
    towns ??= new Map(out.filter((h) => h.type === 'CITY').map((h) => [h.start, h]));
    const town = towns.get(t.start);
    if (town !== undefined && town.end <= end) {
      if (text.charCodeAt(end) === 44 && /^, \p{Lu}/u.test(text.slice(end, end + 3))) continue;
      drop.add(town);
    }
    out.push({ type: 'ORGANIZATION', start: t.start, end, rank: PLACE_RANK.org });
    i = j;
  }
  if (drop.size > 0) {
    let n = 0;
    for (const h of out) if (!drop.has(h)) out[n++] = h;
    out.length = n;
  }
}

/** The lower-case ASCII word one space after `pos` (up to 12 letters), or ''. */
function wordAfter(text: string, pos: number): string {
  if (text.charCodeAt(pos) !== 32) return '';
  let e = pos + 1;
  while (e < text.length && e - pos <= 12 && isAsciiLetter(text.charCodeAt(e))) e++;
  return text.slice(pos + 1, e).toLowerCase();
}

/** Whether an ASCII capital stands inside the token after its first three letters ("LanguageLine"): a char loop, no slice. */
function innerCapital(text: string, t: Tok): boolean {
  for (let k = t.start + 3; k < t.end; k++) {
    const c = text.charCodeAt(k);
    if (c >= 65 && c <= 90) return true;
  }
  return false;
}

/** Camel case: "LanguageLine", "MedSupplyCo", "BluePearl", "CyraCom". */
const CAMEL = /^\p{Lu}\p{Ll}{2,}(?:\p{Lu}\p{Ll}+)+$/u;
/** Name prefixes written in camel case: "McDonald", "MacArthur", "DeShawn", "VanDyke". */
const CAMEL_NAME = /^(?:mac|van|von|del|della|des|den|der|ter|dela|les|san)(?=\p{Ll}*$)/u;
/** Drugs, devices and apps written in camel case that no medical list holds. */
const CAMEL_PRODUCTS = new Set(
  `proair mychart flexpen kwikpen duoneb miralax golytely nuvaring oxycontin glucagen onetouch freestyle carelink
  lifevest watchman mitraclip pillcam thinprep surepath genexpert fibroscan interstim powerpicc pleurx accuchek
  omnipod novofine bidil tricor androgel relion moviprep suprep plenvu clenpiq epiclick redipen solostar
  youtube facebook whatsapp facetime powerpoint iphone`.split(/\s+/),
);
/** Verbs of a change of drug before "to" and "from": "switched from ProAir to Ventolin". */
const CHANGE_VERBS = new Set(
  'switched changed transitioned converted titrated increased decreased reduced started restarted stopped weaned'.split(
    ' ',
  ),
);

/**
 * A brand written in camel case in a vendor slot: "billed for 40 units from MedSupplyCo", "referred to
 * BluePearl", "an interpreter from LanguageLine", "via MedTrans". Not after "of" or "with" (doses and
 * drugs: "2 puffs of ProAir"), nor after a change of drug ("switched to ProAir").
 */
export function findCamelOrgs(text: string, toks: Tok[], out: Hit[]): void {
  for (let i = 1; i < toks.length; i++) {
    const t = toks[i]!;
    if (!t.cap || t.upper || t.end - t.start < 6 || text.charCodeAt(t.start - 1) !== 32 || !innerCapital(text, t))
      continue;
    const raw = text.slice(t.start, t.end);
    if (!CAMEL.test(raw) || CAMEL_NAME.test(t.lc) || MEDICAL.has(t.lc) || CAMEL_PRODUCTS.has(t.lc) || isName(t.lc))
      continue;
    work.steps++;
    const slot = slotBefore(text, toks, i);
    if (slot === '' || slot === 'of' || slot === 'with') continue;
    if (slot === 'to' || slot === 'from') {
      const [verb] = wordEnding(text, t.start - slot.length - 2);
      if (CHANGE_VERBS.has(verb)) continue;
    }
    out.push({ type: 'ORGANIZATION', start: t.start, end: t.end, rank: PLACE_RANK.org });
  }
}

/**
 * A person read from the very words that an organization's shape (a tail, a head, a saint, a brand)
 * or the list of well-known organizations makes a name gives way ("audit by Deloitte"): "held by Liverpool City Council", where "by" also cues a person, is one
 * organization, not a person and an organization of equal rank. A person that starts inside such a
 * name and goes on after it keeps only what follows when that is two words or more ("Bristol County
 * Superior Court Judge Susan Garsh": the judge stays a person). `out[from…]` are the shaped names, in order of their start.
 */
export function retypeShaped(text: string, out: Hit[], from: number): void {
  if (out.length === from) return;
  const shaped = out.slice(from).sort((a, b) => a.start - b.start);
  const keys = new Set(shaped.map((h) => `${h.start}:${h.end}`));
  let n = 0;
  for (let k = 0; k < out.length; k++) {
    const h = out[k]!;
    if (k < from && h.type === 'PERSON') {
      if (keys.has(`${h.start}:${h.end}`)) continue;
      const org = covering(shaped, h.start);
      // (One that starts with the name and goes on is left to the overlap rules: "GSK:patel", initials.)
      if (org !== undefined && h.start > org.start && h.end > org.end) {
        let s = org.end;
        while (s < h.end && (text.charCodeAt(s) === 32 || text.charCodeAt(s) === 9)) s++;
        // One word left over is no person by itself ("Kaiser Permanente Roseville": a town).
        if (text.slice(s, h.end).includes(' ')) out[n++] = { ...h, start: s };
        continue;
      }
    }
    out[n++] = h;
  }
  out.length = n;
}

/** The last of `orgs` (sorted by start) that starts at or before `pos` and ends after it. */
function covering(orgs: Hit[], pos: number): Hit | undefined {
  let lo = 0;
  let hi = orgs.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (orgs[mid]!.start <= pos) lo = mid + 1;
    else hi = mid;
  }
  const h = orgs[lo - 1];
  return h !== undefined && h.end > pos ? h : undefined;
}
