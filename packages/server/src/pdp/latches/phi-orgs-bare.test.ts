import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { detectPii } from './pii.js';

const orgs = (text: string) => detectPii(text, ['ORGANIZATION']).map((f) => text.slice(f.start, f.end));
const types = (text: string) => detectPii(text).map((f) => `${f.type}:${text.slice(f.start, f.end)}`);

// ADR 0086: ordinary words before a practice's word, eponym- and town-named hospitals, letterheads, known names.
describe('one ordinary word and a practice word, placed as a name', () => {
  it('takes a practice in a slot, in brackets, as an SMS sender, before its street', () => {
    assert.deepEqual(orgs('Claim for physiotherapy at Pivot Physiotherapy has been processed.'), [
      'Pivot Physiotherapy',
    ]);
    assert.deepEqual(orgs('Retinal exam due - referral to Vision Partners.'), ['Vision Partners']);
    assert.deepEqual(orgs('Hospice information given (Beacon Hospice). Niece is HCP.'), ['Beacon Hospice']);
    assert.deepEqual(orgs('Peak Dental: Hi Xiomara, reminder of your cleaning on Tuesday.'), ['Peak Dental']);
    assert.deepEqual(orgs('Dr. Anand Ram, Skin Health Partners, 800 Peachtree St NE, Atlanta'), [
      'Skin Health Partners',
    ]);
  });

  it('leaves departments, specialties and headings alone (hard negatives)', () => {
    for (const text of [
      'Referred to Physical Therapy. Seen at Urgent Care. Admitted to Behavioral Health.',
      'Follow up with Vascular Surgery; referred to Home Health and to Sleep Medicine; Pain Management consulted.',
      'Referred to Paediatric Physiotherapy; seen by Pelvic Physiotherapy and Hand Physiotherapy.',
      'Referral to Sexual Health and to Refugee Health. Seen by Orthodontics; referred to Vascular Surgeons.',
      'Routine Dental: up to date. Annual Dental: due in May. Dental: Hi there, brush twice daily.',
      'Pt was seen (Emergency Dental) overnight. Referred to Stroke Physicians and Neuro Specialists.',
      'Peak flow 350. Pivot transfer assisted. Vision Partners with the child in play.',
    ])
      assert.deepEqual(orgs(text), [], text);
  });
});

describe('hospitals named after a town, an eponym, a saint or a region', () => {
  it('takes them whole', () => {
    assert.deepEqual(orgs('Reed-Sternberg cells on biopsy from Huntington Hospital.'), ['Huntington Hospital']);
    assert.deepEqual(orgs('Prenatal care at Fairfax OB/GYN Associates.'), ['Fairfax OB/GYN Associates']);
    assert.deepEqual(orgs('Referring: Dr. Marcus Ellington, Chesapeake OB/GYN\nSingle live IUP.'), [
      'Chesapeake OB/GYN',
    ]);
    assert.deepEqual(orgs('Recommended ED evaluation today at Providence St. Vincent.'), ['Providence St. Vincent']);
    assert.deepEqual(orgs('Admitted to CHI St. Luke’s Health Memorial.'), ['CHI St. Luke’s Health Memorial']);
    assert.deepEqual(orgs('REPORT — Digestive Health Specialists of the Southeast\nPatient: B.'), [
      'Digestive Health Specialists of the Southeast',
    ]);
    assert.deepEqual(orgs('Seen by Kidney Specialists of Southern Nevada.'), ['Kidney Specialists of Southern Nevada']);
    assert.deepEqual(orgs('Referral to Hospice of the Central Coast. POLST done.'), ['Hospice of the Central Coast']);
    assert.deepEqual(orgs('Home with services from Bayside VNA. PACT team at Fredericksburg CBOC.'), [
      'Bayside VNA',
      'Fredericksburg CBOC',
    ]);
    assert.deepEqual(orgs('DERMATOLOGY — Coastal Skin & Laser, Wilmington'), ['Coastal Skin & Laser']);
    assert.deepEqual(orgs('HOME VISIT NOTE — Elderwood House Calls\nPt: 94M'), ['Elderwood House Calls']);
    assert.deepEqual(orgs('Biopsy is booked at Lake Macquarie Private. Presented to Valley Regional with N/V.'), [
      'Lake Macquarie Private',
      'Valley Regional',
    ]);
  });

  it('leaves diseases, feasts, streets, devices and ordinary phrases alone (hard negatives)', () => {
    for (const text of [
      'Huntington disease clinic follow-up; Whipple procedure at the hospital; Parkinson Clinic appointment.',
      'Catholic St. Patrick’s Day parade. Lives at 12 Providence St. Apt 3. Providence, RI resident.',
      'Hospital of the Day award went to the night team.',
      'Home with VNA services. The CBOC is open. AAI PACE mode. LAB CBOC.',
      'He uses a CO2 Laser. Colonic Transit study; Small Bowel Transit normal.',
      'Private room requested. Regional anesthesia by the block team. Stayed at Lake Tahoe Private residence.',
      "Pt's VNA is coming on Monday.",
    ])
      assert.deepEqual(orgs(text), [], text);
  });
});

