/**
 * Postal codes written right after a state or province (ADR 0065), which the town-then-code shapes of
 * phi-postal-intl.ts do not cover: Australia's four digits after a town and its state ("Sydney NSW
 * 2000", "Camperdown, New South Wales 2050"), India's PIN after a state ("Vellore, Tamil Nadu 632004",
 * "Kerala 682 001"), and a US ZIP after an AP-style state ("Prairie du Chien, Wis. 53821"). The region
 * itself stays in clear, as a state does.
 */
import { isRegionName } from './phi-regions.js';
import { work } from './phi-tokens.js';
import { AP_STATES } from './phi-town-codes.js';
import type { Hit } from './pii-context.js';

const RANK = 6;
/**
 * A town then an Australian state, ending where the code starts. The town is required: "NSW 2020
 * data" is a year.
 */
const AU_BEFORE =
  /\p{Lu}[\p{L}\p{M}'’-]+,?[ \t]+(NSW|VIC|Vic\.?|QLD|Qld\.?|SA|WA|TAS|Tas\.?|NT|ACT|New South Wales|Victoria|Queensland|South Australia|Western Australia|Tasmania|Northern Territory)(?:[ \t]*,)?[ \t]*$/u;
/** The last characters of those states (W, C, D, A, S, T; c, d, s, a, y; a dot): a cheap test before the regex. */
const AU_LAST = new Set([...'WCDASTcdsay.'].map((c) => c.charCodeAt(0)));
/** What may follow a code: the end, a line break, punctuation, or a space and a capital or a dash. */
const PART_END = /^(?:$|[\n\r.,;:)]|[ \t](?:$|[\p{Lu}\n(–-]))/u;
/** An AP-style state abbreviation with its dot ("Wis.", "Calif."), then the ZIP code. */
const AP_BEFORE = /(?:^|[^\p{L}])(\p{Lu}\p{Ll}{1,4})\.[ \t]*$/u;
/** The last one to three words before an Indian PIN (a comma or a dash between, "Haryana – 122003"), to be asked whether they name a state. */
const WORDS_BEFORE = /((?:\p{Lu}[\p{L}'’-]*[ \t]+){0,2}\p{Lu}[\p{L}'’-]*)(?:[ \t]*[,–-])?[ \t]*$/u;

const isLetter = (c: number) => (c | 32) >= 97 && (c | 32) <= 122;

/** The code at `at` (a run of digits to `end`) when a state or province stands right before it. */
export function regionThenCode(text: string, at: number, end: number, out: Hit[]): void {
  const n = end - at;
  const before = text.charCodeAt(at - 1);
  // The character before the space, past a comma ("Geelong VIC, 3220"): a letter or an abbreviation's dot.
  // Or past a dash between spaces ("Haryana – 122003").
  const b2 = text.charCodeAt(at - 2);
  const dash = (b2 === 0x2013 || b2 === 45) && text.charCodeAt(at - 3) === 32;
  const last = b2 === 44 ? text.charCodeAt(at - 3) : dash ? text.charCodeAt(at - 4) : b2;
  if ((before !== 32 && before !== 9) || !(isLetter(last) || last === 46)) return;
  // "632 004": India writes its PIN in two halves of three as often as in one.
  const pin = n === 3 && text.charCodeAt(end) === 32 && /^ \d{3}(?!\d)/.test(text.slice(end, end + 5));
  const stop = pin ? end + 4 : end;
  // The code ends its address part ("Sydney NSW 2000;"): "NSW 2000 patients", "QLD 2019 data" are counts and years.
  if (!PART_END.test(text.slice(stop, stop + 2))) return;
  work.steps++;
  if (n === 4 && !AU_LAST.has(last)) return;
  const head = text.slice(Math.max(0, at - 48), at);
  let ok = false;
  if (n === 4) {
    const m = AU_BEFORE.exec(head);
    // "Seattle, WA 2019": WA and SA are US and Australian codes alike; a year after them is a year.
    ok = m !== null && !((m[1] === 'WA' || m[1] === 'SA') && /^(?:19|20)\d\d$/.test(text.slice(at, end)));
  } else if (n === 5) {
    const m = AP_BEFORE.exec(head);
    ok = m !== null && AP_STATES.has(m[1]!.toLowerCase());
  } else if (n === 6 || pin) {
    const m = WORDS_BEFORE.exec(head);
    // The state may be the last word or two of the capitalized run ("Vellore Tamil Nadu").
    const ws = m === null ? [] : m[1]!.toLowerCase().split(/[ \t]+/);
    for (let k = 0; k < ws.length && !ok; k++) ok = isRegionName(ws.slice(k).join(' '));
  }
  if (ok) out.push({ type: 'ZIP', start: at, end: stop, rank: RANK });
}
