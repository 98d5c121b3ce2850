import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { detectPii } from './pii.js';

const people = (text: string) => detectPii(text, ['PERSON']).map((f) => text.slice(f.start, f.end));

describe('lower-case lines in mixed text (ADR 0093)', () => {
  it('reads the names of a chat line typed in lower case beside capitalized lines', () => {
    assert.deepEqual(people('sanne: ben je al bij het OLVG?\nkoen: ja, wachtkamer. mama komt vanuit zaandam'), [
      'sanne',
      'koen',
    ]);
    assert.deepEqual(people('Handoff from ICU:\npatrick in room 4 still refusing meds'), ['patrick']);
    assert.deepEqual(people('Ticket INC0492217\n\nhey manish - the EHR login still fails'), ['manish']);
  });

  it('reads no acronym, clinical line or Hindi chat word of such a line as a name', () => {
    assert.deepEqual(people('MICU PROGRESS NOTE\nbp 118/72 hr 88, afebrile, tolerating diet'), []);
    assert.deepEqual(people('AMA / REFUSAL\npt left against advice after counselling'), []);
    assert.deepEqual(people('Group chat\nbhai dad ka MRI apollo mein hua ya fortis?'), []);
    assert.deepEqual(people('Plan:\ncontinue lasix 40 mg, recheck k in am'), []);
  });
});

describe('people after a greeting, a kin word or a verb that brings them in (ADR 0093)', () => {
  it('reads the name after a greeting of another language, a partner or carer word', () => {
    assert.deepEqual(people('Hoi Daan, ben nog in het UMC Utrecht.'), ['Daan']);
    assert.deepEqual(people('Hola Marta, ¿cómo estás?'), ['Marta']);
    assert.deepEqual(people('Salut Léa, c’est confirmé.'), ['Léa']);
    assert.deepEqual(people('Boyfriend Lwazi tested negative.'), ['Lwazi']);
    assert.deepEqual(people('Can you loop in Sam Oduya from our lab vendor?'), ['Sam Oduya']);
  });

  it('keeps acronyms, greetings alone and towns after "in" as they were', () => {
    assert.deepEqual(people('Follow up: TIA/Stroke clinic next week.'), []);
    assert.deepEqual(people('Hola, buenos días.'), []);
    // A kin word after a greeting is the relative spoken to, no name; the greeting is no part of one.
    assert.deepEqual(people('Hallo Papa, hab dein Rezept abgeholt.'), []);
    assert.deepEqual(people('Salut Tonton, tu as pris ton Doliprane ?'), []);
    assert.deepEqual(people('Moin Sven, alles gut?'), ['Sven']);
    assert.ok(!people('yaar vikram papa ka MRI kal hai, I will reach by 6').some((p) => p.includes('papa')));
    assert.deepEqual(detectPii('Lives in Oak Park with her mum.', ['CITY']).length, 1);
  });
});
