import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { detectPii } from './pii.js';

const people = (text: string) => detectPii(text, ['PERSON']).map((f) => text.slice(f.start, f.end));

describe('contexts where only a person stands (ADR 0116)', () => {
  it('reads an unlisted word as a person after a look at it, before a kin word, when addressed or given to', () => {
    assert.deepEqual(people('It was a done thing between him and Davon’s kid; and everybody thought so.'), ['Davon']);
    assert.deepEqual(people('Hahn: Remember me, Waelchi? When I killed your brother'), ['Hahn', 'Waelchi']);
    assert.ok(people('Myrtis had given Huel his address yesterday.').includes('Huel'));
    assert.ok(people('She smiled at Quorvel and left.').includes('Quorvel'));
  });
  it('takes no drug, brand or thing in those places', () => {
    assert.deepEqual(people('Thanks, Zyrtec! She gave Ozempic her full trust.'), []);
    assert.deepEqual(people('I looked at Xarelto’s label and the Lasix box.'), []);
    assert.deepEqual(people('Is it in stock, or not?'), []);
    assert.deepEqual(people('Was it the white tablet, Tramadol? Pain worse on walking, Buscopan?'), []);
  });
});
