import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { detectPii } from './pii.js';

const people = (text: string) => detectPii(text, ['PERSON']).map((f) => text.slice(f.start, f.end));

// ADR 0132: names in the running prose of scripts without capitals.
describe('names in the prose of scripts without capitals', () => {
  it('takes the name by the words around it', () => {
    assert.deepEqual(people('患者王建国，男，住址：上海市徐汇区漕溪北路88号'), ['王建国']);
    assert.deepEqual(people('陳怡君小姐，地址：106台北市大安區'), ['陳怡君']);
    assert.deepEqual(people('诊断：2型糖尿病。女儿王丽陪护。\n主治医师：陈志远'), ['王丽', '陈志远']);
    assert.deepEqual(people('คุณสมชาย ใจดี อยู่บ้านเลขที่ 99/12'), ['สมชาย ใจดี']);
    assert.deepEqual(people('السيد أحمد محمود عبد الله يسكن في القاهرة'), ['أحمد محمود عبد الله']);
    assert.deepEqual(people('تم تحويل نورة بنت سعد القحطاني من مستشفى'), ['نورة بنت سعد القحطاني']);
    assert.deepEqual(people('יוסי לוי גר ברחוב הרצל 12, חיפה'), ['יוסי לוי']);
    assert.deepEqual(people('مریم احمدی ساکن تهران، خیابان ولیعصر'), ['مریم احمدی']);
    assert.deepEqual(people('राजेश कुमार शर्मा, निवासी 45 महात्मा गांधी मार्ग'), ['राजेश कुमार शर्मा']);
    assert.deepEqual(people('श्रीमती सुनीता देवी अस्पताल में भर्ती हैं'), ['सुनीता देवी']);
  });

  it('leaves greetings, verbs, hospitals and punctuation out', () => {
    assert.deepEqual(people('คุณสบายดีไหม'), []);
    assert.deepEqual(people('اسمي أحمد محمود السيد وأسكن في القاهرة'), ['أحمد محمود السيد']);
    assert.deepEqual(people('محمد عمران، 34 مال روڈ، لاہور، ملازم شوکت خانم ہسپتال۔'), []);
  });
});
