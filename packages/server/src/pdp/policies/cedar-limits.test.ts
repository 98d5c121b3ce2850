import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { compileCedar } from './cedar.js';
import { MAX_ARG_CHARS } from './cedar-context.js';
import { cedarEngineStats } from './cedar-engine.js';
import { cedarLimitErrors, MAX_CEDAR_BYTES, MAX_CEDAR_DEPTH, MAX_CEDAR_STATEMENTS } from './cedar-limits.js';

const when = (cond: string) => `forbid (principal, action, resource) when { ${cond} };`;
const parens = (n: number) => when(`${'('.repeat(n)}true${')'.repeat(n)}`);
/** The depth reported for a refused text, or null when the text is within the limits. */
const depth = (text: string): number | null => {
  const errors = cedarLimitErrors(text);
  if (errors.length === 0) return null;
  const m = /nests too deeply \(depth (\d+)/.exec(errors.join('\n'));
  assert.ok(m, errors.join('\n'));
  return Number(m[1]);
};

describe('Cedar limits', () => {
  it('the 250-paren attack is refused, naming the limit', () => {
    assert.deepEqual(cedarLimitErrors(parens(250)), [
      'line 1, column 1: the statement nests too deeply (depth 1004; the limit is 100: a bracket level counts 4, ' +
        'an operator or attribute access 3, ! or unary - 2)',
    ]);
  });

  it('depth at the limit passes and one level more is refused, for each kind of nesting', () => {
    // `when { }` is a bracket level (4); each construct then adds its own cost per level.
    const cases: Array<[string, (n: number) => string, number]> = [
      ['parentheses', parens, 24],
      ['&& chain', (n) => when(`${'true && '.repeat(n)}true`), 32],
      ['|| chain', (n) => when(`${'false || '.repeat(n)}false`), 32],
      ['if-then-else', (n) => when(`${'if true then '.repeat(n)}true${' else false'.repeat(n)}`), 32],
      ['else if', (n) => when(`${'if false then false else '.repeat(n)}true`), 32],
      ['attribute chain', (n) => `forbid (principal, action, resource) when { context${'.a'.repeat(n - 1)} };`, 33],
    ];
    for (const [name, text, n] of cases) {
      assert.equal(depth(text(n)), null, `${name} × ${n} is within the limit`);
      assert.ok((depth(text(n + 1)) ?? 0) > MAX_CEDAR_DEPTH, `${name} × ${n + 1} is refused`);
    }
    assert.equal(depth(parens(25)), 104);
    assert.equal(depth(when(`${'true && '.repeat(33)}true`)), 103);
  });

  it('counts !, unary -, calls, records and sets, and brackets left open', () => {
    assert.equal(depth(when(`${'!!!!('.repeat(9)}true${')'.repeat(9)}`)), 4 + 9 * (4 * 2 + 4));
    assert.equal(depth(when(`${'-('.repeat(16)}1${')'.repeat(16)} == 1`)), 4 + 3 + 16 * (2 + 4));
    assert.equal(depth(when(`${'[1].contains('.repeat(14)}1${')'.repeat(14)}`)), 4 + 14 * (3 + 4));
    assert.equal(depth(when(`${'{a: '.repeat(24)}1${'}'.repeat(24)} == {}`)), 4 + 3 + 24 * 4);
    assert.equal(depth(when(`${'['.repeat(24)}1${']'.repeat(24)} == []`)), 4 + 3 + 24 * 4);
    assert.equal(depth(when(`${'decimal('.repeat(24)}"1"${')'.repeat(24)} == decimal("1")`)), 4 + 3 + 24 * 4);
    assert.equal(depth(`forbid (principal, action, resource) when { ${'('.repeat(30)}`), 4 + 30 * 4);
    assert.equal(depth(when(`${'('.repeat(30)}true${']'.repeat(30)}`)), 4 + 30 * 4, 'wrong closers close nothing');
  });

  it('brackets inside strings and comments do not count; a long flat policy passes', () => {
    const opens = '('.repeat(500);
    assert.deepEqual(cedarLimitErrors(`// ${opens}\n${when(`context.session == "${opens}\\"${opens}"`)}`), []);
    const tools = Array.from({ length: 300 }, (_, i) => `Tool::"t${i}"`).join(', ');
    assert.deepEqual(cedarLimitErrors(when(`[${tools}].contains(resource) && context.args has amount`)), []);
    const conditions = Array.from({ length: 25 }, (_, i) => `(context.args has a${i} && context.args.a${i} > ${i})`);
    assert.deepEqual(cedarLimitErrors(when(conditions.join(' || '))), []);
  });

  it('the statement count and the size in UTF-8 bytes: at the limit passes, one more is refused', () => {
    const stmts = (n: number) => Array.from({ length: n }, () => 'forbid (principal, action, resource);').join('\n');
    assert.deepEqual(cedarLimitErrors(stmts(MAX_CEDAR_STATEMENTS)), []);
    assert.deepEqual(cedarLimitErrors(stmts(MAX_CEDAR_STATEMENTS + 1)), ['cedar has 101 statements; the limit is 100']);
    const deep = cedarLimitErrors(Array.from({ length: 200 }, () => parens(25)).join('\n'));
    assert.equal(deep.length, 11, 'the count, and the first ten statements too deep');
    assert.match(deep[10]!, /^line 10, column 1: the statement nests too deeply/);
    const head = `${when('true')}\n// `;
    const sized = (bytes: number) => {
      const pad = bytes - head.length;
      return `${head}${pad % 2 ? 'x' : ''}${'é'.repeat(Math.floor(pad / 2))}`; // é is 2 bytes in UTF-8
    };
    assert.deepEqual(cedarLimitErrors(sized(MAX_CEDAR_BYTES)), []);
    assert.deepEqual(cedarLimitErrors(`${sized(MAX_CEDAR_BYTES)}x`), ['cedar is 65537 bytes; the limit is 65536']);
  });

  it('text at the limits compiles and evaluates without faulting the engine', () => {
    const { restarts } = cedarEngineStats();
    const texts = [
      parens(24),
      when(`${'true && '.repeat(32)}true`),
      when(`${'!!!!('.repeat(8)}true${')'.repeat(8)}`),
      when(`${'if true then '.repeat(32)}true${' else false'.repeat(32)}`),
      when(`${'{a: '.repeat(23)}1${'}'.repeat(23)} != {}`),
    ];
    for (const text of texts) {
      const checked = compileCedar(text, `limit-${Math.random()}`);
      assert.ok(checked.ok, checked.ok ? '' : checked.errors.join('\n'));
      const out = checked.policy.evaluate({ agentId: 'a', tool: 't', args: {}, session: 's', categories: [] });
      assert.deepEqual([out?.verdict, out?.error], ['BLOCK', false], out?.reason); // each condition holds
    }
    assert.equal(cedarEngineStats().restarts, restarts);
  });

  it('compileCedar refuses text past a limit without handing it to the engine', () => {
    const { restarts, preparses } = cedarEngineStats();
    const checked = compileCedar(parens(250), 'attack@1');
    assert.equal(checked.ok, false);
    assert.match(checked.ok ? '' : checked.errors[0]!, /the limit is 100/);
    assert.deepEqual(cedarEngineStats().restarts, restarts);
    assert.deepEqual(cedarEngineStats().preparses, preparses);
  });

  it('args the statements read hold at most MAX_ARG_CHARS characters of keys and strings, else fail closed', () => {
    const checked = compileCedar(
      '@verdict("WARN") forbid (principal, action, resource) when { context.args has note && context.args.note like "*secret*" };',
      `chars-${Math.random()}`,
    );
    assert.ok(checked.ok);
    const evaluate = (args: Record<string, unknown>) =>
      checked.policy.evaluate({ agentId: 'a', tool: 't', args, session: 's', categories: [] });
    const note = (n: number) => 'x'.repeat(n - 'note'.length);
    assert.equal(evaluate({ note: note(MAX_ARG_CHARS) }), null, 'exactly at the limit is evaluated');
    assert.deepEqual(evaluate({ note: note(MAX_ARG_CHARS + 1) }), {
      verdict: 'BLOCK',
      reason: `args hold more than ${MAX_ARG_CHARS} characters; failing closed`,
      statements: [],
      error: true,
    });
    assert.equal(evaluate({ note: 'secret', other: 'x'.repeat(1 << 20) })?.verdict, 'WARN', 'unread args are free');
  });
});
