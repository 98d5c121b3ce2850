/**
 * Firms named after their partners (ADR 0052, 0077, 0082): three surnames as "A, B and C", or two joined
 * by a hyphen standing alone ("Mayo-Walters invested…"), when no title, cue or given name makes them
 * people. Three surnames are as often three people ("Smith, Jones and Brown were admitted"), so the
 * words around them must say firm: a place of business or an employer's cue before, a field label of an
 * organization, a firm's word or a firm's verb after.
 */
import { PLACE_RANK } from './phi-cities.js';
import { EPONYM_HEAD, isName, isStop, MEDICAL, ORG_TAILS, TITLES } from './phi-lexicon.js';
import { personVerbAfter } from './phi-name-words.js';
import { eponymPhrase } from './phi-names-eponyms.js';
import { FOREIGN_AND } from './phi-org-words.js';
import { CUE_BEFORE } from './phi-orgs-cued.js';
import { nameish } from './phi-orgs-forms.js';
import { coinedPair } from './phi-orgs-pairs.js';
import { businessPlace, peopleList } from './phi-orgs-surname-cues.js';
import { type Tok, work } from './phi-tokens.js';
import type { Hit } from './pii-context.js';

/**
 * Where three surnames are a firm and not three people: after "the", "at", "from", "for", "of" or
 * "joined", alone on a line (a letterhead), before a possessive and a person ("Owens, Duran and
 * Oneal's Mrs. Filemonsen"), or in a list beside an organization or before its street ("White, Willis
 * and Hoffman, Lucid Technologies", "Hart, Ochoa and Lin, 500 Congress Ave"). A list of people stands
 * after a colon or goes on ("They had 6: Matheus, Janet…").
 */
