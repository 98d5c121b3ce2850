/**
 * ORGANIZATION from form labels and commerce cues (ADR 0052): "Employer: Harrowgate Freight",
 * "Insurance: Aetna", "Her former employer, Wexley & Brandt, …", "Vantor Systems (NASDAQ: VNTR)",
 * "At Tidewell, we …". Each cue is checked at a capitalized token by the few characters around it.
 */
import { PLACE_RANK } from './phi-cities.js';
import { orgLike, phraseAt, push, titledName } from './phi-orgs-cued.js';
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

export function findCommerceOrgs(text: string, toks: Tok[], out: Hit[]): void {
  const streets = new Set(out.filter((h) => h.type === 'STREET_ADDRESS').map((h) => h.start));
  const people = new Set(out.filter((h) => h.type === 'PERSON').map((h) => h.start));
  for (const t of toks) {
    if (!t.cap) continue;
    const c = text.charCodeAt(t.start - 1);
    const d = text.charCodeAt(t.start - 2);
    // The label's colon or comma stands right before the name, or one space before it.
    const marked = c === 58 || c === 44 || ((c === 32 || c === 9) && (d === 58 || d === 44));
    const opener = t.start === 0 || c === 40 || c === 10 || c === 32;
    if (!marked && !opener) continue;
    work.steps++;
    if (marked && LABEL_BEFORE.test(text.slice(Math.max(0, t.start - 40), t.start))) {
      const p = phraseAt(text, t.start);
      if (p !== null) push(out, t.start, p, true, PLACE_RANK.org + 1);
      continue;
    }
    const p = phraseAt(text, t.start);
    if (p === null) continue;
    const end = t.start + p.length;
    const after = text.slice(end, end + 16);
    const before = text.slice(Math.max(0, t.start - 12), t.start);
    if (!people.has(t.start) && (orgLike(p, true) || titledName(p))) {
      // "The address of Persint is 6750 Koskikatu 25"; "We'll meet at Corelogic, 0896 69 Farnell Street".
      const venue =
        /^,[ \t]*$/.test(text.slice(end, end + 2)) && streets.has(end + 2) && /(?:^|[^\p{L}])at[ \t]+$/u.test(before);
      if (ADDRESS_OF.test(before) || venue) {
        out.push({ type: 'ORGANIZATION', start: t.start, end, rank: PLACE_RANK.org });
        continue;
      }
    }
    if (TICKER.test(after) && (orgLike(p, true) || titledName(p)))
      out.push({ type: 'ORGANIZATION', start: t.start, end: t.start + p.length, rank: PLACE_RANK.org + 1 });
    else if (WE_AFTER.test(after) && /(?:^|[^\p{L}])[Aa]t[ \t]+$/u.test(text.slice(Math.max(0, t.start - 4), t.start)))
      push(out, t.start, p);
  }
}
