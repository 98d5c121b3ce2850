import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { work } from './phi-tokens.js';
import { detectPii, PII_TYPES, redactPii } from './pii.js';

const found = (text: string, types?: readonly string[]) =>
  detectPii(text, types).map((f) => `${f.type}:${text.slice(f.start, f.end)}`);
const of = (text: string, type: string) => found(text, [type]);

describe('PERSON', () => {
  it('finds names after titles and cues, with credentials, inverted, and in sign-offs', () => {
    assert.deepEqual(of('Seen by Dr. Okonkwo today.', 'PERSON'), ['PERSON:Okonkwo']);
    assert.deepEqual(of('Patient John Smith was admitted.', 'PERSON'), ['PERSON:John Smith']);
    assert.deepEqual(of('Daughter Maria visited.', 'PERSON'), ['PERSON:Maria']);
    assert.deepEqual(of('Note by Giovanna Rodrigues MD.', 'PERSON'), ['PERSON:Giovanna Rodrigues']);
    assert.deepEqual(of('Smith, John was seen.', 'PERSON'), ['PERSON:Smith, John']);
    assert.deepEqual(of('Directed by Sari J. Paavolainen', 'PERSON'), ['PERSON:Sari J. Paavolainen']);
    assert.deepEqual(of('My name is Ludmiła', 'PERSON'), ['PERSON:Ludmiła']);
    assert.deepEqual(of('Plan discussed.\nXGT:holmes', 'PERSON'), ['PERSON:XGT:holmes']);
    assert.deepEqual(of('Plan discussed.\n-- jsmith\n', 'PERSON'), ['PERSON:jsmith']);
    assert.deepEqual(of("Mrs. Kowalczyk's daughter called.", 'PERSON'), ['PERSON:Kowalczyk']);
  });

  it('takes lower-case names after a name cue, and a possible name before a verb only people take', () => {
    assert.deepEqual(of('my name is lena andersson.', 'PERSON'), ['PERSON:lena andersson']);
    assert.deepEqual(of('Name:    hyuuma t. maida\naddress: x', 'PERSON'), ['PERSON:hyuuma t. maida']);
    assert.deepEqual(of('Trivo lives on the hill.', 'PERSON'), ['PERSON:Trivo']);
    assert.deepEqual(of('Lena Andersson and Ivo Kask', 'PERSON'), ['PERSON:Lena Andersson', 'PERSON:Ivo Kask']);
    // Hard negatives: clinical words opening a sentence, and "name" used as a noun.
    assert.deepEqual(found('Hyperkalemia was treated. Echocardiogram showed EF 30%. Troponin is negative.'), []);
    assert.deepEqual(found('Lisinopril was held. The name is not important.'), []);
  });

  it('carries a name to its other mentions and to names listed with it', () => {
    assert.deepEqual(of('Dr. Alvir Pušaver called. Later Alvir wrote.', 'PERSON'), [
      'PERSON:Alvir Pušaver',
      'PERSON:Alvir',
    ]);
  });

  it('leaves medical language, sentence starts and acronyms alone', () => {
    for (const text of [
      'History of Parkinson disease and Hodgkin lymphoma; Crohn disease in remission.',
      "Alzheimer dementia. Bell's palsy on the left. Wilson disease excluded. Graves disease.",
      'Blood pressure stable. Heart sounds normal. Will follow up in May.',
      'Started metformin 500 mg and Lasix 40 mg IV. GCS 15. NYHA class III.',
      'Murphy sign positive. Babinski negative. Foley catheter removed.',
      'Grace period ends today. Hope to wean oxygen tomorrow.',
      // Lab panels and order abbreviations (the clinical eval's false streets, names and towns).
      'Labs: Na 141 K 4.1 Cr 1.0 BUN 18 Hgb 12.1 Plt 250. Lasix 40 mg PO BID.',
    ]) {
      assert.deepEqual(found(text), [], text);
    }
  });

  it('keeps a name that is also a common word out unless something marks it', () => {
    assert.deepEqual(of('Mark the site before surgery.', 'PERSON'), []);
    assert.deepEqual(of('Mr. Mark Hunter arrived.', 'PERSON'), ['PERSON:Mark Hunter']);
  });
});

