/**
 * A town written in lower case, or with its particles, after a street and a comma (ADR 0119): "77 w 104th st
 * apt 5f, nyc 10025", "i live at 12 oak st, springfield", "lives at 255 hersnapvej 18, almería", "his address:
 * 36 rue de pologne, champigny-sur-marne", "…, capponi a mare". The capitalized town after a street is read by
 * the address readers (phi-places.ts, phi-town-anchors.ts); a chat message writes it in lower case and the
 * gazetteer knows few of them. The street is a street found, or a house number after an address cue ("lives at
 * 255 …", "address: 48334 …"). The part after the comma is the town when it ends the sentence, the line or the
 * text, or stands before a ZIP code; it has one to four words, the first in no English list, no function word
 * but a place name's particles (de, la, a, sur, di…), and no unit: a word of two letters or an abbreviation
 * before a number is a flat's or a floor's ("app. 5", "int. 4", "кв. 42").
 */
import { type Cues, cueBit, eachMatch } from './phi-cues.js';
import { isEnglish, isStop } from './phi-lexicon.js';
import { work } from './phi-tokens.js';
import type { Hit } from './pii-context.js';

const RANK = 5;
/** Lower-case words inside a town's name of three words ("Alcalá de Henares", "Frankfurt am Main", "Torrejón de Ardoz"). */
export const TOWN_PARTICLES: ReadonlySet<string> = new Set('de del da do di am an im on upon sur en la le'.split(' '));
/** After a street: an optional flat or suite, a comma, the town, then its end. */
const AFTER =
  /^(?:[ \t]+(?:apt|unit|ste|suite|flat|#)\.?[ \t]*#?[a-z\d-]{1,5})?[ \t]*,[ \t]*(\p{Ll}[\p{L}\p{M}'’-]*(?:[ \t]+\p{L}[\p{L}\p{M}'’-]*){0,3}?)(?=[ \t]*(?:$|\n|[.!?;]|(?:,[ \t]*)?\d{5}(?!\d)))/u;
/** An address cue and a house number, then a street of up to five words before the comma. */
const CUE =
  /(?:\b(?:lives?|living|resides?|residing)[ \t]+at|\baddress(?:[ \t]+is)?(?:[ \t]*:)?)[ \t]+\d{1,6}[ \t]+[^,\n]{2,40}?(?=,)/giu;
const CUE_GATE = /[Ll]iv(?:es?|ing)[ \t]|LIV(?:ES?|ING)[ \t]|[Rr]esid|RESID|[Aa]ddress|ADDRESS/;
const PARTICLES = new Set(
  'de del della di da a al la le les du des sur sous en am an der den y i upon on by the'.split(' '),
);
const UNIT_AFTER = /^\.[ \t]*(?:\d|\p{Lu}(?!\p{L}))/u;
const NO_TOWN = new Set('apt unit suite ste flat floor fl please pls thanks thx ok usa us'.split(' '));

const CUE_AT = new RegExp(CUE.source, 'iuy');
/** The words CUE opens with (phi-cues.ts): tried only where one stands. */
const ADDRESS_CUES = cueBit(['live', 'lives', 'living', 'reside', 'resides', 'residing', 'address']);

/** `cues`: the text's cue words (phi-cues.ts); without them, or with a word outside ASCII (/iu folds "ſ"), CUE scans the text. */
export function findTownsAfterStreets(text: string, out: Hit[], from: number, cues?: Cues): void {
  const n = out.length;
  for (let k = from; k < n; k++) {
    const h = out[k]!;
    if (h.type !== 'STREET_ADDRESS' || text.charCodeAt(h.end) === 10) continue;
    work.steps++;
    townAt(text, h.end, out);
  }
  // (A case-sensitive scan for the cue words' stems first: the case-blind CUE costs about 9 µs a 1 KB text.)
  if (text.indexOf(',') < 0) return;
  // Without cues, or with a word outside ASCII, the whole text is scanned, behind the stems' gate.
  const scan = cues === undefined || cues.other;
  if (scan && !CUE_GATE.test(text)) return;
  eachMatch(text, CUE, CUE_AT, scan ? undefined : cues, ADDRESS_CUES, 0, (m) =>
    townAt(text, m.index + m[0].length, out),
  );
}

function townAt(text: string, end: number, out: Hit[]): void {
  const m = AFTER.exec(text.slice(end, end + 80));
  if (m === null) return;
  const town = m[1]!;
  const ws = town.toLowerCase().split(/[ \t]+/u);
  const first = ws[0]!;
  if (isEnglish(first) || isStop(first) || NO_TOWN.has(first)) return;
  if (PARTICLES.has(ws[ws.length - 1]!)) return;
  const start = end + m[0].length - town.length;
  // A unit's abbreviation before its number or letter is no town ("app. 5", "int. 4", "bât. C", "кв. 42", "г. Екатеринбург").
  if (
    ws.length === 1 &&
    (first.length <= 2 || UNIT_AFTER.test(text.slice(start + town.length, start + town.length + 4)))
  )
    return;
  for (let i = 1; i < ws.length; i++) if (!PARTICLES.has(ws[i]!) && (isStop(ws[i]!) || NO_TOWN.has(ws[i]!))) return;
  out.push({ type: 'CITY', start, end: start + town.length, rank: RANK });
}
