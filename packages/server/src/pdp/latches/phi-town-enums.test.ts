import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { detectPii } from './pii.js';

const typed = (text: string) =>
  detectPii(text, ['CITY', 'PERSON']).map((f) => `${f.type}:${text.slice(f.start, f.end)}`);

// ADR 0102: a list of towns that the name rules read as a list of people.
describe('lists of towns read as people', () => {
  it('retypes the members of a list of listed towns, one of which no name list holds', () => {
    assert.deepEqual(typed('A network of nine walk-in clinics across Murfreesboro, Franklin and Clarksville.'), [
      'CITY:Murfreesboro',
      'CITY:Franklin',
      'CITY:Clarksville',
    ]);
    assert.deepEqual(typed('Project: rural dementia caregiving in Wausau, Stevens Point and Rhinelander.'), [
      'CITY:Wausau',
      'CITY:Stevens Point',
      'CITY:Rhinelander',
    ]);
  });

  it('leaves lists of people, and a name before a town without a conjunction, as they were', () => {
    for (const t of ['Present: Franklin, Lincoln and Grant.', 'Signed by Dr. Franklin and Dr. Jackson.']) {
      assert.ok(
        typed(t).every((x) => !x.startsWith('CITY:')),
        `${t} → ${typed(t).join(' | ')}`,
      );
    }
    assert.ok(!typed('Contact: Maria, Clarksville').includes('CITY:Maria'));
  });
});

// ADR 0102: a town that only the gazetteer holds, read as a person.
describe('towns no name list holds, read as people', () => {
  it('retypes a listed town that is no name', () => {
    const t = "Customer Liam O'Sullivan (3 Harbour View, Cobh, Co. Cork, P24 K2F7) reported a fault.";
    assert.ok(typed(t).includes('CITY:Cobh'), typed(t).join(' | '));
  });

  it('leaves a town that names an organization going on after it', () => {
    const t = 'Existing referrals (e.g. Mr T. Brady, Oakwood Primary) will be transferred.';
    assert.ok(!typed(t).includes('CITY:Oakwood'), typed(t).join(' | '));
  });
});

// ADR 0102: a town named as a service's site, read as a person.
describe('towns before or after a site word', () => {
  it('retypes a listed town before a site noun or after "Campus"', () => {
    const cases: [string, string][] = [
      ['Lancashire & South Cumbria NHS Foundation Trust, Burnley CMHT\nService user: Ryan Ashworth, 33.', 'Burnley'],
      ['Universitätsklinikum Schleswig-Holstein, Campus Kiel\nPat.: Frau Ingrid Petersen-Hansen', 'Kiel'],
      ['Site: Cambridge Health Alliance, Somerville and Everett campuses\nPI: Dr. Moore', 'Somerville'],
      ['Rambam Health Care Campus, Haifa - Neurology\nConsult note', 'Haifa'],
    ];
    for (const [t, town] of cases) assert.ok(typed(t).includes(`CITY:${town}`), `${t} → ${typed(t).join(' | ')}`);
  });

  it("leaves a person's possessive site a person's", () => {
    const t = "Seen at Dr. Franklin's clinic on Monday.";
    assert.ok(!typed(t).some((x) => x.startsWith('CITY:')), typed(t).join(' | '));
  });
});
