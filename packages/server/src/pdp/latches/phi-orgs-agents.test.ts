import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { detectPii } from './pii.js';

const orgs = (text: string) => detectPii(text, ['ORGANIZATION']).map((f) => text.slice(f.start, f.end));

// ADR 0099: names after the words of an agent, a funder, a filing or a past treatment, besides a referral's.
describe('organizations after agent, funding, filing and treatment cues', () => {
  it('takes Title Case names after the cue', () => {
    assert.deepEqual(orgs('Referred to Glasgow Alcohol and Drug Recovery Services. Partner informed.'), [
      'Glasgow Alcohol and Drug Recovery Services',
    ]);
    assert.deepEqual(orgs('The sale was advised by Lenz & Staehelin. Contact: the board.'), ['Lenz & Staehelin']);
    assert.deepEqual(orgs('Funding came from The National Lottery Community Fund and local donors.'), [
      'The National Lottery Community Fund',
    ]);
    assert.deepEqual(orgs('The shelter is funded by Harbor Light Foundation this year.'), ['Harbor Light Foundation']);
    assert.deepEqual(orgs('Referred to the food bank and to Hmong American Partnership for benefits.'), [
      'Hmong American Partnership',
    ]);
    assert.deepEqual(orgs('TRO filed with Family Court of the First Circuit. Advocate assigned.'), [
      'Family Court of the First Circuit',
    ]);
  });

  it('leaves departments, people and short services alone (hard negatives)', () => {
    for (const text of [
      'Referred to Drug and Alcohol Services.',
      'Prior treatment at Physical Therapy was stopped.',
      'The claim was filed with Social Work on Monday.',
      'The claim was advised by Mary Jones.',
      'He was represented by Mary & John Smith.',
      'Transported by Patient Transport to the ward.',
      'Referral to Sexual Health and to Refugee Health.',
      'Referred to physio and to Mary Jones for review.',
      'Referred to physio. Went home and to Hmong American Partnership later.',
    ])
      assert.deepEqual(orgs(text), [], text);
  });
});

describe("a practice after a clinician's comma is not a surname-first name", () => {
  it('reads the practice whole and keeps "Last, First" elsewhere', () => {
    const types = (text: string) => detectPii(text).map((f) => `${f.type}:${text.slice(f.start, f.end)}`);
    assert.deepEqual(types('GP: Dr Mistry, Mere Green Surgery'), ['PERSON:Mistry', 'ORGANIZATION:Mere Green Surgery']);
    assert.deepEqual(types('Smith, John reviewed today.'), ['PERSON:Smith, John']);
  });
});
