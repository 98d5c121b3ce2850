import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { detectPii } from './pii.js';

const orgs = (text: string) => detectPii(text, ['ORGANIZATION']).map((f) => text.slice(f.start, f.end));
const all = (text: string) => detectPii(text).map((f) => `${f.type}:${text.slice(f.start, f.end)}`);

// ADR 0076: names in capitals at a letterhead's place, names before a street line, and paired service words.
describe('ORGANIZATION in capitals at a letterhead', () => {
  it('takes a line in capitals that is exactly a name with a proper word', () => {
    assert.deepEqual(orgs('NORTHWESTERN MEMORIAL HOSPITAL\nProgress Note - Hospital Day 4'), [
      'NORTHWESTERN MEMORIAL HOSPITAL',
    ]);
    assert.deepEqual(
      orgs('Record date: 2069-04-07\n\nMERCY VALLEY MEDICAL CENTER\nINTERNAL MEDICINE\n\nPatient: Holmes'),
      ['MERCY VALLEY MEDICAL CENTER'],
    );
    assert.deepEqual(orgs("ST THOMAS' HOSPITAL\nAcute Medical Unit - Clerking"), ["ST THOMAS' HOSPITAL"]);
    assert.deepEqual(orgs("BRIGHAM AND WOMEN'S HOSPITAL\nATTENDING ADDENDUM"), ["BRIGHAM AND WOMEN'S HOSPITAL"]);
    assert.deepEqual(orgs('UNIVERSITY HOSPITAL OF NORTH TEES\nDepartment of Gastroenterology'), [
      'UNIVERSITY HOSPITAL OF NORTH TEES',
    ]);
    assert.deepEqual(orgs('SUBPOENA\nIN THE CIRCUIT COURT OF COOK COUNTY, ILLINOIS\nVanessa Ruiz, Plaintiff'), [
      'CIRCUIT COURT OF COOK COUNTY',
    ]);
  });

  it('reads the whole name, not a town or a person in it', () => {
    assert.deepEqual(all('HENRY FORD HOSPITAL\nED NOTE\n\nJasmine Abboud, 24F, presents'), [
      'ORGANIZATION:HENRY FORD HOSPITAL',
      'PERSON:Jasmine Abboud',
    ]);
  });

  it('leaves section headings, departments and shouting in capitals', () => {
    const headings = [
      'INTERNAL MEDICINE',
      'EMERGENCY DEPARTMENT RECORD',
      'DISCHARGE SUMMARY',
      'CARDIOLOGY CONSULT NOTE',
      'INTENSIVE CARE UNIT',
      'AMBULATORY SURGERY CENTER',
      'COMPREHENSIVE CANCER CENTER',
      'DIGESTIVE HEALTH CENTER',
      'HEART AND VASCULAR INSTITUTE',
      'NEUROSCIENCE INSTITUTE',
      'UNIVERSITY HOSPITAL',
      'COMMUNITY MEMORIAL HOSPITAL',
      'DAY HOSPITAL',
      'BLOOD DONOR CENTER',
      'REVIEW OF SYSTEMS',
      'SOCIAL SERVICES',
      'OUTSIDE HOSPITAL',
      'PLEASE CALL THE HOSPITAL',
      "I DON'T KNOW WHAT TO PRESS",
    ];
    assert.deepEqual(orgs(headings.join('\n\n')), []);
    // Not at a letterhead's place: a line in capitals in the middle of a paragraph, of department words only. (A
    // hospital's own name there, "MERCY VALLEY MEDICAL CENTER", is one since ADR 0146: phi-orgs-caps.ts.)
    assert.deepEqual(orgs('Seen today.\nCOMMUNITY MEDICAL CENTER\nfollow up'), []);
  });
});

