import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { detectPii } from './pii.js';

const people = (text: string) => detectPii(text, ['PERSON']).map((f) => text.slice(f.start, f.end));

describe('a person named before an age and sex (2026-11-27 afternoon)', () => {
  it('reads the name before "29F", "19F", "is a 72 yo", even of English, eponym or street words', () => {
    assert.deepEqual(people('ADDICTION MEDICINE FOLLOW-UP\nDestiny Raintree, 29F, OUD in sustained remission'), [
      'Destiny Raintree',
    ]);
    assert.deepEqual(people('HEPATOLOGY CLINIC\nKowalczyk, Zofia 19F, Wilson disease'), ['Kowalczyk, Zofia']);
    assert.deepEqual(people('NEUROLOGY CLINIC\n\nGrace Parkinson is a 72 yo woman referred'), ['Grace Parkinson']);
    assert.deepEqual(people('Seen: Mark Smith, 45M, chest pain'), ['Mark Smith']);
    assert.deepEqual(people('Patient Kirra Watson, 19F.'), ['Kirra Watson']);
  });

  it('reads no name from labels, units, diseases and English phrases before a number', () => {
    assert.deepEqual(people('Bed 4, 72M, chest pain. Wilson Disease, 45 yo. Lives Alone, 80F.'), []);
    assert.deepEqual(people('Room Service 12 M; the Will Power 12 yo; Mercy Hospital, 45 F'), []);
    assert.deepEqual(people('update my mailing address to 1840 W Fullerton Ave Apt 3F, Chicago'), []);
  });
});
