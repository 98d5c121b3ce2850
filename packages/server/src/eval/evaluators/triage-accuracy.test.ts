import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { SampleError, type SampleView } from './evaluator.js';
import { createTriageAccuracy, triageScore } from './triage-accuracy.js';

const sample = (output: unknown, expected: unknown): SampleView => ({
  id: 'smp_1',
  input: null,
  output,
  expected,
  metadata: {},
});
const signal = new AbortController().signal;
const levels = ['self_care', 'routine', 'urgent', 'emergency'];
const at = (out: string, exp: string) => sample({ triage: { level: out } }, { triage: { level: exp } });

describe('triage_accuracy', () => {
  const ev = createTriageAccuracy({ field: 'triage.level', levels });

  it('scores 1 with no flag on the right level', async () => {
    assert.deepEqual(await ev.evaluate(at('urgent', 'urgent'), signal), {
      score: 1,
      flags: [],
      details: { expected: 'urgent', output: 'urgent', distance: 0 },
    });
  });

  it('weighs under-triage heavier than over-triage by default (2 vs 1)', async () => {
    const under = await ev.evaluate(at('routine', 'urgent'), signal);
    const over = await ev.evaluate(at('emergency', 'urgent'), signal);
    assert.deepEqual(under.flags, ['under_triage']);
    assert.deepEqual(over.flags, ['over_triage']);
    assert.ok(Math.abs(under.score - 1 / 3) < 1e-12, String(under.score));
    assert.ok(Math.abs(over.score - 2 / 3) < 1e-12, String(over.score));
    assert.ok(under.score < over.score);
  });

  it('grows the penalty with the distance and floors it at 0', async () => {
    assert.equal((await ev.evaluate(at('self_care', 'emergency'), signal)).score, 0);
    assert.equal((await ev.evaluate(at('self_care', 'urgent'), signal)).score, 0);
    assert.ok(Math.abs((await ev.evaluate(at('emergency', 'routine'), signal)).score - 1 / 3) < 1e-12);
    assert.equal((await ev.evaluate(at('emergency', 'self_care'), signal)).score, 0);
  });

  it('takes custom weights', async () => {
    const even = createTriageAccuracy({ field: 'triage.level', levels, under_weight: 1, over_weight: 0.5 });
    assert.ok(Math.abs((await even.evaluate(at('routine', 'urgent'), signal)).score - 2 / 3) < 1e-12);
    assert.ok(Math.abs((await even.evaluate(at('emergency', 'urgent'), signal)).score - 5 / 6) < 1e-12);
    assert.equal(triageScore(-3, 4, 0, 1), 1, 'a zero weight forgives');
  });

  it('matches levels trimmed and ignoring case, numbers as their text', async () => {
    assert.equal((await ev.evaluate(at(' Urgent ', 'urgent'), signal)).score, 1);
    const esi = createTriageAccuracy({ field: 'esi', levels: ['5', '4', '3', '2', '1'] });
    assert.equal((await esi.evaluate(sample({ esi: 2 }, { esi: '2' }), signal)).score, 1);
  });

  it('fails the sample on a value outside the levels, naming where, never the value', () => {
    assert.throws(
      () => ev.evaluate(at('call 555-0100 now', 'urgent'), signal),
      (e: Error) =>
        e instanceof SampleError && e.message.includes('output at triage.level') && !e.message.includes('555'),
    );
    assert.throws(() => ev.evaluate(at('urgent', 'critical'), signal), /expected at triage\.level/);
    assert.throws(
      () => ev.evaluate(sample({ triage: { level: 3 } }, { triage: { level: 'urgent' } }), signal),
      SampleError,
    );
    assert.throws(() => ev.evaluate(sample({}, { triage: { level: 'urgent' } }), signal), /output has no value/);
  });
});
