/**
 * Words that phi-names.ts reads as no name unless their neighbours say otherwise (ADR 0060): a short
 * word in capitals (an acronym, or "LEE" of "TOMMY LEE JONES"), a country or state that is also a name
 * ("Jordan", "Virginia", "Washington"), and a word of another list after a title ("Dr. Li").
 */
import { isCommon, isEnglish, isName, isStop, MEDICAL, PERSON_CUES, TITLES } from './phi-lexicon.js';
import { codeOf, K, personVerbAfter } from './phi-name-words.js';
import { joined, type Tok } from './phi-tokens.js';

/**
 * Whether `w`, a word of at most four letters in capitals at token `i`, is a name: a name-list word
 * (no medical one) right after a title or beside a longer name in capitals that is no English word, on
 * the same line ("ALAN" of "DR. ALAN PRICE", "LEE" of "TOMMY LEE JONES"); "ANA NEG", "MAX HR" stay acronyms.
 */
export function capsName(text: string, toks: Tok[], i: number, w: string): boolean {
  if (w.length < 3 || !isName(w) || MEDICAL.has(w)) return false;
  const near = (a: Tok | undefined, b: Tok | undefined) =>
    a !== undefined && b !== undefined && /^\.?,?[ \t]{1,2}$/.test(text.slice(a.end, b.start));
  // A title ("DR."), or a label such as "PATIENT:" or "NAME:", right before the word or before the
  // surname it follows ("PATIENT: KIM, JANE").
  const titled = (k: number) => {
    const a = toks[k - 1];
    if (a === undefined || !a.cap) return false;
    if (TITLES.has(a.lc)) return near(a, toks[k]);
    return PERSON_CUES.has(a.lc) && /^:[ \t]{0,2}$/.test(text.slice(a.end, toks[k]!.start));
  };
  const p = toks[i - 1];
  const n = toks[i + 1];
  if (titled(i) || (near(p, toks[i]) && p!.upper && isName(p!.lc) && titled(i - 1))) return true;
  const longName = (x: Tok | undefined) =>
    x?.upper === true && x.lc.length >= 5 && isName(x.lc) && !isEnglish(x.lc) && !MEDICAL.has(x.lc);
  return (near(p, toks[i]) && longName(p)) || (near(toks[i], n) && longName(n));
}

/**
 * Whether a title is the token before token `i` ("Dr. Li", "MR SMITH"), at most `room` characters
 * before it. A comma between them makes it an abbreviation ending a street ("455 Plaza Dr, Chicago
 * IL"), not a title.
 */
export function titleBefore(text: string, toks: Tok[], i: number, room = 3): boolean {
  const p = toks[i - 1];
  if (p?.cap !== true || !TITLES.has(p.lc) || toks[i]!.start - p.end > room) return false;
  return text.charCodeAt(p.end) !== 44 && text.charCodeAt(p.end + 1) !== 44;
}

/**
 * Whether token `i`, a country or state that is also a name, stands as one: after a title ("Dr.
 * Virginia Hale", "Dr. Washington") or beside a name in no English list on the same line ("Jordan
 * Peterson", "Denzel Washington"). "Virginia Beach", "Washington Post", "lives in Georgia" stay places.
 */
export function nameBeside(text: string, toks: Tok[], i: number): boolean {
  const p = toks[i - 1];
  if (titleBefore(text, toks, i)) return true;
  const strong = (x: Tok | undefined) => x?.cap === true && codeOf(x.lc) >> 2 === K.Strong;
  const n = toks[i + 1];
  // "Jordan said", "Chad lives with his mother": a verb only people take.
  if (personVerbAfter(text, toks[i]!.end)) return true;
  return (strong(n) && joined(text, toks[i]!, n!)) || (strong(p) && joined(text, p!, toks[i]!));
}

/**
 * Whether token `i`, a word of another list (a symbol or a medical word: "Li", "Ma", "Parkinson"), is a
 * surname because a title stands right before it: "Dr. Li", "Dr. Ma", "Dr. Parkinson" are people.
 */
export function titledName(text: string, toks: Tok[], i: number, w: string): boolean {
  if (!titleBefore(text, toks, i, 2) || !isName(w) || TITLES.has(w)) return false;
  // "Dr. Office", "Dr. The": an ordinary word after a title is no surname; an eponym is one ("Dr. Parkinson").
  return MEDICAL.has(w) || (!isStop(w) && !isCommon(w));
}
