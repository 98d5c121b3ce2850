import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { detectPii } from './pii.js';

const towns = (text: string) => detectPii(text, ['CITY']).map((f) => text.slice(f.start, f.end));

describe('a town after a person or an organization and a comma (ADR 0117)', () => {
  it('reads a listed town ending the line, the bracket or the sentence', () => {
    assert.deepEqual(towns('Referring: Dr. Peter Kim, Bellevue\n\n58F with a changing mole.'), ['Bellevue']);
    assert.deepEqual(towns('Family (son Rick Hart, Modesto) notified.'), ['Modesto']);
    assert.deepEqual(towns('Médecin traitant : Dr Bertrand Marchal, Cognac\n\nMme Lefèvre'), ['Cognac']);
  });
  it('reads no credential, post or department there', () => {
    assert.deepEqual(towns('Dr. Hannah Greenwood, HO\nSigned: John Smith, MD\n'), []);
    assert.deepEqual(towns('cc: Dr. Peter Kim, Cardiology\nContact Mary Jones, Nurse Manager.'), []);
  });
});
