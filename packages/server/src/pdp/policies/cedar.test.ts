import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { policyToJson } from '@cedar-policy/cedar-wasm/nodejs';
import {
  type CedarRequest,
  type CompiledCedar,
  cedarCacheStats,
  compileCedar,
  MAX_PREPARSED_SETS,
  validateCedar,
} from './cedar.js';
import { argsNeeded, MAX_ARG_DEPTH, MAX_ARG_VALUES } from './cedar-context.js';

const THREE = `@id("big-transfer")
@verdict("ESCALATE")
@reason("transfers above 100 need a human")
forbid (principal, action, resource == Tool::"transfer")
when { context.args has amount && context.args.amount > 100 };

@id("minors")
@verdict("BLOCK")
@reason("agents for minors cannot move money")
forbid (principal, action, resource)
when { context.categories.contains("minor") && context.args has amount };

@id("night-note")
@verdict("WARN")
@reason("a note is required")
forbid (principal, action, resource) unless { context.args has note };`;

function compile(text: string, key = `k-${Math.random()}`): CompiledCedar {
  const checked = compileCedar(text, key);
  if (!checked.ok) assert.fail(checked.errors.join('\n'));
  return checked.policy;
}

function errorsOf(text: string): string[] {
  const checked = compileCedar(text, `bad-${Math.random()}`);
  assert.equal(checked.ok, false, 'expected the text to be rejected');
  return checked.ok ? [] : checked.errors;
}

const req = (over: Partial<CedarRequest> = {}): CedarRequest => ({
  agentId: 'agt_1',
  tool: 'transfer',
  args: { note: 'ok' },
  session: 'sess_1',
  categories: [],
  ...over,
});

