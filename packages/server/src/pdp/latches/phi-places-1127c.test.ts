import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { detectPii } from './pii.js';

const found = (text: string, types?: readonly string[]) =>
  detectPii(text, types).map((f) => `${f.type}:${text.slice(f.start, f.end)}`);
const of = (text: string, type: string) => found(text, [type]);

// ADR 0100: towns in no list after prepositions of place of other languages.
describe('a town in no list after a foreign preposition of place', () => {
  it('reads it after French "à", Spanish "en", German "aus", Italian "da" after a verb of coming, Nordic "i"', () => {
    assert.deepEqual(of('le rdv chez le kiné rue du Midi à Ixelles est annulé', 'CITY'), ['CITY:Ixelles']);
    assert.deepEqual(of('la cita del centro de salud, en Donostia. El jueves no puedo.', 'CITY'), ['CITY:Donostia']);
    assert.deepEqual(of('Sohn Herr Jens Schröder aus Spandau bittet um Rückruf.', 'CITY'), ['CITY:Spandau']);
    assert.deepEqual(of('io sto arrivando da Ostia, ci vediamo al bar', 'CITY'), ['CITY:Ostia']);
    assert.deepEqual(of('Lars Eriksson är VD på Eriksson & Lindberg AB i Göteborg.', 'CITY'), ['CITY:Göteborg']);
  });
  it('reads a name-list word after words of origin as a town', () => {
    assert.deepEqual(
      of('Lima 15001; natural de Juliaca; asegurado en EsSalud.', 'CITY').includes('CITY:Juliaca'),
      true,
    );
    assert.deepEqual(of('Contactpersoon: Marieke (dochter) uit Houten', 'CITY'), ['CITY:Houten']);
  });
  it('leaves wards, services, reasons, languages and people alone', () => {
    const ward =
      'Paciente en Quirófano, luego en Rehabilitación y en Planta. Informe en Euskera. Ingresa en Maternidad.';
    assert.deepEqual(of(ward, 'CITY'), []);
    assert.deepEqual(of('Transféré à Réanimation puis à Cardiologie.', 'CITY'), []);
    assert.deepEqual(of('Er kam aus Versehen, aus Kostengründen, aus Rücksicht.', 'CITY'), []);
    assert.deepEqual(of('Veuillez envoyer le formulaire à Marie-Ève Gagnon, rue Sainte-Catherine Est', 'CITY'), []);
    assert.deepEqual(of('Jordi Puig i Ferrer', 'CITY'), []);
  });
});
