/**
 * CITY (ADR 0038), the towns in no list: a capitalized word after a place cue that no list knows
 * ("grew up in Remniku"), or a capitalized phrase right before a postal code ("in Tokoza Ext 1426").
 * The gazetteer towns are read in phi-cities.ts, which asks here when the gazetteer does not know a word.
 */
import { COUNTRIES, isEnglish, isName, MEDICAL, PLACE_CUES, TITLES, US_STATES } from './phi-lexicon.js';
import { REGIONS } from './phi-regions.js';
import { joined, listed, question, type Tok } from './phi-tokens.js';

/**
 * Endings of clinical words and drug names that no list holds ("from Precedex", "in Tachypnea", "to
 * Telehealth", "from Hospitalist"): such a word after a preposition is no town.
 */
export const CLINICAL_ENDING =
  /(?:pnea|emia|itis|osis|ectomy|otomy|ostomy|plasty|scopy|graphy|gram|metry|logy|ist|ous|us|ic|al|ar|ary|ive|ine|ide|ate|ase|cyte|oid|ia|ism|care|health|op|ops|dex|zil|pril|olol|statin|mab|nib|vir|mycin|cillin|azole|pine|pam|lam|done|fen|sone|lone|coag|onc)$/;
/** Verbs of living and travel: after a bare "in", "to", "at" or "near", one of them says the next word is a place. */
export const PLACE_VERBS = new Set([
  'flying',
  'flown',
  'moving',
  'returned',
  'returning',
  'traveled',
  'travelled',
  'visiting',
  'visited',
  'stays',
  'stayed',
  'reside',
  "i'm",
  'i’m',
  'am',
  'live',
  'stay',
  'staying',
  'travelling',
  'traveling',
  'arrived',
  'located',
  'headquartered',
  'lives',
  'living',
  'lived',
  'resides',
  'residing',
  'moved',
  'relocated',
  'born',
  'grew',
  'flew',
  'based',
  'originally',
  'hometown',
  // Clinical and everyday travel ("transferred by helicopter from Hønefoss", "drives down from Tullahoma").
  'transferred',
  'transported',
  'airlifted',
  'emigrated',
  'immigrated',
  'drove',
  'drives',
  'commutes',
  'travels',
]);

/**
 * A town in no list, after a place cue: "grew up in Remniku", "flew to LEPPEN", "from ΕΓΚΩΜΗ".
 * Only words that are neither English, nor names, nor medical, nor short acronyms ("in ICU"); after
 * a bare "in"/"to"/"at" the sentence must also carry a place verb, so "talked to Remniku" is left alone.
 */
const PLACE_CUE_Q = question();
const NOUN_CUES = new Set(['city', 'town', 'village', 'county', 'parish', 'borough']);

