import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { detectPii } from './pii.js';

const found = (text: string, types: string[]) =>
  detectPii(text)
    .filter((f) => types.includes(f.type))
    .map((f) => `${f.type}:${text.slice(f.start, f.end)}`);

describe('streets of other languages without a number, and address fields in other scripts', () => {
  it('reads a street compound after its preposition and article', () => {
    assert.deepEqual(found('wir treffen uns vor der Apotheke in der Hochstraße. lg jule', ['STREET_ADDRESS']), [
      'STREET_ADDRESS:Hochstraße',
    ]);
    assert.deepEqual(found('de parkeergarage aan de Oostersingel is vol', ['STREET_ADDRESS']), [
      'STREET_ADDRESS:Oostersingel',
    ]);
    assert.deepEqual(found('Fietsongeval op de Coolsingel. GCS 15.', ['STREET_ADDRESS']), [
      'STREET_ADDRESS:Coolsingel',
    ]);
  });
  it('leaves nouns with street-like endings and other places alone', () => {
    assert.deepEqual(found('Auf dem Heimweg gestürzt, dann auf dem Parkplatz gewartet.', ['STREET_ADDRESS']), []);
    assert.deepEqual(found('Wohnt in der Innenstadt, war in der Notaufnahme.', ['STREET_ADDRESS']), []);
    assert.deepEqual(found('Patient lag op de Afdeling Longziekten.', ['STREET_ADDRESS']), []);
  });
  it('reads Romanian and Ukrainian street lines with their blocks and flats', () => {
    assert.deepEqual(
      found('Adresă: Str. Mihai Eminescu nr. 24, bl. A2, sc. 1, ap. 15, Cluj-Napoca', ['STREET_ADDRESS']),
      ['STREET_ADDRESS:Str. Mihai Eminescu nr. 24, bl. A2, sc. 1, ap. 15'],
    );
    assert.deepEqual(found('Bdul. Unirii 4, București', ['STREET_ADDRESS']), ['STREET_ADDRESS:Bdul. Unirii 4']);
    assert.deepEqual(found('Адреса: вул. Хрещатик, 22, кв. 7, м. Київ, 01001', ['STREET_ADDRESS', 'ZIP']), [
      'STREET_ADDRESS:вул. Хрещатик, 22, кв. 7',
      'ZIP:01001',
    ]);
  });
  it('reads the street and the postal code of an address field in Hebrew, Arabic, Hindi and Bulgarian', () => {
    assert.deepEqual(found('כתובת: רחוב הרצל 45, דירה 3, רחובות 7628203', ['STREET_ADDRESS', 'ZIP']), [
      'STREET_ADDRESS:רחוב הרצל 45',
      'ZIP:7628203',
    ]);
    assert.deepEqual(found('العنوان: 15 شارع التحرير، الدقي، الجيزة 12611', ['STREET_ADDRESS', 'ZIP']), [
      'STREET_ADDRESS:15 شارع التحرير',
      'ZIP:12611',
    ]);
    assert.deepEqual(found('पता: मकान नं. 45, गली नं. 3, जयपुर, राजस्थान - 302016', ['STREET_ADDRESS', 'ZIP']), [
      // The lane's number is part of the street (ADR 0119).
      'STREET_ADDRESS:मकान नं. 45, गली नं. 3',
      'ZIP:302016',
    ]);
    assert.deepEqual(found('Адрес: бул. „Витоша“ 89, ет. 3, ап. 6, 1463 София', ['ZIP']), ['ZIP:1463']);
  });
  it('takes no house number for a postal code and no field label for a town', () => {
    assert.deepEqual(found('Endereço: Rua Augusta, 1500, apto 82, Consolação, São Paulo', ['ZIP']), []);
    assert.deepEqual(found('Név: Kovács Zsófia\nCím: 1051 Budapest, Andrássy út 12.', ['CITY']), ['CITY:Budapest']);
  });
});
