/**
 * The edges of a town's span (ADR 0073): the rules that read a town's words let a dot and a particle
 * inside a name ("St. Albans", "Burton on Trent"), so a span may run on into the next sentence
 * ("Naperville. Transport by…") or a date ("Torino on Tuesday"), or keep the state's code after the
 * town ("Albion QLD 4010"), which Safe Harbor leaves in clear. One pass over the CITY hits; each is
 * cut at the first such place. A town that is a language ("counselled in Kiswahili") is dropped.
 */

import { US_STATES } from './phi-lexicon.js';
import { LANGUAGE_WORDS } from './phi-name-words.js';
import type { Hit } from './pii-context.js';

/** A full stop after a word of four letters or more, then the next sentence's capital: "Naperville. Transport". */
const SENTENCE_END = /\p{L}{4}(\.)[ \t]+\p{Lu}/u;
/** The abbreviated district words of phi-town-districts.ts, written with their dot. */
const DISTRICT_DOT = /(?:^|[^\p{L}])(?:Brgy|Bgy|Fracc|Kel|Kec|Kab)$/u;
/** A particle before a weekday or a month: "Torino on Tuesday", "Leeds in March". */
const DATE_TAIL =
  /[ \t]+(?:on|in)[ \t]+(?:mon|tues|wednes|thurs|fri|satur|sun)day|[ \t]+(?:on|in)[ \t]+(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*\b/i;
/** State and province codes of the countries that write them after the town ("QLD", "ON", "MI"). */
const REGION_CODES = new Set(
  `act nsw nt qld sa tas vic wa ab bc mb nb nl ns nu on pe qc sk yt ag al an ao ar at av ba bg bi bl bn bo br bs bt bz ca cb ce ch cl cn co cr cs ct cz en fc fg fi fm fr ge go gr im is kr lc le li lo lt lu mb mc me mi mn mo ms mt na no nu or pa pc pd pe pg pi pn po pr pt pu pv pz ra rc re rg ri rm rn ro sa si so sp sr ss sv ta te tn to tp tr ts tv ud va vb vc ve vi vr vs vt vv`.split(
    /\s+/,
  ),
);

/** Cuts CITY hits of out[from..] at a sentence's end, a date after a particle, or a region code at their end. */
export function trimTowns(text: string, out: Hit[], from: number): void {
  let w = from;
  for (let k = from; k < out.length; k++) {
    const h = out[k]!;
    // "counselled in Kiswahili", "prefers Tagalog": a language is no town, whichever reader took it.
    if (h.type === 'CITY' && LANGUAGE_WORDS.has(text.slice(h.start, h.end).toLowerCase())) continue;
    out[w++] = h;
    if (h.type !== 'CITY' || h.end - h.start < 6) continue;
    const value = text.slice(h.start, h.end);
    let end = value.length;
    const stop = SENTENCE_END.exec(value);
    // "Brgy. Poblacion", "Fracc. Las Palmas": a district word's dot ends no sentence (ADR 0085).
    if (stop !== null && !DISTRICT_DOT.test(value.slice(0, stop.index + 4))) end = stop.index + stop[0].indexOf('.');
    const date = DATE_TAIL.exec(value.slice(0, end));
    if (date !== null) end = date.index;
    // "Albion QLD", "Milano MI": the code in capitals after the town stays in clear, as a state does.
    const code = /[ \t]+([A-Z]{2,3})$/.exec(value.slice(0, end));
    if (code !== null && code.index > 0) {
      const lc = code[1]!.toLowerCase();
      if (REGION_CODES.has(lc) || US_STATES.has(lc)) end = code.index;
    }
    h.end = h.start + end;
  }
  out.length = w;
}
