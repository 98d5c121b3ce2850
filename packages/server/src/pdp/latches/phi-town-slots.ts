/**
 * Towns in place slots (ADR 0056): the gazetteer holds many towns also as surnames ("Porto",
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
 * - in lower case after a living or travel word: "lives alone in west lafayette" (phi-town-travel.ts).
 */
import { big, listed, region } from './phi-big-cities.js';
import { COUNTRIES, fold, isCommon, isName, TITLES } from './phi-lexicon.js';
import { findStreetParts } from './phi-street-parts.js';
import { asked, joined, listed as listedIn, question, type Tok, work } from './phi-tokens.js';
import { unknownWord } from './phi-town-codes.js';
import { demographicFrom } from './phi-town-demographic.js';
import { TITLE_CASE } from './phi-town-lists.js';
import { clauseTown } from './phi-town-preps.js';
import { lowerCaseAt, type OrgEnds, travelBefore } from './phi-town-travel.js';
import { CLINICAL_ENDING } from './phi-unlisted-places.js';
import type { Hit } from './pii-context.js';

const RANK = 5;
/** Lower-case words inside a town's name ("Rio de Janeiro", "Frankfurt am Main"). */
const PARTICLES = new Set('de del da do dos la am es el'.split(' '));
const PREPOSITIONS = new Set([
  'in',
  'from',
  'near',
  'to',
  'at',
  'between',
  'outside',
  'around',
  'into',
  'via',
  'through',
]);
/**
 * The prepositions the tokenizer keeps no token for (phi-text.ts's KEEP is shared with the other
 * recognizers): looked for in the text before the word, gated on the last letter before the space.
 */
const UNTOKENIZED = ['between', 'outside', 'around', 'into', 'via', 'through'];
/** Their last letters, by char code (a byte per ASCII code: this is read before most capitalized words). */
const UNTOKENIZED_LAST = new Uint8Array(128);
for (const w of UNTOKENIZED) UNTOKENIZED_LAST[w.charCodeAt(w.length - 1)] = 1;
function untokenizedPreposition(text: string, at: number): string {
  if (text.charCodeAt(at - 1) !== 32 || UNTOKENIZED_LAST[text.charCodeAt(at - 2)] !== 1) return '';
  for (const w of UNTOKENIZED) {
    const from = at - 1 - w.length;
    if (text.startsWith(w, from) && !/\p{L}/u.test(text[from - 1] ?? ' ')) return w;
  }
  return '';
}
const WEAK = new Set(['to', 'at', 'between', 'outside', 'around', 'into', 'via', 'through']);
/** Nouns of an area before "of" ("the east side of Flint", "outskirts of Lagos"). */
const AREAS =
  'side outskirts suburbs suburb outside north south east west centre center heart streets residents mayor area'.split(
    ' ',
  );
/** The area nouns with the space after them, as they end before "of" (built once, not per "of"). */
const AREAS_SPACED = AREAS.map((a) => `${a} `);
const DETERMINERS = ['the ', 'its ', 'our ', 'their ', 'his ', 'her ', 'a '];

const lc = (s: string) => s.toLowerCase();
/** After a travel word a listed town, but not a common word alone ("went to Lake shore"). */
const listedNotCommon = (p: string) => listed(p) && (p.includes(' ') || !isCommon(p));
/** A listed town of two words or more, not all of them given names or surnames ("Mary Esther" stays a person). */
const severalWords = (p: string) =>
  p.includes(' ') && listed(p) && !p.split(' ').every((w) => isName(w) && !isCommon(w));

/** Capitalized words from token i, one space apart, particles between, three at most: their words and where each ends. */
interface Phrase {
  words: string[];
  ends: number[];
}
function phraseAt(text: string, toks: Tok[], i: number): Phrase {
  const ph: Phrase = { words: [toks[i]!.lc], ends: [toks[i]!.end] };
  let caps = 1;
  for (let k = i + 1; k < toks.length && caps < 3; k++) {
    const t = toks[k]!;
    if (!joined(text, toks[k - 1]!, t) || t.initial || (!t.cap && !PARTICLES.has(t.lc))) break;
    ph.words.push(t.lc);
    ph.ends.push(t.end);
    if (t.cap) caps++;
  }
  while (PARTICLES.has(ph.words[ph.words.length - 1]!)) {
    ph.words.pop();
    ph.ends.pop();
  }
  return ph;
}

