/**
 * Ordinary words of headings, field labels and abbreviations read as people (ADR 0110). Fresh text in
 * many languages opens with a heading in capitals or Title Case ("HISTORIA CLÍNICA – CONSULTA PEDIÁTRICA",
 * "Protokoll der Aufsichtsratssitzung"), writes labels before a colon ("Mutuelle :", "Obra social:",
 * "Borger: Preben…"), abbreviates regions, weekdays and words with a dot ("León, Gto.", "Śr.:", "Jg. 1962",
 * "Res. on duty") and puts a post or a department after a signature ("Marta Ruiz, Departamento de
 * Autorizaciones"). A capitalized word there that no list knows, or that is an ordinary word of some
 * language, read as a person. Only unbacked findings (no title, no cue: rank below BACKED) are looked at;
 * a finding holding a word that is a person's name and nothing else ("JOHN", "Lopez", "Kowalski") stays,
 * except where the shape itself rules a person out (a label with a name after it, an abbreviation's dot).
 * Each finding is looked at once over a bounded window; lines are indexed once, lazily: linear.
 */
import { isCity, isEnglish, isForeignWord, isName, isStop } from './phi-lexicon.js';
import { JudgedLines } from './phi-line-index.js';
import { codeOf, K, W_OTHER } from './phi-name-words.js';
import { commonNounEnding } from './phi-names-endings.js';
import { BACKED } from './phi-names-filter.js';
import { FUNCTION_WORDS } from './phi-names-function-words.js';
import {
  afterEponymNoun,
  EPONYM_NOUN,
  FUSED_ARTICLE,
  GLUE,
  NOUN_OF,
  REGION_HEADS,
  SPEAKER_ROLES,
  STATE_ABBREVIATIONS,
  SUBJECT,
} from './phi-names-headings-words.js';
import { work } from './phi-tokens.js';
import type { Hit } from './pii-context.js';