describe('letterheads', () => {
  it('takes a name alone on a line by a desk’s or department’s line', () => {
    assert.deepEqual(orgs('Humana\nClinical Appeals Unit\n\nDate: 04/18/2082'), ['Humana']);
    assert.deepEqual(orgs('Boeing\nHuman Resources — Leave Administration\n\nDear Ms Tran,'), ['Boeing']);
    assert.deepEqual(orgs('12 Elm Row\nDover, DE 19901\n\nBilling Department\nBayhealth\n\nRe: Account'), [
      'Bayhealth',
    ]);
    assert.deepEqual(orgs('Beacon Logistics\nHuman Resources\n\nRE: Return to work'), ['Beacon Logistics']);
    assert.deepEqual(orgs('Zentrix\nHuman Resources\n\nDear Ms Tran,'), ['Zentrix']);
  });

  it('leaves headings and people over a department alone (hard negatives)', () => {
    for (const text of [
      'Memo\nHuman Resources\nplease read',
      'Jane Smith\nHuman Resources',
      'Notice\nBilling Department',
    ])
      assert.deepEqual(orgs(text), [], text);
    assert.deepEqual(types('Dr. Smith\nHuman Resources Department'), ['PERSON:Smith']);
  });
});

describe('well-known names and their context', () => {
  it('takes ambiguous names after a cue, camel-case brands as spelled, branches and members', () => {
    assert.deepEqual(orgs('Social: Ramp agent for Delta; patient is a pilot for Southwest.'), ['Delta', 'Southwest']);
    assert.deepEqual(orgs('Dr. Menon at Apollo said to increase Lantus. I’m coming by IndiGo tonight.'), [
      'Apollo',
      'IndiGo',
    ]);
    assert.deepEqual(orgs('after my Whipple at Mayo I’m taking Creon'), ['Mayo']);
    assert.deepEqual(orgs('Site 14 (Erlanger, Chattanooga) has enrolled 23.'), ['Erlanger']);
    assert.deepEqual(orgs('88 Magnolia Ln, Clinton → DaVita Jackson West\nDriver: R. Castille'), [
      'DaVita Jackson West',
    ]);
    assert.deepEqual(orgs('To: UK HealthCare Chandler Hospital, Lexington'), ['UK HealthCare Chandler Hospital']);
    assert.deepEqual(orgs('Boots: Your prescription is ready to collect.'), ['Boots']);
    assert.deepEqual(orgs('Ms Harriet Coombes, HR Business Partner, Severn Trent, Coventry'), ['Severn Trent']);
  });

  it('takes a device maker only as the firm: a field, a product, a vendor cue', () => {
    assert.deepEqual(orgs('Implant: Stryker Triathlon CR, cemented.'), ['Stryker']);
    assert.deepEqual(orgs('LifeVest ordered via ZOLL. Supplier: Medtronic Diabetes.'), ['ZOLL', 'Medtronic Diabetes']);
  });

  it('leaves devices, towns and ordinary words alone (hard negatives)', () => {
    for (const text of [
      'Stryker frame used. Medtronic pacemaker interrogated. Dexcom G7 readings uploaded. Started on Dexcom G6.',
      'He lives in Sainte-Justine, Quebec.',
      'Delta wave on EEG. Southwest Florida trip. Indigo carmine injected.',
      'Insurance: Medicare. The Delta variant spread.',
    ])
      assert.deepEqual(orgs(text), [], text);
  });
});
