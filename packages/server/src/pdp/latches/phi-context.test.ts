import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { work } from './phi-tokens.js';
import { detectPii } from './pii.js';

const found = (text: string, types?: readonly string[]) =>
  detectPii(text, types).map((f) => `${f.type}:${text.slice(f.start, f.end)}`);
const of = (text: string, type: string) => found(text, [type]);

// ADR 0043: names, places and organizations read from context and from the structure of addresses.
describe('ORGANIZATION from context', () => {
  it('takes the employer after an employment cue, the organization of a person, and org nouns', () => {
    assert.deepEqual(of('I work for Flightstats', 'ORGANIZATION'), ['ORGANIZATION:Flightstats']);
    assert.deepEqual(of('She used to work for NATO as a clerk.', 'ORGANIZATION'), ['ORGANIZATION:NATO']);
    assert.deepEqual(of('He is employed by Reed Elsevier since May.', 'ORGANIZATION'), ['ORGANIZATION:Reed Elsevier']);
    assert.deepEqual(of('Zoe Young from Flightaware is the keynote speaker', 'ORGANIZATION'), [
      'ORGANIZATION:Flightaware',
    ]);
    assert.deepEqual(of('The Avalara office is at 12 Oak Street.', 'ORGANIZATION'), ['ORGANIZATION:Avalara']);
    assert.deepEqual(of('Coden is a design agency based in Espoo.', 'ORGANIZATION'), ['ORGANIZATION:Coden']);
    assert.deepEqual(of('Dana Ruiz, the CEO of Certara, spoke.', 'ORGANIZATION'), ['ORGANIZATION:Certara']);
  });

  it('reads the line between a person and a street address as the organization', () => {
    const block = 'Karin M. Beike\nLeasing consultant\nFritz-Armstrong\n1200 Oak Street\nSpringfield, IL 62704';
    assert.deepEqual(of(block, 'ORGANIZATION'), ['ORGANIZATION:Fritz-Armstrong']);
    assert.deepEqual(of('> Alma Jensen\n> Imedicare\n> 91215 Harjukuja 54\n> Suite 318', 'ORGANIZATION'), [
      'ORGANIZATION:Imedicare',
    ]);
  });

  it('leaves job titles, departments, towns and ordinary words alone', () => {
    // A job title above the street, not an organization.
    assert.deepEqual(of('John Smith\nNurse Manager\n1200 Oak Street', 'ORGANIZATION'), []);
    assert.deepEqual(of('She works at night and joined the team in May.', 'ORGANIZATION'), []);
    assert.deepEqual(of('He works for Cardiology and the Emergency Department.', 'ORGANIZATION'), []);
    assert.deepEqual(of('Dr. Reyes from Boston called.', 'ORGANIZATION'), []);
    assert.deepEqual(of('The Parkinson office visit was moved.', 'ORGANIZATION'), []);
    assert.deepEqual(of('The 28-64-66-98 office line.', 'ORGANIZATION'), []);
  });
});

describe('towns from context and address structure', () => {
  it('takes the place after a travel or living cue, even a given name or a word in capitals', () => {
    assert.deepEqual(of('Mr. Rednjak flew to Phoenix on Tuesday morning.', 'CITY'), ['CITY:Phoenix']);
    assert.deepEqual(of("I'm Abelardo, originally from PORT O' WARREN, and 58.", 'CITY'), ["CITY:PORT O' WARREN"]);
    assert.deepEqual(of('Mr. Manning grew up in Shelly Park.', 'CITY'), ['CITY:Shelly Park']);
    assert.deepEqual(of('Looking to support Zonability in Tokoza Ext 1426 in its mission.', 'CITY'), [
      'CITY:Tokoza Ext',
    ]);
    assert.deepEqual(of('Celebrating its 10th year in Tobel, the fund grew.', 'CITY'), ['CITY:Tobel']);
  });

  it('reads a town above a country line and address lines with bullets, particles and short codes', () => {
    assert.deepEqual(of('Maha Cazares\n\nChiclana de la Frontera\nSpain', 'CITY'), ['CITY:Chiclana de la Frontera']);
    assert.deepEqual(
      found('??? 66029 138 Consul Place\n??? Apt. 050\n??? Broomfield\n??? New Zealand 57006', ['CITY', 'ZIP']),
      ['CITY:Broomfield', 'ZIP:57006'],
    );
    assert.deepEqual(found('764 Fagradalsbraut 71 Apt. 762\n   Egilsstaðir\n    nan\n    700', ['CITY', 'ZIP']), [
      'CITY:Egilsstaðir',
      'ZIP:700',
    ]);
    assert.deepEqual(found('6343 Skogstien 106\nASKER nan 1386', ['CITY', 'ZIP']), ['CITY:ASKER', 'ZIP:1386']);
    assert.deepEqual(found("We'll meet at 31 Seneca Place, Marshland", ['CITY']), ['CITY:Marshland']);
    assert.deepEqual(found('Mailing address: 77 Rue des Tanneurs, 67000 Strasbourg, France', ['CITY', 'ZIP']), [
      'ZIP:67000',
      'CITY:Strasbourg',
    ]);
    assert.deepEqual(found('Hauptstraße 5\nD-10115 Berlin', ['CITY', 'ZIP']), ['ZIP:10115', 'CITY:Berlin']);
    // A dose or a count after a street line is no postal code and town.
    assert.deepEqual(found('Lives at 12 Oak Street.\n1000 Units of heparin given', ['CITY', 'ZIP']), []);
    assert.deepEqual(found('Lives at 12 Oak Street\n1000 Units', ['CITY', 'ZIP']), []);
    assert.deepEqual(found('Support Nautilytics in København K 1421 in its mission.', ['CITY', 'ZIP']), [
      'CITY:København K',
      'ZIP:1421',
    ]);
  });

  it('keeps units, months, rooms, acronyms, clinicians and countries in clear', () => {
    assert.deepEqual(found('He returned to Baseline and was moved to ICU in May 2019.', ['CITY']), []);
    assert.deepEqual(found('Transferred to Room 1204 in March 2021.', ['CITY']), []);
    assert.deepEqual(found('She was seen by Tanaka, Olga, MD at noon.', ['CITY']), []);
    assert.deepEqual(found('Baltimore, MD 21201', ['CITY']), ['CITY:Baltimore']);
    assert.deepEqual(found('She flew to Spain and lives in Texas.', ['CITY']), []);
    assert.deepEqual(found('Seen at 4823 Ringvej 144 St.', ['CITY']), []);
    // A title with a number is no street, and the rest of its line no town.
    assert.deepEqual(found('See Guilty Pleasures: 5 Musicians Of The 70s You Are Supposed To Hate (But Love)'), []);
    assert.deepEqual(found('He returned to Coumadin after the bleed; improving in Hodgkin lymphoma.', ['CITY']), []);
  });
});

