import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { detectPii } from './pii.js';

const found = (text: string, types?: readonly string[]) =>
  detectPii(text, types).map((f) => `${f.type}:${text.slice(f.start, f.end)}`);
const of = (text: string, type: string) => found(text, [type]);
const names = (text: string) => found(text, ['PERSON', 'CITY', 'ORGANIZATION']);

// ADR 0096: towns, streets and postal codes in headers, CSV rows and address lines.
describe('a CSV row’s state and ZIP columns', () => {
  const csv =
    'id,first,last,street,city,state,zip,phone\n10294,Ramón,Quintanilla,4410 W Cermak Rd Unit 3,Cicero,IL,60804,708-555-0199\n10296,Winston,Moore,PO Box 172,Bessemer,AL,35021';
  it('reads the ZIP after a state code between commas, and the street after a name column', () => {
    assert.deepEqual(of(csv, 'ZIP'), ['ZIP:60804', 'ZIP:35021']);
    assert.ok(of(csv, 'STREET_ADDRESS').includes('STREET_ADDRESS:4410 W Cermak Rd Unit 3'));
    assert.ok(!of(csv, 'PERSON').some((p) => p.includes('Cermak')));
  });
  it('leaves a credential’s column and a number of another width alone', () => {
    assert.deepEqual(of('name,first,cred,license\nSmith,Jane,MD,20191,active', 'ZIP'), []);
    assert.deepEqual(of('Baltimore,MD,2019,done', 'ZIP'), []);
    assert.deepEqual(of('Total 1,200 Oak Street', 'STREET_ADDRESS'), []);
  });
});

describe('a town after a care site or a firm and a comma', () => {
  it('reads it before a state code, a date, a dash or the line’s end', () => {
    assert.deepEqual(of('ED Provider Note — Ben Taub Hospital, Houston TX\nPt: Guadalupe', 'CITY'), ['CITY:Houston']);
    assert.deepEqual(of('Committee, St Luke’s General Hospital, Kilkenny, 18 Nov 2026\nPresent:', 'CITY'), [
      'CITY:Kilkenny',
    ]);
    assert.deepEqual(of('Rambam Health Care Campus, Haifa — Nursing handover', 'CITY'), ['CITY:Haifa']);
  });
  it('reads it after a site the organization rules do not name', () => {
    assert.deepEqual(names('Rota w/c 07/12/2026 — The Elms Surgery, Chorley\nGPs: Dr Bashir'), [
      'ORGANIZATION:The Elms Surgery',
      'CITY:Chorley',
      'PERSON:Bashir',
    ]);
    assert.deepEqual(of('transfer — North West Regional Hospital, Burnie to Royal Hobart Hospital ICU', 'CITY'), [
      'CITY:Burnie',
    ]);
    assert.deepEqual(of('thrombolysed at Kumaran Nursing Home, Tambaram; PCI to RCA.', 'CITY'), ['CITY:Tambaram']);
  });
  it('leaves people, titles and lists of firms alone', () => {
    assert.deepEqual(of('Referred by Mercy Hospital, Dr. Chorley TX today.', 'CITY'), []);
    assert.deepEqual(of('Staff at Mercy Clinic, Julia Roberts — nursing lead', 'CITY'), []);
    assert.deepEqual(
      of('Suppliers: Acme Industries, Apple, Google and Oracle.', 'CITY').filter((c) => c !== 'CITY:Acme'),
      [],
    );
    assert.deepEqual(of('Discharged from Mercy Hospital, Mr Smith, 18 Nov', 'CITY'), []);
  });
});

describe('streets written with initials, titles or an abbreviated type', () => {
  it('reads them', () => {
    assert.deepEqual(of('the signing at 279 E. Rodriguez Sr. Ave. The Kidney Foundation', 'STREET_ADDRESS'), [
      'STREET_ADDRESS:279 E. Rodriguez Sr. Ave.',
    ]);
    assert.deepEqual(of('Escorted off campus to Harry Hines Blvd. Dallas Police not called.', 'STREET_ADDRESS'), [
      'STREET_ADDRESS:Harry Hines Blvd.',
    ]);
    assert.deepEqual(of('the scan is 11am, Idowu Martins St, Victoria Island.', 'STREET_ADDRESS'), [
      'STREET_ADDRESS:Idowu Martins St',
    ]);
  });
  it('leaves a saint, a person and English words alone', () => {
    assert.deepEqual(of('Seen with Mary St, RN on shift.', 'STREET_ADDRESS'), []);
    assert.deepEqual(of('Admitted to St Martins St Helens ward.', 'STREET_ADDRESS'), []);
    assert.deepEqual(of('Took 2 Tabs. Tylenol today.', 'STREET_ADDRESS'), []);
    assert.deepEqual(of('Main St. Louis office', 'STREET_ADDRESS'), []);
  });
});