describe('compileCedar → evaluate', () => {
  const policy = compile(THREE);

  it('names statements by @id in text order', () => {
    assert.deepEqual(policy.statements, ['big-transfer', 'minors', 'night-note']);
  });

  it('returns null when no forbid is satisfied', () => {
    assert.equal(policy.evaluate(req({ args: { amount: 50, note: 'x' } })), null);
  });

  it('a satisfied forbid yields its @verdict and @reason', () => {
    assert.deepEqual(policy.evaluate(req({ args: { amount: 500, note: 'x' } })), {
      verdict: 'ESCALATE',
      reason: 'transfers above 100 need a human',
      statements: ['big-transfer'],
      error: false,
    });
  });

  it('the most severe verdict wins and its statement comes first', () => {
    const out = policy.evaluate(req({ args: { amount: 500 }, categories: ['minor'] }));
    assert.equal(out?.verdict, 'BLOCK');
    assert.equal(out?.reason, 'agents for minors cannot move money');
    assert.deepEqual(out?.statements, ['minors', 'big-transfer', 'night-note']);
  });

  it('matches the resource on the normalized tool name and the principal on the agent id', () => {
    const p = compile(
      '@verdict("WARN") forbid (principal == Agent::"agt_1", action == Action::"action", resource == Tool::"send_email");',
    );
    assert.equal(p.evaluate(req({ tool: 'send_email' }))?.verdict, 'WARN');
    assert.equal(p.evaluate(req({ tool: 'send_sms' })), null);
    assert.equal(p.evaluate(req({ tool: 'send_email', agentId: 'agt_2' })), null);
  });

  it('skips statements whose scope cannot match, so their conditions neither fire nor err', () => {
    const p = compile(`forbid (principal in Agent::"agt_1", action in [Action::"action"], resource == Tool::"pay")
when { context.args.amount > 1 };
forbid (principal is Agent in Agent::"agt_9", action, resource is Tool in Tool::"pay");`);
    assert.equal(p.evaluate(req({ tool: 'other', args: {} })), null);
    assert.equal(p.evaluate(req({ tool: 'pay', args: { amount: 0 } })), null);
    assert.deepEqual(p.evaluate(req({ tool: 'pay', args: { amount: 2 } }))?.statements, ['policy0']);
    assert.deepEqual(p.evaluate(req({ tool: 'pay', agentId: 'agt_9', args: {} }))?.statements, ['policy1']);
  });

  it('defaults to BLOCK and a reason naming the statement', () => {
    const p = compile('forbid (principal, action, resource) when { context.session == "s-bad" };');
    assert.deepEqual(p.evaluate(req({ session: 's-bad' })), {
      verdict: 'BLOCK',
      reason: 'Cedar policy statement "policy0" forbids this action',
      statements: ['policy0'],
      error: false,
    });
  });

  it('permits in the text change nothing: only forbids decide', () => {
    const p = compile(`permit (principal, action, resource == Tool::"wire");
forbid (principal, action, resource == Tool::"wire") when { context.args has amount };`);
    assert.deepEqual(p.statements, ['policy1']);
    assert.equal(p.evaluate(req({ tool: 'wire', args: {} })), null);
    assert.equal(p.evaluate(req({ tool: 'wire', args: { amount: 1 } }))?.verdict, 'BLOCK');
  });

  it('an erroring forbid fails closed: BLOCK, whatever its @verdict, with the kind of error in the reason', () => {
    const p = compile(
      '@id("w") @verdict("WARN") forbid (principal, action, resource) when { context.args.amount > 10 };',
    );
    const out = p.evaluate(req({ args: {} }));
    assert.equal(out?.verdict, 'BLOCK');
    assert.deepEqual(out?.statements, ['w']);
    assert.equal(out?.reason, 'Cedar statement "w": evaluation error (missing attribute); failing closed');
    assert.equal(out?.error, true);
  });
  it('error reasons never quote the argument values Cedar failed on', () => {
    const p = compile(
      [
        '@id("dec") forbid (principal, action, resource) when { context.args has note && decimal(context.args.note) > decimal("1.0") };',
        '@id("ip") forbid (principal, action, resource) when { context.args has addr && ip(context.args.addr).isLoopback() };',
        '@id("mul") forbid (principal, action, resource) when { context.args has n && context.args.n * 1000000000000 > 5 };',
      ].join('\n'),
    );
    const cases: Array<[Record<string, unknown>, string, string]> = [
      [{ note: 'SSN-123-45-6789-patient-john' }, 'dec', 'extension function error'],
      [{ addr: 'secret-host.internal.hospital' }, 'ip', 'extension function error'],
      [{ n: 987654321987 }, 'mul', 'integer overflow'],
    ];
    for (const [args, id, kind] of cases) {
      const out = p.evaluate(req({ args }));
      assert.equal(out?.verdict, 'BLOCK');
      assert.equal(out?.reason, `Cedar statement "${id}": evaluation error (${kind}); failing closed`);
    }
  });
});

