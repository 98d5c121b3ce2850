/**
 * XML records (ADR 0148): "<City>Hudson</City>", "<Given>Marieke</Given>", and FHIR's and CDA's
 * `<family value="Chalmers"/>`, `<streetAddressLine>534 Erewhon St</streetAddressLine>`. The element's name says what
 * its text is, as a key does in JSON (phi-field-pairs.ts, whose keys are read here too), so it outranks what the words
 * alone read as ("Hudson" a surname). The element names themselves are markup, never a name or a place: a finding that
 * is a tag's name ("<Given>") is dropped.
 */

import { NONE, PERSON_VALUE, plainWords, streetLine, TYPE_OF, ZIP_VALUE } from './phi-field-pairs.js';
import { isEnglish, MEDICAL } from './phi-lexicon.js';
import { NAME_AND_PLACE_TYPES } from './phi-text.js';
import { type Hit, RANK } from './pii-context.js';

/** Element names by type, compared without case, "_" or "-": the JSON keys and the names FHIR, CDA and exports use. */
const TAGS = new Map<string, string>([
  ...[...TYPE_OF].map(([k, t]) => [k.replace(/[_-]/g, ''), t] as const),
  ...['given', 'family', 'patientname', 'guarantorname', 'nextofkin', 'contactname'].map((k) => [k, 'PERSON'] as const),
  ...['line', 'streetaddressline', 'addressline', 'addressline1', 'addressline2', 'streetline'].map(
    (k) => [k, 'STREET_ADDRESS'] as const,
  ),
  ...['county', 'countyname'].map((k) => [k, 'COUNTY'] as const),
  ...['insurer', 'payer', 'payername', 'insurancecompany', 'pharmacy', 'hospital', 'facilityname'].map(
    (k) => [k, 'ORGANIZATION'] as const,
  ),
]);
const NAMES = new Set<string>(NAME_AND_PLACE_TYPES);

/**
 * "<City>Hudson</City>" (attributes allowed on the opening tag) and `<city value="PleasantVille"/>`, a namespace's
 * prefix too ("<cda:given>").
 */
const ELEMENT =
  /<((?:[A-Za-z][\w-]{0,15}:)?[A-Za-z][\w.-]{0,30})(?:[ \t][^<>]{0,200})?>[ \t]*([^<>\n]{1,80}?)[ \t]*<\/\1>/g;
const VALUED =
  /<((?:[A-Za-z][\w-]{0,15}:)?[A-Za-z][\w.-]{0,30})[ \t](?:[^<>]{0,100}?[ \t])?value="([^"<>\n]{1,80})"[^<>]{0,100}>/g;
/** CDA's and FHIR's birth date elements: `<birthTime value="19750501"/>`, `<birthDate value="1975-05-01"/>`. */
const BIRTH = new Set(['birthtime', 'birthdate', 'dateofbirth', 'dob']);
/** A name's other part beside it: a given name stands by its family name in FHIR and CDA ("<given>" holds doses elsewhere). */
const PARTNER: Readonly<Record<string, RegExp>> = {
  given: /<(?:\w+:)?family[ \t>]/i,
  family: /<(?:\w+:)?given[ \t>]/i,
};

export function findXmlFields(text: string, out: Hit[]): void {
  if (text.indexOf('</') < 0 && text.indexOf('value="') < 0) return;
  dropTagNames(text, out);
  for (const re of [ELEMENT, VALUED]) {
    re.lastIndex = 0;
    for (let m = re.exec(text); m !== null; m = re.exec(text)) {
      const tag = m[1]!
        .replace(/^[\w-]+:/, '')
        .replace(/[_.-]/g, '')
        .toLowerCase();
      const value = m[2]!.trim();
      const start = m.index + m[0].lastIndexOf(value);
      if (BIRTH.has(tag)) {
        if (/^\d{4}-?\d{2}-?\d{2}/.test(value))
          out.push({ type: 'DATE_OF_BIRTH', start, end: start + value.length, rank: RANK.anchored });
        continue;
      }
      const type = TAGS.get(tag);
      if (type === undefined) continue;
      const partner = PARTNER[tag];
      if (partner !== undefined && !partner.test(text.slice(Math.max(0, m.index - 200), m.index + 200))) continue;
      if (accepted(type, tag, value)) out.push({ type, start, end: start + value.length, rank: RANK.anchored });
    }
  }
}

function accepted(type: string, tag: string, value: string): boolean {
  if (value.length < 1 || NONE.test(value) || MEDICAL.has(value.toLowerCase())) return false;
  if (type === 'ZIP') return ZIP_VALUE.test(value);
  // ("<family>Lives with spouse</family>", "<given>Refused</given>": a sentence of English words is no name.)
  if (type === 'PERSON') return PERSON_VALUE.test(value) && !plainWords(value);
  // A FHIR or CDA address line is a street's ("534 Erewhon St"); "<line>Amoxicillin 500 mg</line>" is an item's.
  if (type === 'STREET_ADDRESS') return tag === 'line' ? streetLine(value) : /\d/.test(value) && /\p{L}/u.test(value);
  // "<org>cardiology</org>": one ordinary word in lower case is a department, not a firm.
  if (/^\p{Ll}+$/u.test(value) && isEnglish(value)) return false;
  return /\p{L}/u.test(value) && value.length >= 2 && value.split(/[ \t]+/).length <= 6;
}

/**
 * Findings that are an element's name: one word right after "</", or after "<" before a blank, "/" or ">" when the
 * element closes somewhere ("<Given>Marieke</Given>"). "<Sarah Miller>" in a chat log, "<Tom>" never closed, are people.
 */
function dropTagNames(text: string, out: Hit[]): void {
  let w = 0;
  for (const h of out) {
    const name = text.slice(h.start, h.end);
    const before = text.charCodeAt(h.start - 1);
    const closing = before === 47 && text.charCodeAt(h.start - 2) === 60;
    const tag =
      NAMES.has(h.type) &&
      !/\s/.test(name) &&
      /^[\s/>]/.test(text.slice(h.end, h.end + 1)) &&
      (closing || (before === 60 && text.indexOf(`</${name}>`, h.end) >= 0));
    if (!tag) out[w++] = h;
  }
  out.length = w;
}
