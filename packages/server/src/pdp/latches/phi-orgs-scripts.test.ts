import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { detectPii } from './pii.js';

const orgs = (text: string) =>
  detectPii(text)
    .filter((f) => f.type === 'ORGANIZATION')
    .map((f) => text.slice(f.start, f.end));

describe('organizations in scripts without capitals (ADR 0104)', () => {
  it('reads the value of a hospital, insurer, pharmacy or sender field', () => {
    assert.deepEqual(orgs('المستشفى: مستشفى القصر العيني'), ['مستشفى القصر العيني']);
    assert.deepEqual(orgs('קופת חולים: מכבי שירותי בריאות'), ['מכבי שירותי בריאות']);
    assert.deepEqual(orgs('अस्पताल: सवाई मान सिंह अस्पताल'), ['सवाई मान सिंह अस्पताल']);
    assert.deepEqual(orgs('보내는 분: 연세세브란스약국'), ['연세세브란스약국']);
  });
  it('reads a name ending in an institution word, not the field label that ends in one', () => {
    assert.deepEqual(orgs('就診醫院：國立臺灣大學醫學院附設醫院'), ['國立臺灣大學醫學院附設醫院']);
    assert.deepEqual(orgs('患者在医院就诊，情况稳定。'), []);
  });
});

// ADR 0144: the same names inside a sentence.
describe('organizations inside a sentence in scripts without capitals', () => {
  it('reads a hospital after a preposition, a particle or before one', () => {
    assert.deepEqual(orgs('患者于北京协和医院就诊。'), ['北京协和医院']);
    assert.deepEqual(orgs('患者は東京大学医学部附属病院に入院。'), ['東京大学医学部附属病院']);
    assert.deepEqual(orgs('서울아산병원에서 수술을 받았다.'), ['서울아산병원']);
    assert.deepEqual(orgs('تم نقله إلى مستشفى الملك فهد.'), ['مستشفى الملك فهد']);
    assert.deepEqual(orgs('原工作单位：宝钢集团（已退休）'), ['宝钢集团']);
  });
  it('leaves a kind of hospital, a label and a hospital not named alone', () => {
    for (const text of [
      '我在医院工作了十年',
      '到社区医院拿药',
      '他在人民医院住院',
      '病院に行きました',
      '동네 병원에 갔다',
      'ذهب إلى المستشفى',
    ])
      assert.deepEqual(orgs(text), [], text);
    assert.deepEqual(orgs('就診醫院：國立臺灣大學醫學院附設醫院'), ['國立臺灣大學醫學院附設醫院']);
  });
});

describe('fields after a full stop in scripts without capitals (2026-11-29)', () => {
  it('reads a field that opens after 。 or ". ", without the relative before the name', () => {
    const text = '诊断：2型糖尿病。主治医师：李晓梅。家属：妻子张丽华。工作单位：中国石化。';
    const found = detectPii(text, ['PERSON', 'ORGANIZATION']).map((f) => `${f.type}:${text.slice(f.start, f.end)}`);
    assert.deepEqual(found, ['PERSON:李晓梅', 'PERSON:张丽华', 'ORGANIZATION:中国石化']);
    const ko = '담당의: 이지은. 보호자: 배우자 박수진. 직장: 삼성전자.';
    const kfound = detectPii(ko, ['PERSON', 'ORGANIZATION']).map((f) => `${f.type}:${ko.slice(f.start, f.end)}`);
    assert.deepEqual(kfound, ['PERSON:이지은', 'PERSON:박수진', 'ORGANIZATION:삼성전자']);
  });
});
