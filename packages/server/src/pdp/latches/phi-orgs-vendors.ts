/**
 * Vendors, manufacturers and contractors named in supply and procurement text (ADR 0118): "distributed by
 * Uniphar", "the contract with Serco", "the equivalent glove from Sempermed USA", "reagents from bioMérieux
 * and Sysmex America", "UV disinfection vendor lumacleanse", "healthbridge (the scheduling vendor)". The
 * object of a supply verb or a purchase is a firm far more often than a person; a person read there by the
 * name rules from a word in no given-name use is retyped. Guards: a title or a cued person keeps the words, a
 * phrase all of name-list words after a weaker cue ("signed with Jones", "contract with Mary Hill") stays a
 * person, and a lone listed name counts only after a supply verb or a product noun ("supplied by Philips").
 */
import { PLACE_RANK } from './phi-cities.js';
import { type Cues, cueBit, eachMatch } from './phi-cues.js';
import { isCity, isCommon, isEnglish, isName, isStop, MEDICAL, TITLES } from './phi-lexicon.js';
import { DRUG } from './phi-name-words.js';
import { orgLike, phraseAt, words } from './phi-orgs-phrase.js';
import { type Tok, work } from './phi-tokens.js';
import type { Hit } from './pii-context.js';

/** Supply verbs and product nouns: after them even a lone name-list word is a firm ("supplied by Philips"). */
const STRONG_CUE =
  /(?:^|[^\p{L}])(?:(?:supplied|distributed|manufactured|marketed|shipped|wholesaled|sterili[sz]ed|refurbished)[ \t]+by|(?:invoices?|quotes?|quotations?|purchased|bought|sourced|procured|ordered|reagents?|suppl(?:y|ies)|consumables?|products?|devices?|equipment|gloves?|kits?|implants?|catalog(?:ue)?|shipments?|deliver(?:y|ies)|stock)[ \t]+from|(?:vendors?|suppliers?|distributors?|manufacturers?|wholesalers?|subcontractors?)(?:[ \t]+(?:is|was|will[ \t]+be|remains))?)[ \t]+(?:the[ \t]+)?$/iu;
/** Contracts and agreements: a firm when the phrase is not all name-list words ("contract with Serco"). */
const WEAK_CUE =
  /(?:^|[^\p{L}])(?:(?:contracts?|contracted|agreements?|partnership|tender|subcontract(?:ed)?|MSA|SLA|BAA)[ \t]+with|(?:awarded|outsourced|subcontracted)[ \t]+to|(?:serviced|maintained|underwritten|audited)[ \t]+by)[ \t]+(?:the[ \t]+)?$/iu;
/** Last words of the cues: only a word one space after one of them is looked at further. */
const CUE_LAST = new Set(
  `by from with to the vendor vendors supplier suppliers distributor distributors manufacturer manufacturers
  wholesaler wholesalers subcontractor subcontractors is was be remains`.split(/\s+/),
);

/** The ASCII word that ends one space before `pos`, lower-cased (at most 14 letters), or ''. */
function wordBefore(text: string, pos: number): string {
  if (text.charCodeAt(pos - 1) !== 32) return '';
  let s = pos - 1;
  while (s > 0 && pos - 1 - s < 14) {
    const c = text.charCodeAt(s - 1) | 32;
    if (c < 97 || c > 122) break;
    s--;
  }
  return text.slice(s, pos - 1).toLowerCase();
}

/** A word in no list of English, common, name, town or medical words: a coined brand ("lumacleanse", "docuflow"). */
function coined(lc: string): boolean {
  return (
    /^[a-z][a-z0-9]{4,19}$/.test(lc) &&
    !isEnglish(lc) &&
    !isCommon(lc) &&
    !isStop(lc) &&
    !isName(lc) &&
    !isCity(lc) &&
    !MEDICAL.has(lc) &&
    !DRUG.test(lc) // "supplier ranitidine": a drug's name (its INN stem), not a brand
  );
}
/** A brand written with a small first letter and a capital inside ("bioMérieux", "iRhythm", "eClinicalWorks"). */
const LOWER_CAMEL = /[a-z]{1,4}\p{Lu}[\p{L}\p{M}]{2,}/uy;
/** "healthbridge (the scheduling vendor)": a lower-case coined word named as a firm by an apposition. */
const APPOSITION =
  /(?:^|[^\p{L}\p{N}])([a-z][a-z0-9]{4,19})[ \t]+\((?:the|our|a|an)[ \t]+(?:[\p{L}-]+[ \t]+){0,3}?(?:vendor|supplier|distributor|manufacturer|company|contractor|platform[ \t]+vendor|provider)\)/gu;

/** The people and organizations found so far, for the guards. */
function peopleOf(out: readonly Hit[]): Hit[] {
  return out.filter((h) => h.type === 'PERSON' || h.type === 'ORGANIZATION');
}

