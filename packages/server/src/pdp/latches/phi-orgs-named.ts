/**
 * Whether capitalized words ending in an organization word are a name (ADR 0038, 0052, 0063, 0086), moved here from
 * phi-orgs.ts to keep it short: what the words before the tail must be for each kind of tail, and where the phrase
 * must stand when they are ordinary words.
 */
import { COUNTRIES, isCity, isCommon, isEnglish, isName, isStop, MEDICAL, TITLES, US_STATES } from './phi-lexicon.js';
import { AREA_WORDS, COURT_WORDS, FACILITY_NAMES, ORG_GENERIC } from './phi-org-words.js';
import { bareNamed, headerTown, placed } from './phi-orgs-bare.js';
import { REGION_WORDS, regionAfterOf } from './phi-orgs-of.js';
import { afterDoctor, foreignWord, inSlot, letterhead } from './phi-orgs-service.js';
import { ABBREV_DOT, bare, Tail, tailWord } from './phi-orgs-tails.js';
import type { Tok } from './phi-tokens.js';

/**
 * Whether capitalized word `p` makes the phrase before a tail of kind `kind` a name. Before a legal form any
 * word does; before a business word any word that is no department or specialty word; before a word
 * such as Clinic, only a word in no English list, a name or town, a state ("Mass General") or "St.".
 */
