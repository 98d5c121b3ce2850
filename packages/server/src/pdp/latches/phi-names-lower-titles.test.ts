import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { detectPii } from './pii.js';

const people = (text: string) => detectPii(text, ['PERSON']).map((f) => text.slice(f.start, f.end));

// ADR 0130: first names after "this is … at/here/with", surnames that are words after a title without its dot.
describe('lower-case names in chat after a self-introduction or a title', () => {
  it('takes the name', () => {
    assert.deepEqual(people('hey this is jess at walgreens in elk grove'), ['jess']);
    assert.deepEqual(people('its tony here'), ['tony']);
    assert.deepEqual(people('tell ms carter ill bring the paper monday'), ['carter']);
    assert.deepEqual(people('pt mr smith refused meds'), ['smith']);
    assert.deepEqual(people('mrs white is here'), ['white']);
    assert.deepEqual(people('can u call aunt deb?? thx'), ['deb']);
  });

  it('takes a greeted name with no comma and a name signed after a dash', () => {
    assert.deepEqual(people('yo dre my car broke down'), ['dre']);
    assert.deepEqual(people('omg jess i got the job'), ['jess']);
    assert.deepEqual(people('she fell again. can u call back?? - kayla'), ['kayla']);
    assert.deepEqual(people('turned q2h. -- mj patterson RN'), ['mj patterson']);
    assert.deepEqual(people('pls update my chart. - t. brooks'), ['t. brooks']);
    assert.deepEqual(people('yo its dre, cant make pt tmrw'), ['dre']);
    assert.deepEqual(people('hi this is marcus delray, need a refill'), ['marcus delray']);
    assert.deepEqual(people('hola soy lupita, la hija de la paciente'), ['lupita']);
    assert.deepEqual(people('hi its tom again, running late'), ['tom']);
  });

  it('leaves doctors’ things, greetings and readings alone', () => {
    assert.deepEqual(people('dr note for work; dr office closed; dr visit next week'), []);
    // (Review of ADR 0130: "dr see pt", "call dr soon", "told dr mom", "did mom sleep?" are no names.)
    assert.deepEqual(people('dr see pt in am; call dr soon; told dr mom is worried'), []);
    assert.deepEqual(people('did mom sleep? can u call mom later?'), []);
    assert.deepEqual(people('hola soy la enfermera, la llamo mañana'), []);
    assert.deepEqual(people('hi there can u call'), []);
    assert.deepEqual(people('thanks so much'), []);
    assert.deepEqual(people('bp 120/80 - stable'), []);
    assert.deepEqual(people('see u soon - will'), []);
  });

  it('leaves words that only look like names there', () => {
    assert.deepEqual(people('its fine at home now'), []);
    assert.deepEqual(people('its nice here'), []);
    assert.deepEqual(people('its ok with me'), []);
    assert.deepEqual(people('hx of ms flare'), []);
    assert.deepEqual(people('ms contin 30 mg bid'), []);
    assert.deepEqual(people('severe mr noted'), []);
    assert.deepEqual(people('mr left knee'), []);
  });
});
