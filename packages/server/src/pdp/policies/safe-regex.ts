/**
 * A conservative static check for the user-supplied regexes of content rules, which V8 runs with a
 * backtracking engine on every authorize (DESIGN §8.4). No dependency: a small parser over the
 * pattern source, then rules that refuse the shapes behind exponential backtracking:
 *
 *  1. star height > 1: a quantifier that can repeat (max > 1) over a group that itself holds an
 *     unbounded quantifier — `(a+)+`, `(a*)*`, `(\w+\s?)+`, `(.*a){12}`. This also refuses some
 *     harmless patterns such as `(?:[a-z]+\.)+`; that is the accepted price of a simple rule.
 *  2. ambiguity under repetition: inside a repeated group, alternatives that can start with the same
 *     character (`(a|a)*`, `(a|ab)*`, conservatively also `(ab|ac)*`), or a variable-length part
 *     whose characters can also begin what follows it (`(a?a)+`, `(\d{1,3},?)+`).
 *  3. a repeated group that can match the empty string (`(a?)*`), which multiplies paths too.
 *  4. more than 4 variable-length parts (2 of them unbounded) that overlap what follows them, even
 *     unrepeated: `a?a?a?a?a?aaaaa` tries 2^5 splits, and `a*a*a*b` is cubic on a run of a's; each
 *     such part multiplies the work (the library's medication pattern has 3, 2 unbounded).
 *  5. repeat counts above 1,000, alone or multiplied through nesting (`(a{100}){100}`), patterns
 *     over 1,000 characters, backreferences (and legacy octal escapes), lookarounds holding an
 *     unbounded quantifier, and flags other than i, m, s, u (the engine owns g and y).
 *
 * Not caught: polynomial backtracking on long inputs. Even accepted patterns such as
 * `[\w.-]+\.example\.com` are quadratic when they fail at every start position (20,000 × "a" takes
 * about a second), so callers should bound the text each custom pattern scans.
 *
 * Character sets are approximated upwards (\p{…} is any character; under `i` a character stands for
 * every code point sharing its simple upper/lower case), so overlaps are over-reported, not missed.
 */

import { type Node, overlaps, parse, type Ranges, Refused, refuse, union } from './regex-parse.js';

export type PatternCheck = { ok: true; regex: RegExp } | { ok: false; error: string };

export const MAX_PATTERN_LENGTH = 1000;
export const MAX_REPEAT = 1000;
export const MAX_CHOICE_POINTS = 4;
export const MAX_UNBOUNDED_CHOICE_POINTS = 2;
const ALLOWED_FLAGS = /^[imsu]*$/;

export function checkPattern(source: string, flags = ''): PatternCheck {
  if (source.length > MAX_PATTERN_LENGTH) return { ok: false, error: `longer than ${MAX_PATTERN_LENGTH} characters` };
  if (!ALLOWED_FLAGS.test(flags)) return { ok: false, error: `flags may only be i, m, s and u (got "${flags}")` };
  let regex: RegExp;
  try {
    regex = new RegExp(source, flags);
  } catch (err) {
    return { ok: false, error: (err as Error).message };
  }
  try {
    const root = parse(source, flags);
    check(root, 1);
    const points: Point[] = [];
    choicePoints(root, [], false, points);
    const open = points.filter((p) => p.unbounded).length;
    if (points.length > MAX_CHOICE_POINTS || open > MAX_UNBOUNDED_CHOICE_POINTS) {
      const why = `${points.length} optional parts (${open} unbounded) overlap what follows them`;
      refuse(
        `${why}; at most ${MAX_CHOICE_POINTS} (${MAX_UNBOUNDED_CHOICE_POINTS}) are allowed, as each multiplies the work`,
      );
    }
  } catch (err) {
    if (err instanceof Refused) return { ok: false, error: err.message };
    throw err;
  }
  return { ok: true, regex };
}

// ---- analysis: the rules of the header comment over the parsed tree ---------------------------

