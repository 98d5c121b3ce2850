/**
 * Companies by their legal form as each country writes it (ADR 0071): "Kos a Holík s.r.o.", "Martens
 * B.V.", "Tavares Lda.", "Johannsen ApS", "Sørensen-Magnussen A/S", "Balogh Kft.", "Czerwiński Sp. z
 * o.o.". The word-token rules (phi-orgs.ts) cannot see these: the tokens stop at dots and slashes, and
 * lower-case letters such as "s", "r", "o" are not tokens at all. So the forms are found in the text
 * as written (case-sensitive: "AS" is Norwegian, "as" English), and the name before them is read back
 * from there.
 */
import { PLACE_RANK } from './phi-cities.js';
import { isCommon, isEnglish, isName, isStop, MEDICAL, PERSON_CUES, TITLES } from './phi-lexicon.js';
import { FOREIGN_AND, ORG_GENERIC } from './phi-org-words.js';
import { type Tok, work } from './phi-tokens.js';
import type { Hit } from './pii-context.js';

/**
 * A word that may be part of a firm's name: a name-list word, or a word in no English or common-word
 * list ("Jast", "Sørensen"); never a medical, title, department, function or kin word.
 */
export function nameish(lc: string): boolean {
  if (lc.length < 2 || MEDICAL.has(lc) || TITLES.has(lc) || isStop(lc) || ORG_GENERIC.has(lc) || PERSON_CUES.has(lc))
    return false;
  return isName(lc) || (!isEnglish(lc) && !isCommon(lc));
}

/** Legal forms in capitals that clinical notes also write ("AS" aortic stenosis, "SA" sinoatrial, "AB" abdomen). */
const CLINICAL_FORMS = new Set(['as', 'sa', 'ab']);
/**
 * "Severe AS", "Mild AS", "Tender AB": a legal form that is also a clinical abbreviation, after a word
 * that is no name (a common or English word): phi-orgs.ts then reads no company.
 */
export const clinicalForm = (form: string, before: string) =>
  CLINICAL_FORMS.has(form) && (!nameish(before) || isCommon(before));

/**
 * Legal forms that no word or clinical abbreviation is written as (published company-law forms of
 * CZ/SK, HU, DK/NO, FI, FR, ES, PT/BR, IT, NL/BE, DE/AT, PL, GR). Longer forms come first so that
 * "S.L.U." is not read as "S.L.".
 */
const SURE = [
  String.raw`spol\.[ \t]s[ \t]r\.[ \t]?o\.`,
  String.raw`s\.[ \t]?r\.[ \t]?o\.`,
  String.raw`v\.[ \t]?o\.[ \t]?s\.`,
  String.raw`(?:GmbH|AG|SE)[ \t]&[ \t]Co\.[ \t]?KG(?:aA)?`,
  String.raw`[Ss]p\.[ \t]z[ \t]o\.[ \t]?o\.`,
  String.raw`Sp\.[ \t][jkp]\.`,
  // Malaysia's and Brunei's private and public companies (Sendirian Berhad, Berhad), Singapore's and India's private ones.
  String.raw`Sdn\.?[ \t]Bhd\.?`,
  'Bhd\\.?',
  String.raw`Pte\.?[ \t]Ltd\.?`,
  String.raw`Pvt\.?[ \t]Ltd\.?`,
  'Kft\\.?',
  'Zrt\\.?',
  'Nyrt\\.?',
  'Bt\\.',
  'Kkt\\.?',
  'ApS',
  'Oyj',
  'SARL',
  String.raw`S\.[ \t]?à[ \t]?r\.[ \t]?l\.`,
  String.raw`S\.a\.r\.l\.`,
  'Sàrl',
  'EURL',
  'SASU',
  String.raw`S\.L\.U\.`,
  String.raw`S\.A\.U\.`,
  String.raw`S\.L\.`,
  'Ltda\\.?',
  'Lda\\.?',
  'EIRELI',
  String.raw`S\.r\.l\.`,
  String.raw`S\.p\.A\.`,
  String.raw`S\.n\.c\.`,
  String.raw`S\.a\.s\.`,
  String.raw`S\.R\.L\.`,
  String.raw`B\.V\.`,
  String.raw`N\.V\.`,
  String.raw`V\.O\.F\.`,
  'BVBA',
  'OHG',
  'KGaA',
  'GbR',
  String.raw`Α\.Ε\.`,
  String.raw`Ε\.Π\.Ε\.`,
  String.raw`[ΟO]\.Ε\.`,
  String.raw`Ι\.Κ\.Ε\.`,
  'GIE',
  'EIRL',
];
/**
 * Forms that are also words or clinical abbreviations ("AS" aortic stenosis, "SE" side effects, "Ky"
 * Kentucky, "S.A." sinoatrial, "KG" kilograms): a form only right after a name-like word that is no
 * common word ("Olsen AS", "Fjordline AS"; not "Severe AS").
 */
