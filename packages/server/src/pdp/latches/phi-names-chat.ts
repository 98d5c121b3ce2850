/**
 * PERSON in the places chat and mail put a person's handle or first name (ADR 0068):
 * - a chat log's speaker after its time stamp ("[10:42] kate.n: anyone know…", "[10:43] rob_m: …");
 * - a bare user id on a message's From/To/Cc line ("From: jdelacruz", "To: mpatel2");
 * - a first name typed in lower case after "it's" or "this is" at the start of a message
 *   ("hi its marcus again", "hey its tay from planned parenthood", "hi this is rose (dan's wife)").
 * Each is a line or a message opening that holds nothing else, so a word of the name list (or an id
 * with a dot, an underscore or a digit) is enough there.
 */
import { isCommon, isEnglish, isName, isStop, MEDICAL } from './phi-lexicon.js';
import { nameWeight } from './phi-names-cued.js';
import { work } from './phi-tokens.js';
import type { Hit } from './pii-context.js';

const RANK = 6;
/** "[10:42] kate.n:", "[2:05 PM] Sam:" at the start of a line. */
const CHAT_SPEAKER =
  /(?:^|\n)[ \t]*\[\d{1,2}:\d{2}(?::\d{2})?(?:[ \t]?[AaPp]\.?[Mm]\.?)?\][ \t]*([A-Za-z][A-Za-z0-9._-]{1,30}?)[ \t]*:/g;
/** "From: jdelacruz" alone on its line (an e-mail address is found as one). */
const MAIL_USER = /(?:^|\n)[ \t]*(?:From|To|Cc|CC)[ \t]*:[ \t]*([a-z][a-z0-9._-]{2,30})[ \t]*(?=\r?\n|$)/g;
/** A message that opens with a greeting and "it's"/"this is" and a word: "hi its marcus again". */
const ITS_NAME =
  /^[ \t]*(?:(?:hi|hey|hello|hiya|morning|good morning|good afternoon)[ \t,!.]+)?(?:it['’]?s|this is|im|i['’]m)[ \t]+([a-z][a-z'’-]{1,20})(?=[ \t]*(,)|[ \t]*\(|[ \t]+(?:again|from|calling)\b)/i;

/** An id: a dot, an underscore or a digit in it, or a part the name list holds ("jdelacruz", "kate.n"). */
function handle(h: string): boolean {
  const lc = h.toLowerCase();
  if (MEDICAL.has(lc) || isStop(lc)) return false;
  if (/[._\d]/.test(lc)) return lc.split(/[._\d-]+/).some((p) => p.length >= 3 && (isName(p) || isName(p.slice(1))));
  // A plain word: a sure name or a word of no list ("Nurse:", "Dr:" are roles).
  return (
    nameWeight(lc) === 2 || (lc.length >= 4 && !isEnglish(lc) && !isCommon(lc) && (isName(lc.slice(1)) || !isName(lc)))
  );
}

export function findChatNames(text: string, out: Hit[]): void {
  if (text.indexOf('[') >= 0)
    for (const m of text.matchAll(CHAT_SPEAKER)) {
      work.steps++;
      const h = m[1]!;
      if (!handle(h)) continue;
      const start = m.index + m[0].lastIndexOf(h, m[0].length - 1);
      out.push({ type: 'PERSON', start, end: start + h.length, rank: RANK });
    }
  if (/(?:From|To|Cc|CC)[ \t]*:/.test(text))
    for (const m of text.matchAll(MAIL_USER)) {
      work.steps++;
      const h = m[1]!;
      if (!/[._\d]/.test(h) && (isEnglish(h) || isCommon(h))) continue;
      if (!handle(h)) continue;
      const start = m.index + m[0].lastIndexOf(h);
      out.push({ type: 'PERSON', start, end: start + h.length, rank: RANK });
    }
  const m = ITS_NAME.exec(text.slice(0, 80));
  if (m !== null) {
    const w = m[1]!;
    const lc = w.toLowerCase();
    // A name, or a word of no list ("tay"): what follows says a person introduces themself.
    // After a comma only a sure name ("its fine, thanks" is no introduction).
    const weight = nameWeight(lc);
    if (
      (weight >= 1 && (weight === 2 || m[2] === undefined)) ||
      (lc.length >= 3 && !isEnglish(lc) && !isCommon(lc) && !isStop(lc) && !MEDICAL.has(lc))
    ) {
      const start = m.index + m[0].length - w.length;
      out.push({ type: 'PERSON', start, end: start + w.length, rank: RANK });
    }
  }
}