/** Whether `n` can match the empty string. */
export function nullable(n: Node): boolean {
  if (n.t === 'char') return false;
  if (n.t === 'seq') return n.items.every(nullable);
  if (n.t === 'alt') return n.alts.some(nullable);
  if (n.t === 'rep') return n.min === 0 || nullable(n.body);
  return true;
}

function first(n: Node): Ranges {
  if (n.t === 'char') return n.set;
  if (n.t === 'alt') return union(...n.alts.map(first));
  if (n.t === 'rep') return first(n.body);
  if (n.t !== 'seq') return [];
  const out: Ranges[] = [];
  for (const item of n.items) {
    out.push(first(item));
    if (!nullable(item)) break;
  }
  return union(...out);
}

function unbounded(n: Node): boolean {
  if (n.t === 'rep') return n.max === Number.POSITIVE_INFINITY || unbounded(n.body);
  if (n.t === 'seq') return n.items.some(unbounded);
  if (n.t === 'alt') return n.alts.some(unbounded);
  return n.t === 'look' && unbounded(n.body);
}

/** Applies the rules of the header comment; `product` is the repeat count multiplied so far. */
function check(n: Node, product: number): void {
  if (n.t === 'seq') for (const item of n.items) check(item, product);
  else if (n.t === 'alt') for (const alt of n.alts) check(alt, product);
  else if (n.t === 'look') {
    if (unbounded(n.body)) refuse('a lookaround may not contain an unbounded quantifier');
    check(n.body, product);
  } else if (n.t === 'rep') {
    const at = `\`${n.span}\``;
    const count = product * (n.max === Number.POSITIVE_INFINITY ? Math.max(n.min, 1) : n.max);
    if (count > MAX_REPEAT) refuse(`${at}: repeat counts above ${MAX_REPEAT} (nesting multiplies them)`);
    if (n.max > 1) {
      if (unbounded(n.body)) refuse(`${at}: nested quantifiers (a repeated group holds + or *) can backtrack badly`);
      if (nullable(n.body)) refuse(`${at}: a repeated group that can match nothing`);
      const why: Point[] = [];
      choicePoints(n.body, first(n.body), true, why);
      if (why[0]) refuse(`${at}: ${why[0].why}, so the repetition can backtrack catastrophically`);
    }
    check(n.body, count);
  }
}

/**
 * Collects the choice points of `n`, given the characters that may follow it: variable-length
 * parts whose characters can also begin what follows them, and (with `alts`) alternatives that can
 * start with the same character. Under a repetition any one of them is exponential.
 */
type Point = { why: string; unbounded: boolean };

function choicePoints(n: Node, follow: Ranges, alts: boolean, out: Point[]): void {
  if (n.t === 'look') choicePoints(n.body, [], alts, out);
  else if (n.t === 'alt') {
    const starts = n.alts.map((a) => (nullable(a) ? union(first(a), follow) : first(a)));
    starts.forEach((set, i) => {
      const j = starts.findIndex((other, k) => k > i && overlaps(set, other));
      const why = `alternatives ${i + 1} and ${j + 1} can start with the same character`;
      if (alts && j > 0) out.push({ why, unbounded: false });
    });
    for (const a of n.alts) choicePoints(a, follow, alts, out);
  } else if (n.t === 'rep') {
    if (n.min !== n.max && overlaps(first(n.body), follow)) {
      out.push({
        why: `\`${n.span}\` can end where what follows it begins`,
        unbounded: n.max === Number.POSITIVE_INFINITY,
      });
    }
    choicePoints(n.body, union(first(n.body), follow), alts, out);
  } else if (n.t === 'seq') {
    let next = follow;
    for (let i = n.items.length - 1; i >= 0; i--) {
      const item = n.items[i]!;
      choicePoints(item, next, alts, out);
      next = nullable(item) ? union(first(item), next) : first(item);
    }
  }
}
