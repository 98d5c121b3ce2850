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
