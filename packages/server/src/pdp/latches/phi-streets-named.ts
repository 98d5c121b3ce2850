/**
 * Street forms of other countries that the street-type readers miss, each with its own cue (ADR 0119):
 *
 * - Norwegian, Danish and Swedish streets of two words, a genitive and the street word: "Tordenskiolds gate 4",
 *   "Kongens vei 12" (the one-word forms, "Storgata 4", are phi-places.ts's); "gate" needs the genitive's "s";
 * - Irish and Welsh streets: "4 Bóthar na Trá", "12 Heol y Bont", and the Welsh name of three words with its
 *   article, "3 Tan y Bryn" (y/yr is no English word);
 * - Peruvian streets led by Jr./Jirón or Pje./Pasaje, at a part's start ("…, Jr. Ucayali 215, …"): "Jr." after a
 *   name is "Junior", so the lead must open the part;
 * - Indian house numbers ("H.No. 8-3-167/A", "D.No. 12-5-3") and roads named by initials ("S.V. Road", "M.G. Road");
 * - Vietnamese street lines, a number and a capitalized name before the ward or district ("125 Nguyễn Trãi, Quận 1");
 * - a lettered block between the parts of a Pakistani or Indian address ("Street 4, Block C, Gulberg III").
 *
 * Each pattern runs only when a string search finds its cue word in the text. The rank is above a person's: the
 * name of a street is often a person's ("Nguyễn Trãi", "Tordenskiold").
 */

import { PLACE_RANK } from './phi-cities.js';
import { type Cues, cueBit } from './phi-cues.js';
import { isEnglish, isStop } from './phi-lexicon.js';
import type { Hit } from './pii-context.js';

const RANK = PLACE_RANK.address + 1;
const NAME = "\\p{Lu}[\\p{Ll}\\p{M}'’-]+";

const NORDIC_CUES = [
  ' gate ',
  ' gata',
  ' vei',
  ' vej ',
  ' vegen ',
  ' väg',
  ' allé ',
  ' plass ',
  ' plads ',
  ' torg',
  ' stræde ',
  ' gränd ',
];
const NORDIC = new RegExp(
  `(?<![\\p{L}\\p{N}])((?:${NAME}[ \\t]){0,2}${NAME})[ \\t](gate|gata|gatan|vei|veien|vej|vegen|väg|vägen|allé|plass|plads|torg|torget|stræde|gränd)[ \\t]+\\d{1,4}[A-Za-z]?(?![\\p{L}\\p{N}])`,
  'gu',
);
/** Street words that are English words too: the name before them must be a genitive ("Kongens gate"). */
const GENITIVE_ONLY = new Set(['gate']);

const CELTIC_CUES = [
  'Bóthar',
  'Bothar',
  'Sráid',
  'Sraid',
  'Ascaill',
  'Lána',
  'Bóithrín',
  'Cearnóg',
  'Céide',
  'Ardán',
  'Heol',
  'Ffordd',
  'Stryd',
  'Lôn',
  ' y ',
  ' yr ',
];
/**
 * The first words of Welsh house and street names with the article ("Tan y Bryn", "Pen y Bont", "Maes yr Haf"):
 * "y" is Spanish and Catalan "and" too ("2 Hijos y Nietos"), so the word before it must be one of these.
 */
const WELSH_HEADS =
  'Tan|Pen|Bryn|Pant|Cae|Ty|Tŷ|Maes|Bron|Cwm|Nant|Llan|Coed|Rhos|Glan|Bod|Tal|Craig|Tir|Pwll|Waun|Caer|Min|Erw|Dol|Ddol|Dôl|Pont|Rhiw|Cefn|Blaen|Bwlch|Gallt|Allt|Llys|Plas|Porth|Aber|Ffordd|Heol|Stryd|Lôn|Cilgant|Clos|Rhodfa|Teras|Tyn|Ynys|Gwern|Hafod|Llwyn|Fron|Garth|Mynydd|Gwel|Golwg|Trem|Bro|Parc|Sgwar|Sgwâr';
