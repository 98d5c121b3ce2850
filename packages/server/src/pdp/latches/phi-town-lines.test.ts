import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { detectPii } from './pii.js';

const found = (text: string, types: string[]) =>
  detectPii(text, types).map((f) => `${f.type}:${text.slice(f.start, f.end)}`);

// ADR 0077: the line under a street or unit line is the town when what follows ends the block.
describe('CITY: the town line of an address block', () => {
  it('takes the line under a unit line before a blank line, a country, a state code or a postcode', () => {
    assert.deepEqual(
      found('Francisca Robel\n\n85199 Avda. Rio Nalon 58\n Apt. 461\n Del Bianco ligure\n\n Spain', ['CITY']),
      ['CITY:Del Bianco ligure'],
    );
    assert.deepEqual(
      found('> 935 69 Gordon Terrace\n> Suite 828\n> DANIEL DO SUL\n> United Kingdom 89800', ['CITY', 'PERSON']),
      ['CITY:DANIEL DO SUL'],
    );
    assert.deepEqual(found('2437 Main St Suite 442\n   Little King\n    NS\n    B0J 2H0', ['CITY']), [
      'CITY:Little King',
    ]);
    assert.deepEqual(found('12 Rue de Tanger\nApt. 3\ntweevliet\n53-320', ['CITY']), ['CITY:tweevliet']);
  });

  it('leaves sign-offs, people and prose under a street alone', () => {
    assert.deepEqual(found('Dosette via Lloyds Pharmacy, 24 High Street.\nRJH', ['CITY']), []);
    assert.deepEqual(found('Ship to: 29 Kingsway\nDr. Olivia Thornbury\nPhone: 555 0100', ['CITY']), []);
    assert.deepEqual(found('Seen at 12 Oak Street\nPlan: continue metformin and review in clinic.', ['CITY']), []);
    // Review of 2026-11-27: notes, floors and desks under an address are no towns.
    for (const line of [
      'Lives alone',
      'Left knee pain',
      'Hypertension',
      'Second Floor',
      'Cardiology ward',
      'see u soon',
    ])
      assert.deepEqual(found(`Home address 19 Queen Street\n${line}\n\nPlan as below.`, ['CITY']), [], line);
    assert.deepEqual(found('Suite 100\nFront desk\nPhone: 555-0100', ['CITY']), []);
  });
});
