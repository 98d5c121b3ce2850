/**
 * A lower-case chat message naming its sender (ADR 0146), read by phi-names-lowertext.ts: "hey its maria, …", "this is
 * jen from the clinic", "im dani", and a signature closing the message ("-jess rn", "~ mike").
 */
import type { Tok } from './phi-tokens.js';

/** Greetings that open a message before the person spoken to ("hey dev", "oye carla", "hi priya"). */
export const GREETING_WORDS = new Set(
  'hey hi hello hiya heya yo oye hola ola hej hei hallo ciao morning evening'.split(' '),
);
const SELF_WORDS = new Set(['its', "it's", 'it’s', 'im', "i'm", 'i’m']);
/** What "its" and "im" say of a state, not a sender ("its late, sorry", "im sick from the meds"). */
const PREDICATES = new Set(
  `ok okay fine good bad late early done over cold hot hard easy real true false me back home sick tired busy ready sorry
  free open closed sure right wrong here there out in up off on new old fine great bored lost stuck away gone next
  first last better worse worried scared happy sad mad`.split(/\s+/),
);
const SELF_AFTER = /^[ \t]+from(?![\p{L}])/u;
const SIGNED_BEFORE = /(?:^|[ \t\n])[-–—~][ \t]?$/;
const SIGNED_AFTER = /^(?:[ \t]+(?:rn|lpn|np|md|do|pa|cna|rt|msw|lcsw))?[ \t]*(?:$|\n)/;

/** Whether toks[i] follows "its", "it's", "im" or "this is" that open the message, maybe after a greeting. */
export function selfNamed(toks: Tok[], i: number): boolean {
  let k = i - 1;
  if (k >= 1 && toks[k]!.lc === 'is' && toks[k - 1]!.lc === 'this') k--;
  else if (k < 0 || !SELF_WORDS.has(toks[k]!.lc)) return false;
  return k === 0 || (k === 1 && GREETING_WORDS.has(toks[0]!.lc));
}

/**
 * A sender's name that is also a word ("grace", "rose") only before "from" ("this is grace from the clinic"), and no
 * word of a state: "its frank, bright red blood", "its sunny here" are none.
 */
export const commonSelfName = (text: string, t: Tok, lc: string) =>
  !PREDICATES.has(lc) && SELF_AFTER.test(text.slice(t.end, t.end + 6));

/** Whether token `t` signs the message: a dash or a tilde before it, maybe a credential after it, then its end. */
export const signedName = (text: string, t: Tok) =>
  SIGNED_BEFORE.test(text.slice(Math.max(0, t.start - 3), t.start)) && SIGNED_AFTER.test(text.slice(t.end, t.end + 10));
