import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { detectPii } from './pii.js';

const towns = (text: string) => detectPii(text, ['CITY']).map((f) => text.slice(f.start, f.end));

describe('towns after the living phrases of other scripts (ADR 0125)', () => {
  it('reads the town of a living phrase in Chinese, Japanese, Korean, Hindi, Thai and Arabic', () => {
    assert.deepEqual(towns('我住在杭州。'), ['杭州']);
    assert.deepEqual(towns('我住在杭州市西湖区。'), ['杭州市', '西湖区']);
    assert.deepEqual(towns('私は大阪に住んでいます。'), ['大阪']);
    assert.deepEqual(towns('東京都渋谷区に住んでいます。'), ['渋谷区']);
    assert.deepEqual(towns('부산에 살고 있습니다.'), ['부산']);
    assert.deepEqual(towns('मैं जयपुर में रहती हूँ।'), ['जयपुर']);
    assert.deepEqual(towns('อาศัยอยู่ที่เชียงใหม่ 50200'), ['เชียงใหม่']);
    assert.deepEqual(towns('أسكن في جدة.'), ['جدة']);
  });

  it('reads it in Cyrillic, Greek, Hebrew and Turkish, and after the employer of a work phrase', () => {
    assert.deepEqual(towns('Живея в Пловдив.'), ['Пловдив']);
    assert.deepEqual(towns('Ζω στην Αθήνα.'), ['Αθήνα']);
    assert.deepEqual(towns('אני גרה בתל אביב.'), ['תל אביב']);
    assert.deepEqual(towns("İstanbul'da yaşıyorum."), ['İstanbul']);
    assert.deepEqual(towns('Я працюю в ПриватБанк у Дніпро.'), ['Дніпро']);
    assert.deepEqual(towns('وأعمل في أرامكو السعودية في الظهران.'), ['الظهران']);
  });

  it('leaves generic places after the same phrases', () => {
    for (const t of ['我住在这里。', '我住在医院附近。', 'Живу в доме.', 'أسكن في البيت.', '집에 살고 있어요.'])
      assert.deepEqual(towns(t), [], t);
  });
});
