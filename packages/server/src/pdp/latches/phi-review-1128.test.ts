import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { detectPii } from './pii.js';

const found = (text: string, types?: readonly string[]) =>
  detectPii(text, types).map((f) => `${f.type}:${text.slice(f.start, f.end)}`);
const people = (text: string) => found(text, ['PERSON']);

// Findings of the review of 2026-11-28 (ADRs 0109–0116): each was a regression against the day's starting build.
describe('review of 2026-11-28', () => {
  it('keeps a given name and a surname after a head noun of another language', () => {
    assert.deepEqual(people('la maladie de Marie Dupont'), ['PERSON:Marie Dupont']);
    assert.deepEqual(people('Síndrome de Ana García, hija de la paciente'), ['PERSON:Ana García']);
    assert.deepEqual(people('Score de Jean Martin: 12'), ['PERSON:Jean Martin']);
    // The eponym alone after its head stays medical.
    assert.deepEqual(people('Examen : signe de Murphy positif, escala de Oswestry 46 %.'), []);
  });

  it('keeps the surgeon or patient after an operation or a technique', () => {
    assert.deepEqual(people('Die Operation von Schmidt verlief komplikationslos.'), ['PERSON:Schmidt']);
    assert.deepEqual(people('Técnica de Fernández modificada.'), ['PERSON:Fernández']);
  });

  it('keeps unlisted names in a Title Case subject line', () => {
    assert.deepEqual(people('Referral For Aroha Ngata\nDear colleague,'), ['PERSON:Aroha Ngata']);
    assert.ok(people('Discharge Letter Aroha Ngata\nSeen today').some((p) => p.includes('Aroha Ngata')));
  });

  it('reads no district in a social history answer or a culture count', () => {
    assert.deepEqual(found('Neighborhood: Safe, lives with wife.', ['CITY']), []);
    assert.deepEqual(found('Colonia: >100.000 UFC/ml E. coli', ['CITY']), []);
    assert.deepEqual(found('Barrio: El Poblado', ['CITY']), ['CITY:El Poblado']);
  });

  it('reads a known sign positive for a finding as a sign, a person positive for an infection as a person', () => {
    assert.deepEqual(people('Hawkins positive for impingement, Neer negative.'), []);
    assert.deepEqual(people('Garcia positive for COVID on admission.'), ['PERSON:Garcia']);
  });

  it('reads a town on a block line after a very long line in linear time', () => {
    const text = `${'abcdefghij '.repeat(10_000)}7\nAgdal\n10090 Rabat`;
    assert.ok(found(text, ['CITY']).includes('CITY:Rabat'));
  });
});
