import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { detectPii } from './pii.js';

const orgs = (text: string) => detectPii(text, ['ORGANIZATION']).map((f) => text.slice(f.start, f.end));
const has = (text: string, name: string) => assert.ok(orgs(text).includes(name), `${name} in ${orgs(text)}`);
const none = (text: string) => assert.deepEqual(orgs(text), []);

// ADR 0095: payers' and employers' labels, dotted Japanese forms, foreign tails, care homes.
describe('ORGANIZATION after a payer or employer label', () => {
  it('takes an acronym or one name word after a payer label, also after "; " or "| "', () => {
    has('40000 Marrakech — CIN : EE123456 — Mutuelle : CNOPS', 'CNOPS');
    has('El Poblado, Medellín | EPS: Sura | Cel 300 555 1234', 'Sura');
    has('código postal 7500000; Isapre: Colmena', 'Colmena');
    has('Quận 1, TP. Hồ Chí Minh 700000; nơi làm việc: Vinamilk', 'Vinamilk');
    has('Patient: Ms. Priyanka Menon, employer ADNOC\nResides: Villa 14', 'ADNOC');
  });

  it('keeps English words, tests and number labels out', () => {
    none('Employer: NONE\nInsurer: Retired');
    none('Lab: CBC\nPharmacy: PRN');
    assert.deepEqual(orgs('8006 Zürich; Krankenkasse: CSS Versicherung; AHV-Nr. 756.1234.5678.97'), [
      'CSS Versicherung',
    ]);
  });
});

describe('ORGANIZATION by forms and tails of other languages', () => {
  it('reads K.K. after a name of two words, not initials after a surname', () => {
    has('a licensing agreement with Kyoto Bioscience K.K. for its antibody.', 'Kyoto Bioscience K.K.');
    none('Refs: Sharma K.K., Gupta R. Lancet 2019.');
  });

  it('reads Turkish and Norwegian tails and French heads with an adjective', () => {
    has('Aile hekimi: Dr. Murat Aydın, Caddebostan Aile Sağlığı Merkezi', 'Caddebostan Aile Sağlığı Merkezi');
    has('Acıbadem Maslak Hastanesi, İstanbul', 'Acıbadem Maslak Hastanesi');
    has('Fastlege: Dr. Eivind Solheim, Bakklandet Legesenter | Tlf: 912 34 567', 'Bakklandet Legesenter');
    has('GP Legesenteret Sentrum.', 'Legesenteret Sentrum');
    has('Dr Lambotte, Cliniques universitaires Saint-Luc, Avenue Hippocrate 10', 'Cliniques universitaires Saint-Luc');
    has("transféré à l'Hôpital universitaire Robert-Debré hier", 'Hôpital universitaire Robert-Debré');
  });

  it('reads a nursing or care home after its name, not the kind alone', () => {
    has('thrombolysed at Kumaran Nursing Home, Tambaram; PCI to RCA.', 'Kumaran Nursing Home');
    has('moved to Sunrise Care Home last week', 'Sunrise Care Home');
    none('Discharged to Nursing Home on Monday.');
    none('She lives in a Care Home now.');
    none('Their Lake Home is for sale.');
  });
});

describe('ORGANIZATION by a heading with its town, and persons shown to be organizations', () => {
  it('reads a hospital or a practice heading a note with its town, not a department', () => {
    has(
      'Pre-qualified vendors — University College Hospital, Ibadan\n- Emzor Ltd, Isolo',
      'University College Hospital',
    );
    has(
      'Inter-hospital transfer — North West Regional Hospital, Burnie to Royal Hobart Hospital ICU',
      'North West Regional Hospital',
    );
    has('Rota w/c 07/12/2026 — The Elms Surgery, Chorley\nGPs: Dr Bashir', 'The Elms Surgery');
    none('Orthopaedic Surgery, Leeds\nSeen today');
    none('Sleep Clinic, Leeds\nSeen');
    none('Internal Medicine Clinic, Boston\nSeen today');
  });

  it('reads Welsh heads, a person-named Klinikum, a state division, a restaurant kitchen and a labelled health centre', () => {
    has('ED NOTE — Ysbyty Gwynedd, Bangor\nPt: Gwilym', 'Ysbyty Gwynedd');
    has(
      'Intensivstation — Klinikum Ernst von Bergmann, Potsdam. Ansprechpartnerin: Frau Anja Lehmann',
      'Klinikum Ernst von Bergmann',
    );
    has('You may request an external review through the Nevada Division of Insurance.', 'Nevada Division of Insurance');
    none('Dental exam: Class II Division 1 malocclusion');
    none('Seen by the Cardiology Division today.');
    has('anaphylaxis after peanut exposure at Bow Valley Thai Kitchen. Epinephrine 0.5 mg', 'Bow Valley Thai Kitchen');
    none('She ate in the Staff Kitchen.');
    has('46003 Valencia; Centro de salud: CS Ruzafa; DNI 12345678Z', 'CS Ruzafa');
  });

  it('retypes a name after Dutch "het", a care home\'s "Haus", a contractor\'s site', () => {
    has('Verwijzing naar het Antoni van Leeuwenhoek voor HIPEC bij 1 patiënt.', 'Antoni van Leeuwenhoek');
    has('Pflegeheim Haus Sonnenhof in Gelsenkirchen-Buer: Mutter seit gestern verwirrt', 'Haus Sonnenhof');
    has('construction worker (Shapoorji Pallonji site, Worli). Fall from scaffolding', 'Shapoorji Pallonji');
    none('Dr Anna Jones site visit on Monday');
    none('Het Jan was ziek');
  });
});
