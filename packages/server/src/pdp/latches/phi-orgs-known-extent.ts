/**
 * Where a well-known organization's name matched by the gazetteer (phi-orgs-gazetteer.ts) ends, and what follows it
 * (ADR 0055, 0086, 0088): its last words in lower case read from the text ("Millennium bcp"), organization words and a
 * member's name after it ("Kaiser Permanente Medical Center", "UK HealthCare Chandler Hospital"), a town of several
 * words in lower case ("fresenius huber heights"), and a number that makes it a card's or a member's label.
 */
import { isCity, isStop, MEDICAL, ORG_TAILS } from './phi-lexicon.js';
import { ORG_GENERIC } from './phi-org-words.js';
import type { Tok } from './phi-tokens.js';

/** Where the lower-case words `ws` end, read one space apart from `at` (-1 when the text goes on otherwise). */
export function lowerWordsEnd(text: string, at: number, ws: string[]): number {
  let end = at;
  for (const w of ws) {
    if (
      text.charCodeAt(end) !== 32 ||
      !text.startsWith(w, end + 1) ||
      /[\p{L}\p{N}]/u.test(text[end + 1 + w.length] ?? '')
    )
      return -1;
    end += 1 + w.length;
  }
  return end;
}

/** Whether a card's or a member's number follows the name ending at `end` (a long number, "ending", "x", "*", "No."). */
export const numberLabel = (text: string, end: number) => {
  const after = text.slice(end, end + 14);
  // ("USMC 2062-2066": years of service.)
  if (/^[ \t]*\d{4}[–-]\d{2,4}(?![\d-])/.test(after)) return false;
  return /^[ \t]*(?:\d{3,}[ \t.-]?\d{3,}|\d{5,}|ending\b|x{2,}|\*|(?:no\.?|number)(?:[ \t]*[:.])?[ \t]*\d)/i.test(
    after,
  );
};
/** Whether `b` is an organization word right after `a`, written as the text writes names. */
export const tailAfter = (text: string, a: Tok, b: Tok | undefined, lowerText: boolean) =>
  b !== undefined && (b.cap || (lowerText && !a.cap)) && text.slice(a.end, b.start) === ' ' && ORG_TAILS.has(b.lc);
/**
 * The last token of a member hospital or clinic after a known system's name ending at token `j` ("Chandler
 * Hospital" of "UK HealthCare Chandler Hospital"), or `j`: one or two capitalized words one space apart, then an
 * organization word, with no title, medical or stop word among them.
 */
export function memberEnd(text: string, words: Tok[], j: number): number {
  for (let k = j + 1; k <= j + 3 && k < words.length; k++) {
    const w = words[k]!;
    if (!w.cap || text.slice(words[k - 1]!.end, w.start) !== ' ' || isStop(w.lc) || MEDICAL.has(w.lc)) return j;
    // ("Intermountain Health Patient Financial Services": a department's words are the firm's desk, not a member.)
    if (ORG_GENERIC.has(w.lc)) return j;
    if (ORG_TAILS.has(w.lc)) return k > j + 1 ? k : j;
  }
  return j;
}

/** Whether capitalized `b` follows `a` one space apart. */
export const capAfter = (text: string, a: Tok, b: Tok | undefined) =>
  b?.cap === true && text.slice(a.end, b.start) === ' ';

/**
 * In lower-case text, the last token of a town of two or three words right after a known name ending at token `j`
 * ("fresenius huber heights", "kaiser walnut creek"), or `j`: one word alone is left to the town rules ("labcorp
 * bayonne" keeps its CITY).
 */
export function lowerBranchEnd(text: string, words: Tok[], j: number): number {
  let phrase = words[j + 1]?.lc ?? '';
  for (let k = j + 2; k <= j + 3 && k < words.length; k++) {
    if (
      text.slice(words[k - 1]!.end, words[k]!.start) !== ' ' ||
      text.slice(words[k - 2]!.end, words[k - 1]!.start) !== ' '
    )
      break;
    phrase = `${phrase} ${words[k]!.lc}`;
    if (isCity(phrase)) return k;
  }
  return j;
}
