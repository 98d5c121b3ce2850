import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { work } from './phi-tokens.js';
import { detectPii } from './pii.js';

const found = (text: string, types?: readonly string[]) =>
  detectPii(text, types).map((f) => `${f.type}:${text.slice(f.start, f.end)}`);
const of = (text: string, type: string) => found(text, [type]);
const places = (text: string) => found(text, ['CITY', 'COUNTY', 'STREET_ADDRESS', 'ZIP']);

// ADR 0051: towns named as places, number-first one-word streets, counties written "County X", ages in prose.
describe('towns after a place noun or in a university name', () => {
  it('takes the name after "town of", "city", "hometown," and "University of"', () => {
    assert.deepEqual(of('The town of Weymouth has a walk-in centre.', 'CITY'), ['CITY:Weymouth']);
    assert.deepEqual(of("The band's home city Station Nord: a port.", 'CITY'), ['CITY:Station Nord']);
    assert.deepEqual(of('Her hometown, Kvalsund, has no pharmacy.', 'CITY'), ['CITY:Kvalsund']);
    assert.deepEqual(of('She studied at the University of Nicosia.', 'CITY'), ['CITY:Nicosia']);
    assert.deepEqual(of('He taught at the University of VIERHÖF.', 'CITY'), ['CITY:VIERHÖF']);
  });

  it('leaves states, subjects, ordinary words and "go to town, Roy" alone', () => {
    for (const text of [
      'She studied at the University of Texas and the University of Health Sciences.',
      'He trained at the College of Medicine and the University of Michigan Health System.',
      'The city Council met. The town Hall is closed. A city of Hope nurse called.',
      "Don't go to town, Roy!",
      'Mexico City and Kansas City are far apart.',
    ])
      assert.deepEqual(
        of(text, 'CITY').filter((f) => !/Mexico|Kansas/.test(f)),
        [],
        text,
      );
  });
});

describe('towns by their shape after a preposition', () => {
  it('takes toponym endings and place heads', () => {
    assert.deepEqual(of('Songwriters travel to Auroratown to share music.', 'CITY'), ['CITY:Auroratown']);
    assert.deepEqual(of('The band flew in from Berggrenton yesterday.', 'CITY'), ['CITY:Berggrenton']);
    assert.deepEqual(of('We invite you to Port Paien this summer.', 'CITY'), ['CITY:Port Paien']);
  });

  it('leaves surnames, drugs, eponyms, months and ordinary words alone', () => {
    for (const text of [
      'Talked to Ashford and Hamilton about the plan.',
      'Switched to Lipitor in March; referred to Cardiology.',
      'Positive for Lyme disease in June; Parkinson tremor at rest.',
      'Went to Lake shore path near the North Wing.',
      'Sent to Radiology, then to Mount Sinai Hospital.',
    ])
      assert.deepEqual(of(text, 'CITY'), [], text);
  });
});

describe('towns after travel verbs', () => {
  it('takes "arrived at", four-letter words in capitals, lower-case towns, transfers', () => {
    assert.deepEqual(of('The Princess Royal arrived at Fala this morning.', 'CITY'), ['CITY:Fala']);
    assert.deepEqual(of('Mr. Pálffy grew up in SUND.', 'CITY'), ['CITY:SUND']);
    assert.deepEqual(of('mr. elliott flew to finnbogastaðir on friday morning.', 'CITY'), ['CITY:finnbogastaðir']);
    assert.deepEqual(of('we returned to kiel by helicopter.', 'CITY'), ['CITY:kiel']);
    assert.deepEqual(of('Transferred by helicopter from Hønefoss after the crash.', 'CITY'), ['CITY:Hønefoss']);
  });

  it('leaves acronyms, units, ordinary words and months after travel verbs alone', () => {
    for (const text of [
      'She arrived at ED by ambulance and moved to ICU.',
      'He moved to CCRC last year; he lives in an ALF.',
      'returned to baseline, moved to rehab, returned to pacu.',
      'i am in trouble and i moved in june.',
      'Transferred from Cardiology to Neurology.',
    ])
      assert.deepEqual(of(text, 'CITY'), [], text);
  });
});

describe('towns before a province, districts, months and numerals', () => {
  it('takes a town before a province or a state even when its words are common', () => {
    assert.deepEqual(of('She lives in Sudbury, Ontario with her son.', 'CITY'), ['CITY:Sudbury']);
    assert.deepEqual(of('Lives at 1734 Greenbriar Court, Round Rock, TX 78664.', 'CITY'), ['CITY:Round Rock']);
    assert.deepEqual(of('The firm in Bremen Ohlenhof, which later moved.', 'CITY'), ['CITY:Bremen Ohlenhof']);
  });

  it('leaves months, provinces, roman numerals and common pairs alone', () => {
    for (const text of [
      'Spring allergies worsen in April. She moved in June.',
      'Kevin Veitonen II signed the form.',
      'The family moved across Ontario.',
      'I like the Round Rock and the Red River.',
    ])
      assert.deepEqual(of(text, 'CITY'), [], text);
  });
});