const SHORT = [
  // "A/S ratio", "I/S" (intake and output), "K/S": also clinical notation, so a firm's only after a name-like word.
  'A/S',
  'I/S',
  'K/S',
  'P/S',
  String.raw`S\.A\.S\.`,
  String.raw`S\.A\.`,
  String.raw`S\.C\.`,
  String.raw`a\.[ \t]?s\.`,
  String.raw`e\.[ \t]?V\.`,
  String.raw`C\.V\.`,
  // Japan's kabushiki kaisha ("Kyoto Bioscience K.K."); also a person's initials ("Sharma K.K."): see findLegalForms.
  String.raw`K\.K\.`,
  'SE',
  'AS',
  'Ky',
  'SA',
  'SL',
  'SLU',
  'SAS',
  'SNC',
  'KG',
  'HB',
  'KB',
  'SpA',
  'SRL',
  'SCA',
  'SCS',
  'EI',
];
const FORM = new RegExp(
  `[ \\t](?=[A-Z\\u0391-\\u03A9]|[asve]\\.|sp[.ol])(?:(${SURE.join('|')})|(${SHORT.join('|')}))(?![\\p{L}\\p{M}\\d/])`,
  'gu',
);

/** Lower-case particles of surnames ("van der Wal", "de Souza") that may stand inside a firm's name. */
const PARTICLE = 'van|von|de|der|den|da|do|dos|das|di|del|della|du|des|la|le|ten|ter|zu|af|av';
const NAME_W = String.raw`\p{Lu}[\p{L}\p{M}'’]*(?:-\p{Lu}[\p{L}\p{M}'’]*)*`;
/** "and" in the languages whose firms are named "A, B and C": & and, und, og, och, en, et, és, ja, e, y, i, a. */
export const CONJ = `&|and|${FOREIGN_AND}`;
const PIECE = `(?:(?:${PARTICLE})[ \\t]+)*${NAME_W}`;
/** The run of names right before a form (up to six words), joined by spaces, hyphens, commas or "and". */
const RUN_BEFORE = new RegExp(
  `(?:^|[^\\p{L}\\p{M}\\d'’.-])(${PIECE}(?:(?:[ \\t]+(?:${CONJ}|-)[ \\t]+|,[ \\t]+|[ \\t]+)${PIECE}){0,5})[ \\t]+$`,
  'u',
);
/** A word of the run that is itself a form ("ApS", "AB"), and the "and" after it. */
const FORM_WORD =
  /(?<![\p{L}\p{M}])(?:ApS|Oyj|Oy|AB|ASA|AS|AG|SA|SAS|SARL|GmbH|Kft|Zrt|Ltd|Inc|LLC|KG)(?![\p{L}\p{M}])/gu;
const CONJ_AFTER = new RegExp(`^(?:${CONJ})[ \\t]+`, 'u');
const SEP = new RegExp(`(?:[ \\t]+(?:${CONJ}|-)[ \\t]+|,[ \\t]+|[ \\t]+)`, 'gu');
const CONJ_SEP = new RegExp(`^[ \\t]+(?:${CONJ})[ \\t]+$`, 'u');

/**
 * Where the firm's name starts in `run` (the names before a form): after the last comma that no "and"
 * follows ("Pilařová, Dufková s.r.o." is a person and a firm; "Schmidt, Weber und Braun KG" one firm),
 * and after leading titles and function words ("Dr.", "The", "In").
 */
