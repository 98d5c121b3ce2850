/**
 * What Cedar text may reach the engine (ADR 0031). cedar-wasm recurses over the text's syntax tree
 * when it parses, converts and evaluates it, on a native stack shared with Node and on a shadow stack
 * in its own memory; a tree that is too deep overflows one of them and ruins the instance
 * (cedar-engine.ts). So the text is measured here, in one pass and without recursion, before any
 * of it is handed over: size, statement count, and how deep its tree can nest.
 *
 * Depth is an upper bound on the stack Cedar spends along the deepest path of the tree, in units
 * measured on cedar-wasm 4.13 in optimized code, where its frames are largest: a bracket level
 * (parentheses, set, record, call arguments, `when { }`) costs 4; an operator (`&&`, `||`,
 * comparisons, `in`, `has`, `like`, `is`, `+`, `-`, `*`, `.attr`, `[index]`, `.method()`, `if`)
 * 3; a `!` or unary `-` 2. The engine overflowed at about 300 units whatever the construct (74
 * nested parentheses, 104 to 106 chained `&&`, `||`, `+`, `.a` or `if`, 26 levels of `!!!!(`),
 * so the limit leaves three times that. A chain `a && b && c` nests as ((a && b) && c): each
 * operator of a chain counts, and its deepest operand is added once.
 */

export const MAX_CEDAR_BYTES = 65_536;
export const MAX_CEDAR_STATEMENTS = 100;
export const MAX_CEDAR_DEPTH = 100;

/** At most this many statements are named as too deep: a 64 KiB text could otherwise list thousands. */
const MAX_REPORTED = 10;
const BRACKET = 4;
const OPERATOR = 3;
const UNARY = 2;
/** Binary operators by precedence, lowest first: which of them chain and which nest. */
const LEVELS = 5;
const BINARY = new Map<string, number>([
  ['||', 0],
  ['&&', 1],
  ...['==', '!=', '<', '<=', '>', '>=', 'in', 'has', 'like', 'is'].map((op) => [op, 2] as [string, number]),
  ['+', 3],
  ['*', 4],
]);
const CLOSER: Record<string, string> = { '(': ')', '[': ']', '{': '}' };
const TWO_CHAR = new Set(['&&', '||', '==', '!=', '<=', '>=', '::']);

/** One bracket (or `if`) being measured: the expression segments inside it, the deepest so far. */
interface Frame {
  close: string | null; // the closing bracket, null for `if` and the top level
  cost: number; // what the frame itself adds: BRACKET, OPERATOR for `if`, 0 at the top level
  ifPart: number; // `if` frames: 0 condition, 1 then, 2 else
  best: number; // deepest finished segment
  ops: number[]; // operators met per precedence level in the current segment
  deepest: number[]; // deepest operand folded into each level
  unary: number; // the current operand: prefix operators,
  postfix: number; // attribute accesses, indexes and method calls,
  inner: number; // and its deepest bracket or `if` inside
  operand: boolean; // true when an operand is expected next (so `-` is unary, `(` groups)
}

const frame = (close: string | null, cost: number): Frame => ({
  close,
  cost,
  ifPart: 0,
  best: 0,
  ops: [0, 0, 0, 0, 0],
  deepest: [0, 0, 0, 0, 0],
  unary: 0,
  postfix: 0,
  inner: 0,
  operand: true,
});

/** The current operand's depth, folded up through the precedence levels above `level`. */
function fold(f: Frame, level: number): number {
  let depth = f.unary * UNARY + f.postfix * OPERATOR + f.inner;
  f.unary = 0;
  f.postfix = 0;
  f.inner = 0;
  for (let l = LEVELS - 1; l > level; l--) {
    depth = f.ops[l]! * OPERATOR + Math.max(f.deepest[l]!, depth);
    f.ops[l] = 0;
    f.deepest[l] = 0;
  }
  return depth;
}

/** Ends a segment (at `,` `:` `;` `then` `else` or a closer): its depth counts towards the frame. */
function endSegment(f: Frame): void {
  f.best = Math.max(f.best, fold(f, -1));
  f.operand = true;
}

const closeFrame = (f: Frame): number => {
  endSegment(f);
  return f.cost + f.best;
};