/** How many leading words of the phrase make a town for `ok` (the most that do), or 0. */
function townWords(ph: Phrase, ok: (p: string) => boolean): number {
  for (let n = ph.words.length; n >= 1; n--) {
    const p = ph.words.slice(0, n).join(' ');
    if (!region(p) && ok(p)) return n;
  }
  return 0;
}

/** A town is no town when more capitalized words or a possessive follow it ("Madrid Hospital", "Porto's"). */
function free(text: string, ph: Phrase, n: number): boolean {
  const c = text.charCodeAt(ph.ends[n - 1]!);
  return n === ph.words.length && !((c === 39 || c === 0x2019) && text[ph.ends[n - 1]! + 1] === 's');
}

const blank = (c: number) => c === 32 || c === 9;
/** One or two spaces or tabs between the tokens. */
const spaced = (text: string, a: Tok, b: Tok) =>
  blank(text.charCodeAt(a.end)) &&
  (b.start - a.end === 1 || (b.start - a.end === 2 && blank(text.charCodeAt(a.end + 1))));
const endsWith = (text: string, at: number, w: string) => text.startsWith(w, at - w.length);
/** Whether one of `ws` ends at `at` (a loop: no closure per capitalized word). */
function endsWithAny(text: string, at: number, ws: readonly string[]): boolean {
  for (const w of ws) if (endsWith(text, at, w)) return true;
  return false;
}

const FACILITY =
  /[ \t]+(?:distribution[ \t]+cent(?:er|re)|warehouse|plant|factory|facility|office|offices|campus|branch|site|location|headquarters|hq|depot|hub|area|metro|suburbs)(?![\p{L}])/uy;
/** A comma and up to three words: a country of one to three words is looked for among their first words. */
const COUNTRY_AFTER = /,[ \t]*(\p{Lu}[\p{L}\p{M}]+(?:[ \t]+[\p{L}\p{M}]+){0,2})/uy;
const isUpper = (c: number) => c >= 65 && c <= 90;
const DISTRICT_SUFFIXES = new Set(['ku', 'gu', 'shi', 'si', 'cho', 'machi', 'gun', 'dong']);

/** The first words of the countries' names: the token after a comma is looked up here before any phrase is built. */
let countryFirsts: Set<string> | null = null;
const startsCountry = (lcWord: string) => {
  countryFirsts ??= new Set([...COUNTRIES].map((c) => c.split(' ')[0]!));
  return countryFirsts.has(fold(lcWord));
};

/** Where the phrase from token i ends (its last token's index), without building it: most capitalized words fill no slot. */
function phraseLast(text: string, toks: Tok[], i: number): number {
  let last = i;
  let caps = 1;
  for (let k = i + 1; k < toks.length && caps < 3; k++) {
    const t = toks[k]!;
    if (!joined(text, toks[k - 1]!, t) || t.initial || (!t.cap && !PARTICLES.has(t.lc))) break;
    if (t.cap) {
      caps++;
      last = k;
    }
  }
  return last;
}

/** Whether the word has a hyphen past its third character (a ward suffix, "-based"): asked once per word. */
const DASH_Q = question();
const dashed = (lc: string) => lc.lastIndexOf('-') > 2;
const PREPOSITION_Q = question();

