import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { detectPii } from './pii.js';

const of = (text: string, type: string) =>
  detectPii(text, [type]).map((f) => `${f.type}:${text.slice(f.start, f.end)}`);

// ADR 0128: the postal-code labels of twenty more languages and scripts.
describe('postal codes after the labels of other languages', () => {
  it('reads the code after the label, in Latin, Cyrillic, Arabic, Persian, Hebrew, Korean and Greek', () => {
    assert.deepEqual(of('ул. Тверская, д. 15, кв. 42, индекс 125009; место работы', 'ZIP'), ['ZIP:125009']);
    assert.deepEqual(of('вул. Хрещатик, 22, Київ, поштовий індекс 01001', 'ZIP'), ['ZIP:01001']);
    assert.deepEqual(of('في الرياض، الرمز البريدي 11211.', 'ZIP'), ['ZIP:11211']);
    assert.deepEqual(of('خیابان ولیعصر، کد پستی 1595645311، کارمند', 'ZIP'), ['ZIP:1595645311']);
    assert.deepEqual(of('רחוב הרצל 12, חיפה, מיקוד 3303101', 'ZIP'), ['ZIP:3303101']);
    assert.deepEqual(of('주소: 테헤란로 152\n우편번호: 06236', 'ZIP'), ['ZIP:06236']);
    assert.deepEqual(of('Ταχυδρομικός κώδικας 54636', 'ZIP'), ['ZIP:54636']);
    assert.deepEqual(of('Adresa: Vinohradská 12, PSČ: 12000', 'ZIP'), ['ZIP:12000']);
    assert.deepEqual(of('Bağdat Cad. No: 12, posta kodu 34710', 'ZIP'), ['ZIP:34710']);
    assert.deepEqual(of('Jl. Merdeka 5, kode pos 40111', 'ZIP'), ['ZIP:40111']);
  });

  it('leaves a label that is a word of the sentence, and its word itself, alone', () => {
    assert.deepEqual(of('индекс массы тела 32, индекс Брока 2', 'ZIP'), []);
    assert.deepEqual(of('רחוב הרצל 12, חיפה, מיקוד 3303101', 'CITY'), ['CITY:חיפה']);
  });
});
