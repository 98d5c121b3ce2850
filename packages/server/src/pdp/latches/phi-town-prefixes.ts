/**
 * Towns named by a settlement word and a name (ADR 0070): "East Earline", "Fort Majorview", "New Leah",
 * "Lake Tyler", "Bad Sven", "Nord Jeremiasdorf", "Porto Alegre". Half of such a name is a given name or a
 * surname, so the name recognizer read a person; but no one is called "East" or "Fort", and a compass
 * point, "New", "Lake", "Port", "Fort", "Mount" or their German, Romance and Nordic forms before a name
 * make a town's name in every country's gazetteer. Taken when the second word is a name or in no list;
 * when it is an English word ("North Campus", "East Wing", "New Year") only in a place slot: after in,
 * from, near or to, in brackets, or between commas and the line's end.
 */
import { region } from './phi-big-cities.js';
import { PLACE_RANK } from './phi-cities.js';
import { isEnglish, MEDICAL, ORG_TAILS, STREET_TYPES, TITLES } from './phi-lexicon.js';
import { joined, type Tok, work } from './phi-tokens.js';
import type { Hit } from './pii-context.js';

const PREFIXES = new Set(
  `north south east west northeast northwest southeast southwest new old lake port fort mount little
  great nord süd sud ost west neu alt bad groß gross klein ober unter nieder porto puerto vila villa nova novo nueva
  nuevo norra södra östra västra nørre søndre øster vester`.split(/\s+/),
);
/** Prefixes that are also given names or surnames ("Nova Jones", "Villa", "Klein"): a town only in a place slot. */
const NAME_LIKE = new Set('nova novo nueva nuevo villa vila porto puerto klein little great alt neu'.split(' '));
/** Words after which a name is not a town's even so: continents and the seas and points named so. */
const NOT_TOWNS = new Set(
  'asia america africa europe atlantic pacific indies pole side end coast wing campus building tower hall annex entrance lobby pavilion parking garage gate terminal'.split(
    ' ',
  ),
);
/** Words after the name that make it a hospital's unit or area. */
const UNIT_AFTER =
  /^[ \t]+(?:unit|units|clinic|recovery|area|bay|bed|beds|room|ward|pod|suite|floor|side|entrance|tower|wing)\b/i;
/** A disease or a body named by a place ("West Nile virus", "Lake Louise score"). */
const MEDICAL_AFTER = /^[ \t]+(?:virus|fever|disease|syndrome|encephalitis|score|criteria|scale)\b/i;
const SLOT_BEFORE = /(?:(?:^|[^\p{L}])(?:in|from|near|to|into)[ \t]+|\([ \t]*|,[ \t]+|^[ \t]*|\n[ \t]*)$/u;
const SLOT_AFTER = /^(?:[ \t]*(?:[,)\n;.]|$)|[ \t]+\d)/;

export function findPrefixedTowns(text: string, toks: Tok[], out: Hit[]): void {
  for (let i = 0; i + 1 < toks.length; i++) {
    const t = toks[i]!;
    if (!t.cap || !PREFIXES.has(t.lc)) continue;
    work.steps++;
    // "returned to NORTH MADDISON": in capitals both words, and only in a place slot (a heading "NEW PATIENT" is none).
    const caps = t.upper;
    const n = toks[i + 1]!;
    if (!n.cap || n.upper !== caps || n.initial || !joined(text, t, n)) continue;
    const prev = toks[i - 1];
    if (prev !== undefined && TITLES.has(prev.lc) && joined(text, prev, t)) continue;
    const second = n.lc.replace(/['’]s$/, '');
    if (second !== n.lc || NOT_TOWNS.has(second) || MEDICAL.has(second) || ORG_TAILS.has(second)) continue;
    if (STREET_TYPES.has(second) || TITLES.has(second)) continue;
    const p = `${t.lc} ${second}`;
    if (region(p) || region(second)) continue;
    // "North Shore Medical Center", "New York Presbyterian": a longer capitalized name is read by other rules.
    const after = toks[i + 2];
    if (after?.cap && joined(text, n, after)) continue;
    if (MEDICAL_AFTER.test(text.slice(n.end, n.end + 14))) continue;
    const slot =
      SLOT_BEFORE.test(text.slice(Math.max(0, t.start - 8), t.start)) && SLOT_AFTER.test(text.slice(n.end, n.end + 3));
    const cued = /(?:^|[^\p{L}])(?:in|from|near|to|into)[ \t]+$/u.test(text.slice(Math.max(0, t.start - 6), t.start));
    // An English word after the prefix only after a place preposition ("in North Campus" no: "(Bad Reaction)" no).
    if (isEnglish(second) && !cued) continue;
    if ((NAME_LIKE.has(t.lc) || caps) && !(slot || cued)) continue;
    // "Admit to East Baker unit", "to North Shore unit, bed 2": a hospital's unit named so, not a town.
    if (UNIT_AFTER.test(text.slice(n.end, n.end + 12))) continue;
    out.push({ type: 'CITY', start: t.start, end: n.end, rank: PLACE_RANK.cued });
    i++;
  }
}
