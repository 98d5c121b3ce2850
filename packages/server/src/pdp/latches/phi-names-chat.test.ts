import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { detectPii } from './pii.js';

const found = (text: string, types: readonly string[] = ['PERSON', 'CITY']) =>
  detectPii(text, types).map((f) => `${f.type}:${text.slice(f.start, f.end)}`);

// ADR 0068: handles and first names where chat and mail put them.
describe('names in chat logs, mail headers and message openings', () => {
  it('takes a chat speaker after a time stamp and a user id alone on a From/To line', () => {
    assert.deepEqual(found('[10:42] kate.n: anyone know if quest is picking up?\n[10:43] rob_m: courier came at 10'), [
      'PERSON:kate.n',
      'PERSON:rob_m',
    ]);
    assert.deepEqual(found('From: jdelacruz\nTo: mpatel2\nSubject: EHR access'), [
      'PERSON:jdelacruz',
      'PERSON:mpatel2',
    ]);
  });

  it('takes a first name after "its" or "this is" that opens a message', () => {
    assert.deepEqual(found('hi its marcus again, my knee is worse'), ['PERSON:marcus']);
    assert.deepEqual(found('hey its tay from the clinic, your results are ready'), ['PERSON:tay']);
    assert.deepEqual(found('hi its amanda, can you call me back'), ['PERSON:amanda']);
  });

  it('leaves roles, departments and ordinary words there alone', () => {
    assert.deepEqual(found('[09:00] Nurse: pt stable\n[09:05] Dr: ok'), []);
    assert.deepEqual(found('From: pharmacy\nTo: nursing\nSubject: count'), []);
    assert.deepEqual(found("its fine, thanks. it's cold here. this is bad, call me. im sorry, i missed it"), []);
    assert.deepEqual(found('please call me back tomorrow, or call me asap'), []);
  });
});

describe('towns after staying and calling, and clinicians before a credential', () => {
  it('takes a lower-case town after "called from" or "in la"', () => {
    assert.deepEqual(found('son mike called from tacoma, worried about mom'), ['PERSON:mike', 'CITY:tacoma']);
    assert.deepEqual(found("we're in la crosse visiting grandma til friday"), ['CITY:la crosse']);
    assert.deepEqual(found('she called from work, staying in bed; called in sick'), []);
  });

  it('reads "Given Surname, MS, CGC" and "R. Surname, California …" as a person, with a ZIP as a town', () => {
    assert.deepEqual(found('Claire Beaumont, MS, CGC'), ['PERSON:Claire Beaumont']);
    assert.deepEqual(found('SPI R. Castaneda, California Poison Control System'), ['PERSON:R. Castaneda']);
    assert.deepEqual(found('Lives at 12 Oak St, Beaumont, TX 77701'), ['CITY:Beaumont']);
    assert.deepEqual(found('Moved to Grand Rapids, MI last year'), ['CITY:Grand Rapids']);
  });
});
