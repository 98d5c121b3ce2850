/**
 * Towns written in a case form of their language (ADR 0107): "w Płocku", "z Krakowa", "do Gdańska", "v Brně",
 * "z Ostravy", "Tampereella", "Helsingissä", "Budapesten", "Debrecenben". The gazetteer holds the nominative
 * ("Płock", "Tampere"); Polish, Czech, Finnish and Hungarian put a place after a preposition, or in a local case,
 * with an ending, so no list holds the word as written and the town went unseen.
 *
 * The mechanism: strip one of the language's case endings from a capitalized word, add back each of a few
 * nominative endings, and look the result up in the town gazetteer (isCity). Bounded: at most ~8 endings
 * match a word, each gives at most 4 candidates, and only words that pass a cheap gate are tried:
 *
 * - Polish and Czech: right after a preposition of place ("w", "we", "z", "ze", "do", "od", "spod", "koło",
 *   "pod", "przy", "v", "ve", "u", "na" only in Czech text), the word in no list as written. After "z"/"ze"
 *   the instrumental endings ("z Janem", "z Anną": with a person) are not stripped.
 * - Finnish and Hungarian have no prepositions: the local-case ending itself is the gate, in text of that
 *   language (its function words, or Hungarian ő/ű, within 80 characters), the word in no list as written.
 *
 * A nominative that is a given name or surname is refused ("do Anny" is to Anna; "Anna" is also a town): only
 * towns that no name list holds, or large cities, are taken. Stems shorter than four letters are not tried.
 */
import { big, region } from './phi-big-cities.js';
import { PLACE_RANK } from './phi-cities.js';
import { fold, isCity, isName } from './phi-lexicon.js';
import { codeOf, K } from './phi-name-words.js';
import type { Tok } from './phi-tokens.js';
import type { Hit } from './pii-context.js';

interface Rules {
  /** Case endings, longest first, each with the nominative endings to try after stripping it. */
  endings: [string, string[]][];
}

const POLISH: Rules = {
  endings: [
    ['iach', ['', 'e', 'a', 'y']],
    ['ach', ['', 'e', 'y', 'a']],
    ['ego', ['e', 'y', '']],
    ['niu', ['ń', 'n']],
    ['iu', ['', 'ia']],
    ['ie', ['', 'a', 'o', 'e']],
    ['em', ['e', '']],
    ['u', ['', 'e', 'o']],
    ['a', ['', 'o', 'e']],
    ['y', ['a', '', 'e']],
    ['i', ['', 'a', 'ia', 'e']],
  ],
};
/** Instrumental endings: after "z" they say "with" ("z Janem", "z Anną"), a person. */
const INSTRUMENTAL = new Set(['em', 'ą', 'ami']);
const CZECH: Rules = {
  endings: [
    ['ích', ['e', 'y', '']],
    ['ech', ['', 'y', 'a']],
    ['ou', ['a']],
    ['ě', ['a', 'o', '']],
    ['e', ['', 'a', 'o']],
    ['u', ['', 'o']],
    ['i', ['', 'e']],
    ['y', ['a', '']],
    ['a', ['', 'o']],
  ],
};
const FINNISH: Rules = {
  endings: ['ssa', 'ssä', 'sta', 'stä', 'lla', 'llä', 'lta', 'ltä', 'lle', 'iin', 'hin', 'seen'].map(
    (e): [string, string[]] => [e, ['']],
  ),
};
const HUNGARIAN: Rules = {
  endings: [
    'ban',
    'ben',
    'ból',
    'ből',
    'ba',
    'be',
    'ról',
    'ről',
    'ra',
    're',
    'nál',
    'nél',
    'hoz',
    'hez',
    'höz',
    'tól',
    'től',
    'on',
    'en',
    'ön',
    'ott',
    'ett',
    'ött',
  ].map((e): [string, string[]] => [e, ['']]),
};

/** Polish, Czech and Slovak prepositions of place, with the language(s) whose endings they take. */
const PREPS = new Map<string, Rules[]>([
  ['w', [POLISH]],
  ['we', [POLISH]],
  ['z', [POLISH, CZECH]],
  ['ze', [POLISH, CZECH]],
  ['do', [POLISH, CZECH]],
  ['od', [POLISH, CZECH]],
  ['spod', [POLISH]],
  ['koło', [POLISH]],
  ['pod', [POLISH, CZECH]],
  ['przy', [POLISH]],
  ['v', [CZECH]],
  ['ve', [CZECH]],
  ['u', [CZECH]],
]);
/** The preposition before a token: one blank, a non-letter before it. */
/** Finnish letters or function words; Hungarian ones. */
const FINNISH_TEXT = /(?:^|[^\p{L}])(?:ja|oli|että|vuonna|hän|myös|kanssa|sekä|ovat|potilas|asuu|syntyi)(?![\p{L}])/u;
const HUNGARIAN_TEXT = /[őűŐŰ]|(?:^|[^\p{L}])(?:és|hogy|nem|van|volt|egy|beteg|született|lakik)(?![\p{L}])/u;
/** Last letters of the Finnish and Hungarian local-case endings: a, ä, e, n, l, t. */
const CASE_LAST = /[aäenlt]$/;

