/**
 * ORGANIZATION from form labels and commerce cues (ADR 0052): "Employer: Harrowgate Freight",
 * "Insurance: Aetna", "Her former employer, Wexley & Brandt, …", "Vantor Systems (NASDAQ: VNTR)",
 * "At Tidewell, we …". Each cue is checked at a capitalized token by the few characters around it.
 */
import { PLACE_RANK } from './phi-cities.js';
import { orgLike, phraseAt, push, titledName } from './phi-orgs-phrase.js';
import { type Tok, work } from './phi-tokens.js';
import type { Hit } from './pii-context.js';

/** Labels and appositives whose value is an organization: "Employer:", "Insurer:", "my employer,". */
const LABEL_BEFORE =
  /(?:^|[^\p{L}])(?:employer|company|organi[sz]ation|insurer|insurance(?:[ \t]+(?:company|carrier|provider))?|payer|payor|carrier|health[ \t]+plan|agency|facility|workplace|firm|school|vendor|manufacturer|sponsor)[ \t]*[:,][ \t]*$/iu;
/** After the name: a stock listing ("(NASDAQ: VNTR)"). */
const TICKER = /^[ \t]*\((?:NASDAQ|Nasdaq|NYSE|LSE|TSX|ASX|AMEX|OTC|Euronext|XETRA|SIX|FWB)[ \t]*:/;
/** "The address of Persint is …": a place's or a firm's address (a person's is found as a person first). */
const ADDRESS_OF = /(?:^|[^\p{L}])address[ \t]+of[ \t]+$/iu;
/** "At Tidewell, we", "at Kestrel Labs, our": a speaker's own organization. */
const WE_AFTER = /^,[ \t]+(?:we|our|us)(?![\p{L}])/iu;

/** Whether the text names a stock exchange at all: only then is every phrase checked for a listing after it. */
const EXCHANGE = /\((?:NASDAQ|Nasdaq|NYSE|LSE|TSX|ASX|AMEX|OTC|Euronext|XETRA|SIX|FWB)[ \t]*:/;

/** The ASCII word that ends one space before `pos`, lower-cased (at most 8 letters), or ''. */
function wordBefore(text: string, pos: number): string {
  if (text.charCodeAt(pos - 1) !== 32) return '';
  let s = pos - 1;
  while (s > 0 && pos - 1 - s < 8 && (text.charCodeAt(s - 1) | 32) >= 97 && (text.charCodeAt(s - 1) | 32) <= 122) s--;
  return text.slice(s, pos - 1).toLowerCase();
}

/** The last letters of LABEL_BEFORE's labels, lower case ("employer", "company", "insurance", "firm", "school", "plan"). */
const LABEL_LAST = new Set([...'rynmle'].map((c) => c.charCodeAt(0)));
/**
 * Whether LABEL_BEFORE may match before `start` (its colon or comma one or two characters before): the
 * letter before that mark and any spaces must end a label. Most marked words follow other labels
 * ("Date:", "Phone:"), so the regex is spared for them; spaces running out of its 40 characters leave it to the regex.
 */
function mayLabel(text: string, start: number): boolean {
  let k = text.charCodeAt(start - 1) === 58 || text.charCodeAt(start - 1) === 44 ? start - 2 : start - 3;
  while (k >= 0 && k >= start - 40 && (text.charCodeAt(k) === 32 || text.charCodeAt(k) === 9)) k--;
  return k < 0 || k < start - 40 || LABEL_LAST.has(text.charCodeAt(k) | 32);
}

export function findCommerceOrgs(text: string, toks: Tok[], out: Hit[]): void {
  const streets = new Set(out.filter((h) => h.type === 'STREET_ADDRESS').map((h) => h.start));
  const people = new Set(out.filter((h) => h.type === 'PERSON').map((h) => h.start));
  const exchange = text.indexOf('(') >= 0 && EXCHANGE.test(text);
  for (let ti = 0; ti < toks.length; ti++) {
    const t = toks[ti]!;
    if (!t.cap) continue;
    const c = text.charCodeAt(t.start - 1);
    const d = text.charCodeAt(t.start - 2);
    // The label's colon or comma stands right before the name, or one space before it.
    const marked = c === 58 || c === 44 || ((c === 32 || c === 9) && (d === 58 || d === 44));
    // The other cues: "address of X", "at X, we", "at X, <street>", and "X (NASDAQ:" when the text has a listing.
    // "of" and "at" end in f or t one space before the name: other words are passed over without reading them.
    const e = text.charCodeAt(t.start - 2);
    const w = marked || c !== 32 || (e !== 102 && e !== 116) ? '' : wordBefore(text, t.start);
    // "address of X" only; "of X" alone is everywhere in notes ("History of Present Illness").
    const addressOf = w === 'of' && ADDRESS_OF.test(text.slice(Math.max(0, t.start - 12), t.start));
    if (!marked && !addressOf && w !== 'at' && !exchange) continue;
    work.steps++;
    if (marked && mayLabel(text, t.start) && LABEL_BEFORE.test(text.slice(Math.max(0, t.start - 40), t.start))) {
      const p = phraseAt(text, t.start);
      if (p !== null) push(out, t.start, p, true, PLACE_RANK.org + 1);
      continue;
    }
    if (marked && !exchange) continue;
    const p = phraseAt(text, t.start);
    if (p === null) continue;
    const end = t.start + p.length;
    const after = text.slice(end, end + 16);
    // Cheap tests of the text around first; the word tests of orgLike only when one holds.
    // "The address of Persint is 6750 Koskikatu 25"; "We'll meet at Corelogic, 0896 69 Farnell Street".
    const venue = w === 'at' && text.charCodeAt(end) === 44 && streets.has(end + 2);
    const listed = exchange && TICKER.test(after);
    if ((addressOf || venue || listed) && !people.has(t.start) && (orgLike(p, true) || titledName(p)))
      out.push({ type: 'ORGANIZATION', start: t.start, end, rank: listed ? PLACE_RANK.org + 1 : PLACE_RANK.org });
    else if (w === 'at' && WE_AFTER.test(after)) push(out, t.start, p);
  }
}