describe('STREET_ADDRESS, CITY, ZIP, COUNTY', () => {
  it('finds a US address line', () => {
    assert.deepEqual(found('Lives at 1200 Oak Street, Springfield, IL 62704.'), [
      'STREET_ADDRESS:1200 Oak Street',
      'CITY:Springfield',
      'ZIP:62704',
    ]);
  });

  it('finds street-first and house-number forms of other countries, units and boxes', () => {
    assert.deepEqual(of('Piazza Rezzonico 35', 'STREET_ADDRESS'), ['STREET_ADDRESS:Piazza Rezzonico 35']);
    assert.deepEqual(of('at 29 Rue de Tanger', 'STREET_ADDRESS'), ['STREET_ADDRESS:29 Rue de Tanger']);
    assert.deepEqual(of('Gesterbyntie 68', 'STREET_ADDRESS'), ['STREET_ADDRESS:Gesterbyntie 68']);
    assert.deepEqual(of('692 Kuuse 53 Apt. 641', 'STREET_ADDRESS'), ['STREET_ADDRESS:692 Kuuse 53 Apt. 641']);
    assert.deepEqual(of('P.O. Box 211', 'STREET_ADDRESS'), ['STREET_ADDRESS:P.O. Box 211']);
    assert.deepEqual(of('PSC 5217, Box 4854\nAPO AP 43617', 'STREET_ADDRESS'), [
      'STREET_ADDRESS:PSC 5217, Box 4854',
      'STREET_ADDRESS:APO AP 43617',
    ]);
  });

  it('finds a street named after an address cue, and not doses, pages or levels', () => {
    assert.deepEqual(of('Timotea lives on Via dei Fiorentini 17', 'STREET_ADDRESS'), [
      'STREET_ADDRESS:Via dei Fiorentini 17',
    ]);
    assert.deepEqual(of('the corner of Kuusiku 7 and Main', 'STREET_ADDRESS'), ['STREET_ADDRESS:Kuusiku 7']);
    for (const text of [
      'Started on Keytruda 200 mg every 3 weeks.',
      'See the note on Page 3.',
      'Continued on Lasix 40 daily.',
      'He was at Level 2 trauma center.',
    ]) {
      assert.deepEqual(found(text), [], text);
    }
  });

  it('finds cities with a place cue, counties and labelled ZIP codes', () => {
    assert.deepEqual(of('We moved here from Kenosha', 'CITY'), ['CITY:Kenosha']);
    assert.deepEqual(of('Resident of Cook County.', 'COUNTY'), ['COUNTY:Cook County']);
    assert.deepEqual(of('ZIP: 02114', 'ZIP'), ['ZIP:02114']);
  });

  it('reads the town and postal code on the lines after a street, and towns in no list after a place verb', () => {
    assert.deepEqual(found('1593 Pagari 18 Suite 932\n   Põlluküla\n    SA\n    93318\nThanks'), [
      'STREET_ADDRESS:1593 Pagari 18 Suite 932',
      'CITY:Põlluküla',
      'ZIP:93318',
    ]);
    assert.deepEqual(found('727 Gesterbyntie 68\nSuite 377\nHYVINKÄÄ\nFinland 41600'), [
      'STREET_ADDRESS:727 Gesterbyntie 68',
      'STREET_ADDRESS:Suite 377',
      'CITY:HYVINKÄÄ',
      'ZIP:41600',
    ]);
    assert.deepEqual(of('a 36 year old man who grew up in Remniku.', 'CITY'), ['CITY:Remniku']);
    assert.deepEqual(of('He talked to Remniku about it.', 'CITY'), []);
    assert.deepEqual(of('Transferred to ICU.', 'CITY'), []);
  });

  it('leaves states, countries, doses and months alone', () => {
    assert.deepEqual(found('Travelling to Sweden; family in Illinois.'), []);
    assert.deepEqual(found('Take 2 tablets 500 mg daily. Follow up in May.'), []);
    assert.deepEqual(of('She shouted at Gary.', 'CITY'), []);
  });
});

