/**
 * PERSON in two forms that carry no capital letters to go by (ADR 0038): names typed in lower case
 * after a cue that says a name follows ("my name is lena andersson", "Name: hyuuma t. maida",
 * "call me vitoria"), and user names in note sign-offs ("XGT:holmes", "-- jsmith"). Both are tried
 * only where their cue word, ":" or "--" stands (sticky regexes).
 */
import { type Cues, cueBit } from './phi-cues.js';
import { isCommon, isEnglish, isName, isStop, MEDICAL } from './phi-lexicon.js';
import { work } from './phi-tokens.js';
import type { Hit } from './pii-context.js';

export const NAME_RANK = { cued: 6, gazetteer: 4 } as const;

// "my name is lena andersson", "Name:    hyuuma t. maida", "call me vitoria": names typed in lower case, after a cue that says so.
const NAME_CUE = /(?:\bname(?:[ \t]+is|[ \t]*:)|\bcalls?[ \t]+me)[ \t]+/iy;
const LOWER_WORD = /[\p{Ll}][\p{L}\p{M}'’-]{0,30}\.?|[\p{Ll}]\./uy;

/** NAME_CUE's first words (phi-cues.ts): each match opens with one, whole ("name" before a blank or ":"). */
const NAME_CUES = cueBit(['name', 'call', 'calls']);

/**
 * `cues`: where the text's cue words start (phi-tokens.ts tokenize). NAME_CUE is tried at each "name"
 * and then at each "call", as the scan of the lower-cased text for the two words did (in that
 * order). That scan read offsets of the lower-cased text, which are the text's own unless a
 * character lower-cases to two ("İ"): a text with a letter outside ASCII is still read that way.
 */
export function findCuedLowerCase(text: string, out: Hit[], known: Set<string>, cues?: Cues): void {
  if (cues === undefined || cues.other) {
    const lower = text.toLowerCase();
    for (const cue of ['name', 'call']) {
      for (let at = lower.indexOf(cue); at >= 0; at = lower.indexOf(cue, at + cue.length)) cuedAt(text, at, out, known);
    }
    return;
  }
  if ((cues.seen & NAME_CUES) === 0) return;
  // "name" (n) first, then "call" (c): the order of the scans they replace.
  for (const first of [110, 99])
    for (let k = 0; k < cues.at.length; k++) {
      const at = cues.at[k]!;
      if ((cues.bits[k]! & NAME_CUES) !== 0 && (text.charCodeAt(at) | 32) === first) cuedAt(text, at, out, known);
    }
}

/** Chat shorthand in no English list: "call me asap", "call me tmrw". */
const CHAT_WORDS = new Set('asap pls plz thx tmrw tmr tmw 2moro l8r b4 rn wen'.split(' '));

function cuedAt(text: string, at: number, out: Hit[], known: Set<string>): void {
  work.steps++;
  NAME_CUE.lastIndex = at;
  const m = NAME_CUE.exec(text);
  if (m === null) return;
  let pos = at + m[0].length;
  const called = (text.charCodeAt(at) | 32) === 99;
  const start = pos;
  let end = pos;
  for (let n = 0; n < 3; n++) {
    LOWER_WORD.lastIndex = pos;
    const w = LOWER_WORD.exec(text);
    if (w === null) break;
    const lc = w[0].replace(/\.$/, '');
    if (lc.length > 1 && ((isEnglish(lc) && !isName(lc)) || isStop(lc) || MEDICAL.has(lc))) break;
    // "call me back", "call me asap": after "call me" a word that is also English or chat shorthand says when, not who.
    if (called && (isEnglish(lc) || isCommon(lc) || CHAT_WORDS.has(lc))) break;
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

// "XGT:holmes" (author initials and user name ending a line of a note) and "-- jsmith" on a line of its own,
// tried only at each ":" and each "--" (sticky regexes).
const INITIALS_USER = /[A-Z]{2,4}:([a-z][a-z0-9._-]{1,19})(?=[ \t]*(?:\r?\n|$))/y;
const DASH_USER = /--[ \t]?([a-z][a-z0-9._]{2,19})(?=[ \t]*(?:\r?\n|$))/y;

/** A user name is taken when it holds a known name ("holmes", "jsmith") or is no English word ("oduya"), and is no medical word. */
const userName = (u: string) =>
  !MEDICAL.has(u) &&
  !isCommon(u) &&
  (isName(u) || isName(u.slice(1)) || /\d/.test(u) || (u.length >= 4 && !isEnglish(u)));

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

// "Ubul: What a wife." / "mika: \"who are you?\"": a speaker's name opening a line of dialogue.
// "Kev 10:42: going to…": a chat app's time stamp may stand between the speaker and the colon.
/** A YAML mapping's key that opens a block: a lower-case key with nothing after its colon ("address:\n"). */
const YAML_BLOCK = /(?:^|\n)[ \t]*[a-z_]+:[ \t]*\r?\n[ \t]+[a-z_]+:/;
const SPEAKER =
  /[ \t>]*([\p{L}][\p{L}\p{M}'’-]{1,30}(?:[ \t]\p{L}\.?(?=[ \t]*:))?)(?:[ \t]+\d{1,2}:\d{2}(?:[ \t]?[AaPp][Mm])?)?[ \t]*:[ \t]*([^\n]{1,400})/uy;
/**
 * Speech: first or second person, a question or a quotation ("You saved my life!", "\"Who are you?\""), or
 * chat's shorthand for them ("r u coming", "ya at boots", "lol").
 * Case matters: "US" is an ultrasound and "Mobitz I" a grade in a note; "I" counts before a small letter
 * ("I think"), "?" only ending a question ("?PNA" in a note is a query).
 */
const SPEECH =
  /(?:^|[^\p{L}])(?:I(?=['’](?:m|ll|ve|d)| \p{Ll})|[Yy]ou|[Yy]our|[Mm]e|[Mm]y|[Ww]e|us)(?![\p{L}'’])|(?:^|[ \t])(?:u|ur|i|im|lol|pls|plz|thx|omg|ya|yea|yeah|nah|lmk|tmrw|bro|mate|ok|okay)(?=[ \t.,!]|$)|\?(?=[\s"”)]|$)|["“”]/gu;

/** Contractions a chat writes without the apostrophe ("i dont", "u cant"): no list holds them. */
const CONTRACTIONS = new Set(
  'dont cant wont didnt doesnt isnt wasnt werent havent hasnt hadnt couldnt wouldnt shouldnt aint gonna wanna gotta'.split(
    ' ',
  ),
);
/** The word after a chat's "i" or "u" ("i think", "u ok"), whole: "i.v.", "i fT4", "i když" end no word. */
const NEXT_WORD = /^[ \t]+([a-z]+)(?![\p{L}\d.])/u;
/** A chat's "i" or "u" ending its message ("love u", "miss u!"). */
const LINE_END = /^[ \t]*(?:[!?,]|$|\r?\n)/;
/**
 * Whether a line's words are speech (SPEECH). A chat's lower-case "i" or "u" counts only ending the message or before
 * a whole English word, a contraction or a short chat spelling: in Polish, Czech or Croatian "i" is "and" and "u" "at"
 * ("TSH i fT4", "u lekarza"), and "i.v." is a route.
 */
function speech(line: string): boolean {
  SPEECH.lastIndex = 0;
  for (let m = SPEECH.exec(line); m !== null; m = SPEECH.exec(line)) {
    const w = m[0].trim();
    if (w !== 'i' && w !== 'u') return true;
    const rest = line.slice(m.index + m[0].length, m.index + m[0].length + 24);
    if (LINE_END.test(rest)) return true;
    const next = NEXT_WORD.exec(rest)?.[1];
    // (An English word, a contraction without its apostrophe, or chat's short spellings: "u r late", "i kno".)
    if (next !== undefined && (isEnglish(next) || CONTRACTIONS.has(next) || next.length <= 3)) return true;
  }
  return false;
}

/**
 * Speaker labels in a dialogue or transcript. A text counts as one when at least two lines read
 * `Label: speech` with speech in the first or second person, a question or a quotation; clinical
 * headers ("Neuro: A&Ox3", "Plan: …") carry none of those. Labels that are English, medical or
 * short acronyms are left alone even then.
 */
/** The roles a transcript labels its speakers by ("PATIENT:", "Interviewer:", "Caller:"): no one's name. */
const SPEAKER_ROLES = new Set(
  `patient pt doctor nurse clinician provider physician therapist counsellor counselor interviewer interviewee
  interpreter translator caller parent mother father mom mum dad guardian carer caregiver client speaker agent
  operator dispatcher student teacher host guest moderator participant respondent reporter narrator witness
  counsel attorney lawyer judge court clerk officer paramedic pharmacist receptionist member customer user
  resident visitor family relative husband wife son daughter babe baby bae hun hon honey sweetie bestie bro sis
  grandma grandpa nana`.split(/\s+/),
);

export function findSpeakers(text: string, out: Hit[]): void {
  const lines: [number, number, string][] = [];
  let spoken = 0;
  // (Asked once, at the first indented label: most texts have none.)
  let yaml: boolean | undefined;
  // The next colon of the text: a line without one holds no speaker, and SPEAKER is not tried there.
  let colon = text.indexOf(':');
  for (let at = 0; at < text.length; ) {
    work.steps++;
    if (colon >= 0 && colon < at) colon = text.indexOf(':', at);
    if (colon < 0) break;
    const nl = text.indexOf('\n', at);
    let m: RegExpExecArray | null = null;
    if (nl < 0 || colon < nl) {
      SPEAKER.lastIndex = at;
      m = SPEAKER.exec(text);
    }
    // ("  relation: father", '    street: "55 Wentworth Avenue"': in a YAML record, a key with nothing after its colon
    // opening a block, an indented key is no speaker; an indented chat transcript has no such key.)
    const indented = m !== null && text.charCodeAt(at) === 32 && text.charCodeAt(at + 1) === 32;
    if (indented && yaml === undefined) yaml = YAML_BLOCK.test(text);
    if (m !== null && !(indented && yaml)) {
      const start = at + m[0].indexOf(m[1]!);
      lines.push([start, start + m[1]!.length, m[1]!]);
      // Two spoken lines decide: the speech test is not run on the lines after them.
      if (spoken < 2 && speech(m[2]!)) spoken++;
    }
    if (nl < 0) break;
    at = nl + 1;
  }
  if (spoken < 2) return;
  for (let ti = 0; ti < lines.length; ti++) {
    const line = lines[ti]!;
    const start = line[0];
    const end = line[1];
    const label = line[2];
    const lc = label.toLowerCase();
    if (
      isStop(lc) ||
      MEDICAL.has(lc) ||
      SPEAKER_ROLES.has(lc) ||
      (isEnglish(lc) && !isName(lc)) ||
      /^\p{Lu}{2,4}$/u.test(label)
    )
      continue;
    out.push({ type: 'PERSON', start, end, rank: NAME_RANK.cued });
  }
}

/** How a lower-case word can take part in a name: a name-list word that is no English word (2), one that is (1), an initial (0), none (-1). */
export function nameWeight(lc: string): number {
  if (lc.length === 1) return lc === 'a' || lc === 'i' ? -1 : 0;
  if (!isName(lc) || isStop(lc) || MEDICAL.has(lc)) return -1;
  return isEnglish(lc) || isCommon(lc) ? 1 : 2;
}
