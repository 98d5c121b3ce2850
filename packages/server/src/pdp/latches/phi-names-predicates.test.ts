import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { detectPii } from './pii.js';

const found = (text: string) =>
  detectPii(text, ['PERSON', 'ORGANIZATION']).map((f) => `${f.type}:${text.slice(f.start, f.end)}`);

describe('a person by what is said of them (ADR 0094)', () => {
  it('reads a name opening a sentence before a kind of person or a question put to them', () => {
    assert.deepEqual(found('Terry is a very sympathetic person.'), ['PERSON:Terry']);
    assert.deepEqual(found('Rose, can you call me back?'), ['PERSON:Rose']);
    assert.deepEqual(found('Ladarius, can I speak to your manager?'), ['PERSON:Ladarius']);
  });

  it('reads a double surname before a person’s verb as a person, not a firm of two partners', () => {
    assert.deepEqual(found('Adams-Marvin is a very sympathetic person.'), ['PERSON:Adams-Marvin']);
    assert.deepEqual(found('Corwin-Huels began writing as a teenager.'), ['PERSON:Corwin-Huels']);
    // A firm's verb keeps the firm.
    assert.deepEqual(found('Mayo-Walters invested in the fund.'), ['ORGANIZATION:Mayo-Walters']);
  });

  it('leaves ordinary words and services alone', () => {
    assert.deepEqual(found('Hospital, can you send the records?'), []);
    assert.deepEqual(found('Grace is a virtue worth teaching.'), []);
    assert.deepEqual(found('Pharmacy, could you check the dose?'), []);
  });
});
