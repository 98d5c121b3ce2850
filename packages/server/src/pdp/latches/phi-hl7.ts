/**
 * HL7 v2 messages (ADR 0148): "PID|1||7741203^^^^MR||FONOTI^MALIA^T||19870704|F|||3314 SE DIVISION ST^^PORTLAND^OR^97202".
 * A segment's fields are positional and typed by the standard, so the field says what a value is where the words alone
 * cannot ("BEND" is a verb, "19870704" no date to a prose reader): the patient's, relatives', guarantor's and insured's
 * names, addresses, birth dates, record, account and policy numbers, phones; clinicians' names; the facilities and
 * insurers. Only the segments of phi-hl7-fields.ts are read, and only in a text that is a message: an MSH segment, or a known
 * segment whose fields hold HL7's empty fields or components ("||", "^"). The separators are MSH-1 and MSH-2's when
 * there is an MSH, else the defaults "|^~\&".
 */

import { ZIP_VALUE } from './phi-field-pairs.js';
import { COMPONENTS, type Kind, SEGMENTS, WHOLE } from './phi-hl7-fields.js';
import { work } from './phi-tokens.js';
import { type Hit, RANK } from './pii-context.js';

interface Seps {
  field: string;
  comp: string;
  rep: string;
  sub: string;
}
const DEFAULT_SEPS: Seps = { field: '|', comp: '^', rep: '~', sub: '&' };
const IDS = Object.keys(SEGMENTS).join('|');
/**
 * Where a segment starts: a line's start, or after a blank, a quote or ">" (a log's prefix: "INFO recv PID|1||…",
 * a message inside a JSON string: `{"hl7":"MSH|^~\\&|…`).
 */
const SEGMENT = new RegExp(`(?:^|[ \\t"'>])(${IDS})(?=[|#!])`, 'g');

