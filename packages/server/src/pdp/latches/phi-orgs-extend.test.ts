import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { detectPii } from './pii.js';

const orgs = (text: string) => detectPii(text, ['ORGANIZATION']).map((f) => text.slice(f.start, f.end));

// ADR 0141: the words after an organization found in part that end in a name's tail belong to it.
describe('the rest of an organization found in part', () => {
  it('takes the capitalized words after it up to a tail', () => {
    assert.deepEqual(orgs('Referring: Dr. Anjali Dhillon, Yonge Eglinton Family Health Team'), [
      'Yonge Eglinton Family Health Team',
    ]);
    assert.deepEqual(orgs('Trooper Brandt Ellison from Michigan State Police Paw Paw post'), ['Michigan State Police']);
    assert.deepEqual(orgs('Planned delivery at Kaiser Permanente Oakland Medical Center.'), [
      'Kaiser Permanente Oakland Medical Center',
    ]);
    assert.deepEqual(orgs('through Optum Rx.'), ['Optum Rx']);
    // A public body's Department or Office is its name, also after a person rule's reading retyped.
    assert.deepEqual(orgs('23M brought by Baltimore Police Department Officer Derrick Pham'), [
      'Baltimore Police Department',
    ]);
    assert.deepEqual(orgs("cc: Maricopa County Sheriff's Office; defense counsel"), [
      "Maricopa County Sheriff's Office",
    ]);
    assert.deepEqual(orgs('Invoice from Pacific Coast Medical Supply, Inc. for 12 units.'), [
      'Pacific Coast Medical Supply, Inc.',
    ]);
    // Two organizations joined by "and", each ending in its own head, stay two.
    assert.deepEqual(orgs('This Agreement is between Northwind Health Partners and Calloway Billing Services.'), [
      'Northwind Health Partners',
      'Calloway Billing Services',
    ]);
    assert.deepEqual(orgs('Funded by the Department of Health and Human Services.'), [
      'Department of Health and Human Services',
    ]);
    assert.deepEqual(orgs('FAX to Blue Cross Blue Shield of Texas\nMember: Hoang, Linh'), [
      'Blue Cross Blue Shield of Texas',
    ]);
    assert.deepEqual(orgs('Funds will be administered by United Way of Greater Dayton.'), [
      'United Way of Greater Dayton',
    ]);
  });

  it('stops at a desk of the organization and at the end of a sentence', () => {
    assert.deepEqual(orgs('Employer: Greyfield Construction Ltd. Works night shifts.'), [
      'Greyfield Construction Ltd.',
    ]);
    assert.ok(!orgs('Please call Kaiser Permanente Member Services today.').some((o) => o.endsWith('Services')));
  });

  it('reads a listed town right after an organization, ending the phrase, as its branch town', () => {
    const places = (text: string) =>
      detectPii(text, ['ORGANIZATION', 'CITY']).map((f) => `${f.type}:${text.slice(f.start, f.end)}`);
    assert.deepEqual(places('To: Site 014 — Baylor Scott & White Temple\nCc: Dr. Francine Okoro'), [
      'ORGANIZATION:Baylor Scott & White',
      'CITY:Temple',
    ]);
    assert.deepEqual(places('Transported to Salem Health ED.'), ['ORGANIZATION:Salem Health']);
  });
});
