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
