/**
 * PERSON: names of patients, relatives and clinicians, à la Philter (ADR 0038). Capitalized words
 * standing together are cut into chunks at common words; a chunk is a person when a title or a
 * cue precedes it ("Dr.", "Patient", "daughter", "my name is"), a credential follows it ("MD"), or
 * it holds a gazetteer name that is not also a common English word. Medical words (eponyms, drugs,
 * "Wilson disease") never count as names without a title. Lower-case names after a name cue and
 * sign-offs are in phi-names-cued.ts, names repeated or listed beside a found one in
 * phi-names-propagate.ts. Linear: each token is looked at a bounded number of times.
 */

import { big } from './phi-big-cities.js';
import type { Cues } from './phi-cues.js';
import { isCity } from './phi-lexicon.js';
import { doubleBarrelled, sentenceStart } from './phi-name-kinds.js';
import { particleJoined } from './phi-name-particles.js';
import { base, K, patientVerbAfter, withWordCodes } from './phi-name-words.js';
import { findActionInitials } from './phi-names-actions.js';
import { findChatNames } from './phi-names-chat.js';
import { findCuedLowerCase, findSignOffs, findSpeakers, NAME_RANK } from './phi-names-cued.js';
import { findSignedHandles } from './phi-names-handles.js';
import { findTypistInitials } from './phi-names-initials.js';
import { AGE_SEX, cued, judge } from './phi-names-judge.js';
import { kindOf } from './phi-names-kind.js';
import { findLowerCaseNames } from './phi-names-lowertext.js';
import { POSSESSIVE, propagate } from './phi-names-propagate.js';
import { findRoleNames } from './phi-names-roles.js';
import { findCaselessNames } from './phi-names-scripts.js';
import { findClosingSignature } from './phi-names-self.js';
import { DEPARTMENT_WORDS } from './phi-org-words.js';
import { inOrgField } from './phi-orgs-known-context.js';
import { regionEnd } from './phi-regions.js';
import { joined, type Tok, work } from './phi-tokens.js';
import type { Hit } from './pii-context.js';

const MAX_CHUNK = 4;
/** Two listed towns, one large, and a list going on after them: "(Oakland, Berkeley, Castro Valley)". */
const townsListed = (text: string, a: string, n: Tok) =>
  isCity(a) && isCity(base(n)) && (big(a) || big(base(n))) && /^,[ \t]+\p{Lu}/u.test(text.slice(n.end, n.end + 3));
