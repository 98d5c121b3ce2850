/**
 * Second look at the PERSON and CITY findings that no title or cue backs (ADR 0054), for the shapes
 * of clinical writing where a capital says nothing about a name:
 * - Title Case lines ("Cleanse With Normal Saline, Change Every Three Days"): there a word that is
 *   also English ("Saline", "Given") or in no name list ("Mepilex") is no name;
 * - capitals only ("XR CHEST PA/LAT", "TAPSE 1.4 cm"): the same, word by word;
 * - capitals inside a word after a small letter ("HFrEF", "MoCA"): an acronym, never a name or town
 *   (one capital is a name's: "McDonald", "DeShawn");
 * - an eponym in a list with another medical word ("Nottingham, Gleason and Breslow", "Moro, rooting
 *   and Babinski reflexes") or before a grade and a medical noun ("Salter-Harris II fracture");
 * - the first words of an instrument or device ("Columbia Suicide Severity Rating Scale",
 *   "Jackson-Pratt drain"), found as a person or a firm; and weekdays and "Attn" taken for a firm.
 * Each finding is looked at once, over a bounded window around it (lines are indexed once): linear.
 */
import { EPONYM_HEAD, isCity, isEnglish, isName, isStop, MEDICAL, TITLES } from './phi-lexicon.js';
import { JudgedLines } from './phi-line-index.js';
import { CASED_HEADS, NEW_HEADS, TOWN_HEADS } from './phi-medical-eponyms.js';
import { eponymInContext, namedThing, scoreValue } from './phi-names-eponyms.js';
import { headBefore, opensAt } from './phi-names-heads-intl.js';
import { oneNeighbourEnough, RESULT, resultAfter, TOWN_DISEASES } from './phi-names-results.js';
import { DROP, OrgCover, orgPart } from './phi-names-sites.js';
import { work } from './phi-tokens.js';
import type { Hit } from './pii-context.js';