/** The separators of the message's MSH segment, or the defaults (a JSON string doubles MSH-2's backslash). */
function separators(text: string): Seps | null {
  const m = /(?:^|[\r\n \t"'>])MSH([^\w\s])([^\w\s]{1,5})/.exec(text);
  if (m === null) return null;
  const enc = m[2]!;
  return { field: m[1]!, comp: enc[0]!, rep: enc[1] ?? '~', sub: enc.includes('&') ? '&' : (enc[3] ?? '&') };
}

export function findHl7(text: string, out: Hit[]): void {
  const seps = separators(text);
  // Without an MSH, a segment must look like HL7's: "PID|" with its empty fields or components.
  if (seps === null && !/(?:PID|NK1|PV1|GT1|IN1|ORC|OBR|OBX|MRG|PD1)\|[^\r\n]{0,200}?(?:\|\||\^)/.test(text)) return;
  const s = seps ?? DEFAULT_SEPS;
  let quoted = false;
  for (const line of lines(text)) {
    const start = segmentStart(text, line.start, line.end, s.field);
    if (start < 0) continue;
    const id = text.slice(start, start + 3);
    // A message inside a JSON string ends at its closing quote (`…^CHEN^DAVID"}`).
    const end = text.charCodeAt(start - 1) === 34 || quoted ? stringEnd(text, start, line.end) : line.end;
    // (Without an MSH, a segment holds HL7's components: "PID|1||MRN||F|2714 Ocean View Blvd|…" is a table in its shape.)
    if (seps === null && componentEnd(text, start, end, s.comp) === end) continue;
    readSegment(text, start, end, id === 'MSH', SEGMENTS[id]!, s, out);
    quoted ||= text.charCodeAt(start - 1) === 34;
  }
}

/** Where a JSON string that holds segments ends within [start, end): at its first quote that no backslash escapes. */
function stringEnd(text: string, start: number, end: number): number {
  for (let k = start; k < end; k++) if (text.charCodeAt(k) === 34 && text.charCodeAt(k - 1) !== 92) return k;
  return end;
}

/** Where the line's segment starts: its first known segment name followed by the field separator, or -1. */
function segmentStart(text: string, start: number, end: number, field: string): number {
  if (SEGMENTS[text.slice(start, start + 3)] !== undefined && text[start + 3] === field) return start;
  SEGMENT.lastIndex = start;
  for (let m = SEGMENT.exec(text); m !== null && m.index < end; m = SEGMENT.exec(text)) {
    const at = m.index + m[0].length - 3;
    if (at + 3 < end && text[at + 3] === field) return at;
  }
  return -1;
}

/**
 * The lines of the text, split at "\r" (the standard's segment end), "\n" (as logged), or the two characters "\r"
 * or "\n" of a JSON string that holds the message (HL7's own escapes are "\F\", "\S\", "\R\"…, in capitals).
 */
function* lines(text: string): Generator<{ start: number; end: number }> {
  let start = 0;
  for (let k = 0; k <= text.length; k++) {
    const c = text.charCodeAt(k);
    const escaped = c === 92 && (text.charCodeAt(k + 1) === 114 || text.charCodeAt(k + 1) === 110);
    if (k === text.length || c === 10 || c === 13 || escaped) {
      if (k - start > 4) yield { start, end: k };
      start = escaped ? k + 2 : k + 1;
      if (escaped) k++;
    }
  }
}

function readSegment(
  text: string,
  start: number,
  end: number,
  msh: boolean,
  fields: Readonly<Record<number, Kind>>,
  s: Seps,
  out: Hit[],
): void {
  // MSH-1 is the field separator itself: the first field after it is MSH-2.
  let n = msh ? 2 : 1;
  let from = start + 3;
  while (from < end) {
    const stop = componentEnd(text, from + 1, end, s.field);
    const kind = fields[n];
    work.steps++;
    if (kind !== undefined) readField(text, from + 1, stop, kind, s, out);
    n++;
    from = stop;
  }
}

function readField(text: string, start: number, end: number, kind: Kind, s: Seps, out: Hit[]): void {
  // Each repetition ("~") is read alike.
  let r = start;
  while (r <= end) {
    const stop = componentEnd(text, r, end, s.rep);
    readRepetition(text, r, stop, kind, s, out);
    r = stop + 1;
  }
}

/** The [start, end) of each component of a repetition, at most nine. */
function components(text: string, start: number, end: number, sep: string): [number, number][] {
  const parts: [number, number][] = [];
  let c = start;
  while (c <= end && parts.length < 9) {
    const stop = componentEnd(text, c, end, sep);
    parts.push([c, stop]);
    c = stop + 1;
  }
  return parts;
}

/** What a message's sending or receiving facility field names when it names no facility: a system or a receiver's kind. */
const SYSTEMS = new Set(
  `hie clearinghouse vendor vendors pharmacy lab laboratory radiology billing portal iface interface ehr emr his ris lis
  pacs adt registration scheduling payer payor state registry gateway hub engine router integration`.split(/\s+/),
);

function readRepetition(text: string, start: number, end: number, kind: Kind, s: Seps, out: Hit[]): void {
  const parts = components(text, start, end, s.comp);
  const whole = WHOLE[kind];
  if (kind === 'XTN') readPhone(text, parts, out);
  else if (kind === 'PLACE') pushField(text, start, end, 'CITY', out);
  // Identifiers and dates are the first component ("7741203^^^MERCY^MR": the number, not the authority).
  else if (whole !== undefined) pushField(text, parts[0]![0], parts[0]![1], whole, out);
  if (kind === 'XTN' || kind === 'PLACE' || whole !== undefined) return;
  // "id&family&given": an interpreter's name is subcomponents of the first component.
  if (kind === 'NDL') {
    const subs = components(text, parts[0]![0], parts[0]![1], s.sub);
    for (const [a, b] of subs.slice(1, 3)) pushField(text, a, b, 'PERSON', out);
    return;
  }
  // "MSH|…|IFACE|HIE|…", "|PORTAL|VENDOR|": a facility field naming a system or a kind of receiver, not a firm.
  if (kind === 'HD' && SYSTEMS.has(text.slice(parts[0]![0], parts[0]![1]).trim().toLowerCase())) return;
  const types = COMPONENTS[kind]!;
  parts.forEach(([a, b], k) => {
    const type = types[k + 1];
    if (type !== undefined) pushField(text, a, b, type, out);
  });
  // "3314 SE DIVISION ST^APT 2^…": the unit, the address's second component, is of its street (a span of its own,
  // so that a redaction keeps the message's separators).
  if (kind === 'XAD' && parts.length > 1 && /\d/.test(text.slice(parts[1]![0], parts[1]![1])))
    pushField(text, parts[1]![0], parts[1]![1], 'STREET_ADDRESS', out);
}

/**
 * A phone field: "(503)555-0199" whole, or its parts in v2.5's components ("^PRN^PH^^1^503^5550199": the area code
 * and the number, 6 and 7) and its e-mail (component 4).
 */
function readPhone(text: string, parts: [number, number][], out: Hit[]): void {
  pushField(text, parts[0]![0], parts[0]![1], 'PHONE', out);
  const email = parts[3];
  if (email !== undefined && text.indexOf('@', email[0]) >= 0 && text.indexOf('@', email[0]) < email[1])
    out.push({ type: 'EMAIL', start: email[0], end: email[1], rank: RANK.anchored });
  for (const k of [5, 6]) if (parts[k] !== undefined) pushField(text, parts[k]![0], parts[k]![1], 'PHONE_PART', out);
}

/** Where the part from `start` ends: at `sep` or `end`, searched no further than `end` (a scan to the text's end per part would be quadratic). */
function componentEnd(text: string, start: number, end: number, sep: string): number {
  const c = sep.charCodeAt(0);
  let k = start;
  while (k < end && text.charCodeAt(k) !== c) k++;
  return k;
}

/** What an identifier, a date and a phone must look like (a field shifted by one holds a street or a name). */
const SHAPES: Readonly<Record<string, RegExp>> = {
  DATE_OF_BIRTH: /^\d{8}(?:\d{2,6})?(?:\.\d{1,4})?(?:[+-]\d{4})?$/,
  DATE: /^\d{8}(?:\d{2,6})?(?:\.\d{1,4})?(?:[+-]\d{4})?$/,
  US_SSN: /^\d{3}-?\d{2}-?\d{4}$/,
  PHONE: /^[+(]?\d[\d ()./-]{5,24}(?:[ x]\w{1,6})?$/,
  PHONE_PART: /^\d{1,10}$/,
  ZIP: ZIP_VALUE,
};

/**
 * A field's value as a finding of `type`, trimmed, unless it is an HL7 null (`""`) or holds nothing a reader could
 * identify someone by (phi-x12.ts reads X12's elements alike).
 */
export function pushField(text: string, start: number, end: number, type: string, out: Hit[]): void {
  while (start < end && text.charCodeAt(start) === 32) start++;
  while (end > start && text.charCodeAt(end - 1) === 32) end--;
  if (end - start < 1) return;
  const v = text.slice(start, end);
  if (v === '""') return;
  const shape = SHAPES[type];
  if (shape !== undefined) {
    if (!shape.test(v)) return;
    // A phone's area code and number, each a part of one: the type of the whole.
    if (type === 'PHONE_PART') type = 'PHONE';
  } else if (
    type === 'PERSON' ||
    type === 'CITY' ||
    type === 'ORGANIZATION' ||
    type === 'COUNTY' ||
    type === 'STREET_ADDRESS'
  ) {
    // Names, towns, firms and streets have letters (a date in an address's field is a field shifted by one).
    if (!/\p{L}/u.test(v) || (type !== 'PERSON' && v.length < 2)) return;
  } else if (!/\d/.test(v) || /\s/.test(v) || v.length > 30) return;
  out.push({ type, start, end, rank: RANK.anchored });
}
