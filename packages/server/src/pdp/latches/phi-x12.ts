/**
 * ASC X12 transactions, the HIPAA standard for claims, remittances and eligibility (837, 835, 270/271; ADR 0149):
 * "NM1*IL*1*DOE*JANE*M***MI*W123456789~N3*12 ELM ST~N4*DAYTON*OH*454021234~DMG*D8*19800101*F~". Segments end in "~"
 * (or a line break), elements are split by "*" (or the ISA segment's own separator), and each element's place says
 * what it holds where the words alone cannot ("DAYTON" a surname or a town, "19800101" a number): NM1's names, by
 * its entity type a person's parts or an organization; N3's street; N4's town and postal code; PER's contact and
 * numbers; DMG's birth date; the member, subscriber and social security numbers of NM1 and REF. Read only in a text
 * with an NM1, N3 or N4 segment after a segment end or a line's start.
 */

import { pushField } from './phi-hl7.js';
import { work } from './phi-tokens.js';
import { type Hit, RANK } from './pii-context.js';

/** A segment of the kinds read, at a line's start or after a segment's "~". */
const SEGMENT = /(?:^|[~\r\n]|\\n)[ \t]*(NM1|N3|N4|PER|DMG|REF)(?=[*|^:])/g;
/** NM1-08 qualifiers of a person's own identifier: member (MI, II), Medicare (HN), Medicaid (MR), social security (34). */
const PERSON_IDS: Readonly<Record<string, string>> = {
  MI: 'HEALTH_PLAN',
  II: 'HEALTH_PLAN',
  // (Medicare's number in an 835's NM1*QC, a Medicaid recipient's.)
  HN: 'HEALTH_PLAN',
  MR: 'HEALTH_PLAN',
  '34': 'US_SSN',
};
/** REF-01 qualifiers of a person's number: social security (SY), member (1W), medical record (EA); not a group's (6P, 1L). */
const REF_IDS: Readonly<Record<string, string>> = { SY: 'US_SSN', '1W': 'HEALTH_PLAN', EA: 'MRN' };
/** PER communication qualifiers: telephone, cell, fax, e-mail. */
const COMMS: Readonly<Record<string, string>> = { TE: 'PHONE', CP: 'PHONE', HP: 'PHONE', WP: 'PHONE', FX: 'FAX' };

/** Whether the text may hold X12 segments: an NM1, an N4, or an interchange header. */
export const mayHoldX12 = (text: string) => text.indexOf('NM1') >= 0 || text.indexOf('N4') >= 0;

/** An interchange header at a line's start, and the element separator it declares ("ISA*00*", "ISA|00|"). */
const ISA = /(?:^|[\r\n~])ISA([^\w\s])\d\d\1/;
/** A segment of any id with the standard's "*", to count them: "CLM*", "HL*", "~SE*". */
const ANY_SEGMENT = /(?:^|[~\r\n])[ \t]*[A-Z][A-Z0-9]{1,2}\*[A-Z0-9]/g;
/** Whether three segments stand in the text (found one by one: the first three end the search). */
function threeSegments(text: string): boolean {
  ANY_SEGMENT.lastIndex = 0;
  for (let n = 0; n < 3; n++) if (ANY_SEGMENT.exec(text) === null) return false;
  return true;
}

export function findX12(text: string, out: Hit[]): void {
  // ISA-01's separator (the standard's "*" without an ISA), and, without one, three segments or more: a footnote's
  // "N3*: …" or a line "PER*Sister*called back" is no transaction.
  const isa = ISA.exec(text);
  const sep = isa === null ? '*' : isa[1]!;
  if (isa === null && !threeSegments(text)) return;
  SEGMENT.lastIndex = 0;
  for (let m = SEGMENT.exec(text); m !== null; m = SEGMENT.exec(text)) {
    work.steps++;
    const id = m[1]!;
    const start = m.index + m[0].length;
    if (text.charAt(start) !== sep) continue;
    const els = elements(text, start, sep);
    SEGMENT.lastIndex = els.length > 0 ? els[els.length - 1]![1] : start + 1;
    readSegment(text, id, els, out);
  }
}

/** The [start, end) of the segment's elements after its id, up to its "~" or line end (at most 12). */
function elements(text: string, at: number, sep: string): [number, number][] {
  const els: [number, number][] = [];
  let k = at;
  while (text.charAt(k) === sep && els.length < 12) {
    let e = k + 1;
    while (e < text.length && e - k < 120) {
      const c = text.charAt(e);
      if (c === sep || c === '~' || c === '\r' || c === '\n' || (c === '\\' && text.charAt(e + 1) === 'n')) break;
      e++;
    }
    els.push([k + 1, e]);
    k = e;
  }
  return els;
}

function readSegment(text: string, id: string, els: [number, number][], out: Hit[]): void {
  const el = (n: number) => els[n - 1];
  const value = (n: number) => (els[n - 1] === undefined ? '' : text.slice(els[n - 1]![0], els[n - 1]![1]));
  const put = (n: number, type: string) => {
    const e = el(n);
    if (e !== undefined) pushField(text, e[0], e[1], type, out);
  };
  // NM1-01 and PER-01 are codes of two or three capitals or digits ("IL", "85", "IC").
  if ((id === 'NM1' || id === 'PER') && !/^[A-Z0-9]{2,3}$/.test(value(1))) return;
  if (id === 'NM1') {
    // NM1-02: 1 a person (last, first, middle), 2 an organization (its name in NM1-03).
    if (value(2) === '1') for (const n of [3, 4, 5]) put(n, 'PERSON');
    else if (value(2) === '2') put(3, 'ORGANIZATION');
    const idType = PERSON_IDS[value(8)];
    if (idType !== undefined && value(2) === '1') put(9, idType);
  } else if (id === 'N3') {
    put(1, 'STREET_ADDRESS');
    put(2, 'STREET_ADDRESS');
  } else if (id === 'N4') {
    put(1, 'CITY');
    put(3, 'ZIP');
  } else if (id === 'PER') {
    put(2, 'PERSON');
    for (const n of [3, 5, 7]) {
      const e = el(n + 1);
      if (value(n) === 'EM' && e !== undefined && value(n + 1).includes('@'))
        out.push({ type: 'EMAIL', start: e[0], end: e[1], rank: RANK.anchored });
      const kind = COMMS[value(n)];
      if (kind !== undefined) put(n + 1, kind);
    }
  } else if (id === 'DMG') {
    if (value(1) === 'D8') put(2, 'DATE_OF_BIRTH');
  } else if (id === 'REF') {
    const idType = REF_IDS[value(1)];
    if (idType !== undefined) put(2, idType);
  }
}