export function properBefore(p: Tok, kind: Tail): boolean {
  const lc = bare(p.lc);
  // "I DON'T KNOW WHAT TO PRESS": a contraction is no name.
  if (tailWord(lc) || TITLES.has(lc) || ORG_GENERIC.has(lc) || /n['’]t$/.test(lc)) return false;
  if (kind === Tail.Legal) return !isStop(lc);
  // "Foothills Hospital", "Highlands Cancer Center", "Ozarks Medical Center": a region's word names where it serves.
  if (REGION_WORDS.has(lc) && lc.endsWith('s')) return true;
  if (MEDICAL.has(lc)) return false;
  if (kind === Tail.Strong || kind === Tail.Association) return !isStop(lc);
  // "Pathways Recovery Center", "Oasis Counseling": a facility's name word, English as it is.
  if ((kind === Tail.Weak || kind === Tail.Service) && FACILITY_NAMES.has(lc)) return true;
  if (US_STATES.has(lc) || ABBREV_DOT.test(lc) || lc === 'saint') return kind !== Tail.Civic || US_STATES.has(lc);
  // Public bodies and practices take a place or a word in no English list, not an English name-list word
  // ("Police Department", "Weight Loss Counseling"; a town so spelled, "Police" in Poland, is no help).
  if (kind === Tail.Civic || kind === Tail.Service)
    return (isCity(lc) && !isCommon(lc)) || foreignWord(lc) || (kind === Tail.Civic && COUNTRIES.has(lc));
  // "Mercy Regional Medical Center", "Grace Clinic": a name-list word counts even when it is also English (not opening a sentence: see findOrgs).
  return isName(lc) || isCity(lc) || (!isCommon(lc) && !isEnglish(lc));
}

/**
 * "Huntington Hospital", "Glasgow Royal Infirmary": an eponym or clinical word that is also a town names the
 * hospital of that town (a disease gives its name to a clinic or a department, never to a hospital).
 */
export const townEponym = (lc: string, tail: string) =>
  (tail === 'hospital' || tail === 'infirmary') && TOWN_EPONYMS.has(lc);
/** Whether toks[i..] before toks[j] opens with a listed town of two or three words ("Rapid City", "Grand Rapids"). */
export function townOpens(text: string, toks: Tok[], i: number, j: number): boolean {
  let lc = toks[i]!.lc;
  for (let k = i + 1; k < j && k < i + 3; k++) {
    if (text.slice(toks[k - 1]!.end, toks[k]!.start) !== ' ') return false;
    lc += ` ${toks[k]!.lc}`;
    if (isCity(lc) && !isCommon(lc)) return true;
  }
  return false;
}
/** Eponyms of diseases that are also towns with a hospital of their name (not devices or procedures: "Foley", "Whipple"). */
const TOWN_EPONYMS = new Set([
  'huntington',
  'glasgow',
  'addison',
  'cushing',
  'kawasaki',
  'hashimoto',
  'barre',
  'ballard',
  'lyme',
]);

/** A capitalized word that may name a practice although English: no department, medical, stop or title word ("Summit", "Oasis"). */
export function plainWord(lc: string): boolean {
  const w = bare(lc);
  return !ORG_GENERIC.has(w) && !tailWord(w) && !MEDICAL.has(w) && !TITLES.has(w) && !isStop(w) && !/n['’]t$/.test(w);
}

/**
 * A deal's words before a party's name: "contract with", "settlement reached with", "acquired by the". Not
 * "agreement", "consent" or "deal with", which a note writes of a patient ("verbalized agreement with Discharge Planning
 * Services", "deal with Adult Protective Services").
 */
const DEAL_BEFORE =
  /(?:^|[^\p{L}])(?:(?:contracts?|partnership|partnered|merger|merged|settlement|affiliation|affiliated|collaboration|contracted|negotiations)(?:[ \t]+(?:reached|signed|entered|finalized|announced|renewed))?[ \t]+with|(?:acquired|owned|operated|purchased|bought)[ \t]+by|(?:entered[ \t]+into|agreement|contract|made)(?:[ \t]+by[ \t]+and)?[ \t]+between)[ \t]+(?:the[ \t]+)?$/iu;
/** A medical or health centre's word (after "Medical", "Health"). */
const CENTRES = new Set(['centre', 'center']);
const COMPASS = new Set(['north', 'south', 'east', 'west', 'northeast', 'northwest', 'southeast', 'southwest']);
const dealBefore = (text: string, start: number) => DEAL_BEFORE.test(text.slice(Math.max(0, start - 48), start));

/**
 * Whether the phrase toks[i..j] ending in a tail of `kind` is a name, given how many of its words
 * before the tail are capitalized (`words`), proper for that kind (`proper`) and plain (`plain`).
 */
export function named(
  text: string,
  toks: Tok[],
  i: number,
  j: number,
  kind: Tail,
  proper: number,
  words: number,
  plain: number,
  anchored: boolean,
) {
  const tail = bare(toks[j]!.lc);
  // "Boise State": a town that is no state before it ("Washington State" is a place), in a slot.
  if (tail === 'state')
    return j - i === 1 && isCity(toks[i]!.lc) && !US_STATES.has(toks[i]!.lc) && inSlot(text, toks, i);
  // ("Lake Macquarie Private. He…", "Epworth Private for surgery"; not "Lake Tahoe Private residence".)
  if (kind === Tail.Slotted)
    return (
      proper > 0 &&
      placed(text, toks, i, j) &&
      (tail !== 'private' ||
        !/^[ \t]+\p{Ll}{3,}(?<!for|and|on|in|at|with|to)\b/u.test(text.slice(toks[j]!.end, toks[j]!.end + 16)))
    );
  if (kind === Tail.Civic && (tail === 'court' || tail === 'district')) {
    let civic = false;
    for (let k = i; k < j && !civic; k++) civic = COURT_WORDS.has(toks[k]!.lc);
    if (!civic) return false;
  }
  // "Nevada Division of Insurance": a division is a public body's after a state, a country or a town ("Class II
  // Division 1" is an orthodontic class, "Cardiology Division" a department).
  if (tail === 'division') {
    // (The word before is read only when there is one: "Division of …" opening the text has none.)
    if (j === i || /^[ \t]+\d/.test(text.slice(toks[j]!.end, toks[j]!.end + 3))) return false;
    const p = bare(toks[j - 1]!.lc);
    if (/^[ivx]+$/.test(p)) return false;
    if (!(US_STATES.has(p) || COUNTRIES.has(p) || (isCity(p) && !isCommon(p)))) return false;
  }
  // "Bow Valley Thai Kitchen": a kitchen is a restaurant's only with two words of its name ("the Staff Kitchen").
  if (tail === 'kitchen' && words < 2) return false;
  if (proper > 0) return true;
  // "Summit County Common Pleas Court": a county is a place, whatever the word that names it.
  if (kind === Tail.Civic)
    for (let k = i + 1; k < j; k++) if (AREA_WORDS.has(toks[k]!.lc) && plainWord(toks[k - 1]!.lc)) return true;
  // "Children's Home Society": two capitalized words before a word of a body of members.
  if (kind === Tail.Association) return words >= 2;
  // "physiotherapy at Pivot Physiotherapy", "referral to Vision Partners": one word and a practice's word, placed.
  if (bareNamed(text, toks, i, j, tail, anchored)) return true;
  if (kind !== Tail.Service && kind !== Tail.Weak) return false;
  // "Smile Street Dental, 4410 Sunset Blvd": a name heading a contact line, before its street.
  if (plain >= 1 && anchored) return true;
  // "University College Hospital, Ibadan", "North West Regional Hospital, Burnie": a hospital of two or more ordinary
  // words heading a note with its town (phi-orgs-bare.ts headerTown) is the hospital's name.
  if ((tail === 'hospital' || tail === 'infirmary') && words >= 2 && headerTown(text, toks, i, j)) return true;
  // "referred to Green Mountain Endodontics": two words, one no department word, in a slot (service words only:
  // "at Cancer Treatment Center" is a department), and no "and" ("Heme Onc and Renal Transplant Surgery").
  // `plain` is 0 when the phrase holds "and".
  // (Also "through Advocate Home Health": an agency that comes to the home, "Home Health" being its service.)
  // ("Upstate Cardiology Group": a group of a specialty is a practice, as a service word's is.)
  const service = kind === Tail.Service || toks[j - 1]?.lc === 'home' || tail === 'group';
  if (
    service &&
    words >= 2 &&
    plain >= 1 &&
    (inSlot(text, toks, i) || letterhead(text, toks, i, j) || afterDoctor(text, toks, i))
  )
    return true;
  // "transferred to Inner West Medical Centre", "admitted to Good Hope Hospital": two ordinary words of a name before
  // a hospital's word, after a slot word (a department has one word of its kind: "to Cancer Treatment Center").
  // ("Inner West": a compass word is a name's word there, not a ward's.)
  // ("Resident Continuity Clinic", "Housing Resource Center" are services: a centre only as a medical or health one.)
  const hospital =
    tail === 'hospital' ||
    tail === 'infirmary' ||
    (CENTRES.has(tail) && /^(?:medical|health)$/.test(toks[j - 1]?.lc ?? ''));
  if (hospital && words >= 2 && plain >= 1 && inSlot(text, toks, i)) {
    let named = 0;
    for (let k = i; k < j; k++) if (plainWord(toks[k]!.lc) || COMPASS.has(toks[k]!.lc)) named++;
    if (named >= 2) return true;
  }
  // "a contract with Ardent Health Services", "acquired by Quorum Health": after a deal's words, an ordinary word
  // before an organization word names the other party (a department signs no contract).
  if (plain >= 1 && dealBefore(text, toks[i]!.start)) return true;
  // "Endocrine Associates of Dallas", "Kidney Specialists of Southern Nevada": a town, state or region after "of".
  return words >= 1 && text.charCodeAt(toks[j]!.end) === 32 && regionAfterOf(text, toks, j + 1) > 0;
}

/**
 * "Mercy Hospital Fort Smith", "Northside Hospital Gwinnett": a hospital's campus, its listed town right after the
 * name and closing the line or the clause. The index of the name's last token, `j` when no town follows so.
 */
export function campusEnd(text: string, toks: Tok[], j: number): number {
  const tail = bare(toks[j]!.lc);
  if (tail !== 'hospital' && tail !== 'health' && tail !== 'healthcare') return j;
  for (let n = 2; n >= 1; n--) {
    const k = j + n;
    if (k >= toks.length) continue;
    let lc = '';
    let ok = true;
    for (let x = j + 1; x <= k && ok; x++) {
      const t = toks[x]!;
      ok = t.cap && !t.upper && text.slice(toks[x - 1]!.end, t.start) === ' ';
      lc += x === j + 1 ? t.lc : ` ${t.lc}`;
    }
    if (!ok || !isCity(lc) || isCommon(lc) || US_STATES.has(lc)) continue;
    const after = text.charAt(toks[k]!.end);
    if (after === '' || /[\n\r,.;)]/.test(after)) return k;
  }
  return j;
}
