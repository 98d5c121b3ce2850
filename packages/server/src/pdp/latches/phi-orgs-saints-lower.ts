/**
 * A saint's hospital, church or school typed in lower case (ADR 0082): "mom got discharged from st joes",
 * "can you ask st anne's church", "driving her to saint lukes in kansas city", "i think st v's??", "pt
 * transferred to st. mary's". Capitalized ones are read by findSaintOrgs (phi-orgs-service.ts). The
 * saint's name must be a name (or an initial with its possessive, "st v's"), and what surrounds it must
 * say institution: a facility's word after it, a possessive, or a place word before it. A town named
 * after a saint ("st louis", "st helens") stays a town, a street ("st marys rd") a street; "st elevation",
 * "st depression" and "st 2" have no name after "st".
 */
import { big } from './phi-big-cities.js';
import { PLACE_RANK } from './phi-cities.js';
import { type Cues, PREP_OR_SAINT_CUES } from './phi-cues.js';
import { STREET_TYPES } from './phi-lexicon.js';
import { nameWeight } from './phi-names-cued.js';
import { work } from './phi-tokens.js';
import type { Hit } from './pii-context.js';

/** "st", "st.", "saint", "ste" in lower case, then the saint's name, possessive or not. */
const SAINT =
  /(?<![\p{L}\p{M}\d'’.-])(?:st\.?|saint|ste\.?)[ \t]+(\p{Ll}(?:[\p{Ll}\p{M}'’-]{0,20}\p{Ll})?)(?![\p{L}\p{M}\d'’-])/gu;
/** Words of the institution's name after the saint's ("st mary's catholic primary school", "st luke's hospital"). */
const FACILITY = new Set(
  `church chapel cathedral parish school primary elementary high catholic academy college university hospital
  hospitals medical clinic hospice infirmary health centre center regional general memorial`.split(/\s+/),
);
/** Words after a saint's name that say hospital without being part of the name ("st joes er", "st v's a&e"). */
const WARD_AFTER = /^[ \t]+(?:er|ed|a&e|icu|nicu|ward|emergency|maternity|emerg)(?![\p{L}])/u;
/** A place word right before "st": "at st joes", "from st vincents", "to st francis". */
const PLACE_BEFORE =
  /(?:^|[^\p{L}])(?:at|to|from|in|into|outta|near|inside|outside|@|via|by|called|call|visit|visiting|leaving|left)[ \t]+(?:the[ \t]+)?$/u;
/** Towns named after a saint, written without "st" ("st louis", "st helens", "saint john's"): no institution. */
const SAINT_TOWNS = new Set(
  `louis paul petersburg cloud charles augustine george kilda helens albans ives andrews catharines albert
  leonards austell neots davids gallen moritz tropez malo etienne denis lucia kitts croix martin barts helena
  johns john's johnsbury jerome ignace`.split(/\s+/),
);
/** What follows a saint's possessive when it names no institution: "st john's wort", "st patrick's day". */
const SAINT_NOT = /^[ \t]+(?:wort|fire|dance|day|eve|disease)(?![\p{L}])/u;

/** Whether `w` is a saint's name: a name ("luke", "anne's", "lukes", "vincents") or an initial and "'s" ("v's"). */
function saintName(w: string): boolean {
  const stem = /['’]s$/.test(w) ? w.slice(0, -2) : w;
  if (stem.length === 1) return stem !== w;
  return nameWeight(stem) >= 1 || (stem.endsWith('s') && stem.length > 3 && nameWeight(stem.slice(0, -1)) >= 1);
}

/** Whether a word "st" or "ste" (a dot or a blank after it) or "saint" stands in the text: indexOf, not a regex scan. */
function mayHoldSaint(text: string): boolean {
  if (text.indexOf('saint') >= 0) return true;
  for (let k = text.indexOf('st'); k >= 0; k = text.indexOf('st', k + 2)) {
    const b = k === 0 ? 32 : text.charCodeAt(k - 1);
    if ((b | 32) >= 97 && (b | 32) <= 122) continue;
    const a = text.charCodeAt(k + 2) === 101 ? text.charCodeAt(k + 3) : text.charCodeAt(k + 2);
    if (a === 32 || a === 46 || a === 9) return true;
  }
  return false;
}

/** `cues`: the text's cue words (phi-cues.ts); a saint's word is one run of letters, so a text with none of them skips the scan. */
export function findLowerSaints(text: string, out: Hit[], cues?: Cues): void {
  if (cues !== undefined && (cues.seen & PREP_OR_SAINT_CUES) === 0) return;
  // "st" is a street's or a sinus rhythm's more often than a saint's: the scan runs where one is written before a word.
  if (!mayHoldSaint(text)) return;
  SAINT.lastIndex = 0;
  for (let m = SAINT.exec(text); m !== null; m = SAINT.exec(text)) {
    work.steps++;
    const w = m[1]!;
    if (!saintName(w) || SAINT_TOWNS.has(w) || big(`saint ${w}`) || big(`st ${w}`)) continue;
    let end = m.index + m[0].length;
    const after = text.slice(end, end + 40);
    // "st marys rd", "12 st lukes ave": a street; "st john's wort": a plant.
    const next = /^[ \t]+(\p{Ll}+)/u.exec(after)?.[1];
    if ((next !== undefined && STREET_TYPES.has(next)) || SAINT_NOT.test(after)) continue;
    // The institution's words after the name are part of it.
    let words = 0;
    for (let f = /^[ \t]+(\p{Ll}+)/u.exec(after); f !== null && FACILITY.has(f[1]!) && words < 4; words++) {
      end += f[0].length;
      f = /^[ \t]+(\p{Ll}+)/u.exec(text.slice(end, end + 24));
    }
    const sure =
      words > 0 ||
      /['’]s$/.test(w) ||
      WARD_AFTER.test(after) ||
      PLACE_BEFORE.test(text.slice(Math.max(0, m.index - 12), m.index));
    if (sure) out.push({ type: 'ORGANIZATION', start: m.index, end, rank: PLACE_RANK.org });
  }
}
