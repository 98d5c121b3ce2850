import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { detectPii } from './pii.js';

const found = (text: string, types: string[]) =>
  detectPii(text)
    .filter((f) => types.includes(f.type))
    .map((f) => `${f.type}:${text.slice(f.start, f.end)}`);
const PLACES = ['STREET_ADDRESS', 'CITY', 'ZIP'];

describe('streets in scripts without capitals, written in prose (ADR 0119)', () => {
  it('reads an Arabic street with its number and the parts after it', () => {
    assert.deepEqual(found('وأسكن في 15 شارع التحرير، الدقي، الجيزة، وأعمل في مستشفى القصر العيني.', PLACES), [
      'STREET_ADDRESS:15 شارع التحرير',
      'CITY:الدقي',
      'CITY:الجيزة',
    ]);
  });
  it('reads a Hebrew street after its prefix letter, and the town and code after it', () => {
    assert.deepEqual(found('נועה גרה ברחוב הרצל 12, חיפה 3303112, ועובדת בבית החולים.', PLACES), [
      'STREET_ADDRESS:רחוב הרצל 12',
      'CITY:חיפה',
      'ZIP:3303112',
    ]);
  });
  it('reads a Korean road after its district, and the district', () => {
    assert.deepEqual(found('김민준 씨는 서울 강남구 테헤란로 152에 살며', PLACES), [
      'CITY:서울',
      'CITY:강남구',
      'STREET_ADDRESS:테헤란로 152',
    ]);
  });
  it('reads Chinese and Japanese streets after their district', () => {
    assert.deepEqual(found('住址：上海市浦东新区张杨路1500号，邮编200122。', ['STREET_ADDRESS']), [
      'STREET_ADDRESS:张杨路1500号',
    ]);
    assert.deepEqual(found('地址：106臺北市大安區忠孝東路四段100號5樓。', ['STREET_ADDRESS']), [
      'STREET_ADDRESS:忠孝東路四段100號5樓',
    ]);
    assert.deepEqual(found('住所は東京都渋谷区渋谷2丁目21-1です。', ['STREET_ADDRESS']), [
      'STREET_ADDRESS:渋谷2丁目21-1',
    ]);
  });
  it('reads a Hindi house and lane number and the towns after them', () => {
    assert.deepEqual(found('मैं मकान नं. 24, गली नं. 3, लाजपत नगर, नई दिल्ली 110024 में रहता हूँ।', PLACES), [
      'STREET_ADDRESS:मकान नं. 24, गली नं. 3',
      'CITY:लाजपत नगर',
      'CITY:नई दिल्ली',
      'ZIP:110024',
    ]);
  });
  it('leaves particles, counts and numbers without a street word alone', () => {
    assert.deepEqual(found('운동 치료로 3주간 입원했다.', PLACES), []);
    assert.deepEqual(found('患者3号床，服药2号。', PLACES), []);
    assert.deepEqual(found('עברתי דרך הבית 3 פעמים.', PLACES), []);
    assert.deepEqual(found('تناول 2 حبة من الدواء في شارع', PLACES), []);
  });
});

