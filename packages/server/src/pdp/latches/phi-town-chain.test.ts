import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { detectPii } from './pii.js';

const typed = (text: string, type: string) =>
  detectPii(text)
    .filter((f) => f.type === type)
    .map((f) => text.slice(f.start, f.end));

// ADR 0073: a town a name rule read as a person is a town where it stands in an address.
describe('towns read as people, retyped by their place in an address', () => {
  it('takes the town before a postal code, between address parts, after an organization, after a locative', () => {
    const cases: [string, string][] = [
      ['It will be delivered to Jack Thompson, Unit 4, 27 Marine Parade, Napier 4110.', 'Napier'],
      ['To: Fiona Stanley Hospital, Murdoch WA 6150', 'Murdoch'],
      ['Her new address is Rua Augusta, 1508, apto 62, Consolação, São Paulo - SP, 01304-001.', 'Consolação'],
      ['Visit at 501 Harbor Blvd, Suite B, Belmont. Reply C to confirm.', 'Belmont'],
      ['Dr. med. Kerstin Albrecht\nKlinikum Ernst von Bergmann, Potsdam', 'Potsdam'],
      ["Outpatient letter from Hospital Universitari Vall d'Hebron, Barcelona: Sr. Jordi Puig attended.", 'Barcelona'],
      ['Ola Nordmann jobber som ingeniør hos Berg og Hansen AS i Bergen.', 'Bergen'],
      ['è avvocata presso lo studio Ferri Martini & Partners di Firenze.', 'Firenze'],
      // Read as organizations from context before: no organization word, in an address.
      ['Youssef Abdel-Rahman of 14 El-Tahrir Street, Dokki, Giza 12611 booked a consultation.', 'Dokki'],
      // A listed town naming a site after an owner word, even where an organization rule read it.
      ['Our Sydney office moved to Level 9, 1 Martin Place.', 'Sydney'],
      ['Abernathy Group is closing its Bath office.', 'Bath'],
    ];
    for (const [text, town] of cases) {
      assert.ok(typed(text, 'CITY').includes(town), `${town} in ${text}`);
      assert.ok(!typed(text, 'PERSON').includes(town), `${town} not a person in ${text}`);
      assert.ok(!typed(text, 'ORGANIZATION').includes(town), `${town} not an organization in ${text}`);
    }
    // A bank's own branch is no town; a pharmacy before its street stays an organization.
    assert.deepEqual(typed('The Chase branch on Houston Street in Manhattan', 'CITY').includes('Chase'), false);
    // A campus before its house number stays an organization: the number goes on into a street.
    assert.deepEqual(
      typed('The Ottawa Hospital, Civic Campus, 1053 Carling Ave, Ottawa ON K1Y 4E9.', 'CITY').includes('Civic Campus'),
      false,
    );
    assert.deepEqual(typed('Pharmacy: CVS, 1020 El Camino Real, Menlo Park, CA 94025.', 'ORGANIZATION'), ['CVS']);
  });

  it('leaves people where they stand as people', () => {
    const cases: [string, string][] = [
      ['Family physician: Dr. Kevin Tsang, Markham', 'Kevin Tsang'],
      ['Patient: Kelly, Tyler\nDOB 01/02/1960', 'Tyler'],
      ['The painting is by Leonardo di Caprio.', 'Leonardo di Caprio'],
      ['Seen with Jack Thompson, 27, who lives with his mother.', 'Jack Thompson'],
    ];
    for (const [text, person] of cases) {
      assert.ok(
        typed(text, 'PERSON').some((p) => p.includes(person.split(' ').pop()!)),
        `${person} a person in ${text}`,
      );
    }
    // A Florence flask is glassware, and "a" is an English article.
    assert.deepEqual(typed('Reagent prepared in a Florence flask, then filtered.', 'CITY'), []);
  });

  it('takes a street without a street word by its house number and what follows its comma', () => {
    const cases: [string, string][] = [
      ['Nguyễn Thị Lan, 27 Lý Thường Kiệt, Hoàn Kiếm, Hà Nội.', '27 Lý Thường Kiệt'],
      ['Pharmacy: CVS, 1020 El Camino Real, Menlo Park, CA 94025.', '1020 El Camino Real'],
      ['Moved from Brampton to 1402-955 Homer St, Vancouver, BC V6B 2W7.', '1402-955 Homer St'],
      ['Reykjavík office contact: Guðrún Sigurðardóttir, Laugavegur 26, 101 Reykjavík.', 'Laugavegur 26'],
      ['Please contact Mr. Pieter Claes at Claes & Peeters NV, Meir 44, bus 3, 2000 Antwerpen.', 'Meir 44, bus 3'],
    ];
    for (const [text, street] of cases)
      assert.ok(typed(text, 'STREET_ADDRESS').includes(street), `${street} in ${text}`);
    // A postal code before a town, a person's age, a nurse on a bed and a site's number stay what they were.
    assert.deepEqual(typed('Av. Juárez 410, Int. 7, 44100 Guadalajara, Jal.', 'CITY'), ['Guadalajara']);
    assert.deepEqual(typed('Patient Jane Smith 34, Boston native.', 'STREET_ADDRESS'), []);
    assert.deepEqual(typed('Bed 4, 12 John Smith, RN, on duty.', 'STREET_ADDRESS'), []);
    assert.deepEqual(
      typed('Syncope at work (Tesla Gigafactory 2, 1339 South Park Avenue, Buffalo).', 'STREET_ADDRESS'),
      ['1339 South Park Avenue'],
    );
  });
});

// ADR 0073: the place met at, named between "at" and its street.
describe('venues before their street', () => {
  it('takes a business named before its street after "at", and leaves people and known places as they were', () => {
    assert.deepEqual(typed("We'll meet Tuesday at Locavore, 641 Dašická 688, Turkovice u Prelouce", 'ORGANIZATION'), [
      'Locavore',
    ]);
    assert.deepEqual(typed("Dinner at Giordano's, 730 N Rush St, Chicago.", 'ORGANIZATION'), ["Giordano's"]);
    assert.deepEqual(typed('He is staying at Jane Smith, 12 Main Street.', 'ORGANIZATION'), []);
    assert.deepEqual(typed('We met at Boston, 12 Main Street, then left.', 'ORGANIZATION'), []);
  });
});

// Review of 2026-11-27: departments before a street and a service heading in capitals are no organizations.
describe('departments and service headings', () => {
  it('leaves a department met at and a clinic heading alone', () => {
    for (const t of [
      'Patient seen at Outpatients, 12 Main Street, Ennis.',
      'Review at Cardiology, 200 First Street SW, Rochester MN',
      'Bloods taken at Reception, 3 Church Road, before lunch',
      'Seen at A&E, 1 Hospital Road, then sent home.',
      'Appointment at Physiotherapy, 5 Clinic Way, Level 2.',
      'RAPID ACCESS CHEST PAIN CLINIC\nLOW RISK. DISCHARGE TO GP.',
    ])
      assert.deepEqual(typed(t, 'ORGANIZATION'), [], t);
  });
});
