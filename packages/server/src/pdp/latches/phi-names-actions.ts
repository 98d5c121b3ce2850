/**
 * PERSON: initials that stand for a person in minutes and handovers (ADR 0098). "Action: FD to roll out…", "SW to
 * present in December", "TN to circulate SOP; PB to liaise with NHLS": the owner of an action written by initials
 * of someone the text names in full ("Fergal Doyle", "Dr Pieter Botha"). And the sign-off of a nurse or another
 * professional by initials and post on a line of its own: "— CR, RN", "LH DN". Clinical shorthand in capitals
 * ("GP to review", "OT to assess", "ED to admit") is no one's initials: the first rule takes only those of a person
 * of the text; the second, only letters alone on their line before a post ("CR, RN" there is a nurse, not creatinine).
 */
import { CREDENTIALS } from './phi-lexicon.js';
import type { Tok } from './phi-tokens.js';
import type { Hit } from './pii-context.js';

const RANK = 6;
/** An action's verb after the initials: " to review", " to liaise". */
const TO_VERB = /^ to [a-z]{3}/;
/** Posts of nurses and carers that sign handovers by initials (CREDENTIALS holds the degrees and licences). */
const POSTS = new Set(['dn', 'hca', 'sn', 'en', 'cnm', 'cns', 'anp', 'hcsw', 'sw', 'pt', 'ot', 'slt', 'rm']);
/** "— CR, RN", "LH DN": a dash or a line's start, the initials, a comma or a blank, the post, then the line's end or "/". */
const SIGNED = /^[,]?[ \t]([A-Za-z-]{2,8})\.?[ \t]*(?:$|\r?\n|\/)/;

/** The initials of the people found so far: first letters of each word but titles ("Dr Pieter Botha": PB). */
function initialsOf(text: string, out: Hit[]): Set<string> {
  const seen = new Set<string>();
  for (const h of out) {
    if (h.type !== 'PERSON' || h.end - h.start > 60) continue;
    const words = text
      .slice(h.start, h.end)
      .split(/[ \t,]+/)
      .filter((w) => /^\p{Lu}/u.test(w) && !/^(?:Dr|Mr|Mrs|Ms|Miss|Prof|Sr|Rev)\.?$/.test(w));
    if (words.length >= 2)
      seen.add(
        words
          .map((w) => w[0])
          .join('')
          .toUpperCase(),
      );
  }
  return seen;
}

const lineStart = (text: string, at: number) =>
  /(?:^|\n)[ \t]*(?:[-–—][ \t]*)?$/.test(text.slice(Math.max(0, at - 6), at));

export function findActionInitials(text: string, toks: readonly Tok[], out: Hit[]): void {
  let known: Set<string> | undefined;
  for (const t of toks) {
    if (!t.upper || t.end - t.start > 3) continue;
    if (TO_VERB.test(text.slice(t.end, t.end + 8))) {
      known ??= initialsOf(text, out);
      if (known.has(text.slice(t.start, t.end))) out.push({ type: 'PERSON', start: t.start, end: t.end, rank: RANK });
      continue;
    }
    const m = SIGNED.exec(text.slice(t.end, t.end + 14));
    if (m === null || !lineStart(text, t.start)) continue;
    const post = m[1]!.toLowerCase();
    // ("RN, BSN", "MD, PhD": a post before another is no one's initials.)
    if (!(CREDENTIALS.has(post) || POSTS.has(post)) || CREDENTIALS.has(t.lc) || POSTS.has(t.lc)) continue;
    out.push({ type: 'PERSON', start: t.start, end: t.end, rank: RANK });
  }
}
