/**
 * Fields written as code writes them (ADR 0079): "City=Haifa; Zip=3303117", `"city": "Owerri", "zip":
 * "460001"`, "postal_code='40000'". The labels of forms (`phi-field-labels.ts`) end with a colon and open
 * a line; a record dumped from a program puts a key, "=" or a quoted key and ":", and a value (quoted or
 * not) anywhere on a line. The key says what the value is, so it outranks what the words alone read as
 * (a person: "Haifa"). Only keys of places, postal codes, employers and people's names; a value ends at its quote, or
 * unquoted at ";", ",", "&", "|", "}" or the line's end.
 */
import { PLACE_RANK } from './phi-cities.js';
import { isCity, isEnglish, isName, isStop, MEDICAL, STREET_TYPES } from './phi-lexicon.js';
import { ORG_PROGRAMS } from './phi-org-words.js';
import { isKnownOrg } from './phi-orgs-gazetteer.js';
import { type Hit, RANK } from './pii-context.js';

export const TYPE_OF: ReadonlyMap<string, string> = new Map([
  ...['city', 'town', 'locality', 'municipality', 'suburb', 'city_name', 'cityname', 'village'].map(
    (k) => [k, 'CITY'] as const,
  ),
  // The same keys in the languages of Europe and Latin America (`"città": "Napoli"`, "ciudad=Quilmes").
  ...[
    'città',
    'citta',
    'comune',
    'località',
    'localita',
    'ciudad',
    'localidad',
    'municipio',
    'cidade',
    'localidade',
    'município',
    'ville',
    'commune',
    'stadt',
    'ort',
    'wohnort',
    'gemeinde',
    'plaats',
    'woonplaats',
    'gemeente',
    'stad',
    'miasto',
    'miejscowość',
    'město',
    'kaupunki',
  ].map((k) => [k, 'CITY'] as const),
  ...[
    'zip',
    'zipcode',
    'zip_code',
    'postcode',
    'post_code',
    'postal_code',
    'postalcode',
    'postal',
    'plz',
    'cep',
    'codigo_postal',
    'código_postal',
    'code_postal',
    'codice_postale',
    'postnummer',
    'postcode_nl',
    'kod_pocztowy',
    'psč',
  ].map((k) => [k, 'ZIP'] as const),
  ...[
    'street',
    'street_address',
    'streetaddress',
    'address1',
    'address_1',
    'address_line1',
    'address_line_1',
    'addr1',
  ].map((k) => [k, 'STREET_ADDRESS'] as const),
  // People's name parts (`"given_name": "Tevita"`, "nachname=Wróbel"); not a bare "name", which a record of a
  // product, a drug or a firm has as often.
  ...[
    'first_name',
    'firstname',
    'given_name',
    'givenname',
    'middle_name',
    'last_name',
    'lastname',
    'family_name',
    'familyname',
    'surname',
    'full_name',
    'fullname',
    'patient_name',
    'nombre',
    'apellido',
    'apellidos',
    'prénom',
    'prenom',
    'vorname',
    'nachname',
    'cognome',
    'voornaam',
    'achternaam',
    'imię',
    'imie',
    'nazwisko',
    'fornavn',
    'efternavn',
    'etternavn',
    'förnamn',
    'efternamn',
  ].map((k) => [k, 'PERSON'] as const),
  ...[
    'employer',
    'employer_name',
    'company',
    'company_name',
    'org',
    'organization',
    'organisation',
    'payer',
    'payer_name',
    'insurer',
    'insurance_company',
  ].map((k) => [k, 'ORGANIZATION'] as const),
]);

