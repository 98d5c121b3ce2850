/**
 * A lower-case chat message naming its sender (ADR 0146), read by phi-names-lowertext.ts: "hey its maria, …", "this is
 * jen from the clinic", "im dani", and a signature closing the message ("-jess rn", "~ mike").
 */
import { COUNTRIES, isCommon, isName, MEDICAL, TITLES, US_STATES } from './phi-lexicon.js';
import { NAME_RANK } from './phi-names-cued.js';
import type { Tok } from './phi-tokens.js';
import type { Hit } from './pii-context.js';

/** Greetings that open a message before the person spoken to ("hey dev", "oye carla", "hi priya"). */
export const GREETING_WORDS = new Set(
  'hey hi hello hiya heya yo oye hola ola hej hei hallo ciao morning evening'.split(' '),
);
const SELF_WORDS = new Set(['its', "it's", 'it’s', 'im', "i'm", 'i’m']);
/** What "its" and "im" say of a state, not a sender ("its late, sorry", "im sick from the meds"). */
const PREDICATES = new Set(
  `ok okay fine good bad late early done over cold hot hard easy real true false me back home sick tired busy ready sorry
  free open closed sure right wrong here there out in up off on new old fine great bored lost stuck away gone next
  first last better worse worried scared happy sad mad normal serious bad urgent safe allowed possible necessary`.split(
    /\s+/,
  ),
);
const SELF_AFTER = /^[ \t]+from(?![\p{L}])/u;
const SIGNED_BEFORE = /(?:^|[ \t\n])[-–—~][ \t]?$/;
const SIGNED_AFTER = /^(?:[ \t]+(?:rn|lpn|np|md|do|pa|cna|rt|msw|lcsw))?[ \t]*(?:$|\n)/;

/**
 * Whether toks[i] follows "its", "it's", "im" or "this is" that open the message, maybe after a greeting, or open a
 * sentence of it ("is this faith? its grant from the front desk"); or asks for the person ("is this faith?").
 */
export function selfNamed(text: string, toks: Tok[], i: number): boolean {
  let k = i - 1;
  if (k >= 1 && toks[k]!.lc === 'is' && toks[k - 1]!.lc === 'this') k--;
  else if (k >= 1 && toks[k]!.lc === 'this' && toks[k - 1]!.lc === 'is' && ASKED.test(text.slice(toks[i]!.end))) k--;
  else if (k < 0 || !SELF_WORDS.has(toks[k]!.lc)) return false;
  return k === 0 || (k === 1 && GREETING_WORDS.has(toks[0]!.lc)) || SENTENCE_END.test(text.slice(0, toks[k]!.start));
}
/** "is this faith?": the question ends after the name. */
const ASKED = /^[ \t]*\?/;
const SENTENCE_END = /[.?!][ \t]+$/;

/**
 * A sender's name that is also a word ("grace", "rose") only before "from" ("this is grace from the clinic") or asked
 * for ("is this faith?"), and no word of a state: "its frank, bright red blood", "its sunny here", "is this normal?"
 * are none.
 */
export const commonSelfName = (text: string, t: Tok, lc: string) =>
  !PREDICATES.has(lc) && (SELF_AFTER.test(text.slice(t.end, t.end + 6)) || ASKED.test(text.slice(t.end, t.end + 3)));

/** Whether token `t` signs the message: a dash or a tilde before it, maybe a credential after it, then its end. */
export const signedName = (text: string, t: Tok) =>
  SIGNED_BEFORE.test(text.slice(Math.max(0, t.start - 3), t.start)) && SIGNED_AFTER.test(text.slice(t.end, t.end + 10));

/**
 * A message signed with the sender's name alone after its last sentence, in any case: "Will bring the forms Monday.
 * Hunter", "Running late. - Grace". The text must read as a message (a first or second person, thanks, a greeting):
 * a note's last word after a full stop is no signature. Words that close a message themselves ("Love", "Cheers")
 * are none.
 */
export function findClosingSignature(text: string, toks: Tok[], out: Hit[]): void {
  const t = toks[toks.length - 1];
  if (t === undefined || !t.cap || t.upper || t.start < 12) return;
  if (!CLOSED.test(text.slice(t.end)) || !SIGN_BEFORE.test(text.slice(Math.max(0, t.start - 4), t.start))) return;
  // ("Regards, A. Moloney": an initial's stop is no sentence's end.)
  if (/(?:^|[^\p{L}])\p{Lu}\.[ \t]+$/u.test(text.slice(Math.max(0, t.start - 5), t.start))) return;
  if (!isName(t.lc) || MEDICAL.has(t.lc) || TITLES.has(t.lc) || CLOSINGS.has(t.lc) || COUNTRIES.has(t.lc)) return;
  // ("… at 5. Sharp", "Amen", "Deal", "Roger": a common word is a given name here only if people are mostly so named.)
  if (isCommon(t.lc) && !WORD_NAMES.has(t.lc)) return;
  if (US_STATES.has(t.lc) || !MESSAGE.test(text)) return;
  out.push({ type: 'PERSON', start: t.start, end: t.end, rank: NAME_RANK.cued });
}
const CLOSED = /^[ \t.!]*$/;
/** Given names that are also common words, which sign messages far more often than they close one as a word. */
const WORD_NAMES = new Set(
  'grace hope faith joy rose hunter mark dawn holly ivy iris daisy heather ruby pearl amber crystal destiny grant chase mason cooper taylor jordan autumn summer willow brook river sky angel derrick frank ray jack glen dale drew miles wade cliff lance bill rob sandy'.split(
    ' ',
  ),
);
const SIGN_BEFORE = /(?:[.!?][ \t]+|\n[ \t]*|(?:^|[ \t\n])[-–—~][ \t]?)$/;
const CLOSINGS = new Set(
  'love cheers regards thanks thank best bye later soon xoxo sincerely yours warmly blessings peace ok okay'.split(' '),
);
const MESSAGE =
  /(?:^|[^\p{L}])(?:I|I['’]m|I['’]ll|you|your|u|we|thx|thanks|thank|pls|please|hi|hey|hello)(?![\p{L}])/iu;
