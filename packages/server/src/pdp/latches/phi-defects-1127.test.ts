import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { detectPii } from './pii.js';

const found = (text: string, types?: readonly string[]) =>
  detectPii(text, types).map((f) => `${f.type}:${text.slice(f.start, f.end)}`);

// Defects carried in the issue 16 notes of 2026-11-27, fixed in the afternoon session.
describe('defects of 2026-11-27', () => {
  it('keeps a given name that is also a month after a title when a surname follows', () => {
    assert.deepEqual(found('Seen by Dr. Jan Bakker today.', ['PERSON']), ['PERSON:Jan Bakker']);
    assert.deepEqual(found('Mrs. April Osei called back.', ['PERSON']), ['PERSON:April Osei']);
    // A month after a title with a number or nothing after it stays a date or nothing.
    assert.deepEqual(found('Dr. May 3 visit', ['PERSON']), []);
    assert.deepEqual(found('Seen by Dr. Jan. Follow up in May.', ['PERSON']), []);
  });

  it('reads names only after a street, the sentence going on, as no town', () => {
    const text = 'Call 12 Oak Ave, Mark Smith and family';
    assert.ok(!found(text).includes('CITY:Mark Smith'));
    assert.ok(found(text, ['PERSON']).length > 0);
    // A district of name words before its town, and a town in a town list, stay towns.
    assert.ok(found('Pt lives at 1314 W Davis St, Oak Cliff, Dallas 75208.').includes('CITY:Oak Cliff'));
    assert.ok(found('Lives at 40 Elm St, Springfield and walks daily.').includes('CITY:Springfield'));
  });
});

describe('people read as places or bodies (2026-11-27 afternoon)', () => {
  it('reads a person, not a country-named body, a header label’s place or a small town', () => {
    assert.deepEqual(found('Dear ALICIA MONTENEGRO,\nYour prescription is ready.', ['PERSON', 'ORGANIZATION']), [
      'PERSON:ALICIA MONTENEGRO',
    ]);
    assert.deepEqual(found('From: GILBERTSON, WAYNE\nMy PTSD meds', ['PERSON', 'CITY']), ['PERSON:GILBERTSON, WAYNE']);
    assert.deepEqual(found('Portal message from Harold Brinkley: Dr. Sato, the pharmacy', ['PERSON', 'CITY']), [
      'PERSON:Harold Brinkley',
      'PERSON:Sato',
    ]);
    // A body named after its country, a town and its state in capitals, and a town after "from" stay so.
    assert.deepEqual(found('NAMI OHIO office; HEALTHWATCH ENGLAND report', ['ORGANIZATION']), [
      'ORGANIZATION:NAMI OHIO',
      'ORGANIZATION:HEALTHWATCH ENGLAND',
    ]);
    assert.deepEqual(found('moved from Salem Oregon last year', ['CITY']), ['CITY:Salem Oregon']);
  });
});
