// Street lines of other languages (phi-streets-intl.ts): positives per language in the order each
// writes its street, and hard negatives from clinical text that have a street's words but not its shape.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { detectPii } from './pii.js';

const of = (text: string, type: string) => detectPii(text, [type]).map((f) => text.slice(f.start, f.end));
const street = (text: string) => of(text, 'STREET_ADDRESS');

describe('street lines of other languages', () => {
  it('reads Hungarian streets: the name, a lower-case type, the number, the floor and door', () => {
    assert.deepEqual(street('Lakcím: Kossuth Lajos utca 5., Budapest'), ['Kossuth Lajos utca 5']);
    assert.deepEqual(street('I live at Vörös sétány 4, Balatonrendes 6481.'), ['Vörös sétány 4']);
    assert.deepEqual(street('Discharge address:\nBíborka tér 59 3.em 13 ajtó\n2167 Mándok'), [
      'Bíborka tér 59 3.em 13 ajtó',
    ]);
    assert.deepEqual(street('ADDRESS: OLÁH TÉR 4, SZABOLCS 0762'), ['OLÁH TÉR 4']);
    assert.deepEqual(street('The Vass family lives at Örs vezér tér 2 9.em 60 ajtó.'), [
      'Örs vezér tér 2 9.em 60 ajtó',
    ]);
    assert.deepEqual(street('péter stays at fekete park 2 6.em 52 ajtó in budakeszi'), ['fekete park 2 6.em 52 ajtó']);
  });

  it('reads Polish streets: a TERYT lead, the name, the number and the flat', () => {
    assert.deepEqual(street('Adres: ul. Długa 17 m. 4, 00-238 Warszawa'), ['ul. Długa 17 m. 4']);
    assert.deepEqual(street('Warehouse: os. Kozieł 81b, 19-498 Zielona Góra.'), ['os. Kozieł 81b']);
    assert.deepEqual(street('Event venue: pl. Bankowy 2, Gogolin.'), ['pl. Bankowy 2']);
    assert.deepEqual(street('KŁOSOWSKI Robert, wyb. Sitek 6/3, 08-496 Wolin'), ['wyb. Sitek 6/3']);
    assert.deepEqual(street('zuzanna stays at szosa misztal 71c m. 639 in strzyżów'), ['szosa misztal 71c m. 639']);
  });

  it('reads Iberian streets with their floor, door and "s/n"', () => {
    assert.deepEqual(street('Rambla Mayte, 5 2º Izda.\n23547 Elda'), ['Rambla Mayte, 5 2º Izda.']);
    assert.deepEqual(street('MATOS Alejandra, Huerta Mario s/n., 82190 Torremolinos'), ['Huerta Mario s/n.']);
    assert.deepEqual(street('Ship to: Calçada Manel Pimentel 78-1A\n3187-760 Cantanhede'), [
      'Calçada Manel Pimentel 78-1A',
    ]);
    assert.deepEqual(street('Please ship the order to Muelle Benjamín 4, 10709 Elche.'), ['Muelle Benjamín 4']);
  });

  it('reads German, Italian, French and Nordic streets', () => {
    assert.deepEqual(street('Is Kuhn-Hoppe-Str. 6 in Larsland?'), ['Kuhn-Hoppe-Str. 6']);
    assert.deepEqual(street('new address Fontanestr. 696 8 OG, 74042 Maischscheid'), ['Fontanestr. 696 8 OG']);
    assert.deepEqual(street('Order - Luca Baumann - Am Vogelsang 4, 01977 Klaasburg'), ['Am Vogelsang 4']);
    assert.deepEqual(street('Görlitzer Str. 92b, 74461 Alt Lino.'), ['Görlitzer Str. 92b']);
    assert.deepEqual(street('Order #4471 - Borgo Carboni 96, 94664 Quarto Neiva'), ['Borgo Carboni 96']);
    assert.deepEqual(street('moved to 51 Passage du Bac, 71387.'), ['51 Passage du Bac']);
    assert.deepEqual(street('Eveliina Heikkinen\nHeikkilälinja 27\n51680 Hyvinkää'), ['Heikkilälinja 27']);
    assert.deepEqual(street('lol anton just moved to nyland, near Furuallén 961'), ['Furuallén 961']);
    assert.deepEqual(street('Bill to\nBrix Sko ApS\nLunden 177, 7. th\n1864 Farsø'), ['Lunden 177, 7. th']);
    assert.deepEqual(street('Invoice to: Svensson AB, Eliass Väg 5, 35181 Falfors'), ['Eliass Väg 5']);
    assert.deepEqual(street('ADDRESS: VESTRE KIRKEBERGET 50, NORDØ 9691'), ['VESTRE KIRKEBERGET 50']);
  });

  it('reads Greek and Russian streets', () => {
    assert.deepEqual(street('Warehouse: Λεωφ. Παππά 97, 513 63 Κατερίνη.'), ['Λεωφ. Παππά 97']);
    assert.deepEqual(street('moved to Μεσσηνέζη 80, 537 06.'), ['Μεσσηνέζη 80']);
    assert.deepEqual(street('Адрес: ул. Ленина, д. 5, кв. 12'), ['ул. Ленина, д. 5, кв. 12']);
    assert.deepEqual(street('Костина, Изот\nаллея Кирпичная, 638 кв. 484\n094337 ПРИОЗЕРСК'), [
      'аллея Кирпичная, 638 кв. 484',
    ]);
    assert.deepEqual(street('Warehouse: Овражная наб., 131, 503220 Верхний Тагил.'), ['Овражная наб., 131']);
  });

  it('reads English streets whose type is a rarer word, after a house number', () => {
    assert.deepEqual(street('Sauer, 254 Lemke Shoals Apt. 2, New Sammy, TX 43929'), ['254 Lemke Shoals Apt. 2']);
    assert.deepEqual(street('Is 274 Molly Brow in Olson?'), ['274 Molly Brow']);
    assert.deepEqual(street('ADDRESS: 3979 FERRY STREET, LAKE ELIJAH 6424'), ['3979 FERRY STREET']);
  });

  it('reads the postal code after such a street', () => {
    assert.deepEqual(of('moved to Rózsahegy utca 3, 2099.', 'ZIP'), ['2099']);
    assert.deepEqual(of('at Alex köz 15, Vigántpetend (7287).', 'ZIP'), ['7287']);
    assert.deepEqual(of('Please ship to 5607 Riley Street, Mitchellchester QLD 2369 within three days.', 'ZIP'), [
      '2369',
    ]);
    assert.deepEqual(of('name: мирон савин\ncity: байкальск\nzip: 796597', 'ZIP'), ['796597']);
  });
});

describe('street words without a street shape', () => {
  it('leaves clinical numbering alone', () => {
    for (const text of [
      'Route 2 of 3 attempted before the IV was placed.',
      'Level 3 trauma activation; Floor 4, Bed 12, Room 5, Hall 3, Ward 7.',
      'GCS 15, Score 3 of 5, Grade 2 reflux, Stage 4 pressure injury.',
      'Park 2 cars in lot B; took 2 Tylenol Extra, 5 Mile Creek trail, 3 Rivers Park.',
      'Na 140, K 4.2, Cl 101, Mg 2.0; SA 1200 and NT 4000 units.',
      'Smith et al. Lancet 2005 reported it; see Jones et al. Brain 2019.',
      'Sydney NSW 2000 patients were excluded; Seattle, WA 2019.',
      'Metformin 500 mg twice daily, Lisinopril 10 mg, Warfarin 5 mg.',
      'Ms. Park Ji-yeon is seen today.',
    ])
      assert.deepEqual(of(text, 'STREET_ADDRESS').concat(of(text, 'ZIP')), [], text);
  });
});
