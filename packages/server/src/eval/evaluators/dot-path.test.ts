import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { expectedAt, getPath, pathProblem, stringLeaves } from './dot-path.js';
import { SampleError } from './evaluator.js';

const doc = {
  triage: { level: 'urgent', score: 0, ok: false, note: '', none: null },
  items: [{ name: 'aspirin' }, { name: 'ibuprofen' }],
  'odd key': { 'a-b': 1 },
  text: 'abc',
};

describe('getPath', () => {
  it('follows keys and array indexes', () => {
    assert.deepEqual(getPath(doc, 'triage.level'), { found: true, value: 'urgent' });
    assert.deepEqual(getPath(doc, 'items.1.name'), { found: true, value: 'ibuprofen' });
    assert.deepEqual(getPath(doc, 'odd key.a-b'), { found: true, value: 1 });
    assert.deepEqual(getPath(doc, 'items'), { found: true, value: doc.items });
  });

  it('finds falsy values and null', () => {
    for (const key of ['score', 'ok', 'note', 'none']) {
      const hit = getPath(doc, `triage.${key}`);
      assert.equal(hit.found, true, key);
      assert.equal(hit.value, doc.triage[key as keyof typeof doc.triage]);
    }
  });

  it('reports missing keys, out-of-range and non-canonical indexes', () => {
    for (const path of ['triage.missing', 'items.2.name', 'items.01.name', 'items.-1', 'items.1e0', 'nope.deeper']) {
      assert.deepEqual(getPath(doc, path), { found: false }, path);
    }
  });

  it('never reaches inherited or built-in properties', () => {
    for (const path of [
      'triage.toString',
      'items.length',
      'text.length',
      'text.0',
      'items.map',
      'triage.hasOwnProperty',
    ]) {
      assert.equal(getPath(doc, path).found, false, path);
    }
  });

  it('does not descend into scalars, null or a missing root', () => {
    assert.equal(getPath('plain text', 'a').found, false);
    assert.equal(getPath(null, 'a').found, false);
    assert.equal(getPath(undefined, 'a').found, false);
    assert.equal(getPath(doc, 'triage.none.deeper').found, false);
  });

  it('treats a key holding undefined as absent, as JSON would', () => {
    assert.equal(getPath({ a: undefined }, 'a').found, false);
  });

  it('refuses prototype segments and empty segments', () => {
    for (const path of ['__proto__', 'a.constructor', 'a.prototype.b', 'a..b', '.a', 'a.', '', 'x'.repeat(201)]) {
      assert.notEqual(pathProblem(path), null, path);
      assert.throws(() => getPath(doc, path), RangeError, path);
    }
    assert.equal(pathProblem('a.b.0'), null);
  });
});

describe('expectedAt', () => {
  const sample = (expected: unknown) => ({ id: 'smp_1', input: null, output: null, expected, metadata: {} });
  it('returns the reference value, null included', () => {
    assert.equal(expectedAt(sample({ a: { b: 2 } }), 'a.b'), 2);
    assert.equal(expectedAt(sample({ a: null }), 'a'), null);
  });
  it('fails the sample when there is no reference', () => {
    assert.throws(() => expectedAt(sample(null), 'a'), SampleError);
    assert.throws(() => expectedAt(sample(undefined), 'a'), /no expected answer/);
    assert.throws(() => expectedAt(sample({ b: 1 }), 'a'), /expected has no value at a/);
  });
});

describe('stringLeaves', () => {
  it('lists strings in document order, keys only when asked', () => {
    const value = { a: 'one', b: [1, 'two', { c: 'three' }], d: null, e: true };
    assert.deepEqual(stringLeaves(value), ['one', 'two', 'three']);
    assert.deepEqual(stringLeaves(value, { keys: true }), ['a', 'one', 'b', 'two', 'c', 'three', 'd', 'e']);
    assert.deepEqual(stringLeaves('alone'), ['alone']);
    assert.deepEqual(stringLeaves(42), []);
  });
  it('walks very deep values without recursion', () => {
    let deep: unknown = 'bottom';
    for (let i = 0; i < 100_000; i++) deep = [deep];
    assert.deepEqual(stringLeaves(deep), ['bottom']);
  });
});
