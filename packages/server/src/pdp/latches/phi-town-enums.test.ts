import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { detectPii } from './pii.js';

const typed = (text: string) =>
  detectPii(text, ['CITY', 'PERSON']).map((f) => `${f.type}:${text.slice(f.start, f.end)}`);

// ADR 0102: a list of towns that the name rules read as a list of people.
describe('lists of towns read as people', () => {
  it('retypes the members of a list of listed towns, one of which no name list holds', () => {
    assert.deepEqual(typed('A network of nine walk-in clinics across Murfreesboro, Franklin and Clarksville.'), [
      'CITY:Murfreesboro',
      'CITY:Franklin',
      'CITY:Clarksville',
    ]);
    assert.deepEqual(typed('Project: rural dementia caregiving in Wausau, Stevens Point and Rhinelander.'), [
      'CITY:Wausau',
      'CITY:Stevens Point',
      'CITY:Rhinelander',
    ]);
  });

  it('leaves lists of people, and a name before a town without a conjunction, as they were', () => {
    for (const t of ['Present: Franklin, Lincoln and Grant.', 'Signed by Dr. Franklin and Clarksville.']) {
      assert.ok(
        typed(t).every((x) => !x.startsWith('CITY:')),
        `${t} → ${typed(t).join(' | ')}`,
      );
    }
    assert.ok(!typed('Contact: Maria, Clarksville').includes('CITY:Maria'));
  });
});
