import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { detectPii } from './pii.js';

const cities = (text: string) =>
  detectPii(text, ['CITY', 'PERSON', 'ORGANIZATION', 'STREET_ADDRESS', 'ZIP'])
    .filter((f) => f.type === 'CITY')
    .map((f) => text.slice(f.start, f.end));

// ADR 0107: towns in a case form, Cyrillic settlement abbreviations, district parts, towns after codes.
describe('towns in a case form of their language', () => {
  it('finds Polish and Czech towns after a preposition of place', () => {
    assert.deepEqual(cities('Pacjent przyjechał z Krakowa do Gdańska wczoraj.'), ['Krakowa', 'Gdańska']);
    assert.deepEqual(cities('Mieszka w Warszawie, pracuje w Poznaniu.'), ['Warszawie', 'Poznaniu']);
    assert.deepEqual(cities('Wniosek złożony przez Centrum Audiomed w Płocku został rozpatrzony.'), ['Płocku']);
    assert.deepEqual(cities('Pacient byl převezen z Ostravy, bydlí v Brně.'), ['Ostravy', 'Brně']);
  });

  it('finds Finnish and Hungarian towns by their local-case ending in that language', () => {
    assert.deepEqual(cities('He perustivat yrityksen Tampereella vuonna 2018 ja asuvat Helsingissä.'), [
      'Tampereella',
      'Helsingissä',
    ]);
    assert.deepEqual(cities('A beteg Budapesten született, és Debrecenben lakik.'), ['Budapesten', 'Debrecenben']);
  });

  it('leaves people after "z" (with), and endings outside the language, alone', () => {
    assert.deepEqual(cities('Rozmawiałem z Janem wczoraj.'), []);
    // English text: no Finnish or Hungarian function word around, no preposition of those languages.
    assert.deepEqual(cities('The Tampereella file was sent to Budapesten Ltd.'), []);
  });
});

describe('Cyrillic settlement abbreviations', () => {
  it('reads the town after "г.", "м.", "гр." in an address', () => {
    assert.ok(cities('Адрес: ул. Ленина, д. 15, кв. 42, г. Екатеринбург, 620014').includes('Екатеринбург'));
    assert.ok(cities('Адреса: вул. Хрещатик, 22, кв. 7, м. Київ, 01001').includes('Київ'));
    assert.ok(cities('Адрес: бул. Витоша 89, ет. 3, гр. София 1463').includes('София'));
  });

  it('needs an address part for "м." and "с." (metre, page)', () => {
    assert.deepEqual(cities('Ростом 180 с. Иванов пришёл'), []);
  });
});

describe('district parts and towns after codes', () => {
  it('reads the district on the line under a street, before a town and its region', () => {
    assert.ok(cities('Carrera 43A # 14-109, Apto 1204\nEl Poblado, Medellín, Antioquia 050021').includes('El Poblado'));
    assert.ok(cities('Rua Augusta, 1508 - apto 92\nConsolação - São Paulo/SP\nCEP 01304-001').includes('Consolação'));
  });

  it('reads a listed town after a postal code and a comma', () => {
    assert.ok(cities('Blvd. Adolfo López Mateos 2105 Ote., C.P. 37530, León, Gto.').includes('León'));
  });

  it('leaves a person after a code with no street or label', () => {
    assert.ok(!cities('Ref 37530, Jordan called back.').includes('Jordan'));
  });
});

describe('towns named by a suffix in Chinese, Japanese and Korean addresses', () => {
  it('cuts the towns from the head of the address field', () => {
    assert.deepEqual(cities('地址：上海市浦东新区张杨路1500号3幢1201室'), ['上海市', '浦东新区']);
    assert.deepEqual(cities('주소: 서울특별시 강남구 테헤란로 152, 1203호'), ['서울특별시', '강남구']);
  });

  it('reads no town outside an address field', () => {
    assert.deepEqual(cities('我去超市买东西，社区医院很近。'), []);
  });
});
