import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { detectPii } from './pii.js';

const orgs = (text: string) =>
  detectPii(text)
    .filter((f) => f.type === 'ORGANIZATION')
    .map((f) => text.slice(f.start, f.end));

describe('public and professional bodies named by ordinary words (ADR 0108)', () => {
  it('reads a Title Case body ending in its word, or opening with it before "of", "on" or "for"', () => {
    assert.deepEqual(orgs('The study is funded by the National Medical Research Council.'), [
      'National Medical Research Council',
    ]);
    assert.deepEqual(orgs('NOTICE OF AWARD - National Institute on Aging'), ['National Institute on Aging']);
    assert.deepEqual(orgs('winning the Health Quality & Safety Commission award'), [
      'Health Quality & Safety Commission',
    ]);
    assert.deepEqual(orgs('The Ministry of Health said on Friday'), ['Ministry of Health']);
  });
  it('leaves departments, hospital services and two ordinary words alone', () => {
    assert.deepEqual(orgs('Referred to the Department of Medicine.'), []);
    assert.deepEqual(orgs('Seen by the Inpatient Psychiatry Service today.'), []);
    assert.deepEqual(orgs('Review by Safety Board pending.'), []);
  });
});
