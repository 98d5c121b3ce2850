/**
 * A person named before an age and sex (issue 16, 2026-11-27 afternoon): "Destiny Raintree, 29F",
 * "Kowalczyk, Zofia 19F", "Ana Kone (34 M)", "Grace Parkinson is a 72 yo woman". Notes and referrals open a
 * patient's line so; the words there are a name even when the lists read them as English words, an
 * eponym or a street ("Pike"), so the name is pushed above the ranks of places and organizations.
 * Read from the text's runs of digits: one short look-back per age, no scan of the text.
 */
import {
  EPONYM_HEAD,
  isCity,
  isEnglish,
  isName,
  isStop,
  MEDICAL,
  ORG_TAILS,
  PERSON_CUES,
  TITLES,
  UNIT_WORDS,
} from './phi-lexicon.js';
import { eponymPhrase } from './phi-names-eponyms.js';
import { work } from './phi-tokens.js';
import type { Hit } from './pii-context.js';
import type { DigitRuns } from './pii-digits.js';

/** Above an address's or an organization's rank (6): the age says person. */
const RANK = 7;
/** What follows an age: a sex letter, or a unit of years ("29F", "72 yo", "64-year-old", "3 y/o M"). */
const AGE_AFTER =
  /^[ \t-]?(?:[MF](?![\p{L}\d])|(?:yo|y\/o|y\.o\.|yrs?|years?[ -]old|year[ -]old|yr[ -]old)(?![\p{L}]))/u;
/** The name before the age: "Name Name, ", "Last, First ", "Name (", "Name is a ". Group 1: the name, 2: what separates it from the age. */
const NAME_BEFORE =
  /(?:^|[^\p{L}\p{M}'’.-])(\p{Lu}[\p{L}\p{M}'’-]+(?:,?[ \t]\p{Lu}[\p{L}\p{M}'’-]*\.?){1,3})(,[ \t]*|[ \t]*\([ \t]*|[ \t]+is[ \t]+an?[ \t]+|[ \t]+)$/u;
/** Words a patient's line opens with that are no part of the name ("Patient Kirra Watson, 19F"). */
const LEADS = new Set([
  'client',
  'resident',
  'member',
  'name',
  're',
  'subject',
  'pt',
  'patient',
  'mr',
  'mrs',
  'ms',
  'miss',
  'dr',
]);

/** A street's abbreviated type before a unit's number ("Fullerton Ave Apt 3F"). */
const ROADS = new Set(['st', 'rd', 'ave', 'blvd', 'ln', 'dr', 'ct', 'pl', 'ter', 'pkwy', 'hwy', 'flat']);

function nameWords(name: string, anchored: boolean, verbed: boolean): boolean {
  const ws = name
    .replace(/,/g, ' ')
    .split(/[ \t]+/)
    .filter((w) => w !== '')
    .map((w) => w.replace(/\.$/, '').toLowerCase());
  // "Jackson Pratt, 15 F": a drain and its French size; "Graves Basedow (12 yrs)".
  if (ws.length < 2 || ws.length > 4 || eponymPhrase(ws.join(' '))) return false;
  let named = 0;
  for (const w of ws) {
    if (w.length === 1) continue;
    if (isStop(w) || TITLES.has(w) || ORG_TAILS.has(w) || PERSON_CUES.has(w) || UNIT_WORDS.has(w) || ROADS.has(w))
      return false;
    // "Guillain Barre 45 M", "Bard Foley 16 F", "Blake Drain 19 F": a disease's or a device's words (and its French size).
    // (Not before "is a": "Grace Parkinson is a 72 yo woman" is a person.)
    if ((MEDICAL.has(w) && !verbed) || EPONYM_HEAD.has(w)) return false;
    if (isName(w) || (!isEnglish(w) && !isCity(w))) named++;
  }
  // Each word a name-list word or one in no English list ("Raintree"); an initial counts for nothing. Name-list
  // words that are all English ("Room Service", "Reading Level") need the line's start and a comma before the age.
  if (named < 2 || !ws.every((w) => w.length === 1 || isName(w) || !isEnglish(w))) return false;
  return anchored || ws.some((w) => w.length > 1 && !isEnglish(w));
}

export function findDemographicNames(text: string, digits: DigitRuns, out: Hit[]): void {
  for (let r = 0; r < digits.n; r++) {
    const at = digits.starts[r]!;
    const end = digits.ends[r]!;
    if (end - at > 3 || !AGE_AFTER.test(text.slice(end, end + 10))) continue;
    work.steps++;
    const before = text.slice(Math.max(0, at - 60), at);
    const m = NAME_BEFORE.exec(before);
    if (m === null) continue;
    let name = m[1]!;
    let start = at - before.length + m.index + m[0].indexOf(name);
    // Drop the words that lead a patient's line ("Patient Kirra Watson").
    for (let lead = /^(\p{L}+)\.?[ \t]+/u.exec(name); lead !== null && LEADS.has(lead[1]!.toLowerCase()); ) {
      start += lead[0].length;
      name = name.slice(lead[0].length);
      lead = /^(\p{L}+)\.?[ \t]+/u.exec(name);
    }
    // Anchored: the name opens its line (or follows a label's colon) and a comma, a bracket or "is a" stands before the age.
    const lineHead = /(?:^|\n|:)[ \t]*$/.test(text.slice(Math.max(0, start - 12), start));
    if (!nameWords(name, lineHead && m[2]!.trim() !== '', /is/.test(m[2]!))) continue;
    out.push({ type: 'PERSON', start, end: start + name.length, rank: RANK });
  }
}
