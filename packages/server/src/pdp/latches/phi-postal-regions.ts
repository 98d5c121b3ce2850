/**
 * Postal codes written right after a state or province (ADR 0065), which the town-then-code shapes of
 * phi-postal-intl.ts do not cover: Australia's four digits after a town and its state ("Sydney NSW
 * 2000", "Camperdown, New South Wales 2050"), India's PIN after a state ("Vellore, Tamil Nadu 632004",
 * "Kerala 682 001"), and a US ZIP after an AP-style state ("Prairie du Chien, Wis. 53821"). The region
 * itself stays in clear, as a state does.
 */
import { isRegionName } from './phi-regions.js';
import { AP_STATES } from './phi-town-codes.js';
import type { Hit } from './pii-context.js';

const RANK = 6;
/**
 * A town then an Australian state, ending where the code starts. The town is required: "NSW 2020
 * data" is a year.
 */
const AU_BEFORE =
  /\p{Lu}[\p{L}\p{M}'’-]+,?[ \t]+(?:NSW|VIC|Vic\.?|QLD|Qld\.?|SA|WA|TAS|Tas\.?|NT|ACT|New South Wales|Victoria|Queensland|South Australia|Western Australia|Tasmania|Northern Territory)[ \t]*$/u;
/** An AP-style state abbreviation with its dot ("Wis.", "Calif."), then the ZIP code. */
const AP_BEFORE = /(?:^|[^\p{L}])(\p{Lu}\p{Ll}{1,4})\.[ \t]*$/u;
/** The last one to three words before an Indian PIN, to be asked whether they name a state. */
const WORDS_BEFORE = /((?:\p{Lu}[\p{L}'’-]*[ \t]+){0,2}\p{Lu}[\p{L}'’-]*)[ \t]*[,-]?[ \t]*$/u;

const isDigit = (c: number) => c >= 48 && c <= 57;
const isLetter = (c: number) => (c | 32) >= 97 && (c | 32) <= 122;

/** The code at `at` (a run of digits to `end`) when a state or province stands right before it. */
export function regionThenCode(text: string, at: number, end: number, out: Hit[]): void {
  const n = end - at;
  const before = text.charCodeAt(at - 1);
  if ((before !== 32 && before !== 9) || !(isLetter(text.charCodeAt(at - 2)) || text.charCodeAt(at - 2) === 46)) return;
  // "632 004": India writes its PIN in two halves of three as often as in one.
  const pin = n === 3 && text.charCodeAt(end) === 32 && /^ \d{3}(?!\d)/.test(text.slice(end, end + 5));
  const stop = pin ? end + 4 : end;
  const after = text.charCodeAt(stop);
  if (isDigit(after) || isLetter(after) || after === 45 || after >= 0xc0) return;
  const head = text.slice(Math.max(0, at - 48), at);
  let ok = false;
  if (n === 4) ok = AU_BEFORE.test(head);
  else if (n === 5) {
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
