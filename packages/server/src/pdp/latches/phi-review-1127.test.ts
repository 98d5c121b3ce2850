import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { detectPii } from './pii.js';

const found = (text: string, types?: readonly string[]) =>
  detectPii(text, types).map((f) => `${f.type}:${text.slice(f.start, f.end)}`);

// Review of the 2026-11-27 morning branches (ADRs 0078, 0079): PHI the new rules lost and words they took.
describe('review of 2026-11-27: names of other languages, chat names, fields', () => {
  it('keeps a surname that is a word of another language beside a given name, a title or a comma', () => {
    assert.deepEqual(found('Patient: Michael Sohn, DOB 03/04/1961', ['PERSON']), ['PERSON:Michael Sohn']);
    assert.deepEqual(found('Dr. Oh reviewed the films.', ['PERSON']), ['PERSON:Oh']);
    assert.deepEqual(found('Seen by Sohn, Michael in clinic today.', ['PERSON']), ['PERSON:Sohn, Michael']);
    assert.deepEqual(found('Ana Kone was admitted; Sandra Pappa called.', ['PERSON']), [
      'PERSON:Ana Kone',
      'PERSON:Sandra Pappa',
    ]);
    // The English labels and kin words of ADR 0078 stay out ("Patient Kirra Watson", "Son Khalid").
    assert.deepEqual(found('Patient Kirra Watson, 19F. Son Khalid will instill drops.', ['PERSON']), [
      'PERSON:Kirra Watson',
      'PERSON:Khalid',
    ]);
  });

  it('keeps full names after a capitalized With or By, and people named like eponyms', () => {
    assert.deepEqual(found('Meeting With Chase Miller', ['PERSON']), ['PERSON:Chase Miller']);
    assert.deepEqual(found('Take Metformin With Meals. Avoid Alcohol.', ['PERSON']), []);
    assert.deepEqual(found('Austin Flint, 56, presented with chest pain.', ['PERSON']), ['PERSON:Austin Flint']);
    assert.deepEqual(found('Austin Flint murmur heard; JP drain (Jackson Pratt) out.', ['PERSON']), []);
  });

  it('finds a sure given name anywhere in lower-case chat, not kin words, firms or greetings', () => {
    assert.deepEqual(found('omg natalia just had the baby', ['PERSON']), ['PERSON:natalia']);
    assert.deepEqual(found('call fatima back pls', ['PERSON']), ['PERSON:fatima']);
    assert.deepEqual(found('lola is in the hospital, love nana', ['PERSON']), []);
    assert.deepEqual(found('the kroger on hamilton ave', ['PERSON']), []);
  });

  it('ends an unquoted field value at the next key and skips placeholders and departments', () => {
    assert.deepEqual(found('city=Boston state=MA zip=02115', ['CITY', 'ZIP']), ['CITY:Boston', 'ZIP:02115']);
    assert.deepEqual(found('STREET=Main St CITY=Springfield ZIP=62704', ['STREET_ADDRESS', 'CITY', 'ZIP']), [
      'STREET_ADDRESS:Main St',
      'CITY:Springfield',
      'ZIP:62704',
    ]);
    assert.deepEqual(found('city=NULL zip=NULL org=ICU org=admin employer=self org=cardiology'), []);
  });

  it('reads no service, ward or compass region as a town, and no dose as a grid address', () => {
    assert.deepEqual(found('She was the chief resident of Surgery. A native of South India.', ['CITY']), []);
    assert.deepEqual(found('He is a resident of West Ward.', ['CITY']), []);
    assert.deepEqual(found('a resident of Kibera, Nairobi', ['CITY']), ['CITY:Kibera', 'CITY:Nairobi']);
    assert.deepEqual(found('Gave 10 E 20 S units', ['STREET_ADDRESS']), []);
    assert.deepEqual(found('lives at 872 E 300 S, Provo', ['STREET_ADDRESS']), ['STREET_ADDRESS:872 E 300 S']);
  });
});