describe('args become a Cedar context', () => {
  it('keeps strings, booleans and safe integers; fractions and huge numbers become decimal strings', () => {
    const p = compile(`forbid (principal, action, resource) when {
      context.args.n == 7 && context.args.f == "12.5" && context.args.big == "1e+21" && context.args.b && context.args.s == "x"
    };`);
    assert.equal(p.evaluate(req({ args: { n: 7, f: 12.5, big: 1e21, b: true, s: 'x' } }))?.verdict, 'BLOCK');
  });

  it('a numeric comparison on a fraction is a type error, so it fails closed', () => {
    const p = compile('@verdict("WARN") forbid (principal, action, resource) when { context.args.amount > 1000 };');
    assert.match(p.evaluate(req({ args: { amount: 999.5 } }))?.reason ?? '', /evaluation error \(type error\)/);
  });

  it('drops nulls (the attribute reads as absent) and turns arrays into sets', () => {
    const p = compile(`forbid (principal, action, resource) when {
      !(context.args has note) && context.args.tags.contains("phi") && context.args.tags.contains(2)
    };`);
    assert.equal(p.evaluate(req({ args: { note: null, tags: [null, 'phi', 2, 2] } }))?.verdict, 'BLOCK');
  });

  it('drops Cedar escape keys, so args cannot forge an entity reference', () => {
    const p = compile(
      'forbid (principal, action, resource) when { context.args has who && context.args.who == Agent::"boss" };',
    );
    const forged = { who: { __entity: { type: 'Agent', id: 'boss' } } };
    assert.equal(p.evaluate(req({ args: forged })), null);
    const extn = { who: { __extn: { fn: 'ip', arg: 'nonsense' } } };
    assert.equal(p.evaluate(req({ args: extn })), null);
  });

  it('fails closed past the depth limit', () => {
    let deep: unknown = 1;
    for (let i = 0; i < MAX_ARG_DEPTH + 5; i++) deep = { d: deep };
    const p = compile('@verdict("WARN") forbid (principal, action, resource) when { context.args has d };');
    const out = p.evaluate(req({ args: { d: deep } }));
    assert.equal(out?.verdict, 'BLOCK');
    assert.match(out?.reason ?? '', /deeper than 32 levels; failing closed/);
  });

  it('fails closed past the value limit, but only counts attributes some statement reads', () => {
    const p = compile('@verdict("WARN") forbid (principal, action, resource) when { context.args has ids };');
    const ids = Array.from({ length: MAX_ARG_VALUES + 1 }, (_, i) => i);
    assert.match(p.evaluate(req({ args: { ids } }))?.reason ?? '', /more than 2000 values/);
    const q = compile('forbid (principal, action, resource) when { context.args has n && context.args.n > 50 };');
    assert.equal(q.evaluate(req({ args: { ids, n: 10 } })), null);
    assert.equal(q.evaluate(req({ args: { ids, n: 60 } }))?.verdict, 'BLOCK');
  });

  it('argsNeeded finds each form of attribute access, and falls back to all args', () => {
    const need = (cond: string) => {
      const j = policyToJson(`forbid (principal, action, resource) when { ${cond} };`);
      assert.equal(j.type, 'success');
      return j.type === 'success' ? argsNeeded([j.json]) : 'error';
    };
    const set = need('context.args has x.y && context has args.z && context["args"]["w"] == 1 && context.args.a.b < 3');
    assert.deepEqual(set === 'all' ? set : [...set].sort(), ['a', 'w', 'x', 'z']);
    assert.equal(need('context.args == {}'), 'all');
    assert.equal(need('context == {}'), 'all');
    assert.equal(need('(if true then context.args else {}) has q'), 'all');
    assert.deepEqual(need('principal has x && context.session == "s"'), new Set());
  });
});

describe('validation', () => {
  it('parse errors carry line and column (columns count characters, not bytes)', () => {
    assert.deepEqual(errorsOf('forbid (principal action, resource);').length > 0, true);
    assert.match(errorsOf('forbid (principal action, resource);')[0]!, /^line 1, column 19: unexpected token `action`/);
    const errors = errorsOf('// é😀 notes\n\nforbid (principal, action, resource) when { 1 + };');
    assert.match(errors[0]!, /^line 3, column 49: unexpected token `}`/);
  });

  it('locates an error inside the second statement', () => {
    const errors = errorsOf(
      'forbid (principal, action, resource);\n  forbid (principal, action, resource) when { bogus(1) };',
    );
    assert.match(errors[0]!, /^line 2, column 47: .*`bogus` is not a valid function/);
  });

  it('rejects a @verdict outside BLOCK, ESCALATE, WARN', () => {
    const errors = errorsOf(
      'forbid (principal, action, resource);\n@verdict("MAYBE") forbid (principal, action, resource);',
    );
    assert.deepEqual(errors, ['line 2, column 1: @verdict must be "BLOCK", "ESCALATE" or "WARN", not "MAYBE"']);
    assert.match(errorsOf('@verdict forbid (principal, action, resource);')[0]!, /not null/);
  });

  it('needs at least one forbid', () => {
    assert.deepEqual(errorsOf('permit (principal, action, resource);'), ['a Cedar policy needs at least one forbid']);
    assert.deepEqual(errorsOf('// nothing here\n'), ['a Cedar policy needs at least one forbid']);
  });

  it('rejects templates, duplicate @id and scopes that can never match', () => {
    assert.match(errorsOf('forbid (principal == ?principal, action, resource);')[0]!, /templates/);
    assert.deepEqual(
      errorsOf('@id("a") forbid (principal, action, resource);\n@id("a") forbid (principal, action, resource);'),
      ['two statements share @id("a")'],
    );
    const errors = errorsOf('forbid (principal == User::"x", action == Action::"send", resource in Folder::"f");');
    assert.equal(errors.length, 3);
    assert.match(
      errors.join('\n'),
      /principal is always of type Agent.*\n.*resource is always of type Tool.*\n.*Action::"action"/,
    );
  });

  it('validateCedar checks without preparsing', () => {
    const before = cedarCacheStats().preparses;
    assert.deepEqual(validateCedar(THREE), []);
    assert.equal(validateCedar('forbid').length > 0, true);
    assert.equal(cedarCacheStats().preparses, before);
  });
});

