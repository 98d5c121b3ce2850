import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { detectPii } from './pii.js';

const orgs = (text: string) => detectPii(text, ['ORGANIZATION']).map((f) => text.slice(f.start, f.end));

// ADR 0118: a coined firm's name on a line of its own over an address.
describe('coined firm names on their own line in a contact block', () => {
  it('takes the coined word over an address, below a job title or between people', () => {
    assert.deepEqual(
      orgs('jillian dickens\nsewer pipe cleaner\nvelocitysmog\n3747 3911 fourth avenue suite 112 calgary'),
      ['velocitysmog'],
    );
    assert.deepEqual(orgs('switchboardvolleyball\n\nthe corner of heiligengeistbrücke 77 a\nberlin'), [
      'switchboardvolleyball',
    ]);
    assert.deepEqual(orgs('>Brant Shanahan\n>Braceletmythology\n>Randolph Frami\n>770 26 rue des lieutemans'), [
      'Braceletmythology',
    ]);
  });

  it('leaves headings, drugs and English words on their lines alone', () => {
    assert.deepEqual(orgs('Assessment\n3 days of cough.\nHeartburn\n2 weeks.\nOmeprazole\n20 mg daily'), []);
    assert.deepEqual(orgs('notes:\nhandwashing\n12 main street, springfield'), []);
  });
});
