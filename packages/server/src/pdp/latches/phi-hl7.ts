/**
 * HL7 v2 messages (ADR 0148): "PID|1||7741203^^^^MR||FONOTI^MALIA^T||19870704|F|||3314 SE DIVISION ST^^PORTLAND^OR^97202".
 * A segment's fields are positional and typed by the standard, so the field says what a value is where the words alone
 * cannot ("BEND" is a verb, "19870704" no date to a prose reader): the patient's, relatives', guarantor's and insured's
 * names, addresses, birth dates, record, account and policy numbers, phones; clinicians' names; the facilities and
 * insurers. Only segments of the table below are read, and only in a text that is a message: an MSH segment, or a known
 * segment whose fields hold HL7's empty fields or components ("||", "^"). The separators are MSH-1 and MSH-2's when
 * there is an MSH, else the defaults "|^~\&".
 */

import type { Hit } from './pii-context.js';
import { RANK } from './pii-context.js';

/** What a field holds, by its HL7 data type (and, for identifiers and timestamps, what the field is for). */
type Kind =
  | 'XPN' // person's name: family^given^middle^suffix^prefix
  | 'XCN' // clinician: id^family^given^middle^…
  | 'NDL' // interpreter: id&family&given in the first component
  | 'XAD' // address: street^other^city^state^zip^country^type^other^county
  | 'XON' // organization's name first
  | 'HD' // facility: namespace first
  | 'XTN' // phone
  | 'DOB'
  | 'DATE'
  | 'MRN'
  | 'ACCOUNT'
  | 'US_SSN'
  | 'US_DRIVER_LICENSE'
  | 'HEALTH_PLAN'
  | 'PLACE'; // a birthplace in free text

/** Field numbers (HL7 v2.5) of the segments read, with what each holds. */
const SEGMENTS: Readonly<Record<string, Readonly<Record<number, Kind>>>> = {
  MSH: { 4: 'HD', 6: 'HD' },
  EVN: { 5: 'XCN' },
  PID: {
    2: 'MRN',
    3: 'MRN',
    4: 'MRN',
    5: 'XPN',
    6: 'XPN',
    7: 'DOB',
    9: 'XPN',
    11: 'XAD',
    13: 'XTN',
    14: 'XTN',
    18: 'ACCOUNT',
    19: 'US_SSN',
    20: 'US_DRIVER_LICENSE',
    21: 'MRN',
    23: 'PLACE',
    29: 'DATE',
  },
  PD1: { 3: 'XON', 4: 'XCN' },
  NK1: { 2: 'XPN', 4: 'XAD', 5: 'XTN', 6: 'XTN', 13: 'XON', 16: 'DOB', 30: 'XPN', 31: 'XTN', 32: 'XAD', 33: 'MRN' },
  PV1: { 7: 'XCN', 8: 'XCN', 9: 'XCN', 17: 'XCN', 19: 'ACCOUNT', 44: 'DATE', 45: 'DATE', 52: 'XCN' },
  PV2: { 13: 'XCN' },
  GT1: {
    3: 'XPN',
    4: 'XPN',
    5: 'XAD',
    6: 'XTN',
    7: 'XTN',
    8: 'DOB',
    12: 'US_SSN',
    // (GT1-16, the guarantor's employer, is typed XPN by the standard; it names a firm.)
    16: 'XON',
    17: 'XAD',
    18: 'XTN',
    21: 'XON',
  },
  IN1: {
    4: 'XON',
    5: 'XAD',
    6: 'XPN',
    7: 'XTN',
    9: 'XON',
    11: 'XON',
    16: 'XPN',
    18: 'DOB',
    19: 'XAD',
    36: 'HEALTH_PLAN',
    44: 'XAD',
    49: 'HEALTH_PLAN',
  },
  IN2: { 2: 'US_SSN', 8: 'HEALTH_PLAN' },
  ORC: { 10: 'XCN', 11: 'XCN', 12: 'XCN', 21: 'XON', 22: 'XAD', 24: 'XAD' },
  OBR: { 16: 'XCN', 28: 'XCN', 32: 'NDL', 33: 'NDL', 34: 'NDL', 35: 'NDL' },
  OBX: { 16: 'XCN', 23: 'XON', 24: 'XAD', 25: 'XCN' },
  DG1: { 16: 'XCN' },
  PR1: { 11: 'XCN', 12: 'XCN' },
  ROL: { 4: 'XCN', 11: 'XAD', 12: 'XTN' },
  PRD: { 2: 'XPN', 3: 'XAD', 5: 'XTN' },
  TXA: { 5: 'XCN', 9: 'XCN', 10: 'XCN', 11: 'XCN' },
  MRG: { 1: 'MRN', 3: 'ACCOUNT', 7: 'XPN' },
  SCH: { 12: 'XCN', 16: 'XCN', 20: 'XCN' },
  AIP: { 3: 'XCN' },
  FT1: { 20: 'XCN', 21: 'XCN' },
  STF: { 3: 'XPN', 10: 'XTN', 11: 'XAD' },
};

/** Which components (1-based) of a field of each kind are of which entity type; the rest are codes or left alone. */
const COMPONENTS: Readonly<Partial<Record<Kind, Readonly<Record<number, string>>>>> = {
  XPN: { 1: 'PERSON', 2: 'PERSON', 3: 'PERSON' },
  XCN: { 2: 'PERSON', 3: 'PERSON', 4: 'PERSON' },
  XAD: { 1: 'STREET_ADDRESS', 3: 'CITY', 5: 'ZIP', 9: 'COUNTY' },
  XON: { 1: 'ORGANIZATION' },
  HD: { 1: 'ORGANIZATION' },
};
/** Kinds whose whole first component is one identifier, date or phone. */
const WHOLE: Readonly<Partial<Record<Kind, string>>> = {
  DOB: 'DATE_OF_BIRTH',
  DATE: 'DATE',
  MRN: 'MRN',
  ACCOUNT: 'ACCOUNT',
  US_SSN: 'US_SSN',
  US_DRIVER_LICENSE: 'US_DRIVER_LICENSE',
  HEALTH_PLAN: 'HEALTH_PLAN',
  XTN: 'PHONE',
  PLACE: 'CITY',
};

