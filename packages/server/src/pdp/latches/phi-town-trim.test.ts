import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { detectPii } from './pii.js';

const towns = (text: string) => detectPii(text, ['CITY']).map((f) => text.slice(f.start, f.end));

// ADR 0073: a town's span ends at its sentence's end, before a date after a particle, and before a state's code.
describe('the edges of a town', () => {
  it('leaves the next sentence, a date and a state code out of the town', () => {
    assert.deepEqual(towns('Going to Brookdale Senior Living in Naperville. Transport by Medstar.'), ['Naperville']);
    assert.deepEqual(towns('To be delivered to Via Garibaldi 8, 10122 Torino on Tuesday between 14:00 and 18:00.'), [
      'Torino',
    ]);
    assert.deepEqual(towns('Please forward my mail to 7/42 Sandgate Road, Albion QLD 4010.'), ['Albion']);
    assert.deepEqual(towns('Address: 88 Harbour Square, Unit 2304, Toronto ON M5J 2G2'), ['Toronto']);
  });

  it('keeps the dots and particles inside a town’s name', () => {
    assert.deepEqual(towns('Lives in St. Albans. She is well.'), ['St. Albans']);
    assert.deepEqual(towns('Moved to Stratford upon Avon in 2019.'), ['Stratford upon Avon']);
    assert.deepEqual(towns('Lives at 12 Canyon Road, SANTA FE, NM 87501.'), ['SANTA FE']);
  });
});

// ADR 0073: postal codes the address chain reads, and a ZIP after a state in lower case.
describe('postal codes beside a town', () => {
  const zips = (text: string) => detectPii(text, ['ZIP']).map((f) => text.slice(f.start, f.end));
  it('takes the code before or after the town of an address, and a ZIP after a state in lower case', () => {
    assert.deepEqual(zips('Contact: Guðrún Sigurðardóttir, Laugavegur 26, 101 Reykjavík.'), ['101']);
    assert.deepEqual(zips('To: Dr. Yael Friedman, Clalit Health Services, Rehov Herzl 34, Haifa 3303123'), ['3303123']);
    assert.deepEqual(zips('hh visit: pt at home, 78 county rd 14, troy, al 36081. L heel improving'), ['36081']);
    assert.deepEqual(towns('billing address: kevin lopez, 88 harris ferry suite 300, lake tyler, ok 74012'), [
      'lake tyler',
    ]);
  });
  it('leaves numbers of chat and vitals alone', () => {
    assert.deepEqual(zips('yes, ok 12345 is the code'), []);
    assert.deepEqual(zips('BP 120/80, hr 88, ok 12345'), []);
  });
});

describe('languages read as towns', () => {
  it('drops a town that is a language, keeping the towns around it', () => {
    const text = 'Pt from Mombasa, counselled in Kiswahili; wife to collect.';
    const towns = detectPii(text, ['CITY']).map((f) => text.slice(f.start, f.end));
    assert.deepEqual(towns, ['Mombasa']);
  });
});
