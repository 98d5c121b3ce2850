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
