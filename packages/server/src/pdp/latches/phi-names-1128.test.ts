import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { detectPii } from './pii.js';

const people = (text: string) =>
  detectPii(text)
    .filter((f) => f.type === 'PERSON')
    .map((f) => text.slice(f.start, f.end));

describe('first names in chat: greeted, self-introduced, signing off (ADR 0106)', () => {
  it('reads the writer after a greeted name and "its", and before a dash', () => {
    assert.deepEqual(people('hey dani its jess - mum’s op got moved to friday'), ['dani', 'jess']);
    assert.deepEqual(people('hi its raj - is my wifes prescription ready?'), ['raj']);
    assert.deepEqual(people('its fine - thanks'), []);
  });
  it('reads a capitalized name after a greeting, and after Argentine "che"', () => {
    assert.deepEqual(people('ciao Fra! sono uscita ora dalla visita'), ['Fra']);
    assert.deepEqual(people('che Lucho, ¿sabés si la farmacia tiene el amoxidal?'), ['Lucho']);
    assert.deepEqual(people('Che bello, grazie mille'), []);
    assert.deepEqual(people('Hallo zusammen, die Station 12 ist voll.'), []);
  });
  it('reads a first name after a lower-case sign-off ending the message', () => {
    assert.deepEqual(people('treffen uns vor der Apotheke. lg jule'), ['jule']);
    assert.deepEqual(people('ok, até amanhã bss ju'), ['ju']);
    assert.deepEqual(people('see you tomorrow xx'), []);
  });
});

describe('compound given names are no firm of surnames', () => {
  it('reads "Jean-François" and "Marie-Claire" as people, "Kuhn-Little" still as a firm', () => {
    assert.deepEqual(people("Bonjour, c'est Jean-François (fils de Mme Lapointe)"), ['Jean-François', 'Lapointe']);
    assert.deepEqual(people('Merci, Marie-Claire'), ['Marie-Claire']);
    assert.deepEqual(
      detectPii('Kuhn-Little is hiring nurses.', ['ORGANIZATION']).map((f) => f.type),
      ['ORGANIZATION'],
    );
  });
});
