import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { detectPii } from './pii.js';

const found = (text: string) =>
  detectPii(text, ['PERSON', 'CITY', 'ORGANIZATION', 'STREET_ADDRESS']).map(
    (f) => `${f.type}:${text.slice(f.start, f.end)}`,
  );

// ADR 0065: words that read as names for want of a neighbour that says what they are.
describe('a street abbreviation before a comma is no title', () => {
  it('reads the town after "Dr," as the town', () => {
    assert.deepEqual(found('455 N Cityfront Plaza Dr, Chicago IL 60611'), [
      'STREET_ADDRESS:455 N Cityfront Plaza Dr',
      'CITY:Chicago',
    ]);
    assert.deepEqual(found('12 Oak Dr, Auburn, AL 36830'), ['STREET_ADDRESS:12 Oak Dr', 'CITY:Auburn']);
  });
  it('keeps titles before names', () => {
    assert.deepEqual(found('Seen by Dr. Auburn and Dr Li today.'), ['PERSON:Auburn', 'PERSON:Li']);
  });
});

describe('a town that is also a common word, after "in" or "near" in prose', () => {
  it('is the town', () => {
    assert.deepEqual(found('He works in Auburn now.'), ['CITY:Auburn']);
    assert.deepEqual(found('Pt lives alone, works in Reading.'), ['CITY:Reading']);
    assert.deepEqual(found('She has a store in Mobile.'), ['CITY:Mobile']);
  });
  it('leaves units after travel words alone', () => {
    assert.deepEqual(found('Pt moved from OB to L&D at noon.'), []);
  });
  it('leaves languages, seasons, headings and people alone', () => {
    assert.deepEqual(found('They met in English class.'), []);
    assert.deepEqual(found('Improvement in Range of Motion noted.'), []);
    assert.deepEqual(found('She was in Hope’s room.'), []);
    assert.deepEqual(
      found('In Bath we stayed.').filter((f) => f.startsWith('PERSON')),
      [],
    );
  });
});

describe('credentials and role nouns are no names', () => {
  it('keeps the name and drops the credential', () => {
    assert.deepEqual(found('Reconciled with Tamsin Greer, PharmD. Labs in AM.'), ['PERSON:Tamsin Greer']);
    assert.deepEqual(found('Seen by Jo Lin, CCC-SLP, and Kay Moss, PsyD.'), ['PERSON:Jo Lin', 'PERSON:Kay Moss']);
  });
  it('reads form and note roles as roles', () => {
    assert.deepEqual(found('Client lives with girlfriend Ashley.'), ['PERSON:Ashley']);
    assert.deepEqual(found('Caller states she fell.'), []);
    assert.deepEqual(found('Dear Parent/Guardian of Mason Whitlock,'), ['PERSON:Mason Whitlock']);
  });
  it('reads clinical shorthand and exams as such', () => {
    assert.deepEqual(found('3. Dispo - home with family.'), []);
    assert.deepEqual(found('Ballard exam consistent with 39 weeks.'), []);
  });
});

describe('correctional and care facilities', () => {
  it('are organizations by their last word', () => {
    assert.deepEqual(found('Moved from Attica Correctional Facility to Rikers Island Jail.'), [
      'ORGANIZATION:Attica Correctional Facility',
      'ORGANIZATION:Rikers Island Jail',
    ]);
    assert.deepEqual(found('Placed at Maple Grove Nursing Facility.'), ['ORGANIZATION:Maple Grove Nursing Facility']);
  });
  it('leave generic facilities alone', () => {
    assert.deepEqual(found('Admitted to the Skilled Nursing facility; then County Jail.'), []);
  });
});

describe("a titled person's office and people who act", () => {
  it("reads the office of a titled person as the person's", () => {
    assert.deepEqual(found("Call Dr. Moreau's office at Atlantic Cardiology."), [
      'PERSON:Moreau',
      'ORGANIZATION:Atlantic Cardiology',
    ]);
  });
  it('takes a word-name before a verb only people take, and leaves findings of imaging alone', () => {
    assert.deepEqual(found('Ivy Stone volunteers at the food bank.'), ['PERSON:Ivy Stone']);
    assert.deepEqual(found('Blood was seen on the pad. Stone was seen in the ureter.'), []);
  });
});

