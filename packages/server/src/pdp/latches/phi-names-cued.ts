/**
 * PERSON in two forms that carry no capital letters to go by (ADR 0038): names typed in lower case
 * after a cue that says a name follows ("my name is lena andersson", "Name: hyuuma t. maida",
 * "call me vitoria"), and user names in note sign-offs ("XGT:holmes", "-- jsmith"). Both are tried
 * only where their cue word, ":" or "--" stands (sticky regexes).
 */
import { isCommon, isEnglish, isName, isStop, MEDICAL } from './phi-lexicon.js';
import { work } from './phi-tokens.js';
import type { Hit } from './pii-context.js';

export const NAME_RANK = { cued: 6, gazetteer: 4 } as const;

// "my name is lena andersson", "Name:    hyuuma t. maida", "call me vitoria": names typed in lower case, after a cue that says so.
const NAME_CUE = /(?:\bname(?:[ \t]+is|[ \t]*:)|\bcalls?[ \t]+me)[ \t]+/iy;
const LOWER_WORD = /[\p{Ll}][\p{L}\p{M}'’-]{0,30}\.?|[\p{Ll}]\./uy;

export function findCuedLowerCase(text: string, out: Hit[], known: Set<string>): void {
  const lower = text.toLowerCase();
  for (const cue of ['name', 'call']) {
    for (let at = lower.indexOf(cue); at >= 0; at = lower.indexOf(cue, at + cue.length)) {
      work.steps++;
      NAME_CUE.lastIndex = at;
      const m = NAME_CUE.exec(text);
      if (m === null) continue;
      let pos = at + m[0].length;
      const start = pos;
      let end = pos;
      for (let n = 0; n < 3; n++) {
        LOWER_WORD.lastIndex = pos;
        const w = LOWER_WORD.exec(text);
        if (w === null) break;
        const lc = w[0].replace(/\.$/, '');
        if (lc.length > 1 && ((isEnglish(lc) && !isName(lc)) || isStop(lc) || MEDICAL.has(lc))) break;
        end = pos + w[0].length;
        if (lc.length > 1) known.add(lc);
        const gap = /^[ \t]+/.exec(text.slice(end, end + 4));
        if (gap === null) break;
        pos = end + gap[0].length;
      }
      if (end > start)
        out.push({
          type: 'PERSON',
          start,
          end: text[end - 1] === '.' && end - start > 2 ? end - 1 : end,
          rank: NAME_RANK.cued,
        });
    }
  }
}

// "XGT:holmes" (author initials and user name ending a line of a note) and "-- jsmith" on a line of its own,
// tried only at each ":" and each "--" (sticky regexes).
const INITIALS_USER = /[A-Z]{2,4}:([a-z][a-z0-9._-]{1,19})(?=[ \t]*(?:\r?\n|$))/y;
const DASH_USER = /--[ \t]?([a-z][a-z0-9._]{2,19})(?=[ \t]*(?:\r?\n|$))/y;

/** A user name is taken when it holds a known name ("holmes", "jsmith") and is no medical word. */
const userName = (u: string) => !MEDICAL.has(u) && !isCommon(u) && (isName(u) || isName(u.slice(1)) || /\d/.test(u));

export function findSignOffs(text: string, out: Hit[]): void {
  for (let at = text.indexOf(':'); at >= 0; at = text.indexOf(':', at + 1)) {
    work.steps++;
    let s = at;
    while (s > 0 && at - s < 4 && text.charCodeAt(s - 1) >= 65 && text.charCodeAt(s - 1) <= 90) s--;
    if (at - s < 2 || (s > 0 && /\w/.test(text[s - 1]!))) continue;
    INITIALS_USER.lastIndex = s;
    const m = INITIALS_USER.exec(text);
    if (m !== null && userName(m[1]!))
      out.push({ type: 'PERSON', start: s, end: s + m[0].length, rank: NAME_RANK.cued });
  }
  for (let at = text.indexOf('--'); at >= 0; at = text.indexOf('--', at + 2)) {
    work.steps++;
    if (at > 0 && !/[\n \t]/.test(text[at - 1]!)) continue;
    DASH_USER.lastIndex = at;
    const m = DASH_USER.exec(text);
    if (m !== null && userName(m[1]!)) {
      const start = at + m[0].length - m[1]!.length;
      out.push({ type: 'PERSON', start, end: start + m[1]!.length, rank: NAME_RANK.cued });
    }
  }
}
