import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { detectPii } from './pii.js';

const orgs = (text: string) => detectPii(text, ['ORGANIZATION']).map((f) => text.slice(f.start, f.end));

// ADR 0083: acronyms in a place only an organization takes.
describe('acronyms of agencies and payers (ADR 0083)', () => {
  it('reads an acronym after an enrolment, referral or transport cue, or before a claim or an advice', () => {
    assert.deepEqual(orgs('Patient Thabo Nkosi brought by SAPS from Hillbrow.'), ['SAPS']);
    assert.deepEqual(orgs('Seen for a fall. Referred to AIC for home help.'), ['AIC']);
    assert.deepEqual(orgs('Injury at work. ACC claim lodged.'), ['ACC']);
    assert.deepEqual(orgs('Works as a truck dispatcher. OHIP covered.'), ['OHIP']);
    assert.deepEqual(orgs('He drives for a living — DVLA advised.'), ['DVLA']);
    assert.deepEqual(orgs('Missed Sat tx — transport (MTM) no-show.'), ['MTM']);
  });

  it('leaves clinical acronyms in the same places alone', () => {
    for (const t of [
      'Referred to ENT for follow-up.',
      'Tolerating feeds via OG.',
      'Notified GP Dr Kerr.',
      'Early referral to MFM (Dr. Zhao).',
      'Infusion via CADD pump.',
      'Brought by EMS from home.',
      'PT advised a walker.',
      'CT advised if worse.',
      'Enrolled in WIC.',
      'Covered under HMO plan.',
      'its CFO said on Thursday.',
    ])
      assert.deepEqual(orgs(t), [], t);
  });

  it('leaves generic services referred to by acronym alone (review)', () => {
    for (const t of ['Referred to CAMHS.', 'Referral to IAPT.', 'Referred to CMHT East.', 'Referred to ACT team.'])
      assert.deepEqual(orgs(t), [], t);
  });

  it('reads an acronym after a hosting, filing or registration cue, over a person reading (ADR 0103)', () => {
    assert.deepEqual(orgs('Bidders must be registered with CDSCO. Queries: Shri Anil Kumar Verma.'), ['CDSCO']);
    assert.deepEqual(orgs('They attended the ceremony hosted by JETRO at its office.'), ['JETRO']);
    assert.deepEqual(orgs('A regulatory filing with PMDA is planned for Q2.'), ['PMDA']);
    assert.deepEqual(orgs('Voluntary admission. Poison centre (DPIC) consulted.'), ['DPIC']);
  });

  it('leaves clinical acronyms after those cues and in brackets after other words alone', () => {
    for (const t of [
      'Catheter approved by IR for removal.',
      'Application with ECG leads in place.',
      'Seen in clinic (ENT) today.',
      'Pain service (APS) reviewed.',
      'Hosted by Anna Reyes at home.',
    ])
      assert.deepEqual(orgs(t), [], t);
  });
});