describe('preparsed sets', () => {
  it('preparses once per compile and never per evaluate', () => {
    const before = cedarCacheStats().preparses;
    const p = compile(THREE, 'pol_reuse@1');
    for (let i = 0; i < 200; i++) p.evaluate(req({ args: { amount: i } }));
    assert.equal(cedarCacheStats().preparses, before + 1);
    const again = compileCedar(THREE, 'pol_reuse@1');
    assert.equal(again.ok && again.policy, p, 'the same key and text reuse the compiled policy');
    assert.equal(cedarCacheStats().preparses, before + 1);
  });

  it('two cache keys coexist', () => {
    const a = compile('forbid (principal, action, resource == Tool::"a");', 'pol_a@1');
    const b = compile('@verdict("WARN") forbid (principal, action, resource == Tool::"b");', 'pol_b@1');
    for (let i = 0; i < 3; i++) {
      assert.equal(a.evaluate(req({ tool: 'a' }))?.verdict, 'BLOCK');
      assert.equal(b.evaluate(req({ tool: 'a' })), null);
      assert.equal(b.evaluate(req({ tool: 'b' }))?.verdict, 'WARN');
      assert.equal(a.evaluate(req({ tool: 'b' })), null);
    }
  });

  it('release frees the set, its id is reused, and a released policy still evaluates', () => {
    const p = compile('forbid (principal, action, resource == Tool::"r");', 'pol_r@1');
    const { held, slots } = cedarCacheStats();
    p.release();
    assert.equal(cedarCacheStats().held, held - 1);
    const q = compile('forbid (principal, action, resource == Tool::"q");', 'pol_q@1');
    assert.equal(cedarCacheStats().slots, slots, 'the freed id was reused');
    assert.equal(q.evaluate(req({ tool: 'r' })), null, 'the reused id holds the new set only');
    assert.equal(p.evaluate(req({ tool: 'r' }))?.verdict, 'BLOCK');
  });

  it('a new version under the same key replaces the old set', () => {
    const v1 = compile('forbid (principal, action, resource == Tool::"v");', 'pol_v@x');
    const held = cedarCacheStats().held;
    const v2 = compile('@verdict("WARN") forbid (principal, action, resource == Tool::"v");', 'pol_v@x');
    assert.notEqual(v1, v2);
    assert.equal(cedarCacheStats().held, held);
    assert.equal(v2.evaluate(req({ tool: 'v' }))?.verdict, 'WARN');
  });

  it('holds at most MAX_PREPARSED_SETS sets; an evicted policy is preparsed again on use', () => {
    const first = compile('forbid (principal, action, resource == Tool::"first");', 'pol_first@1');
    for (let i = 0; i < MAX_PREPARSED_SETS + 5; i++)
      compile(`forbid (principal, action, resource == Tool::"t${i}");`, `pol_${i}@1`);
    const stats = cedarCacheStats();
    assert.equal(stats.held, MAX_PREPARSED_SETS);
    assert.ok(stats.slots <= MAX_PREPARSED_SETS);
    assert.equal(first.evaluate(req({ tool: 'first' }))?.verdict, 'BLOCK');
    assert.equal(cedarCacheStats().preparses, stats.preparses + 1);
  });
});
