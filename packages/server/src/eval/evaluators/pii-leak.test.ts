import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { SampleView } from './evaluator.js';
import { createPiiLeak } from './pii-leak.js';

const sample = (output: unknown): SampleView => ({ id: 'smp_1', input: null, output, expected: null, metadata: {} });
const signal = new AbortController().signal;

describe('pii_leak', () => {
  const ev = createPiiLeak({});

  it('catches an email and an SSN, keeping only type names and a count', async () => {
    const output = { reply: 'Write to jane.doe@example.com', record: ['SSN 536-22-1234', 'and jo@example.org'] };
    const r = await ev.evaluate(sample(output), signal);
    assert.deepEqual(r, { score: 0, flags: ['pii_detected'], details: { types: ['EMAIL', 'US_SSN'], count: 3 } });
    const stored = JSON.stringify(r);
    assert.ok(!stored.includes('jane') && !stored.includes('536'), 'never the matched text');
  });

  it('sees through hidden characters, fullwidth digits and look-alike letters (ADR 0044)', async () => {
    const output = ['SSN 536-\u200B22-1234', 'phone （２１７） ５５５－０１４２', 'mail jоhn@ехаmрlе.com'];
    const r = await ev.evaluate(sample(output), signal);
    assert.deepEqual(r.details, { types: ['EMAIL', 'PHONE', 'US_SSN'], count: 3 });
  });

  it('passes a clean text', async () => {
    const r = await ev.evaluate(sample('Rest, drink fluids and see your GP if the fever lasts over 3 days.'), signal);
    assert.deepEqual(r, { score: 1, flags: [], details: { types: [], count: 0 } });
  });

  it('scans object keys too, and only the field when one is given', async () => {
    assert.equal((await ev.evaluate(sample({ 'bob@example.com': true }), signal)).score, 0);
    const scoped = createPiiLeak({ field: 'public' });
    const output = { public: 'All clear.', internal: 'SSN 536-22-1234' };
    assert.equal((await scoped.evaluate(sample(output), signal)).score, 1);
    assert.equal((await scoped.evaluate(sample({ other: 'x' }), signal)).score, 1, 'nothing there, nothing leaked');
  });
});
