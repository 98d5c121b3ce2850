import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { detectPii } from './pii.js';

const orgs = (text: string) => detectPii(text, ['ORGANIZATION']).map((f) => text.slice(f.start, f.end));
const people = (text: string) => detectPii(text, ['PERSON']).map((f) => text.slice(f.start, f.end));

// ADR 0118: vendors, manufacturers and contractors named in supply and procurement text.
describe('vendors in supply contexts', () => {
  it('takes the firm after a supply verb, a product noun or a contract', () => {
    assert.deepEqual(orgs('In Ireland these were distributed by Uniphar. Contact Declan Moriarty.'), ['Uniphar']);
    assert.deepEqual(orgs('The contract with Serco for patient transport will end in March.'), ['Serco']);
    assert.deepEqual(orgs('We can substitute the equivalent glove from Sempermed USA at the same price.'), [
      'Sempermed USA',
    ]);
    assert.deepEqual(orgs('Our analyzers take reagents from bioMérieux and Sysmex America.'), [
      'bioMérieux',
      'Sysmex America',
    ]);
  });

  it('takes a lower-case coined brand named as a vendor', () => {
    assert.deepEqual(orgs('3. UV disinfection vendor lumacleanse will demo on 11/9.'), ['lumacleanse']);
    assert.deepEqual(orgs('healthbridge (the scheduling vendor) confirmed go-live.'), ['healthbridge']);
  });

  it('leaves people, titles and ordinary words alone', () => {
    assert.deepEqual(orgs('We signed a contract with Mary Hill for cleaning.'), []);
    assert.deepEqual(people('We signed a contract with Mary Hill for cleaning.'), ['Mary Hill']);
    assert.deepEqual(orgs('Supplies were checked by Dr. Hale today.'), []);
    assert.deepEqual(orgs('The contract with Mr. Serra ends soon.'), []);
    assert.deepEqual(orgs('The vendor will call; supplier list attached.'), []);
    assert.deepEqual(orgs('Insulin supplied by pharmacy; kits from Central Supply.'), []);
  });
});