/** The CITY for the phrase at token i, if a slot before or after it says it is a town; returns the token index after it. */
function slotAt(text: string, toks: Tok[], i: number, out: Hit[]): number {
  const t = toks[i]!;
  const prev = toks[i - 1];
  // "Shibuya-ku", "Gangnam-gu": a ward or district by its suffix; it outranks an organization read over the word.
  const dash = asked(t.w, DASH_Q, dashed) ? t.lc.lastIndexOf('-') : -1;
  // ("T. Abernethy-Cho": a suffix in capitals is the second part of a double-barrelled surname, ADR 0120.)
  if (dash > 2 && DISTRICT_SUFFIXES.has(t.lc.slice(dash + 1)) && !isUpper(text.charCodeAt(t.start + dash + 1)))
    out.push({ type: 'CITY', start: t.start, end: t.end, rank: RANK + 2 });
  // "a Lagos-based clinic": a listed town before "-based".
  if (dash > 2 && t.lc.endsWith('-based')) {
    const town = t.lc.slice(0, dash);
    if (!region(town) && (big(town) || (listed(town) && !isCommon(town))))
      out.push({ type: 'CITY', start: t.start, end: t.start + dash, rank: RANK });
  }
  // The cheap tests first, by character codes and token words.
  const close = prev !== undefined && spaced(text, prev, t);
  if (close && prev.lc === 'from' && !prev.cap) demographicFrom(text, toks, i, out);
  const prep = close && !prev.cap ? prev.lc : untokenizedPreposition(text, t.start);
  const area = prep === 'of' && endsWithAny(text, prev!.start, AREAS_SPACED);
  // A place preposition: the token's answer when the word before is a token, else the untokenized word's ('' mostly).
  const placePrep =
    close && !prev.cap ? listedIn(prev.w, PREPOSITION_Q, PREPOSITIONS) : prep !== '' && PREPOSITIONS.has(prep);
  // A determiner ends in s, r, e or a ("its", "our", "the", "a"): the character before the space is looked at first.
  const d = text.charCodeAt(t.start - 2);
  const det =
    text.charCodeAt(t.start - 1) === 32 &&
    (d === 115 || d === 114 || d === 101 || d === 97) &&
    ((close && prev.lc === 'the') || endsWithAny(text, t.start, DETERMINERS));
  const lastTok = phraseLast(text, toks, i);
  const after = toks[lastTok + 1];
  const comma =
    text.charCodeAt(toks[lastTok]!.end) === 44 && after !== undefined && after.cap && startsCountry(after.lc);
  // The phrase is built only for a slot that may take it: after a determiner, only before a site word.
  const end = toks[lastTok]!.end;
  FACILITY.lastIndex = end;
  const facility = det && FACILITY.test(text);
  if (!(placePrep || area || facility || comma)) return i + 1;
  const ph = phraseAt(text, toks, i);
  // After a preposition of place: a large city; after "to", "at", "between" and a travel word, a listed town.
  if (placePrep) {
    let n = townWords(ph, big);
    if (n === 0 && WEAK.has(prep) && travelBefore(text, t.start)) n = townWords(ph, listedNotCommon);
    // "in West Haven", "from Cedar Rapids": a listed town of several words, even ordinary ones, not a person's two names.
    if (n === 0 && !WEAK.has(prep)) n = townWords(ph, severalWords);
    // "offices in Fagersund", "a transfer from Busseltegeest": one word in no list at all, no English word either.
    if (
      n === 0 &&
      !WEAK.has(prep) &&
      ph.words.length === 1 &&
      ph.words[0]!.length >= 5 &&
      unknownWord(ph.words[0]!) &&
      !region(ph.words[0]!) &&
      TITLE_CASE.test(text.slice(t.start, t.end)) &&
      !CLINICAL_ENDING.test(ph.words[0]!) &&
      !/['’]s$/.test(t.lc)
    )
      n = 1;
    // "in Concord.", "home to Walthamstow.": one word ending its clause (phi-town-preps.ts).
    if (n === 0 && ph.words.length === 1 && clauseTown(text, t.start, t.end, prep)) n = 1;
    if (n > 0 && free(text, ph, n)) {
      pushPhrase(out, t, ph, n);
      return andNext(text, toks, i + ph.words.length, WEAK.has(prep), out);
    }
  }
  // "the east side of Flint": a listed town, even one that is an English word too.
  if (area) {
    const n = townWords(ph, listed);
    if (n > 0 && free(text, ph, n)) pushPhrase(out, t, ph, n);
  }
  // "the Austin office", "its Olive Branch distribution center": a listed town naming a site.
  if (facility) {
    const p = ph.words.join(' ');
    if (!region(p) && listed(p) && (p.includes(' ') || !isCommon(p) || big(p))) pushPhrase(out, t, ph, ph.words.length);
    // "the Boeing Everett facility": a company's name, then the town of its site.
    else if (ph.words.length === 2) {
      const w = ph.words[1]!;
      if (!region(w) && listed(w) && !isCommon(w) && !listed(p))
        out.push({ type: 'CITY', start: toks[i + 1]!.start, end, rank: RANK });
    }
  }
  // "Lisboa, Portugal": a listed or large town before a country, not after a title ("Dr. Lagos, Nigeria").
  if (comma && text.charCodeAt(end) === 44 && !(prev !== undefined && TITLES.has(prev.lc))) {
    COUNTRY_AFTER.lastIndex = end;
    const m = COUNTRY_AFTER.exec(text);
    const words = m === null ? [] : lc(m[1]!).split(/[ \t]+/);
    if (words.some((_, k) => COUNTRIES.has(fold(words.slice(0, k + 1).join(' '))))) {
      // The town is the last words: "Maria Lisboa, Portugal" leaves the given name to the name recognizer.
      for (let k = 0; k < ph.words.length; k++) {
        const q = ph.words.slice(k).join(' ');
        // A listed town that is also a surname stands alone ("(Évora, Portugal)"), not after a given name.
        const alone = k === 0 && ph.words.length === 1 && !(prev?.cap && joined(text, prev, t));
        if (region(q) || !(big(q) || (listed(q) && (alone || !isName(ph.words[k]!))))) continue;
        out.push({ type: 'CITY', start: toks[i + k]!.start, end, rank: RANK });
        break;
      }
    }
  }
  return i + 1;
}

/** A CITY of the phrase's first `n` words, from token `t`. */
function pushPhrase(out: Hit[], t: Tok, ph: Phrase, n: number): void {
  out.push({ type: 'CITY', start: t.start, end: ph.ends[n - 1]!, rank: RANK });
}

/** "between Hoboken and Newark", "to Porto and Braga": a second town joined to the first. */
function andNext(text: string, toks: Tok[], k: number, weak: boolean, out: Hit[]): number {
  const and = toks[k];
  const next = toks[k + 1];
  if (and === undefined || next === undefined || and.lc !== 'and' || !next.cap) return k;
  if (!spaced(text, toks[k - 1]!, and) || !spaced(text, and, next)) return k;
  const ph = phraseAt(text, toks, k + 1);
  const n = townWords(ph, (p) => big(p) || (listed(p) && (!weak || travelBefore(text, toks[k - 1]!.start))));
  if (n === 0 || !free(text, ph, n)) return k;
  out.push({ type: 'CITY', start: next.start, end: ph.ends[n - 1]!, rank: RANK });
  return k + 1 + n;
}

export function findTownSlots(text: string, toks: Tok[], out: Hit[]): void {
  slotsIn(text, toks, out);
  findStreetParts(text, out);
}

/**
 * The token walk on its own: on a long text it runs as on-stack-replaced code, and a call after the
 * loop in the same function (findStreetParts) made that code bail out at every call.
 */
function slotsIn(text: string, toks: Tok[], out: Hit[]): void {
  // Where the organizations found so far end, read once and only when a lower-case preposition asks.
  const orgs: OrgEnds = { out, ends: null };
  for (let i = 0; i < toks.length; ) {
    work.steps++;
    const t = toks[i]!;
    if (t.cap && !t.initial) i = slotAt(text, toks, i, out);
    else {
      if (!t.cap && listedIn(t.w, PREPOSITION_Q, PREPOSITIONS) && t.lc !== 'at') lowerCaseAt(text, t, out, orgs);
      i++;
    }
  }
}