/** Errors naming each limit the text exceeds; empty when it may be handed to the engine. */
export function cedarLimitErrors(text: string): string[] {
  const bytes = Buffer.byteLength(text, 'utf8');
  if (bytes > MAX_CEDAR_BYTES) return [`cedar is ${bytes} bytes; the limit is ${MAX_CEDAR_BYTES}`];
  const errors: string[] = [];
  const stack: Frame[] = [frame(null, 0)];
  let statements = 0;
  let statementStart = -1;
  const top = () => stack[stack.length - 1]!;
  /** Closes the frames above `k`, their depth going to the operand of the frame below. */
  const closeAbove = (k: number) => {
    while (stack.length - 1 > k) {
      const depth = closeFrame(stack.pop()!);
      top().inner = Math.max(top().inner, depth);
      top().operand = false;
    }
  };
  const popIfs = () => {
    let k = stack.length - 1;
    while (k > 0 && stack[k]!.close === null) k--;
    closeAbove(k);
  };
  const endStatement = () => {
    closeAbove(0); // at the end of the text, brackets left open count as closed there
    const root = stack[0]!;
    endSegment(root);
    if (statementStart < 0) return;
    statements++;
    if (root.best > MAX_CEDAR_DEPTH && errors.length < MAX_REPORTED) {
      errors.push(
        `${lineColumn(text, statementStart)}: the statement nests too deeply (depth ${root.best}; the limit is ` +
          `${MAX_CEDAR_DEPTH}: a bracket level counts ${BRACKET}, an operator or attribute access ${OPERATOR}, ` +
          `! or unary - ${UNARY})`,
      );
    }
    root.best = 0;
    statementStart = -1;
  };
  let i = 0;
  while (i < text.length) {
    const ch = text[i]!;
    if (/\s/.test(ch)) {
      i++;
      continue;
    }
    if (ch === '/' && text[i + 1] === '/') {
      const eol = text.indexOf('\n', i);
      i = eol < 0 ? text.length : eol + 1;
      continue;
    }
    const start = i;
    let token: string;
    if (ch === '"') {
      i++;
      while (i < text.length && text[i] !== '"') i += text[i] === '\\' ? 2 : 1;
      i++;
      token = '"';
    } else if (/[A-Za-z_]/.test(ch)) {
      while (i < text.length && /[A-Za-z0-9_]/.test(text[i]!)) i++;
      token = text.slice(start, i);
    } else if (/[0-9]/.test(ch)) {
      while (i < text.length && /[0-9]/.test(text[i]!)) i++;
      token = '0';
    } else {
      token = TWO_CHAR.has(text.slice(i, i + 2)) ? text.slice(i, i + 2) : ch;
      i += token.length;
    }
    if (token === ';' && stack.length === 1) {
      endStatement();
      continue;
    }
    if (statementStart < 0) statementStart = start;
    measure(token);
  }
  endStatement();
  if (statements > MAX_CEDAR_STATEMENTS) {
    errors.unshift(`cedar has ${statements} statements; the limit is ${MAX_CEDAR_STATEMENTS}`);
  }
  return errors;

  function measure(token: string): void {
    const f = top();
    const level = BINARY.get(token);
    if (token === '-' && f.operand) {
      f.unary++;
    } else if (token === '!') {
      f.unary++;
      f.operand = true;
    } else if (level !== undefined || token === '-') {
      const l = level ?? 3;
      const depth = fold(f, l);
      f.ops[l]!++;
      f.deepest[l] = Math.max(f.deepest[l]!, depth);
      f.operand = true;
    } else if (token === '.') {
      f.postfix++;
      f.operand = false;
    } else if (token in CLOSER) {
      if (token === '[' && !f.operand) f.postfix++; // an index; otherwise a set
      stack.push(frame(CLOSER[token]!, BRACKET));
    } else if (token === ')' || token === ']' || token === '}') {
      popIfs();
      // An unmatched closer is ignored (Cedar refuses the text); the frame stays open and counts on.
      if (top().close === token) closeAbove(stack.length - 2);
    } else if (token === ',' || token === ':' || token === ';') {
      popIfs();
      endSegment(top());
    } else if (token === 'if') {
      stack.push(frame(null, OPERATOR));
    } else if ((token === 'then' || token === 'else') && ifFor(token)) {
      endSegment(top());
      top().ifPart++;
    } else {
      f.operand = false; // a name or literal; names side by side (`forbid (…) when {…}`) share one operand
    }
  }

  /** Moves to the `if` that `then`/`else` continues (closing finished ones); false when there is none. */
  function ifFor(token: 'then' | 'else'): boolean {
    const part = token === 'then' ? 0 : 1;
    for (let k = stack.length - 1; k > 0 && stack[k]!.close === null; k--) {
      if (stack[k]!.ifPart !== part) continue;
      closeAbove(k);
      return true;
    }
    return false;
  }
}

/** `line L, column C` of a character index (columns count characters). */
export function lineColumn(text: string, index: number): string {
  const before = text.slice(0, index);
  const line = before.split('\n').length;
  return `line ${line}, column ${index - before.lastIndexOf('\n')}`;
}