/** The value after a separator: quoted (its quote kept in group 1), or unquoted to ";", ",", "&", "|", "}" or the line's end. */
const VALUE = /[ \t]*(?:(["'])([^"'\n]{1,80})\1|([^\s"';,&|}=][^\n"';,&|}=]{0,79}))/y;

/** A postal code's value: two to ten letters, digits, blanks or hyphens, a digit among them. */
export const ZIP_VALUE = /^(?=.*\d)[A-Z\d][A-Z\d -]{1,9}$/i;

/** A person's name: up to four words of letters (apostrophes, hyphens, dots of initials). */
export const PERSON_VALUE = /^\p{L}[\p{L}\p{M}'’.-]*(?:[ \t]\p{L}[\p{L}\p{M}'’.-]*){0,3}$/u;

/** Values that say there is none. */
export const NONE =
  /^(?:n\/?a|null|none|nil|undefined|unknown|-+|\?+|tbd|x+|true|false|yes|no|default|all|any|admin|root|self|prod|production|staging|dev|test|info|debug|warn|error|retired|unemployed|self-employed|student|homemaker|disabled)$/i;

/** The first letters of the keys (lower case): most keys of a JSON text are passed on their first letter, with no string built. */
const KEY_HEADS = new Set([...TYPE_OF.keys()].map((k) => k.charCodeAt(0)));
/** Whether `c` may be a key's character (letters with the accents of Latin scripts, digits, "_"). */
const keyChar = (c: number) =>
  (c >= 97 && c <= 122) ||
  (c >= 65 && c <= 90) ||
  c === 95 ||
  (c >= 48 && c <= 57) ||
  (c >= 0xc0 && c <= 0x17f && c !== 0xd7 && c !== 0xf7);

/**
 * The key right before the separator at `sep` ("=", or ":" after a quoted key), read backwards by hand (no
 * regex per separator: a JSON text holds one per key), with the opening quote it needs; or null.
 */
function keyBefore(text: string, sep: number, colon: boolean): string | null {
  let k = sep;
  while (k > 0 && (text.charCodeAt(k - 1) === 32 || text.charCodeAt(k - 1) === 9)) k--;
  const q = text.charCodeAt(k - 1);
  const quoted = q === 34 || q === 39;
  if (quoted) k--;
  const end = k;
  while (k > 0 && end - k <= 21 && keyChar(text.charCodeAt(k - 1))) k--;
  if (end - k < 2 || end - k > 21) return null;
  if (quoted && text.charCodeAt(k - 1) !== q) return null;
  const b = quoted ? k - 2 : k - 1;
  // A start, a blank or a separator before the key ("x.city=" is a member, not a field).
  if (b >= 0 && !/[\s;,{&?|(]/.test(text[b]!)) return null;
  let us = end - 1;
  while (us >= k && text.charCodeAt(us) !== 95) us--;
  // (Most keys are passed on their first letter, with no string built.)
  if (us < k && !KEY_HEADS.has(text.charCodeAt(k) | 32)) return null;
  // Before a colon a key is quoted (JSON), or a YAML key of code's shape opening its line ("  postal_code: 01930");
  // "Family: supportive", "City: Boston" in prose are the labels' (phi-field-labels.ts).
  if (colon && !quoted && !(us >= k && lineStart(text, k))) return null;
  const key = text.slice(k, end).toLowerCase();
  if (us < k || TYPE_OF.has(key)) return key;
  // "input_zip=97007", "home_city: Reno": a compound key by its last word, for a place's keys only.
  const last = key.slice(us - k + 1);
  const type = TYPE_OF.get(last);
  return type === 'ZIP' || type === 'CITY' ? last : key;
}

/** Whether only blanks stand between the line's start and `k`. */
function lineStart(text: string, k: number): boolean {
  let b = k - 1;
  while (b >= 0 && (text.charCodeAt(b) === 32 || text.charCodeAt(b) === 9)) b--;
  return b < 0 || text.charCodeAt(b) === 10;
}

/**
 * FHIR's keys (`"family": "Chalmers"`, `"given": ["Peter", "James"]`, `"line": ["534 Erewhon St"]`): read only quoted
 * before a colon, as JSON writes them ("family: supportive" in a note is prose), and only in FHIR's shapes: "given" and
 * "line" are arrays, a name's parts stand beside each other ("given" holds the drugs given in a medication record, "line"
 * a log's line number or an invoice's item).
 */
const FHIR_KEYS: ReadonlyMap<string, string> = new Map([
  ['given', 'PERSON'],
  ['family', 'PERSON'],
  ['line', 'STREET_ADDRESS'],
]);
/**
 * The quoted strings of a JSON array of up to eight short strings, on one line or several: `["Peter", "James"]`. Each
 * string after the first needs its comma, so that the blanks between two are read one way only (no backtracking).
 */
const ARRAY = /\s*\[\s*("[^"\n]{1,80}"(?:\s*,\s*"[^"\n]{1,80}"){0,7})\s*\]/y;
const STRING = /"([^"\n]{1,80})"/g;
/** The other part of a FHIR HumanName near a name's key: "family" beside "given", and the reverse. */
const PARTNER: Readonly<Record<string, string>> = { given: '"family"', family: '"given"' };

/** An address line: a house number, a word, and a street's type ("534 Erewhon St", "1650 W Bryn Mawr Ave"). */
export function streetLine(v: string): boolean {
  if (!/^\d+[A-Za-z]?(?:[-/]\d+)?[ \t]+\p{L}/u.test(v)) return false;
  return v
    .toLowerCase()
    .split(/[ \t,]+/)
    .some((w, k) => k > 1 && STREET_TYPES.has(w.replace(/\.$/, '')));
}

