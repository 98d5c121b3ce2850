/**
 * The value of a labelled field of a form (ADR 0070): "City: New Leah", "Town/City: Fort Majorview",
 * "Employer: Kassulke-Ebert", "Street: 8841 Willow Creek Lane", in English and the languages of Europe.
 * The label says what the value is, so it outranks what the words alone read as (a person: "City:
 * Springfield" was a surname). Only a label that opens its line (or follows a tab, "|", ";" or two blanks) and ends
 * with a colon counts; the value runs to the end of its line, a separator or a comma, and a placeholder
 * ("N/A", "unknown", "-") is no value.
 */
import { PLACE_RANK } from './phi-cities.js';
import { isCity, isCommon, isEnglish, STREET_TYPES } from './phi-lexicon.js';
import type { Hit } from './pii-context.js';

/** The English address labels, whose value is a street only when it opens with a number or a unit. */
const ENGLISH_ADDRESS =
  'address|home address|mailing address|residential address|permanent address|current address|patient address|addr';

/**
 * Labels that say a place as often as a ward or a home ("Location: 4 West", "Residence: lives with wife"): their value
 * is a town only when a town list holds it whole ("Residence: Githurai", "City of residence: Bellevue").
 */
const LISTED_TOWN_LABELS =
  'city of residence|town of residence|place of residence|residence|location|provider location';
const LISTED_ONLY = new Set(LISTED_TOWN_LABELS.split('|'));
const listedTown = (lc: string) => isCity(lc) && !isCommon(lc) && (lc.indexOf(' ') > 0 || !isEnglish(lc));

/** Labels by the type of their value; matched case-insensitively, spaces or a slash between their words. */
const LABELS: Readonly<Record<string, string>> = {
  CITY: `city|town|city/town|town/city|city or town|municipality|village|suburb|locality|place of birth|birthplace|
    hometown|home town|ciudad|cidade|localidade|ville|commune|stadt|wohnort|ort|città|citta|località|localita|comune|
    miasto|miejscowość|město|mesto|obec|kaupunki|paikkakunta|stad|plaats|woonplaats|gemeente|poblacion|población|
    municipio|município|település|helység|város|πόλη|город|localidad|bairro|barrio|colonia|quartier|neighbourhood|
    neighborhood|${LISTED_TOWN_LABELS}`,
  STREET_ADDRESS: `street|street address|street name|address line 1|address line 2|address 1|address 2|addr 1|
    ${ENGLISH_ADDRESS}|
    straße|strasse|calle|rua|ulica|utca|katuosoite|gatuadress|adresse|adres|adresa|dirección|direccion|endereço|
    endereco|indirizzo|anschrift|osoite|adress|domicilio|domicílio|adresă|adresas|adrese|naslov|cím|
    адрес|адреса|адреса проживания|địa chỉ|διεύθυνση|כתובת|العنوان|पता|地址|住址|住所|주소|ที่อยู่`,
  ORGANIZATION: `company|company name|employer|employer name|organization|organisation|firm|business|business name|
    workplace|place of work|insurer|insurance company|carrier|bank|school|university|college|agency|vendor|supplier|
    empresa|entreprise|société|societe|firma|arbeitgeber|unternehmen|azienda|società|societa|werkgever|bedrijf|
    pracodawca|zaměstnavatel|munkahely|työnantaja|arbetsgivare|arbejdsgiver|arbeidsgiver|empregador|empleador`,
};

/** The labels of one type, one per entry, trimmed ("place of birth" keeps its spaces). */
const labelsOf = (l: string) =>
  l
    .split('|')
    .map((x) => x.trim())
    .filter(Boolean);
