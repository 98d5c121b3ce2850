import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { detectPii } from './pii.js';

const orgs = (text: string) => detectPii(text, ['ORGANIZATION']).map((f) => text.slice(f.start, f.end));
const people = (text: string) => detectPii(text, ['PERSON']).map((f) => text.slice(f.start, f.end));

// ADR 0118: more cues for firms named after their partners.
describe('firms of surnames by more cues', () => {
  it('takes three surnames after a person and "of", alone on a line, after a business word', () => {
    assert.deepEqual(orgs('Eric Auer-Kutch of Wilderman, Lesch and Rohan is the CEO of the year.'), [
      'Wilderman, Lesch and Rohan',
    ]);
    assert.deepEqual(orgs('>Quinten Upton\n>Schuppe, Heathcote and Gleichner\n>Ceasar Ritchie\n>1072 Pohlstrasse 9'), [
      'Schuppe, Heathcote and Gleichner',
    ]);
    assert.deepEqual(orgs('Looking to support Bernhard, Lesch and Rice in its mission.'), ['Bernhard, Lesch and Rice']);
  });

  it('takes a firm verb and capitals after an employer cue', () => {
    assert.deepEqual(orgs('During 1972, Kuhlman, Herzog and Swaniawski invested heavily in new technology.'), [
      'Kuhlman, Herzog and Swaniawski',
    ]);
    assert.deepEqual(orgs('I used to work for RATH, HETTINGER AND LOCKMAN as a clerk.'), [
      'RATH, HETTINGER AND LOCKMAN',
    ]);
  });

  it('takes a law or accounting firm of two surnames in a legal role', () => {
    assert.deepEqual(orgs('Attendees: Lorraine Banks (legal, Dickinson Wright), Dr. Carl Brennan.'), [
      'Dickinson Wright',
    ]);
    assert.deepEqual(orgs('Outside counsel at Baker Botts reviewed the lease.'), ['Baker Botts']);
  });

  it('leaves lists of people and diseases alone', () => {
    assert.deepEqual(orgs('Smith, Jones and Brown nurses were on shift.'), []);
    assert.deepEqual(orgs('Smith, Jones and Brown were admitted overnight.'), []);
    assert.deepEqual(orgs('Present: Adams, Lesch and Rohan, all nurses.'), []);
    assert.deepEqual(orgs('Hx of Addison, Parkinson and Crohn disease.'), []);
    assert.deepEqual(orgs('We were represented by John Smith at the hearing.'), []);
    assert.deepEqual(people('We were represented by John Smith at the hearing.'), ['John Smith']);
    assert.deepEqual(orgs('THE PATIENT SAW SMITH, JONES AND BROWN TODAY.'), []);
  });
});

describe('a hyphenated pair in a list of people', () => {
  it('stays a person in a colon list of names or before a plural verb, a firm in a list of firms', () => {
    assert.deepEqual(orgs('They had 6: Taylor, Alejandro, Taylor, Marvin-Effertz, Ricardo and Pfeffer.'), []);
    assert.deepEqual(orgs('Is there a better song? Hickle-Barton and Gorczany were precision engineers.'), []);
    assert.ok(orgs('Vendors: Plotwatt, Mayo-Walters and Cloudmade.').includes('Mayo-Walters'));
  });
});
