import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { detectPii } from './pii.js';

/** Each case: a text, the types asked for, and the findings expected, as "TYPE:text". */
type Case = readonly [text: string, types: readonly string[], expected: readonly string[]];

function expectAll(cases: readonly Case[]): void {
  for (const [text, types, expected] of cases)
    assert.deepEqual(
      detectPii(text, types).map((f) => `${f.type}:${text.slice(f.start, f.end)}`),
      expected,
      text,
    );
}

const PLACES = ['CITY', 'ZIP'];

// ADR 0150: towns read off codes, languages and offices that are none (dec19's rows, read after its held-out run).
describe('codes and words that only look like a town and its postal code', () => {
  it('reads no town from an order, group or claim number, nor from a pharmacy card field', () => {
    expectAll([
      ['ORC|NW|ORD884213|||||^^^20261120101000', PLACES, []],
      ['IN1|1|BCBS|GRP-448812|HONDA OF AMERICA MFG', PLACES, []],
      ['Claim reference AS-774210\nWe are pleased', PLACES, []],
      ['Employer group: Caterpillar Inc.\nRxBIN 004336    RxPCN ADV', PLACES, []],
    ]);
  });

  it('still reads a town joined to its code by a hyphen or a blank', () => {
    expectAll([
      ['Address: 12 MG Road, Bengaluru-560038', PLACES, ['CITY:Bengaluru', 'ZIP:560038']],
      ['Flat 4, Chennai - 600040', PLACES, ['CITY:Chennai', 'ZIP:600040']],
      ['Kolkata 700019', PLACES, ['CITY:Kolkata', 'ZIP:700019']],
    ]);
  });

  it('reads no town from a language or an office named by whose it is', () => {
    expectAll([
      ["Assessment conducted in Welsh. Addenbrooke's exam done.", PLACES, []],
      ['Interview conducted in Somali.', PLACES, []],
      ["The glucagon should be kept in the nurse's office.", PLACES, []],
      ['Pick it up at the Westerville location.', PLACES, ['CITY:Westerville']],
    ]);
  });
});
