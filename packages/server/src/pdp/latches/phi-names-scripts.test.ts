import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { detectPii } from './pii.js';

const people = (text: string) =>
  detectPii(text)
    .filter((f) => f.type === 'PERSON')
    .map((f) => text.slice(f.start, f.end));

describe('people of a form in scripts without capitals', () => {
  it('reads the recipient, the contact, the spouse and the doctor by their fields', () => {
    assert.deepEqual(people('איש קשר: אבי כהן'), ['אבי כהן']);
    assert.deepEqual(people('جهة الاتصال: فاطمة حسن'), ['فاطمة حسن']);
    assert.deepEqual(people('पति: राजेश शर्मा'), ['राजेश शर्मा']);
    assert.deepEqual(people('收件人：王丽华\n电话：138 0013 8000'), ['王丽华']);
    assert.deepEqual(people('緊急聯絡人：林美玲'), ['林美玲']);
    assert.deepEqual(people('받는 분: 김민준\n우편번호: 06236'), ['김민준']);
  });
  it('reads a name in such a script after an English word for kin or a carer (ADR 0114)', () => {
    assert.deepEqual(people('Hb 8.1.\nWife 陳李美華 informed.'), ['陳李美華']);
    assert.deepEqual(people('Parents: אורית בן עמי and Eitan Ben-Ami'), ['אורית בן עמי', 'Eitan Ben-Ami']);
    assert.deepEqual(people('Attendant: रामेश्वरी देवी (wife)'), ['रामेश्वरी देवी']);
    assert.deepEqual(people('Mother (guardian): 김지현'), ['김지현']);
    // A contact may be a hospital: it is left to the organization readers.
    assert.deepEqual(people('Contact: 复旦大学附属中山医院 药剂科'), []);
  });
  it('reads a name before an honorific and its particle, and after "my name is" in these scripts', () => {
    assert.deepEqual(people('佐藤美咲さんの住所は東京都です。'), ['佐藤美咲']);
    assert.deepEqual(people('김민준 씨는 서울에 살며'), ['김민준']);
    assert.deepEqual(people('اسمي أحمد محمود السيد وأسكن في القاهرة'), ['أحمد محمود السيد']);
    assert.deepEqual(people('मेरा नाम राजेश शर्मा है और मैं'), ['राजेश शर्मा']);
    assert.deepEqual(people('我叫王建国，住在上海。'), ['王建国']);
    assert.deepEqual(people('皆さんの健康のために。担当の先生は明日来ます'), []);
  });
  it('reads a name before a Japanese or Korean honorific', () => {
    assert.deepEqual(people('〒150-0002\n佐藤 健太 様\n'), ['佐藤 健太']);
    assert.deepEqual(people('김민준 님, 예약이 확정되었습니다'), ['김민준']);
  });
  it('takes no sender and no running text before an honorific', () => {
    assert.deepEqual(people('寄件人：复旦大学附属中山医院 药剂科'), []);
    assert.deepEqual(people('担当の医師によろしくお伝えください'), []);
  });
});
