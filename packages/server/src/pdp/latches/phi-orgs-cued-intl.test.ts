import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { detectPii } from './pii.js';

const found = (text: string, types?: readonly string[]) =>
  detectPii(text, types).map((f) => `${f.type}:${text.slice(f.start, f.end)}`);

// ADR 0083: employers after the work verbs of other languages.
describe('employers after work verbs of other languages (ADR 0083)', () => {
  it('reads the employer after a work verb and its preposition', () => {
    assert.deepEqual(found('Hij werkt als havenmedewerker bij APM Terminals.'), ['ORGANIZATION:APM Terminals']);
    assert.deepEqual(found('Sie arbeitet bei der AOK Nordost.'), ['ORGANIZATION:AOK Nordost']);
    assert.deepEqual(found('Il travaille chez Thales Alenia Space depuis 2019.', ['ORGANIZATION']), [
      'ORGANIZATION:Thales Alenia Space',
    ]);
    assert.deepEqual(found('e trabalha na Galp Energia.'), ['ORGANIZATION:Galp Energia']);
    assert.deepEqual(found('ed è impiegato presso Poste Italiane.'), ['ORGANIZATION:Poste Italiane']);
    assert.deepEqual(found('Hon arbetar på Volvo Cars.'), ['ORGANIZATION:Volvo Cars']);
    assert.deepEqual(found('Pacient: treballa a SEAT (Martorell).', ['ORGANIZATION', 'CITY']), [
      'ORGANIZATION:SEAT',
      'CITY:Martorell',
    ]);
  });

  it('leaves people, pronouns and towns after a preposition of place alone', () => {
    assert.deepEqual(found('Er arbeitet bei Dr. Müller.', ['ORGANIZATION']), []);
    assert.deepEqual(found('Il travaille chez lui.'), []);
    assert.deepEqual(found('Ella trabaja en Madrid desde 2010.', ['ORGANIZATION']), []);
    assert.deepEqual(found('Lei lavora in Ospedale da tre anni.', ['ORGANIZATION']), []);
  });

  it('leaves nouns and wards after a work verb alone unless a known name or several words (review)', () => {
    for (const t of [
      'Arbeitet bei Bedarf.',
      'Hij werkt bij Koorts niet.',
      'Trabaja en Urgencias.',
      'Jobbar på Akuten.',
    ])
      assert.deepEqual(found(t, ['ORGANIZATION']), [], t);
  });
});
