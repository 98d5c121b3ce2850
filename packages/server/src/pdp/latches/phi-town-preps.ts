/**
 * Towns after the prepositions of place that the other town rules leave out (ADR 0089):
 *
 * - Italian "a" after a verb of living, being born, staying or working ("residente a Palermo", "nata a
 *   Bologna", "sono dal dentista a Trastevere"). "a" alone is also English "a" and Italian "to" before a
 *   person ("ho detto a Marco"), so the verb must stand before it in its clause, in Italian;
 * - Dutch "vanuit", "uit", "naar" ("mama komt vanuit zaandam", "verhuisd naar Utrecht"), which English and the
 *   Romance languages do not write; and Portuguese "pra", "pro", "para" right after a verb of going ("vou pra
 *   campinas", "voltou para Setúbal"), where "para" is otherwise "for" ("para Maria");
 * - "of" after a person: "Sipho Ndlovu of Durban in the dispute", "Marion Tyler of Tyler is followed" — a listed
 *   town ending the clause, not a firm ("Karen Whitaker of Whitaker, Boyle and Simmons" goes on with a name).
 *
 * The town is a listed or large town, or (after a verb of living, or after the Dutch words) a Title Case word in
 * no list at all; never an English, common, medical or month word, never a region. Chat writes the town in lower
 * case: there it must be listed. Tried at the capitalized tokens whose previous word is one of these (a char test
 * first), at the rare Dutch and Portuguese words (one native regex scan), and at the PERSON hits: linear.
 */
import { big, listed, region } from './phi-big-cities.js';
import { PLACE_RANK } from './phi-cities.js';
import { type Cues, PREP_OR_SAINT_CUES } from './phi-cues.js';
import { isCommon, isEnglish, isName, isStop } from './phi-lexicon.js';
import { LANGUAGE_WORDS } from './phi-name-words.js';
import { FUNCTION_WORDS } from './phi-names-function-words.js';
import type { Tok } from './phi-tokens.js';
import { unknownWord } from './phi-town-codes.js';
import { CLINICAL_ENDING, MONTHS_DAYS } from './phi-unlisted-places.js';
import type { Hit } from './pii-context.js';

const RANK = PLACE_RANK.cued;
/** Title Case words of a town's name, Italian and Dutch particles between, three at most. */
const TOWN = /\p{Lu}[\p{Ll}\p{M}'’-]+(?:[ \t](?:(?:di|del|sul|de|aan|op|den)[ \t])?\p{Lu}[\p{Ll}\p{M}'’-]+){0,2}/uy;
/** A town's name in lower case, one to three words. */
const LOWER_TOWN = /\p{Ll}[\p{Ll}\p{M}'’-]+(?:[ \t]\p{Ll}[\p{Ll}\p{M}'’-]+){0,2}/uy;
/** Italian verbs of living, being born, staying, working and going: before "a" they make the next word a place. */
const IT_VERBS = new Set(
  `residente residenti risiede risiedono abita abito abiti abitano abitiamo vive vivo vivi viviamo vivono nato nata
  nati nate sono siamo sei è sto sta stiamo stanno lavora lavoro lavori lavoriamo lavorano torna torno torni tornata
  tornato tornati tornate trasferito trasferita trasferiti trasferite andato andata andati andate vado andiamo
  ricoverato ricoverata ricoverati ricoverate`
    .trim()
    .split(/\s+/),
);
/** Clause marks: a verb before one of them is another clause's. */
const isClauseMark = (c: number) =>
  c === 44 || c === 46 || c === 59 || c === 58 || c === 33 || c === 63 || c === 10 || c === 40 || c === 41;
const isLetter = (c: number) => (c >= 97 && c <= 122) || (c >= 65 && c <= 90) || c >= 0xc0;

/**
 * Where an Italian verb of IT_VERBS stands among the six words before `at` in its clause: 0 right before it, the
 * number of words between otherwise, or -1. Read backwards by character code, no regex per "a".
 */
