import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { SampleError, type SampleView } from './evaluator.js';
import { createExactMatch, jsonEqual } from './exact-match.js';

const sample = (output: unknown, expected: unknown): SampleView => ({
  id: 'smp_1',
  input: null,
  output,
  expected,
  metadata: {},
});
const signal = new AbortController().signal;

describe('jsonEqual', () => {
  it('compares like JSON: key order ignored, array order kept, strings exact', () => {
    assert.ok(jsonEqual({ a: 1, b: [1, { c: 'x' }] }, { b: [1, { c: 'x' }], a: 1 }));
    assert.ok(!jsonEqual([1, 2], [2, 1]));
    assert.ok(!jsonEqual('Urgent', 'urgent'));
    assert.ok(!jsonEqual('a', 'a '));
    assert.ok(!jsonEqual(1, '1'));
    assert.ok(!jsonEqual(null, {}));
    assert.ok(!jsonEqual([], {}));
    assert.ok(!jsonEqual({ a: 1 }, { a: 1, b: 2 }));
    assert.ok(jsonEqual({ a: 1, b: undefined }, { a: 1 }));
    assert.ok(jsonEqual(0, -0));
  });
});

describe('exact_match', () => {
  const ev = createExactMatch({ field: 'diagnosis.code' });
  it('scores 1 on a deep-equal value and 0 otherwise', async () => {
    assert.deepEqual(
      await ev.evaluate(sample({ diagnosis: { code: 'J18.9' } }, { diagnosis: { code: 'J18.9' } }), signal),
      {
        score: 1,
        flags: [],
      },
    );
    const miss = await ev.evaluate(sample({ diagnosis: { code: 'J18.0' } }, { diagnosis: { code: 'J18.9' } }), signal);
    assert.equal(miss.score, 0);
  });
  it('compares objects and arrays at the path', async () => {
    const obj = createExactMatch({ field: 'a' });
    assert.equal(
      (await obj.evaluate(sample({ a: { x: [1, 2], y: 'z' } }, { a: { y: 'z', x: [1, 2] } }), signal)).score,
      1,
    );
  });
  it('scores 0 when the output omits the field', async () => {
    const r = await ev.evaluate(sample({ diagnosis: {} }, { diagnosis: { code: 'J18.9' } }), signal);
    assert.deepEqual(r, { score: 0, flags: [], details: { missing_in_output: true } });
  });
  it('fails the sample when expected lacks the field', () => {
    assert.throws(() => ev.evaluate(sample({ diagnosis: { code: 'x' } }, { other: 1 }), signal), SampleError);
    assert.throws(() => ev.evaluate(sample({ diagnosis: { code: 'x' } }, null), signal), SampleError);
  });
});