describe('postal-code labels of other languages and datelines', () => {
  it('reads the code after "cod poștal", "邮编：" and a dateline’s town', () => {
    assert.deepEqual(of('Str. Memorandumului nr. 28, cod poștal 400114, angajat la Banca', 'ZIP'), ['ZIP:400114']);
    assert.deepEqual(of('地址：北京市朝阳区建国路88号；邮编：100022', 'ZIP'), ['ZIP:100022']);
    assert.deepEqual(of('PRESS RELEASE — Baltimore, MD, November 19, 2026. The foundation', 'CITY'), [
      'CITY:Baltimore',
    ]);
  });
  it('leaves a fish, a dose and a dated clinician alone', () => {
    assert.deepEqual(of('Ate cod 40012 times? no: ate cod today, 200 g.', 'ZIP'), []);
    assert.deepEqual(found('Signed: Tanaka, Olga, MD, Nov 19, 2026', ['PERSON', 'CITY']), ['PERSON:Tanaka, Olga']);
  });
});

describe('the town a patient comes from after the age and sex', () => {
  it('reads it whatever else its words are', () => {
    assert.deepEqual(names('Desmond Wolfchild 58M, from Chase. Day 4 for osteomyelitis'), [
      'PERSON:Desmond Wolfchild',
      'CITY:Chase',
    ]);
    assert.deepEqual(of('Máire Ní Fhlatharta, 81F, from An Spidéal. Fall at home', 'CITY'), ['CITY:An Spidéal']);
  });
  it('leaves settings of care, sites and titles alone', () => {
    assert.deepEqual(of('Pt 72F, from Theatre. Lives alone.', 'CITY'), []);
    assert.deepEqual(of('Pt 58M, from Mayo Clinic.', 'CITY'), []);
    assert.deepEqual(of('72F, from Dr Smith.', 'CITY'), []);
    assert.deepEqual(of('Letter from Chase. Balance due.', 'CITY'), []);
  });
});

describe('Indian sectors and PINs after a dash, Argentine CPA codes', () => {
  it('reads them and the town after them', () => {
    const india = 'Address: Plot 77, Sector 44, Gurugram, Haryana – 122003\nAadhaar: XXXX';
    assert.deepEqual(of(india, 'STREET_ADDRESS'), ['STREET_ADDRESS:Plot 77', 'STREET_ADDRESS:Sector 44']);
    assert.deepEqual(of(india, 'CITY'), ['CITY:Gurugram']);
    assert.deepEqual(of(india, 'ZIP'), ['ZIP:122003']);
    assert.deepEqual(of('PathLabs Ltd, Block E, Sector 18, Rohini, New Delhi 110085 and', 'STREET_ADDRESS'), [
      'STREET_ADDRESS:Block E, Sector 18',
    ]);
    const ar = 'Av. Corrientes 2548, piso 5 B, C1046AAQ Buenos Aires; obra social: OSDE';
    assert.deepEqual(found(ar, ['ZIP', 'CITY']), ['ZIP:C1046AAQ', 'CITY:Buenos Aires']);
  });
  it('leaves lots, nerve blocks and a dash before a count alone', () => {
    assert.deepEqual(of('Lot numbers: A1234BCD, B5678XYZ Pfizer. Done', 'ZIP'), []);
    assert.deepEqual(of('Nerve Block 2, then Sector 4 scan', 'STREET_ADDRESS'), []);
    assert.deepEqual(of('Patients seen – 122003 in total', 'ZIP'), []);
  });
});

describe('a town read as a surname before a postal code', () => {
  it('reads the part after the comma as the town', () => {
    const pe = 'DNI 41234567, Jr. Ucayali 388, int. 2, Cercado de Lima, Lima 15001; natural de Juliaca';
    assert.ok(of(pe, 'CITY').includes('CITY:Lima'));
    assert.deepEqual(of(pe, 'ZIP'), ['ZIP:15001']);
  });
  it('leaves a person before a number alone', () => {
    assert.deepEqual(names('Patient: Smith, John 12345 was seen'), ['PERSON:Smith, John']);
    assert.deepEqual(of('Attending: Reyes, Maria 90210 on file', 'CITY'), []);
  });
});
