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
    assert.deepEqual(
      found('Jackson Pratt, 15 F, to bulb suction. Graves Basedow (12 yrs), on methimazole.', ['PERSON']),
      [],
    );
    // Kin and label words before a name stay out of it; a surname after a given name stays in.
    assert.deepEqual(found('Vater Klaus wartet draußen. Nurse Station 14 called.', ['PERSON']), ['PERSON:Klaus']);
  });

  it('finds a sure given name anywhere in an English chat message, and no kin word, firm, town or foreign word', () => {
    // Tried first in any lower-case text, the rule took Spanish, Tagalog, Italian and Dutch chat words, towns and
    // hospitals ("mi corazón, cuídate mucho", "at st joseph's"): now only where most words are English.
    assert.deepEqual(found('omg bronwyn got engaged', ['PERSON']), ['PERSON:bronwyn']);
    assert.deepEqual(found('ran into marisol at the grocery store', ['PERSON']), ['PERSON:marisol']);
    assert.deepEqual(found("grandma fell again, she's at st joseph's now", ['PERSON']), []);
    assert.deepEqual(found('just landed in london, dropping dadi off at dialysis', ['PERSON']), []);
    assert.deepEqual(found('lola is in the hospital, love nana', ['PERSON']), []);
    assert.deepEqual(found('the kroger on hamilton ave', ['PERSON']), []);
    assert.deepEqual(found('mi corazón, cuídate mucho; vamos a misa el domingo', ['PERSON']), []);
  });

  it('ends an unquoted field value at the next key and skips placeholders and departments', () => {
    assert.deepEqual(found('city=Boston state=MA zip=02115', ['CITY', 'ZIP']), ['CITY:Boston', 'ZIP:02115']);
    assert.deepEqual(found('STREET=Main St CITY=Springfield ZIP=62704', ['STREET_ADDRESS', 'CITY', 'ZIP']), [
      'STREET_ADDRESS:Main St',
      'CITY:Springfield',
      'ZIP:62704',
    ]);
    assert.deepEqual(
      found('city=NULL zip=NULL org=ICU org=admin employer=self org=cardiology', ['CITY', 'ZIP', 'ORGANIZATION']),
      [],
    );
    assert.deepEqual(found('employer=amazon city=phoenix', ['CITY', 'ORGANIZATION']), [
      'ORGANIZATION:amazon',
      'CITY:phoenix',
    ]);
  });

  it('reads no service, ward or compass region as a town, and no dose as a grid address', () => {
    assert.deepEqual(found('She was the chief resident of Surgery. A native of South India.', ['CITY']), []);
    assert.deepEqual(found('He is a resident of West Ward.', ['CITY']), []);
    assert.deepEqual(found('a resident of Kibera, Nairobi', ['CITY']), ['CITY:Kibera', 'CITY:Nairobi']);
    assert.deepEqual(found('Gave 10 E 20 S units', ['STREET_ADDRESS']), []);
    assert.deepEqual(found('lives at 872 E 300 S, Provo', ['STREET_ADDRESS']), ['STREET_ADDRESS:872 E 300 S']);
    assert.deepEqual(found('lives at 450 N 50 W, Logan', ['STREET_ADDRESS']), ['STREET_ADDRESS:450 N 50 W']);
  });
});