describe('one capitalized word after an employment cue', () => {
  it('is the employer, even when it is also a word or a name', () => {
    assert.deepEqual(found('Kwame Mensah is the new CFO at Stripe.'), ['PERSON:Kwame Mensah', 'ORGANIZATION:Stripe']);
    assert.deepEqual(found('She is an engineer at Allegro.'), ['ORGANIZATION:Allegro']);
  });
  it('leaves generic places of work and times alone', () => {
    assert.deepEqual(found('She works at Hospital on weekdays and works at Night.'), []);
  });
});

describe('towns the lists also hold as eponyms or surnames', () => {
  it('are towns before a state, or after an organization and a comma in a clause that goes on', () => {
    assert.deepEqual(found('Lives at 18 Quarry Road, Barre, VT.'), ['STREET_ADDRESS:18 Quarry Road', 'CITY:Barre']);
    assert.deepEqual(found('Sent from Mercy Hospital, Springfield, for rehab.'), [
      'ORGANIZATION:Mercy Hospital',
      'CITY:Springfield',
    ]);
  });
  it('leave the eponym alone elsewhere', () => {
    assert.deepEqual(found('History of Guillain-Barre syndrome.'), []);
  });
});

describe('postal codes after a state or province', () => {
  const zips = (text: string) => detectPii(text, ['ZIP']).map((f) => text.slice(f.start, f.end));
  it('reads Australian, Indian and AP-style US codes', () => {
    assert.deepEqual(zips('Level 9, 1 Martin Place, Sydney NSW 2000; Camperdown, New South Wales 2050.'), [
      '2000',
      '2050',
    ]);
    assert.deepEqual(zips('Ida Scudder Road, Vellore, Tamil Nadu 632004. Kochi, Kerala 682 001.'), [
      '632004',
      '682 001',
    ]);
    assert.deepEqual(zips('Box 19, Prairie du Chien, Wis. 53821.'), ['53821']);
  });
  it('leaves years after a state alone', () => {
    assert.deepEqual(zips('NSW 2020 data show a fall; the Calif. 2019 rule.'), []);
  });
});

describe('numbered roads', () => {
  it('are streets', () => {
    assert.deepEqual(found('MVC on Route 9W near the exit; lives off State Route 9 and near County Road 12.'), [
      'STREET_ADDRESS:Route 9W',
      'STREET_ADDRESS:State Route 9',
      'STREET_ADDRESS:County Road 12',
    ]);
  });
  it('leave the route of a drug alone', () => {
    assert.deepEqual(found('Route: PO. Route of administration changed.'), []);
  });
});

// Hard negatives a review of this change found (each was read as a town, a person, a firm or a code).
describe('clinical phrases the rules above leave alone', () => {
  it('finds nothing in them', () => {
    for (const text of [
      'Labs are in Normal range. Discharge order in Progress. Patient is in Home isolation.',
      'No change in Reading level; pain in Central chest.',
      'Lines: PIV x2, Foley, NC 2L. PMH: s/p Whipple, MI 2019, HTN. Swan, CO 5.1, CI 2.8.',
      'Daughter joined Mom at bedside. Spent 2 years with Grandma. Works for Medicaid office.',
      'Route 2 of 3 attempted. Med Route 1: PO. Bus Route 12 to clinic.',
      'Pt was stable until Code Blue called at 0300. Sunny View was notified.',
      'Discharged to Long Term Care Facility; films from Prior Facility.',
    ])
      assert.deepEqual(found(text), [], text);
    assert.deepEqual(detectPii('Sydney NSW 2000 patients were excluded; Seattle, WA 2019.', ['ZIP']), []);
  });
  it('keeps a person an employer could be', () => {
    assert.deepEqual(found('She works for Mark as a nanny.'), ['PERSON:Mark']);
  });
});

describe('a lower-case surname in no list after a title with its dot', () => {
  it('is a name', () => {
    assert.deepEqual(found('pt mr. oyelowo refused am meds; mrs. nwachukwu at bedside.'), [
      'PERSON:oyelowo',
      'PERSON:nwachukwu',
    ]);
  });
  it('leaves the abbreviations of a note alone', () => {
    assert.deepEqual(found('called dr. appt line; mr. ok with plan.'), []);
  });
});

describe('English "via" before a capitalized name', () => {
  it('is no Italian street', () => {
    assert.deepEqual(found('Transport via Lifestar Ambulance 1300.'), ['ORGANIZATION:Lifestar Ambulance']);
    assert.deepEqual(found('Abito in via Roma 12.'), ['STREET_ADDRESS:via Roma 12']);
  });
});
