/**
 * The parser behind safe-regex.ts: a JavaScript regex source (already accepted by V8) to a small
 * tree of character sets, sequences, alternatives, lookarounds and repeats. Character sets are
 * approximated upwards, never downwards, so the checks built on them over-report overlaps.
 */

export type Ranges = ReadonlyArray<readonly [number, number]>;
export type Node =
  | { t: 'char'; set: Ranges }
  | { t: 'empty' } // assertions (^ $ \b \B) and empty alternatives: zero width
  | { t: 'seq'; items: Node[] }
  | { t: 'alt'; alts: Node[] }
  | { t: 'look'; body: Node }
  | { t: 'rep'; body: Node; min: number; max: number; span: string };

export class Refused extends Error {}
export const refuse = (why: string): never => {
  throw new Refused(why);
};

// ---- character sets ---------------------------------------------------------------------------

const MAX_CP = 0x10ffff;
/** `'48-57 95'` → [[48, 57], [95, 95]]: code points in decimal, so each table stays on one line. */
const ranges = (spec: string): Ranges =>
  spec.split(' ').map((r) => {
    const [lo, hi = lo] = r.split('-').map(Number);
    return [lo!, hi!] as const;
  });
const DIGIT = ranges('48-57');
const WORD = ranges('48-57 65-90 95 97-122');
const SPACE = ranges('9-13 32 160 5760 8192-8202 8232-8233 8239 8287 12288 65279');
const ANY = ranges(`0-${MAX_CP}`);
const LINE_ENDS = ranges('10 13 8232-8233');
const CLASSES: Record<string, Ranges> = { d: DIGIT, w: WORD, s: SPACE };
const CONTROLS: Record<string, number> = { t: 9, n: 10, v: 11, f: 12, r: 13, 0: 0 };

/** Sorted, merged ranges: keeps follow sets small however many parts feed them. */
export function union(...sets: Ranges[]): Ranges {
  const out: [number, number][] = [];
  for (const [lo, hi] of sets.flat().sort((a, b) => a[0] - b[0])) {
    const last = out[out.length - 1];
    if (last && lo <= last[1] + 1) last[1] = Math.max(last[1], hi);
    else out.push([lo, hi]);
  }
  return out;
}

function complement(set: Ranges): Ranges {
  const out: [number, number][] = [];
  let next = 0;
  for (const [lo, hi] of union(set)) {
    if (lo > next) out.push([next, lo - 1]);
    next = hi + 1;
  }
  if (next <= MAX_CP) out.push([next, MAX_CP]);
  return out;
}

export const overlaps = (a: Ranges, b: Ranges): boolean =>
  a.some(([l1, h1]) => b.some(([l2, h2]) => l1 <= h2 && l2 <= h1));

/** Code points that can match one another under the `i` flag, grouped once on first use. */
let caseGroups: { of: Map<number, number[]>; all: number[][] } | undefined;

function groups(): { of: Map<number, number[]>; all: number[][] } {
  if (caseGroups) return caseGroups;
  const single = (s: string, cp: number): number => ([...s].length === 1 ? s.codePointAt(0)! : cp);
  const of = new Map<number, number[]>();
  const byKey = new Map<number, number[]>();
  for (let cp = 0; cp < 0x20000; cp++) {
    const c = String.fromCodePoint(cp);
    const up = single(c.toUpperCase(), cp);
    if (up === cp && single(c.toLowerCase(), cp) === cp) continue;
    const key = single(String.fromCodePoint(up).toLowerCase(), up); // ſ, s and S all key to s
    const group = byKey.get(key) ?? [];
    byKey.set(key, group);
    for (const member of [cp, key]) {
      if (of.get(member) !== group) group.push(member); // a key such as ß may itself have no case
      of.set(member, group);
    }
  }
  caseGroups = { of, all: [...byKey.values()] };
  return caseGroups;
}

/** Adds every case variant of the set's characters (the `i` flag); wide sets scan the groups. */
function fold(set: Ranges): Ranges {
  const { of, all } = groups();
  const span = set.reduce((n, [lo, hi]) => n + hi - lo + 1, 0);
  const members =
    span <= 512
      ? set.flatMap(([lo, hi]) => Array.from({ length: hi - lo + 1 }, (_, k) => of.get(lo + k) ?? []))
      : all.filter((g) => g.some((cp) => overlaps(set, [[cp, cp]])));
  return union(set, ...members.map((g) => g.map((cp) => [cp, cp] as const)));
}

// ---- parser (the source is already known to be valid for V8) ----------------------------------

