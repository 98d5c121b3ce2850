/**
 * Names that stand in an organization's name, not for a person (ADR 0090). phi-names-filter.ts asks this
 * for the PERSON findings that no title or cue backs (rank below BACKED), by what stands right around them:
 * - a site after the organization's own word, one blank or a dash between ("Mercy Hospital Joplin", "Physio
 *   Works Ponsonby", "Texas Oncology – Austin Midtown", "UCHealth Anschutz");
 * - a name before an organization's word ("Arcadia Biotech", "Oakwood Primary", "Tuerk House", "Sura EPS");
 * - a saint's name after "St" or "Saint" ("St John of God", "Mercy Health - St. Elizabeth Youngstown");
 * - what follows an employer's cue ("employer Keppel Offshore", "Votre employeur, Desjardins", "trabajo en
 *   El Super");
 * - a name after an article, lower-case "the" ("at the Hilton Anatole", "staying at The Westin"), or one of
 *   Spanish, French or Italian after a preposition of place ("en La Palma Mexicatessen");
 * - a Title Case name of a thing: an English word, a small "in", "of" or "on" and a capital, after "to",
 *   "at", "from" or a comma ("went to Back in Motion", "retired from Rock of Ages", "Yvette Landry, Daughters of
 *   Charity Health Centers").
 * In the development sets no person's name stood in any of these places without a title or a cue. Each test
 * reads a few characters before or after one finding: no scan of the text.
 */
import { isCity, isEnglish, isName, ORG_TAILS, STREET_TYPES } from './phi-lexicon.js';
import { ROLE_WORDS } from './phi-names-roles.js';
import { DEPARTMENT_WORDS, ORG_HEADS, ORG_SERVICE, ORG_STRONG } from './phi-org-words.js';
import { MONTHS_DAYS } from './phi-unlisted-places.js';
import type { Hit } from './pii-context.js';

/**
 * The organization words a site may follow ("Hospital", "Clinics", "Health", "Care", "Oncology", "Works",
 * "Klinikum"). Not "General" or "Memorial" ("Attorney General", "General Smith").
 */
