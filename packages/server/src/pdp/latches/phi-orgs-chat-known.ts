/**
 * Where a well-known organization's name stands in text typed in lower case (ADR 0075, 0082). Chat writes
 * "got a shift at trader joe's", "yo u still at kaiser?", "the lowes job", "outside greggs": no capital
 * says a name is there, and many such names are English words too ("target", "boots", "countdown"), so
 * the words around them must say which. Read by the gazetteer (phi-orgs-gazetteer.ts) for the names
 * that a word of no English list does not already make sure.
 */
import { isCity, isCommon, isEnglish, isStop, MEDICAL, STREET_TYPES } from './phi-lexicon.js';
import { BUSINESS_NOUNS } from './phi-org-words.js';
import type { Tok } from './phi-tokens.js';

/** at, from, to, with, via, about (and "@") right before a name in lower-case chat. */
export const LOWER_SLOT = /(?:^|[^\p{L}])(?:at|from|to|with|w\/|via|about|@)[ \t]+(?:the[ \t]+)?$/u;
/** The same and the places around a shop or an office ("outside greggs", "inside the kroger", "called humana"). */
const NAMED_SLOT =
  /(?:^|[^\p{L}])(?:at|from|to|with|w\/|via|about|@|inside|outside|near|into|for|by|called|call|ring|rang)[ \t]+(?:the[ \t]+)?$/u;
/** Work at the place: "a shift at target", "new job at countdown", "works for ups", "left for ups". */
const WORK_SLOT =
  /(?:^|[^\p{L}])(?:shifts?|jobs?|work(?:s|ed|ing)?|employed|hired|interview(?:ed|ing)?|internship|interning|quit|left|manager|cashier|trainee|apprenticeship)[ \t]+(?:at|for|@)[ \t]+(?:the[ \t]+)?$/u;
/** A place before the name ("at", "from", "outside the"), then a word after it that says shop, office or job. */
const PLACE_SLOT = /(?:^|[^\p{L}])(?:at|from|inside|outside|near|to|@)[ \t]+(?:the[ \t]+)?$/u;
/** The word right after the name. */
const WORD_AFTER = /^[ \t]+([\p{Ll}-]+)/u;
/** "at boots in headingley", "the kroger on hamilton ave": the shop's suburb or street after it. */
const WHERE_AFTER = /^[ \t]+(?:in|on|near|by)[ \t]+(\p{Ll}[\p{Ll}'’-]+)(?:[ \t]+(\p{Ll}+))?/u;

/** A suburb or a town: a town the gazetteer holds, or a word in no list ("headingley", "fitzroy"). */
const placeWord = (w: string) =>
  (isCity(w) && !isCommon(w)) || (!isEnglish(w) && !isCommon(w) && !isStop(w) && !MEDICAL.has(w));

/**
 * Whether the one-word name at token `t` of lower-case `text` stands where an organization does. `sure` is a
 * name that is no English word ("aetna", "greggs", "humana"): a place or call before it is enough. An
 * English word ("target", "boots", "kaiser", "lowes") needs work before it ("a shift at target") or a place
 * before it and a shop's word, suburb or street after it ("at the lowes job", "at boots in headingley").
 * Clinical shorthand ("bp at target", "titrate to target dose") has neither.
 */
export function loneInChat(text: string, t: Tok, sure: boolean): boolean {
  const before = text.slice(Math.max(0, t.start - 20), t.start);
  if (sure) return NAMED_SLOT.test(before);
  // "from here in boston": a word that points at a place names none (Here is also a firm's name).
  if (isStop(t.lc) || t.lc === 'here' || t.lc === 'there') return false;
  if (WORK_SLOT.test(before)) return true;
  if (!PLACE_SLOT.test(before)) return false;
  const after = text.slice(t.end, t.end + 32);
  const word = WORD_AFTER.exec(after);
  if (word !== null && BUSINESS_NOUNS.has(word[1]!)) return true;
  const where = WHERE_AFTER.exec(after);
  if (where === null) return false;
  // "on hamilton ave": a street; "in decatur", "in fitzroy": a town or a suburb.
  return (where[2] !== undefined && STREET_TYPES.has(where[2])) || placeWord(where[1]!);
}

/**
 * "CVS" is also the cardiovascular system and chorionic villus sampling ("CVS: RRR", "karyotype from CVS"), so
 * the list leaves it out; it is the pharmacy where a pharmacy's slot or a store's place says so ("Pharmacy: CVS",
 * "the CVS in Bettendorf", "CVS on Route 9", "CVS #4471").
 */
export function pharmacyChain(text: string, t: Tok, lowerText: boolean): boolean {
  // In capitals, or in a message written in lower case ("resend to cvs"): "cvs" in clinical prose is the system.
  if (t.lc !== 'cvs' || !(t.upper || lowerText)) return false;
  return (
    /(?:\bat|\bto|pharmacy[ \t]*[:\-–]?)[ \t]*$/i.test(text.slice(Math.max(0, t.start - 12), t.start)) ||
    /^[ \t]*(?:#[ \t]*\d|(?:pharmacy|store|minuteclinic)\b|(?:on|in|at)[ \t]+\p{Lu})/iu.test(
      text.slice(t.end, t.end + 16),
    )
  );
}
