import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { detectPii } from './pii.js';

const found = (text: string, type: string) =>
  detectPii(text)
    .filter((f) => f.type === type)
    .map((f) => text.slice(f.start, f.end));
const people = (text: string) => found(text, 'PERSON');

describe('people after roles and ties, and what is no person (ADR 0120)', () => {
  it('reads a name after a care role, a sponsor, a liaison, credits and compound or Maori kin words', () => {
    assert.deepEqual(people('Physio Jess to mobilise with 4WW.'), ['Jess']);
    assert.deepEqual(people('Accompanied by daughter-in-law Jincy today.'), ['Jincy']);
    assert.deepEqual(people('Aroha attended with her kuia, Mere. Her cough is stable.'), ['Mere']);
    assert.deepEqual(people('Sponsor: Earl. Lives alone.'), ['Earl']);
    assert.deepEqual(people('a film directed by Asa Kovacek and starring Hardy'), ['Asa Kovacek', 'Hardy']);
    assert.deepEqual(people('Producer Chase Rice explained the song.'), ['Chase Rice']);
    assert.deepEqual(people('Olá, a enfermeira Sónia ligou.'), ['Sónia']);
  });
  it('leaves a role before an organization word, or a practice named after the role, alone', () => {
    assert.deepEqual(people('Outpatient physio at Physio Works Ponsonby.'), []);
    assert.deepEqual(people('Referred to the PT Clinic.'), []);
    assert.deepEqual(people('Provider: Physio Santé Laval, 1555 boul. de l’Avenir'), []);
  });
  it('reads a form value aligned after its label, a lower-case title with its dot, and a German degree', () => {
    assert.deepEqual(people('Name:    Patience King\nPhone: 555-0100'), ['Patience King']);
    assert.deepEqual(people('I want to join accounts with ms. Predovic'), ['Predovic']);
    assert.deepEqual(people('QRS 120 ms. Normal axis.'), []);
    assert.deepEqual(people('history of ms. Baclofen started.'), []);
    assert.deepEqual(people('Hausarzt: Dr. med. Beat Lüthi, Praxis am Bahnhof'), ['Beat Lüthi']);
    assert.deepEqual(people('in Glen Burnie. -- T. Abernethy-Cho, NP'), ['T. Abernethy-Cho']);
  });
  it('reads no person in the first words of foreign sentences or an article before a title', () => {
    assert.deepEqual(people('Nästa möte hålls på sjukhuset i Lund.'), []);
    assert.deepEqual(people('Asuu Tampereella. Hänen työnantajansa on sairaala.'), []);
    assert.deepEqual(people('Kérem, küldje a csomagot.'), []);
    assert.deepEqual(people('Bedömning: ortostatism. Sätter ut doxazosin.'), []);
    assert.deepEqual(people('Hej!\nDu är välkommen på besök.'), []);
    assert.deepEqual(people('Le Dr Morel a décalé ton rdv.'), ['Morel']);
    assert.deepEqual(people('El director general destacó que'), []);
    assert.deepEqual(people('Io sono bloccata. Passi tu a prenderlo?'), []);
  });
  it('keeps real names opening a sentence, foreign or not', () => {
    assert.deepEqual(people('Tutto ok. Marco mi riporta a Frascati.'), ['Marco']);
    assert.deepEqual(people('Inga is here today.'), ['Inga']);
    assert.deepEqual(people('Le Van Thanh, 45M, seen today.'), ['Le Van Thanh']);
  });
  it('reads a firm ending in a trade, and foreign heads of firms, as organizations', () => {
    assert.deepEqual(people('Retired from Cape Breton Seafoods last year.'), []);
    assert.deepEqual(found('Started work at Hollis & Mayne Roofing.', 'ORGANIZATION'), ['Hollis & Mayne Roofing']);
    assert.deepEqual(people('D. Alberto Ruiz-Mateos (Laboratorios Cinfa) attended.'), ['D. Alberto Ruiz-Mateos']);
  });
  it('reads two partners joined by "&" before a practice word as a firm, not two people (2026-11-29)', () => {
    const text = 'PCP: Alicia Frost, NP (Frost & Moss Family Practice)';
    assert.deepEqual(found(text, 'ORGANIZATION'), ['Frost & Moss Family Practice']);
    assert.deepEqual(people(text), ['Alicia Frost']);
    // A specialty's anatomy joined by "&" is no partners' name and no person.
    assert.deepEqual(people('Referred to Coastal Ear, Nose & Throat Associates.'), []);
    assert.deepEqual(found('Heme Onc & Renal Transplant Surgery', 'ORGANIZATION'), []);
  });
});

describe('given names that are countries, and towns before a state code (2026-11-29)', () => {
  it('reads a country given name before a surname that is also a word, after a cue or before a verb', () => {
    assert.deepEqual(people('Seen by Jordan Smith.'), ['Jordan Smith']);
    assert.deepEqual(people('Chad Brown was admitted overnight.'), ['Chad Brown']);
    assert.deepEqual(found('Trip to Virginia Beach was fun.', 'CITY'), ['Virginia Beach']);
    assert.deepEqual(found('Moved to Georgia Power last year.', 'ORGANIZATION'), ['Georgia Power']);
  });
  it('reads one word after a preposition of place, before a state code that is also a credential, as the town', () => {
    assert.deepEqual(found('She is from Strasburg, PA', 'CITY'), ['Strasburg']);
    assert.deepEqual(people('Consultant: Jorge de la Cruz, MD'), ['Jorge de la Cruz']);
    assert.deepEqual(people('Dictated by Hale, MD.'), ['Hale']);
    assert.deepEqual(found('name,first,cred,license\nSmith,Jane,MD,20191,active', 'ZIP'), []);
  });
});