function nameStart(run: string): number {
  let start = 0;
  let lastComma = -1;
  let conjAfter = false;
  SEP.lastIndex = 0;
  for (let m = SEP.exec(run); m !== null; m = SEP.exec(run)) {
    if (m[0].startsWith(',')) {
      lastComma = m.index + m[0].length;
      conjAfter = false;
    } else if (CONJ_SEP.test(m[0])) conjAfter = true;
  }
  if (lastComma >= 0 && !conjAfter) start = lastComma;
  // "Johannsen ApS and Sørensen-Magnussen A/S": a form inside the run ends another firm's name.
  for (const w of run.matchAll(FORM_WORD)) start = Math.max(start, w.index + w[0].length);
  while (/[ \t,&-]/.test(run[start] ?? '') || CONJ_AFTER.test(run.slice(start))) {
    const c = CONJ_AFTER.exec(run.slice(start));
    start += c !== null ? c[0].length : 1;
  }
  // Leading words that open a sentence or a title: not part of the name.
  for (;;) {
    const sp = run.slice(start).search(/[ \t]/);
    if (sp < 0) break;
    const w = run.slice(start, start + sp).toLowerCase();
    if (!TITLES.has(w) && !isStop(w)) break;
    start += sp;
    while (run[start] === ' ' || run[start] === '\t') start++;
  }
  return start;
}

const TITLE_END = /(?:^|[^\p{L}])(\p{L}+)\.?[ \t]+$/u;

/** Words after which a short form is a measure's notation, not a company. */
const NOTATION_AFTER = /^[ \t]+(?:scale|score|ratio|reported|weight|node|grade|criteria|class|units?|value|level)\b/i;
/** FORM tried at one place (the blank before a form). */
const FORM_AT = new RegExp(FORM.source, 'uy');
/** The letters a capitalized form opens with, lower case: the tokens where FORM_AT is tried. */
const FORM_HEADS = new Set(
  `spol s v gmbh ag se sp kft zrt nyrt bt kkt aps a i k p oyj sarl sàrl eurl sasu ltda lda eireli b n bvba ohg kgaa
  gbr α ε ο o ι gie eirl e c as ky sa sl slu sas snc kg hb kb spa srl sca scs ei sdn bhd pte pvt`.split(/\s+/),
);
/**
 * The blank before a form that opens with a small letter ("s.r.o.", "a.s.", "e.V."): such forms are no
 * tokens, and they follow a name, so they are looked for right after each capitalized token (a sticky
 * regex there, not a scan of the whole text).
 */
const LOWER_FORM_AT = /[ \t](?:s\.[ \t]?r\.|spol\.|a\.[ \t]?s\.|e\.[ \t]?V\.|v\.[ \t]?o\.)/y;

/** Where FORM_AT is worth trying: the blank before a capitalized token that may open a form, or a small-letter form. */
function formPlaces(text: string, toks: readonly Tok[]): number[] {
  const at: number[] = [];
  for (let i = 0; i < toks.length; i++) {
    const t = toks[i]!;
    if (!t.cap) continue;
    const lc = t.lc;
    // Short capitalized tokens only, looked up as written ("sp", "ltda", "a") or less their dot ("s.").
    if (
      lc.length <= 7 &&
      (FORM_HEADS.has(lc) || (lc.charCodeAt(lc.length - 1) === 46 && FORM_HEADS.has(lc.slice(0, -1))))
    ) {
      const c = text.charCodeAt(t.start - 1);
      if (c === 32 || c === 9) at.push(t.start - 1);
    }
    const e = text.charCodeAt(t.end);
    if (e === 32 || e === 9) {
      LOWER_FORM_AT.lastIndex = t.end;
      if (LOWER_FORM_AT.test(text)) at.push(t.end);
    }
  }
  return at;
}