describe('ORGANIZATION before a street line, and paired service words', () => {
  it('takes a name heading a contact line', () => {
    assert.deepEqual(orgs('Apollo Hospitals, 21 Greams Lane, Off Greams Road, Chennai'), ['Apollo Hospitals']);
    assert.deepEqual(orgs('Provider: Summit Orthopedics, 17408 Chatsworth St, Suite 210'), ['Summit Orthopedics']);
    assert.deepEqual(orgs('chiropractic care: Peninsula Spine & Wellness, 455 Hamilton Ave, Palo Alto'), [
      'Peninsula Spine & Wellness',
    ]);
    assert.deepEqual(orgs('DENTAL PROGRESS NOTE - Smile Street Dental, 4410 Sunset Blvd, Suite 200'), [
      'Smile Street Dental',
    ]);
    assert.deepEqual(orgs('INITIAL ASSESSMENT - Mind Matters Counselling, Level 2, 150 Queen Street'), [
      'Mind Matters Counselling',
    ]);
    assert.deepEqual(orgs('To: Practice Manager, The Elms Surgery, 42 Elm Grove, Southsea'), ['The Elms Surgery']);
  });

  it('takes a name before a town that ends the clause, or after a doctor and a comma', () => {
    assert.deepEqual(orgs('Prescriptions sent to Rouses Pharmacy, Houma.'), ['Rouses Pharmacy']);
    assert.deepEqual(orgs('To: Dr. Nadia Sorensen, Fjord Family Medicine\nRe: Humira'), ['Fjord Family Medicine']);
    assert.deepEqual(orgs('cc: Dr. Yusuf Adebisi, Plains Regional Nephrology'), ['Plains Regional Nephrology']);
    assert.deepEqual(orgs('Dr S. Chaudhry\nGreen Lanes Surgery\n\nRe: Mrs W. Cole'), ['Green Lanes Surgery']);
    // The town opens another name; a department after a doctor.
    assert.deepEqual(orgs('Seen in Fracture Clinic, Leeds General Infirmary.'), ['Leeds General Infirmary']);
    assert.deepEqual(
      orgs('cc: Dr. Smith, Internal Medicine; Dr. Jones, Sleep Medicine.\nDr Patel\nGeneral Surgery'),
      [],
    );
  });

  it('keeps a person or a department before a street as it was', () => {
    assert.deepEqual(all('John Smith, 12 Oak St'), ['PERSON:John Smith', 'STREET_ADDRESS:12 Oak St']);
    assert.deepEqual(orgs('Seen at Family Medicine, 200 Main Street. Plan: Cardiology Clinic, 12 Oak Street.'), []);
    // An apartment block is part of the address, not an organization.
    assert.deepEqual(orgs('Flat 5B, Sunrise Apartments, 12 Park Street, Kolkata 700016'), []);
  });

  it('takes rehab, physio, polyclinics, home agencies, law firms and missions after a proper word', () => {
    assert.deepEqual(orgs('Plan: PT referral to Sierra Providence Rehab. Return 3 months.'), [
      'Sierra Providence Rehab',
    ]);
    assert.deepEqual(orgs('Session 18 at Saint Joseph Mercy Cardiac Rehab, Ypsilanti.'), [
      'Saint Joseph Mercy Cardiac Rehab',
    ]);
    assert.deepEqual(orgs('Harbourside Physio: Hi Aroha'), ['Harbourside Physio']);
    assert.deepEqual(orgs('Outpatient physio at Manukau SuperClinic, then Ang Mo Kio Polyclinic.'), [
      'Manukau SuperClinic',
      'Ang Mo Kio Polyclinic',
    ]);
    assert.deepEqual(orgs('Transferred to Lagoon Hospitals ICU in Ikoyi.'), ['Lagoon Hospitals']);
    assert.deepEqual(orgs('Home PT through Advocate Home Health; PICC care from Apex Home Infusion.'), [
      'Advocate Home Health',
      'Apex Home Infusion',
    ]);
    assert.deepEqual(orgs('Copy from Ansel & Price Elder Law. Attorney: J. Baptiste, Baptiste Injury Law'), [
      'Ansel & Price Elder Law',
      'Baptiste Injury Law',
    ]);
    assert.deepEqual(orgs('Lives at Magnolia Senior Apartments, 200 Magnolia Blvd.'), ['Magnolia Senior Apartments']);
    assert.deepEqual(orgs('Home nursing through Bolton Community Nursing Team is booked.'), [
      'Bolton Community Nursing Team',
    ]);
    assert.deepEqual(orgs('Toy drive with Fresno Rescue Mission. Referred by Mission Hospital ED.'), [
      'Fresno Rescue Mission',
      'Mission Hospital',
    ]);
  });

  it('leaves departments and common phrases with those words', () => {
    assert.deepEqual(
      orgs(
        'Continue Home Health. Start Cardiac Rehab. Referred to Pulmonary Rehab and Inpatient Rehab. ' +
          'Under Family Law and Sharia Law. The Space Mission. Home Infusion: vancomycin. ' +
          'Seen by the District Nursing Team.',
      ),
      [],
    );
  });
});

describe('ORGANIZATION: residences named "The X at Y"', () => {
  it('takes a capital "The" inside a sentence, name words, "at" and a place', () => {
    assert.deepEqual(orgs('Nursing home resident at The Arbors at Bedford, sent for hypoxia.'), [
      'The Arbors at Bedford',
    ]);
    assert.deepEqual(orgs('Will discharge today to The Willows at Meadow Branch, 1300 Meadow Branch Ave'), [
      'The Willows at Meadow Branch',
    ]);
  });

  it('leaves such words opening a sentence, and titles, departments and times', () => {
    assert.deepEqual(
      orgs(
        'The Pain at Rest is worse. Reviewed The Plan at Discharge. Met The Team at Noon. See The Notes at Bedside.',
      ),
      [],
    );
  });
});
