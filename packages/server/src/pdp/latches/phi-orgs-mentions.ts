/**
 * Other mentions of an organization found once in the text ("Plumtrail … Plumtrail's support"), by one walk
 * over the tokens (ADR 0052; moved here from phi-orgs-links.ts).
 */
import { region } from './phi-big-cities.js';
import { PLACE_RANK } from './phi-cities.js';
import { isCity, isCommon, isEnglish, isName } from './phi-lexicon.js';
import { possessive } from './phi-name-words.js';
import { ORG_LEGAL, ORG_STRONG } from './phi-org-words.js';
import { AMBIGUOUS } from './phi-orgs-agencies.js';
import { type Tok, work } from './phi-tokens.js';
import type { Hit } from './pii-context.js';

const org = (start: number, end: number): Hit => ({ type: 'ORGANIZATION', start, end, rank: PLACE_RANK.org });

/** A word in no list of words, names, towns or regions: a brand's coinage ("Hanbit", "Clarivance"). */
const coined = (lc: string) =>
  !isEnglish(lc) && !isCommon(lc) && !isName(lc) && !isCity(lc) && !region(lc) && !/\d/.test(lc);

/** A firm's coined first word alone: no capitalized word joined to it on either side ("Kenji Shiokawa" is a person). */
function shortMention(toks: Tok[], ti: number, shorts: ReadonlySet<string>): boolean {
  const t = toks[ti]!;
  if (!shorts.has(possessive(t.lc) ? t.lc.slice(0, -2) : t.lc)) return false;
  const p = toks[ti - 1];
  const n = toks[ti + 1];
  return !(p?.cap && p.end + 1 === t.start) && !(n?.cap && t.end + 1 === n.start);
}

/** The people found, by start (read once, when a mention is taken). */
function personStarts(out: Hit[]): Map<number, Hit[]> {
  const m = new Map<number, Hit[]>();
  for (const h of out) if (h.type === 'PERSON') m.set(h.start, [...(m.get(h.start) ?? []), h]);
  return m;
}

/** Other mentions of an organization found once ("Plumtrail … Plumtrail's support"), by one walk over the tokens. */
export function findMentions(text: string, toks: Tok[], out: Hit[]): void {
  const byFirst = new Map<string, Set<string>>();
  const covered = new Set<number>();
  const shorts = new Set<string>();
  for (let ti = 0; ti < out.length; ti++) {
    const h = out[ti]!;
    if (h.type !== 'ORGANIZATION' || h.end - h.start < 3) continue;
    covered.add(h.start);
    const name = text.slice(h.start, h.end);
    // "the FDA … CMS intact", "from CMS, … CMS checks q1h": an agency's acronym that is also a clinical one stands
    // for the agency only where its own words say so (phi-orgs-agencies.ts), not in every other mention.
    if (AMBIGUOUS.has(name)) continue;
    const first = name.split(/[^\p{L}\p{M}\d'’-]/u, 1)[0]!.toLowerCase();
    const names = byFirst.get(first) ?? new Set<string>();
    if (names.size < 4) names.add(name);
    byFirst.set(first, names);
    // "Hanbit Biologics … Hanbit's filters": a firm's coined first word (in no word, name or town list) stands for
    // the firm alone too (ADR 0103). Only a firm's, named by a business word or a legal form: a clinic or a
    // hospital is named after its town ("Riccarton Clinic … Riccarton"), and "Mayo" or "Quest" alone may be anything.
    const last = /([\p{L}]+)\.?$/u.exec(name)?.[1]?.toLowerCase() ?? '';
    if (
      first.length > 2 &&
      name.length > first.length + 1 &&
      (ORG_STRONG.has(last) || ORG_LEGAL.has(last)) &&
      coined(first) &&
      /^\p{Lu}/u.test(name)
    )
      shorts.add(first);
  }
  if (byFirst.size === 0) return;
  let people: Map<number, Hit[]> | undefined;
  for (let ti = 0; ti < toks.length; ti++) {
    const t = toks[ti]!;
    if (!t.cap) continue;
    if (covered.has(t.start)) continue;
    if (shorts.size > 0 && shortMention(toks, ti, shorts)) {
      const end = t.start + (possessive(t.lc) ? t.lc.length - 2 : t.lc.length);
      out.push(org(t.start, end));
      people ??= personStarts(out);
      for (const p of people.get(t.start) ?? []) if (p.end === end) p.type = 'ORGANIZATION';
      continue;
    }
    const names = byFirst.get(t.lc);
    if (names === undefined) continue;
    for (const name of names) {
      work.steps++;
      const end = t.start + name.length;
      if (text.startsWith(name, t.start) && !/[\p{L}\p{M}\d]/u.test(text[end] ?? ' ')) {
        // "The Chase branch … where Chase Meyers fainted": a one-word name before a surname is a person's given name.
        const next = toks[ti + 1];
        if (
          next?.cap &&
          !next.upper &&
          next.start === end + 1 &&
          text[end] === ' ' &&
          !name.includes(' ') &&
          isName(next.lc)
        )
          break;
        out.push(org(t.start, end));
        // A name found an organization once is one there too, not a person (ADR 0103).
        people ??= personStarts(out);
        for (const p of people.get(t.start) ?? []) if (p.end === end) p.type = 'ORGANIZATION';
        break;
      }
    }
  }
}
