import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { detectPii } from './pii.js';

const found = (text: string, types?: readonly string[]) =>
  detectPii(text, types).map((f) => `${f.type}:${text.slice(f.start, f.end)}`);

// ADR 0083: towns after an organization and a dash, before a state code, and big cities read as people.
describe('towns by their neighbours (ADR 0083)', () => {
  it('reads a town after an organization and an em dash, with a district in brackets after it', () => {
    assert.deepEqual(found('Neurology resident\nOchsner Medical Center — Jefferson'), [
      'ORGANIZATION:Ochsner Medical Center',
      'CITY:Jefferson',
    ]);
    assert.ok(found('Concentra Occupational Health — Houston (Greenspoint)').includes('CITY:Houston'));
  });

  it('reads a country or state name before a comma and a state code as a town', () => {
    assert.ok(found('Records from: Alice Peck Day Memorial Hospital, Lebanon, NH\n').includes('CITY:Lebanon'));
    assert.deepEqual(found('PO Box 4031, Wyoming, PA 18644', ['CITY', 'ZIP']), ['CITY:Wyoming', 'ZIP:18644']);
    // A country alone, or before a country code, stays in clear.
    assert.deepEqual(found('Citizenship: Canada, US', ['CITY', 'PERSON']), []);
  });

  it('reads a town after "in" or "near" before a state code that is also a credential', () => {
    assert.deepEqual(found('Returned from camping near Hawley, PA; tick bite 3 wks ago.', ['CITY', 'PERSON']), [
      'CITY:Hawley',
    ]);
    assert.deepEqual(found('Seen by Jones, PA today.', ['CITY', 'PERSON']), ['PERSON:Jones']);
    assert.deepEqual(found('Case discussed with Kim Lee, PA in clinic', ['CITY', 'PERSON']), ['PERSON:Kim Lee']);
  });

  it('types a lone big-city word where a place stands as a town, and keeps people', () => {
    assert.deepEqual(found('Audiology report\nHearing Life Canada — Halifax\nClient: Mr. Angus MacLeod', ['CITY']), [
      'CITY:Halifax',
    ]);
    assert.deepEqual(found('Dallas is very reliable. You can always depend on him.', ['PERSON']), ['PERSON:Dallas']);
    assert.deepEqual(found('Remember me, Hobart? I knew your brother.', ['PERSON']), ['PERSON:Hobart']);
    assert.ok(found('Son Austin lives in Austin; daughter Sydney lives in Sydney.').includes('PERSON:Austin'));
  });

  it('reads no street from a time, a titled name and an age', () => {
    assert.deepEqual(found('11:40 Mrs Patricia Ormerod 78\nS: carer reports 2 falls', ['STREET_ADDRESS', 'PERSON']), [
      'PERSON:Patricia Ormerod',
    ]);
    assert.deepEqual(found('He lives at 12 Mrs Smith Road.', ['STREET_ADDRESS']), [
      'STREET_ADDRESS:12 Mrs Smith Road.',
    ]);
    assert.deepEqual(found('Address: 221 Bayview Ter, San Mateo CA 94401', ['STREET_ADDRESS']), [
      'STREET_ADDRESS:221 Bayview Ter',
    ]);
  });

  it('reads a town in lower-case chat before "rn" and before a site noun of a chain', () => {
    assert.deepEqual(found('can i come in thurs? staying at my sisters in dorchester rn'), ['CITY:dorchester']);
    assert.deepEqual(found('gave report to jess rn', ['PERSON']), ['PERSON:jess']);
    assert.deepEqual(found('kaiser wants me to do PT at the fontana one lol', ['CITY']), ['CITY:fontana']);
    assert.deepEqual(found('appt tmrw 9:15 at the westerville location', ['CITY']), ['CITY:westerville']);
    assert.deepEqual(found('meet at the main office; the new one is better', ['CITY']), []);
  });

  it('keeps a compass word and a lettered unit with the street, and a town after a street before a preposition', () => {
    assert.deepEqual(found('at 4165 Highway 101 North, Tillamook, OR 97141.', ['STREET_ADDRESS', 'PERSON']), [
      'STREET_ADDRESS:4165 Highway 101 North',
    ]);
    assert.deepEqual(found('and 22 Customs Street East, Auckland 1010.', ['STREET_ADDRESS', 'PERSON']), [
      'STREET_ADDRESS:22 Customs Street East',
    ]);
    assert.deepEqual(found('Return to 8770 Guion Road, Suite A, Indianapolis, IN 46268.', ['STREET_ADDRESS']), [
      'STREET_ADDRESS:8770 Guion Road, Suite A',
    ]);
    assert.deepEqual(found('Lives at 12 Main St. She is well.', ['STREET_ADDRESS']), ['STREET_ADDRESS:12 Main St.']);
    assert.deepEqual(found('transfer on 07/04 from 88 Wakefield St, Hamden to the hospital.', ['CITY', 'PERSON']), [
      'CITY:Hamden',
    ]);
  });

  it('reads no town from a product in brackets, reads a lower-case town before "rn", keeps a titled surname (review)', () => {
    assert.deepEqual(found('Vaccine: Moderna (Spikevax) lot 4411', ['CITY']), []);
    assert.ok(found('Pfizer (BioNTech) vaccine').includes('ORGANIZATION:BioNTech'));
    assert.deepEqual(found('im in dallas rn lol'), ['CITY:dallas']);
    assert.deepEqual(found('Dr. Jan Bakker, Franklin Hospital.', ['PERSON', 'ORGANIZATION']), [
      'PERSON:Jan Bakker',
      'ORGANIZATION:Franklin Hospital',
    ]);
  });

  it('ends an organization before a procedure in capitals after "for" (review)', () => {
    assert.deepEqual(found('Transferred to Erasmus MC for ECMO.', ['ORGANIZATION']), ['ORGANIZATION:Erasmus MC']);
    assert.deepEqual(found('Seen at the Hospital for Special Surgery.', ['ORGANIZATION']), [
      'ORGANIZATION:Hospital for Special Surgery',
    ]);
  });
});
