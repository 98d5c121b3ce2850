import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { detectPii } from './pii.js';

const zips = (text: string) => detectPii(text, ['ZIP']).map((f) => text.slice(f.start, f.end));

describe('postal codes of other countries and by their labels (issue 16, 2026-11-27 afternoon)', () => {
  it('reads a code after its town on a street line or an address line', () => {
    assert.deepEqual(zips('2 Lansdowne Road, Claremont, Cape Town, 7708\nPMH: goitre'), ['7708']);
    assert.deepEqual(zips('Address: House 1142, Section K, Umlazi, 4031\nAssessing doctor: Dr. F. Naidoo'), ['4031']);
    assert.deepEqual(zips('Nursing home, 1200 Centre Street, Roslindale 02131. Daughter aware.'), ['02131']);
    assert.deepEqual(zips('Lives at 12 HaAtzmaut Street, Haifa 3303312.'), ['3303312']);
    // Fields of a row after a listed town, without a street found (ADR 0142).
    assert.deepEqual(zips('Nguyen Thi Lan; 45 Nguyen Trai; Thanh Xuan; Hanoi; 100000; Vinmec'), ['100000']);
    assert.deepEqual(zips('Claire Vandenberghe,3 quai de la Fosse,Nantes,44000,France'), ['44000']);
  });

  it('reads codes that a mark or their shape says (ADR 0142)', () => {
    assert.deepEqual(zips('地址：106臺北市大安區忠孝東路四段218號5樓'), ['106']);
    assert.deepEqual(zips('Almagro, Buenos Aires (C1193AAE). Trabajo en Mercado Libre'), ['C1193AAE']);
    assert.deepEqual(zips('주소: 서울특별시 강남구 테헤란로 152, 06236'), ['06236']);
    assert.deepEqual(zips('Lot B1234XYZ expired; HbA1c 6.5; took 500毫克'), []);
    // A number that a sentence goes on after is a count ('Boston 1500 and more'); a phone's label is no town.
    assert.deepEqual(
      zips('Address: 55 Main St, Boston 1500 and more.\n12 Main St, Springfield IL\nMobile 5551234'),
      [],
    );
  });

  it('reads the code of a Kenyan box and a Turkish district', () => {
    assert.deepEqual(zips('P.O. Box 40123-00100, Nairobi'), ['00100']);
    assert.deepEqual(zips('Address: P.O. Box 1442 – 01000, Thika'), ['01000']);
    assert.deepEqual(zips('Bağdat Caddesi No: 245 D: 6, 34728 Kadıköy/İstanbul.'), ['34728']);
  });

  it('reads codes after the labels of other countries', () => {
    assert.deepEqual(zips('City: Kolkata\nPIN: 700017\nCountry: India'), ['700017']);
    assert.deepEqual(zips('the app crashes when he enters his CEP (50030-230).'), ['50030-230']);
    assert.deepEqual(zips('Santiago, código postal 8330011, Chile.'), ['8330011']);
    assert.deepEqual(zips('San Pedro Garza García, N.L., C.P. 66220.'), ['66220']);
    assert.deepEqual(zips('Via Torino 4, CAP 20121 Milano'), ['20121']);
  });

  it('leaves years, counts, clinical abbreviations and secrets’ labels alone', () => {
    assert.deepEqual(zips('Moved to Johannesburg, 2019. Works in Haifa 3303312 units away.'), []);
    assert.deepEqual(zips('Spastic CP 3 limbs; CAP 2 tabs; PIN 1234 for the door.'), []);
    assert.deepEqual(zips('12 Main St, Springfield 2000 units given'), []);
    assert.deepEqual(zips('Box 12-34567 on the shelf; dose 12345 Units/Day.'), []);
  });
});

describe('a Dutch postal code in a record with separators', () => {
  it('keeps its two letters in the code, not a town', () => {
    const text = 'Bram Verhoeven;Oudegracht 231 bis;3511 NK;Utrecht;dr. E. Smit';
    const found = detectPii(text, ['ZIP', 'CITY']).map((f) => `${f.type}:${text.slice(f.start, f.end)}`);
    assert.deepEqual(found, ['ZIP:3511 NK', 'CITY:Utrecht']);
  });
});