function italianVerbBefore(text: string, at: number): number {
  let k = at - 1;
  for (let n = 0; n < 6; n++) {
    while (k >= 0 && !isLetter(text.charCodeAt(k))) {
      if (isClauseMark(text.charCodeAt(k))) return -1;
      k--;
    }
    const end = k + 1;
    while (k >= 0 && isLetter(text.charCodeAt(k))) k--;
    if (end - k - 1 < 1 || end - k - 1 > 12) {
      if (end === k + 1) return -1;
      continue;
    }
    if (IT_VERBS.has(text.slice(k + 1, end).toLowerCase())) return n;
  }
  return -1;
}
/** Portuguese verbs of going, right before "pra"/"para" (one word may stand between: "vou amanhã pra"). */
const PT_GO =
  /(?:^|[^\p{L}])(?:vou|vai|vamos|vão|fui|foi|fomos|foram|volto|voltou|voltei|voltamos|voltar|ir|indo|viajo|viajou|viajei|viajar|mudou|mudei|mudamos|mudar|mudaram|cheguei|chegou|chegar|levo|levou|levei|levar)(?:[ \t]+\p{Ll}+)?[ \t]+$/iu;
/**
 * The rare words of Dutch and Portuguese this file starts from, with the blank after them: looked for with
 * indexOf (a native scan each, no regex over the whole text), "uit " also ending "vanuit ".
 */
const RARE = ['uit ', 'naar ', 'pra ', 'pro ', 'para '];
let functionWords: Set<string> | null = null;
const isFunctionWord = (lc: string) => {
  functionWords ??= new Set(FUNCTION_WORDS);
  return functionWords.has(lc);
};

/** A town's name in the phrase: the longest listed or large prefix of it, else `loose` may take its first word alone. */
function townIn(phrase: string, loose: (w: string) => boolean): string | null {
  const ws = phrase.split(/[ \t]+/);
  for (let n = ws.length; n >= 1; n--) {
    const p = ws.slice(0, n).join(' ');
    const lc = p.toLowerCase();
    if (region(lc) || MONTHS_DAYS.has(lc)) continue;
    if (big(lc) || (listed(lc) && (n > 1 || (!isEnglish(lc) && !isCommon(lc))))) return p;
  }
  const first = ws[0]!;
  return loose(first.toLowerCase()) ? first : null;
}

/** A word in no list that may be a town's: no name, English, medical or function word, no clinical ending. */
const unlisted = (lc: string) => unknownWord(lc) && !CLINICAL_ENDING.test(lc) && !region(lc);

/** "residente a Palermo", "sono dal dentista a Trastevere": Italian "a" with a verb before it in its clause. */
function italianAt(text: string, t: Tok, out: Hit[]): void {
  const c = text.charCodeAt(t.start - 2);
  // Cheap gate: "a " or "ad " before the word, after a blank.
  const ad = c === 100 && text.charCodeAt(t.start - 3) === 97;
  if (!(c === 97 || ad) || text.charCodeAt(t.start - 1) !== 32) return;
  const prepAt = t.start - (ad ? 3 : 2);
  if (/\p{L}/u.test(text[prepAt - 1] ?? ' ')) return;
  const verb = italianVerbBefore(text, prepAt);
  if (verb < 0) return;
  TOWN.lastIndex = t.start;
  const phrase = TOWN.exec(text)?.[0];
  if (phrase === undefined) return;
  // Right after the verb any listed town; further on, none that is also a person's name ("sono vicino a Marco").
  const right = verb === 0;
  const town = townIn(phrase, (w) => unlisted(w) || (right && listed(w) && !isEnglish(w)));
  if (town === null || (!right && isName(town.toLowerCase()) && !big(town.toLowerCase()))) return;
  out.push({ type: 'CITY', start: t.start, end: t.start + town.length, rank: RANK });
}

/** "komt vanuit zaandam", "vou pra campinas", "voltou para Setúbal". */
function rareAt(text: string, out: Hit[]): void {
  for (const word of RARE)
    for (let k = text.indexOf(word); k >= 0; k = text.indexOf(word, k + 1)) {
      // "vanuit " holds "uit ": the word starts after "van" then; any other letter before it makes another word.
      const start = word === 'uit ' && text.startsWith('van', k - 3) ? k - 3 : k;
      if (/\p{L}/u.test(text[start - 1] ?? ' ')) continue;
      rareWordAt(text, start, k + word.length, word[0] === 'p', out);
    }
}

