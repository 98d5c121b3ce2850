import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { detectPii } from './pii.js';

const found = (text: string) => detectPii(text).map((f) => `${f.type}:${text.slice(f.start, f.end)}`);

// ADR 0139: what the review of ADRs 0128–0138 found hidden that is no PHI, and a quadratic street extension.
describe('review of the session 2026-11-29', () => {
  it('leaves clinical words and values in clear', () => {
    for (const text of [
      'labs ok, platelets normal 25000 now',
      'pt reports being in high level of pain',
      'Sig: Take 1 tab PO daily.',
      'MR: mild. TR: mod. AR: none.',
      'Specimen grossed in toto.',
      'Note typed by me.',
      'History of PSC 10 years ago. PSC 2019 diagnosis.',
      'المريضة مصابة بالسكري منذ عشر سنوات.',
      'คุณภาพชีวิต ดีขึ้น',
      '患者女性，45岁',
      'המטופל הקשיש גר לבד',
      'thanks hon see you tmrw',
      'Mother May be contacted',
    ])
      assert.deepEqual(found(text), [], text);
    assert.deepEqual(found('Spoke with John Smith "DNR" status confirmed.'), ['PERSON:John Smith']);
  });

  it('extends a street over blanks in linear time', () => {
    const text = `Lives at 1200 Oak Street${' '.repeat(200_000)}x`;
    assert.deepEqual(found(text), ['STREET_ADDRESS:1200 Oak Street']);
  });
});
