import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { resultAfter } from './phi-names-results.js';
import { detectPii } from './pii.js';

const people = (text: string) =>
  detectPii(text, ['PERSON', 'CITY']).map((f) => `${f.type}:${text.slice(f.start, f.end)}`);

// ADR 0109: eponyms after another language's head noun, glued to a head, reported by a result, and town-named
// diseases beside a disease survive; people with a title or a cue stay people.
describe('eponyms after a head noun of another language', () => {
  it('keeps the head and the eponym in clear', () => {
    for (const text of [
      'Diagnose: Morbus Bechterew, Verdacht auf Morbus Crohn. Kein Morbus Whipple.',
      'Antécédents : maladie de Horton, syndrome de Sjögren. Signe de Murphy négatif.',
      'Manœuvre de Valsalva sans effet. Échelle de Norton à 12. Syndrome de Guillain Barré exclu.',
      'Síndrome de Stevens Johnson descartado. Morbus Osgood Schlatter links.',
      'Exploración: signo de Blumberg negativo, maniobra de Lasègue positiva, punto de McBurney doloroso.',
      'Escala de Oswestry 46 %. Clasificación de Forrest IIb.',
      'Anamnesi: malattia di Hodgkin, sindrome di Down. Segno di Giordano negativo. Scala di Glasgow 15.',
      'Exame: sinal de Murphy negativo, manobra de Phalen positiva. Doença de Paget.',
      'Voorgeschiedenis: ziekte van Kahler, syndroom van Down, teken van Homans negatief.',
      'Rozpoznanie: zespół Downa, choroba Leśniowskiego-Crohna, objaw Chełmońskiego ujemny.',
      'Zeichen nach Lasègue negativ, Klassifikation nach Gleason 7.',
      'Murphy-Zeichen positiv, Down-Syndrom bekannt, Crohn-Krankheit in Remission.',
      'Tidigare Bechterews sjukdom; Downs syndrom hos brodern.',
      'Score de Glasgow-Imrie non applicable.',
    ])
      assert.deepEqual(people(text), [], text);
  });

  it('still finds people with a title or a cue beside the same words', () => {
    assert.deepEqual(people('Dr. Murphy kommt morgen.'), ['PERSON:Murphy']);
    assert.deepEqual(people('Frau Crohn ist da.'), ['PERSON:Crohn']);
    assert.deepEqual(people('Sr. Blumberg llamó ayer.'), ['PERSON:Blumberg']);
    assert.deepEqual(people('Befund von Dr. Down, signe de Murphy négatif.'), ['PERSON:Down']);
    assert.deepEqual(people('Anna Scala, 45, vista in ambulatorio.'), ['PERSON:Anna Scala']);
    // After a head that a person's act takes too, a given name and a surname stay a person.
    assert.deepEqual(people("Résultat de l'intervention de Marie Dupont hier."), ['PERSON:Marie Dupont']);
    assert.deepEqual(people('La fracture de Jean Martin consolide.'), ['PERSON:Jean Martin']);
    assert.deepEqual(people('Informe de Juan Pérez.'), ['PERSON:Juan Pérez']);
    assert.deepEqual(people('Door de ziekte van Pieter Jansen kon hij niet komen.'), ['PERSON:Pieter Jansen']);
  });
});

describe('English eponyms glued to their head', () => {
  it('reads a head after a hyphen or a possessive, and a town-named disease beside a disease', () => {
    for (const text of [
      'Growth on Down syndrome-specific charts.',
      'Breslow 0,6 mm, Clark-Level III.',
      'Bolus of 30 mL/kg Hartmann’s solution, then Ringer’s lactate.',
      "Given 1 L Hartmann's solution.",
      'Ebola and Marburg screening questions negative.',
      'No exposure to Lassa or Marburg fever.',
      'Superficial spreading type, Breslow 0.9 mm, Clark IV, no ulceration.',
    ])
      assert.deepEqual(people(text), [], text);
  });

  it('keeps people and double-barrelled surnames', () => {
    assert.deepEqual(people('Seen with patient Down, 45, today.'), ['PERSON:Down']);
    assert.deepEqual(people("Mrs. Hartmann's solution was to call."), ['PERSON:Hartmann']);
    assert.deepEqual(people('Referred by Dr. Jane Smith-Line.'), ['PERSON:Jane Smith-Line']);
  });
});

describe('signs reported by their result', () => {
  it('reads a sign eponym or a list of signs before a result as signs', () => {
    for (const text of [
      'EF: McBurney positivo, Blumberg positivo.',
      'Examen : signe de Murphy positif à droite.',
      'Abdomen: Murphy negativo, Giordano negativo bilateral.',
      'Schober positiv, Lhermitte negativ.',
    ])
      assert.deepEqual(people(text), [], text);
  });

  it('leaves a person positive for something a person', () => {
    assert.deepEqual(people('Tested: Garcia positive for COVID.'), ['PERSON:Garcia']);
    assert.deepEqual(people('Dra. Blumberg positivo para COVID.'), ['PERSON:Blumberg']);
    // A sign eponym positive for something is a person's result, read by resultAfter itself.
    const text = 'Murphy positivo para gripe.';
    assert.equal(resultAfter(text, { type: 'PERSON', start: 0, end: 6, rank: 1 }, ['Murphy']), false);
    const sign = 'Murphy positivo, Blumberg negativo.';
    assert.equal(resultAfter(sign, { type: 'PERSON', start: 17, end: 25, rank: 1 }, ['Blumberg']), true);
  });
});
