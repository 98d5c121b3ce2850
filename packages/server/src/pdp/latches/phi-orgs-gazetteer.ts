/**
 * ORGANIZATION by name (ADR 0055, 0086, 0088): the well-known organizations of phi-orgs-known.ts (with its health,
 * consumer and further parts, phi-orgs-known-health.ts, phi-orgs-known-world.ts, phi-orgs-known-more.ts, and the
 * parts by country, phi-orgs-known-americas.ts and phi-orgs-known-abroad.ts), for the
 * many company names that carry no organization word and stand without a cue ("Morgan Stanley",
 * "Allianz", "Berkshire Hathaway"). How sure a match is depends on the words of the name:
 *
 * - Strong: two or more words ("Credit Karma", "T. Rowe Price"), or one word in no English, name or
 *   town list ("Allianz", "Zillow"): taken wherever it stands capitalized, unless a title makes it a
 *   person ("Mr. Zillow").
 * - Named: one word a name or town list holds ("Bloomberg", "Harvard"): taken when it stands alone,
 *   with no capitalized word joined to it ("Harvard" yes, "Jane Harvard" no).
 * - Weak: one ordinary English word or given name ("Target", "Here", "Chase"), or a possessive
 *   ("Macy's"): taken only after a cue word ("at Target", "Vilma Holm of Here") or before a word that
 *   says business ("the Mint office", "Target's stock"), never opening a sentence. The other cued
 *   rules (phi-orgs-cued.ts, phi-orgs-links.ts) also take it in their slots, through isKnownOrg.
 *
 * phi-orgs-known-accept.ts decides each match by these kinds and the words around it (a form's field, a product or
 * a branch after the name: phi-orgs-known-context.ts, ADR 0080).
 *
 * In a text without any capital letter (chat typed in lower case), and in the lower-case messages of a chat
 * thread, the strong names with a word no English list holds are looked for anywhere ("dun & bradstreet",
 * "deliveroo"), others where the words around them say so (phi-orgs-chat-known.ts: "at trader joe's", "a
 * shift at target", "outside greggs"); a possessive is also read without its apostrophe ("the lowes job").
 */
import { eachLowerMessage } from './phi-chat-lines.js';
import { PLACE_RANK } from './phi-cities.js';
import type { Cues } from './phi-cues.js';
import { COUNTRIES, isCity, isCommon, isEnglish, isName, isStop, MEDICAL, US_STATES } from './phi-lexicon.js';
import { businessAfter, LOWER_SLOT, loneInChat, pharmacyChain } from './phi-orgs-chat-known.js';
import { accepted, type Entry, Kind, Take } from './phi-orgs-known-accept.js';
import { branchEnd, ofTownEnd } from './phi-orgs-known-context.js';
import { capAfter, lowerBranchEnd, lowerWordsEnd, memberEnd, numberLabel, tailAfter } from './phi-orgs-known-extent.js';
import { ALL_NAMES, findLowerLedOrgs } from './phi-orgs-lower-led.js';
import { asked, question, type Tok, tokenize, work } from './phi-tokens.js';
import type { Hit } from './pii-context.js';

interface Index {
  /** Entries by first word, longest first. */
  byFirst: Map<string, Entry[]>;
  /** Every name as its words joined by one space, for isKnownOrg. */
  names: Set<string>;
}

/** A capital after a lower-case letter inside a word ("IndiGo", "DaVita", "eviCore"). */
const INNER_CAPITAL = /\p{Ll}\p{Lu}/u;
const ACRONYM = /^\p{Lu}{3,}$/u;
/** Whether a word stands inside a code ("Ref: LUTH/CARD/2026/0417", "CHUM-22"): a slash or a dash and digit beside it. */
const codeAround = (text: string, t: Tok) =>
  text.charCodeAt(t.start - 1) === 47 || /^(?:\/|-?\d)/.test(text.slice(t.end, t.end + 2));
const possessive = (lc: string) => lc.endsWith("'s") || lc.endsWith('’s');
const plain = (lc: string) => !isEnglish(lc) && !isCommon(lc) && !isStop(lc);

function kindOf(words: string[], marked: boolean): Kind {
  // ("~Sacred Heart", "~Good Samaritan": words of a devotion or a deed, a hospital after a cue only.)
  if (words.length > 1) return marked ? Kind.Weak : Kind.Strong;
  const w = words[0]!;
  if (marked || possessive(w) || isCommon(w) || isStop(w)) return Kind.Weak;
  // English but rare ("Google", "Xerox"), or in a name or town list ("Uber", "Harvard"): named.
  if (isEnglish(w) || isName(w) || isCity(w) || COUNTRIES.has(w) || US_STATES.has(w)) return Kind.Named;
  return Kind.Strong;
}

