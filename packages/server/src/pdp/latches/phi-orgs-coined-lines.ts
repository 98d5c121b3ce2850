/**
 * A coined firm's name on a line of its own in a contact block (ADR 0118): "velocitysmog" between a job title
 * and "3747 fourth avenue suite 112", "Transparencychiffonier" over "12521 Belgrád rkp. 18.", ">Braceletmythology"
 * between two people over a street. The letterhead rule (phi-orgs-letterheads.ts) reads the line over a street
 * that its street hit opens; in small letters or foreign addresses the street is often found in part only, so
 * here the line below is read by its shape: it opens with a house number or "the corner of". The word is two
 * English words run together and in no list itself (a coined brand's shape: "Plotwatt", "retentionpine"), so a
 * heading ("Assessment"), a drug or a town on its line is no such word.
 */
import { PLACE_RANK } from './phi-cities.js';
import { isCity, isCommon, isEnglish, isName, isStop, MEDICAL } from './phi-lexicon.js';
import { work } from './phi-tokens.js';
import type { Hit } from './pii-context.js';

/** A line of one word, after a quoting or list mark: ">Braceletmythology", "velocitysmog". */
const ONE_WORD = /^[ \t>*-]*(\p{L}+)[ \t]*$/u;
/** A line that opens an address: a house number, or "the corner of". */
const ADDRESS_OPENS = /^[ \t>*-]*(?:\d{1,6}[ \t,]|the[ \t]+corner[ \t]+of[ \t])/iu;
/** A line of a person's name: two or three words of letters (the name rules found a person there). */
const NAME_LINE = /^[ \t>*-]*\p{L}[\p{L}'’.-]*(?:[ \t]+\p{L}[\p{L}'’.-]*){1,2}[ \t]*$/u;

/** The places that make the line below an address. */
const PLACES = new Set(['STREET_ADDRESS', 'CITY', 'ZIP']);

/** Two English words of four letters or more run together ("switchboard|volleyball"), up to 30 letters. */
function twoWords(lc: string): boolean {
  if (lc.length < 8 || lc.length > 30 || !/^[a-z]+$/.test(lc)) return false;
  // A gerund or a word-making ending makes an activity or a thing of the compound ("Handwashing", "Bedsideness").
  if (/(?:ing|ness|ment|ship|hood|less|like|ward|wards)$/.test(lc)) return false;
  for (let k = 4; k <= lc.length - 4; k++) if (isEnglish(lc.slice(0, k)) && isEnglish(lc.slice(k))) return true;
  return false;
}

function coinedWord(w: string): boolean {
  const lc = w.toLowerCase();
  // Written as a name is: all small letters or a capital first only.
  if (!/^\p{L}\p{Ll}+$/u.test(w)) return false;
  return (
    twoWords(lc) && !isEnglish(lc) && !isCommon(lc) && !isStop(lc) && !isName(lc) && !isCity(lc) && !MEDICAL.has(lc)
  );
}

export function findCoinedLines(text: string, out: Hit[]): void {
  if (text.indexOf('\n') < 0) return;
  // The lines' [start, end), blank ones dropped: a block's lines may stand a blank line apart.
  const lines: [number, number][] = [];
  for (let s = 0; s <= text.length; ) {
    let e = text.indexOf('\n', s);
    if (e < 0) e = text.length;
    if (/\S/.test(text.slice(s, Math.min(e, s + 200)))) lines.push([s, e]);
    s = e + 1;
  }
  let people: Hit[] | null = null;
  const personIn = (s: number, e: number) => {
    people ??= out.filter((h) => h.type === 'PERSON');
    return people.some((h) => h.start >= s && h.end <= e);
  };
  for (let k = 0; k + 1 < lines.length; k++) {
    const [s, e] = lines[k]!;
    if (e - s > 40) continue;
    work.steps++;
    const m = ONE_WORD.exec(text.slice(s, e));
    if (m === null || !coinedWord(m[1]!)) continue;
    // The address on the next line, or on the one after a person's line (">Braceletmythology / >Randolph Frami / >770 …").
    let next = k + 1;
    const [ns, ne] = lines[next]!;
    if (!ADDRESS_OPENS.test(text.slice(ns, ne)) && NAME_LINE.test(text.slice(ns, ne)) && personIn(ns, ne)) next++;
    if (next >= lines.length) continue;
    const [as, ae] = lines[next]!;
    if (!ADDRESS_OPENS.test(text.slice(as, ae))) continue;
    // The address is one by a place found in it too ("suite 112", "Apt. 417", a town), or by its corner: "2 weeks" is no address.
    const corner = /corner/i.test(text.slice(as, Math.min(ae, as + 24)));
    if (!corner && !out.some((h) => h.start >= as && h.end <= ae && PLACES.has(h.type))) continue;
    const start = s + m[0].indexOf(m[1]!);
    const end = start + m[1]!.length;
    if (out.some((h) => h.start < end && h.end > start)) continue;
    out.push({ type: 'ORGANIZATION', start, end, rank: PLACE_RANK.org });
  }
}
