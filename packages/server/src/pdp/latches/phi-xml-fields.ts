/**
 * XML records (ADR 0148): "<City>Hudson</City>", "<Given>Marieke</Given>", and FHIR's and CDA's
 * `<family value="Chalmers"/>`, `<streetAddressLine>534 Erewhon St</streetAddressLine>`. The element's name says what
 * its text is, as a key does in JSON (phi-field-pairs.ts, whose keys are read here too), so it outranks what the words
 * alone read as ("Hudson" a surname). The element names themselves are markup, never a name or a place: a finding that
 * is a tag's name ("<Given>") is dropped.
 */

import { NONE, PERSON_VALUE, TYPE_OF } from './phi-field-pairs.js';
import { MEDICAL } from './phi-lexicon.js';
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

/** "<City>Hudson</City>" (attributes allowed on the opening tag) and `<city value="PleasantVille"/>`. */
const ELEMENT = /<([A-Za-z][\w.-]{0,30})(?:[ \t][^<>]{0,200})?>[ \t]*([^<>\n]{1,80}?)[ \t]*<\/\1>/g;
const VALUED = /<([A-Za-z][\w.-]{0,30})[ \t]+value="([^"<>\n]{1,80})"[^<>]{0,100}\/?>/g;

export function findXmlFields(text: string, out: Hit[]): void {
  if (text.indexOf('</') < 0 && text.indexOf('value="') < 0) return;
  dropTagNames(text, out);
  for (const re of [ELEMENT, VALUED]) {
    re.lastIndex = 0;
    for (let m = re.exec(text); m !== null; m = re.exec(text)) {
      const type = TAGS.get(m[1]!.replace(/[_.-]/g, '').toLowerCase());
      if (type === undefined) continue;
      const value = m[2]!.trim();
      const start = m.index + m[0].indexOf(value, m[1]!.length + 1);
      if (accepted(type, value)) out.push({ type, start, end: start + value.length, rank: RANK.anchored });
    }
  }
}

function accepted(type: string, value: string): boolean {
  if (value.length < 1 || NONE.test(value) || MEDICAL.has(value.toLowerCase())) return false;
  if (type === 'ZIP') return /^(?=.*\d)[A-Z\d][A-Z\d -]{1,9}$/i.test(value);
  if (type === 'PERSON') return PERSON_VALUE.test(value);
  // An address line holds a number ("534 Erewhon St", "Flat 2"); "Line" elsewhere holds many things.
  if (type === 'STREET_ADDRESS') return /\d/.test(value) && /\p{L}/u.test(value);
  return /\p{L}/u.test(value) && value.length >= 2 && value.split(/[ \t]+/).length <= 6;
}

/** Name and place findings that are an element's name: right after "<" or "</", up to its ">", a blank or "/". */
function dropTagNames(text: string, out: Hit[]): void {
  let w = 0;
  for (const h of out) {
    const before = text.charCodeAt(h.start - 1);
    const open = before === 60 || (before === 47 && text.charCodeAt(h.start - 2) === 60);
    if (!(NAMES.has(h.type) && open && /^[\s/>]/.test(text.slice(h.end, h.end + 1)))) out[w++] = h;
  }
  out.length = w;
}