export function parse(src: string, flags: string): Node {
  const u = flags.includes('u');
  const cased = (set: Ranges): Ranges => (flags.includes('i') ? fold(set) : set);
  const dot = flags.includes('s') ? ANY : complement(LINE_ENDS);
  let i = 0;

  const alternation = (): Node => {
    const alts = [sequence()];
    while (src[i] === '|' && ++i) alts.push(sequence());
    return alts.length === 1 ? alts[0]! : { t: 'alt', alts };
  };

  const sequence = (): Node => {
    const items: Node[] = [];
    while (i < src.length && src[i] !== '|' && src[i] !== ')') {
      const start = i;
      const body = atom();
      const q = quantifier();
      items.push(q ? { t: 'rep', body, ...q, span: src.slice(start, i) } : body);
    }
    return items.length === 1 ? items[0]! : { t: 'seq', items };
  };

  const quantifier = (): { min: number; max: number } | null => {
    const m = /^(?:[*+?]|\{(\d+)(,(\d*))?\})/.exec(src.slice(i)); // no match on a literal `{` (non-u)
    if (!m) return null;
    i += m[0].length;
    if (src[i] === '?') i++; // lazy: the same paths in another order
    const n = Number(m[1]);
    if (m[1] === undefined) return { min: m[0] === '+' ? 1 : 0, max: m[0] === '?' ? 1 : Number.POSITIVE_INFINITY };
    return { min: n, max: m[2] === undefined ? n : m[3] ? Number(m[3]) : Number.POSITIVE_INFINITY };
  };

  const atom = (): Node => {
    const c = src[i++]!;
    if (c === '^' || c === '$') return { t: 'empty' };
    if (c === '.') return { t: 'char', set: dot };
    if (c === '[') return { t: 'char', set: charClass() };
    if (c === '(') return group();
    const e = c === '\\' ? escaped(false) : codePoint();
    return e === 'assertion' ? { t: 'empty' } : { t: 'char', set: cased(e) };
  };

  /** The character just consumed; an astral character is one unit only in u mode. */
  const codePoint = (): Ranges => {
    const cp = src.codePointAt(i - 1)!;
    if (u && cp > 0xffff) i++;
    return [[cp, cp]];
  };

  const group = (): Node => {
    const kind = /^\?(?::|<[^=!>]+>|=|!|<=|<!)/.exec(src.slice(i))?.[0] ?? '';
    i += kind.length;
    const body = alternation();
    i++; // ')'
    return ['?=', '?!', '?<=', '?<!'].includes(kind) ? { t: 'look', body } : body;
  };

  const charClass = (): Ranges => {
    const negated = src[i] === '^';
    if (negated) i++;
    const set: Ranges[] = [];
    while (i < src.length && src[i] !== ']') {
      const lo = classAtom();
      if (src[i] === '-' && src[i + 1] !== ']' && lo.length === 1 && lo[0]![0] === lo[0]![1]) {
        i++;
        const hi = classAtom();
        // `[a-\d]` (non-u) is three parts; otherwise a range
        set.push(hi.length === 1 && hi[0]![0] === hi[0]![1] ? [[lo[0]![0], hi[0]![0]]] : union(lo, [[45, 45]], hi));
      } else set.push(lo);
    }
    i++; // ']'
    const all = cased(union(...set));
    return negated ? complement(all) : all;
  };

  const classAtom = (): Ranges => {
    if (src[i++] !== '\\') return codePoint();
    if (src[i] !== 'b') {
      const e = escaped(true);
      return e === 'assertion' ? ANY : e;
    }
    i++;
    return [[8, 8]]; // \b is backspace inside a class
  };

  /** After a backslash, unfolded. Refuses backreferences; `\b` and `\B` outside a class are assertions. */
  const escaped = (inClass: boolean): Ranges | 'assertion' => {
    const c = src[i++]!;
    const named = CLASSES[c.toLowerCase()];
    if (named) return c === c.toLowerCase() ? named : complement(named);
    if (c === 'b' || c === 'B') return 'assertion';
    if (!inClass && /[1-9]/.test(c)) refuse(`backreferences are not allowed (\\${c})`);
    if (c === 'k' && (u || /\(\?<[^=!]/.test(src))) refuse('backreferences are not allowed (\\k<…>)');
    if ((c === 'p' || c === 'P') && u) {
      i = src.indexOf('}', i) + 1;
      return ANY; // any Unicode property: approximated upwards
    }
    const control = CONTROLS[c];
    if (control !== undefined) return [[control, control]];
    const hex = c === 'x' ? /^[0-9a-fA-F]{2}/ : c === 'u' ? /^(?:[0-9a-fA-F]{4}|\{[0-9a-fA-F]+\})/ : null;
    const m = hex?.exec(src.slice(i));
    if (m && (c === 'x' || u || !m[0].startsWith('{'))) {
      i += m[0].length;
      const cp = Number.parseInt(m[0].replace(/[{}]/g, ''), 16);
      return [[cp, cp]];
    }
    if (c === 'c' && /[A-Za-z]/.test(src[i] ?? '')) {
      const cp = src.charCodeAt(i++) % 32;
      return [[cp, cp]];
    }
    return codePoint();
  };

  return alternation();
}
