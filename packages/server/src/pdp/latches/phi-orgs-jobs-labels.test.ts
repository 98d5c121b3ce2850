import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { detectPii } from './pii.js';

const orgs = (text: string) =>
  detectPii(text)
    .filter((f) => f.type === 'ORGANIZATION')
    .map((f) => text.slice(f.start, f.end));

// ADR 0129: a known firm before a job or after a supplier's "by", a clinic's field, "Brothers", "of the South".
describe('organizations by their jobs, suppliers, fields and regions', () => {
  it('takes a known firm before a job word and after a supplier’s "by"', () => {
    assert.deepEqual(orgs('Retired Honeywell engineer, lives in Sun City West.'), ['Honeywell']);
    assert.deepEqual(orgs('a Kroger cashier since 2019'), ['Kroger']);
    assert.deepEqual(orgs('Supplies delivered by Medline on Monday.'), ['Medline']);
  });

  it('takes the value of a Clinic field, a firm of Brothers and a practice of the South', () => {
    assert.deepEqual(orgs('Clinic: Franciscan WorkCare, 1950 E 80th Ave, Merrillville'), ['Franciscan WorkCare']);
    assert.deepEqual(orgs('shall not subcontract to Kessler Brothers or any affiliate'), ['Kessler Brothers']);
    assert.deepEqual(orgs('Seen at Cardiovascular Associates of the South today.'), [
      'Cardiovascular Associates of the South',
    ]);
    // ("of the West Indies" goes on past the compass word.)
    assert.ok(orgs('University Hospital of the West Indies, Mona')[0]!.endsWith('of the West Indies'));
  });

  it('leaves people, departments and days alone', () => {
    assert.deepEqual(orgs('Jane Harvard engineer'), []);
    assert.deepEqual(orgs('the Kessler brothers came by'), []);
    assert.deepEqual(orgs('Clinic: Cardiology\nDate: 3/4'), []);
    assert.deepEqual(orgs('Clinic: Tuesday afternoon'), []);
    assert.deepEqual(orgs('Seen by Dr. Abbott today.'), []);
  });
});

// ADR 0133: a practice named by "Pulmonary", and a practice after a doctor's credential.
describe('practices by a specialty adjective and after a credential', () => {
  it('takes the practice', () => {
    assert.deepEqual(orgs('Follow up with Westside Pulmonary in 2 weeks.'), ['Westside Pulmonary']);
    assert.deepEqual(orgs('Referring: Brent Kessler, DO, Camelback Family Medicine'), ['Camelback Family Medicine']);
  });

  it('leaves the department alone', () => {
    assert.deepEqual(orgs('Consult Pulmonary re: effusion. Pulmonary following.'), []);
    assert.deepEqual(orgs('Karen Whitlow, RN\nUtilization Management'), []);
  });
});
