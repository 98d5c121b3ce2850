/**
 * PERSON: the initials that end a dictated note (ADR 0060). "PW/kl", "JS:mn", "jk/mr" on a line of their
 * own are the dictating clinician's and the typist's initials, and "Transcribed by: lh" names the typist:
 * i2b2-style notes carry them in every sign-off block. A pair of letters is no name anywhere else
 * ("IV/PO", "N/V"), so a line counts only near a dictation line ("Dictated by", "D:", "T:", "DD:",
 * "Job #", "cc:", "M.D.") and when neither half is a clinical abbreviation.
 */
import { type Cues, cueBit } from './phi-cues.js';
import { CREDENTIALS, isCommon, isEnglish, isStop, MEDICAL } from './phi-lexicon.js';
import { work } from './phi-tokens.js';
import type { Hit } from './pii-context.js';

const RANK = 6;
/** A whole line: two to four letters, "/" or ":", two to four letters. */
const INITIALS_LINE = /^[ \t]*([A-Za-z]{2,4}(?:[ \t]?[/:][ \t]?[A-Za-z]{2,4}){1,2})[ \t]*\r?$/;
/** Initials ending a sign-off line after its other fields: "DT: 05/13/2093 TK/dvm", "M.D. RQ/lmn", "LE/pn/cbq". */
const LINE_END = /[ \t]([A-Za-z]{2,4}(?:\/[A-Za-z]{2,4}){1,2})[ \t]*\r?$/;
/** Initials opening a dictation line before its fields: "GH/mm D: 08/21/2084 T: 08/22/2084", "OV/smr   cc: ...". */
const LINE_START = /^[ \t]*([A-Z]{2,4}\/[a-z]{2,4})[ \t]+(?=(?:D|T|DD|DT|TD|DS|cc)[ \t]*:)/;
/** A line of two to four capitals alone: the author's initials when they are a person's of the text ("LMH"). */
const CAPS_LINE = /^[ \t]*([A-Z]{2,4})[ \t]*\r?$/;
/**
 * The typist or scribe named by initials or a user name after the cue, which ends its word ("typedef" is none):
 * "Transcribed by: lh", "typed by jmk",
 * "TR: mk", "scribe: aolivares", "Grossed by TLN" (the pathology assistant's initials).
 */