/** First parts of compound given names (French, German, Iberian, English): "Jean-Luc", "Karl-Heinz", "Ana-Maria". */
const COMPOUND_GIVEN = new Set(
  'jean marie anne ann anna hans karl klaus franz ana maria mary josé jose juan luis pierre paul louis lou eva rose sarah'.split(
    ' ',
  ),
);
const FIRM_BEFORE = /(?:^|[^\p{L}])(?:[Tt]he|at|from|for|of|joined|joining|founded|co-founded|to[ \t]+support)[ \t]+$/u;
/** "Harvey, Lewis and Taylor v. Ethan Campbell": a party to a case named by three surnames is a firm. */
const CASE_AFTER = /^[ \t]+v(?:s)?\.[ \t]/;
/** "'s Mrs. Kathrine", "'s Dr. Ruiz": the firm's person, by a title. */
const POSSESSIVE_TITLED = /^['’]s[ \t]+([A-Za-z]{2,9})\.?[ \t]/;
function firmPlace(text: string, start: number, end: number, near: readonly Hit[]): boolean {
  if (FIRM_BEFORE.test(text.slice(Math.max(0, start - 12), start)) || CASE_AFTER.test(text.slice(end, end + 6)))
    return true;
  const titled = POSSESSIVE_TITLED.exec(text.slice(end, end + 14));
  if (titled !== null && TITLES.has(titled[1]!.toLowerCase())) return true;
  // An organization right after ", " or right before ", ": a list of organizations; a street right after ", ": the firm's address.
  if (
    near.some(
      (h) =>
        (h.start === end + 2 && text.startsWith(', ', end)) ||
        (h.type === 'ORGANIZATION' && h.end === start - 2 && text.startsWith(', ', h.end)),
    )
  )
    return true;
  const ls = text.lastIndexOf('\n', start - 1) + 1;
  const le = text.indexOf('\n', end);
  return /^[^\p{L}\p{N}]*$/u.test(text.slice(ls, start)) && text.slice(end, le < 0 ? text.length : le).trim() === '';
}

/**
 * A field label of an organization opening its line or cell: "Company:", "Employer:", "Firm:", "Client:",
 * "Vendor:", "Prepared for:". Three surnames joined by "and" there are one party, not a list of people
 * ("Patient: Kestrel, Pike" has no "and"; "present: Ana, Bo and Cy" no such label).
 */
const FIRM_LABEL =
  /(?:^|[\n\t|;])[ \t]*(?:company|company[ \t]+name|employer|firm|law[ \t]+firm|client|vendor|supplier|contractor|consultants?|counsel|solicitors|instructing[ \t]+solicitors|attorneys|accountants|auditors?|agency|organi[sz]ation|business|payee|bill(?:ed)?[ \t]+to|invoice[ \t]+to|prepared[ \t]+for|prepared[ \t]+by)[ \t]*:[ \t]*$/iu;
/**
 * A firm's word right after the last surname, taken into the name: "… and Naidoo Attorneys", "… and Finch LLP".
 * Partnerships of professionals are named after their partners; "Ranku, Biovia and Miller Ltd." is as often a
 * list of companies, so the forms of companies are not such words.
 */
const FIRM_WORD_AFTER =
  /^[ \t]+(?:(?:Chartered[ \t]+)?(?:Attorneys|Solicitors|Lawyers|Barristers|Advocates|Accountants|Associates|Partners|Auditors|Architects|Consultants)|LLP|PLLC|P\.C\.|PC|Legal|Law(?:[ \t]+(?:Firm|Group|Offices?))?|CPAs?|&[ \t]+Co\.?)(?![\p{L}\p{M}])/u;
/**
 * A firm's verb right after the names: a deal or a result ("merged", "was acquired", "reported revenue",
 * "announced its"), or a verb in the singular ("… Attorneys represents", "… is a law firm"): three people
 * take the plural ("were admitted", "reported that", "have agreed"); "is" counts before "a" or "an" only ("is
 * the order of the authors" says nothing of a firm).
 */
const FIRM_VERB_AFTER = new RegExp(
  [
    String.raw`^[ \t]+(?:(?:was|is|has[ \t]+been)[ \t]+(?:acquired|bought|sold|fined|sued|listed|founded)`,
    String.raw`(?:has[ \t]+|had[ \t]+)?(?:acquired[ \t]+(?:its|an?|\p{Lu})|merged[ \t]+(?:with|into|in)|announced[ \t]+(?:its|an?|the|plans|record|layoffs|results|earnings|today)|(?:reported|posted|booked)[ \t]+(?:its|revenues?|earnings|sales|profits?|losses?|a[ \t]+(?:net[ \t]+)?(?:profit|loss)|record|quarterly|annual|turnover|[$£€])|filed[ \t]+(?:for[ \t]+(?:bankruptcy|chapter|insolvency|administration)|its)|raised[ \t]+[$£€\d]|laid[ \t]+off|opened[ \t]+(?:an?|its)[ \t]+(?:new[ \t]+)?office)`,
    String.raw`invested[ \t]+(?:heavily|millions|billions|[$£€])`,
    String.raw`(?:is|was)[ \t]+an?[ \t]`,
    String.raw`(?:has|represents|provides|offers|operates|specializes|specialises|serves|advises|acts|handles|reports|announces|employs)(?![\p{L}]))`,
  ].join('|'),
  'u',
);

/** Why three surnames are a firm: a place of business, or a surer cue (label, firm word, firm verb). */
enum Cue {
  None,
  Place,
  Verb,
  Sure,
  Label,
}
/** The cue for the names in [start, end), and where the firm's name ends (a firm word after it is taken in). */
function firmCue(text: string, start: number, end: number, near: readonly Hit[]): [Cue, number] {
  const after = text.slice(end, end + 48);
  const word = FIRM_WORD_AFTER.exec(after);
  if (word !== null) return [Cue.Sure, end + word[0].length];
  if (FIRM_LABEL.test(text.slice(Math.max(0, start - 28), start))) return [Cue.Label, end];
  // "I work for Fisher, Emmerich and Hirthe", "employed by …": an employer's cue (phi-orgs-cued.ts).
  if (CUE_BEFORE.test(text.slice(Math.max(0, start - 40), start))) return [Cue.Sure, end];
  if (FIRM_VERB_AFTER.test(after)) return [Cue.Verb, end];
  return [firmPlace(text, start, end, near) ? Cue.Place : Cue.None, end];
}

/** "and" of another language between two surnames: "Kos a Holík", "Rossi e Bianchi", "Hansen og Berg". */
const FOREIGN_GAP = new RegExp(`^[ \\t]+(?:${FOREIGN_AND})[ \\t]+$`);
const PAIR_END = new RegExp(`[ \\t](?:&|${FOREIGN_AND})[ \\t]+$`);
/** Whether the letter at `k` is a capital (ASCII, or any script's). */
const isUpperAt = (text: string, k: number) => /\p{Lu}/u.test(text.charAt(k));
const org = (start: number, end: number, rank: number = PLACE_RANK.org): Hit => ({
  type: 'ORGANIZATION',
  start,
  end,
  rank,
});

/** The words of the people found with a cue or a title, or with more than one word. */
function wordsOfPeople(text: string, people: readonly Hit[]): Set<string> {
  const words = new Set<string>();
  for (const h of people)
    if (h.rank > PLACE_RANK.org - 1 || /[ \t]/.test(text.slice(h.start, h.end)))
      for (const x of text
        .slice(h.start, h.end)
        .toLowerCase()
        .split(/[^\p{L}\p{M}'’-]+/u))
        words.add(x);
  return words;
}

/** An employer's cue before `start` in small letters ("work for "), so that names in capitals there are a firm's. */
function capsCued(text: string, start: number): boolean {
  // A small letter one blank before, read by its code first: most words in capitals follow others ("MRN MRN").
  const c = text.charCodeAt(start - 2);
  if (text.charCodeAt(start - 1) !== 32 || c < 97 || c > 122) return false;
  return CUE_BEFORE.test(text.slice(Math.max(0, start - 40), start));
}

/**
 * `people`: the people found so far; `cuedPerson(s, e)`: whether one found with a cue or a title
 * overlaps [s, e) (a list of them stays people).
 */
export function surnameFirms(
  text: string,
  toks: Tok[],
  out: Hit[],
  people: readonly Hit[],
  cuedPerson: (s: number, e: number) => boolean,
): void {
  // Words of the people found with a cue or a title, or with more than one word: a double surname among
  // them is a person's. Built on the first double surname only: most texts have none.
  let personWords: Set<string> | null = null;
  let near: Hit[] | null = null;
  for (let i = 0; i < toks.length; i++) {
    const t = toks[i]!;
    // In capitals only after an employer's cue in a text of small letters: "I used to work for RATH, HETTINGER AND LOCKMAN".
    if (!t.cap || (t.upper && !capsCued(text, t.start))) continue;
    work.steps++;
    // Only a hyphenated word or a word right before ", " can start a firm: the rest is passed over by two reads.
    const dash = t.lc.indexOf('-');
    if (dash < 0 && (text.charCodeAt(t.end) !== 44 || text.charCodeAt(t.end + 1) !== 32)) continue;
    const prev = toks[i - 1];
    const prevJoined =
      (prev?.cap === true && !isStop(prev.lc) && /^[ \t]$/.test(text.slice(prev.end, t.start))) ||
      // "López y Gómez, Rossi e Bianchi": a word that ends a pair starts no firm of three.
      (dash < 0 && PAIR_END.test(text.slice(Math.max(0, t.start - 6), t.start)));
    if (prevJoined || (prev !== undefined && TITLES.has(prev.lc))) continue;
    if (dash > 0) {
      const next = toks[i + 1];
      if (next?.cap && /^[ \t]$/.test(text.slice(t.end, next.start))) continue;
      // "High-dose", "Drop-off": a firm of surnames capitalizes both ("Mayo-Walters"); "House-Brackmann grade",
      // "Cockcroft-Gault)" are eponymous scales and formulas.
      if (
        !isUpperAt(text, t.start + dash + 1) ||
        (next !== undefined && EPONYM_HEAD.has(next.lc)) ||
        (text[t.end] === ')' && text[t.start - 1] === '(')
      )
        continue;
      const parts = [t.lc.slice(0, dash), t.lc.slice(dash + 1)];
      // "a Stevens-Johnson rash", "Lowenstein-Jensen culture": an eponym of two names before any word;
      // "Corwin-Huels began writing", "Adams-Marvin is a kind person": a double surname by what follows.
      if (MEDICAL.has(t.lc) || eponymPhrase(`${parts[0]} ${parts[1]}`) || personVerbAfter(text, t.end)) continue;
      if (!parts.every((w) => w.length > 1 && isName(w) && !MEDICAL.has(w)) && !coinedPair(text, t, parts)) continue;
      // A person's double surname: given with a cue or a title, or in full elsewhere ("Ms. Adaeze Okonkwo-Ibe … Okonkwo-Ibe").
      // A compound given name opens with a given name that compounds ("Jean-François", "Marie-Claire", "Hans-Peter").
      personWords ??= wordsOfPeople(text, people);
      if (personWords.has(t.lc) || COMPOUND_GIVEN.has(parts[0]!) || peopleList(text, t.start, t.end)) continue;
      out.push(org(t.start, t.end));
      continue;
    }
    // "Davis, Reynolds and Williamson", "Glover, Ruiz & Armstrong" (an Oxford comma too).
    const b = toks[i + 1];
    const c = toks[i + 2];
    if (b === undefined || c === undefined || !b.cap || text.slice(t.end, b.start) !== ', ') continue;
    const gap = text.slice(b.end, c.start);
    let last: Tok | undefined;
    // "Schmidt, Weber und Braun", "Rossi, Bianchi e Verdi": "and" of another language (most are no tokens).
    const abroad = FOREIGN_GAP.test(gap) || (FOREIGN_GAP.test(` ${c.lc} `) && (gap === ' ' || gap === ', '));
    if (c.cap && (gap === ' & ' || FOREIGN_GAP.test(gap))) last = c;
    else if ((c.lc === 'and' || abroad) && (gap === ' ' || gap === ', ')) {
      last = toks[i + 3];
      if (last !== undefined && text.slice(c.end, last.start) !== ' ') last = undefined;
    }
    if (last === undefined || !last.cap) continue;
    // "Owens, Duran and Oneal's Mrs. Filemonsen": the possessive is not part of the name.
    const cut = /['’]s$/.test(last.lc) ? 2 : 0;
    const lastLc = last.lc.slice(0, last.lc.length - cut);
    const names = [t.lc, b.lc, lastLc];
    if (!names.some((w) => isName(w)) || [t, b, last].some((n) => n.upper !== t.upper)) continue;
    near ??= out.filter((h) => h.type === 'ORGANIZATION' || h.type === 'STREET_ADDRESS');
    // An English list of three surnames may be three people ("Smith, Jones and Brown were admitted"): a firm only
    // where one stands; three surnames joined by another language's "and" in a text are a firm's name.
    const [cue, end] = firmCue(text, t.start, last.end - cut, near);
    // Surnames of no list count ("Willms, McCullough and Wuckert") when one of the three is a listed name; after an
    // organization's label any capitalized word does ("Company: Kestrel, Pike and Mehta"), but no medical word.
    // One surname of an eponym ("Lesch" of Lesch-Nyhan) among three counts when a cue says firm; two are diseases.
    const eponyms = names.filter((w) => MEDICAL.has(w)).length;
    const fits = names.every((w) =>
      abroad
        ? nameish(w)
        : (!MEDICAL.has(w) ||
            (eponyms === 1 &&
              isName(w) &&
              cue !== Cue.None &&
              !EPONYM_HEAD.has(toks[toks.indexOf(last, i) + 1]?.lc ?? ''))) &&
          (isName(w) || nameish(w) || (cue === Cue.Label && !isStop(w) && !TITLES.has(w))),
    );
    // "in Elijahfort, Auer and Sons is a charity": a family firm's verb says nothing of the word before it.
    const family = cue === Cue.Verb && /^(?:sons?|daughters|brothers|bros)$/.test(lastLc);
    // "joins Maude, Earl, and George Widener": a surname after the last name makes it a person's given name.
    const after = toks[toks.indexOf(last, i) + 1];
    const named = end === last.end - cut && after?.cap === true && text.slice(last.end, after.start) === ' ';
    if (named && isName(after.lc) && !ORG_TAILS.has(after.lc)) continue;
    if (!fits || family || cuedPerson(t.start, last.end - cut) || (!abroad && cue === Cue.None)) continue;
    // With a surname no list holds and no surer cue, only a place that says business: "at", "from", "joined", "to
    // support", a line of its own, a person's "of" (phi-orgs-surname-cues.ts), not any "of" or "for" ("the GPs of
    // Adeyemi, Smith and Oduya", "the support of Oyelaran, Smith and Bhattacharjee").
    if (
      !abroad &&
      cue === Cue.Place &&
      !names.every((w) => isName(w)) &&
      !businessPlace(text, t.start, last.end - cut, people)
    )
      continue;
    // It outranks the first surname read alone after an employment cue ("a year at Jones, Mitchell and Williams").
    out.push(org(t.start, end, PLACE_RANK.org + 1));
  }
}
