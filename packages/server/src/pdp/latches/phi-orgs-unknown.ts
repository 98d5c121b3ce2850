/**
 * ORGANIZATION from a capitalized word that no list knows, in a slot where an organization stands
 * (ADR 0055): "Anna is from Plotwatt", "a year at Locavore", "looking to support Nautilytics", and after the verbs
 * of a service ("Rx sent to Medlink", "transported by Veloxa", "covered through Aldena").
 * The word must be in no English, common-word, name, town or medical list, not in capitals (an
 * acronym is as often clinical: "from OSH"), open its phrase of at most three capitalized words, and be
 * left over by every other recognizer: a town, a person or a street found there keeps the words.
 * "for" and "with" are not such slots: "prior auth for Entresto", "seen with Okonkwo".
 */
import { PLACE_RANK } from './phi-cities.js';
import {
  COUNTRIES,
  EPONYM_HEAD,
  isCity,
  isCommon,
  isEnglish,
  isName,
  isStop,
  MEDICAL,
  TITLES,
  US_STATES,
} from './phi-lexicon.js';
import { TOWN_HEADS } from './phi-medical-eponyms.js';
import { DRUG } from './phi-name-words.js';
import { addressBelow } from './phi-orgs-firms.js';
import { isRegionName } from './phi-regions.js';
import { type Tok, work } from './phi-tokens.js';
import type { Hit } from './pii-context.js';