/** Companies named by a legal form: the form and the capitalized names right before it. */
export function findLegalForms(text: string, toks: readonly Tok[], out: Hit[]): void {
  let done = -1;
  for (const place of formPlaces(text, toks)) {
    if (place < done) continue;
    FORM_AT.lastIndex = place;
    const m = FORM_AT.exec(text);
    if (m === null) continue;
    done = place + m[0].length;
    work.steps++;
    // The form starts after the blank the match opens with.
    const at = m.index + 1;
    const window = text.slice(Math.max(0, at - 96), at);
    const r = RUN_BEFORE.exec(window);
    if (r === null) continue;
    const run = r[1]!;
    const from = nameStart(run);
    const name = run.slice(from);
    if (name === '' || !/^\p{Lu}/u.test(name)) continue;
    const words = name.split(/[ \t,-]+/).filter((w) => /^\p{Lu}/u.test(w));
    const last = words[words.length - 1]!.toLowerCase();
    // A form of the short kind: only after a name-like word that is no common word ("Severe AS", "Common SE").
    if (m[2] !== undefined && (!nameish(last) || isCommon(last) || words.some((w) => MEDICAL.has(w.toLowerCase()))))
      continue;
    // "Sharma K.K., Gupta R.": after one word or a name-list word the dotted pair is a person's initials.
    if (m[0].endsWith('K.K.') && (words.length < 2 || isName(last))) continue;
    // "Kessler SE scale", "Lindqvist KG reported weight": before a measuring word a short form is notation.
    if (m[2] !== undefined && NOTATION_AFTER.test(text.slice(m.index + m[0].length, m.index + m[0].length + 12)))
      continue;
    if (words.every((w) => TITLES.has(w.toLowerCase()) || isStop(w.toLowerCase()))) continue;
    // Text in capitals ("SEVERE AS") has no case to read: the form stands only after a word with small letters.
    if (!/\p{Ll}/u.test(name)) continue;
    let start = at - window.length + r.index + r[0].indexOf(run) + from;
    // "GP: Dr. Rýdlová, Vašíček a Vojáček a.s.": after a title the first name is the person's, the firm follows the comma.
    const titled = TITLE_END.exec(text.slice(Math.max(0, start - 12), start));
    if (titled !== null && TITLES.has(titled[1]!.toLowerCase())) {
      const comma = name.indexOf(', ');
      if (comma < 0) continue;
      start += comma + 2;
    }
    out.push({
      type: 'ORGANIZATION',
      start,
      end: m.index + m[0].length,
      // A slash form ("A/S") is as sure as the long ones once a name stands before it.
      rank: m[1] !== undefined || m[0].includes('/') ? PLACE_RANK.org + 1 : PLACE_RANK.org,
    });
  }
}

/**
 * Russian forms stand before the name, often in guillemets: "ООО «Никитин»", "АО «Харитонов»", "ОАО
 * НовороссийскТорг" (published forms: ООО, ОАО, ЗАО, ПАО, АО, НКО, МУП, ГУП, ИП).
 */
const RU_FORM =
  /(?<![\p{L}\p{M}])(?:ООО|ОАО|ЗАО|ПАО|АО|НКО|МУП|ГУП|ИП)[ \t]+(?:«[^»\n]{1,60}»|"[^"\n]{1,60}"|\p{Lu}[\p{L}\p{M}-]+)/gu;
export function findPrefixForms(text: string, out: Hit[]): void {
  // Only a text with Cyrillic letters holds one.
  if (!/[\u0400-\u04FF]/.test(text)) return;
  RU_FORM.lastIndex = 0;
  for (let m = RU_FORM.exec(text); m !== null; m = RU_FORM.exec(text)) {
    work.steps++;
    out.push({ type: 'ORGANIZATION', start: m.index, end: m.index + m[0].length, rank: PLACE_RANK.org + 1 });
  }
}

/** A line that ends in a legal form, in capitals ("KOS A HOLÍK S.R.O.", "SCHEDLER GMBH"): a letterhead's firm. */
const FORM_END = new RegExp(
  `[ \\t](?:${SURE.join('|')}|${SHORT.join('|')}|GmbH|AG|Ltd\\.?|Inc\\.?|LLC|PLC|LLP|Oy|AB|ASA|NV|BV)$`,
  'iu',
);
export const endsInForm = (line: string) => FORM_END.test(line);