/** The phrase at `pos` named after a cue, or null: a capitalized phrase, or a lower-camel brand. */
function phraseOf(text: string, pos: number): string | null {
  if (/\p{Lu}/u.test(text.charAt(pos))) return phraseAt(text, pos);
  LOWER_CAMEL.lastIndex = pos;
  const m = LOWER_CAMEL.exec(text);
  return m === null ? null : m[0];
}
/** "from bioMérieux", "by eClinicalWorks": a lower-camel brand after a cue's last word (the tokens keep few lower-case words). */
const CAMEL_AFTER = /(?:^|[^\p{L}])(?:by|from|with|to)[ \t]+(?:the[ \t]+)?(?=[a-z]{1,4}\p{Lu}[\p{L}\p{M}]{2,})/gu;
/** "vendor lumacleanse will demo": a lower-case word right after a vendor's word. */
const LOWER_AFTER =
  /(?:^|[^\p{L}])(?:vendors?|suppliers?|distributors?|manufacturers?)[ \t]+([a-z][a-z0-9]{4,19})(?![\p{L}\p{N}-])/gu;

const LOWER_AFTER_AT = new RegExp(LOWER_AFTER.source, 'uy');
/** The words LOWER_AFTER's matches open with (phi-cues.ts), one back from its first character. */
const VENDOR_CUES = cueBit(
  'vendor vendors supplier suppliers distributor distributors manufacturer manufacturers'.split(' '),
);

/** `cues`: the text's cue words (phi-cues.ts); without them LOWER_AFTER scans the whole text. */
export function findVendorOrgs(text: string, toks: Tok[], out: Hit[], cues?: Cues): void {
  let people: Hit[] | null = null;
  const found: Hit[] = [];
  const take = (start: number, end: number, strong: boolean): boolean => {
    const p = text.slice(start, end);
    const ws = words(p);
    if (ws.length === 0 || TITLES.has(ws[0]!)) return false;
    // A phrase of name-list words only is a person's name as often ("contract with Mary Hill"), but not after a
    // supply verb or a product noun when it is one word ("supplied by Philips"): a person is named there in full.
    if (ws.every((w) => isName(w)) && !(strong && ws.length === 1)) return false;
    // A word of no English list names the firm ("Sysmex America"); "Central Supply", "Sterile Processing" are
    // departments of the hospital itself.
    if (!t0Camel(p) && (!orgLike(p, true) || ws.every((w) => isEnglish(w) || isStop(w)))) return false;
    people ??= peopleOf(out);
    // An organization the other rules found there keeps its own extent ("Forlani S.p.A. and Rossi S.r.l.", "Kyoto Bioscience K.K.").
    if (people.some((h) => h.type === 'ORGANIZATION' && h.start < end && h.end > start)) return false;
    // A person read there with more words than the phrase stays one ("supplied by Dr. Hale", "contract with Mr.
    // Serra"): the title or given name before it is his. A person read from the phrase's words alone is retyped (the
    // name rules read "with Serco" as "seen with Okonkwo").
    if (people.some((h) => h.type === 'PERSON' && h.start < end && h.end > start && (h.start < start || h.end > end)))
      return false;
    found.push({ type: 'ORGANIZATION', start, end, rank: PLACE_RANK.org + 1 });
    return true;
  };
  /** The cue before `pos` (strong, weak or none), and the firm named there with a second one after "and". */
  const at = (pos: number): void => {
    const before = text.slice(Math.max(0, pos - 48), pos);
    const strong = STRONG_CUE.test(before);
    if (!strong && !WEAK_CUE.test(before)) return;
    const p = phraseOf(text, pos);
    if (p === null || !take(pos, pos + p.length, strong)) return;
    // "reagents from bioMérieux and Sysmex America": a second firm after "and" under the same cue.
    const end = pos + p.length;
    const and = /^(?:,[ \t]+|[ \t]+(?:and|or|&)[ \t]+)/u.exec(text.slice(end, end + 8));
    if (and === null) return;
    const q = phraseOf(text, end + and[0].length);
    if (q !== null) take(end + and[0].length, end + and[0].length + q.length, strong);
  };
  for (let i = 0; i < toks.length; i++) {
    const t = toks[i]!;
    if (!t.cap || t.upper || !CUE_LAST.has(wordBefore(text, t.start))) continue;
    work.steps++;
    at(t.start);
  }
  if (/[a-z]\p{Lu}/u.test(text)) {
    CAMEL_AFTER.lastIndex = 0;
    for (let m = CAMEL_AFTER.exec(text); m !== null; m = CAMEL_AFTER.exec(text)) {
      work.steps++;
      at(m.index + m[0].length);
    }
  }
  // Lower-case coined brands: after a vendor's word ("vendor lumacleanse will demo"), or named one in parentheses.
  eachMatch(text, LOWER_AFTER, LOWER_AFTER_AT, cues, VENDOR_CUES, 1, (m) => {
    work.steps++;
    if (!coined(m[1]!)) return;
    const start = m.index + m[0].length - m[1]!.length;
    take(start, start + m[1]!.length, true);
  });
  if (text.indexOf('(') >= 0) {
    APPOSITION.lastIndex = 0;
    for (let m = APPOSITION.exec(text); m !== null; m = APPOSITION.exec(text)) {
      work.steps++;
      if (!coined(m[1]!)) continue;
      const start = m.index + m[0].indexOf(m[1]!);
      found.push({ type: 'ORGANIZATION', start, end: start + m[1]!.length, rank: PLACE_RANK.org + 1 });
    }
  }
  out.push(...found);
}

/** A lower-camel brand ("bioMérieux"): no list holds such a spelling, so it is a name by its shape. */
const t0Camel = (p: string) => /^[a-z]{1,4}\p{Lu}/u.test(p);
