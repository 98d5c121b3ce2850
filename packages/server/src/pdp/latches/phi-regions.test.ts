import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { detectPii } from './pii.js';

const found = (text: string, types?: readonly string[]) =>
  detectPii(text, types).map((f) => `${f.type}:${text.slice(f.start, f.end)}`);
const people = (text: string) => found(text, ['PERSON']);

// Issue 16: provinces are state level (Safe Harbor keeps them); building labels name no one.
describe('provinces and states of Canada and Australia', () => {
  it('reads "Sault Ste. Marie, Ontario" as a town before its province', () => {
    assert.deepEqual(found("Will be discharged to her daughter's house in Sault Ste. Marie, Ontario."), [
      'CITY:Sault Ste. Marie',
    ]);
  });

  it('never reports a province written out as a person or a town on its own', () => {
    for (const text of [
      'Mrs. Lund lives in Ontario with her son.',
      'She lives in New Brunswick now.',
      'Her brother is based in Nova Scotia.',
      'They moved from New South Wales to Tasmania last spring.',
      'Relatives in Prince Edward Island; others in Newfoundland and Labrador.',
      'Ontario, Manitoba and Queensland were mentioned.',
    ]) {
      const hits = found(text).filter((f) => !f.startsWith('PERSON:Lund'));
      assert.deepEqual(hits, [], text);
    }
  });

  it('still finds the person, and the town before a province or a state', () => {
    assert.deepEqual(found('Mrs. Lund lives in Ontario with her son.'), ['PERSON:Lund']);
    assert.deepEqual(found('Sister lives in Sudbury, Ontario.'), ['CITY:Sudbury']);
    assert.deepEqual(found('Clinic in New Brunswick, NJ 08901.'), ['CITY:New Brunswick', 'ZIP:08901']);
    // A province that is also a given name stays a name beside a surname.
    assert.deepEqual(people('Alberta Jones lives in Nova Scotia.'), ['PERSON:Alberta Jones']);
  });

  it('joins abbreviated town words written with their dot', () => {
    assert.deepEqual(found('He lives in St. Louis now.'), ['CITY:St. Louis']);
    assert.deepEqual(found('Seen at the clinic; lives in Mt. Pleasant.'), ['CITY:Mt. Pleasant']);
  });
});

describe('parking and building labels', () => {
  it('reports nothing in directions to a car park', () => {
    assert.deepEqual(
      found('Turn left at the second light and park in Lot B, Level 3, near the Oncology entrance.'),
      [],
    );
    assert.deepEqual(found('Take the lift to Wing C; the pharmacy is by Bay 4.'), []);
  });

  it('keeps a word after a title, or before a surname, a person', () => {
    assert.deepEqual(people('Dr. Level will see you on Monday.'), ['PERSON:Level']);
    assert.deepEqual(people('Dr. Level 3 times this week.'), ['PERSON:Level']);
    assert.ok(people('Patient seen by Lot Smith.').some((f) => f.includes('Smith')));
    assert.deepEqual(people('Szabina J Gelencsér visited.'), ['PERSON:Szabina J Gelencsér']);
  });

  it('leaves suite numbers to the street address', () => {
    // (ADR 0137: the suite before the house number is the street's.)
    assert.deepEqual(found('Suite 200, 1200 Oak Street'), ['STREET_ADDRESS:Suite 200, 1200 Oak Street']);
  });
});

describe('Italian street names', () => {
  it('takes "delle", "degli" and "dei" inside a street name', () => {
    assert.deepEqual(found('Lives at 2274 Via delle Coste 41.', ['STREET_ADDRESS']), [
      'STREET_ADDRESS:2274 Via delle Coste 41',
    ]);
  });
});

// ADR 0070: the capital that a state names.
describe('Washington, DC', () => {
  it('reads Washington before DC as the town, and leaves the state alone', () => {
    assert.deepEqual(found('Address: 4410 Connecticut Ave NW, Apt 605, Washington, DC 20008', ['CITY', 'ZIP']), [
      'CITY:Washington',
      'ZIP:20008',
    ]);
    assert.deepEqual(found('Lives in Washington, D.C. with her son.', ['CITY']), ['CITY:Washington']);
    assert.deepEqual(found('Seattle, Washington', ['CITY']), ['CITY:Seattle']);
    assert.deepEqual(found('She moved to Washington state last year.', ['CITY']), []);
  });
});
