import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { detectPii } from './pii.js';

const found = (text: string) =>
  detectPii(text, ['PERSON', 'CITY', 'ORGANIZATION', 'STREET_ADDRESS', 'ZIP']).map(
    (f) => `${f.type}:${text.slice(f.start, f.end)}`,
  );

// ADR 0070: the value of a labelled field is what its label says.
describe('labelled fields of a form', () => {
  it('reads the value by its label, over what its words read as alone', () => {
    assert.deepEqual(found('City: Springfield'), ['CITY:Springfield']);
    assert.deepEqual(found('Name: Ana Lima\nCity: New Leah\nPostal code: 27758'), [
      'PERSON:Ana Lima',
      'CITY:New Leah',
      'ZIP:27758',
    ]);
    assert.deepEqual(found('Street: 8841 Willow Creek Lane; City: Plano; State: TX; ZIP: 75024; Employer: Toyota'), [
      'STREET_ADDRESS:8841 Willow Creek Lane',
      'CITY:Plano',
      'ZIP:75024',
      'ORGANIZATION:Toyota',
    ]);
    assert.deepEqual(found('Employer: Kassulke-Ebert'), ['ORGANIZATION:Kassulke-Ebert']);
    // A payer field holds categories as often as insurers ("Payer: Commercial"): no label (review).
    assert.deepEqual(found('Payer: Commercial'), []);
    assert.deepEqual(found('Wohnort: Bad Sven'), ['CITY:Bad Sven']);
  });

  it('leaves placeholders, sentences, grades and labels of other things alone', () => {
    for (const t of [
      'City: n/a',
      'Company: please see the attached letter from HR about this',
      'School: 3rd grade',
      'Town: unknown',
      'Signed by: Dr. Smith',
    ])
      assert.deepEqual(
        found(t).filter((f) => !f.startsWith('PERSON:')),
        [],
        t,
      );
  });
});