const CELTIC = new RegExp(
  `\\d{1,4}[A-Za-z]?[ \\t]+(?:(?:Bóthar|Bothar|Sráid|Sraid|Ascaill|Lána|Bóithrín|Cearnóg|Céide|Ardán|Heol|Ffordd|Stryd|Lôn)(?:(?:[ \\t]+(?:na|an|Uí|Ui|Mhic|y|yr))?[ \\t]+${NAME}){1,2}|(?:${WELSH_HEADS})[ \\t]+(?:y|yr)[ \\t]+${NAME}(?=[ \\t]*[,\\n]))(?![\\p{L}\\p{N}])`,
  'gu',
);

const PERU = new RegExp(
  `(?:^|[,:;\\n][ \\t]*)((?:Jr\\.|Jirón|Jiron|Pje\\.|Psje\\.|Pasaje)[ \\t]+${NAME}(?:[ \\t]+(?:de|del|la|las|los|y|${NAME})){0,3}[ \\t]+(?:N[°º.][ \\t]*)?\\d{1,5}[A-Z]?)(?![\\p{L}\\p{N}])`,
  'gu',
);

const ROAD_CUES = ['Road', 'Rd.', 'Marg'];
const HOUSE_NO =
  /(?:H|D|Door|Flat|Plot)\.?[ \t]?No\.?(?:[ \t]*:)?[ \t]*\d{1,4}(?:[-/]\d{1,4}){0,4}(?:\/[A-Z](?![\p{L}]))?/gu;
const INITIALS_ROAD = /(?:^|,[ \t]*)((?:\p{Lu}\.[ \t]?){1,3}[ \t]?(?:Road|Rd\.|Marg))(?![\p{L}])/gu;

const VIET_CUES = ['Phường', 'Quận', 'Huyện', 'Xã', 'Thị', 'TP.', 'Tp.', 'Thành phố'];
const VIET = new RegExp(
  `(?<![\\p{L}\\p{N}/-])\\d{1,4}[A-Z]?(?:\\/\\d{1,3})?[ \\t]+${NAME}(?:[ \\t]+${NAME}){0,3}(?=,[ \\t]*(?:Phường|P\\.|Quận|Q\\.|Huyện|Xã|Thị xã|Thị trấn|TP\\.|Tp\\.|Thành phố))`,
  'gu',
);

