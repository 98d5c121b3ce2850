import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { isForeignWord, isName } from './phi-lexicon.js';
import { detectPii } from './pii.js';

const people = (text: string) =>
  detectPii(text, ['PERSON'])
    .filter((f) => f.type === 'PERSON')
    .map((f) => text.slice(f.start, f.end));

describe('name-list words that are ordinary words of another language (ADR 0101)', () => {
  it('marks the words of the dictionaries, not the names they write with a capital', () => {
    for (const w of ['revoir', 'egen', 'név', 'orden', 'bier']) assert.ok(isName(w) && isForeignWord(w), w);
    // Proper nouns in one of the dictionaries ("Rosa", "Franco", "Inga", "Maria"), and plain names, stay names.
    for (const w of ['rosa', 'franco', 'inga', 'maria', 'pilar', 'torres', 'smith', 'kowalski']) {
      assert.equal(isForeignWord(w), false, w);
    }
  });

  it('leaves a lone such word in clear: sentence openers, labels, headings', () => {
    assert.deepEqual(people('Larmes artificielles. Revoir dans 3 semaines.'), []);
    assert.deepEqual(people('Név: Kovács Zsófia\nCím: 1051 Budapest'), ['Kovács Zsófia']);
    assert.deepEqual(people('ORDEN DE COMPRA OC-4471\nProveedor: Distribuidora Médica'), []);
    assert.deepEqual(people('CPR: 120388-xxxx\nEgen læge: Lars Juhl Mikkelsen'), ['Lars Juhl Mikkelsen']);
    assert.deepEqual(people('Anamnestisch tgl. ca. 2 l Bier (Angabe Ehefrau).'), []);
  });

  it('keeps such a word as a name beside another name, after a title, a field or a lower-case word', () => {
    assert.deepEqual(people('Patient: Rosa Franco, 54 años.'), ['Rosa Franco']);
    assert.deepEqual(people('Inga Svensson kom till mottagningen.'), ['Inga Svensson']);
    assert.deepEqual(people('Seen by Dr. Visser today.'), ['Visser']);
    assert.deepEqual(people('Beste dokter Visser, ik ben Kees Mulder.'), ['Visser', 'Kees Mulder']);
    assert.deepEqual(people('suami: Budi'), ['Budi']);
    assert.deepEqual(people('Claimant: Florencio Batungbakal'), ['Florencio Batungbakal']);
  });
});
