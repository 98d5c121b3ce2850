import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { type CedarRequest, type CompiledCedar, compileCedar, validateCedar } from './cedar.js';
import { CedarEngineFault, type CedarWasm, cedarCall, cedarEngineStats } from './cedar-engine.js';

/** The reported attack: ~600 bytes, 250 nested parentheses. It overflows cedar-wasm 4.13 whatever the tier. */
const ATTACK = `forbid (principal, action, resource) when { ${'('.repeat(250)}true${')'.repeat(250)} };`;
const SMALL = 'forbid (principal, action, resource);';
const POLICY =
  '@id("big") @reason("over 100") forbid (principal, action, resource) when { context.args.amount > 100 };';

const req = (amount: number): CedarRequest => ({
  agentId: 'agt_1',
  tool: 'pay',
  args: { amount },
  session: 's',
  categories: [],
});

function compile(text: string): CompiledCedar {
  const checked = compileCedar(text, `engine-${Math.random()}`);
  if (!checked.ok) assert.fail(checked.errors.join('\n'));
  return checked.policy;
}

/**
 * Leaves the instance broken without cedarCall noticing (the faults are swallowed inside the
 * callback), which is how the unguarded engine was left after the attack: the next call faults.
 */
function breakSilently(): void {
  const broke = cedarCall((cedar: CedarWasm) => {
    for (let i = 0; i < 100; i++) {
      try {
        cedar.policySetTextToParts(ATTACK);
      } catch {}
      try {
        cedar.policySetTextToParts(SMALL);
      } catch {
        return true;
      }
    }
    return false;
  });
  assert.ok(broke, 'the instance broke');
}

describe('the Cedar engine recovers from a fault', () => {
  it('the attack text at the engine layer faults; the next call, any policy, succeeds', () => {
    const p = compile(POLICY);
    assert.equal(p.evaluate(req(500))?.reason, 'over 100');
    const before = cedarEngineStats();
    assert.throws(() => cedarCall((cedar) => cedar.policySetTextToParts(ATTACK)), CedarEngineFault);
    const after = cedarEngineStats();
    assert.equal(after.restarts, before.restarts + 1);
    assert.equal(after.held, 0, 'the sets died with the instance');

    assert.equal(p.evaluate(req(500))?.reason, 'over 100', 'a policy compiled before the fault still decides');
    assert.equal(p.evaluate(req(5)), null);
    assert.equal(cedarEngineStats().preparses, after.preparses + 1, 'its set was preparsed again, once');
    const q = compile('@verdict("WARN") forbid (principal, action, resource == Tool::"pay");');
    assert.equal(q.evaluate(req(1))?.verdict, 'WARN');
    assert.deepEqual(validateCedar(POLICY), []);
    assert.equal(cedarEngineStats().restarts, after.restarts);
  });

  it('an evaluation on a broken instance fails closed for that call only', () => {
    const p = compile(POLICY);
    const { restarts } = cedarEngineStats();
    breakSilently();
    assert.deepEqual(p.evaluate(req(5)), {
      verdict: 'BLOCK',
      reason: 'Cedar engine failed on this request; failing closed',
      statements: [],
      error: true,
    });
    assert.equal(cedarEngineStats().restarts, restarts + 1);
    assert.equal(p.evaluate(req(5)), null, 'the next call decides normally');
    assert.deepEqual(p.evaluate(req(500))?.statements, ['big']);
  });

  it('validation on a broken instance reports the fault (a 400 on write), and the retry passes', () => {
    breakSilently();
    assert.deepEqual(validateCedar(POLICY), [
      'the Cedar engine failed on this text (it was restarted); simplify the policy',
    ]);
    assert.deepEqual(validateCedar(POLICY), []);
  });

  it('compiling or releasing on a broken instance reports the fault or swallows it; both recover', () => {
    breakSilently();
    const checked = compileCedar(SMALL, `engine-${Math.random()}`);
    assert.deepEqual(checked.ok ? [] : checked.errors, [
      'the Cedar engine failed on this text (it was restarted); simplify the policy',
    ]);
    const p = compile(POLICY);
    const { restarts } = cedarEngineStats();
    breakSilently();
    p.release(); // its set is freed by preparsing an empty one: that call faults, and is absorbed
    assert.equal(cedarEngineStats().restarts, restarts + 1);
    assert.equal(p.evaluate(req(500))?.reason, 'over 100');
  });
});