const SITE_AFTER: ReadonlySet<string> = new Set(
  [...ORG_TAILS, ...ORG_HEADS, ...ORG_SERVICE].filter((w) => w !== 'general' && w !== 'memorial'),
);
/** The word before the finding, capitalized, then one blank or a dash between blanks. */
const WORD_BEFORE = /(\p{Lu}[\p{L}'’]*)(?: | [-–] )$/u;

/**
 * The organization words a name may stand before: business words, services, and the parts of a practice's or
 * a building's name ("Primary", "Regional", "Pulmonary", "House", "Campus"), and the Latin American, Indian
 * and UK acronyms that end an insurer's or a research office's name. Not the posts of ORG_GENERIC ("Senior",
 * "Manager", "Head"), directions or words of people ("Patient", "Family").
 */
const NAME_BEFORE: ReadonlySet<string> = new Set([
  ...ORG_STRONG,
  ...ORG_SERVICE,
  // Short legal forms that are also states ("Gawler SA", "Reno NV", "Calgary AB") only as "Inc", "Ltd"…
  ...[...ORG_TAILS].filter((w) => w.length > 3 || ['inc', 'llc', 'ltd', 'llp', 'plc'].includes(w)),
  ...`primary regional pulmonary biotech biopharma offshore building campus house lodge hall tower towers
  plaza centre center clinic hospital unit eps ips rgo hmo ppo nhs`.split(/\s+/),
]);
const NOT_BEFORE = new Set(['general', 'memorial', 'group', 'club', 'care']);
const WORD_AFTER = /^ (\p{Lu}[\p{L}&'’-]*)(?![\p{L}])/u;

/** Words that end the name of a residence, a campus or a building: after a name there, never a person's surname here. */
const FACILITY = new Set(['house', 'lodge', 'campus', 'building', 'tower', 'towers', 'wing', 'pavilion', 'annex']);
const BUILDING = new Set(['building', 'tower', 'towers', 'wing', 'pavilion', 'annex']);
/** Cues of an employer, in the languages of the notes ("employer Keppel", "employeur, Desjardins", "trabajo en"). */
const EMPLOYER =
  /(?:^|[^\p{L}])(?:employer|employeur|empleador|empregador|arbeitgeber|werkgever|works at|worked at|working at|trabajo en|trabaja en|trabajaba en|trabalho n[ao]|trabalha n[ao]|arbeitet bei|werkt bij|travaille chez)[:,]?[ \t]+$/iu;
/** Saints name churches, hospitals and schools: "St John of God", "St. Elizabeth Youngstown", "Saint Joseph". */
const SAINT = /(?:^|[^\p{L}.])((?:St\.?|Saint|Ste\.?)[ \t]+)$/u;
const SAINT_THING = /^(?:(?:['’]s)?[ \t]+(?:Day|Eve)(?![\p{L}])|['’]s?[ \t]+\p{Ll})/u;
/** Before it, a title or a given name ("Mr St John", "Dr. Mary St. John") makes "St John" a surname. */
const SAINT_SURNAME = /(?:\b(?:Mr|Mrs|Ms|Miss|Dr|Prof)\.?|\p{Lu}\p{Ll}+)[ \t]+(?:St\.?|Saint)[ \t]+$/u;
/** "the" before the finding (or "The" not opening the text: "staying at The Westin"). */
const THE = /(?:(?:^|[^\p{L}])the|[^\n.!?:][ \t]+The)[ \t]+$/u;
/** A lower-case word after the finding that makes it a modifier ("the Smith family", "the Huang discharge"). */
const MODIFIED = /^ (?!(?:with|on|in|at|to|for|from|and|or|of|is|was|has|had|will|can|by|near|since)\b)\p{Ll}/u;
/** Articles of Spanish, French and Italian after a preposition of place of theirs ("en La Palma", "à La Cigale"). */
const ARTICLE = /^(?:El|La|Los|Las|Les|Il) /u;
// (Not "de", "da", "del": "María de La Cruz"; not English ones: "Referred to Les Smith".)
const PLACE_PREPOSITION = /(?:^|[^\p{L}])(?:en|à|au|chez|dans|al|em|no|na|por|nel|nella)[ \t]+$/iu;
/** "went to Back in Motion", "from Rock of Ages": an English word, "in"/"of"/"on" and a capital. */
const THING_PHRASE = /^ (?:in|of|on)(?: the)? (\p{Lu}[\p{L}'’-]*)/u;
const THING_BEFORE = /(?:(?:^|[^\p{L}])(?:to|at|from)|,)[ \t]+$/u;

/** An organization's span and rank as orgPart reads it. */
interface Span {
  start: number;
  end: number;
  rank: number;
}
/**
 * The rank of a site read with its organization's name ("Mercy Hospital Joplin"): that of the organizations' surest
 * readings, so that the longer reading, with the site, stays (pii.ts, settle) and no word is left in clear.
 */
const WHOLE = 7;

/** The capitalized words (up to three) that run right before the organization's word: "Mercy " of "Mercy Hospital Joplin". */
const RUN = /(?:\p{Lu}[\p{L}\p{M}'’.&-]*[ \t]+){1,3}$/u;
const runStart = (text: string, at: number) => {
  const m = RUN.exec(text.slice(Math.max(0, at - 60), at));
  return m === null ? at : at - m[0].length;
};

/** What orgPart says of a finding: no person and no organization either (a department's words, a building's name). */
export const DROP = null;

/**
 * Whether the unbacked PERSON finding `h` stands in an organization's name by what is around it: `undefined` when
 * not, DROP when its words are no one's and no organization's, else the organization's span (the finding and the
 * organization's word beside it, so that "Raffles Medical Tampines" is read as one name).
 */
export function orgPart(text: string, h: Hit, orgs: OrgCover): Span | null | undefined {
  const value = text.slice(h.start, h.end);
  const words = value.split(/[ \t]+/);
  // "80 Church Street, Centurion", "Temple Lane": a street's words read as "Last, First" are the street's, no site.
  if (value.includes(',') || STREET_TYPES.has(words[0]!.toLowerCase().replace(/\.$/, ''))) return undefined;
  // "Colorectal Surgery", "Gen Med Unit", "Quality Assurance": a department's words before their head, no name.
  const department = words.every((w) => DEPARTMENT_WORDS.has(w.toLowerCase()));
  const before = text.slice(Math.max(0, h.start - 40), h.start);
  const after = text.slice(h.end, h.end + 40);
  const b = WORD_BEFORE.exec(before);
  // "UCHealth Anschutz", "Mercy Hospital Joplin": a site after the organization's word (or a brand ending in one);
  // after a dash only a town ("Texas Oncology – Austin Midtown"): "Pediatric Ophthalmology — Noah Kamau" is a heading's.
  // Not in capitals: "MOUNT SINAI HOSPITAL - TORONTO" heads a letter with its town.
  // ("Physio Jess to mobilise": a role's word before one given name names the person's role, ADR 0120; "Physio Santé
  // Laval" stays a practice.)
  if (
    b !== null &&
    words.length <= 2 &&
    siteWord(b[1]!) &&
    value !== value.toUpperCase() &&
    !(words.length === 1 && ROLE_WORDS.has(b[1]!.toLowerCase()))
  ) {
    const blank = b[0]!.length === b[1]!.length + 1;
    if (blank || isCity(words[0]!.toLowerCase()))
      // Where an organization's reading already holds the site ("Banner – University Medical Center Tucson") the
      // name keeps its rank: that reading outranks it if it stays, and the name still hides the site if it does not.
      return department
        ? DROP
        : orgs.covers(h.start, h.end)
          ? h
          : { start: runStart(text, h.start - b[0]!.length), end: h.end, rank: WHOLE };
  }
  const a = WORD_AFTER.exec(after);
  if (a !== null && words.length <= 2) {
    const w = a[1]!.toLowerCase();
    if (NAME_BEFORE.has(w) && !NOT_BEFORE.has(w))
      return department ? DROP : { start: h.start, end: h.end + a[0]!.length, rank: h.rank };
  }
  if (department) return undefined;
  // "Tuerk House", "Hope Lodge Denver", "Harvard Longwood Campus": a residence's or a campus's name; "Level 5 Xavier
  // Building": a building's, no organization.
  const facility = words.findIndex((w, k) => k > 0 && FACILITY.has(w.toLowerCase()));
  if (facility > 0) return BUILDING.has(words[facility]!.toLowerCase()) ? DROP : h;
  const saint = SAINT.exec(before);
  // "St. Patrick's Day", "St John's wort", "St. Vitus' dance": a feast, a herb, a disease.
  if (saint !== null && !SAINT_SURNAME.test(before))
    return SAINT_THING.test(after) ? DROP : { start: h.start - saint[1]!.length, end: h.end, rank: h.rank };
  if (EMPLOYER.test(before) || (ARTICLE.test(value) && PLACE_PREPOSITION.test(before))) return h;
  // "at The Westin on", "the Hilton Anatole with"; "the Norwood Tuesday meeting" is a town's or a group's: left be.
  if (THE.test(before) && !MODIFIED.test(after) && !/^ \p{Lu}/u.test(after)) return h;
  if (
    words.length === 1 &&
    THING_BEFORE.test(before) &&
    isEnglish(words[0]!.toLowerCase()) &&
    isName(words[0]!.toLowerCase())
  ) {
    const t = THING_PHRASE.exec(after);
    // (Not a day or a month: "admitted to Legacy on Tuesday".)
    if (t !== null && !MONTHS_DAYS.has(t[1]!.toLowerCase()))
      return { start: h.start, end: h.end + t[0]!.length, rank: h.rank };
  }
  return undefined;
}

/** An organization's word, or a brand that ends in one after an inner capital ("UCHealth", "BayCare", "ProMed"). */
function siteWord(word: string): boolean {
  const lc = word.toLowerCase();
  return SITE_AFTER.has(lc) || (/\p{Lu}{2}|\p{Ll}\p{Lu}/u.test(word) && /.(?:health|care|clinic|med)$/.test(lc));
}

/** The organizations found in a text, to ask whether one covers a span (sorted once; a binary search per question). */
export class OrgCover {
  private readonly starts: number[] = [];
  /** The furthest end of the organizations that start at or before starts[k]. */
  private readonly ends: number[] = [];
  constructor(out: readonly Hit[], from: number) {
    const orgs = out.slice(from).filter((x) => x.type === 'ORGANIZATION');
    orgs.sort((a, b) => a.start - b.start);
    let end = -1;
    for (const o of orgs) {
      end = Math.max(end, o.end);
      this.starts.push(o.start);
      this.ends.push(end);
    }
  }

  covers(start: number, end: number): boolean {
    let lo = 0;
    let hi = this.starts.length;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (this.starts[mid]! <= start) lo = mid + 1;
      else hi = mid;
    }
    return lo > 0 && this.ends[lo - 1]! >= end;
  }
}