/** Findings at or above this rank were backed by a title, a cue or an address: left alone. */
export const BACKED = 6;
const WORD = /[\p{L}][\p{L}\p{M}'’-]*/gu;
const INNER_CAPS = /\p{Ll}[^\p{Lu}]*\p{Lu}[^\p{Lu}]*\p{Lu}/u;
const GRADE_THEN_HEAD = /^[ \t]+(?:[IVX]{1,4}|[0-9]|[A-D])[ \t]+([\p{L}]+)/u;
const REGION_KINDS = new Set(['state', 'province', 'region', 'prefecture', 'oblast', 'territory', 'governorate']);
const LIST_SPLIT = /,[ \t]*(?:(?:and|or)[ \t]+)?|[ \t]+(?:and|or)[ \t]+/;

const noName = (w: string) => {
  const lc = w.toLowerCase().replace(/['’]s$/, '');
  return isEnglish(lc) || !isName(lc) || MEDICAL.has(lc);
};

const FUNCTION_WORDS = new Set(
  'with or when at on of the and for to in by from every after before per via into until'.split(' '),
);

/**
 * A line in Title Case: six words or more of three letters or more, every one capitalized, one of them
 * a function word ("With", "At"), and not every letter a capital.
 */
function titleCase(line: string): boolean {
  let words = 0;
  let glue = false;
  for (const m of line.matchAll(WORD)) {
    const cap = /^\p{Lu}/u.test(m[0]);
    if (cap && FUNCTION_WORDS.has(m[0].toLowerCase())) glue = true;
    if (m[0].length < 3) continue;
    if (!cap) return false;
    words++;
  }
  return words >= 6 && glue && /\p{Ll}/u.test(line);
}

/** Whether the coordinated list around [start, end) holds another medical word ("Gleason, Nottingham and Breslow"). */
function medicalNeighbour(text: string, start: number, end: number, one: boolean): boolean {
  // Sixty characters each way, within the line.
  const left = text.slice(Math.max(0, start - 60), start);
  const right = text.slice(end, end + 60);
  const nl = right.indexOf('\n');
  const before = left.slice(left.lastIndexOf('\n') + 1).split(LIST_SPLIT);
  const after = (nl < 0 ? right : right.slice(0, nl)).split(LIST_SPLIT);
  // The finding must be a member itself: a separator right before it, or right after it.
  const near = [
    ...(before.length > 1 && before[before.length - 1]!.trim() === '' ? before.slice(-4, -1) : []),
    ...(after.length > 1 && after[0]!.trim() === '' ? after.slice(1, 4) : []),
  ];
  // Two medical members ("Nottingham, Gleason and Breslow"), or one and a plural head ending the list
  // ("Moro, rooting and Babinski reflexes"); one alone is not enough ("Vizirov, Barrett and Jones").
  let medical = 0;
  let head = false;
  for (const m of near) {
    const words = m.trim().split(/\s+/);
    // The word beside the separator counts too: a member may run back to the sentence before ("… gel. Ebola and").
    const first = words[0]!.toLowerCase();
    const last = words[words.length - 1]!.toLowerCase().replace(/[.,;:]$/, '');
    if (MEDICAL.has(first) || TOWN_DISEASES.has(first) || TOWN_DISEASES.has(last)) medical++;
    const second = words[1]?.toLowerCase().replace(/[.,;:]$/, '');
    if (second?.endsWith('s') && EPONYM_HEAD.has(second)) head = true;
  }
  // A plural head right after the last member names them all ("Bennett and Rolando fractures", "Heberden
  // and Bouchard nodes"): no list of people ends so.
  // A town-named disease or a graded eponym needs one ("Ebola and Marburg", "Breslow 0.9 mm, Clark IV"; ADR 0109).
  return medical >= (one ? 1 : 2) || head;
}

/**
 * Whether a head noun follows the finding within two words (ADR 0069): "Ottawa ankle rules", "Columbia
 * Suicide Severity screen", "Ages and Stages questionnaire", "Neer two-part fracture", "Garden III hip
 * fracture", "Grey Turner sign", "Yorkshire terrier". Between them: grades, lower-case words that are no
 * function word or verb, capitalized words that are English and no name (or medical), "and"/"of"/"for"
 * before such a word, and, right before the head, a second name of a double eponym ("Grey Turner").
 */
const AFTER_WORDS = /^(?:[ \t]+[\p{L}\d][\p{L}\p{M}\d'’-]*){1,4}/u;
const GRADE = /^(?:[IVX]{1,4}|\d{1,2}[a-c]?|[A-Da-d])$/;
const VERBISH = /ed$/;
const AUX = new Set(
  'had has have having was were is are be been being did does do got gets getting will would can could should may might must needs needing took takes taking undergoing awaiting'.split(
    ' ',
  ),
);
/** Words that open a clause or a phrase of their own ("for Journey Williams because medical necessity criteria…"). */
const CLAUSE = new Set(
  'because since after before while without about into onto under over through until unless although though regarding than then so but nor yet also'.split(
    ' ',
  ),
);
/**
 * Whether an eponym's head noun follows within a few words. After a given name and a surname (`pair`) the
 * heads of ADR 0084 (NEW_HEADS: "brace", "dystrophy", "tray") say nothing: "Julie Wright brace on".
 */
function headSoon(text: string, end: number, pair = false, town = false): boolean {
  const m = AFTER_WORDS.exec(text.slice(end, end + 80));
  if (m === null) return false;
  const words = m[0].trim().split(/[ \t]+/);
  // ("Ottawa ankle and knee rules": after a town, two words joined by "and" before the head count as one.)
  let last = 2;
  for (let k = 0; k < words.length; k++) {
    const w = words[k]!;
    const lc = w.toLowerCase().replace(/['’]s$/, '');
    if (EPONYM_HEAD.has(lc) && (w === lc || !CASED_HEADS.has(lc))) return !(pair && NEW_HEADS.has(lc));
    if (k === 0 && town && w === lc && TOWN_HEADS.has(lc)) return true;
    if (k === last) return false;
    if (GRADE.test(w)) continue;
    const next = words[k + 1];
    const lower = w === lc && /^\p{Ll}/u.test(w);
    if (lower) {
      if ((lc === 'and' || lc === 'of' || lc === 'for') && next !== undefined && /^\p{Lu}/u.test(next)) continue;
      if (
        lc === 'and' &&
        town &&
        k > 0 &&
        last === 2 &&
        next !== undefined &&
        /^\p{Ll}+$/u.test(next) &&
        isEnglish(next)
      ) {
        last = 3;
        continue;
      }
      if (isStop(lc) || AUX.has(lc) || VERBISH.test(lc) || CLAUSE.has(lc)) return false;
      if (lc.split('-').every((p) => isEnglish(p) || /^\d+$/.test(p))) continue;
      return false;
    }
    if (MEDICAL.has(lc) || (isEnglish(lc) && !isName(lc))) continue;
    // "Grey Turner sign", "Austin Flint murmur": the second name of a double eponym, right before its head.
    const n = next?.toLowerCase().replace(/['’]s$/, '');
    if (n !== undefined && EPONYM_HEAD.has(n)) continue;
    return false;
  }
  return false;
}

function gradeThenHead(text: string, end: number): boolean {
  // Cheap gate first: this runs for every name found.
  if (text.charCodeAt(end) !== 32 || !/[IVX0-9A-D]/.test(text[end + 1] ?? '')) return false;
  const g = GRADE_THEN_HEAD.exec(text.slice(end, end + 24));
  return g !== null && EPONYM_HEAD.has(g[1]!.toLowerCase());
}

/** A test, its version and its result ("Denver II normal"), the numeral read as a name's suffix; not after a title. */
function gradeResult(text: string, h: Hit): boolean {
  if (text.charCodeAt(h.end) !== 32 || !/^ [IVX]{1,4} /.test(text.slice(h.end, h.end + 6))) return false;
  const before = /([\p{L}]+)\.?[ \t]+$/u.exec(text.slice(Math.max(0, h.start - 12), h.start));
  return (before === null || !TITLES.has(before[1]!.toLowerCase())) && RESULT.test(text.slice(h.end, h.end + 24));
}

/** One ordinary word before a Roman numeral ("Class II", "Stage IV"): a grade, not "Smith II". */
function wordThenNumeral(text: string, h: Hit): boolean {
  if (text.charCodeAt(h.end) !== 32 || !/^ [IVX]{1,4}\b/.test(text.slice(h.end, h.end + 6))) return false;
  const value = text.slice(h.start, h.end);
  const before = /([\p{L}]+)\.?[ \t]+$/u.exec(text.slice(Math.max(0, h.start - 12), h.start));
  if (before !== null && TITLES.has(before[1]!.toLowerCase())) return false;
  return /^[\p{L}'’-]+$/u.test(value) && isEnglish(value.toLowerCase());
}

/**
 * The first words of an instrument's or a device's name: "Columbia Suicide Severity Rating Scale",
 * "Edinburgh Postnatal Depression Scale", "Jackson-Pratt drain", "Silverman-Andersen score". A name or a
 * hyphenated pair of names followed, within four capitalized words, by a scale, score or device noun.
 */
const NEXT_WORDS = /^(?:[ \t]+[\p{L}][\p{L}-]*){1,5}/u;
function instrument(text: string, h: Hit): boolean {
  if (h.type === 'ORGANIZATION' && !/^\p{Lu}\p{Ll}+-\p{Lu}\p{Ll}+$/u.test(text.slice(h.start, h.end))) return false;
  // "Salter-Harris type II fracture": a hyphenated pair read as a firm, its head a few words on.
  if (h.type === 'ORGANIZATION' && (headSoon(text, h.end) || EFFECT.test(text.slice(h.end, h.end + 8)))) return true;
  const m = NEXT_WORDS.exec(text.slice(h.end, h.end + 80));
  if (m === null) return false;
  // The head may follow up to four capitalized words ("Suicide Severity Rating Scale"), no small one.
  for (const w of m[0].trim().split(/[ \t]+/)) {
    if (INSTRUMENT_HEADS.has(w.toLowerCase())) return true;
    if (!/^\p{Lu}/u.test(w)) return false;
  }
  return false;
}
/** "Wolff-Chaikoff effect": a hyphenated pair's effect; "effect" alone is too generic a head after a name. */
const EFFECT = /^ effects?(?![\p{L}])/u;
const INSTRUMENT_HEADS = new Set(
  'scale scales score scores index inventory questionnaire criteria classification test drain catheter tube splint checklist screen survey battery assessment rules'.split(
    ' ',
  ),
);
/** Weekdays, months and "Attn" taken as a firm's name after a slot word ("join Thursday's call", "Attn: Dr. X"). */
const CALENDAR =
  /^(?:monday|tuesday|wednesday|thursday|friday|saturday|sunday|january|february|march|april|june|july|august|september|october|november|december|attn)(?:['’]s)?$/i;

const EDITION = /^\p{Lu}\p{Ll}+-(?:[IVX]{1,4}|\d)$/u;

/** Whether a list separator stands right before or right after [start, end). */
const SEP_AFTER = /^(?:,|[ \t]+(?:and|or)[ \t])/;
const SEP_BEFORE = /(?:,[ \t]*|[ \t](?:and|or)[ \t]+)$/;
const listed = (text: string, start: number, end: number) =>
  SEP_AFTER.test(text.slice(end, end + 6)) || SEP_BEFORE.test(text.slice(Math.max(0, start - 6), start));

const ELIDED_WORD = /(?<![\p{L}])[dl]['’](\p{Lu}[\p{L}-]+)/gu;
const RESPONSE = /^ (?:response|reaction)s?(?![\p{L}])/u;
/** A given name and a surname: two words, the first a name, no medical or stop word ("Julie Wright"). */
const givenPair = (words: string[]) => {
  const first = words[0]?.toLowerCase() ?? '';
  return words.length === 2 && isName(first) && !MEDICAL.has(first) && !isStop(first);
};

function unbacked(text: string, h: Hit, lines: JudgedLines): boolean {
  const value = text.slice(h.start, h.end);
  const words = value.match(WORD) ?? [];
  // "Ramsay Hunt", "DAT (Coombs) negative", "Morse 45"; a town only as a score ("Epworth 14") (phi-names-eponyms.ts).
  if (h.type === 'PERSON' ? eponymInContext(text, h, words) : scoreValue(text, h, words)) return true;
  if (words.some((w) => INNER_CAPS.test(w))) return true;
  // "Lettre d'Admission": a word after an elided article that no name list holds is a noun's ("Mario d'Alessandro" stays).
  if (h.type === 'PERSON') for (const m of value.matchAll(ELIDED_WORD)) if (!isName(m[1]!.toLowerCase())) return true;
  // "Escala de Oswestry", "signo de Murphy": a town or a name after another language's head noun (ADR 0109).
  if (headBefore(text, h.start, words.length) || opensAt(text, h.start, h.end)) return true;
  if (headSoon(text, h.end, h.type === 'PERSON' && givenPair(words), isCity(words.join(' ').toLowerCase())))
    return true;
  // "Verbal response (1-5)": an English word before a response or a reaction is its adjective (phi-name-kinds.ts).
  if (words.length === 1 && RESPONSE.test(text.slice(h.end, h.end + 11)) && isEnglish(words[0]!.toLowerCase()))
    return true;
  if (h.type !== 'PERSON') return false;
  if (listed(text, h.start, h.end) && medicalNeighbour(text, h.start, h.end, oneNeighbourEnough(text, h, words)))
    return true;
  // "Barlow negative", "Barlow and Ortolani negative", "McBurney positivo, Blumberg positivo" (phi-names-results.ts).
  if (resultAfter(text, h, words)) return true;
  // The checks below drop only words that are no sure name: most names found stop here.
  // "Ogun State", "Kerala Province": a region named with its kind, which Safe Harbor leaves in clear.
  if (words.length > 1 && REGION_KINDS.has(words[words.length - 1]!.toLowerCase())) return true;
  if (!words.every(noName)) return false;
  // "XR CHEST", "TAPSE 1.4 cm": an English word or a short acronym; a long word in capitals may be a town ("MARIEHOLM").
  if (words.every((w) => w === w.toUpperCase() && (w.length <= 5 || isEnglish(w.toLowerCase())))) return true;
  return lines.at(h.start);
}

/** Drops, from out[from..], the PERSON and CITY findings without a title or cue that these shapes explain. */
export function dropUnbackedNames(text: string, out: Hit[], from: number): void {
  const lines = new JudgedLines(text, titleCase);
  const orgs = new OrgCover(out, from);
  let k = from;
  for (let i = from; i < out.length; i++) {
    work.steps++;
    const h = out[i]!;
    if ((h.type === 'PERSON' || h.type === 'CITY') && h.rank < BACKED && unbacked(text, h, lines)) continue;
    // "Ara h 2 IgE", "Ice with Game Ready": a thing's name, whatever backs it.
    if (h.type === 'PERSON' && namedThing(text, h, h.rank >= BACKED)) continue;
    // "Salter-Harris II fracture", "Class II malocclusion": the numeral read as a name's suffix (a cue) is a grade.
    if (h.type === 'PERSON' && (gradeThenHead(text, h.end) || wordThenNumeral(text, h) || gradeResult(text, h)))
      continue;
    if ((h.type === 'PERSON' || h.type === 'ORGANIZATION') && instrument(text, h)) continue;
    if (h.type === 'ORGANIZATION' && CALENDAR.test(text.slice(h.start, h.end))) continue;
    // "Bayley-III", "Denver-II": a test and its edition, not a firm.
    if (h.type === 'ORGANIZATION' && EDITION.test(text.slice(h.start, h.end))) continue;
    // "Mercy Hospital Joplin", "Arcadia Biotech", "at The Westin": a name in an organization's name is the
    // organization's (phi-names-sites.ts), which also keeps a town's reading of its words off.
    const org = h.type === 'PERSON' && h.rank < BACKED ? orgPart(text, h, orgs) : undefined;
    if (org === DROP) continue;
    out[k++] = org === undefined ? h : { type: 'ORGANIZATION', start: org.start, end: org.end, rank: org.rank };
  }
  out.length = k;
}
