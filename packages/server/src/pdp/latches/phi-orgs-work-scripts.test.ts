import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { detectPii } from './pii.js';

const orgs = (text: string) => detectPii(text, ['ORGANIZATION']).map((f) => text.slice(f.start, f.end));

describe('employers after the work phrases of other scripts (ADR 0124)', () => {
  it('reads the employer of a work phrase in Chinese, Japanese, Korean, Hindi, Thai and Arabic', () => {
    assert.deepEqual(orgs('我叫李娜，在腾讯工作。'), ['腾讯']);
    assert.deepEqual(orgs('ソニーに勤めています。'), ['ソニー']);
    assert.deepEqual(orgs('저는 현대자동차에서 일합니다.'), ['현대자동차']);
    assert.deepEqual(orgs('मैं विप्रो में काम करता हूँ।'), ['विप्रो']);
    assert.deepEqual(orgs('ทำงานที่ธนาคารกสิกรไทย และอยู่ที่ภูเก็ต'), ['ธนาคารกสิกรไทย']);
    assert.deepEqual(orgs('أعمل في سابك منذ عامين'), ['سابك']);
  });

  it('reads firm-shaped employers in Cyrillic and Greek, and Turkish and Finnish case endings', () => {
    assert.deepEqual(orgs('Работаю в «Газпроме».'), ['Газпроме']);
    assert.deepEqual(orgs('я працюю в ПриватБанк у Дніпро.'), ['ПриватБанк']);
    assert.deepEqual(orgs('Δουλεύω στην «Εθνική Τράπεζα».'), ['Εθνική Τράπεζα']);
    assert.deepEqual(orgs("Koç Holding'de çalışıyorum."), ['Koç Holding']);
    assert.deepEqual(orgs('Hän työskentelee Fazerilla.'), ['Fazer']);
  });

  it('leaves towns and generic places after the same phrases', () => {
    for (const t of [
      '在北京工作。',
      '在医院工作。',
      '名古屋市で働いています。',
      '병원에서 일합니다.',
      '서울에서 일합니다.',
      'मैं जयपुर में काम करती हूँ।',
      'أعمل في الرياض منذ سنتين',
      'работаю в Москве',
      "İstanbul'da çalışıyorum.",
      'Hän työskentelee Tampereella.',
    ])
      assert.deepEqual(orgs(t), [], t);
  });
});

describe('known firms by what is said around them (ADR 0124)', () => {
  it('reads a known firm after "my employer", in brackets, after a service "by", and acting on "its"', () => {
    assert.deepEqual(orgs('My employer Medtronic relocated me to Minneapolis.'), ['Medtronic']);
    assert.deepEqual(orgs('Co-investigators: Ravi Menon (Rutgers) and Elise Durand.'), ['Rutgers']);
    assert.deepEqual(orgs('Rec: bilateral hearing aids (Phonak).'), ['Phonak']);
    assert.deepEqual(orgs('The sale was advised by Jefferies.'), ['Jefferies']);
    assert.deepEqual(orgs('Anthem is updating its radiology benefit program.'), ['Anthem']);
  });

  it('leaves a device maker said for its device and a surname seen by a clinician', () => {
    assert.deepEqual(orgs('Medtronic pump site rotated; Stryker frame used.'), []);
    assert.deepEqual(orgs('Seen by Jefferies today.'), []);
  });
});