describe('named street forms of other countries (ADR 0119)', () => {
  it('reads Nordic, Irish and Welsh streets', () => {
    assert.deepEqual(found('to Ingrid Haugen, Tordenskiolds gate 4, 0160 Oslo, Norway.', ['STREET_ADDRESS']), [
      'STREET_ADDRESS:Tordenskiolds gate 4',
    ]);
    assert.deepEqual(found('Address: 4 Bóthar na Trá, Salthill H91 X2F3', ['STREET_ADDRESS', 'CITY']), [
      'STREET_ADDRESS:4 Bóthar na Trá',
      'CITY:Salthill',
    ]);
    assert.deepEqual(found('visited her at home, 3 Tan y Bryn, Llanberis LL55 4UR.', ['STREET_ADDRESS']), [
      'STREET_ADDRESS:3 Tan y Bryn',
    ]);
  });
  it('reads Peruvian, Malaysian, Indian and Vietnamese street lines', () => {
    assert.deepEqual(found('Enviar a Sr. Jorge Quispe, Jr. Ucayali 215, Cercado de Lima, 15001.', ['STREET_ADDRESS']), [
      'STREET_ADDRESS:Jr. Ucayali 215',
    ]);
    assert.deepEqual(
      found('Sila hantar ke Nurul, No. 7, Jalan SS2/24, Petaling Jaya, 47300 Selangor.', ['STREET_ADDRESS']),
      ['STREET_ADDRESS:Jalan SS2/24'],
    );
    assert.deepEqual(found('Attendant: son Ravi Kumar, H.No. 8-3-167/A, Erragadda.', ['STREET_ADDRESS', 'CITY']), [
      'STREET_ADDRESS:H.No. 8-3-167/A',
      'CITY:Erragadda',
    ]);
    assert.deepEqual(
      found('Diagnostics, Shop 4, Om Sai Apartments, S.V. Road, Andheri West, Mumbai 400058', ['STREET_ADDRESS']),
      ['STREET_ADDRESS:S.V. Road'],
    );
    assert.deepEqual(found('Bệnh nhân cư trú tại 125 Nguyễn Trãi, Quận 1, TP. Hồ Chí Minh.', ['STREET_ADDRESS']), [
      'STREET_ADDRESS:125 Nguyễn Trãi',
    ]);
  });
  it('reads a lettered block as a part of the street, and the numbered district after it', () => {
    assert.deepEqual(found('lives at House 12, Street 4, Block C, Gulberg III, Lahore.', ['STREET_ADDRESS', 'CITY']), [
      'STREET_ADDRESS:House 12',
      'STREET_ADDRESS:Street 4',
      'STREET_ADDRESS:Block C',
      'CITY:Gulberg III',
      'CITY:Lahore',
    ]);
  });
  it('leaves English possessives, suffixes and blocks of prose alone', () => {
    assert.deepEqual(
      found("Boarding at Heathrow's gate 4 now.", ['STREET_ADDRESS']).filter((s) => s.includes('4')),
      [],
    );
    assert.deepEqual(found('Signed, Jr. Resident 2 on call.', ['STREET_ADDRESS']), []);
    assert.deepEqual(found('Block C of the exam covers renal physiology.', ['STREET_ADDRESS']), []);
    assert.deepEqual(found('Patient seen at 4 West, Block A, ward 3.', ['STREET_ADDRESS']), []);
  });
});

describe('lower-case streets and towns in chat (ADR 0119)', () => {
  it('reads a house-numbered street in lower case', () => {
    assert.deepEqual(found('still at the brookline location, 1208 beacon st 2nd fl', ['STREET_ADDRESS']), [
      'STREET_ADDRESS:1208 beacon st',
    ]);
    assert.deepEqual(found('meet me at 44 elm ave', ['STREET_ADDRESS']), ['STREET_ADDRESS:44 elm ave']);
  });
  it('leaves doses, counts and durations alone', () => {
    assert.deepEqual(found('took 10 mg st johns wort and walked 2 blocks down main st', ['STREET_ADDRESS']), []);
    assert.deepEqual(found('a 5 minute road trip, 3 days rd', ['STREET_ADDRESS']), []);
    assert.deepEqual(found('bp 120/80 hr 72 rd normal', ['STREET_ADDRESS']), []);
  });
  it('reads a lower-case town after a street or an address cue', () => {
    assert.deepEqual(found('new address: 77 w 104th st apt 5f, nyc 10025. pls update', ['CITY']), ['CITY:nyc']);
    assert.deepEqual(found('i live at 12 oak st, springfield', ['CITY']), ['CITY:springfield']);
    assert.deepEqual(found('she lives at 255 hersnapvej 18, capponi a mare', ['CITY']), ['CITY:capponi a mare']);
    assert.deepEqual(found('meet at 44 elm ave, then lunch.', ['CITY']), []);
    assert.deepEqual(found('i live at 12 oak st, thanks!', ['CITY']), []);
  });
});

describe('headings and scores named like towns (ADR 0119)', () => {
  it('leaves a heading of ordinary words and the Deauville score alone', () => {
    assert.deepEqual(found('Ospedale Civile\nU.O. Medicina Interna\n\nLettera di dimissione', ['CITY']), []);
    assert.deepEqual(found('PET shows complete metabolic response (Deauville 2).', ['CITY']), []);
  });
});