describe('PERSON from context', () => {
  it('takes speaker labels in a dialogue, not headers in a note', () => {
    const dialogue =
      'Ubul: What a wife.\nNicole: Remember me, Mary? When I killed your brother!\nJohn: You saved my life!';
    assert.deepEqual(of(dialogue, 'PERSON'), ['PERSON:Ubul', 'PERSON:Nicole', 'PERSON:Mary', 'PERSON:John']);
    const note = 'Neuro: A&Ox3, no focal deficits.\nResp: clear bilaterally.\nPlan: continue lisinopril.';
    assert.deepEqual(of(note, 'PERSON'), []);
  });

  it('finds names in text typed all in lower case, and lists of given names', () => {
    assert.deepEqual(of('follow up with patricia desrosiers in a couple of months.', 'PERSON'), [
      'PERSON:patricia desrosiers',
    ]);
    assert.deepEqual(of('they had 3: silvana, christopher and caleb.', 'PERSON'), [
      'PERSON:silvana',
      'PERSON:christopher',
      'PERSON:caleb',
    ]);
    // Lower-case clinical shorthand: drugs, eponyms and ordinary words are no names.
    assert.deepEqual(of('pt with parkinson disease, on warfarin and lisinopril; will mark the site.', 'PERSON'), []);
  });

  it('takes initials before a name, "call me", list neighbours and given names after "at"/"to"', () => {
    assert.deepEqual(of('Thank you for seeing T. Smith today.', 'PERSON'), ['PERSON:T. Smith']);
    assert.deepEqual(of('Triage RN: D. Mbeki', 'PERSON'), ['PERSON:D. Mbeki']);
    assert.deepEqual(of('Sometimes people call me Csanád', 'PERSON'), ['PERSON:Csanád']);
    assert.deepEqual(of('Enrico shouted at Gary: "What are you doing here?"', 'PERSON'), [
      'PERSON:Enrico',
      'PERSON:Gary',
    ]);
    assert.deepEqual(of('Is it on this list? Usamov and Bowers were engineers.', 'PERSON'), [
      'PERSON:Usamov',
      'PERSON:Bowers',
    ]);
    assert.deepEqual(of('PATIENT NAME: Grace Smith\nAdmission date: today', 'PERSON'), ['PERSON:Grace Smith']);
  });

  it('leaves eponyms, organisms, articles and sentence-start capitals alone', () => {
    assert.deepEqual(of('The Dimensions of a Shadow was her first story.', 'PERSON'), []);
    assert.deepEqual(
      of('H. Pylori and S. Aureus grew; Crohn disease and Hodgkin lymphoma were excluded.', 'PERSON'),
      [],
    );
    assert.deepEqual(of('Parkinson symptoms improved. Warfarin was held. Will recheck INR.', 'PERSON'), []);
  });
});

describe('context rules stay linear', () => {
  it('takes steps in proportion to the input on repeated cues', () => {
    const steps = (text: string) => {
      work.steps = 0;
      detectPii(text);
      return work.steps;
    };
    const unit = 'I work for Acme Labs. Zoe Young from Flightaware flew to Phoenix.\nJohn: you?\n';
    const small = steps(unit.repeat(200));
    const large = steps(unit.repeat(1600));
    assert.ok(large < small * 8 * 1.5, `${small} → ${large}`);
    const lower = 'silvana, adam, christopher and caleb '.repeat(2000);
    const s1 = steps(lower.slice(0, 8000));
    const s2 = steps(lower.slice(0, 64000));
    assert.ok(s2 < s1 * 8 * 1.5, `${s1} → ${s2}`);
  });
});
