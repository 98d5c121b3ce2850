/**
 * Other mentions of an organization found once in the text ("Plumtrail … Plumtrail's support"), by one walk
 * over the tokens (ADR 0052; moved here from phi-orgs-links.ts).
 */
import { PLACE_RANK } from './phi-cities.js';
import { isName } from './phi-lexicon.js';
import { AMBIGUOUS } from './phi-orgs-agencies.js';
import { type Tok, work } from './phi-tokens.js';
import type { Hit } from './pii-context.js';

const org = (start: number, end: number): Hit => ({ type: 'ORGANIZATION', start, end, rank: PLACE_RANK.org });

/** Other mentions of an organization found once ("Plumtrail … Plumtrail's support"), by one walk over the tokens. */
export function findMentions(text: string, toks: Tok[], out: Hit[]): void {
  const byFirst = new Map<string, Set<string>>();
  const covered = new Set<number>();
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
  }
  if (byFirst.size === 0) return;
  for (let ti = 0; ti < toks.length; ti++) {
    const t = toks[ti]!;
    if (!t.cap) continue;
    const names = byFirst.get(t.lc);
    if (names === undefined || covered.has(t.start)) continue;
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
        break;
      }
    }
  }
}
