import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { commonNounEnding } from './phi-names-endings.js';
import { detectPii } from './pii.js';

const people = (text: string) =>
  detectPii(text, ['PERSON'])
    .filter((f) => f.type === 'PERSON')
    .map((f) => text.slice(f.start, f.end));

describe('common-noun endings of other languages (ADR 0105)', () => {
  it('knows the endings, with a stem of three letters or more, and not the names that end near them', () => {
    for (const w of ['konsiliarbericht', 'ambulatoriale', 'administración', 'serviços', 'mutualité', 'φαρμακείο']) {
      assert.ok(commonNounEnding(w), w);
    }
    for (const w of ['medyczne', 'prestação', 'universität', 'verwaltungen', 'ογκολογικότητα']) {
      assert.ok(commonNounEnding(w), w);
    }
    // Names ending like a word but not with a kept ending: "-ung", "-ale", "-ario", "-ique", "-mento", "-owy", "-ική".
    for (const w of ['adelung', 'pasquale', 'rosario', 'dominique', 'nascimento', 'borowy', 'αγγελική', 'fischer']) {
      assert.equal(commonNounEnding(w), false, w);
    }
    // ("Etico", "Idad": the ending alone is no word of it.)
    for (const w of ['etico', 'idade', 'ité']) assert.equal(commonNounEnding(w), false, w);
  });

  it('leaves headings and office words in no list in clear', () => {
    assert.deepEqual(people('Psychiatrischer Konsiliarbericht - Evangelisches Krankenhaus Bielefeld'), []);
    assert.deepEqual(people('REFERTO AMBULATORIALE - Diabetologia'), []);
    assert.deepEqual(people('Autoriza: Lic. Armando Cárdenas, Administración'), ['Armando Cárdenas']);
    assert.deepEqual(people('CONTRATO DE PRESTAÇÃO DE SERVIÇOS Nº 118/2026'), []);
    assert.deepEqual(people('Wavre\nMutualité / Ziekenfonds: Mutualité Chrétienne'), []);
    assert.deepEqual(people('ΑΜΚΑ: 01018012345\nΦαρμακείο: Φαρμακείο Κωνσταντινίδη'), []);
  });

  it('keeps a name that a title, a cue or a verb supports, and the names beside such a word', () => {
    assert.deepEqual(people('Seen by Dr. Kowalczyność today.'), ['Kowalczyność']);
    assert.deepEqual(people('Patient Ambulatoriale was seen.'), ['Ambulatoriale']);
    assert.deepEqual(people('Dr. Hanna Zentralität reviewed the scan.'), ['Hanna Zentralität']);
    assert.deepEqual(people('Pacjentka: Katarzyna Wróblewska, Centrum Medyczne'), ['Katarzyna Wróblewska']);
  });

  it('never touches a name the name list holds, whatever its ending', () => {
    assert.deepEqual(people('Concepción Ruiz llegó a consulta.'), ['Concepción Ruiz']);
    assert.deepEqual(people('Con Encarnación Gómez y Trinidad López.'), ['Encarnación Gómez', 'Trinidad López']);
    assert.deepEqual(people('Maria da Conceição Santos, 54 anos'), ['Maria da Conceição Santos']);
    assert.deepEqual(people('Ana Hernández, Coordinación de Enfermería'), ['Ana Hernández']);
  });
});
