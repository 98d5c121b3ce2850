import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { detectPii } from './pii.js';

const orgs = (text: string) => detectPii(text, ['ORGANIZATION']).map((f) => text.slice(f.start, f.end));

// ADR 0083: a clinician's practice in brackets or after a comma.
describe("a clinician's practice after them (ADR 0083)", () => {
  it('reads the practice in brackets or after a comma', () => {
    assert.deepEqual(orgs('Call placed to Dr. Samuel Osei (Capital Geriatric Associates); UA ordered'), [
      'Capital Geriatric Associates',
    ]);
    assert.deepEqual(orgs('Referring: Dr. L. Tremblay (Crowfoot Village Family Practice)'), [
      'Crowfoot Village Family Practice',
    ]);
    assert.deepEqual(orgs('Chaplain contact: Fr. Michael Duffy, St. Mel Parish'), ['St. Mel Parish']);
  });

  it('leaves departments, roles, ages and addresses after a person alone', () => {
    for (const t of [
      'Seen by Dr. Jones, Cardiology.',
      'Seen by Dr. Jones, Orthopaedic Surgery.',
      'Seen by Dr. Jones (Pediatric Cardiology).',
      'Requesting physician: Dr. Farrah Zubair (Hospital Medicine)',
      'Dr. Jones (Family Practice) agrees.',
      'Contact: Jane Doe, Director of Nursing',
      'Mom Ayesha Siddiqui and baby girl Zara (DOL 3).',
      'Dr J. Ellery (ST4 EM)',
      'Tamati Ngata, 9 Kowhai Street, Glenfield, Auckland 0629',
    ])
      assert.deepEqual(orgs(t), [], t);
  });

  it('leaves the hospital units named after a clinician alone (review)', () => {
    for (const t of [
      'Dr. White (Pain Management Clinic) recommends injections.',
      'Dr. Hill, Fracture Clinic.',
      'Sarah Kim (Chaplaincy Services) visited.',
      'Dr. Lee (Heart Failure Clinic) adjusted diuretics.',
    ])
      assert.deepEqual(orgs(t), [], t);
  });
});

// ADR 0103: an officer's title between commas after a person, then the firm.
describe("a firm after its officer's title (ADR 0103)", () => {
  it('reads the firm after a person and an executive title', () => {
    assert.deepEqual(orgs('Signed: Raj Malhotra, CEO, Brightwave Analytix. Tom Lee, Founder, Zorbly.'), [
      'Brightwave Analytix',
      'Zorbly',
    ]);
  });

  it('reads no firm where a department, a place or a plain title follows', () => {
    for (const t of [
      'Dr. Ana Ruiz, Chief Medical Officer, Cardiology.',
      'Signed: Dana Whitcombe, CFO, Boston.',
      'Ms. Kim Ortiz, President, Texas.',
      'Tom Lee, nurse, Ward 4.',
    ])
      assert.deepEqual(orgs(t), [], t);
  });
});