const TYPIST =
  /\b(?:(?:transcribed|typed|transcriptionist|scribed?)(?:[ \t]+by)?(?:[ \t]*:)?|grossed[ \t]+by|(?<=^|\n)[ \t]*TR[ \t]*:|TR[ \t]*:(?=[ \t]*[a-z]{2,12}[ \t]+(?:D|DD|DT|T|Job)[ \t]*[:#]|[ \t]*[a-z]{2,12}[ \t]*(?:$|\r?\n)))(?![A-Za-z])[ \t]*([A-Za-z]{2,3}|[a-z]{4,12})\b(?![\p{L}'’-]|\.\p{L})/giu;
/** What a dictated note's sign-off block holds around the initials. */
const DICTATION =
  /\b(?:dictated|dictating|dictation|transcribed|transcriptionist|typed|signed|job|document|cc)\b|(?:^|\n)[ \t]*(?:D|T|DD|DT|TD|DS|DOD|DOT)[ \t]*:|\bM\.?D\.?\b/i;
/** Halves that are clinical shorthand ("IV/PO", "BP/HR", "OD/OS"), not initials. */
const SHORTHAND = new Set(
  `po iv im sc sq sl pr prn od os ou bid tid qid qd qhs hs ac pc npo sob doe cp hr bp rr ns lr nv ap pa lat ra la
  rv lv ed er or icu ccu bs bm uo io abd ext ent gu gi cv pt ot st ua ue le rue lue rle lle ct mri us cxr ekg
  ecg eeg kub dvt pe chf copd htn dm cad afib ckd esrd uti uri wbc rbc hgb hct plt bun cr na cl co hco`.split(/\s+/),
);
const WINDOW = 240;
/** One scan for the cues' stems, case-sensitive (a case-blind alternation, or an indexOf per stem, costs more). */
const TYPIST_GATE = /ranscri|RANSCRI|yped|YPED|scribe[: ]|Scribe|SCRIBE|rossed|ROSSED|TR ?:/;
/** The words TYPIST's matches open with (phi-cues.ts): a text with none of them has no typist's cue. */
const TYPIST_CUES = cueBit('transcribed typed transcriptionist scribe scribed grossed tr'.split(' '));
/** Halves that are words, units or answers, not initials ("and/or", "yes/no", "mg/kg"). */
const NOT_INITIALS = new Set(
  'and or yes no on off in out to from mg kg ml mcg cm mm lb lbs hr hrs min wk wks yr yrs'.split(' '),
);
const initialsHalf = (h: string) => !SHORTHAND.has(h) && !NOT_INITIALS.has(h);

/** Whether only blank space follows `end`: the line is the text's last. */
function lastLine(text: string, end: number): boolean {
  for (let k = end; k < text.length; k++) {
    const c = text.charCodeAt(k);
    if (c !== 32 && c !== 9 && c !== 10 && c !== 13) return false;
  }
  return true;
}
/**
 * Initials that close a message after a dash or a full stop: "Routed to HIM. -tc", "RTC 1 yr. — JWS",
 * "next visit fri. mb", "Seen with Dr. Lee. jk/mr". Two or three letters of one case (then the typist's), the
 * text's last word, no shorthand or reply word.
 */
const END_INITIALS =
  /(?:[.!?\n][ \t]*([-–—]{1,2}[ \t]?)?|[ \t]([-–—]{1,2})[ \t]?)((?:[a-z]{2,3}|[A-Z]{2,3})(?:\/[A-Za-z]{2,3})?)\s*$/;
/** Replies, chat words and note shorthand that end messages ("Thanks. TIA", "no answer. LVM", "bye"). */
const REPLY_WORDS = new Set(
  'ok na nka tbd eod fyi thx ty pls yes no tia eom lvm lol bye xx xo kk cya ttyl brb np nt nd wnl dnr dni mae oob utd snf pcu'.split(
    ' ',
  ),
);
/** A half that may be a person's initials: no shorthand, unit, reply, medical, credential or English word. */
const plausible = (h: string, capitals = false) =>
  initialsHalf(h) &&
  !REPLY_WORDS.has(h) &&
  !MEDICAL.has(h) &&
  !CREDENTIALS.has(h) &&
  // "AM/km": a stop word in capitals is the author's initials.
  (capitals || !isStop(h)) &&
  // The English list holds most pairs of letters as abbreviations ("mb", "ts"): only three letters are read there.
  (h.length < 3 || (!isEnglish(h) && !isCommon(h)));

/** A half of an author/typist pair in two cases: no reply, unit, answer or credential. */
const typed = (h: string) => {
  const lc = h.toLowerCase();
  return !REPLY_WORDS.has(lc) && !NOT_INITIALS.has(lc) && !CREDENTIALS.has(lc);
};

function initialsAt(text: string, start: number, end: number, out: Hit[]): void {
  if (end - start > 16) return;
  const m = INITIALS_LINE.exec(text.slice(start, end));
  if (m === null) return;
  const parts = m[1]!.split(/[ \t]?[/:][ \t]?/);
  // "LE/pn/cbq": beside a typist's lower-case initials, capitals that spell shorthand are the author's.
  const mixed = parts.some((h) => h === h.toUpperCase()) && parts.some((h) => h === h.toLowerCase());
  // ("DM/jcr", "KY/ap": an author's and a typist's initials in their two cases; one half may spell shorthand, not both.)
  const shorthand = parts.filter((h) => SHORTHAND.has(h.toLowerCase())).length;
  if (mixed ? shorthand > 1 : shorthand > 0) return;
  // "AR: none", "FU: yes": a colon and a blank write a field and its value; initials after one are no word.
  if (/:[ \t]/.test(m[1]!) && !parts.every((h) => plausible(h.toLowerCase(), h === h.toUpperCase()))) return;
  const a = parts[0]!;
  const b = parts[parts.length - 1]!;
  // The last line of a note of several lines is its sign-off wherever the dictation line stood.
  const around = text.slice(Math.max(0, start - WINDOW), Math.min(text.length, end + WINDOW));
  // Without one, only an author's and a typist's initials ("KL/ts": the typist's in lower case), not "DNR/DNI".
  if (
    !DICTATION.test(around) &&
    !(
      start > 0 &&
      lastLine(text, end) &&
      /^[a-z]+$/.test(b) &&
      (mixed ? parts.every(typed) : plausible(a.toLowerCase(), a === a.toUpperCase()) && plausible(b))
    )
  )
    return;
  const s = start + m[0].indexOf(m[1]!);
  out.push({ type: 'PERSON', start: s, end: s + m[1]!.length, rank: RANK });
}

/**
 * After a dictation line's fields, the author's initials in capitals and the typist's in lower case ("TK/dvm",
 * "VS/rbt"): a mixed pair is no shorthand ("N/V", "IV/PO" are one case), and the line itself says dictation.
 */
function lineEndInitials(text: string, start: number, end: number, out: Hit[]): void {
  if (end - start > 160) return;
  const line = text.slice(start, end);
  const m = LINE_END.exec(line);
  if (m === null || !DICTATION.test(line)) return;
  const parts = m[1]!.split('/');
  if (!parts.some((h) => h === h.toUpperCase()) || !parts.some((h) => h === h.toLowerCase())) return;
  if (!parts.every((h) => initialsHalf(h.toLowerCase()) && plausible(h.toLowerCase(), h === h.toUpperCase()))) return;
  const s = start + m.index + 1;
  out.push({ type: 'PERSON', start: s, end: s + m[1]!.length, rank: RANK });
}

/**
 * The author's capitals and the typist's lower case opening a line of dictation fields: the fields say dictation, so
 * a typist's "mm" is initials here, not millimetres; the author's half must be no shorthand ("IV/po D: 3").
 */
function lineStartInitials(text: string, start: number, end: number, out: Hit[]): void {
  const m = LINE_START.exec(text.slice(start, end));
  if (m === null) return;
  const [a] = m[1]!.split('/');
  if (SHORTHAND.has(a!.toLowerCase()) || !initialsHalf(a!.toLowerCase())) return;
  const s = start + m[0].indexOf(m[1]!);
  out.push({ type: 'PERSON', start: s, end: s + m[1]!.length, rank: RANK });
}

/** The initials of each person found ("Leopold M. Haskins": LMH and LH; "QUIGLEY, ROSALIND M.": RMQ and RQ). */
function personInitials(text: string, out: Hit[]): Set<string> {
  const seen = new Set<string>();
  for (const h of out) {
    if (h.type !== 'PERSON' || h.end - h.start > 60) continue;
    const span = text.slice(h.start, h.end);
    const comma = span.indexOf(',');
    const ordered = comma > 0 ? `${span.slice(comma + 1)} ${span.slice(0, comma)}` : span;
    const firsts = (ordered.match(/(?<![\p{L}'’-])\p{Lu}/gu) ?? []).join('');
    if (firsts.length < 2) continue;
    seen.add(firsts);
    seen.add(firsts[0]! + firsts[firsts.length - 1]!);
  }
  return seen;
}

function endInitials(text: string, out: Hit[]): void {
  const from = Math.max(0, text.length - 24);
  const m = END_INITIALS.exec(text.slice(from));
  if (m === null || from + m.index === 0) return;
  const v = m[3]!;
  // After a full stop or a line break with no dash, only initials typed in lower case ("mb") or a pair
  // ending in the typist's ("jk/mr"): "… no answer. LVM", "Abd soft. NT/ND" are shorthand.
  const dash = m[1] !== undefined || m[2] !== undefined;
  if (!dash && !/^(?:[a-z]+|[A-Za-z]+\/[a-z]+)$/.test(v)) return;
  for (const half of v.toLowerCase().split('/')) if (!plausible(half)) return;
  const s = from + m.index + m[0].indexOf(v);
  out.push({ type: 'PERSON', start: s, end: s + v.length, rank: RANK });
}

/** `cues`: the text's cue words (phi-cues.ts); a text without TYPIST's skips its gate's scan. */
export function findTypistInitials(text: string, out: Hit[], cues?: Cues): void {
  endInitials(text, out);
  // The people's initials, read once and only when a line of capitals alone asks.
  let known: Set<string> | undefined;
  // Each line is read once; only short lines are matched.
  for (let start = 0; start < text.length; ) {
    work.steps++;
    const nl = text.indexOf('\n', start);
    const end = nl < 0 ? text.length : nl;
    const before = out.length;
    initialsAt(text, start, end, out);
    if (out.length === before) lineEndInitials(text, start, end, out);
    if (out.length === before && end - start <= 80) lineStartInitials(text, start, end, out);
    if (out.length === before && end - start <= 8) {
      const m = CAPS_LINE.exec(text.slice(start, end));
      if (m !== null) known ??= personInitials(text, out);
      if (m !== null && known!.has(m[1]!)) {
        const s = start + m[0].indexOf(m[1]!);
        out.push({ type: 'PERSON', start: s, end: s + m[1]!.length, rank: RANK });
      }
    }
    start = end + 1;
  }
  // (indexOf is a fast search where a case-blind alternation scans every character.)
  // ("prescribed", "described" hold "scribe" and headings in capitals hold "TR": the gates are the cues' own forms.)
  if ((cues !== undefined && (cues.seen & TYPIST_CUES) === 0) || !TYPIST_GATE.test(text)) return;
  for (const m of text.matchAll(TYPIST)) {
    work.steps++;
    const v = m[1]!;
    if (
      SHORTHAND.has(v.toLowerCase()) ||
      /^(?:by|on|at|the|and|in|as|for|to|me|no|yes|min|mod|neg|mild|trace)$/i.test(v)
    )
      continue;
    // "Lines transcribed Oct 1-31", "typed Mon": initials are of one case; a word in Title Case is a month's or a day's (ADR 0090).
    if (/^\p{Lu}\p{Ll}/u.test(v)) continue;
    // A user name is one lower-case run that is no word ("scribe: aolivares", not "scribe present"); "TR" is the
    // transcriptionist's label only in capitals ("tr: trace").
    if (v.length > 3 && (!/^[a-z]+$/.test(v) || isEnglish(v) || isCommon(v) || MEDICAL.has(v))) continue;
    if (/^tr[ \t]*:/i.test(m[0]) && !m[0].startsWith('TR')) continue;
    const s = m.index + m[0].length - v.length;
    out.push({ type: 'PERSON', start: s, end: s + v.length, rank: RANK });
  }
}