interface Seps {
  field: string;
  comp: string;
  rep: string;
  sub: string;
}
const DEFAULT_SEPS: Seps = { field: '|', comp: '^', rep: '~', sub: '&' };

/** The separators of the message's MSH segment, or the defaults. */
function separators(text: string): Seps | null {
  const m = /(?:^|[\r\n])MSH([^\w\s])([^\w\s]{1,4})/.exec(text);
  if (m === null) return null;
  const enc = m[2]!;
  return { field: m[1]!, comp: enc[0]!, rep: enc[1] ?? '~', sub: enc[3] ?? '&' };
}

export function findHl7(text: string, out: Hit[]): void {
  const seps = separators(text);
  // Without an MSH, a segment must look like HL7's: "PID|" with its empty fields or components.
  if (seps === null && !/(?:^|[\r\n])(?:PID|NK1|PV1|GT1|IN1|ORC|OBR|OBX|MRG|PD1)\|[^\r\n]*(?:\|\||\^)/.test(text))
    return;
  const s = seps ?? DEFAULT_SEPS;
  // Segments end at "\r" (the standard's) or "\n" (as logged).
  for (const line of lines(text)) {
    const id = text.slice(line.start, line.start + 3);
    const fields = SEGMENTS[id];
    if (fields === undefined || text[line.start + 3] !== s.field) continue;
    // (Without an MSH, a segment holds HL7's components: "PID|1||MRN||F|2714 Ocean View Blvd|…" is a table in its shape.)
    if (seps === null && componentEnd(text, line.start, line.end, s.comp) === line.end) continue;
    readSegment(text, line.start, line.end, id === 'MSH', fields, s, out);
  }
}

/** The lines of the text, split at "\r" or "\n". */
function* lines(text: string): Generator<{ start: number; end: number }> {
  let start = 0;
  for (let k = 0; k <= text.length; k++) {
    const c = text.charCodeAt(k);
    if (k === text.length || c === 10 || c === 13) {
      if (k - start > 4) yield { start, end: k };
      start = k + 1;
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

function readRepetition(text: string, start: number, end: number, kind: Kind, s: Seps, out: Hit[]): void {
  const whole = WHOLE[kind];
  if (whole !== undefined) {
    const compEnd = kind === 'XTN' || kind === 'PLACE' ? end : componentEnd(text, start, end, s.comp);
    push(text, start, compEnd, whole, out);
    return;
  }
  // "id&family&given": an interpreter's name is subcomponents of the first component.
  const types = kind === 'NDL' ? null : COMPONENTS[kind]!;
  let c = start;
  for (let k = 1; c <= end && k <= 9; k++) {
    const stop = componentEnd(text, c, end, s.comp);
    if (types === null) {
      if (k === 1) readSubcomponents(text, c, stop, s.sub, out);
    } else {
      let type = types[k];
      let until = stop;
      // "3314 SE DIVISION ST^APT 2^…": the unit, the address's second component, is part of its street.
      if (
        type === 'STREET_ADDRESS' &&
        stop < end &&
        /\d/.test(text.slice(stop + 1, componentEnd(text, stop + 1, end, s.comp)))
      ) {
        const unitEnd = componentEnd(text, stop + 1, end, s.comp);
        if (stop === c) type = undefined;
        else until = unitEnd;
      }
      if (type !== undefined) push(text, c, until, type, out);
    }
    c = stop + 1;
  }
}

function readSubcomponents(text: string, start: number, end: number, sep: string, out: Hit[]): void {
  let c = start;
  for (let k = 1; c <= end && k <= 4; k++) {
    const stop = componentEnd(text, c, end, sep);
    if (k === 2 || k === 3) push(text, c, stop, 'PERSON', out);
    c = stop + 1;
  }
}

/** Where the part from `start` ends: at `sep` or `end`, searched no further than `end` (a scan to the text's end per part would be quadratic). */
function componentEnd(text: string, start: number, end: number, sep: string): number {
  const c = sep.charCodeAt(0);
  let k = start;
  while (k < end && text.charCodeAt(k) !== c) k++;
  return k;
}

/** Values that are an HL7 null (`""`) or hold nothing a reader could identify someone by. */
function push(text: string, start: number, end: number, type: string, out: Hit[]): void {
  while (start < end && text.charCodeAt(start) === 32) start++;
  while (end > start && text.charCodeAt(end - 1) === 32) end--;
  if (end - start < 1) return;
  const v = text.slice(start, end);
  if (v === '""') return;
  const digits = /\d/.test(v);
  const letters = /\p{L}/u.test(v);
  // Names, towns and firms have letters; identifiers, dates and phones digits ("UNK", a role code, is none).
  if (type === 'PERSON' || type === 'CITY' || type === 'ORGANIZATION' || type === 'COUNTY') {
    if (!letters || (type !== 'PERSON' && v.length < 2)) return;
  } else if (type === 'PHONE') {
    if ((v.match(/\d/g)?.length ?? 0) < 7) return;
  } else if (!digits) return;
  out.push({ type, start, end, rank: RANK.anchored });
}