/** The town after one of those words at `start`, its name from `at`. */
function rareWordAt(text: string, start: number, at: number, portuguese: boolean, out: Hit[]): void {
  if (portuguese && !PT_GO.test(text.slice(Math.max(0, start - 30), start))) return;
  const cap = /\p{Lu}/u.test(text[at] ?? '');
  const re = cap ? TOWN : LOWER_TOWN;
  re.lastIndex = at;
  const phrase = re.exec(text)?.[0];
  if (phrase === undefined) return;
  // Lower case: a listed town only, no function word of the six languages ("naar huis", "pra casa").
  const town = townIn(phrase, (w) => cap && unlisted(w));
  if (town === null || isFunctionWord(town.toLowerCase())) return;
  out.push({ type: 'CITY', start: at, end: at + town.length, rank: RANK });
}

/** What may follow a town after "of": the clause's end, or a lower-case word ("of Durban in the dispute"). */
const OF_END = /^(?:$|[\n.;:!?)]|,[ \t]+(?!\p{Lu})|[ \t]+\p{Ll})/u;

/** "Sipho Ndlovu of Durban in the dispute": a listed town after a person and "of". */
function ofPeople(text: string, out: Hit[], from: number): void {
  const n = out.length;
  for (let k = from; k < n; k++) {
    const h = out[k]!;
    if (h.type !== 'PERSON' || !text.startsWith(' of ', h.end)) continue;
    const at = h.end + 4;
    TOWN.lastIndex = at;
    const phrase = TOWN.exec(text)?.[0];
    if (phrase === undefined) continue;
    const town = townIn(phrase, () => false);
    if (
      town === null ||
      town.length !== phrase.length ||
      !OF_END.test(text.slice(at + town.length, at + town.length + 3))
    )
      continue;
    out.push({ type: 'CITY', start: at, end: at + town.length, rank: RANK });
  }
}

/** Punctuation that ends a clause right after the word: a town there has nothing after it that it could name. */
const CLAUSE_AFTER = /^(?:[.,;:!?)]|$|\n)/;
const TITLE_WORD = /^\p{Lu}[\p{Ll}\p{M}'’-]+$/u;

/**
 * For the town slots (phi-town-slots.ts), one Title Case word ending its clause after a preposition of place:
 * "laid off from Cardinal Logistics in Concord.", "retired librarian from Newton,": a listed town, even an English
 * word or a surname, after "in" (a person is rarely "in" anyone), after "from" or "near" not a name that is only a
 * name ("a message from Eugene."), never an English word that is no one's name ("in Progress", "in Normal range");
 * "Hospital car service home to Walthamstow.": after "home to" a word in no list.
 */
export function clauseTown(text: string, start: number, end: number, prep: string): boolean {
  if (!CLAUSE_AFTER.test(text.slice(end, end + 1)) || !TITLE_WORD.test(text.slice(start, end))) return false;
  const lc = text.slice(start, end).toLowerCase();
  // ("conducted in Welsh.", "answered in Spanish.": a language or a people's word is no town.)
  if (region(lc) || MONTHS_DAYS.has(lc) || isStop(lc) || LANGUAGE_WORDS.has(lc) || lc.length < 4) return false;
  if (prep === 'to') return text.startsWith('home to ', start - 8) && unlisted(lc);
  if (prep !== 'in' && prep !== 'from' && prep !== 'near') return false;
  if (!listed(lc) || (isCommon(lc) && !isName(lc))) return false;
  return prep === 'in' || !isName(lc) || isCommon(lc);
}

/** `cues`: the text's cue words (phi-cues.ts), read with `toks`; without them the rare words are scanned for. */
export function findPrepTowns(text: string, toks: Tok[], out: Hit[], from: number, cues?: Cues): void {
  for (const t of toks) if (t.cap && !t.upper && !t.initial) italianAt(text, t, out);
  // A word of RARE stands alone or after "van": a text where none is a cue word (phi-cues.ts) holds none to scan for.
  if (cues === undefined || (cues.seen & PREP_OR_SAINT_CUES) !== 0) rareAt(text, out);
  ofPeople(text, out, from);
}
