/**
 * The town a patient comes from in a note's opening line (ADR 0096): "Desmond Wolfchild 58M, from Chase.",
 * "Máire Ní Fhlatharta, 81F, from An Spidéal.". After an age and a sex (or "yo", "y/o", "years old") and
 * "from", the capitalized words that end the clause say where the patient lives, whatever else the words
 * are (a bank, "Chase"; an English word, "Gap"): the slot settles it, so the CITY outranks an organization
 * or a person read over them. Tried only where the token before a capitalized word is "from".
 */
import { MEDICAL, ORG_TAILS, TITLES } from './phi-lexicon.js';
import type { Tok } from './phi-tokens.js';
import type { Hit } from './pii-context.js';

/** Outranks a known organization (6) and a name-list person (4): the slot is the patient's town. */
const RANK = 7;
/** An age and a sex, or an age in years, then an optional comma, right before "from". */
const AGE_SEX =
  /(?<![\p{L}\d])\d{1,3}[ \t]?(?:[MFmf]|yo|y\/o|yrs?|years?[ \t]old|year-old)(?![\p{L}\d])(?:[ \t]*,)?[ \t]*$/u;
/** Where a patient comes from that is no town ("58M, from Home.", "from Theatre."): the settings of care and living. */
const SETTINGS = new Set(
  'home ward theatre theater recovery resus casualty triage rehab school work jail prison shelter hostel hospice outside abroad overseas'.split(
    ' ',
  ),
);
/** The town's words end the clause: a full stop, a comma, a semicolon, a bracket or the line's end. */
const CLAUSE_END = /^(?:$|[\n\r.,;)])/;

/** At capitalized token i whose previous token is "from": the town after the age and sex, if the slot holds. */
export function demographicFrom(text: string, toks: Tok[], i: number, out: Hit[]): void {
  const from = toks[i - 1]!;
  if (!AGE_SEX.test(text.slice(Math.max(0, from.start - 16), from.start))) return;
  let last = i;
  // One to three capitalized words, one space apart ("Many Farms", "An Spidéal").
  while (
    last < i + 2 &&
    toks[last + 1]?.cap === true &&
    toks[last + 1]!.start === toks[last]!.end + 1 &&
    text.charCodeAt(toks[last]!.end) === 32
  )
    last++;
  const end = toks[last]!.end;
  if (!CLAUSE_END.test(text.slice(end, end + 1))) return;
  for (let k = i; k <= last; k++) {
    const t = toks[k]!;
    if (
      !t.cap ||
      t.initial ||
      t.upper ||
      TITLES.has(t.lc) ||
      MEDICAL.has(t.lc) ||
      ORG_TAILS.has(t.lc) ||
      SETTINGS.has(t.lc)
    )
      return;
  }
  out.push({ type: 'CITY', start: toks[i]!.start, end, rank: RANK });
}