describe('ORGANIZATION', () => {
  it('finds hospitals and companies by their organization word', () => {
    assert.deepEqual(of('seen at St. Mary Hospital', 'ORGANIZATION'), ['ORGANIZATION:St. Mary Hospital']);
    assert.deepEqual(of('transferred to Springfield General', 'ORGANIZATION'), ['ORGANIZATION:Springfield General']);
    assert.deepEqual(of('then Mass General', 'ORGANIZATION'), ['ORGANIZATION:Mass General']);
    assert.deepEqual(of('works for Civic Impulse LLC', 'ORGANIZATION'), ['ORGANIZATION:Civic Impulse LLC']);
  });

  it('leaves generic departments alone', () => {
    assert.deepEqual(of('Follow up in the internal medicine clinic.', 'ORGANIZATION'), []);
  });
});

describe('names and places in latch-2', () => {
  it('lists the new entity types and redacts the issue example', () => {
    for (const t of ['PERSON', 'STREET_ADDRESS', 'CITY', 'COUNTY', 'ZIP', 'ORGANIZATION'])
      assert.ok(PII_TYPES.includes(t));
    const text = 'Patient John Smith seen at St. Mary Hospital, 1200 Oak Street, Springfield, IL 62704';
    assert.equal(
      redactPii(text, detectPii(text)),
      'Patient [REDACTED:PERSON] seen at [REDACTED:ORGANIZATION], [REDACTED:STREET_ADDRESS], [REDACTED:CITY], IL [REDACTED:ZIP]',
    );
  });

  it('finds a name after a very long text (no token cap to hide behind)', () => {
    const text = `${'Aaaa bbb '.repeat(60_000)}Patient John Smith`;
    assert.deepEqual(
      detectPii(text, ['PERSON']).map((f) => text.slice(f.start, f.end)),
      ['John Smith'],
    );
  });

  it('stays linear on pathological input (steps counted, compared across sizes)', () => {
    // Pathological shapes for each recognizer: house numbers, capitalized runs, titles, street and
    // unit words, inverted names, one huge token, hyphen chains, colons and dashes, county words.
    const patterns = [
      '1 A ',
      'Aaaa ',
      'Mr. ',
      'rue de ',
      'Apt 1 ',
      'John, ',
      'X'.repeat(200),
      'Ab-',
      'AB:cd\n',
      '-- ab\n',
      'Cook County ',
      // One huge token (upper and lower case), one-letter words, runs of capitalized and all-caps
      // words, names and titles back to back, digits and punctuation runs.
      'X',
      'x',
      'A a ',
      'John Smith, ',
      'Smith, John, ',
      'ABC DEF ',
      'Mr. Mr ',
      'Dr. J. ',
      'in Aaaa ',
      'Name: ',
      '12-34.56/78 ',
      '.,;:()-',
      // Separators before a digit (the number scan steps back over them once) and country lines
      // (the first-word gate, then the line regex).
      '- ( ) / . x 1 ',
      'Spain\nNew Zealand 57006\n',
    ];
    const steps = (text: string) => {
      const before = work.steps;
      const f = detectPii(text);
      assert.ok(f.length <= text.length, 'findings within bounds');
      return work.steps - before;
    };
    for (const p of patterns) {
      const small = steps(p.repeat(Math.ceil(10_000 / p.length)));
      const large = steps(p.repeat(Math.ceil(80_000 / p.length)));
      // 8 times the input: linear work gives about 8 times the steps; the earlier quadratic
      // mention-propagation step gave about 64.
      assert.ok(large / small < 9, `${JSON.stringify(p)}: steps grew ${(large / small).toFixed(1)}x for 8x the input`);
      // And a bound per character (today at most ~3.2): quadratic work on 80 KB would be thousands.
      const chars = p.repeat(Math.ceil(80_000 / p.length)).length;
      assert.ok(large <= 16 * chars, `${JSON.stringify(p)}: ${large} steps for ${chars} characters`);
    }
  });
});

