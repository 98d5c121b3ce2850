/**
 * The values of a table by its header row (ADR 0146): "name,street,zip,city,employer\nLena Schröder,Lindenallee
 * 12,50968,Köln,Rheinische Versicherungs-AG", `"id";"first_name";"city"`. A record dumped as CSV has no labels
 * beside its values and, without a blank after its commas, none of the separators the address readers expect; the
 * header says what each column holds, as a key does for a field written "city=Köln" (phi-field-pairs.ts, whose keys
 * these are, with "name" and "address", which a header beside other such keys means as a person's and a street's).
 * A header needs two such keys; a row, the header's number of fields. One pass over the lines.
 */
import { PLACE_RANK } from './phi-cities.js';
import { NONE, PERSON_VALUE, TYPE_OF } from './phi-field-pairs.js';
import { TITLES } from './phi-lexicon.js';
import { ORG_PROGRAMS } from './phi-org-words.js';
import { type Hit, RANK } from './pii-context.js';

const MORE_KEYS: ReadonlyMap<string, string> = new Map([
  ['name', 'PERSON'],
  ['patient', 'PERSON'],
  ['address', 'STREET_ADDRESS'],
  ['address_line', 'STREET_ADDRESS'],
  ['street_name', 'STREET_ADDRESS'],
  ['town', 'CITY'],
  ['cap', 'ZIP'],
  ['eircode', 'ZIP'],
  ...['payer', 'insurer', 'pharmacy', 'facility', 'hospital', 'clinic', 'practice'].map(
    (k) => [k, 'ORGANIZATION'] as const,
  ),
  ...['first', 'last', 'given', 'forename', 'middle', 'family', 'dentist', 'gp', 'doctor', 'physician', 'pcp'].map(
    (k) => [k, 'PERSON'] as const,
  ),
]);
/** A header's "…_name" is a person's after these words, an organization's after these ("member_name", "payer_name"). */
const PERSON_OWNERS = new Set(
  'member patient subscriber insured guarantor contact kin spouse parent guardian mother father emergency physician doctor provider nurse caregiver beneficiary client'.split(
    ' ',
  ),
);
const ORG_OWNERS = new Set(
  'facility payer insurer company employer clinic hospital practice pharmacy vendor agency org'.split(' '),
);
const SEPARATORS = [',', ';', '\t', '|'];
/** A title opening a name's value ("Dr. Annika Sørlie"): one of the lexicon's, with its dot. */
const FIRST_WORD = /^(\p{L}+)\.?[ \t]+/u;
/** What each kind of value must look like: a postal code holds a digit, the others a letter. */
const VALUE_OK: Readonly<Record<string, RegExp>> = {
  // ("Achebe, Ngozi": a quoted field holds the inverted name whole.)
  PERSON: new RegExp(
    `${PERSON_VALUE.source}|^\\p{L}[\\p{L}\\p{M}'’.-]*(?: \\p{L}[\\p{L}\\p{M}'’.-]*)?, \\p{L}[\\p{L}\\p{M}'’.-]*(?: \\p{L}[\\p{L}\\p{M}'’.-]*)?$`,
    'u',
  ),
  ZIP: /^(?=.*\d)[\dA-Z][\dA-Z -]{1,9}$/,
  CITY: /^\p{L}[\p{L}\p{M}'’. -]{0,40}$/u,
  STREET_ADDRESS: /\p{L}/u,
  ORGANIZATION: /\p{L}/u,
};

/** The fields of `line` split at `sep` outside double quotes, as [start, end) offsets into it without the quotes. */
function fields(line: string, sep: string): [number, number][] {
  const out: [number, number][] = [];
  let s = 0;
  let quoted = false;
  for (let k = 0; k <= line.length; k++) {
    const c = line[k];
    if (c === '"') quoted = !quoted;
    else if ((c === sep && !quoted) || k === line.length) {
      let a = s;
      let b = k;
      while (a < b && (line[a] === ' ' || line[a] === '"')) a++;
      while (b > a && (line[b - 1] === ' ' || line[b - 1] === '"' || line[b - 1] === '\r')) b--;
      out.push([a, b]);
      s = k + 1;
    }
  }
  return out;
}

export const keyType = (key: string): string | undefined => {
  const k = key.toLowerCase().replace(/[ -]+/g, '_');
  const exact = TYPE_OF.get(k) ?? MORE_KEYS.get(k);
  // (Only a key written with "_", as a program names a column: "Brigham and Women's Hospital" is a letterhead's words.)
  if (exact !== undefined || !/^[a-z]+(?:_[a-z]+){1,3}$/.test(key.trim().toLowerCase())) return exact;
  // "facility_city", "home_zip", "member_name": a compound key by its last word, a name by whose it is.
  const parts = k.split('_');
  const last = parts.pop()!;
  if (last === 'name') {
    if (parts.some((w) => PERSON_OWNERS.has(w))) return 'PERSON';
    return parts.some((w) => ORG_OWNERS.has(w)) ? 'ORGANIZATION' : undefined;
  }
  return last === 'patient' ? undefined : (TYPE_OF.get(last) ?? MORE_KEYS.get(last));
};

/**
 * Whether `line` may be a row of keys split at `sep`: two separators or more, every field of 32 characters at most, no
 * dot or colon (a sentence's, a time's, a label's). One pass over the characters, no string built: most lines of a
 * note hold commas and are sentences.
 */
function keysShape(text: string, s: number, e: number, sep: string): boolean {
  const first = text.indexOf(sep, s);
  if (first < 0 || first >= e) return false;
  const code = sep.charCodeAt(0);
  let seps = 0;
  let run = 0;
  for (let k = s; k < e; k++) {
    const c = text.charCodeAt(k);
    if (c === code) {
      seps++;
      run = 0;
    } else if (c === 46 || c === 58 || ++run > 32) return false;
  }
  return seps >= 2;
}

/** The header's separator and its columns' types (undefined where a column holds none of them), or null. */
function header(text: string, s: number, e: number): { sep: string; types: (string | undefined)[] } | null {
  for (const sep of SEPARATORS) {
    if (!keysShape(text, s, e, sep)) continue;
    const line = text.slice(s, e);
    const fs = fields(line, sep);
    if (fs.length < 3) continue;
    const types = fs.map(([a, b]) => keyType(line.slice(a, b)));
    if (types.filter((t) => t !== undefined).length >= 2) return { sep, types };
  }
  return null;
}

/** Where a title opening the value at line[a, b) ends, or `a`. */
function afterTitle(line: string, a: number, b: number): number {
  const m = FIRST_WORD.exec(line.slice(a, b));
  return m !== null && TITLES.has(m[1]!.toLowerCase()) ? a + m[0].length : a;
}

export function findCsvColumns(text: string, out: Hit[]): void {
  // Most texts hold no line made only of keys: a header needs a separator on its first line or after a break.
  if (text.indexOf('\n') < 0) return;
  let table: { sep: string; types: (string | undefined)[] } | null = null;
  for (let s = 0; s < text.length; ) {
    let e = text.indexOf('\n', s);
    if (e < 0) e = text.length;
    const line = table === null ? null : text.slice(s, e);
    const row = line === null ? null : fields(line, table!.sep);
    if (line === null || row === null || row.length !== table!.types.length) {
      table = e - s <= 400 ? header(text, s, e) : null;
      if (table !== null) dropHeaderWords(out, s, e);
      s = e + 1;
      continue;
    }
    row.forEach(([a, b], k) => {
      const type = table!.types[k];
      if (type !== undefined) pushColumnValue(text, s + a, s + b, type, out);
    });
    s = e + 1;
  }
}

/**
 * The value at text[a, b) of a column of `type` (of a CSV header here, of an SQL column list in phi-sql-values.ts),
 * when it looks like one.
 */
export function pushColumnValue(text: string, a: number, b: number, type: string, out: Hit[]): void {
  // "Dr. Annika Sørlie": the title stays out of the name.
  if (type === 'PERSON') a = afterTitle(text, a, b);
  const value = text.slice(a, b);
  if (value === '' || NONE.test(value) || !VALUE_OK[type]!.test(value)) return;
  // ("Medicare", "Medicaid Part B" under a payer's key: a programme, no organization.)
  if (type === 'ORGANIZATION' && ORG_PROGRAMS.has(value.split(/[ \t]/)[0]!.toLowerCase())) return;
  // A whole address in one field ("318 E Alvarado St, Pomona, CA 91767") is left to the address readers.
  if (type === 'STREET_ADDRESS' && value.indexOf(',') >= 0) return;
  // (A person's column outranks the shape rules: "Nakamura-Ruiz" under last_name is no firm of two partners.)
  out.push({ type, start: a, end: b, rank: type === 'PERSON' ? RANK.anchored : PLACE_RANK.address });
}

/** "Last,First,Street,Town": the header's keys are no names or places, whatever a name rule read. */
function dropHeaderWords(out: Hit[], s: number, e: number): void {
  let w = 0;
  for (const h of out) if (!(h.start >= s && h.end <= e && NAMES.has(h.type))) out[w++] = h;
  out.length = w;
}
const NAMES = new Set(['PERSON', 'CITY', 'ORGANIZATION', 'STREET_ADDRESS', 'ZIP', 'COUNTY']);
