import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { detectPii } from './pii.js';

const found = (text: string) =>
  detectPii(text, ['PERSON', 'CITY', 'ORGANIZATION', 'STREET_ADDRESS']).map(
    (f) => `${f.type}:${text.slice(f.start, f.end)}`,
  );

// ADR 0070: how overlapping candidates are settled.
describe('overlapping candidates', () => {
  it('keeps a member a longer candidate overruled when a better-ranked one overrules that in turn', () => {
    assert.deepEqual(found('Optum and Change Healthcare were still restoring claims.'), [
      'ORGANIZATION:Optum',
      'ORGANIZATION:Change Healthcare',
    ]);
  });

  it('joins two overlapping readings of the same type into one finding', () => {
    assert.deepEqual(found('Prenatal care at La Clínica de la Raza in Fruitvale.'), [
      'ORGANIZATION:La Clínica de la Raza',
      'CITY:Fruitvale',
    ]);
    assert.deepEqual(found('Cormac Allan\nPlaceilivecom\n338 17 St Omers Road, Beauwelz'), [
      'PERSON:Cormac Allan',
      'ORGANIZATION:Placeilivecom',
      'STREET_ADDRESS:338 17 St Omers Road',
      'CITY:Beauwelz',
    ]);
  });

  it('still lets the better-ranked finding win over a different type', () => {
    const text = 'Seen by Dr. Jordan Lee at Mercy Hospital in Jordan.';
    const f = found(text);
    assert.ok(f.includes('PERSON:Jordan Lee'), f.join(' | '));
    assert.ok(f.includes('ORGANIZATION:Mercy Hospital'), f.join(' | '));
  });
});
