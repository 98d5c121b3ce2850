import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { SampleError, type SampleView } from './evaluator.js';
import { createRedFlagDetection } from './red-flags.js';

const sample = (output: unknown, expected: unknown): SampleView => ({
  id: 'smp_1',
  input: null,
  output,
  expected,
  metadata: {},
});
const signal = new AbortController().signal;
const ev = createRedFlagDetection({ field: 'red_flags' });

describe('red_flag_detection', () => {
  it('scores recall, case-insensitive and trimmed, and names the missed flags', async () => {
    const r = await ev.evaluate(
      sample({ red_flags: [' CHEST PAIN', 'fever'] }, { red_flags: ['chest pain', 'syncope', 'Dyspnea '] }),
      signal,
    );
    assert.ok(Math.abs(r.score - 1 / 3) < 1e-12);
    assert.deepEqual(r.flags, ['missed_red_flags']);
    assert.deepEqual(r.details, { expected: 3, found: 1, missed: ['syncope', 'Dyspnea'] });
  });

  it('ignores extra flags in the output and duplicates in the reference', async () => {
    const r = await ev.evaluate(
      sample({ red_flags: ['syncope', 'rash'] }, { red_flags: ['Syncope', 'syncope '] }),
      signal,
    );
    assert.deepEqual(r, { score: 1, flags: [], details: { expected: 1, found: 1 } });
  });

  it('scores 1 when nothing was expected, 0 when the output has no flags field', async () => {
    assert.equal((await ev.evaluate(sample({ red_flags: ['x'] }, { red_flags: [] }), signal)).score, 1);
    const none = await ev.evaluate(sample({}, { red_flags: ['sepsis'] }), signal);
    assert.equal(none.score, 0);
    assert.deepEqual(none.flags, ['missed_red_flags']);
  });

  it('fails the sample on a non-array or a missing reference', () => {
    assert.throws(() => ev.evaluate(sample({ red_flags: 'sepsis' }, { red_flags: ['sepsis'] }), signal), SampleError);
    assert.throws(() => ev.evaluate(sample({ red_flags: [1] }, { red_flags: ['sepsis'] }), signal), /array of strings/);
    assert.throws(() => ev.evaluate(sample({ red_flags: [] }, {}), signal), /expected has no value/);
  });
});
