import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { detectPii } from './pii.js';

const found = (text: string) =>
  detectPii(text, ['PERSON', 'CITY', 'STREET_ADDRESS', 'ORGANIZATION']).map(
    (f) => `${f.type}:${text.slice(f.start, f.end)}`,
  );

// What a review of the rules of ADRs 0118–0120 found over-redacted; the forms those rules were written for stay found.
describe('doses, wards, notes and drugs after the new cues stay in clear', () => {
  it('reads a dose before "st" (stat) as no lower-case street', () => {
    for (const t of ['Gave 1 amp bicarb st and recheck.', 'Push 2 vial naloxone st now.', 'Give 20 meq kcl st.'])
      assert.deepEqual(found(t), [], t);
    assert.deepEqual(found('meet me at 44 elm ave'), ['STREET_ADDRESS:44 elm ave']);
  });

  it('reads a ward, a bay or a block by its number as no town and no street', () => {
    for (const t of [
      'Moved to Ward 4, Block B, Main Building',
      'Moved to Bay 4.',
      'Patient in Bed 4, Block C, East Wing.',
    ])
      assert.deepEqual(found(t), [], t);
    assert.deepEqual(found('moved to Denver 2 years ago'), ['CITY:Denver']);
    assert.ok(found('Street 4, Block C, Gulberg III, Lahore').includes('STREET_ADDRESS:Block C'));
  });

  it('reads the note, plan or visit after a care role as no person', () => {
    for (const t of ['Signed, NP Note', 'PT Plan: ambulate', 'RT Vent settings unchanged.', 'Sponsor: Self'])
      assert.deepEqual(found(t), [], t);
    assert.deepEqual(found('Physio Jess to mobilise'), ['PERSON:Jess']);
    assert.deepEqual(found('Sponsor: Earl.'), ['PERSON:Earl']);
    assert.deepEqual(found('seen by PT Jincy'), ['PERSON:Jincy']);
  });

  it('reads a drug after a vendor word as no coined firm', () => {
    assert.deepEqual(found('Ordered from supplier ranitidine 150 mg.'), []);
    assert.deepEqual(found('UV disinfection vendor lumacleanse will demo'), ['ORGANIZATION:lumacleanse']);
  });

  it('reads an English plural before "gate" as no Nordic street, and Spanish "y" as no Welsh one', () => {
    assert.deepEqual(found('Arrivals gate 4 at terminal'), []);
    assert.deepEqual(found('Kongens gate 4, Oslo'), ['STREET_ADDRESS:Kongens gate 4', 'CITY:Oslo']);
    assert.ok(!found('Vive en 4 Hijos y Nietos, Lima').some((f) => f.startsWith('STREET_ADDRESS')));
    assert.deepEqual(found('3 Tan y Bryn, Bangor'), ['STREET_ADDRESS:3 Tan y Bryn', 'CITY:Bangor']);
  });

  it('reads Korean nouns with a district ending and a count as no address', () => {
    assert.deepEqual(found('연구 결과로 30 % 감소했다'), []);
    assert.deepEqual(found('서울시 중구 세종대로 110'), ['CITY:서울시', 'CITY:중구', 'STREET_ADDRESS:세종대로 110']);
  });
});
