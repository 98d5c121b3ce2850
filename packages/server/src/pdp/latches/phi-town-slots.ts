/**
 * Towns in place slots (ADR 0053-e): the gazetteer holds many towns also as surnames ("Porto",
 * "Madrid", "Lagos", "Flint"), and the name recognizer takes such a word as a person when nothing
 * says otherwise. Here the slot says otherwise; the CITY found outranks a name-list PERSON over the
 * same word (rank 5 against 4) and yields to a cued one ("Dr. Paris", rank 6). The slots:
 *
 * - after a preposition of place: a capital or large city (phi-big-cities.ts) after in, from, near,
 *   to; any listed town after to or at only with a travel word before ("fly to Porto");
 * - after an area noun: "the east side of Flint", "outskirts of Lagos", "downtown Dayton";
 * - before a country or a state: "Lisboa, Portugal", "Lagos, Nigeria";
 * - after a street on its line, the comma-separated parts that follow it ("Adeola Odeku Street,
 *   Victoria Island, Lagos");
 * - a Japanese or Korean ward or district by its suffix ("Shibuya-ku", "Gangnam-gu");
 * - in lower case after a living or travel word: "lives alone in west lafayette".
 */
import { BIG_CITIES } from './phi-big-cities.js';
import {
  COUNTRIES,
  fold,
  isCity,
  isCommon,
  isEnglish,
  isName,
  MEDICAL,
  ORG_TAILS,
  STREET_TYPES,
  TITLES,
  UNIT_WORDS,
  US_STATES,
} from './phi-lexicon.js';
import { isRegionName, REGIONS } from './phi-regions.js';
import { work } from './phi-tokens.js';
import type { Hit } from './pii-context.js';

const RANK = 5;
/** The rank of phi-cities.ts's PLACE_RANK.address (not imported: phi-cities.ts is being split). */
const PLACE_RANK_ADDRESS = 6;
const WORD = "\\p{Lu}[\\p{L}\\p{M}'’-]*";
const PHRASE = `${WORD}(?:[ \\t]+(?:(?:de|del|da|do|dos|la|am|es|el)[ \\t]+)?${WORD}){0,2}`;
/**
 * Travel and living words that make "to X" or "at X" a place ("fly to Porto"; "said Gladys to
 * Logan" is not). Not phi-cities.ts's PLACE_VERBS whole: "am" and "I'm" there cue "I'm in X", not "to X".
 */
const TRAVEL = new Set(
  'fly flies flying flew flown flight flights trip trips travel travels traveled travelled traveling travelling go goes going went gone back return returned returning head headed heading drive drives drove driving visit visits visiting visited move moves moved moving relocated relocating vacation holiday wedding funeral transferred transported airlifted emigrated immigrated commutes lives living lived resides residing born grew'.split(
    ' ',
  ),
);

const lc = (s: string) => s.toLowerCase();
const lcWords = (s: string) => lc(s).split(/[ \t]+/);
const region = (w: string) => COUNTRIES.has(fold(w)) || US_STATES.has(w) || REGIONS.has(w) || isRegionName(w);

/** The longest leading run of the phrase's words (three at most) that is a town for `ok`, as a word count. */
function townWords(phrase: string, ok: (lcPhrase: string) => boolean): number {
  const ws = lcWords(phrase);
  for (let n = ws.length; n >= 1; n--) {
    const p = ws.slice(0, n).join(' ');
    if (!region(p) && ok(p)) return n;
  }
  return 0;
}
const big = (p: string) => BIG_CITIES.has(fold(p));
const listed = (p: string) => isCity(p) && !p.split(' ').some((w) => MEDICAL.has(w) || ORG_TAILS.has(w));

function pushWords(out: Hit[], at: number, phrase: string, n: number): void {
  const parts = phrase.split(/([ \t]+)/);
  out.push({ type: 'CITY', start: at, end: at + parts.slice(0, 2 * n - 1).join('').length, rank: RANK });
}

