/**
 * A relative's town (ADR 0100): contact lines write where the next of kin lives after their name and kin word,
 * "Contactpersoon: Marieke (dochter), Houten", "son Kyle (Lewiston)". The name list holds most towns as surnames,
 * so the town was read as a person. A PERSON reading of one listed town's word is retyped CITY when it stands
 * after "(<kin>), " and ends its line or clause, or in brackets right after "<kin> <Name> (". Only listed towns:
 * a nickname in brackets ("son Robert (Bobby)") stays a person. One look back per PERSON hit after "," or "(".
 */
import { listed, region } from './phi-big-cities.js';
import { isCommon, KIN } from './phi-lexicon.js';
import { KIN_WORDS } from './phi-names-foreign.js';
import type { Hit } from './pii-context.js';

const isKin = (w: string) => KIN.has(w) || KIN_WORDS.has(w);
/** "(dochter), " before the town. */
const KIN_COMMA = /\(([\p{L}-]+)\),[ \t]*$/u;
/** "son Kyle (" before the town. */
const KIN_NAME = /(?:^|[^\p{L}])([\p{L}-]+)[ \t]+\p{Lu}[\p{L}'’-]+[ \t]+\($/u;
/** The clause's or line's end after the town. */
const ENDS = /^[ \t]*(?:$|[\r\n;.])/;

export function retypeKinTowns(text: string, out: Hit[], from: number): void {
  for (let k = from; k < out.length; k++) {
    const h = out[k]!;
    if (h.type !== 'PERSON' || h.rank > 4) continue;
    const c = text.charCodeAt(h.start - 1);
    const comma = c === 32 && text.charCodeAt(h.start - 2) === 44;
    if (!comma && c !== 40) continue;
    const lc = text.slice(h.start, h.end).toLowerCase();
    if (lc.includes(' ') || !listed(lc) || isCommon(lc) || region(lc)) continue;
    const before = text.slice(Math.max(0, h.start - 40), h.start);
    const m = comma ? KIN_COMMA.exec(before) : KIN_NAME.exec(before);
    if (m === null || !isKin(m[1]!.toLowerCase())) continue;
    if (comma ? !ENDS.test(text.slice(h.end, h.end + 3)) : text.charCodeAt(h.end) !== 41) continue;
    h.type = 'CITY';
  }
}