export function unlistedPlaceAt(text: string, toks: Tok[], i: number): number {
  const prev = toks[i - 1];
  if (prev === undefined || !listed(prev.w, PLACE_CUE_Q, PLACE_CUES) || toks[i]!.start - prev.end > 2) return i;
  // "From: Gilbertson, Wayne", "To: Ngata": a message header's label, not a place's cue.
  if (text.charCodeAt(prev.end) === 58) return i;
  // "Traverse City, MI", "Salt Lake City\nPt:": a capitalized "City" ending a town's name cues no state code and
  // nothing on the next line ("Bonifacio Global City, Taguig" it does).
  if (prev.cap && NOUN_CUES.has(prev.lc) && (toks[i]!.upper || /[\n\r]/.test(text.slice(prev.end, toks[i]!.start))))
    return i;
  let end = i;
  while (end < toks.length && end - i < 3 && (end === i || joined(text, toks[end - 1]!, toks[end]!))) {
    const t = toks[end]!;
    const lc = t.lc;
    const after = toks[i - 1]!.lc;
    // A name-list word ending its clause right after "in"/"from" is a town too ("in Tobel,"); elsewhere it is a person's.
    const nameOk = end === i && (after === 'in' || after === 'from') && CLAUSE_END.test(text.slice(t.end, t.end + 2));
    if (
      !t.cap ||
      (t.upper && lc.length < 5) ||
      isEnglish(lc) ||
      MONTHS_DAYS.has(lc) ||
      REGIONS.has(lc) ||
      (isName(lc) && !nameOk) ||
      MEDICAL.has(lc) ||
      COUNTRIES.has(lc) ||
      US_STATES.has(lc)
    )
      break;
    end++;
  }
  // "in Tokoza Ext 1426", "in Quinta de São Tiago 3610-114": before a postal code any capitalized phrase is the place.
  const coded = codedPlaceAt(text, toks, i);
  if (coded > end) return coded;
  if (end === i) return i;
  // "in Bjert 6091": a postal code after the name says it is a place; otherwise a bare cue needs a place verb.
  if (POSTAL_AFTER.test(text.slice(toks[end - 1]!.end, toks[end - 1]!.end + 12))) return end;
  // "year in Tobel, Transunion…": one word in no English list after "in" or "from", ending its clause, is a place.
  if (
    end === i + 1 &&
    (prev.lc === 'in' || prev.lc === 'from') &&
    !TITLES.has(toks[i]!.lc) &&
    !CLINICAL_ENDING.test(toks[i]!.lc) &&
    CLAUSE_END.test(text.slice(toks[i]!.end, toks[i]!.end + 2))
  )
    return end;
  if (WEAK_PLACE_CUES.has(prev.lc) || prev.lc === 'from') {
    let verb = false;
    for (let k = Math.max(0, i - 6); k < i - 1 && !verb; k++) verb = PLACE_VERBS.has(toks[k]!.lc);
    if (!verb) return i;
  }
  return end;
}

const CLAUSE_END = /^(?:[,;:!?)]|\.(?:\s|$)|\s*$)/;
const CODED_PLACE =
  /[\p{Lu}][\p{L}\p{M}'’-]*(?:(?:[ \t]+(?:de|del|della|di|da|do|dos|la|le|du|des|nad|pod|u|am|an|der|im|sur|en|y))?[ \t]+[\p{Lu}][\p{L}\p{M}'’-]*){0,3}(?=[ \t]+(?:\d{4,5}(?:-\d{3,4})?|\d{3} \d{2})(?![\d\p{L}]))/uy;
const NOT_PLACE_WORDS = new Set([
  'room',
  'bed',
  'ward',
  'floor',
  'level',
  'suite',
  'unit',
  'building',
  'bay',
  'page',
  'table',
  'figure',
  'version',
  'step',
  'box',
  'year',
  'class',
  'grade',
  'type',
  'stage',
  'phase',
]);

/** The token index after a capitalized phrase that stands right before a postal code ("Tokoza Ext 1426"), or `i`. */
function codedPlaceAt(text: string, toks: Tok[], i: number): number {
  CODED_PLACE.lastIndex = toks[i]!.start;
  const m = CODED_PLACE.exec(text);
  if (m === null) return i;
  const words = m[0].toLowerCase().split(/[ \t]+/);
  const code = /\d+/.exec(text.slice(m.index + m[0].length, m.index + m[0].length + 6))![0];
  // "in May 2019", "in Room 1204": months, years and room labels are no places.
  // ("K" of "København K" is a district letter, not potassium.)
  if (words.some((w) => NOT_PLACE_WORDS.has(w) || (w.length > 1 && MEDICAL.has(w)) || MONTHS_DAYS.has(w))) return i;
  if (/^(?:19|20)\d\d$/.test(code) && words.every((w) => isEnglish(w))) return i;
  const stop = m.index + m[0].length;
  let k = i;
  while (k < toks.length && toks[k]!.end <= stop) k++;
  return k;
}
export const MONTHS_DAYS = new Set(
  'jan january feb february mar march apr april may jun june jul july aug august sep sept september oct october nov november dec december monday tuesday wednesday thursday friday saturday sunday'.split(
    ' ',
  ),
);
const POSTAL_AFTER = /^[ \t]+(?:\d{4,5}(?:-\d{3,4})?|\d{3} \d{2})(?![\d\p{L}])/u;

const WEAK_PLACE_CUES = new Set(['at', 'to', 'in', 'near']);