/** A person's name read from a FHIR key is no sentence of English words ("Not given", "Supportive", "Mother deceased"). */
export function plainWords(v: string): boolean {
  const ws = v.toLowerCase().split(/[ \t]+/);
  // ("Lives with spouse", "Not given": a function word makes a phrase of English words a sentence, name-list words or not.)
  return ws.every((w) => isEnglish(w) || MEDICAL.has(w)) && (ws.every((w) => !isName(w)) || ws.some((w) => isStop(w)));
}

export function findFieldPairs(text: string, out: Hit[]): void {
  for (const sepChar of ['=', ':']) {
    for (let sep = text.indexOf(sepChar); sep >= 0; sep = text.indexOf(sepChar, sep + 1)) {
      const key = keyBefore(text, sep, sepChar === ':');
      const fhir = key !== null && sepChar === ':' ? FHIR_KEYS.get(key) : undefined;
      const type = key === null ? undefined : (TYPE_OF.get(key) ?? fhir);
      if (type === undefined) continue;
      if (fhir !== undefined) {
        fhirValues(text, sep, key!, fhir, out);
        continue;
      }
      VALUE.lastIndex = sep + 1;
      const m = VALUE.exec(text);
      if (m === null) continue;
      const read = m[2] ?? m[3]!;
      const start = m.index + m[0].length - read.length - (m[2] === undefined ? 0 : 1);
      let raw = read;
      // "city=Boston state=MA": unquoted, the value stops before the next key (its "=" stopped the read).
      if (m[2] === undefined && text.charCodeAt(m.index + m[0].length) === 61) raw = raw.replace(/[ \t]*[\w.-]+$/, '');
      pushValue(start, raw.replace(/[ \t.]+$/, ''), type, out);
    }
  }
}

/** The values of a FHIR key after its colon at `sep`, in FHIR's shapes only. */
function fhirValues(text: string, sep: number, key: string, type: string, out: Hit[]): void {
  const partner = PARTNER[key];
  if (partner !== undefined && text.slice(Math.max(0, sep - 160), sep + 160).indexOf(partner) < 0) return;
  ARRAY.lastIndex = sep + 1;
  const list = ARRAY.exec(text);
  const values: [number, string][] = [];
  if (list !== null) {
    const at = list.index + list[0].indexOf('"');
    for (const s of list[1]!.matchAll(STRING)) values.push([at + s.index + 1, s[1]!]);
  } else if (key === 'family') {
    VALUE.lastIndex = sep + 1;
    const m = VALUE.exec(text);
    if (m?.[2] !== undefined) values.push([m.index + m[0].length - m[2].length - 1, m[2]]);
  }
  for (const [start, v] of values) {
    const value = v.trim();
    if (type === 'STREET_ADDRESS' ? !streetLine(value) : plainWords(value)) continue;
    pushValue(start + v.indexOf(value), value, type, out);
  }
}

/** A key's value, when it may be of the key's type. */
function pushValue(start: number, value: string, type: string, out: Hit[]): void {
  // Placeholders, flags and the units of a hospital ("org=ICU", "city=default") are no place or employer.
  if (value.length < 2 || NONE.test(value) || MEDICAL.has(value.toLowerCase())) return;
  if (type === 'ZIP' ? !ZIP_VALUE.test(value) : !/^[\p{L}\d]/u.test(value)) return;
  if ((type === 'CITY' || type === 'ORGANIZATION') && (!/\p{L}/u.test(value) || value.split(/[ \t]+/).length > 6))
    return;
  if (type === 'PERSON' && !PERSON_VALUE.test(value)) return;
  // "org=cardiology": one ordinary word is a department, not an employer.
  // ("employer=amazon", "city=phoenix": a listed firm, town or name is one).
  const lv = value.toLowerCase();
  if (type !== 'ZIP' && /^\p{Ll}+$/u.test(value) && isEnglish(lv) && !isCity(lv) && !isName(lv) && !isKnownOrg(lv))
    return;
  // "Medicare", "self-pay": a programme in a payer's field is no organization.
  if (type === 'ORGANIZATION' && ORG_PROGRAMS.has(lv.split(/[ \t]/)[0]!)) return;
  // (A person's key outranks the shape rules: `"last_name": "Castellanos-Reid"` is no firm of two partners.)
  out.push({ type, start, end: start + value.length, rank: type === 'PERSON' ? RANK.anchored : PLACE_RANK.address });
}
