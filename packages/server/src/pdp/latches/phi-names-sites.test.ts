import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { detectPii } from './pii.js';

const found = (text: string) => detectPii(text).map((f) => `${f.type}:${text.slice(f.start, f.end)}`);
const people = (text: string) => detectPii(text, ['PERSON']).map((f) => text.slice(f.start, f.end));

// ADR 0090: names that stand in an organization's name are no people.
describe('names in organizations (ADR 0090)', () => {
  it('reads a site after the organization word as part of the organization', () => {
    assert.deepEqual(people('Transferred from Mercy Hospital Joplin ED on a hold.'), []);
    assert.ok(found('Two visits to UCHealth Anschutz this year.').includes('ORGANIZATION:UCHealth Anschutz'));
    assert.deepEqual(people('Referred to Physio Works Ponsonby for strengthening.'), []);
    assert.deepEqual(people('Dr. Kevin Alcott, Texas Oncology – Austin Midtown, Suite 200'), ['Kevin Alcott']);
  });

  it('reads a name before an organization word, a facility and a saint as the organization', () => {
    assert.deepEqual(people('The merger between Arcadia Biotech and Pellucid was blocked.'), []);
    assert.deepEqual(people('Existing referrals (e.g. Mr T. Brady, Oakwood Primary) move.'), ['T. Brady']);
    assert.deepEqual(people('Previously in treatment at Tuerk House on Ashburton Street.'), []);
    assert.deepEqual(people('Provider: St John of God Murdoch Hospital'), []);
    assert.deepEqual(people('Clinic Mon 10:15, Level 5 Harrington Building. Reply N to cancel.'), []);
  });

  it('reads what follows an employer cue, "the" or a Romance article as no person', () => {
    assert.deepEqual(people('MC given for employer Keppel Offshore & Marine.'), []);
    assert.deepEqual(people('Votre employeur, Desjardins, offre aussi un programme.'), []);
    assert.deepEqual(people('We are staying at The Westin on Michigan Avenue.'), []);
    assert.deepEqual(people('Vivimos en Pacoima. Trabajo en El Super.'), []);
    assert.deepEqual(people('Lachie went to Back in Motion on South Tce.').includes('Back'), false);
  });

  it('keeps people beside organizations, saints, articles and headings', () => {
    assert.deepEqual(people('Pediatric Ophthalmology — Noah Kamau (5y). Referred by school.'), ['Noah Kamau']);
    assert.deepEqual(people('Referred to Les Smith for counselling.'), ['Les Smith']);
    assert.deepEqual(people('Mr St John called about the bill.'), ['John']);
    assert.deepEqual(people('Lives with wife Donna in Cranston. Questions to Patrice in Medical Staff Services.'), [
      'Donna',
      'Patrice',
    ]);
    assert.deepEqual(people('Dr Patel asked about the Huang discharge.'), ['Patel', 'Huang']);
    assert.ok(people('Mi amiga María de La Cruz vive en Quilmes.').includes('María de La Cruz'));
  });

  it('reads feasts, herbs and diseases named after saints as nothing', () => {
    assert.deepEqual(found("Took St. John's wort; St. Patrick's Day party; St. Vitus' dance."), []);
  });
});