/** The middle names that mark a Vietnamese name by their sex: Văn for men, Thị for women. */
const VI_MIDDLE = new Set(['văn', 'thị']);
/** A label's colon or an opening bracket right before ("Attn: ", "("). */
const SLOT_BEFORE = /[:(][ \t]*$/;
/** A credential in capitals or an age after the name and a comma (", NP", ", CDE", ", 3y", ", 54"). */
const POST_AFTER = /^,[ \t]*(?:\p{Lu}{2,5}(?![\p{L}])|\d{1,3}(?![\d/:.]))/u;
/** Posts and honorifics said before a name, not given names ("Chair Lorraine Abernethy", "Pan Tomasz"). */
const HONORIFIC_WORDS = new Set(
  'chair chairman chairwoman chief pan pastor elder coach officer captain judge senator councillor councilor mayor'.split(
    ' ',
  ),
);
/** Adverbs and other words that open a sentence capitalized and are also in a name list. */
const OPENING_WORDS = new Set(
  'later then also only still even just soon early again now so yet ever here there today tonight tomorrow yesterday please thanks per via case note'.split(
    ' ',
  ),
);
/** A person's verb right after a name. */
const PERSON_VERB =
  /^[ \t]+(?:said|says|moved|works|worked|was|is|has|had|will|attends|attended|joined|called|calls|reported|reports|lives|lived|died|married|visited|came|went|left|asked|told|stated|denies|arrived|drove|flew|started|retired|graduated|and[ \t]+\p{Lu})(?![\p{L}])/u;
const givenSlot = (text: string, start: number, end: number) =>
  SLOT_BEFORE.test(text.slice(Math.max(0, start - 4), start)) || POST_AFTER.test(text.slice(end, end + 8));
/** From this length on, the word codes of a text are memoized for the call. */
const MEMO_FROM = 4096;

/** `cues`: where the text's cue words start (phi-cues.ts), read with `toks`; without them the cued passes scan the text. */
export function findNames(text: string, toks: Tok[], out: Hit[], cues?: Cues): void {
  withWordCodes(text.length >= MEMO_FROM, () => findNamesIn(text, toks, out, cues));
  findClosingSignature(text, toks, out);
}

function findNamesIn(text: string, toks: Tok[], out: Hit[], cues: Cues | undefined): void {
  const known = new Set<string>();
  const kinds: K[] = new Array(toks.length);
  for (let i = 0; i < toks.length; i++) kinds[i] = toks[i]!.cap ? kindOf(text, toks, i) : K.Other;
  let i = 0;
  while (i < toks.length) {
    work.steps++;
    // "Nova Scotia", "Newfoundland and Labrador": no word of a province written out is a name.
    const region = regionEnd(text, toks, i);
    if (region > i) {
      i = region;
      continue;
    }
    if (kinds[i] === K.Other) {
      i++;
      continue;
    }
    // A common word opening a sentence is capitalized for that reason alone ("Later Alvir wrote").
    if (
      kinds[i] === K.Weak &&
      i + 1 < toks.length &&
      kinds[i + 1] !== K.Other &&
      joined(text, toks[i]!, toks[i + 1]!) &&
      sentenceStart(text, toks, i) &&
      // "PATIENT NAME: Grace Smith": after a name cue the capital is the name's own.
      !cued(text, toks, i) &&
      // "Iris Bosco-Goodwin listed": before a double-barrelled surname the word is the given name.
      !doubleBarrelled(toks, kinds, i + 1) &&
      // "Hazel Combs 71F seen…", "Hope Sterling was seen…": before an age and a sex, or a person's verb, the first
      // word is the given name.
      !(
        kinds[i + 1] === K.Weak &&
        (AGE_SEX.test(text.slice(toks[i + 1]!.end, toks[i + 1]!.end + 14)) || patientVerbAfter(text, toks[i + 1]!.end))
      ) &&
      // "Attn: Frank Russo", "(Sandy Koenig, CDE)", "Juniper Sackett, NP", "Mason Doyle, 3y.": after a label's colon or
      // a bracket, or before a credential or an age, a sure surname makes the word before it the given name (ADR 0136).
      !(
        kinds[i + 1] === K.Strong &&
        !HONORIFIC_WORDS.has(toks[i]!.lc) &&
        (givenSlot(text, toks[i]!.start, toks[i + 1]!.end) ||
          // "Summer Jordan moved…", "Jun Reyes was promoted…", "Will Summers said…": a person's verb after a sure
          // surname makes the word before it the given name; not an adverb opening the sentence ("Later Alvir wrote").
          (!OPENING_WORDS.has(toks[i]!.lc) && PERSON_VERB.test(text.slice(toks[i + 1]!.end, toks[i + 1]!.end + 16))))
      )
    ) {
      i++;
      continue;
    }
    let j = i + 1;
    // Particle words the tokenizer keeps ("de", "van", "la") do not count towards the chunk's length.
    let particles = 0;
    while (j < toks.length && j - i - particles < MAX_CHUNK) {
      work.steps++;
      if (kinds[j] !== K.Other && joined(text, toks[j - 1]!, toks[j]!)) j++;
      else {
        // Name particles between two words of a name: the capitalized word after them.
        let k = j;
        while (k < toks.length && k - j < 3 && !toks[k]!.cap) k++;
        if (k >= toks.length || kinds[k] === K.Other || !particleJoined(text, toks, j - 1, k, kinds)) break;
        particles += k - j;
        j = k + 1;
      }
    }
    // "Nguyễn Văn An", "Trần Thị Ý": a Vietnamese name of surname and middle name ends with its given name,
    // whatever English word that is.
    if (
      j - i === 2 &&
      j < toks.length &&
      toks[j]!.cap &&
      joined(text, toks[j - 1]!, toks[j]!) &&
      VI_MIDDLE.has(toks[i + 1]!.lc)
    )
      j++;
    // "Smith, John": a lone surname, a comma, then a given name.
    const n = toks[j];
    const inverted =
      j - i === 1 &&
      n !== undefined &&
      (kinds[i] === K.Strong || kinds[i] === K.Weak) &&
      (kinds[j] === K.Strong || (kinds[j] === K.Weak && kinds[i] === K.Strong)) &&
      text.slice(toks[i]!.end, n.start) === ', ' &&
      // "Sydney, New South Wales", "Kochi, Kerala": a town and its state; "(Oakland, Berkeley, …)": a list of towns.
      regionEnd(text, toks, j) === j &&
      !townsListed(text, base(toks[i]!), n) &&
      // "(Medicine, Bigelow 11)": a service and its ward, not "Last, First" (ADR 0090).
      !(kinds[i] === K.Weak && DEPARTMENT_WORDS.has(base(toks[i]!))) &&
      // "Dr Mistry, Mere Green Surgery": a practice's word after the given names makes them its name (ADR 0099).
      !practiceAfter(text, toks, j) &&
      // ("Employer: Shell, Houston": an organization's field holds a firm and its town.)
      !inOrgField(text, toks[i]!.start);
    // An inverted name after a label ("PATIENT NAME: DOE, JANE") is as sure as any cued one.
    const rank = inverted
      ? cued(text, toks, i)
        ? NAME_RANK.cued
        : NAME_RANK.gazetteer
      : judge(text, toks, i, j, kinds);
    if (rank > 0) {
      let end = j;
      if (inverted) {
        end = j + 1;
        while (end < toks.length && end - j < 2 && kinds[end] !== K.Other && joined(text, toks[end - 1]!, toks[end]!))
          end++;
      }
      const last = toks[end - 1]!;
      out.push({
        type: 'PERSON',
        start: toks[i]!.start,
        end: POSSESSIVE.test(last.lc) ? last.end - 2 : last.end,
        rank,
      });
      for (let k = i; k < end; k++) if (kinds[k] !== K.Initial && toks[k]!.cap) known.add(base(toks[k]!));
      i = end;
    } else i = j;
  }
  findCuedLowerCase(text, out, known, cues);
  if (known.size > 0) propagate(text, toks, kinds, known, out);
  findSignOffs(text, out);
  findTypistInitials(text, out, cues);
  findActionInitials(text, toks, out);
  findSpeakers(text, out);
  findChatNames(text, out);
  findSignedHandles(text, out, cues);
  findLowerCaseNames(text, out);
  findCaselessNames(text, out, cues === undefined || cues.other);
  findRoleNames(text, out, cues);
}

/** Words that close a practice's name in a clinician's affiliation ("Mere Green Surgery", "Oak Tree Practice"). */
const PRACTICE_WORDS = new Set(['surgery', 'practice', 'clinic', 'hospital', 'centre', 'center', 'partnership']);

/** Whether a practice's word follows the name words from toks[j], within two joined words. */
function practiceAfter(text: string, toks: Tok[], j: number): boolean {
  for (let k = j + 1; k < toks.length && k <= j + 2 && joined(text, toks[k - 1]!, toks[k]!); k++)
    if (PRACTICE_WORDS.has(toks[k]!.lc)) return true;
  return false;
}