const WORD = /[\p{L}][\p{L}\p{M}'’-]*/gu;
const FUNCTION: ReadonlySet<string> = new Set(FUNCTION_WORDS);
/** A heading is short: longer lines are prose or rows, and are not judged (a cheap bound). */
const MAX_HEADING = 100;

/** A word that is a person's name and nothing else: in the name list, no ordinary word of English or another language. */
function personWord(lc: string): boolean {
  if (lc.length < 2) return false;
  const code = codeOf(lc);
  if (code & W_OTHER) return false;
  const k = code >> 2;
  if (k !== K.Strong && k !== K.Weak) return false;
  if (isForeignWord(lc)) return false;
  return k === K.Strong || !isEnglish(lc);
}

/** A word that is an ordinary word of some language: a list's common word, a foreign word, a common noun's ending. */
function ordinary(lc: string): boolean {
  if (lc.length < 2) return false;
  if (FUNCTION.has(lc) || isStop(lc)) return true;
  const code = codeOf(lc);
  if (code & W_OTHER || code >> 2 === K.Other) return true;
  return isForeignWord(lc) || commonNounEnding(lc) || (isEnglish(lc) && !isName(lc));
}

const lcWords = (s: string) => (s.match(WORD) ?? []).map((w) => w.toLowerCase());

/** A capitalized word, or a lower-case article or preposition ("Tomomi is from…" is a sentence: "is" is none). */
const headingWord = (w: string) => /^\p{Lu}/u.test(w) || GLUE.has(w) || FUNCTION.has(w) || elided(w);
/** An article or a preposition elided before a capital ("dell'IRCCS", "d'Aosta", "l'Hôpital"). */
const elided = (w: string) => /^\p{Ll}{1,5}['’]\p{Lu}/u.test(w);

/**
 * Whether the line is a heading: at most ten words, no digit, every word capitalized but the small
 * function words ("der", "de", "of"), and one ordinary word of some language among them.
 */
function headingLine(line: string): boolean {
  // (A sentence ends with its stop; a heading does not.)
  if (line.length > MAX_HEADING || /\d/.test(line) || /[.!?][ \t]*$/.test(line)) return false;
  // "RE: PRE-AUTHORISATION FOR …", "Betreff: …": a subject's label opens a heading; any other label makes a field.
  const colon = line.indexOf(':');
  if (colon >= 0 && !SUBJECT.test(line.slice(0, colon))) return false;
  const words = line.match(WORD) ?? [];
  if (words.length === 0 || words.length > 10) return false;
  return words.every(headingWord) && words.some((w) => elided(w) || GLUE.has(w) || ordinary(w.toLowerCase()));
}

/** A finding right after a field's colon is the field's value, where names stand ("Patient: Aroha Ngata"). */
const AFTER_COLON = /:[ \t]*$/;
/** Only blanks or a list's bullet before a label on its line, or a field's bar ("… | Seguro: EsSalud"). */
const LINE_OPEN = /(?:(?:^|\n)[ \t]*(?:[-*•·][ \t]*)?|[ \t]\|[ \t]*)$/;
/** A label's colon right after the finding, or after one or two lower-case words ("Obra social:"). */
const LABEL_AFTER = /((?:[ \t]+\p{Ll}[\p{L}\p{M}.]*){0,2})[ \t]*:(?!\/\/)/uy;
/** A capitalized word opening the value after a label's colon. */
const CAP_VALUE = /^[ \t]*:[ \t]*\p{Lu}/u;
/** An abbreviation's dot and a colon or a letter glued on ("Śr.:", "Spett.le"): no name is written so. */
const ABBREVIATION_DOT = /\.(?::|\p{L})/uy;
/** An abbreviation's dot before a lower-case word or a number ("Jg. 1962", "Res. on duty"); a name may end a sentence so. */
const DOT_THEN_LOWER = /\.[ \t]+(?:\p{Ll}|\d)/uy;
/** A region's abbreviation after a town and a comma ("León, Gto.", "Guadalajara, Jal."): its dot ends the line or the field. */
const REGION_DOT = /\.(?:[ \t]*(?:[,;\n]|$)|[ \t]+(?:C\.?P\.?|CP|CEP|\d))/uy;
const COMMA_BEFORE = /\p{L}[.]?,[ \t]+$/u;
/** What ends a post after a signature: the line's end, a full stop, a semicolon, a bracket or a comma (then a town or speech). */
const POST_END = /^(?:[ \t]*(?:[.;,)\n]|$))/u;

function stateAbbreviation(text: string, h: Hit): boolean {
  if (h.end - h.start > 6 || !STATE_ABBREVIATIONS.has(text.slice(h.start, h.end).toLowerCase())) return false;
  REGION_DOT.lastIndex = h.end;
  return COMMA_BEFORE.test(text.slice(Math.max(0, h.start - 8), h.start)) && REGION_DOT.test(text);
}

const LINE_LABEL = /(?:^|\n)[ \t]*(\p{L}[\p{L}\p{M}.]*(?:[ \t]+\p{L}[\p{L}\p{M}.]*){0,2})[ \t]*:(?!\/\/)/gu;

/** A text's form labels (formLabels), read once, when a name first asks. */
interface Form {
  text: string;
  labels: Map<string, number> | null | undefined;
}

function formOf(f: Form): Map<string, number> | null {
  if (f.labels === undefined) f.labels = formLabels(f.text);
  return f.labels;
}

/**
 * Whether the text is a form: two or more different labels of ordinary words open its lines, and no
 * speaker's role. Read once per text, on the first label that asks.
 */
function formLabels(text: string): Map<string, number> | null {
  const labels = new Map<string, number>();
  let plain = 0;
  for (const m of text.matchAll(LINE_LABEL)) {
    work.steps++;
    const lc = m[1]!.toLowerCase();
    const first = lc.split(/[ \t]/)[0]!.replace(/\.$/, '');
    if (SPEAKER_ROLES.has(first)) return null;
    const n = labels.get(lc) ?? 0;
    labels.set(lc, n + 1);
    if (n === 0 && lcWords(lc).every(ordinary)) plain++;
  }
  return plain >= 2 ? labels : null;
}

/** Drops, from out[from..], the unbacked PERSON findings that a heading, a label, an abbreviation or a post explains. */
export function dropHeadingWords(text: string, out: Hit[], from: number): void {
  let lines: JudgedLines | null = null;
  // The text's form labels, read at the first name that asks (formLabels).
  const form: Form = { text, labels: undefined };
  let personEnds: Set<number> | null = null;
  let k = from;
  for (let i = from; i < out.length; i++) {
    work.steps++;
    const h = out[i]!;
    if (h.type === 'CITY' && h.rank < BACKED && (stateAbbreviation(text, h) || afterEponymNoun(text, h.start)))
      continue;
    if (h.type !== 'PERSON' || h.rank >= BACKED) {
      out[k++] = h;
      continue;
    }
    lines ??= new JudgedLines(text, (line) => line.length <= MAX_HEADING && headingLine(line));
    if (personEnds === null) {
      personEnds = new Set();
      for (let j = from; j < out.length; j++) if (out[j]!.type === 'PERSON') personEnds.add(out[j]!.end);
    }
    if (explained(text, h, lines, personEnds, form)) continue;
    out[k++] = h;
  }
  out.length = k;
}

function explained(text: string, h: Hit, lines: JudgedLines, personEnds: Set<number>, forms: Form): boolean {
  const value = text.slice(h.start, h.end);
  // Names typed in lower case ("sanne: ben je al…") are found by passes of their own, on other evidence.
  if (!/^\p{Lu}/u.test(value)) return false;
  const words = lcWords(value);
  if (words.length === 0) return false;
  // (Only capitalized words say a name: "der", "de" inside a heading are its function words.)
  const named = (value.match(WORD) ?? []).some((w) => /^\p{Lu}/u.test(w) && personWord(w.toLowerCase()));
  const before = text.slice(Math.max(0, h.start - 40), h.start);
  // "signe de Murphy", "Morbus Crohn", "Escala de Oswestry": an eponym after its noun, or the noun and its eponym.
  // One word only: "maladie de Marie Dupont", "Síndrome de Ana García, hija…" name a person (ADR 0109).
  if (words.length === 1 && afterEponymNoun(text, h.start)) return true;
  if (words.length === 2 && EPONYM_NOUN.has(words[0]!)) return true;
  if (words.length === 3 && EPONYM_NOUN.has(words[0]!) && NOUN_OF.test(words[1]!)) return true;
  // ("Morbus Crohn": the noun alone, the eponym after it left to the medical words.)
  if (words.length === 1 && EPONYM_NOUN.has(words[0]!) && /^[ \t]+\p{Lu}/u.test(text.slice(h.end, h.end + 3)))
    return true;
  // "Región del Biobío", "Provincia de Cádiz".
  if (words.length > 1 && REGION_HEADS.has(words[0]!)) return true;
  // "Jg. 1962", "Śr.: lek. …", "Spett.le", "Res. on duty": a short word and an abbreviation's dot.
  if (words.length === 1 && words[0]!.length <= 5) {
    ABBREVIATION_DOT.lastIndex = h.end;
    if (ABBREVIATION_DOT.test(text)) return true;
    // ("thanks Anna. see you" in chat: a name-list word so only at a line's start.)
    DOT_THEN_LOWER.lastIndex = h.end;
    if ((!named || LINE_OPEN.test(before)) && DOT_THEN_LOWER.test(text)) return true;
    // "León, Gto.", "Guadalajara, Jal.": a region's abbreviation after a town.
    REGION_DOT.lastIndex = h.end;
    if (!named && COMMA_BEFORE.test(before) && REGION_DOT.test(text)) return true;
  }
  // A label at a line's start before its colon ("Mutuelle :", "Obra social:", "Borger: Preben Kjærgaard").
  if (words.length <= 3 && LINE_OPEN.test(before)) {
    LABEL_AFTER.lastIndex = h.end;
    const m = LABEL_AFTER.exec(text);
    if (m !== null) {
      if (!named) return true;
      // "Obra social:": one word that is also a town's or an ordinary word, a lower-case word, the colon ("Kovács
      // Eszter címe:", "Anna schrieb:" keep their names).
      const w = words[0]!;
      if (m[1] !== '' && words.length === 1 && (isCity(w) || isForeignWord(w) || isEnglish(w))) return true;
      // A name-list word as a label: a name after it, or a form's other labels, say it is the label.
      if (CAP_VALUE.test(text.slice(h.end, h.end + 6)) && personEnds.size > 1) {
        const rest = text.slice(h.end, h.end + 60).replace(/^[ \t]*:[ \t]*/, '');
        if (/^\p{Lu}[\p{L}\p{M}'’-]*[ \t]+\p{Lu}/u.test(rest)) return true;
      }
      const form = formOf(forms);
      if (form !== null && form.get(value.toLowerCase()) === 1) return true;
    }
  }
  // "Tanya Lindahl, Talent Acquisition", "Stefan Moser, Heimleitung, sagt …": a post after a person and a comma.
  const comma = /,[ \t]*$/.exec(before);
  if (comma !== null && CREDENTIAL.test(value) && personEnds.has(h.start - comma[0].length)) return true;
  // (Every word ordinary or in no list but with a common noun's shape: "Ben Cho, Hemi Walker;" is a list of people.)
  if (!named && comma !== null && personEnds.has(h.start - comma[0].length) && postEnds(text, h.end, words))
    return true;
  // "la riunione del Consiglio Direttivo": after a lower-case word and a fused article, an institution.
  if ((words.length > 1 || !named) && FUSED_ARTICLE.test(before)) return true;
  // A heading line ("HISTORIA CLÍNICA – CONSULTA PEDIÁTRICA", "Evolución – Salud Mental").
  // (There a name-list word that is also English counts as a name: "Monjeau, Graves and Reed".)
  const listedName = (value.match(WORD) ?? []).some(
    (w) =>
      /^\p{Lu}/u.test(w) &&
      isName(w.toLowerCase()) &&
      !isForeignWord(w.toLowerCase()) &&
      !(codeOf(w.toLowerCase()) & W_OTHER),
  );
  if (!listedName && !AFTER_COLON.test(before) && lines.at(h.start) && ordinaryBeside(text, h, lines))
    return unknownOnly(words) ? gluedToOrdinary(text, h) : !unknownNameIn(value, words);
  return false;
}

/** The capitalized words of a post after the finding ("Talent| Acquisition."), then the post's end. */
const POST_REST = /(?:[ \t]+(?:\p{Ll}{1,4}[ \t]+)?\p{Lu}[\p{L}\p{M}'’-]*){0,3}/uy;
function postEnds(text: string, end: number, words: string[]): boolean {
  POST_REST.lastIndex = end;
  const m = POST_REST.exec(text)!;
  const post = words.concat((m[0].match(WORD) ?? []).filter((w) => /^\p{Lu}/u.test(w)).map((w) => w.toLowerCase()));
  // No word of a person's name in it ("Ben Cho, Hemi Walker;" is a list of people), one word of a post.
  if (!post.every((w) => !isName(w) || isForeignWord(w)) || !post.some(postWord)) return false;
  return POST_END.test(text.slice(end + m[0].length, end + m[0].length + 4));
}
/** A credential's shape after a signature ("PMHNP-BC", "FNP-C"): capitals joined by a hyphen. */
const CREDENTIAL = /^\p{Lu}{2,}(?:-\p{Lu}{1,4})+$/u;
/** A post's word: an ordinary word, or a long German noun of an office ("Heimleitung", "Pflegedienstleitung"). */
const postWord = (lc: string) => ordinary(lc) || (lc.length >= 9 && OFFICE_ENDING.test(lc));
/** German nouns of an office or a specialty ("Heimleitung", "Allgemeinmedizin", "Zahnheilkunde"). */
const OFFICE_ENDING = /(?:ung|medizin|heilkunde|wesen)$/;

/** Whether the heading holds an ordinary word besides the finding: a line that is only the finding may be a letterhead's name. */
function ordinaryBeside(text: string, h: Hit, lines: JudgedLines): boolean {
  // ("Niederschrift der Mitgliederversammlung": a whole line, but joined by an article, as no name is.)
  const own = text.slice(h.start, h.end).match(WORD) ?? [];
  if (own.some((w) => GLUE.has(w) || elided(w) || commonNounEnding(w.toLowerCase()))) return true;
  const [, start, end] = lines.bounds(h.start);
  const rest = `${text.slice(start, h.start)} ${text.slice(h.end, end)}`;
  return (rest.match(WORD) ?? []).some((w) => elided(w) || GLUE.has(w) || ordinary(w.toLowerCase()));
}

/** Whether every word of the finding is in no list (a possible foreign name), with no common noun's ending. */
function unknownOnly(words: string[]): boolean {
  return words.every((w) => w.length < 2 || (codeOf(w) >> 2 === K.Unknown && !commonNounEnding(w)));
}

/** "Discharge Letter Aroha Ngata": two words in no list in Title Case, read with a heading's word, are still a name. */
function unknownNameIn(value: string, words: string[]): boolean {
  if (!/\p{Ll}/u.test(value)) return false;
  let run = 0;
  for (const w of words) run = unknownOnly([w]) && w.length >= 2 ? run + 1 : 0;
  return run >= 2;
}

/**
 * Whether words in no list are joined to an ordinary word of their heading: a function word inside
 * ("Protokoll der Aufsichtsratssitzung") or an ordinary word one blank before or after ("CONSULTA PEDIÁTRICA",
 * "OGŁOSZENIE O ZAMÓWIENIU"; several words only in capitals); "DISCHARGE SUMMARY – AROHA NGATA" keeps its dash, and
 * its name.
 */
function gluedToOrdinary(text: string, h: Hit): boolean {
  const value = text.slice(h.start, h.end);
  if (/[ \t]\p{Ll}/u.test(value)) return true;
  // Two names or more in Title Case beside an ordinary word are a letter's subject ("Referral For Aroha Ngata"); in
  // capitals they are a heading's words ("OGŁOSZENIE O ZAMÓWIENIU").
  if (/[ \t]/.test(value) && /\p{Ll}/u.test(value)) return false;
  const prev = /(\p{L}[\p{L}\p{M}'’-]*) $/u.exec(text.slice(Math.max(0, h.start - 40), h.start));
  if (prev !== null && /^\p{Lu}/u.test(prev[1]!) && ordinary(prev[1]!.toLowerCase())) return true;
  const next = /^ (\p{L}[\p{L}\p{M}'’-]*)/u.exec(text.slice(h.end, h.end + 40));
  return (
    next !== null &&
    (elided(next[1]!) || GLUE.has(next[1]!) || (/^\p{Lu}/u.test(next[1]!) && ordinary(next[1]!.toLowerCase())))
  );
}