let index: Index | null = null;

/** Adds `e` under its first word, the longest names first. */
function add(byFirst: Map<string, Entry[]>, e: Entry): void {
  const list = byFirst.get(e.words[0]!) ?? [];
  list.push(e);
  list.sort((a, b) => b.words.length - a.words.length);
  byFirst.set(e.words[0]!, list);
}

/** Built on first use (the lexicons it asks are loaded by then anyway): ~3,900 names. */
function getIndex(): Index {
  if (index !== null) return index;
  const byFirst = new Map<string, Entry[]>();
  const names = new Set<string>();
  for (const raw of ALL_NAMES) {
    const name = raw.trim();
    if (name === '') continue;
    // "~Target": an ordinary word; "^Stryker": a maker also said for its device (phi-orgs-known-more.ts).
    const device = name.startsWith('^');
    const marked = device || name.startsWith('~');
    const toks = tokenize(marked ? name.slice(1) : name);
    if (toks.length === 0) continue;
    const words = toks.map((t) => t.lc);
    // A drug, eponym or clinical abbreviation stays in clear: the MEDICAL list wins (a device's maker is read by its context).
    if (words.length === 1 && MEDICAL.has(words[0]!) && !device) continue;
    const kind = kindOf(words, marked);
    const lower = kind === Kind.Strong && words.some((w) => w.length > 2 && plain(w));
    // "Smith & Nephew", "Macy's": a firm's own punctuation says it is a name.
    const content = words.filter((w) => !isStop(w));
    const ordinary =
      words.length > 1 &&
      !/[&'’]/.test(name) &&
      content.length <= 2 &&
      words.every((w) => isCommon(w) || isStop(w) || isEnglish(w));
    const entry: Entry = {
      words,
      caps: toks.map((t) => t.cap),
      kind,
      lower: lower && !device,
      plain: ordinary,
      device,
    };
    // "IndiGo", "DaVita", "CHUM": a word written with an inner capital, or an acronym, is the firm wherever it is so
    // spelled (an acronym marked "~" is also a name so written: "NAMI").
    if (words.length === 1 && kind !== Kind.Strong && (INNER_CAPITAL.test(name) || (!marked && ACRONYM.test(name))))
      entry.spelled = name.replace(/^[~^]/, '');
    add(byFirst, entry);
    // "Moody’s", "Trader Joe’s": the typographic apostrophe as well as the straight one.
    if (/'/.test(name)) add(byFirst, { ...entry, words: words.map((w) => w.replace(/'/g, '’')) });
    // "lowes", "trader joes", "sainsburys": the possessive is as often written without its apostrophe.
    if (words.some(possessive))
      add(byFirst, { ...entry, words: words.map((w) => (possessive(w) ? w.replace(/['’]/, '') : w)) });
    names.add(words.join(' '));
  }
  index = { byFirst, names };
  return index;
}

/** Whether phrase `p` is a known organization's name ("Here", "Credit Karma", "T Rowe Price"): the cued rules take it. */
export function isKnownOrg(p: string): boolean {
  // "Bloomberg's" is Bloomberg; "Trader Joe's" is itself the name.
  const { names } = getIndex();
  const whole = tokenize(p).map((t) => t.lc);
  const words = tokenize(p.replace(/['’]s$/, '')).map((t) => t.lc);
  return (words.length > 0 && names.has(words.join(' '))) || (whole.length > 0 && names.has(whole.join(' ')));
}

/** What may stand between two words of a name: a space or two, "&", a dot, a hyphen ("Dun & Bradstreet", "AT&T"). */
const GAP = /^[ \t]{0,2}(?:[&+.\-/][ \t]?)?$/;

/** The entry matched at token `i`, its last token and where it ends, or null: the longest name first. */
function matchAt(
  text: string,
  toks: Tok[],
  i: number,
  entries: Entry[],
  lowerText: boolean,
): [Entry, number, number] | null {
  // "got the meds at mercury drug", "hey its tay from planned parenthood": in lower-case chat a name of several
  // words that are all English is looked for only right after a preposition that takes a place or a firm.
  // Asked only when such an entry is met (most tokens have none): one look behind per token at most.
  let slotted: boolean | undefined;
  for (const e of entries) {
    if (lowerText && !e.lower) {
      // "at home instead of…" is the phrase, not the agency; "at home depot" is the shop.
      if (e.words[0] === 'home' && e.words[1] === 'instead') continue;
      // One word: where the words around it say so ("a shift at target", "outside greggs").
      if (e.words.length < 2) {
        const w = e.words[0]!;
        // A marked name that no English list holds ("~Plunket", "~UHC"): a place before it is enough, and a call too
        // when it is no person's name ("call uhc", not "call zara").
        const rare = !isEnglish(w) && !isCommon(w) && !possessive(w);
        if (!loneInChat(text, toks[i]!, rare && (e.kind === Kind.Named || !isName(w)), rare)) continue;
      } else slotted ??= LOWER_SLOT.test(text.slice(Math.max(0, toks[i]!.start - 16), toks[i]!.start));
    }
    let k = i;
    let m = 1;
    for (; m < e.words.length; m++) {
      work.steps++;
      const next = toks[k + 1];
      if (next === undefined) break;
      // "Bloomberg's": a possessive after the name's last word, unless the name ends in one ("Trader Joe's").
      // The word is compared before the gap is cut out and tested: most entries part there.
      const own = m === e.words.length - 1 && possessive(next.lc) && !possessive(e.words[m]!);
      const w = own ? next.lc.slice(0, -2) : next.lc;
      if (w !== e.words[m] || (!lowerText && e.caps[m] && !next.cap)) break;
      if (!GAP.test(text.slice(toks[k]!.end, next.start))) break;
      k++;
    }
    // "Millennium bcp", "eviCore healthcare": a name's last words in lower case are no tokens of a text with capitals;
    // they are read from the text.
    let end = toks[k]!.end;
    if (m < e.words.length) {
      if (lowerText || e.caps[m]) continue;
      end = lowerWordsEnd(text, end, e.words.slice(m));
      if (end < 0) continue;
    }
    // Of several English words in lower case: a slot before it, or a business noun after ("my anytime fitness membership").
    if (lowerText && !e.lower && e.words.length > 1 && !slotted && !businessAfter(text, toks[k]!.end)) continue;
    return [e, k, end];
  }
  return null;
}

/** Whether a known name opens with the word `lc` (or with it less a possessive "'s"). */
const FIRST_Q = question();
const opensKnown = (lc: string): boolean => {
  const { byFirst } = getIndex();
  return byFirst.has(lc) || (lc.charCodeAt(lc.length - 1) === 115 && possessive(lc) && byFirst.has(lc.slice(0, -2)));
};

/** Known organizations in `text` (tokens `toks`, the recognizers' own). */
export function findKnownOrgs(text: string, toks: Tok[], out: Hit[], cues?: Cues): void {
  // A text in lower case only: its lower-case words are not tokens of `toks`, so it is cut again (such texts are short chat).
  const lowerText = !/[A-Z]/.test(text) && !/\p{Lu}/u.test(text);
  if (lowerText) knownIn(text, tokenize(text), true, 0, out);
  else {
    knownIn(text, toks, false, 0, out);
    lowerLines(text, out);
    findLowerLedOrgs(text, out, cues);
  }
}

/**
 * "Marcus: yo u still at kaiser?", "tom: ya at boots in headingley": a message of a thread written in lower case,
 * after its speaker's name, is read as a lower-case text is.
 */
function lowerLines(text: string, out: Hit[]): void {
  eachLowerMessage(text, (from, to) => {
    const line = text.slice(from, to);
    knownIn(line, tokenize(line), true, from, out);
  });
}

/** Whether the name ends without a possessive of its own there ("Bloomberg's analysts" ends at "Bloomberg"). */
const cut0 = (w: Tok, e: Entry) => !possessive(w.lc) || possessive(e.words[e.words.length - 1]!);
/** Whether a CITY candidate starts at `start` (asked only for a branch after a known name: rare). */
const townRead = (out: Hit[], start: number) => out.some((h) => h.start === start && h.type === 'CITY');

/** Known names among `words` of `text`, whose offsets are shifted by `shift` into the caller's text. */
function knownIn(text: string, words: Tok[], lowerText: boolean, shift: number, out: Hit[]): void {
  const { byFirst } = getIndex();
  for (let i = 0; i < words.length; i++) {
    const t = words[i]!;
    if (!t.cap && !lowerText) continue;
    if (pharmacyChain(text, t, lowerText)) {
      out.push({ type: 'ORGANIZATION', start: shift + t.start, end: shift + t.end, rank: PLACE_RANK.org });
      continue;
    }
    // Most words open no known name: that answer is kept with the word (phi-tokens.ts Word).
    if (!asked(t.w, FIRST_Q, opensKnown)) continue;
    let entries = byFirst.get(t.lc);
    if (entries === undefined && t.lc.charCodeAt(t.lc.length - 1) === 115 && possessive(t.lc))
      entries = byFirst.get(t.lc.slice(0, -2));
    if (entries === undefined) continue;
    work.steps++;
    const found = matchAt(text, words, i, entries, lowerText);
    if (found === null) continue;
    const e = found[0];
    let j = found[1];
    // Where the name ends when its last words were read from the text (else at token j, below).
    const tailEnd = found[2] > words[j]!.end ? found[2] : -1;
    const take =
      lowerText ||
      (e.spelled !== undefined && text.slice(t.start, t.end) === e.spelled && !e.device && !codeAround(text, t))
        ? Take.Alone
        : accepted(text, words, i, j, e);
    if (take === Take.No) continue;
    // "Kaiser Permanente Medical Center", "Brigham and Women's Hospital": organization words after the name are of it
    // (a shorter name would outrank the whole one read by its tail, and leave the words after it in clear).
    if (take === Take.Alone && tailEnd < 0) {
      for (let n = 0; n < 3 && cut0(words[j]!, e) && tailAfter(text, words[j]!, words[j + 1], lowerText); n++) j++;
      // "UK HealthCare Chandler Hospital", "Hennepin Healthcare Whittier Clinic": a member's name and its word.
      if (j === found[1] && !lowerText) j = memberEnd(text, words, j);
      // "Sunrise of Belmont": the chain's site by its town.
      if (j === found[1] && !lowerText) j = ofTownEnd(text, words, j);
    }
    const last = words[j]!;
    // "(NASDAQ: VNTR)": an exchange in a listing is notation, not the organization spoken of.
    if (text.charCodeAt(t.start - 1) === 40 && text.charCodeAt(last.end) === 58) continue;
    // "Amex 3782 822463 10005", "Visa ending 4242": a card network naming the type of a number, not a party; so is a
    // scheme's name before its member number ("NHIS no. 12345678", "Medibank No: 4411"). A shop's number is the shop's
    // ("Walgreens #4471"), a share or a year is said of the firm ("at Sunnybrook 91%", "Whipple at UCSF 2081").
    if (numberLabel(text, last.end)) continue;
    // "Bloomberg's analysts": the possessive is not part of the name (unless the name is one: "Macy's").
    const cut = possessive(last.lc) && !possessive(e.words[e.words.length - 1]!) ? 2 : 0;
    // A name of several words outranks a person read from the same words after "by" or "with" ("paid by Morgan Stanley"),
    // unless capitals open it: then it is a part of a longer name that other rules read whole ("Kidney Health NZ").
    // So does a word no English, name or town list holds ("Sainte-Justine", "Hillrom"), over a place read by its cue
    // (not one that opens a longer capitalized phrase: "Bupa Place, 1 Angel Court" is a building, nor one that goes on
    // through a particle: "CPAM du Rhône", read whole by the public bodies' rule).
    // ("lives in Sainte-Justine, Quebec": a region after a comma makes it the town.)
    // ("The Alfred", "The Westin": an article is no part of another name.)
    const opened = i > 0 && words[i - 1]!.cap && capAfter(text, words[i - 1]!, t) && words[i - 1]!.lc !== 'the';
    const alone =
      e.kind === Kind.Strong &&
      e.words.length === 1 &&
      !capAfter(text, last, words[j + 1]) &&
      !/^(?:,[ \t]*\p{Lu}|[ \t]+(?:de|du|des|del|della|di|da|do|dos|das)[ \t]+\p{Lu})/u.test(
        text.slice(last.end, last.end + 10),
      );
    const rank = (e.words.length > 1 && !opened) || alone ? PLACE_RANK.org + 1 : PLACE_RANK.org;
    if (take === Take.Alone)
      out.push({
        type: 'ORGANIZATION',
        start: shift + t.start,
        end: shift + (tailEnd > 0 ? tailEnd : last.end - cut),
        rank,
      });
    if (tailEnd > 0) continue;
    // "Chemist Warehouse Malvern", "Home Instead Lewes": a town after the name is the firm's branch, not a person.
    // The name alone is kept too: where the place rules read the town (before, or anchored after the name by
    // ADR 0062: "Kaiser Permanente Walnut Creek" ending a line), the town stays a CITY.
    const branch = cut > 0 ? j : lowerText ? lowerBranchEnd(text, words, j) : branchEnd(text, words, j);
    if (branch > j && !townRead(out, shift + words[j + 1]!.start)) {
      j = branch;
      out.push({ type: 'ORGANIZATION', start: shift + t.start, end: shift + words[j]!.end, rank });
    }
    i = j;
  }
}
