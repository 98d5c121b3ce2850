import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { detectPii } from './pii.js';

const orgs = (text: string) => detectPii(text, ['ORGANIZATION']).map((f) => text.slice(f.start, f.end));
const words = (text: string) => detectPii(text).map((f) => text.slice(f.start, f.end));

// ADR 0077: a capitalized word in no list that is two English words run together is a coined company name.
describe('ORGANIZATION: coined names standing anywhere', () => {
  it('takes a coined name in any slot', () => {
    assert.deepEqual(orgs('During 1971, Caseadaptation invested heavily in new microprocessor plants.'), [
      'Caseadaptation',
    ]);
    assert.deepEqual(orgs('the first verse of her Fuelnewsstand resignation letter'), ['Fuelnewsstand']);
    assert.deepEqual(orgs('The Ike Greenfelder version recorded for Tackleforgery became a hit.'), ['Tackleforgery']);
    assert.deepEqual(orgs('Her husband works nights at the Harborlink depot.'), ['Harborlink']);
    assert.deepEqual(orgs('Oilhandful\n\n9092 Avda. Generalísimo 6 Apt. 868\nPau'), ['Oilhandful']);
    assert.deepEqual(orgs('Chesley Graham\nDenesik and Sons\n50668 Kiannonkatu 98'), ['Denesik and Sons']);
  });

  it('leaves drugs, derived words, headings, products and streets alone', () => {
    assert.deepEqual(words('Continue Sinemet 25/100 TDS. Prior trials: phentermine, Contrave (GI intolerance).'), []);
    assert.deepEqual(words('Anticoagulation held. Hospitalist aware. Clinic closed Mondays and Sundays.'), []);
    assert.deepEqual(words('Audiogram: asymmetric SNHL.\nOntslagbrief – afdeling interne'), []);
    assert.deepEqual(words('MedicAlert bracelet advised; DreamStation CPAP recalled.'), []);
    assert.deepEqual(orgs('They sang about Hobbits. She moved here from New Zealand; a Greenlander dish.'), []);
    assert.deepEqual(orgs('new address 12 Kingsway, Hove'), []);
    // Review of 2026-11-27: compounds of the language opening a sentence, in headings, after "a", gerunds.
    assert.deepEqual(orgs('Handwashing reinforced. Heartattack in 2015. Followups with cardiology.'), []);
    assert.deepEqual(orgs('Patient Education: Handwashing Techniques. Heartmate LVAD not indicated.'), []);
    assert.deepEqual(orgs('Uses a Turbohaler; has a Stairlift; advised re Bottlefeeding.'), []);
  });
});

describe('ORGANIZATION: three surnames of no list in a firm place', () => {
  it('takes the firm after at, from and "to support"', () => {
    assert.deepEqual(orgs('Sadye Jakubowski works at Willms, McCullough and Wuckert.'), [
      'Willms, McCullough and Wuckert',
    ]);
    assert.deepEqual(orgs('Looking to support Spinka, Runolfsson and Lehner in its mission.'), [
      'Spinka, Runolfsson and Lehner',
    ]);
  });

  it('leaves three people three people', () => {
    assert.deepEqual(orgs('Smith, Jones and Brown were admitted overnight.'), []);
    assert.deepEqual(orgs('Seen today by Kowalczyk, Nguyen and Abara.'), []);
    assert.deepEqual(orgs('Thanks for the support of Oyelaran, Smith and Bhattacharjee.'), []);
    assert.deepEqual(orgs('Letters were sent to the GPs of Adeyemi, Smith and Oduya.'), []);
  });
});
