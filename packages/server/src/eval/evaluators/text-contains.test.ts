import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { SampleView } from './evaluator.js';
import { createTextContains, outputText } from './text-contains.js';

const sample = (output: unknown): SampleView => ({ id: 'smp_1', input: null, output, expected: null, metadata: {} });
const signal = new AbortController().signal;

describe('text_contains', () => {
  it('counts required found and forbidden absent, case-insensitively', async () => {
    const ev = createTextContains({ required: ['call 911', 'ASPIRIN'], forbidden: ['guaranteed', 'cure'] });
    const r = await ev.evaluate(sample('Call 911 now. This treatment is guaranteed.'), signal);
    assert.equal(r.score, 0.5);
    assert.deepEqual(r.flags, ['missing_required', 'forbidden_present']);
    assert.deepEqual(r.details, { missing_required: ['ASPIRIN'], forbidden_present: ['guaranteed'] });
    assert.deepEqual(await ev.evaluate(sample('call 911 and chew an aspirin'), signal), {
      score: 1,
      flags: [],
      details: {},
    });
  });

  it('reads the string leaves of a structured output, or one field', async () => {
    const output = { advice: { text: 'Rest and fluids' }, notes: ['see a GP'], n: 3 };
    assert.equal(outputText(sample(output), undefined), 'Rest and fluids\nsee a GP');
    assert.equal(outputText(sample(output), 'advice'), 'Rest and fluids');
    assert.equal(outputText(sample(output), 'missing'), '');
    const ev = createTextContains({ field: 'advice.text', required: ['fluids'], forbidden: ['GP'] });
    assert.equal((await ev.evaluate(sample(output), signal)).score, 1);
  });

  it('treats a missing field as no text: required missing, forbidden absent', async () => {
    const ev = createTextContains({ field: 'advice', required: ['rest'], forbidden: ['cure'] });
    const r = await ev.evaluate(sample({}), signal);
    assert.equal(r.score, 0.5);
    assert.deepEqual(r.flags, ['missing_required']);
  });
});
