import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { detectPii } from './pii.js';

const people = (text: string) =>
  detectPii(text)
    .filter((f) => f.type === 'PERSON')
    .map((f) => text.slice(f.start, f.end));
const cities = (text: string) =>
  detectPii(text)
    .filter((f) => f.type === 'CITY')
    .map((f) => text.slice(f.start, f.end));

describe('headings of other languages are no people (ADR 0110)', () => {
  it('drops the ordinary and unlisted words of a heading in capitals or Title Case', () => {
    assert.deepEqual(people('INFORME MÉDICO – CONSULTA NEUROLÓGICA\nPaciente: Rosa Quintero'), ['Rosa Quintero']);
    assert.deepEqual(people('ZAWIADOMIENIE O PRZETARGU\nSzpital Miejski'), []);
    assert.deepEqual(people('Niederschrift der Mitgliederversammlung\nOrt: Kassel'), []);
    assert.deepEqual(people('ΙΑΤΡΙΚΟ ΣΗΜΕΙΩΜΑ\nΚλινική'), []);
    assert.deepEqual(people('RE: REQUEST FOR CAESAREAN SECTION\nWe confirm'), []);
    assert.deepEqual(people('Seguimiento – Salud Mental Infantil\nNota breve'), []);
  });
  it('keeps a person named in a heading, a label or a letterhead', () => {
    assert.deepEqual(people('Patient: Maria Lopez'), ['Maria Lopez']);
    assert.deepEqual(people('DISCHARGE SUMMARY – John Smith'), ['John Smith']);
    assert.deepEqual(people('Seen by Dr. HERNÁNDEZ today.'), ['HERNÁNDEZ']);
    assert.deepEqual(people('JOHANNES KRAUSE\nFacharzt für Allgemeinmedizin\nHauptstraße 5'), ['JOHANNES KRAUSE']);
    assert.deepEqual(people('Verlauf der Behandlung von Preben Kjærgaard'), ['Preben Kjærgaard']);
    assert.deepEqual(people('ΓΕΩΡΓΙΟΣ ΠΑΠΑΔΟΠΟΥΛΟΣ\nΑθήνα'), ['ΓΕΩΡΓΙΟΣ ΠΑΠΑΔΟΠΟΥΛΟΣ']);
  });
  it('keeps a name after a label as the value of its field', () => {
    assert.deepEqual(people('Navn: Mads Kjærgaard Østergaard\nAdresse: Vestergade 4'), ['Kjærgaard Østergaard']);
  });
});

describe('labels before a colon are no people (ADR 0110)', () => {
  it('drops a label word, its value stays', () => {
    assert.deepEqual(people('Borger: Henning Dalsgaard, 81 år'), ['Henning Dalsgaard']);
    assert.deepEqual(people('Mutuelle : Mutuelle Générale'), []);
    assert.deepEqual(people('Obra social: OSDE'), []);
  });
  it('keeps a speaker, a writer, and a name before a possessive word', () => {
    assert.deepEqual(people('Kovács Eszter címe: 1055 Budapest'), ['Kovács Eszter']);
    assert.deepEqual(people('thanks Anna. see you tomorrow'), ['Anna']);
  });
});

describe('abbreviations, posts and regions are no people (ADR 0110)', () => {
  it('drops abbreviations with their dot', () => {
    assert.deepEqual(people('Patientin: Erna Vogt, Jg. 1948'), ['Erna Vogt']);
    assert.deepEqual(people('Pon.: lek. Adam Nowak\nŚr.: dr Ewa Lis'), ['Adam Nowak', 'Ewa Lis']);
    assert.deepEqual(people('Spett.le\nSig. Carlo Neri'), ['Carlo Neri']);
    assert.deepEqual(cities('Av. Juárez 12\nMorelia, Mich.\nMéxico').includes('Mich'), false);
    assert.deepEqual(people('Querétaro, Qro.\nNombre: Luis Mora'), ['Luis Mora']);
  });
  it('drops a post or a department after a person and a comma, not a list of people', () => {
    assert.deepEqual(people('Saludos, Pilar Gómez, Departamento de Facturación'), ['Pilar Gómez']);
    assert.deepEqual(people('Ansprechpartner: Herr Jonas Weber, Pflegedienstleitung, ruft zurück.'), ['Jonas Weber']);
    assert.deepEqual(people('Team: Olga Petrova, Hemi Walker; Luke Tupou'), [
      'Olga Petrova',
      'Hemi Walker',
      'Luke Tupou',
    ]);
    assert.deepEqual(people('Nomvula Dlamini, FNP-BC'), ['Nomvula Dlamini']);
  });
  it('drops a region named with its kind, and eponyms after a noun of other languages', () => {
    assert.deepEqual(people('Temuco\nRegión de la Araucanía\nChile'), []);
    assert.deepEqual(people('Examen : signe de Murphy positif.'), []);
    assert.deepEqual(people('Kein Hinweis auf Morbus Crohn.'), []);
  });
});
