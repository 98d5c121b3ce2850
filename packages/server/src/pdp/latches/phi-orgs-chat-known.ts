/**
 * Where a well-known organization's name stands in text typed in lower case (ADR 0075, 0082). Chat writes
 * "got a shift at trader joe's", "yo u still at kaiser?", "the lowes job", "outside greggs": no capital
 * says a name is there, and many such names are English words too ("target", "boots", "countdown"), so
 * the words around them must say which. Read by the gazetteer (phi-orgs-gazetteer.ts) for the names
 * that a word of no English list does not already make sure.
 */
import { isCity, isCommon, isEnglish, isName, isStop, MEDICAL, STREET_TYPES } from './phi-lexicon.js';
import { BUSINESS_NOUNS } from './phi-org-words.js';
import type { Tok } from './phi-tokens.js';

/**
 * at, from, to, with, via, about (and "@"), into, and a possessive or an article, right before a name in lower-case
 * chat ("loaded into a ambulance victoria van", "to my planned parenthood appt").
 */
export const LOWER_SLOT =
  /(?:^|[^\p{L}])(?:at|from|to|into|with|w\/|via|about|@|nasa|sa)[ \t]+(?:(?:the|a|an|my|ur|your|our)[ \t]+)?$/u;
/**
 * The same and the places around a shop or an office ("outside greggs", "inside the kroger", "called humana"), and the
 * prepositions of place of other languages that chat mixes in: Dutch "in het umcu", "bij", "naar"; Portuguese "no
 * fleury", "app do fleury", "pro einstein"; Spanish and Italian "en", "al", "del"; Tagalog "nasa", "sa".
 */
const NAMED_SLOT =
  /(?:^|[^\p{L}])(?:at|from|to|with|w\/|via|about|@|inside|outside|near|into|for|by|called|call|ring|rang|het|bij|naar|no|na|do|da|pro|pra|ao|en|al|del|nel|sa|nasa)[ \t]+(?:the[ \t]+)?$/u;
/**
 * Only where a place is meant ("at", "from", "outside the", "to the", and the prepositions of other languages): a
 * surname or brand that no English list holds ("plunket", "uhc", "kroger") is not read after "with", "for" or "call",
 * where a person of that name stands as often.
 */
const PLACE_ONLY =
  /(?:^|[^\p{L}])(?:(?:at|from|inside|outside|near|into|@|het|bij|naar|no|na|do|da|pro|pra|ao|nel|nasa)[ \t]+(?:the[ \t]+)?|to[ \t]+the[ \t]+)$/u;
/**
 * A visit, a stay or a transfer right before "at"/"to" and the name: "mom's appt at kaiser", "his clinic at
 * gertrudes", "see dr o'driscoll at the beacon", "they took him to grady", "rehab at valley hope". A care word
 * there says a place of care, so even a name that is an English word is read ("at target" alone is not).
 */