describe('names that are also ordinary words, by what follows them', () => {
  it('takes a word-name before an age or a relation in apposition', () => {
    assert.deepEqual(of('Sterling is a 7 yo boy with asthma.', 'PERSON'), ['PERSON:Sterling']);
    assert.deepEqual(of('Brook is a 34-year-old woman.', 'PERSON'), ['PERSON:Brook']);
    assert.deepEqual(of("Chase, the patient's son, called.", 'PERSON'), ['PERSON:Chase']);
    assert.deepEqual(of('Rose, her daughter, visited.', 'PERSON'), ['PERSON:Rose']);
  });

  it('leaves words before a dose, a count or a plain comma', () => {
    assert.deepEqual(of('Aspirin is a 81 mg tablet.', 'PERSON'), []);
    assert.deepEqual(of('Heart is a 4-chamber organ.', 'PERSON'), []);
    assert.deepEqual(of('Rose, her temperature did.', 'PERSON'), []);
  });
});

describe('countries and states that are also names', () => {
  it('are names after a title or beside a name in no English list', () => {
    assert.deepEqual(of('Seen by Dr. Virginia Hale today.', 'PERSON'), ['PERSON:Virginia Hale']);
    assert.deepEqual(of('Mr. Chad Brown saw her.', 'PERSON'), ['PERSON:Chad Brown']);
    assert.deepEqual(of('Jordan Peterson called.', 'PERSON'), ['PERSON:Jordan Peterson']);
    assert.deepEqual(of('Denzel Washington called.', 'PERSON'), ['PERSON:Denzel Washington']);
    assert.deepEqual(of('Jordan said he would come.', 'PERSON'), ['PERSON:Jordan']);
  });

  it('stay places otherwise', () => {
    assert.deepEqual(of('Lives in Virginia. Transferred from Georgia.', 'PERSON'), []);
    assert.deepEqual(of('Flew from India to Kenya via Jordan.', 'PERSON'), []);
    assert.deepEqual(of('Jordan River baptism site; Virginia Beach trip.', 'PERSON'), []);
  });
});

describe('languages', () => {
  it('are no names: the interpreter notes of a chart', () => {
    assert.deepEqual(of('Interpreter (Farsi) used. Prefers Tagalog; Punjabi/Hindi; Khmer, Lao.', 'PERSON'), []);
  });
});

describe('surnames that read as symbols or numerals', () => {
  it('are names after a title; "Li" in Title Case is no numeral', () => {
    assert.deepEqual(of('Dr. Ng, Dr. Wu, and Dr. Li', 'PERSON'), ['PERSON:Ng', 'PERSON:Wu', 'PERSON:Li']);
    assert.deepEqual(of('Dr. Parkinson saw him for Parkinson disease.', 'PERSON'), ['PERSON:Parkinson']);
  });
  it('leave ordinary words after a title and numerals in capitals alone', () => {
    assert.deepEqual(of('Dr. Office visit; Mobitz II block; Class IV heart failure', 'PERSON'), []);
  });
});

describe('PERSON: a given name that is also a word, before a double-barrelled surname', () => {
  it('keeps the given name opening a sentence', () => {
    const people = (t: string) => detectPii(t, ['PERSON']).map((f) => t.slice(f.start, f.end));
    assert.deepEqual(people('Iris Bosco-Goodwin listed his top 20 songs.'), ['Iris Bosco-Goodwin']);
    assert.deepEqual(people('Mark Smith-Jones attended.'), ['Mark Smith-Jones']);
    assert.deepEqual(people('Grace Jackson-Pratt drain removed.'), []);
  });
});
