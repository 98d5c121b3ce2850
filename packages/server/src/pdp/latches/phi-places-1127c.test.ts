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

// ADR 0100: a town after an organization, its site noun and a comma.
describe('a town after an organization and a comma', () => {
  it('reads it after a site noun in lower case', () => {
    assert.deepEqual(of('works at BRAC head office, Mohakhali.', 'CITY'), ['CITY:Mohakhali']);
    assert.deepEqual(of('lifting at work (Home Depot distribution center, Tolleson). Pt', 'CITY'), ['CITY:Tolleson']);
  });
  it('reads a name-list word alone, a place of two words, and a town before a larger place', () => {
    const fitz = "treatment at St Vincent's Private Hospital, Fitzroy on 12 September 2026 has been assessed";
    assert.deepEqual(of(fitz, 'CITY'), ['CITY:Fitzroy']);
    assert.deepEqual(of('Referred from Reddington Hospital, Victoria Island to Lagoon Hospitals.', 'CITY'), [
      'CITY:Victoria Island',
    ]);
    assert.deepEqual(of('- Emzor Pharmaceutical Industries Ltd, Isolo, Lagos\n- Fidson', 'CITY'), [
      'CITY:Isolo',
      'CITY:Lagos',
    ]);
  });
  it('leaves English words, people with a title or two names, and firms going on alone', () => {
    assert.deepEqual(of('- Bond Chemical Industries, Awe\n- Committee', 'CITY'), []);
    assert.deepEqual(of('Seen at Mercy Hospital, Dr. Patel.', 'CITY'), []);
    assert.deepEqual(of('Referred by Springfield Clinic, John Kowalczyk.', 'CITY'), []);
    assert.deepEqual(of('Vendors: Acme Ltd, Xignite, Blackrock Partners and Zeta.', 'CITY'), []);
    assert.deepEqual(of('Partners: Acme Corp, Globex, Boston.', 'ORGANIZATION'), [
      'ORGANIZATION:Acme Corp',
      'ORGANIZATION:Globex',
    ]);
  });
});

// ADR 0100: a relative's town.
describe('a relative’s town after their name and kin word', () => {
  it('retypes a listed town read as a person', () => {
    assert.deepEqual(of('Contactpersoon: Marieke (dochter), Houten\nBSN', 'CITY'), ['CITY:Houten']);
    assert.deepEqual(of('Family: son Kyle (Lewiston). Lives alone.', 'CITY'), ['CITY:Lewiston']);
  });
  it('leaves a surname and a nickname people', () => {
    assert.deepEqual(of('NOK: Anna (daughter), Smith\n', 'CITY'), []);
    assert.deepEqual(of('son Robert (Bobby) visits', 'CITY'), []);
  });
});
