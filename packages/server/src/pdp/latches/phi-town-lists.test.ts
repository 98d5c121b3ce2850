import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { detectPii } from './pii.js';

const towns = (text: string) => detectPii(text, ['CITY']).map((f) => text.slice(f.start, f.end));

// ADR 0070: the other members of a list that holds a town; a word in no list after in/from/near.
describe('towns in lists and words in no list after a place preposition', () => {
  it('takes the other members of a list of towns, and the town a transfer goes to', () => {
    assert.deepEqual(towns('Lives in Paris, Lyon and Nantes.'), ['Paris', 'Lyon', 'Nantes']);
    assert.deepEqual(towns('He moved from Busseltegeest to Niersen and Oslo.'), ['Busseltegeest', 'Niersen', 'Oslo']);
    assert.deepEqual(towns('Mr. Bijl requested a transfer from Busseltegeest to Niersen.'), [
      'Busseltegeest',
      'Niersen',
    ]);
    assert.deepEqual(towns('Our offices in Fagersund are closed.'), ['Fagersund']);
  });

  it('leaves people, provinces, countries, acronyms and possessives beside a town alone', () => {
    for (const t of [
      'She lives in Boston and John visits her.',
      'home on leave to Lipa City, Batangas. PhilHealth member.',
      'Sister lives in Sudbury, Ontario.',
      'Visited Paris and John Smith.',
    ])
      assert.deepEqual(
        towns(t).filter((x) => !['Boston', 'Lipa City', 'Sudbury', 'Paris'].includes(x)),
        [],
        t,
      );
    for (const t of [
      'Independent in ADLs and IADLs.',
      'Records obtained from I-CARE registry.',
      'Letter from Korea: patient is well.',
      'She was in Hope’s room.',
      'Mrs. Lund lives in Ontario with her son.',
      'Relatives in Newfoundland and Labrador.',
    ])
      assert.deepEqual(towns(t), [], t);
  });
});

// ADR 0070: a settlement word and a name make a town's name.
describe('towns named by a settlement word and a name', () => {
  it('reads them as towns, not persons', () => {
    assert.deepEqual(towns('Looking for a consultant in East Earline.'), ['East Earline']);
    assert.deepEqual(towns('Tidow AG (Bad Sven) and Haack AG (Ost Lukescheid) signed.'), [
      'Bad Sven',
      'Ost Lukescheid',
    ]);
    assert.deepEqual(towns('Everette Homenick\nSouth Pollich, Mar 26 2025'), ['South Pollich']);
    assert.deepEqual(towns('Lives in Nova Iguaçu.'), ['Nova Iguaçu']);
  });

  it('leaves wings, campuses, holidays, diseases, states and given names alone', () => {
    for (const t of [
      'Room in the East Wing.',
      'Patient went to North Campus for MRI.',
      'Happy New Year!',
      'West Nile virus IgM positive.',
      'She moved to South Carolina last year.',
      'Nova Jones called.',
      'Trenton, New Jersey 08608',
    ])
      assert.deepEqual(
        towns(t).filter((x) => x !== 'Trenton'),
        [],
        t,
      );
  });
});