/** Whether `nom` (lower case) is a town the gazetteer holds that no name list holds, or a large city. */
function town(nom: string): boolean {
  if (nom.length < 4 || !isCity(nom)) return false;
  return big(nom) || !isName(nom);
}

/** Undo Finnish stem changes: a doubled vowel before the ending ("Tamperee-lla"), "ng" for "nk" ("Helsingi-ssä"). */
function finnishStems(stem: string): string[] {
  const out = [stem];
  const n = stem.length;
  if (n > 4 && stem[n - 1] === stem[n - 2] && 'aeiouyäö'.includes(stem[n - 1]!)) out.push(stem.slice(0, -1));
  const ng = stem.lastIndexOf('ng');
  if (ng > 0 && ng >= n - 3) out.push(`${stem.slice(0, ng)}nk${stem.slice(ng + 2)}`);
  return out;
}

/** The nominative of `lc` under `rules` that is a town, or null. */
function nominative(lc: string, rules: Rules, skip?: ReadonlySet<string>): string | null {
  for (const [ending, noms] of rules.endings) {
    if (!lc.endsWith(ending) || skip?.has(ending)) continue;
    const stem = lc.slice(0, -ending.length);
    if (stem.length < 3) continue;
    const stems = rules === FINNISH ? finnishStems(stem) : [stem];
    for (const s of stems) for (const e of noms) if (town(s + e)) return s + e;
  }
  return null;
}

/** Whether the capitalized token is in no list as written: no name, English, service or region word, no town. */
function unlisted(t: Tok): boolean {
  return codeOf(t.lc) >> 2 === K.Unknown && !isCity(t.lc) && !region(t.lc) && fold(t.lc).length >= 4;
}

/** Towns in a case form: after a Polish or Czech preposition, or with a Finnish or Hungarian local-case ending. */
/** The lower-case word of at most five letters that ends one blank before `at`, or '' ("w Koszalinie" → "w"). */
function wordBefore(text: string, at: number): string {
  if (text.charCodeAt(at - 1) !== 32) return '';
  let s = at - 1;
  while (s > 0 && at - 1 - s < 6 && LOWER.test(text[s - 1]!)) s--;
  return s > 0 && LETTER.test(text[s - 1]!) ? '' : text.slice(s, at - 1);
}
const LOWER = /\p{Ll}/u;
const LETTER = /\p{L}/u;

/**
 * `other`: whether a word of the text holds a letter outside ASCII (phi-cues.ts). Finnish and Hungarian text
 * writes one (ä, ö, á, é, ő…) in all but the shortest lines, so without one the case endings are not read: they
 * would ask the word lists about every capitalized word of English that ends in a, e, n, l or t.
 */
export function findInflectedTowns(text: string, toks: Tok[], out: Hit[], other = true): void {
  for (const t of toks) {
    if (!t.cap || t.upper || t.initial) continue;
    const prep = wordBefore(text, t.start);
    const rules = prep === '' ? undefined : PREPS.get(prep);
    if (rules === undefined && (!other || !CASE_LAST.test(t.lc))) continue;
    if (!unlisted(t)) continue;
    let nom: string | null = null;
    if (rules !== undefined) {
      const skip = prep === 'z' || prep === 'ze' ? INSTRUMENTAL : undefined;
      for (const r of rules) {
        nom = nominative(t.lc, r, skip);
        if (nom !== null) break;
      }
    } else {
      // Finnish and Hungarian: the language is asked in the 80 characters around the word.
      const around = text.slice(Math.max(0, t.start - 80), t.end + 80);
      if (FINNISH_TEXT.test(around)) nom = nominative(t.lc, FINNISH);
      if (nom === null && HUNGARIAN_TEXT.test(around)) nom = nominative(t.lc, HUNGARIAN);
    }
    if (nom !== null) out.push({ type: 'CITY', start: t.start, end: t.end, rank: PLACE_RANK.cued });
  }
}
