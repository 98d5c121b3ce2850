import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { work } from './phi-tokens.js';
import { detectPii } from './pii.js';

const orgs = (text: string) => detectPii(text, ['ORGANIZATION']).map((f) => text.slice(f.start, f.end));
const all = (text: string) => detectPii(text).map((f) => `${f.type}:${text.slice(f.start, f.end)}`);

// ADR 0074: bare organization names by corporate events, owners of people, service slots, lists and lower-case chat.
describe('ORGANIZATION by corporate events', () => {
  it('takes the name after an event', () => {
    assert.deepEqual(orgs('A year at Numedii, which later became Berkery Noyes Mandasoft in 2019.'), [
      'Numedii',
      'Berkery Noyes Mandasoft',
    ]);
    assert.deepEqual(orgs('The firm, which later became Adaptive in 2001, grew.'), ['Adaptive']);
    assert.deepEqual(orgs('Acme Corp merged with Globex in 2002 and was renamed Initech.'), [
      'Acme Corp',
      'Globex',
      'Initech',
    ]);
    assert.deepEqual(orgs('It was spun off from Hooli and is a subsidiary of Vantorix.'), ['Hooli', 'Vantorix']);
    assert.deepEqual(orgs('Noyes was acquired by Vantorix. Vantorix acquired Brightwell last year.'), [
      'Noyes',
      'Vantorix',
      'Vantorix',
      'Brightwell',
    ]);
  });

  it('takes the subject of an event', () => {
    assert.deepEqual(orgs('Verdafero is the brainchild of our 3 founders: Eklund, Michael and Ho'), ['Verdafero']);
    assert.deepEqual(orgs('Velantis was founded by Priyanka Raman and Lucas Berg.'), ['Velantis']);
    assert.deepEqual(orgs('Tandem & Pike hired Oren Shapiro as head of design.'), ['Tandem & Pike']);
    assert.deepEqual(orgs('She left to start Peyda, a fintech based in Ankara.'), ['Peyda']);
  });

  it('leaves people, towns, diseases and evidence alone', () => {
    assert.deepEqual(orgs('Pneumonia, community-acquired. Patient acquired Pneumonia in March.'), []);
    assert.deepEqual(orgs('The model was founded on evidence. Rome was founded in 753 BC.'), []);
    assert.deepEqual(orgs('She later became Catholic. He became President in 2001.'), []);
    assert.deepEqual(orgs('Smith hired Jane Doe as a nanny.'), []);
    assert.deepEqual(orgs('She met Smith, a bank teller, and Marcus, a charity worker.'), []);
    assert.deepEqual(orgs('Seen by Dr. Lee, referred by Sarah Cole.'), []);
  });
});

describe('ORGANIZATION owning a person', () => {
  it("takes one word's possessive before a full name", () => {
    assert.deepEqual(orgs("Google's Sundar Pichai spoke."), ['Google']);
    assert.deepEqual(orgs("Yuito Hirai of Opencounter, and Pave's Irena Bílá."), ['Opencounter', 'Pave']);
    assert.deepEqual(orgs("Honorees: Vidica Zakoč of Fernandez Inc., Bridgewater's Parker Suknović."), [
      'Fernandez Inc.',
      'Bridgewater',
    ]);
    assert.ok(all("Pave's Irena Bílá joined.").includes('PERSON:Irena Bílá'));
  });

  it('leaves eponyms, holidays, kin and people with a noun between alone', () => {
    assert.deepEqual(orgs("Parkinson's Jane Doe clinic note. Children's Mary Smith."), []);
    assert.deepEqual(orgs("Mother's Day visit. John's wife Mary Smith came."), []);
  });
});

describe('ORGANIZATION in service and employer slots', () => {
  it('takes employers and services', () => {
    assert.deepEqual(orgs('Drives a bus for MARTA. Retired engineer from 3M.'), ['MARTA', '3M']);
    assert.deepEqual(orgs('May return to her position at 3M with restrictions.'), ['3M']);
    assert.deepEqual(orgs('Works as a lifeguard for City of Tempe aquatics.'), ['City of Tempe']);
    assert.deepEqual(orgs('Transport via Air Evac Lifeteam. Tocilizumab approved via Medica.'), [
      'Air Evac Lifeteam',
      'Medica',
    ]);
    assert.deepEqual(orgs('Financial aid via CMC Vellore social work dept requested.'), ['CMC Vellore']);
    assert.deepEqual(orgs('IM adrenaline x2 by paramedics (Ambulance Victoria).'), ['Ambulance Victoria']);
    assert.deepEqual(orgs('Chest pain while cycling to work (Transport for London).'), ['Transport for London']);
  });

  it('leaves times, routes, drugs, towns and people alone', () => {
    assert.deepEqual(orgs('Works at night. Given via IV, by mouth. Comes from Monday.'), []);
    assert.deepEqual(orgs('A nurse from Boston. Transport via EMS stretcher.'), []);
    assert.deepEqual(orgs('Mrs. Ní Bhriain, a retired teacher from Ballincollig, Co. Cork.'), []);
    assert.deepEqual(orgs('Seen by her caseworker (Maria Lopez) today.'), []);
    assert.deepEqual(orgs('Approved via Dr. Hale today.'), []);
  });
});

describe('ORGANIZATION in lists and lower-case chat', () => {
  it("reads a comma before a firm that took the list's and", () => {
    assert.deepEqual(orgs('Makers in town: Ranku, Biovia and Miller Ltd.'), ['Ranku', 'Biovia and Miller Ltd']);
  });

  it('takes well-known names of English words after a preposition in lower-case chat', () => {
    assert.deepEqual(orgs('we got the meds at mercury drug in cubao'), ['mercury drug']);
    assert.deepEqual(orgs('can u pick up grandpas meds at rite aid on main st?'), ['rite aid']);
    assert.deepEqual(orgs('hey its tay from planned parenthood, call us'), ['planned parenthood']);
    assert.deepEqual(orgs('she stayed at home instead. planned to rest.'), []);
  });
});

describe('ADR 0074 rules stay linear', () => {
  it('takes steps in proportion to the input on repeated cues', () => {
    const steps = (text: string) => {
      work.steps = 0;
      detectPii(text);
      return work.steps;
    };
    for (const unit of [
      'acquired by Vantorix ',
      'Vantorix was acquired ',
      "Pave's Irena Bílá, ",
      'paramedics (Ambulance Victoria) ',
      'position at 3M ',
      'at rite aid ',
    ]) {
      const small = steps(unit.repeat(Math.ceil(4000 / unit.length)));
      const large = steps(unit.repeat(Math.ceil(32000 / unit.length)));
      assert.ok(large < small * 12, `${JSON.stringify(unit)}: ${small} → ${large} steps`);
    }
  });
});