describe('address structure', () => {
  it('takes a number-first one-word street and a town line above a coded country line', () => {
    assert.deepEqual(places('Fjordline Logistics\n12 Havnegata\nKristiansund\nNorway'), [
      'STREET_ADDRESS:12 Havnegata',
      'CITY:Kristiansund',
    ]);
    // ADR 0140: English streets of one word; a common word or a name only where an address is written.
    assert.deepEqual(places('Address: 221 Kingsway,Hove,BN3 4FA'), [
      'STREET_ADDRESS:221 Kingsway',
      'CITY:Hove',
      'ZIP:BN3 4FA',
    ]);
    assert.deepEqual(places('lives at 12 Parkway, Leeds'), ['STREET_ADDRESS:12 Parkway', 'CITY:Leeds']);
    assert.deepEqual(places('Address: 40 Broadway, Hove'), ['STREET_ADDRESS:40 Broadway', 'CITY:Hove']);
    assert.deepEqual(places('Stage 2 Norway, then'), []);
    // A lead word that is also English, in prose: no street ("in place. ECOG 3", "Place of death").
    assert.deepEqual(places('PleurX catheter in place. ECOG 3. PPS 40%.'), []);
    assert.deepEqual(places('Place of death: home'), []);
    assert.deepEqual(places('Domicile: 4 place de la Concorde'), ['STREET_ADDRESS:4 place de la Concorde']);
    assert.deepEqual(places('indirizzo: Via dei Mille 27'), ['STREET_ADDRESS:Via dei Mille 27']);
    // Spanish and Italian "al" is "to the", Poland's aleja is "al." with its full stop.
    assert.deepEqual(places('Ingresó al Hospital Universitario La Paz.'), []);
    assert.deepEqual(places('Adres: al. Jerozolimskie 65, Warszawa'), [
      'STREET_ADDRESS:al. Jerozolimskie 65',
      'CITY:Warszawa',
    ]);
    assert.deepEqual(places('Visit 3 Subway, then home'), []);
    assert.deepEqual(places('Address on file: 9 Kirkeveien, 0368 Oslo'), [
      'STREET_ADDRESS:9 Kirkeveien',
      'ZIP:0368',
      'CITY:Oslo',
    ]);
    assert.deepEqual(places('>3369 24 Clarke Avenue\n>Apt. 805\n>Pines Beach\n>New Zealand 34694'), [
      'STREET_ADDRESS:3369 24 Clarke Avenue',
      'STREET_ADDRESS:Apt. 805',
      'CITY:Pines Beach',
      'ZIP:34694',
    ]);
  });

  it('leaves counts of brands, drugs and words, and greeting lines above a country, alone', () => {
    for (const text of [
      'Take 2 Colgate.',
      'Given 2 Tylenol\nand 4 Motrin',
      'He bought 3 Tickets, then left.',
      'Best Wishes\nFrance 75001',
    ])
      assert.deepEqual(of(text, 'STREET_ADDRESS').concat(of(text, 'CITY')), [], text);
  });

  it('reads "County X" as a county, not a county office or road', () => {
    assert.deepEqual(of('Returned home to Kilmacthomas in County Waterford.', 'COUNTY'), ['COUNTY:County Waterford']);
    assert.deepEqual(of('He lives in County Cork.', 'COUNTY'), ['COUNTY:County Cork']);
    for (const text of ['She was seen at County Hospital.', 'Meet at County Line Road.', 'The County Council met.'])
      assert.deepEqual(of(text, 'COUNTY'), [], text);
  });
});

describe('AGE in prose', () => {
  it('takes an age over 89 stated after a person', () => {
    const cases: [string, string][] = [
      ['Patient is 98.', '98'],
      ['she is 97 and lives alone', '97'],
      ['he was 93 when his wife died', '93'],
      ['Mrs. Lund is 94, widowed.', '94'],
      ["Her father's 101 now.", '101'],
      ['She celebrated her 100th birthday.', '100'],
      ['aged 95', '95'],
      ['a 95-year-old man', '95'],
      ['95 yo F', '95'],
      ['age 95', '95'],
    ];
    for (const [text, age] of cases) assert.deepEqual(of(text, 'AGE'), [`AGE:${age}`], text);
  });

  it('leaves measures after "is" and "was" alone', () => {
    for (const text of [
      'She is 98% saturated; he is 98 % on 2L.',
      'Temp: he is 98.6 F, she was 99 F.',
      'Moved to room 98. BP is 120/80. GCS is 15.',
      'She is 95 kg; he is 110 lbs; she was 95kg.',
      'He was 94 on room air and 92 on 2L.',
      'He was 99th percentile. Patient is 89.',
      'Pulse is 110 bpm; he was 100 minutes late.',
    ])
      assert.deepEqual(of(text, 'AGE'), [], text);
  });
});

describe('place cues stay linear', () => {
  it('takes steps in proportion to the input', () => {
    const steps = (text: string) => {
      work.steps = 0;
      detectPii(text);
      return work.steps;
    };
    const unit = 'the town of Weymouth, University of Tromsø, to Auroratown, 12 Havnegata\nCounty Cork, she is 97. ';
    const small = steps(unit.repeat(100));
    const large = steps(unit.repeat(800));
    assert.ok(large < small * 8 * 1.5, `${small} → ${large}`);
    const cues = 'to Port to Port to Port city of city of University of '.repeat(2000);
    const s1 = steps(cues.slice(0, 8000));
    const s2 = steps(cues.slice(0, 64000));
    assert.ok(s2 < s1 * 8 * 1.5, `${s1} → ${s2}`);
  });
});