/** A capitalized word right after the town's words (a surname, an organization word) means the town is part of a name. */
const NAME_NEXT = /^(?:['’]s\b|[ \t]+\p{Lu})/u;

const PREPOSITION = new RegExp(`(?<![\\p{L}])(in|from|near|to|at|between)[ \\t]+(${PHRASE})`, 'gu');
/** A second town joined to the first: "between Hoboken and Newark", "to Porto and Braga". */
const AND_NEXT = new RegExp(`^[ \\t]+(?:and|or|&)[ \\t]+(${PHRASE})`, 'u');
function afterPrepositions(text: string, out: Hit[]): void {
  PREPOSITION.lastIndex = 0;
  for (let m = PREPOSITION.exec(text); m !== null; m = PREPOSITION.exec(text)) {
    work.steps++;
    const [prep, phrase] = [m[1]!, m[2]!];
    const at = m.index + m[0].length - phrase.length;
    PREPOSITION.lastIndex = at;
    let n = townWords(phrase, big);
    const travel = () => {
      const before = lcWords(text.slice(Math.max(0, m.index - 48), m.index)).slice(-6);
      return before.some((w) => TRAVEL.has(w.replace(/[^\p{L}'’]/gu, '')));
    };
    const weak = prep === 'to' || prep === 'at' || prep === 'between';
    if (n === 0 && weak && travel()) n = townWords(phrase, listed);
    if (n === 0) continue;
    const rest = phrase
      .split(/[ \t]+/)
      .slice(n)
      .join(' ');
    const tail = rest === '' ? text.slice(at + phrase.length, at + phrase.length + 3) : ` ${rest}`;
    if (NAME_NEXT.test(tail)) continue;
    pushWords(out, at, phrase, n);
    if (rest !== '') continue;
    const second = AND_NEXT.exec(text.slice(at + phrase.length, at + phrase.length + 60));
    if (second === null) continue;
    const p2 = second[1]!;
    const n2 = townWords(p2, (p) => big(p) || (listed(p) && (!weak || travel())));
    const at2 = at + phrase.length + second[0].length - p2.length;
    if (n2 > 0 && !NAME_NEXT.test(text.slice(at2 + p2.length, at2 + p2.length + 3))) pushWords(out, at2, p2, n2);
  }
}

const AREA = new RegExp(
  `(?<![\\p{L}])(?:(?:side|outskirts|suburbs?|outside|north|south|east|west|centre|center|heart|streets|residents|mayor|county|city|town|area)[ \\t]+of|downtown|suburban|greater)[ \\t]+(${PHRASE})`,
  'gu',
);
/** "east side of Flint", "outskirts of Lagos": a listed town, even one that is also an English word. */
function afterAreaNouns(text: string, out: Hit[]): void {
  AREA.lastIndex = 0;
  for (let m = AREA.exec(text); m !== null; m = AREA.exec(text)) {
    work.steps++;
    const phrase = m[1]!;
    const at = m.index + m[0].length - phrase.length;
    const n = townWords(phrase, listed);
    if (n === 0 || NAME_NEXT.test(text.slice(at + phrase.length, at + phrase.length + 3))) continue;
    pushWords(out, at, phrase, n);
  }
}

const FACILITY = new RegExp(
  `(?<![\\p{L}])(?:the|its|our|their|his|her|a)[ \\t]+(${PHRASE})[ \\t]+(?:distribution[ \\t]+cent(?:er|re)|warehouse|plant|factory|facility|office|offices|campus|branch|site|location|headquarters|hq|depot|hub)(?![\\p{L}])`,
  'gu',
);
/** "the Austin office", "its Olive Branch distribution center": a listed town naming a site. */
function beforeFacilities(text: string, out: Hit[]): void {
  FACILITY.lastIndex = 0;
  for (let m = FACILITY.exec(text); m !== null; m = FACILITY.exec(text)) {
    work.steps++;
    const phrase = m[1]!;
    const p = lc(phrase);
    // A single common word ("the Main office", "the Central site") is the site's own description.
    if (region(p) || !listed(p) || (!p.includes(' ') && isCommon(p) && !big(p))) continue;
    const at = m.index + /^\S+[ \t]+/.exec(m[0])![0].length;
    out.push({ type: 'CITY', start: at, end: at + phrase.length, rank: RANK });
  }
}

const BEFORE_REGION = new RegExp(
  `(?<![\\p{L}\\p{M}])(${PHRASE}),[ \\t]*(\\p{Lu}[\\p{L} ]{1,30}?)(?=[ \\t]*(?:[.;)\\n]|,|$))`,
  'gu',
);
/** "Lisboa, Portugal", "Lagos, Nigeria": a listed or large town before a country (states are read by phi-cities.ts). */
function beforeCountries(text: string, out: Hit[]): void {
  BEFORE_REGION.lastIndex = 0;
  for (let m = BEFORE_REGION.exec(text); m !== null; m = BEFORE_REGION.exec(text)) {
    work.steps++;
    const [phrase, after] = [m[1]!, lc(m[2]!.trim())];
    BEFORE_REGION.lastIndex = m.index + phrase.length + 1;
    if (!COUNTRIES.has(fold(after))) continue;
    const ws = phrase.split(/[ \t]+/);
    // The town is the last words: "Maria Lisboa, Portugal" leaves the given name to the name recognizer.
    for (let k = 0; k < ws.length; k++) {
      const p = lc(ws.slice(k).join(' '));
      if (region(p) || !(big(p) || (listed(p) && !isName(lc(ws[k]!))))) continue;
      // After a title it is a person's name ("Dr. Lagos, Nigeria").
      const prev = lcWords(text.slice(Math.max(0, m.index - 6), m.index).replace(/[.\s]+$/, '')).pop() ?? '';
      if (k === 0 && TITLES.has(prev)) break;
      const at = m.index + phrase.length - p.length;
      out.push({ type: 'CITY', start: at, end: m.index + phrase.length, rank: RANK });
      break;
    }
  }
}

const SEGMENT = new RegExp(
  `^[ \\t]*[,·–-][ \\t]*(\\d{1,5}[ \\t]*[-–][ \\t]*)?((?:Col\\.|Colonia)[ \\t]+)?(${PHRASE})(?=[ \\t]*(?:[,·(\\n.–-]|$))`,
  'u',
);
/** After a Japanese prefecture comes its postal code ("Tokyo 150-0002"): the prefecture is left like a state. */
const JP_CODE = /^[ \t]+\d{3}-\d{4}(?!\d)/;
/**
 * The comma-separated parts after a street on its line: each a town or a region, until one is
 * neither. "Rua Oscar Freire, 379 - Jardim Paulista" (Brazil) and "Col. San José Insurgentes"
 * (Mexico) are the house number and the neighbourhood: part of the street line.
 */
function afterStreets(text: string, out: Hit[]): void {
  for (const s of out.filter((h) => h.type === 'STREET_ADDRESS')) {
    let from = s.end;
    for (let k = 0; k < 4; k++) {
      work.steps++;
      const m = SEGMENT.exec(text.slice(from, from + 80));
      if (m === null) break;
      const phrase = m[3]!;
      const p = lc(phrase);
      const ws = p.split(/[ \t]+/);
      const end = from + m[0].length;
      if (m[1] !== undefined || m[2] !== undefined) {
        const start = from + m[0].indexOf(m[1] ?? m[2]!);
        out.push({ type: 'STREET_ADDRESS', start, end, rank: PLACE_RANK_ADDRESS });
        from = end;
        continue;
      }
      // "UAE": an acronym is no town's name; "Tel.", "Attn.": an abbreviation with its dot neither.
      if (/^\p{Lu}{2,4}$/u.test(phrase) || (text[end] === '.' && phrase.length <= 4)) break;
      if (!region(p) && !JP_CODE.test(text.slice(end, end + 10))) {
        // English words that are no names ("Suite", "Attn", "Tel") end the address; a name-list word may be a district ("Victoria Island").
        const plain = ws.every((w) => (isEnglish(w) && !isName(w)) || STREET_TYPES.has(w) || ORG_TAILS.has(w));
        if (ws.some((w) => MEDICAL.has(w) || ORG_TAILS.has(w) || UNIT_WORDS.has(w)) || (plain && !listed(p))) break;
        out.push({ type: 'CITY', start: end - phrase.length, end, rank: RANK });
      }
      from = end;
    }
  }
}

const DISTRICT = /(?<![\p{L}\p{M}])\p{Lu}\p{Ll}{2,20}-(?:ku|gu|shi|si|cho|machi|gun|dong)(?![\p{L}])/gu;
function districts(text: string, out: Hit[]): void {
  DISTRICT.lastIndex = 0;
  for (let m = DISTRICT.exec(text); m !== null; m = DISTRICT.exec(text)) {
    work.steps++;
    // Outranks an organization read over the same word: the suffix says ward or district ("Shibuya-ku").
    out.push({ type: 'CITY', start: m.index, end: m.index + m[0].length, rank: RANK + 2 });
  }
}

const LOWER = /(?<![\p{L}])(?:in|from|near|to)[ \t]+([a-z][a-z'-]{2,25}(?:[ \t]+[a-z][a-z'-]{1,25}){0,2})/gu;
/** "lives alone in west lafayette", "moved to tullahoma": a listed town in lower case, after a living or travel word. */
function lowerCase(text: string, out: Hit[]): void {
  LOWER.lastIndex = 0;
  for (let m = LOWER.exec(text); m !== null; m = LOWER.exec(text)) {
    work.steps++;
    const phrase = m[1]!;
    const at = m.index + m[0].length - phrase.length;
    LOWER.lastIndex = at;
    const before = lcWords(text.slice(Math.max(0, m.index - 40), m.index)).slice(-5);
    if (!before.some((w) => TRAVEL.has(w.replace(/[^\p{L}'’]/gu, '')))) continue;
    // A lower-case town must have a word in no English list and be no name: "in general", "to john" are not places.
    const n = townWords(
      phrase,
      (p) => listed(p) && p.split(' ').some((w) => !isEnglish(w) && !isCommon(w)) && (p.includes(' ') || !isName(p)),
    );
    if (n > 0) pushWords(out, at, phrase, n);
  }
}

export function findTownSlots(text: string, out: Hit[]): void {
  afterPrepositions(text, out);
  afterAreaNouns(text, out);
  beforeFacilities(text, out);
  beforeCountries(text, out);
  afterStreets(text, out);
  districts(text, out);
  lowerCase(text, out);
}
