import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { detectPii } from './pii.js';

const found = (text: string, types: readonly string[]) =>
  detectPii(text, types).map((f) => `${f.type}:${text.slice(f.start, f.end)}`);

// ADR 0131: towns typed in lower case in chat, after a preposition of place and before a ZIP code.
describe('lower-case towns in chat messages', () => {
  it('takes a listed town after a preposition of place, and before a ZIP code after a comma', () => {
    assert.deepEqual(found('kun je de verwijzing naar het Amphia in breda regelen', ['CITY']), ['CITY:breda']);
    assert.deepEqual(found('la crèche les petits loups à montrouge ? bisous', ['CITY']), ['CITY:montrouge']);
    assert.deepEqual(
      found('ya no vivimos en pharr, ahora estamos en 408 calle sol, mission tx 78572.', ['CITY', 'ZIP']),
      ['CITY:pharr', 'CITY:mission', 'ZIP:78572'],
    );
    assert.deepEqual(found('i moved to 140 n 4th st apt 5, williamsburg, brooklyn 11249. pls send', ['CITY', 'ZIP']), [
      'CITY:brooklyn',
      'ZIP:11249',
    ]);
  });

  it('leaves words, names after "from" and phrases an article opens alone', () => {
    assert.deepEqual(found('pt in bed, in pain, in utero, in situ, in vivo', ['CITY', 'PERSON']), []);
    assert.deepEqual(found('shes ok in reading and in mobile', ['CITY']), []);
    assert.deepEqual(found('got a text from mike today', ['CITY']), []);
    assert.deepEqual(found('neumonía adquirida en la comunidad, lóbulo inferior', ['CITY']), []);
  });
});