/** "Block C", "Block D-2" between a numbered part ("Street 4,") and a named one ("Gulberg III"): not a ward's "4 West, Block A". */
const BLOCK =
  /(?<!(?:Bed|Ward|Room|Bay|Floor|Level|Unit|Wing|Theatre|Cubicle|Pod|Suite|Bldg|Building)[ \t.#]{0,3}\d{0,3})\d[A-Z]?[ \t]*,[ \t]*(Block[ \t]+[A-Z](?:-?\d{1,2})?)(?=[ \t]*,[ \t]*\p{Lu}\p{Ll})/gu;

const PERU_CUES = ['Jr.', 'Jirón', 'Jiron', 'Pje.', 'Psje.', 'Pasaje'];
/** Welsh "y"/"yr" only after a Welsh head ("Tan y Bryn"): the Celtic gate's words of one or two letters are these. */
const CELTIC_WORDS = CELTIC_CUES.filter((c) => c.trim().length > 2);

const literal = (w: string) => w.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const anyOf = (words: readonly string[]) => new RegExp(words.map(literal).join('|'));
/**
 * The cue words of each form, one regex per form, and one for them all. Most texts hold none, and one scan of the
 * text for all of them costs less than 47 string searches (about 10 µs a 1 KB text, 1 ms at 100 KB).
 */
const GATES = {
  nordic: anyOf(NORDIC_CUES),
  celtic: new RegExp(`${CELTIC_WORDS.map(literal).join('|')}|(?:${WELSH_HEADS}) yr? `),
  peru: anyOf(PERU_CUES),
  // (A house number's lead, not "No" alone, which opens many English sentences.)
  house: /(?:H|D|Door|Flat|Plot)\.?[ \t]?No/,
  road: anyOf(ROAD_CUES),
  viet: anyOf(VIET_CUES),
  block: /Block/,
};
const ANY_GATE = new RegExp(
  Object.values(GATES)
    .map((r) => r.source)
    .join('|'),
);

/**
 * The ASCII words every form's match holds as a whole word (phi-cues.ts): the street words, the leads, "y"/"yr",
 * "Road", "TP", "Block". The forms' words outside ASCII ("väg", "Sráid", "Quận") set the cues' `other`; a house
 * number's lead is told by its "No". A text with none of them (most) skips the gate's scan (5 µs a 1 KB text).
 */
const STREET_CUES = cueBit(
  `gate gata gatan vei veien vej vegen plass plads torg torget bothar sraid ascaill heol ffordd stryd y yr jr jiron pje
  psje pasaje road rd marg tp block`.split(/\s+/),
);

const HOUSE_LEAD = /(?:H|D|Door|Flat|Plot)\.?[ \t]?$/;
/** Whether a house number's lead is in the text: a "No" ("No fever" is common) after "H", "D", "Door", "Flat" or "Plot". */
function houseLead(text: string): boolean {
  // (A "No" at the text's start has no lead before it.)
  for (let i = text.indexOf('No', 1); i >= 0; i = text.indexOf('No', i + 2))
    if (HOUSE_LEAD.test(text.slice(Math.max(0, i - 6), i))) return true;
  return false;
}

/** `cues`: the text's cue words; without them the gate's regex is run. */
export function findNamedStreets(text: string, out: Hit[], cues?: Cues): void {
  if (cues !== undefined && (cues.seen & STREET_CUES) === 0 && !cues.other && !houseLead(text)) return;
  if (!ANY_GATE.test(text)) return;
  if (GATES.nordic.test(text)) nordic(text, out);
  if (GATES.celtic.test(text)) all(text, CELTIC, out, false);
  if (GATES.peru.test(text)) peru(text, out);
  if (GATES.house.test(text)) all(text, HOUSE_NO, out, false);
  if (GATES.road.test(text)) all(text, INITIALS_ROAD, out, true);
  if (GATES.viet.test(text)) all(text, VIET, out, false);
  // (At the address rank: a longer street holding the block, "Block E, Sector 18", wins the overlap.)
  if (GATES.block.test(text)) all(text, BLOCK, out, true, PLACE_RANK.address);
}

/** Every match of `re`; `group`: the street is the first group, not the whole match. */
function all(text: string, re: RegExp, out: Hit[], group: boolean, rank = RANK): void {
  re.lastIndex = 0;
  for (let m = re.exec(text); m !== null; m = re.exec(text)) {
    // A number or a house-number lead must start a word (the regexes open on it, not on a look-behind at every position).
    const before = text.charAt(m.index - 1);
    if (/^\d/.test(m[0]) ? /[\p{L}\p{N}/-]/u.test(before) : /^[A-Z]/.test(m[0]) && /\p{L}/u.test(before)) continue;
    const s = group ? m[1]! : m[0];
    const start = m.index + m[0].length - s.length;
    out.push({ type: 'STREET_ADDRESS', start, end: start + s.length, rank });
  }
}

function nordic(text: string, out: Hit[]): void {
  NORDIC.lastIndex = 0;
  for (let m = NORDIC.exec(text); m !== null; m = NORDIC.exec(text)) {
    // "Heathrow's gate 4" is English's possessive: the Nordic genitive has no apostrophe.
    if (GENITIVE_ONLY.has(m[2]!) && (!m[1]!.endsWith('s') || /['’]/u.test(m[1]!))) continue;
    // "Arrivals gate 4", "Departures gate 12": an English plural before the gate of an airport or a station.
    const lc = m[1]!.split(/[ \t]/).pop()!.toLowerCase();
    if (GENITIVE_ONLY.has(m[2]!) && (isEnglish(lc) || isEnglish(lc.slice(0, -1)))) continue;
    out.push({ type: 'STREET_ADDRESS', start: m.index, end: m.index + m[0].length, rank: RANK });
  }
}

/** "Jr." is an English suffix too ("Smith, Jr. Room 215"): the name after it must be no English word. */
function peru(text: string, out: Hit[]): void {
  PERU.lastIndex = 0;
  for (let m = PERU.exec(text); m !== null; m = PERU.exec(text)) {
    const s = m[1]!;
    const first = /^\S+[ \t]+(\S+)/u.exec(s)![1]!.toLowerCase();
    if (isEnglish(first) || isStop(first)) continue;
    const start = m.index + m[0].length - s.length;
    out.push({ type: 'STREET_ADDRESS', start, end: start + s.length, rank: RANK });
  }
}
