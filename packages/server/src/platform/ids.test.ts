import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { isId, newId, ulid } from './ids.js';

describe('ids', () => {
  it('mints prefixed ULIDs that validate', () => {
    const id = newId('key');
    assert.ok(isId(id, 'key'));
    assert.ok(!isId(id, 'usr'));
    assert.equal(id.length, 'key_'.length + 26);
  });

  // Times are in the future because the generator never goes back in time within a process.
  const base = Date.now() + 1_000_000;

  it('sorts in creation order within one millisecond, and across milliseconds', () => {
    const sameMs = Array.from({ length: 1000 }, () => ulid(base));
    assert.deepEqual([...sameMs].sort(), sameMs);
    assert.equal(new Set(sameMs).size, sameMs.length);
    const later = ulid(base + 1);
    assert.ok(later > sameMs.at(-1)!);
  });

  it('encodes the time in the first ten characters', () => {
    const t = base + 10_000;
    const decoded = [...ulid(t).slice(0, 10)].reduce(
      (acc, c) => acc * 32 + '0123456789ABCDEFGHJKMNPQRSTVWXYZ'.indexOf(c),
      0,
    );
    assert.equal(decoded, t);
  });
});
