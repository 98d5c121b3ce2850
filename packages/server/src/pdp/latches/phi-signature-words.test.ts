import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { detectPii } from './pii.js';

const found = (text: string) =>
  detectPii(text, ['PERSON', 'CITY', 'ORGANIZATION']).map((f) => `${f.type}:${text.slice(f.start, f.end)}`);

// ADR 0068: the words of signatures, forms and notes that read as names, towns or firms.
describe('signature and form words are no names', () => {
  it('leaves degrees with inner dots, abbreviations and job titles after a name alone', () => {
    assert.deepEqual(found('Lena Fairweather, Au.D., CCC-A'), ['PERSON:Lena Fairweather']);
    assert.deepEqual(found('Dr. Arjun Thomas, Asst. Prof, Clinical Immunology'), ['PERSON:Arjun Thomas']);
    assert.deepEqual(found('Very truly yours,\nDaniel Cho, Esq.'), ['PERSON:Daniel Cho']);
    assert.deepEqual(found('-Craig Dunleavy, Benefits Manager'), ['PERSON:Craig Dunleavy']);
    assert.deepEqual(found('Dr Chinedu Eze, Senior Registrar'), ['PERSON:Chinedu Eze']);
    assert.deepEqual(found('Employee: Marcus Oyelowo   Dept: Environmental Services'), ['PERSON:Marcus Oyelowo']);
    assert.deepEqual(found("Workers' Comp Claim Update. Visits Tues/Thurs."), []);
    assert.deepEqual(found('Dr. Bradley Thorson, VP Medical Affairs'), ['PERSON:Bradley Thorson']);
  });

  it('still lists people named beside a name', () => {
    assert.deepEqual(found('Discussed with Monjeau, Graves and Reed.'), [
      'PERSON:Monjeau',
      'PERSON:Graves',
      'PERSON:Reed',
    ]);
  });
});

describe('hyphenated words, acronyms and sentence ends are no organizations or towns', () => {
  it('takes a firm of two capitalized surnames, not a compound or an eponymous scale', () => {
    assert.deepEqual(found('Invoices go to Mayo-Walters now.'), ['ORGANIZATION:Mayo-Walters']);
    assert.deepEqual(found('High-dose dexamethasone suppression test. Drop-off: front desk.'), []);
    assert.deepEqual(found("Bell's palsy, House-Brackmann grade III. CrCl (Cockcroft-Gault) 42 mL/min."), []);
  });

  it('ends a phrase before a business noun at the sentence dot', () => {
    assert.deepEqual(found('Please let me know by Friday. Our warehouse is full.'), []);
  });

  it('reads four capitals without a cue as an acronym, after a postal code as a town', () => {
    assert.deepEqual(found('TB IGRA negative. Please provide CAPA by 11/30.'), []);
    assert.deepEqual(found('Av. Corrientes 3247, piso 4, C1193AAE CABA.'), ['CITY:CABA']);
    assert.deepEqual(found('ADDRESS: 12 MAIN ST, RENO, NV 89501'), ['CITY:RENO']);
  });
});
