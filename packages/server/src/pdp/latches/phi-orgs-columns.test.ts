import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { detectPii } from './pii.js';

const orgs = (text: string) => detectPii(text, ['ORGANIZATION']).map((f) => text.slice(f.start, f.end));
const all = (text: string) => detectPii(text).map((f) => `${f.type}:${text.slice(f.start, f.end)}`);

// ADR 0103: a list's column where half the lines or more hold an organization holds one in the others.
describe('organizations by their column in a list (ADR 0103)', () => {
  it('reads brands in a supplier list whose other items are organizations, in any case', () => {
    const t = [
      'APPROVED SUPPLIER LIST - Pharmacy & Theatres',
      '1. Alliance Healthcare - wholesale pharmaceuticals - contact Neil Baxter',
      '2. Fannin - short-line medicines - Orla Keegan',
      '3. Thornbury & Vale Medical - sutures, dressings - Imran Siddiqui',
      '4. sterilux - instrument decontamination - Beatriz Lourenço',
      '5. OxyGenix Gases Ltd - medical gases - Callum Rennie',
      '6. Kettering Linen Services - theatre linen - Joy Adebanjo',
    ].join('\n');
    const found = orgs(t);
    for (const o of ['Fannin', 'sterilux', 'Alliance Healthcare']) assert.ok(found.includes(o), `${o} in ${found}`);
    assert.ok(all(t).includes('PERSON:Orla Keegan'));
  });

  it('reads a CSV column and an attendee list, leaving a country after the name out', () => {
    const csv = [
      'first_name,last_name,affiliation,city',
      'Ingrid,Solberg,Oslo universitetssykehus,Oslo',
      'Matteo,Lombardi,Humanitas Research Hospital,Rozzano',
      'Aleksandra,Jovanović,Klinički centar Srbije,Beograd',
      'Niamh,Gallagher,Trinity College Dublin,Dublin',
    ].join('\n');
    assert.ok(orgs(csv).includes('Klinički centar Srbije'), `${orgs(csv)}`);
    assert.ok(!orgs(csv).includes('affiliation'));
    const list = [
      'Dr. Aminata Diallo - Institut Pasteur de Dakar',
      'Grace Atieno Odhiambo - Jhpiego Kenya',
      'Claudine Uwimana - Rwanda Biomedical Centre',
      'Dr. Kwame Asante - Ghana Health Service',
    ].join('\n');
    assert.ok(orgs(list).includes('Jhpiego'), `${orgs(list)}`);
  });

  it('reads nothing where the column holds few organizations, or in a header row', () => {
    const t = [
      'Name | DOB | Address | Pharmacy',
      'Esperanza Villalobos | 1953-08-19 | 318 Elm St | Walgreens',
      'Tom Reyes | 1960-01-02 | 12 Oak St | CVS Pharmacy',
      'Ann Lee | 1970-03-04 | 9 Pine Rd | Rite Aid',
    ].join('\n');
    assert.ok(!orgs(t).includes('Pharmacy'), `${orgs(t)}`);
    const people = ['Mon - Dr Patel - Riverside Clinic', 'Tue - Dr Gallagher - ward', 'Wed - Sam Ortiz - theatre'].join(
      '\n',
    );
    assert.deepEqual(
      orgs(people).filter((o) => o !== 'Riverside Clinic'),
      [],
    );
  });

  it('reads the vendor closing the items of a procurement list (ADR 0118), not the owners of an action list', () => {
    const t = [
      'Q3 PROCUREMENT - CAPITAL EQUIPMENT (approved)',
      '1. Infusion pumps (x40) - Baxter International',
      '2. Portable ultrasound (x2) - GE HealthCare',
      '3. Bariatric beds (x6) - Stryker',
      '4. Automated dispensing cabinets - Omnicell',
      '5. Patient monitors - Philips',
      '6. Endoscope reprocessors - Steris',
    ].join('\n');
    for (const o of ['Omnicell', 'Philips', 'Stryker']) assert.ok(orgs(t).includes(o), `${orgs(t)}`);
    const actions = [
      'Action items',
      '1. Chase echo report - Smith',
      '2. Book MRI - Patel',
      '3. Call family - Jones',
      '4. Discharge summary - Quest Diagnostics liaison',
    ].join('\n');
    assert.deepEqual(
      orgs(actions).filter((o) => o !== 'Quest Diagnostics'),
      [],
    );
  });
});
