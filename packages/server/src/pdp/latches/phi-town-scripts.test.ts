import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { detectPii } from './pii.js';

const found = (text: string, types?: readonly string[]) =>
  detectPii(text, types).map((f) => `${f.type}:${text.slice(f.start, f.end)}`);
const has = (text: string, finding: string) => found(text).includes(finding);

describe('towns on address lines of other scripts (ADR 0112)', () => {
  it('reads the parts after the street of a labelled address line', () => {
    const vi = 'Họ tên: Trần Văn Minh\nĐịa chỉ: 12 Nguyễn Trãi, Thanh Xuân, Hà Nội\n';
    assert.ok(has(vi, 'STREET_ADDRESS:12 Nguyễn Trãi'));
    assert.ok(has(vi, 'CITY:Thanh Xuân'));
    assert.ok(has(vi, 'CITY:Hà Nội'));
    const el = 'Διεύθυνση: Τσιμισκή 18, 546 24 Θεσσαλονίκη\n';
    assert.ok(has(el, 'CITY:Θεσσαλονίκη'));
    assert.ok(has(el, 'ZIP:546 24'));
    const ar = 'العنوان: 8 شارع النيل، المعادي، القاهرة 11728\n';
    assert.ok(has(ar, 'CITY:المعادي'));
    assert.ok(has(ar, 'CITY:القاهرة'));
    const bg = 'Адрес: ул. „Раковски“ 12, ет. 2, ап. 4, 4000 Пловдив\n';
    assert.ok(has(bg, 'CITY:Пловдив'));
  });
  it('reads the town line under the address line, and leaves a state, a unit and the neighbourhood word out', () => {
    const ar = 'العنوان: شارع الملك فهد 812، حي النخيل\nالرياض 12382\n';
    assert.ok(has(ar, 'CITY:النخيل'));
    assert.ok(has(ar, 'CITY:الرياض'));
    assert.ok(has(ar, 'ZIP:12382'));
    const he = 'כתובת: רחוב ויצמן 12, דירה 4\nחיפה 3303412\n';
    assert.ok(has(he, 'CITY:חיפה'));
    assert.ok(has(he, 'ZIP:3303412'));
    assert.ok(!found(he, ['CITY']).some((f) => f.includes('דירה')));
    const hi = 'पता: मकान नं. 12, गली नं. 7, गांधी नगर\nलखनऊ, उत्तर प्रदेश - 226001\n';
    assert.ok(has(hi, 'CITY:गांधी नगर'));
    assert.ok(has(hi, 'CITY:लखनऊ'));
    assert.ok(!has(hi, 'CITY:उत्तर प्रदेश'));
  });
  it('reads Thai sub-districts and districts, not the province, and cuts the street before them', () => {
    const th = 'ที่อยู่: 12/3 ซอยลาดพร้าว 15 แขวงจอมพล เขตจตุจักร กรุงเทพมหานคร 10900\n';
    assert.ok(has(th, 'CITY:จอมพล'));
    assert.ok(has(th, 'CITY:จตุจักร'));
    assert.ok(has(th, 'CITY:กรุงเทพมหานคร'));
    assert.ok(has(th, 'STREET_ADDRESS:12/3 ซอยลาดพร้าว 15'));
    const prov = 'ที่อยู่: 5 หมู่ 2 ตำบลสุเทพ อำเภอเมืองเชียงใหม่ จังหวัดเชียงใหม่ 50200\n';
    assert.ok(has(prov, 'CITY:สุเทพ'));
    assert.ok(!has(prov, 'CITY:เชียงใหม่'));
  });
  it('reads a Japanese ward after a prefecture and the neighbourhood before its chōme, without a label', () => {
    const ja = '〒530-0001\n大阪府大阪市北区梅田2丁目4-9\n山田 太郎 様\n';
    assert.ok(has(ja, 'CITY:北区'));
    // The neighbourhood before its chōme is the street's name since ADR 0119 ("渋谷2丁目21-1" as the dec09 set writes it).
    assert.ok(has(ja, 'STREET_ADDRESS:梅田2丁目4-9'));
  });
  it('leaves prose of those scripts alone', () => {
    assert.deepEqual(found('المريض يشكو من ألم في البطن، ويحتاج إلى فحص', ['CITY']), []);
    assert.deepEqual(found('Ghi chú: bệnh nhân ổn định, tái khám sau 2 tuần', ['CITY']), []);
  });
});

