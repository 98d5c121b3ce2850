import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { detectPii } from './pii.js';

const orgs = (text: string) => detectPii(text, ['ORGANIZATION']).map((f) => text.slice(f.start, f.end));

// ADR 0144: Russian and Ukrainian institutions by their acronym or their number.
describe('organizations in Russian and Ukrainian notes', () => {
  it('reads an acronym with a name in quotes, a number or an eponym, and a numbered hospital', () => {
    assert.deepEqual(orgs('ВЫПИСНОЙ ЭПИКРИЗ — ГБУЗ «Городская клиническая больница № 52», Москва'), [
      'ГБУЗ «Городская клиническая больница № 52»',
    ]);
    assert.deepEqual(orgs('Госпитализирован в ГКБ № 15 имени Филатова.'), ['ГКБ № 15 имени Филатова']);
    assert.deepEqual(orgs('Лечился в НМИЦ онкологии им. Н.Н. Петрова.'), ['НМИЦ онкологии им. Н.Н. Петрова']);
    assert.deepEqual(orgs('Выписан из городской клинической больницы № 8.'), ['городской клинической больницы № 8']);
  });
  it('leaves a heading, a legal form alone and an unnumbered hospital alone', () => {
    assert.deepEqual(detectPii('ВЫПИСНОЙ ЭПИКРИЗ\nДиагноз: пневмония', ['PERSON']), []);
    assert.deepEqual(orgs('ООО с ограниченной ответственностью; лечился в больнице.'), []);
  });
});