/** The slot, as it ends right before the word: "at", "is from", "support". */
const SLOT =
  /(?:^|[^\p{L}])(?:at|(?:is|are|was|were|am|['’]s|’m|'m)[ \t]+from|support(?:s|ed|ing)?|(?:sent|faxed|e-?mailed|mailed|delivered|supplied|provided|covered|insured|billed|transported|dispensed|shipped|forwarded|routed)[ \t]+(?:to|by|through|via))[ \t]+$/iu;
/** The slot words themselves: the word right before is read first, the regex only after one of these. */
const SLOT_WORDS = new Set([
  'at',
  'from',
  'support',
  'supports',
  'supported',
  'supporting',
  'to',
  'by',
  'through',
  'via',
]);

/** The last letters of the slot words, as character codes. */
const SLOT_ENDS = new Set([...SLOT_WORDS].map((w) => w.charCodeAt(w.length - 1)));

/** The lower-case ASCII word that ends one space before `pos` (at most 10 letters), or ''. */
function wordBefore(text: string, pos: number): string {
  let s = pos - 1;
  while (s > 0 && pos - 1 - s < 11) {
    const c = text.charCodeAt(s - 1) | 32;
    if (c < 97 || c > 122) break;
    s--;
  }
  return text.slice(s, pos - 1).toLowerCase();
}

function unknown(lc: string): boolean {
  return (
    !isEnglish(lc) &&
    !isCommon(lc) &&
    !isStop(lc) &&
    !isName(lc) &&
    !isCity(lc) &&
    !MEDICAL.has(lc) &&
    !COUNTRIES.has(lc) &&
    !US_STATES.has(lc)
  );
}

/**
 * A coined company name made of two English words of three letters or more ("Plotwatt", "Cloudmade",
 * "Hellowallet"): no town or person list holds it, and towns so made are in the town list.
 */
export function compound(lc: string): boolean {
  if (lc.length < 7 || lc.length > 20) return false;
  for (let k = 3; k <= lc.length - 3; k++) if (isEnglish(lc.slice(0, k)) && isEnglish(lc.slice(k))) return true;
  return false;
}

/** First parts that derive a word rather than coin a name ("Anticoagulation", "Overdose", "Backorder"). */
const PREFIX_PARTS = new Set(
  'anti auto back counter cross down extra fore hyper hypo inter intra macro micro mini multi neuro non out over poly post pre pseudo retro self semi sub super trans ultra under'.split(
    ' ',
  ),
);
/** Last parts that make a word of its kind, not a name ("Mondays", "Audiogram", "Hospitalist"). */
const SUFFIX_PARTS = new Set(
  'day days gram grams graph graphs scope ist ists ness less ment ments ship hood ward wards like able lander landers'.split(
    ' ',
  ),
);

/** Endings of medical words the lists may lack ("Echocardiogram", "Pancolitis", "Bronchoscopy"). */
const MEDICAL_ENDING =
  /(?:gram|graphy|scopy|itis|ectomy|ostomy|otomy|plasty|emia|aemia|osis|pathy|logist|logy|ology|ist|ists|ism|algia|cele|cyte|cytes|uria)$/;

/** Endings of a specialty or a service's name that MEDICAL_ENDING lacks ("Psychiatry", "Neurosurgery"). */
const SPECIALTY_ENDING = /(?:ologie|iatry|iatrics|surgery|therapy)$/;

/** A coined name by a split into two English words that is no prefix-derived or suffix-made word. */
function coinedName(lc: string): boolean {
  if (lc.length < 7 || lc.length > 20 || !/^[a-z]+$/.test(lc) || MEDICAL_ENDING.test(lc) || isRegionName(lc))
    return false;
  for (let k = 3; k <= lc.length - 3; k++) {
    const a = lc.slice(0, k);
    const b = lc.slice(k);
    // A part of three letters stands beside one of five or more ("Netcare" is no name by this rule, "Hobbits" neither).
    if ((k === 3 || lc.length - k === 3) && lc.length < 8) continue;
    if (PREFIX_PARTS.has(a) || SUFFIX_PARTS.has(b) || (a.length <= 4 && isStop(a)) || (b.length <= 4 && isStop(b)))
      continue;
    // A gerund makes an activity of the compound ("Handwashing", "Bottlefeeding", "Toothbrushing").
    if (b.endsWith('ing') && b.length > 5) continue;
    if (isEnglish(a) && isEnglish(b)) return true;
  }
  return false;
}

const INNER_LOWER = /^[a-z]+$/;
/** Verbs after a sentence's first word that make it a firm: "Caseadaptation invested", "Plotwatt announced". */
const FIRM_VERB =
  /^[ \t]+(?:invest(?:s|ed)|announc(?:es|ed)|acquir(?:es|ed)|hir(?:es|ed)|launch(?:es|ed)|rais(?:es|ed)|report(?:s|ed)|employ(?:s|ed)|partner(?:s|ed)|(?:is|was)[ \t]+(?:a|an|the)[ \t]+(?:company|firm|startup|agency|provider|supplier|vendor|brand))\b/;
/** Words before a drug name ("Continue Sinemet", "trial of Contrave"), and a dose after it ("Sinemet 25/100"). */
const DRUG_BEFORE =
  /(?:^|[^\p{L}])(?:continue[sd]?|start(?:ed)?|stop(?:ped)?|on|taking|takes|trials?[ \t]+of|prescribed|restart(?:ed)?|increase|decrease|switch(?:ed)?[ \t]+to|held|dose[ \t]+of)[ \t]+$/iu;
const DOSE_AFTER = /^[ \t]*(?:\(?\d|xr\b|er\b|sr\b|cr\b|la\b|xl\b|mg\b|tabs?\b)/iu;

/**
 * A coined company name standing anywhere ("During 1971, Caseadaptation invested", "her Fuelnewsstand
 * resignation letter", "Pinstripebehest" on a signature line): a capitalized word in no list that is two
 * English words run together (ADR 0077). Measured on the hand-written sets, such words are organizations,
 * districts and streets (which other rules type) far more often than anything else; what else they were
 * (drug brands, derived words, a heading) is kept out by the drug list, the prefix and suffix parts, a
 * drug cue or dose around it, and a line that the word opens and a colon or the line's end closes.
 */
const WORD_AFTER = /^[ \t]+(\p{L}+)/u;
/** The lower-case word right before an opening bracket that ends `before`. */
const DRUG_BRACKET = /(\p{Ll}{4,})[ \t]*\($/u;

export function findCoinedOrgs(text: string, toks: Tok[], out: Hit[]): void {
  const found: Hit[] = [];
  const covered = coverage(out);
  for (let i = 0; i < toks.length; i++) {
    const t = toks[i]!;
    if (!t.cap || t.upper || t.end - t.start < 7 || t.end - t.start > 20) continue;
    work.steps++;
    // Written with inner capitals it is a product ("DreamStation", "MedicAlert"); camel-case firms have their own rule.
    if (!unknown(t.lc) || !INNER_LOWER.test(text.slice(t.start + 1, t.end)) || !coinedName(t.lc)) continue;
    const after = text.slice(t.end, t.end + 8);
    const before = text.slice(Math.max(0, t.start - 16), t.start);
    // A heading or label: the word opens its line and a colon, a dash or the line's end follows ("Audiogram:",
    // "Ontslagbrief – Amsterdam UMC").
    const lineStart = t.start === 0 || /\n[ \t>*#-]*$/.test(before);
    if (lineStart && /^[ \t]*(?::|[–—-]|\r?\n|$)/.test(after)) {
      // Unless it is a letterhead: the line over an address ("Oilhandful\n\n9092 Avda. Generalísimo 6").
      const le = text.indexOf('\n', t.end);
      if (le < 0 || !/^[ \t]*\r?\n/.test(after) || !addressBelow(text, le)) continue;
    } else if (/[–—][ \t]*$/.test(before) && /^[ \t]*(?:\(|\r?\n|$)/.test(after)) {
      // A document's kind after its sender's name and a dash ends the line: "Erasmus MC – Ontslagbrief".
      continue;
    } else if (lineStart || /[.!?:;][ \t]*$/.test(before)) {
      // Opening a sentence, a compound of the language is capitalized for that reason alone ("Handwashing
      // reinforced.", "Heartattack in 2015"): only a firm's verb after it makes it a name ("Caseadaptation invested").
      if (!FIRM_VERB.test(after)) continue;
    }
    // In a Title Case phrase it is one word of a heading or a product ("Handwashing Techniques", "Heartmate LVAD").
    const next = toks[i + 1];
    const prev = toks[i - 1];
    if (next?.cap && /^[ \t]$/.test(text.slice(t.end, next.start))) continue;
    if (prev?.cap && !isStop(prev.lc) && /^[ \t]$/.test(text.slice(prev.end, t.start))) continue;
    // After a house number it is a street ("12 Kingsway"); after "a" or "an" a thing ("a Stairlift", "a Videocall").
    if (/\d[ \t]*$/.test(before) || /(?:^|[^\p{L}])(?:an?|any|some|each|every)[ \t]+$/iu.test(before)) continue;
    if (DOSE_AFTER.test(after) || DRUG_BEFORE.test(before)) continue;
    // "emicizumab (Hemlibra)": a brand in brackets after its drug's name.
    const drug = DRUG_BRACKET.exec(before)?.[1];
    if (drug !== undefined && DRUG.test(drug)) continue;
    // "with Cotswolds modification", "the Lugano criteria": before an eponym's head it names the thing.
    const head = WORD_AFTER.exec(text.slice(t.end, t.end + 24))?.[1]?.toLowerCase();
    if (head !== undefined && (EPONYM_HEAD.has(head) || TOWN_HEADS.has(head))) continue;
    if (covered(t.start, t.end, false)) continue;
    found.push({ type: 'ORGANIZATION', start: t.start, end: t.end, rank: PLACE_RANK.bare });
  }
  out.push(...found);
}

/**
 * Which hits of `out` overlap [s, e): the hits sorted by start once per call of a recognizer, with the
 * greatest end so far, so each question is a binary search (a scan of `out` per candidate was quadratic
 * on long texts with many names and numbers). A town read from the slot alone (rank below the address
 * rules') does not count when the word is a coined compound: "Anna is from Cloudmade" is a firm.
 */
interface Cover {
  starts: number[];
  maxEnd: number[];
}
function coverOf(hits: readonly Hit[]): Cover {
  const sorted = [...hits].sort((a, b) => a.start - b.start);
  const starts = sorted.map((h) => h.start);
  const maxEnd: number[] = [];
  let most = -1;
  for (const h of sorted) {
    most = Math.max(most, h.end);
    maxEnd.push(most);
  }
  return { starts, maxEnd };
}
function overlaps(c: Cover, s: number, e: number): boolean {
  // The last hit that starts before `e`; some hit up to it ends after `s` when their greatest end does.
  let lo = 0;
  let hi = c.starts.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (c.starts[mid]! < e) lo = mid + 1;
    else hi = mid;
  }
  return lo > 0 && c.maxEnd[lo - 1]! > s;
}
/** Both indexes of `out`, built when first asked: all hits, and all but the towns read from a slot alone. */
function coverage(out: readonly Hit[]) {
  let all: Cover | null = null;
  let firm: Cover | null = null;
  return (s: number, e: number, coined: boolean) => {
    if (!coined) {
      all ??= coverOf(out);
      return overlaps(all, s, e);
    }
    firm ??= coverOf(out.filter((h) => !(h.type === 'CITY' && h.rank < PLACE_RANK.address)));
    return overlaps(firm, s, e);
  };
}

export function findUnknownOrgs(text: string, toks: Tok[], out: Hit[]): void {
  const found: Hit[] = [];
  const covered = coverage(out);
  for (let i = 1; i < toks.length; i++) {
    const t = toks[i]!;
    if (!t.cap || t.upper || t.end - t.start < 4 || text.charCodeAt(t.start - 1) !== 32) continue;
    // The slot word one space before, by its last letter (t, m, s, d, g, o, y, h or a) and then in full: other words
    // are passed over.
    const e = text.charCodeAt(t.start - 2) | 32;
    if (!SLOT_ENDS.has(e)) continue;
    if (!SLOT_WORDS.has(wordBefore(text, t.start))) continue;
    const prev = toks[i - 1]!;
    if (prev.cap && text.slice(prev.end, t.start) === ' ') continue;
    work.steps++;
    if (!SLOT.test(text.slice(Math.max(0, t.start - 28), t.start))) continue;
    // The name: this word and up to two capitalized words joined to it ("at Solvay Ridge"), one of them in no list.
    let j = i;
    while (j - i < 2 && toks[j + 1]?.cap && text.slice(toks[j]!.end, toks[j + 1]!.start) === ' ') j++;
    if (toks[j + 1]?.cap && text.slice(toks[j]!.end, toks[j + 1]!.start) === ' ') continue;
    const last = toks[j]!;
    const lcs = toks.slice(i, j + 1).map((w) => w.lc.replace(/['’]s$/, ''));
    // ("sent to Cytopathology", "faxed to Urogynecology clinic": a specialty the lists lack, by its ending.)
    if (
      lcs.some(
        (w) => w.includes('-') || MEDICAL.has(w) || TITLES.has(w) || MEDICAL_ENDING.test(w) || SPECIALTY_ENDING.test(w),
      )
    )
      continue;
    if (!lcs.some(unknown)) continue;
    const end = last.end - (last.lc.length - lcs[lcs.length - 1]!.length);
    const coined = lcs.length === 1 && compound(lcs[0]!);
    if (covered(t.start, end, coined)) continue;
    // A coined name outranks the town read there; other words in no list yield to what else is found.
    found.push({ type: 'ORGANIZATION', start: t.start, end, rank: coined ? PLACE_RANK.org : PLACE_RANK.bare });
  }
  out.push(...found);
}

/** Up to three lower-case words and a legal form: "stillwater supercomputing inc." in a text typed in lower case. */
const LOWER_LEGAL =
  /(?<![\p{L}\p{M}\d'’-])((?:[\p{Ll}\d][\p{L}\p{M}\d'’&-]*[ \t]+){1,3}?)(?:inc|llc|ltd|corp|plc|gmbh)(?:\.(?=[ \t]|$)|(?![\p{L}\p{M}\d.]))/gu;

/**
 * In a text without any capital (chat typed in lower case) the capitalized-word rules see no name:
 * a phrase ending in a legal form is still one, from the last function word on ("is from", "at the").
 */
export function findLowerLegal(text: string, out: Hit[]): void {
  if (/\p{Lu}/u.test(text)) return;
  LOWER_LEGAL.lastIndex = 0;
  for (let m = LOWER_LEGAL.exec(text); m !== null; m = LOWER_LEGAL.exec(text)) {
    work.steps++;
    // The name is the words after the last function word: "is from | stillwater supercomputing inc.";
    // "incorporated as an | llc" has none, so it is no name.
    const words = m[1]!.split(/[ \t]+/).filter(Boolean);
    let k = words.length;
    while (k > 0 && !isStop(words[k - 1]!)) k--;
    if (k === words.length) continue;
    // "a new llc", "my own llc": one English word is a description; two words or a coined one are a name.
    const name = words.slice(k);
    if (name.length === 1 && name[0]!.split('-').every((w) => isEnglish(w) || isStop(w))) continue;
    const start = m.index + m[0].indexOf(words[k]!, words.slice(0, k).join(' ').length);
    out.push({ type: 'ORGANIZATION', start, end: m.index + m[0].length, rank: PLACE_RANK.org });
  }
}