const TYPE_OF = new Map<string, string>();
for (const [type, labels] of Object.entries(LABELS)) for (const l of labelsOf(labels)) TYPE_OF.set(l, type);
// Longest first, so that "street address" is tried before "street".
const ALTERNATION = [...TYPE_OF.keys()]
  .sort((a, b) => b.length - a.length)
  .map((l) => l.replace(/ /g, '[ \\t]+').replace(/\//g, '[ \\t]*/[ \\t]*'))
  .join('|');
// A value ends at a line's end, a tab, "|", ";" or a comma (the Arabic and the ideographic comma too). A bilingual
// form's label gives the other language's word after a slash ("City / Ville: Montréal").
// What stands before the label is looked behind, and only where a non-blank starts: as a prefix, "  " could
// start at every blank of a long run and the blanks after it be read again from each (quadratic on a run of blanks).
const FIELD = new RegExp(
  `(?=\\S)(?<=(?:^|[\\n\\t|;:—–،\\u3000]|  )[ \\t]*)(${ALTERNATION})(?:[ \\t]*/[ \\t]*\\p{L}+(?:[ \\t]\\p{L}+)?)?[ \\t]*[:：][ \\t]*([^\\n\\t|;,،，、；\\u3000]{2,80})`,
  'giu',
);

/**
 * Values that say there is none ("N/A", "-"), or what the field holds instead of a name ("Employer: Retired",
 * "City: Same as above", "Street: Homeless").
 */
const NONE =
  /^(?:(?:n\/?a|tbd|tba|nil|null|-+|—|\?+|x+)$|(?:retired|unemployed|student|homemaker|housewife|self|refused|declined|disabled|pending|homeless|same|see|not|no|none|medicaid|medicare|unknown)(?![\p{L}]))/iu;

const POSTCODE_TOWN = /^\d{4,6}[ \t]+\p{L}/u;
const streetTyped = (v: string) => STREET_TYPES.has(v.slice(v.search(/\S+$/)).toLowerCase().replace(/\.$/, ''));
/** Those labels, asked by name. */
const ADDRESS_LABELS = new Set(ENGLISH_ADDRESS.split('|'));
const NUMBERED_STREET =
  /^(?:\d+[A-Za-z]?(?:[-/]\d+)?[ \t,]+\p{L}|(?:unit|apt|flat|suite|blk|block|house|lot)\.?[ \t]*\d)/iu;
/** A number of something, not a house's: "Address: 24 hour care needed", "5 weeks post-op", "2 small children". */
const QUANTITY =
  /^\d+[ \t]+(?:hours?|hrs?|h|min(?:ute)?s?|days?|d|weeks?|wks?|months?|mos?|years?|yrs?|times|x|small|young|children|kids|people|persons|steps|stairs|flights?|blocks|miles?|km|mg|ml|units?|of|or|to|and|am|pm)(?![\p{L}])/iu;
/** The value up to its first street type after the house number and a name's word, or the whole value. */
function untilStreetType(value: string): string {
  const words = value.split(/([ \t]+)/);
  let len = 0;
  for (let k = 0; k < words.length; k++) {
    len += words[k]!.length;
    // ("Blk 512 Tampines Street 52": a number after the type is the street's own.)
    if (
      k >= 4 &&
      k % 2 === 0 &&
      /^\p{L}/u.test(words[k + 2] ?? '') &&
      STREET_TYPES.has(words[k]!.toLowerCase().replace(/\.$/, ''))
    )
      return value.slice(0, len);
  }
  return value;
}
/** Labels of a district whose value a social history may fill with a description instead. */
const NEIGHBOURHOOD = new Set(['neighbourhood', 'neighborhood', 'quartier', 'barrio', 'bairro', 'colonia']);
/**
 * The postal code on the rest of an address field's line, in scripts the postal readers do not read: "Адреса: вул.
 * Хрещатик, 22, кв. 7, м. Київ, 01001", "כתובת: רחוב הרצל 45, דירה 3, רחובות 7628203", "पता: …, जयपुर - 302016": a run
 * of five to seven digits (or 3+4, 5+3 with a hyphen) beside a word, after the street and before the line's end; one of
 * four only before a town or ending the line ("…, 1463 София"), not a house number ("Rua Augusta, 1500, apto 82").
 */
const LINE_CODE =
  /(?<=[\p{L}\p{M}.](?:[ \t]*[-–,،])?[ \t]*|[,،][ \t]*)(?:\d{3}-\d{4}|\d{5}-\d{3}|\d{5,7}(?=[ \t]*(?:[,،.]|$)|[ \t]+\p{L})|\d{4}(?=[ \t]*$|[ \t]+\p{L}))/gmu;
function lineCode(text: string, from: number, out: Hit[]): void {
  const nl = text.indexOf('\n', from);
  const rest = text.slice(from, nl < 0 ? Math.min(text.length, from + 120) : Math.min(nl, from + 120));
  if (/^\p{ASCII}*$/u.test(rest)) return;
  LINE_CODE.lastIndex = 0;
  for (let m = LINE_CODE.exec(rest); m !== null; m = LINE_CODE.exec(rest)) {
    const start = from + m.index;
    out.push({ type: 'ZIP', start, end: start + m[0].length, rank: PLACE_RANK.address });
  }
}

/**
 * The same labels as the keys of a JSON record ("barrio":"El Peñón", "ciudad":"Cali"): a form exported as
 * JSON. Only CITY and ORGANIZATION keys: a street key's value is read by the street rules.
 */
const JSON_FIELD = new RegExp(`"(${ALTERNATION})"[ \\t]*:[ \\t]*"([^"\\n]{2,80})"`, 'giu');

/** The next field's label on the same line ("City: Grand Junction State: CO"); not "No:" of a Turkish street's number. */
const NEXT_LABEL =
  /[ \t]+(?:State|Province|Prov|Zip|ZIP|Zip code|ZIP code|Postal code|Postcode|Country|County|Phone|Tel|Email|E-mail|DOB|Sex|Gender)[ \t]*:/;

/** A bilingual form's label opening its line: "Name / Nom:", "City / Ville:", "Sex / Sexe:". */
const SLASH_LABEL = /(?<=^|\n)[ \t]*\p{L}+(?:[ \t]\p{L}+)?[ \t]*\/[ \t]*(\p{L}+(?:[ \t]\p{L}+)?)[ \t]*:/gmu;

/** The other language's word of a bilingual label ("Nom", "Ville") is no name or place, whatever a name rule read. */
function dropSlashLabels(text: string, out: Hit[]): void {
  SLASH_LABEL.lastIndex = 0;
  const words: [number, number][] = [];
  for (let m = SLASH_LABEL.exec(text); m !== null; m = SLASH_LABEL.exec(text)) {
    const end = m.index + m[0].lastIndexOf(m[1]!) + m[1]!.length;
    words.push([end - m[1]!.length, end]);
  }
  if (words.length === 0) return;
  let w = 0;
  for (const h of out) if (!words.some(([a, b]) => h.start >= a && h.end <= b)) out[w++] = h;
  out.length = w;
}

export function findFieldLabels(text: string, out: Hit[]): void {
  // Most texts hold no colon: nothing to read.
  if (text.indexOf(':') < 0 && text.indexOf('：') < 0) return;
  if (text.indexOf('/') >= 0) dropSlashLabels(text, out);
  FIELD.lastIndex = 0;
  for (let m = FIELD.exec(text); m !== null; m = FIELD.exec(text)) {
    // "City: Montréal  Prov: QC": two blanks end a value, before the next field on its line.
    // ("City: Grand Junction State: CO": the next field's label ends a value too.)
    const next = NEXT_LABEL.exec(m[2]!);
    const raw = next === null ? m[2]! : m[2]!.slice(0, next.index);
    const cut = raw.indexOf('  ');
    const end = m.index + m[0].length - (m[2]!.length - raw.length);
    if (cut < 0) field(text, m[1]!, raw, end, out);
    else field(text, m[1]!, raw.slice(0, cut), end - raw.length + cut, out);
  }
  if (text.indexOf('":') < 0) return;
  JSON_FIELD.lastIndex = 0;
  for (let m = JSON_FIELD.exec(text); m !== null; m = JSON_FIELD.exec(text)) {
    if (TYPE_OF.get(m[1]!.toLowerCase()) === 'STREET_ADDRESS') continue;
    field(text, m[1]!, m[2]!, m.index + m[0].length - 1, out);
  }
}

/** One field: its label as written, its raw value, and where the raw value ends. */
function field(text: string, written: string, raw: string, rawEnd: number, out: Hit[]): void {
  const label = written
    .toLowerCase()
    .replace(/[ \t]+/g, ' ')
    .replace(/ ?\/ ?/g, '/');
  const type = TYPE_OF.get(label);
  let value = raw.replace(/[ \t.]+$/, '');
  if (type === undefined || NONE.test(value) || !/\p{L}/u.test(value)) return;
  // ("Location: Home", "Residence: Street", "Location: West": a word of the language is no town there.)
  if (LISTED_ONLY.has(label) && !listedTown(value.toLowerCase())) return;
  // A field's value is a name of a few words, not a sentence: "City: please see the attached letter".
  if (value.split(/[ \t]+/).length > 6) return;
  // A town or an organization starts with a capital (a form typed in lower case writes all so), a street may with a digit.
  // ("Colonia: >100.000 UFC/ml" is a culture's count: a value opens with a letter.)
  if (type !== 'STREET_ADDRESS' && (!/^\p{L}/u.test(value) || (/^\p{Ll}/u.test(value) && /\p{Lu}/u.test(text)))) return;
  // "Neighborhood: Safe, lives with wife", "Neighbourhood: Low crime": a social history's answer, not a district.
  if (NEIGHBOURHOOD.has(label) && isEnglish(value.split(/[ \t]/)[0]!.toLowerCase())) return;
  // "Cím: 1051 Budapest, Október 6. utca 12.": a postal code and a town first are for the postal readers.
  // ("Address: 5100 PELICAN BAY DR": four digits and a word before a street's type are a house number and a street.)
  if (type === 'STREET_ADDRESS' && POSTCODE_TOWN.test(value) && !(ADDRESS_LABELS.has(label) && streetTyped(value)))
    return;
  // "Address: 3 Cois Cladaigh, Salthill", "Address: Unit 4/17 Addison Road": an English address's first part is its
  // street when it opens with a house number or a unit ("Address: Same as patient", "Address: Homeless" are none).
  if (ADDRESS_LABELS.has(label) && (!NUMBERED_STREET.test(value) || QUANTITY.test(value))) return;
  // "Address: 45 Oak Lane Bend OR 97701": the street ends at its type; the town and the code after it are read as such.
  if (ADDRESS_LABELS.has(label)) value = untilStreetType(value);
  // Vietnamese "số 45 phố Hàng Bông": "số" (number) is no part of the street.
  const lead = type === 'STREET_ADDRESS' ? (/^số[ \t]+(?=\d)/iu.exec(value)?.[0].length ?? 0) : 0;
  const start = rawEnd - raw.length + lead;
  const end = start + value.length - lead;
  out.push({ type, start, end, rank: PLACE_RANK.address });
  if (type === 'STREET_ADDRESS') lineCode(text, end, out);
}
