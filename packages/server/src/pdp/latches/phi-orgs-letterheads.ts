/**
 * Letterheads and contact blocks (ADR 0052, 0087): the sender's or the addressee's line above a street
 * address, read from the street hits. Split out of phi-orgs-cued.ts.
 */
import { PLACE_RANK } from './phi-cities.js';
import { isName } from './phi-lexicon.js';
import { JOB_WORDS } from './phi-org-words.js';
import { orgLike } from './phi-orgs-phrase.js';
import { work } from './phi-tokens.js';
import type { Hit } from './pii-context.js';

/** Whether a person hit lies within [s, e): a binary search over the people sorted by start. */
function personWithin(people: Hit[], s: number, e: number): boolean {
  let lo = 0;
  let hi = people.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (people[mid]!.start < s) lo = mid + 1;
    else hi = mid;
  }
  const h = people[lo];
  return h !== undefined && h.start < e && h.end <= e;
}

const LINE_PREFIX = /^[^\p{L}\p{N}]*/u;
/** A given name, an optional initial and a surname, in capitals or Title Case. */
const PERSON_LINE = /^\p{Lu}[\p{L}'’-]+(?:[ \t]\p{Lu}\.?)?[ \t]\p{Lu}[\p{L}'’-]+$/u;
/** The labels of an address block's lines, no name ("BILL TO", "CARE OF", "DEAR SIR", "HOME ADDRESS"). */
const ADDRESS_LABEL =
  /^(?:(?:bill|ship|sold|deliver|mail|send|remit)[ \t]+to|care[ \t]+of|c\/o|attn|attention|dear[ \t]+(?:sir|madam)|(?:home|mailing|postal|billing|shipping|street|work)?[ \t]*address|grand[ \t]+rounds|to[ \t]+whom.*|(?:private[ \t]+and[ \t]+|strictly[ \t]+)?confidential|personal|urgent|by[ \t]+hand|addressee[ \t]+only)[ \t:]*$/i;
/** A line that ends in a company's legal form. */
const LEGAL_END = /(?:Limited|Ltd\.?|Inc\.?|LLC|Pty\.? Ltd\.?|GmbH|PLC|plc)[ \t]*$/;
// (At 0 the search must not run: lastIndexOf reads a negative start as 0 and finds a line break at 0, past `at`,
// and the walk up the lines above looped forever on a text that opens with one.)
const lineStart = (text: string, at: number) => (at <= 0 ? 0 : text.lastIndexOf('\n', at - 1) + 1);

/**
 * Letterheads and contact blocks: the line right above a street address (or P.O. box) that opens
 * its line, when the line above that one, or the one above it, is a person's name, or the block
 * opens the text ("Morgan Stanley / 30866 Ránargata 87").
 */
export function letterheads(text: string, people: Hit[], streets: Hit[], out: Hit[]): void {
  const personLine = (s: number, e: number) => personWithin(people, s, e);
  for (let ti = 0; ti < streets.length; ti++) {
    const s = streets[ti]!;
    work.steps++;
    // A street that opens its line has its line's start within a few characters: looked for in a bounded
    // window, so a long line with many streets is not read again from its start for each (quadratic).
    const from = Math.max(0, s.start - 32);
    const nl = text.slice(from, s.start).lastIndexOf('\n');
    if (nl < 0 && from > 0) continue;
    const ls = nl < 0 ? 0 : from + nl + 1;
    const pre = LINE_PREFIX.exec(text.slice(ls, s.start))![0];
    // "Innography / the corner of 25 Dili Gianni Street": a corner opens the address line too.
    const corner = /^[^\p{L}\p{N}]*the[ \t]+corner[ \t]+of[ \t]+$/iu.test(text.slice(ls, s.start));
    if ((ls + pre.length !== s.start && !corner) || ls === 0) continue;
    // The lines above, nearest first, skipping blank ones and repeats of the person's name.
    const lines: [number, number][] = [];
    let end = ls - 1;
    while (end >= 0 && lines.length < 4) {
      const st = lineStart(text, end);
      const body = text.slice(st, end).replace(LINE_PREFIX, '').trim();
      if (body !== '') lines.push([st, end]);
      end = st - 1;
    }
    let k = 0;
    // (A firm's line is no person's though a title word stands in it: "Medibank Private Limited".)
    while (
      k < lines.length &&
      personLine(lines[k]![0], lines[k]![1]) &&
      !LEGAL_END.test(text.slice(lines[k]![0], lines[k]![1]))
    ) {
      // "GEORGE A PAPADOPOULOS": the addressee's whole line, its middle initial too.
      const [a, b] = lines[k]!;
      const whole = /^[ \t]*(\S.*?)[ \t]*$/.exec(text.slice(a, b))!;
      if (PERSON_LINE.test(whole[1]!))
        out.push({
          type: 'PERSON',
          start: a + whole.index + whole[0].indexOf(whole[1]!),
          end: a + whole.index + whole[0].indexOf(whole[1]!) + whole[1]!.length,
          rank: PLACE_RANK.org,
        });
      k++;
    }
    const cand = lines[k];
    if (cand === undefined) continue;
    const [cs, ce] = cand;
    const raw = text.slice(cs, ce);
    const body = raw.replace(LINE_PREFIX, '').trimEnd();
    // (A line of several fields, "Radboudumc, Nijmegen — Poliklinische brief", is a header, not one name.)
    if (body.length > 60 || /[:\d@|]| [—–] /.test(body) || body.split(/\s+/).length > 6 || ADDRESS_LABEL.test(body))
      continue;
    const above = lines.slice(k + 1, k + 3);
    const opens = k + 1 >= lines.length && text.slice(0, cs).trim() === '';
    if (!opens && !above.some(([a, b]) => personLine(a, b))) continue;
    const start = cs + (raw.length - raw.trimStart().length) + LINE_PREFIX.exec(raw.trimStart())![0].length;
    // Title Case words in that position are a name even when English ("Scale Unlimited", "Here"), unless they are a job title.
    const titled = body.split(/[ \t]+/).every((w) => /^[\p{Lu}&]/u.test(w) && !JOB_WORDS.has(w.toLowerCase()));
    // "JANE ROE / 12 KOWALCZYK AVE": two or three words of the name list (a middle initial between) are the addressee.
    if (
      !orgLike(body) &&
      PERSON_LINE.test(body) &&
      body.split(/[ \t]+/).every((w) => w.length < 2 || (isName(w.toLowerCase()) && !JOB_WORDS.has(w.toLowerCase())))
    )
      out.push({ type: 'PERSON', start, end: start + body.length, rank: PLACE_RANK.org });
    else if (orgLike(body) || titled)
      out.push({ type: 'ORGANIZATION', start, end: start + body.length, rank: PLACE_RANK.org });
  }
}
