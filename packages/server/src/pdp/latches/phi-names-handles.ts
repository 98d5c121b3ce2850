/**
 * PERSON: user names that sign a note or a log line (ADR 0083), the form clinical systems print ("-- jmorrow,
 * PA-C", "— lwheeler", "Logged by cspradlin", "@mgarcia: ya", "ocarmichael (PA) / Dr. Szabo"). A user name is
 * what phi-names-chat.ts `handle` reads as one: an initial glued to a surname, or a sure name. Only in the
 * places a signature stands: after a dash opening a line or closing the text, after a documenting verb and
 * "by", after "@", opening a line before a role in brackets or a credential, or after a user's label ("user mgarcia").
 */
import { type Cues, SITE_OR_SIGNED_CUES } from './phi-cues.js';
import { isCity, isEnglish, isName } from './phi-lexicon.js';
import { handle } from './phi-names-chat.js';
import { nameWeight } from './phi-names-cued.js';
import { isKnownOrg } from './phi-orgs-gazetteer.js';
import { work } from './phi-tokens.js';
import type { Hit } from './pii-context.js';

const RANK = 6;
const USER = String.raw`([a-z][a-z0-9._-]{2,24})`;
/** What may follow a signing user name: the line's end, a comma, a bracket, a slash or a credential in capitals. */
const AFTER = String.raw`(?=[ \t]*(?:$|\r?\n|[,(/;]|[ \t][A-Z][A-Z-]{1,5}\b))`;
/** "ocarmichael (PA) / Dr. …", "bschoenfeld (TSICU resident)": a user name opening its line before a role. */
const LEADING = new RegExp(
  String.raw`(?:^|\n)[ \t]*${USER}[ \t]+\((?:[A-Z][A-Za-z-]{1,5}|[A-Za-z ]{0,16}(?:resident|intern|fellow|student|scribe|nurse))\)`,
  'g',
);
/** Documenting verbs, either case of their first letter ("Logged by", "recorded by"); the user name stays lower case. */
const DOCUMENTED =
  'recorded logged entered signed reviewed documented completed updated charted scribed written typed noted submitted approved verified prepared dictated transcribed authored created modified'
    .split(' ')
    .map((v) => `[${v[0]}${v[0]!.toUpperCase()}]${v.slice(1)}`)
    .join('|');
/** An initial glued to a surname that is no name, word, town or firm itself ("mgarcia", "kpatel"; not "cerner", "athena"). */
const gluedInitial = (h: string) =>
  h.length >= 4 && !isName(h) && !isEnglish(h) && !isCity(h) && !isKnownOrg(h) && nameWeight(h.slice(1)) >= 1;
/** "for user mgarcia", "Username: jsmith42", "login kpatel", '"user":"mgarcia"': a system's user after its label. */
const USER_LABEL =
  /(?<![\p{L}])(?:[Uu]ser(?:[ _]?(?:[Nn]ame|ID|[Ii]d))?|USER(?:NAME)?|[Ll]ogin|LOGIN)(?:["']?[ \t]*[:=][ \t]*["']?|[ \t]+)([a-z][a-z0-9._-]{2,24})(?![\p{L}\d@])/gu;
const SLOTS = [
  // "-- jmorrow, PA-C", "— ymartin CNM" on a line of their own, or after the last sentence.
  // The dash leads each pattern and what stands before it is looked behind: the scan is driven by the rare character.
  new RegExp(String.raw`(?:--?|—|–)(?<=(?:^|\n|[.!?][ \t])[ \t]*(?:--?|—|–))[ \t]*${USER}${AFTER}`, 'g'),
  // "Logged by cspradlin", "Minutes recorded by kosei."
  // ("Note entered by: kmcallister RN 11/02 0314": a credential or a date may follow it.)
  new RegExp(
    String.raw`by(?<=(?:^|[^\p{L}])(?:${DOCUMENTED})[ \t]+by):?[ \t]+${USER}(?=[ \t]*(?:$|[\r\n.,;(]|[A-Z][A-Z-]{1,5}\b|\d))`,
    'gu',
  ),
  // "@jlee: anyone…", "cc @mgarcia".
  new RegExp(String.raw`(?:^|[\s(])@${USER}\b`, 'g'),
  LEADING,
  USER_LABEL,
];

/** The character each slot needs (a dash, " by", "@", a bracket): a text without it is not scanned for that slot. */
const NEEDS: readonly ((text: string) => boolean)[] = [
  (t) => t.indexOf('-') >= 0 || t.indexOf('—') >= 0 || t.indexOf('–') >= 0,
  (t) => t.indexOf(' by') >= 0,
  (t) => t.indexOf('@') >= 0,
  (t) => t.indexOf('(') >= 0,
  (t) => t.indexOf('ser') >= 0 || t.indexOf('SER') >= 0 || t.indexOf('ogin') >= 0 || t.indexOf('OGIN') >= 0,
];

/** `cues`: the text's cue words (phi-cues.ts); without a documenting verb among them "by" is not scanned for. */
export function findSignedHandles(text: string, out: Hit[], cues?: Cues): void {
  for (let k = 0; k < SLOTS.length; k++) {
    const re = SLOTS[k]!;
    if (k === 1 && cues !== undefined && (cues.seen & SITE_OR_SIGNED_CUES) === 0) continue;
    if (!NEEDS[k]!(text)) continue;
    re.lastIndex = 0;
    for (let m = re.exec(text); m !== null; m = re.exec(text)) {
      work.steps++;
      const h = m[1]!.replace(/[._-]+$/, '');
      // In a signature's place an initial glued to a surname of three letters is a user name too ("jlee").
      if (!handle(h, 4)) continue;
      // (After a user's label, a user name's shape: digits, a dot or an underscore, or an initial glued to a surname;
      // "login cerner", "login tech", "login athena portal" name a system or a person's role.)
      if (re === USER_LABEL && !/[\d._]/.test(h) && !gluedInitial(h)) continue;
      // The user name ends the matches but the fourth slot's, which opens its line.
      const start = re === LEADING ? m.index + m[0].indexOf(m[1]!) : m.index + m[0].length - m[1]!.length;
      out.push({ type: 'PERSON', start, end: start + h.length, rank: RANK });
    }
  }
}
