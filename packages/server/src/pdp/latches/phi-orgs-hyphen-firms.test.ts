import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { detectPii } from './pii.js';

const orgs = (text: string) => detectPii(text, ['ORGANIZATION']).map((f) => text.slice(f.start, f.end));
const found = (text: string) => detectPii(text, ['ORGANIZATION', 'PERSON', 'CITY', 'STREET_ADDRESS']);

// ADR 0118: firms of hyphenated surnames.
describe('firms of hyphenated surnames', () => {
  it('takes three hyphenated surnames, and a pair in a firm slot', () => {
    assert.deepEqual(orgs('During 2017, Effertz-Wolf-Cartwright invested heavily in new technology.'), [
      'Effertz-Wolf-Cartwright',
    ]);
    assert.deepEqual(orgs('Looking to support Murray-Langosh-Klein in its mission.'), ['Murray-Langosh-Klein']);
    assert.deepEqual(orgs('Heidenreich is from Strosin-Dooley'), ['Strosin-Dooley']);
    assert.deepEqual(orgs('the version recorded for stoltenberg-vandervort became a hit'), ['stoltenberg-vandervort']);
  });

  it('leaves eponyms, towns, streets and people alone', () => {
    assert.deepEqual(orgs('Dx: Wolff-Parkinson-White pattern; Charcot-Marie-Tooth disease in mother.'), []);
    assert.deepEqual(orgs('Klippel-Trenaunay-Weber syndrome; Osler-Weber-Rendu; Jervell-Lange-Nielsen.'), []);
    assert.deepEqual(orgs('Patient is from Aix-en-Provence; Cheyne-Stokes breathing; Mallory-Weiss tear.'), []);
    assert.deepEqual(orgs('Avenue Hippocrate 10, 1200 Woluwe-Saint-Lambert'), []);
    assert.deepEqual(orgs('Carl-Wery-Straße 28, 81739 München'), []);
    assert.deepEqual(orgs('Mrs. Lerner-Hoyt called; he is from Stratford-upon-Avon.'), []);
    assert.deepEqual(orgs("I'm in GISLASON-OVER-ADAMS, at the conference"), []);
    assert.ok(found('Mrs. Lerner-Hoyt called.').some((f) => f.type === 'PERSON'));
  });
});