describe('Latin neighbourhood labels and lists after a place preposition (ADR 0112)', () => {
  it('reads the value of a neighbourhood or locality label, also after two blanks', () => {
    assert.ok(has('Rua das Flores, 120\nBairro: Jardim Botânico\nCidade: Curitiba', 'CITY:Jardim Botânico'));
    assert.ok(has('C.P.: 28001  Localidad: Alcalá de Henares\n', 'CITY:Alcalá de Henares'));
    assert.ok(!found('Barrio: N/A\n', ['CITY']).length);
  });
  it('reads a numbered district between a street and a town', () => {
    assert.ok(has('Plot 12, Adeola Crescent, Garki II, Abuja 900103', 'CITY:Garki II'));
  });
  it('reads the members of a list of towns after a place preposition', () => {
    const t = 'Outreach clinics across Kondapur, Miyapur and Secunderabad.';
    assert.ok(has(t, 'CITY:Kondapur'));
    assert.ok(has(t, 'CITY:Miyapur'));
    assert.ok(has('Grants to hospitals in Redfield, Britton and Eureka.', 'CITY:Britton'));
    assert.ok(!has('We met in Paris, John and Mary came too.', 'CITY:John'));
    assert.ok(!has('Appointments in March, April and May.', 'CITY:March'));
  });
});

describe('towns after verbs of going and living, in datelines and at our sites (ADR 0112)', () => {
  it('reads a listed town after a verb and its preposition in other languages', () => {
    assert.ok(has('Luca mi riporta a Frascati stasera', 'CITY:Frascati'));
    assert.ok(has('hola! estoy en Valencia con mi hermana', 'CITY:Valencia'));
    assert.ok(has('wir fahren morgen nach Penzberg zurück', 'CITY:Penzberg'));
    assert.ok(has('ce soir je rentre à Lyon', 'CITY:Lyon'));
  });
  it('leaves a person after a preposition alone', () => {
    assert.ok(!has('porta a Marco il libro', 'CITY:Marco'));
    assert.ok(!has('sono a Marzo', 'CITY:Marzo'));
  });
  it('reads the place of a letter’s dateline', () => {
    assert.ok(has('Plazo: 12 meses.\nEn Valencia, a 4 de noviembre de 2026.', 'CITY:Valencia'));
    assert.ok(!has('En Valencia hace calor', 'CITY:Valencia'));
  });
  it('reads a town naming a site of our own', () => {
    assert.ok(has('ready for pickup at our Round Rock store today', 'CITY:Round Rock'));
    assert.ok(has('flu jabs at our Leith and Portobello branches', 'CITY:Portobello'));
    assert.ok(!found('call our Downtown office or our Pediatric clinic', ['CITY']).length);
    assert.ok(!found('at our Medela and Philips stores', ['CITY']).length);
  });
});

describe('district lines of address blocks and JSON form keys (ADR 0112)', () => {
  it('reads the line between a street line and a postal code line, or before a region line', () => {
    const ma = 'Sr. Youssef Alami\n12, Rue Ibn Battouta, Appt 3\nSouissi\n10020 Rabat\nMaroc';
    assert.ok(has(ma, 'CITY:Souissi'));
    const cl = 'Sra. Ana Soto\nAv. Colón 880, depto. 12\nTalcahuano\nRegión del Biobío';
    assert.ok(has(cl, 'CITY:Talcahuano'));
  });
  it('leaves a line that no street line and no code line frame alone', () => {
    assert.deepEqual(found('Seen on 12 May\nFollow Up\n2 weeks', ['CITY']), []);
    assert.deepEqual(found('Dr. Ana Soto\nCardiology\n10 mg daily', ['CITY']), []);
  });
  it('reads the town and neighbourhood keys of a JSON record', () => {
    const j = '{"direccion":"Calle 8 # 3-20","barrio":"San Fernando","ciudad":"Cali"}';
    assert.ok(has(j, 'CITY:San Fernando'));
    assert.ok(has(j, 'CITY:Cali'));
    assert.deepEqual(found('{"ciudad":"n/a","barrio":"-"}', ['CITY']), []);
  });
});
