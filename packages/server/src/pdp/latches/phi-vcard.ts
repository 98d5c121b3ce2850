/**
 * vCard records (RFC 6350; ADR 0148): "N:Okonkwo;Adaeze;;Dr.;", "FN:Dr. Adaeze Okonkwo", "ORG:Harbourview Pediatrics",
 * "ADR;TYPE=WORK:;Suite 300;1600 Lake Street;Minneapolis;MN;55408;USA". As in HL7, the property and the component's
 * place say what a value is: N's family, given and middle names, FN's name without its title, ORG's first unit, ADR's
 * extended and street address, locality and postal code (the region and the country stay). Only in a text holding a
 * "BEGIN:VCARD" line; one pass over its property lines.
 */
import { TITLES } from './phi-lexicon.js';
import { work } from './phi-tokens.js';
import { type Hit, RANK } from './pii-context.js';

/** A property line: its name (a group's prefix dropped), parameters, and value up to the line's end. */
const PROPERTY = /^(?:[\w-]+\.)?(N|FN|ORG|ADR|NICKNAME)(?:;[^:\n]*)?:([^\n\r]*)/gim;
/** ADR's components that are of which type (0-based): extended address and street, locality, postal code. */
const ADR_TYPES: Readonly<Record<number, string>> = { 1: 'STREET_ADDRESS', 2: 'STREET_ADDRESS', 3: 'CITY', 5: 'ZIP' };

export function findVcardFields(text: string, out: Hit[]): void {
  // (A string search, not a regex over the whole text: most texts hold no card.)
  if (text.indexOf('BEGIN:VCARD') < 0 && text.indexOf('begin:vcard') < 0) return;
  PROPERTY.lastIndex = 0;
  for (let m = PROPERTY.exec(text); m !== null; m = PROPERTY.exec(text)) {
    work.steps++;
    const name = m[1]!.toUpperCase();
    const at = m.index + m[0].length - m[2]!.length;
    const parts = split(m[2]!, at);
    if (name === 'N') for (const [s, v] of parts.slice(0, 3)) push(out, 'PERSON', s, v);
    else if (name === 'FN' || name === 'NICKNAME') {
      // "FN:Dr. Adaeze Okonkwo": the title stays out of the name.
      const v = m[2]!;
      const title = /^(\p{L}+)\.?[ \t]+/u.exec(v);
      const skip = title !== null && TITLES.has(title[1]!.toLowerCase()) ? title[0].length : 0;
      push(out, 'PERSON', at + skip, v.slice(skip));
    } else if (name === 'ORG') {
      if (parts[0] !== undefined) push(out, 'ORGANIZATION', parts[0][0], parts[0][1]);
    } else
      for (let k = 0; k < parts.length; k++) {
        const type = ADR_TYPES[k];
        if (type !== undefined) push(out, type, parts[k]![0], parts[k]![1]);
      }
  }
}

/** The components of a value split at unescaped ";", with where each starts. */
function split(value: string, at: number): [number, string][] {
  const parts: [number, string][] = [];
  let start = 0;
  for (let k = 0; k <= value.length; k++)
    if (k === value.length || (value[k] === ';' && value[k - 1] !== '\\')) {
      parts.push([at + start, value.slice(start, k)]);
      start = k + 1;
    }
  return parts;
}

function push(out: Hit[], type: string, start: number, value: string): void {
  const v = value.trimEnd();
  const lead = v.length - v.trimStart().length;
  const trimmed = v.trim();
  // A name, a firm or a town has letters; a postal code a digit.
  if (trimmed === '' || (type === 'ZIP' ? !/\d/.test(trimmed) : !/\p{L}/u.test(trimmed))) return;
  out.push({ type, start: start + lead, end: start + lead + trimmed.length, rank: RANK.anchored });
}
