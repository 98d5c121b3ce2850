import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { detectPii } from './pii.js';

const found = (text: string, types?: string[]) =>
  detectPii(text, types).map((f) => `${f.type}:${text.slice(f.start, f.end)}`);

// ADR 0145: what the review of ADRs 0140–0144 found, each case as it was reproduced.
describe('review of the rules of 2026-11-29 (2)', () => {
  it('keeps people the session had lost', () => {
    assert.deepEqual(found('Spoke with MR. Smith about results.', ['PERSON']), ['PERSON:Smith']);
    assert.deepEqual(found('Seen by MS. Walker in clinic.', ['PERSON']), ['PERSON:Walker']);
    assert.deepEqual(found('Referred to Carpenter, MD for evaluation.', ['PERSON']), ['PERSON:Carpenter']);
    assert.deepEqual(found('Echo: mild MR. On Eliquis 5 mg BID.', ['PERSON']), []);
  });

  it('hides no clinical or common words as streets, postal codes or towns', () => {
    for (const text of [
      'Mallampati Class 2 Airway, Full dentition.',
      'step 3 Pathway, Completed.',
      'OSA (G4733), DM (E1165), LBP (M5416)',
      'A1234BCD lot used',
      '本院共收治患者120例',
      '비타민D 주 1회로 1, 50000IU 복용',
      'WBC,None,12000',
      'Urine color: Amber, 10000, clear',
      'Acme Corp, AG 18, bicarb 22',
    ])
      assert.deepEqual(found(text, ['STREET_ADDRESS', 'ZIP', 'CITY']), [], text);
    assert.deepEqual(found('Acme Corp, AG 18, bicarb 22', ['ORGANIZATION']), ['ORGANIZATION:Acme Corp']);
  });

  it('reads kinds of hospital and specialties as no organization', () => {
    for (const text of [
      '转到基层医院治疗',
      '在三甲医院就诊',
      '歯科クリニックに通院',
      '국회의원 김철수',
      '동네 병원에 갔다',
      'نقل إلى مستشفى حكومي',
      'Slides sent to Cytopathology.',
    ])
      assert.deepEqual(found(text, ['ORGANIZATION']), [], text);
    assert.deepEqual(found('تم نقله إلى مستشفى الملك فهد الآن', ['ORGANIZATION']), ['ORGANIZATION:مستشفى الملك فهد']);
    assert.deepEqual(found('Supplies delivered through Medlink.', ['ORGANIZATION']), ['ORGANIZATION:Medlink']);
  });

  it('reads a landform after a country given name as a place, not a person', () => {
    assert.deepEqual(found('Hiked by Jordan Lake', ['PERSON']), []);
    assert.deepEqual(found('Seen by Jordan Smith.', ['PERSON']), ['PERSON:Jordan Smith']);
  });
});
