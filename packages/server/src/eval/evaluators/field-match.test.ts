import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { SampleError, type SampleView } from './evaluator.js';
import { createFieldMatch } from './field-match.js';

const sample = (output: unknown, expected: unknown): SampleView => ({
  id: 'smp_1',
  input: null,
  output,
  expected,
  metadata: {},
});
const signal = new AbortController().signal;

describe('field_match', () => {
  const ev = createFieldMatch({ fields: ['name', 'dose.mg', 'route', 'tags'] });
  const expected = { name: 'amoxicillin', dose: { mg: 500 }, route: 'oral', tags: ['a', 'b'] };

  it('scores the fraction of equal fields and names the others, without their values', async () => {
    const r = await ev.evaluate(sample({ name: 'amoxicillin', dose: { mg: 250 }, tags: ['a', 'b'] }, expected), signal);
    assert.equal(r.score, 0.5);
    assert.deepEqual(r.flags, []);
    assert.deepEqual(r.details, { matched: 2, mismatched: ['dose.mg', 'route'] });
    assert.ok(!JSON.stringify(r).includes('250'));
  });

  it('scores 1 when every field matches', async () => {
    assert.equal((await ev.evaluate(sample(structuredClone(expected), expected), signal)).score, 1);
  });

  it('fails the sample when expected lacks one of the fields', () => {
    assert.throws(() => ev.evaluate(sample(expected, { name: 'amoxicillin' }), signal), SampleError);
  });
});