const CARE_SLOT =
  /(?:^|[^\p{L}])(?:appts?|appointments?|clinic|visit|check-?up|physio|rehab|therapy|surgery|scan|mri|bloods|jabs?|shots?|pharmacist|nurse|doctor|admitted|discharged|seen|born|(?:dr|doc)\.?[ \t]+[\p{Ll}'’-]+|(?:took|take|taking|takes)[ \t]+(?:him|her|them|me|us|it)|taken|sent|rushed|transfer|transferred|moved)[ \t]+(?:at|to|from|in)[ \t]+(?:the[ \t]+)?$/u;
/** Where a person is now: "she's at mercy till 5", "mom is still at st joes" (not "bp is at target"). */
const PERSON_AT =
  /(?:^|[^\p{L}])(?:she|he|they|mom|mum|dad|nana|grandma|grandpa|gran|son|daughter|husband|wife|hubby|baby)(?:['’]s|[ \t]+is|[ \t]+are|['’]re)?[ \t]+(?:(?:still|now|back)[ \t]+)?at[ \t]+(?:the[ \t]+)?$/u;
/**
 * The insurer after its field's words in chat: "his insurance is cigna", "covered thru aetna", "health plan is humana",
 * "my insurance changed to molina".
 */
const INSURED_SLOT =
  /(?:^|[^\p{L}])(?:(?:insurance|insurer|coverage|health[ \t]+plan|insurance[ \t]+plan|carrier)[ \t]+(?:is|was|=|through|thru|with|from|(?:changed|switched|went)[ \t]+to)|(?:insured|covered)[ \t]+(?:by|with|through|thru))[ \t]+$/u;
/** Work at the place: "a shift at target", "new job at countdown", "works for ups", "left for ups". */
const WORK_SLOT =
  /(?:^|[^\p{L}])(?:shifts?|jobs?|work(?:s|ed|ing)?|employed|hired|interview(?:ed|ing)?|internship|interning|quit|left|manager|cashier|trainee|apprenticeship)[ \t]+(?:at|for|@)[ \t]+(?:the[ \t]+)?$/u;
/** A place before the name ("at", "from", "outside the"), then a word after it that says shop, office or job. */
const PLACE_SLOT = /(?:^|[^\p{L}])(?:at|from|inside|outside|near|to|@)[ \t]+(?:the[ \t]+)?$/u;
/** The word right after the name. */
const WORD_AFTER = /^[ \t]+([\p{Ll}-]+)/u;
/** "at boots in headingley", "the kroger on hamilton ave", "going to countdown in Ōtara": the shop's suburb or street after it. */
const WHERE_AFTER = /^[ \t]+(?:in|on|near|by)[ \t]+(\p{L}[\p{Ll}'’-]+)(?:[ \t]+(\p{L}\p{Ll}+))?/u;
/**
 * The name as the subject of what a firm does to a customer, in chat: "aetna approved it", "medica wants PA", "kaiser
 * wants me to do PT", "cvs charged me $400", "quest is picking up", "anthem said they'll cover", after the message's
 * start or a clause's ("ya", "lol", "and", a comma).
 */
const SUBJECT_BEFORE =
  /(?:^|[,;:.!?(]|(?:^|[ \t])(?:and|but|so|lol|ok|ya|yeah|ugh|omg|says|said|now|then|cos|because))[ \t]*$/u;
const SUBJECT_AFTER =
  /^[ \t]+(?:(?:just|finally|still|now|also)[ \t]+)?(?:said|says|wants|want|approved|denied|covers|covered|charged|called|texted|emailed|refused|rejected|needs|sent|cancell?ed|moved|dropped|is[ \t]+picking|picked[ \t]+up|won['’]?t|will[ \t]+not|doesn['’]?t[ \t]+cover)(?![\p{L}])/u;
/** Whether the lower-case name at `start`..`end` of a chat message is the subject of a firm's act. */
export const subjectInChat = (text: string, start: number, end: number) =>
  SUBJECT_BEFORE.test(text.slice(Math.max(0, start - 8), start)) && SUBJECT_AFTER.test(text.slice(end, end + 24));
/** Whether a business noun follows the name ending at `end` ("my anytime fitness membership", "the lowes job"). */
export const businessAfter = (text: string, end: number) => {
  const word = WORD_AFTER.exec(text.slice(end, end + 20));
  return word !== null && BUSINESS_NOUNS.has(word[1]!);
};

/** A suburb or a town: a town the gazetteer holds, or a word in no list ("headingley", "fitzroy"). */
const placeWord = (w: string) =>
  (isCity(w) && !isCommon(w)) || (!isEnglish(w) && !isCommon(w) && !isStop(w) && !MEDICAL.has(w));

/**
 * Whether the one-word name at token `t` of lower-case `text` stands where an organization does. `sure` is a
 * name that is no English word ("aetna", "greggs", "humana"): a place or call before it is enough. `place` is a
 * marked name that no English list holds ("plunket", "uhc"): a place before it is enough. An
 * English word ("target", "boots", "kaiser", "lowes") needs work before it ("a shift at target") or a place
 * before it and a shop's word, suburb or street after it ("at the lowes job", "at boots in headingley").
 * Clinical shorthand ("bp at target", "titrate to target dose") has neither. After an insurer's field ("his insurance
 * is cigna", ADR 0146) any known name is the insurer.
 */
export function loneInChat(text: string, t: Tok, sure: boolean, place = false): boolean {
  const before = text.slice(Math.max(0, t.start - 28), t.start);
  const insured = INSURED_SLOT.test(before);
  if (sure) return insured || NAMED_SLOT.test(before) || subjectInChat(text, t.start, t.end);
  // "from here in boston": a word that points at a place names none (Here is also a firm's name).
  if (isStop(t.lc) || t.lc === 'here' || t.lc === 'there') return false;
  if (insured) return true;
  if (place && PLACE_ONLY.test(before)) return true;
  // ("kaiser wants me to…": a name-list word; "target said" is no firm's act.)
  if (!isCommon(t.lc) && (isName(t.lc) || !isEnglish(t.lc)) && subjectInChat(text, t.start, t.end)) return true;
  if (WORK_SLOT.test(before) || CARE_SLOT.test(before)) return true;
  // ("he's at target now, a1c 6.8": a reading at its goal.)
  if (PERSON_AT.test(before) && t.lc !== 'target') return true;
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
    (lowerText && subjectInChat(text, t.start, t.end)) ||
    /(?:\bat|\bto|pharmacy(?:[ \t]*[:\-–])?)[ \t]*$/i.test(text.slice(Math.max(0, t.start - 12), t.start)) ||
    /^[ \t]*(?:#[ \t]*\d|(?:pharmacy|store|minuteclinic)\b|(?:on|in|at)[ \t]+\p{Lu})/iu.test(
      text.slice(t.end, t.end + 16),
    )
  );
}
