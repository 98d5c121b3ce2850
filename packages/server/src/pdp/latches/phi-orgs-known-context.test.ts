import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { detectPii } from './pii.js';

const found = (text: string) => detectPii(text).map((f) => `${f.type}:${text.slice(f.start, f.end)}`);
const orgs = (text: string) => detectPii(text, ['ORGANIZATION']).map((f) => text.slice(f.start, f.end));

// ADR 0080: well-known names that their surroundings made the gazetteer drop or type as a person.
describe('known organizations in context: form fields', () => {
  it('takes a known name as the value of a payer, plan, group, supplier or insurance field', () => {
    assert.deepEqual(orgs('Payer: Humana Medicare Advantage\nDME: hospital bed'), ['Humana']);
    assert.deepEqual(orgs('Plan: Cigna  PBM: Express Scripts\nPatient: Desmond Cole'), ['Cigna', 'Express Scripts']);
    // "Associates" is an organization word: a known name keeps the ones after it (ADR 0082).
    assert.deepEqual(orgs('Member: Tomasz Zielinski  Group: Kroger Associates Plan'), ['Kroger Associates']);
    assert.deepEqual(orgs('Coverage: primary Anthem, secondary TRICARE For Life.'), ['Anthem']);
    assert.deepEqual(orgs('Inadequate response. Insurance (Aetna) has approved adalimumab.'), ['Aetna']);
    assert.deepEqual(orgs('Pharmacy: Boots\nGP: Dr Fiona Kirkwood'), ['Boots']);
  });

  it('leaves an ordinary word in a field that is also a heading, (hard negatives)', () => {
    for (const text of [
      'Plan: Target BP under 130/80. Chase cultures.',
      'Plan: Quest labs in 1 week.',
      'Group: B strep positive.',
      'Coverage: primary Medicare, secondary Medicaid.',
      'Implant: Triathlon CR cemented knee.',
      'Transport: Ford Transit van.',
    ])
      assert.deepEqual(orgs(text), [], text);
  });
});

describe('known organizations in context: products, units and branches', () => {
  it('takes a surname-like known name before its product, plan or unit, a line head too', () => {
    assert.deepEqual(orgs('FIELD SAFETY NOTICE\n\nPhilips Respironics\nTo: Adapt Health'), ['Philips', 'Adapt Health']);
    assert.deepEqual(orgs('Subject: Backorder — Baxter IV sets'), ['Baxter']);
  });

  it('joins the town after a known name as its branch, where no place rule reads it', () => {
    // A town before a bracket is read by the place rule after an organization (ADR 0083): the firm and its town.
    assert.deepEqual(found('Pharmacy: Chemist Warehouse Malvern (Webster packs)'), [
      'ORGANIZATION:Chemist Warehouse',
      'CITY:Malvern',
    ]);
    assert.deepEqual(orgs('S: carer from Home Instead Lewes reports 2 falls this week.'), ['Home Instead Lewes']);
    assert.deepEqual(orgs('Also given crisis line info and NAMI Ohio family resources.'), ['NAMI Ohio']);
    // A town read as a town stays one ("Clicks" is taken for it).
    assert.deepEqual(found('Your medication is ready for collection at Clicks Rosebank. Bring your ID.'), [
      'ORGANIZATION:Clicks',
      'CITY:Rosebank',
    ]);
  });

  it('leaves people, towns, streets and credentials after a known word (hard negatives)', () => {
    for (const text of [
      'Pearson said the plan was fine. Dr. Pearson agreed.',
      'Harvard Smith attended the meeting.',
      'Kellogg Smith and Abbott Jones were present.',
      'Humana Jones is the mother; he spoke with Humana Jones yesterday.',
      'Hilton Head Island trip last week.',
      'Baxter Springs resident, 62M.',
      'Baxter MD reviewed the chart; seen by Pearson RN today.',
      'Abbott said to ask the clinic for a new Rx.',
      'Medtronic pump site rotated; Dexcom sensor changed; Stryker frame used.',
      'The Allegro tempo of the music calmed her.',
      'HRSA Section 330 grant was renewed.',
    ])
      assert.deepEqual(
        orgs(text).filter((o) => o !== 'HRSA'),
        [],
        text,
      );
  });
});

describe('known organizations in context: cues', () => {
  it('takes a weak name after via, through, bij, bei, and a sentence-opening "The" before a business word', () => {
    assert.deepEqual(orgs('Dexcom sensors via Boots on repeat.'), ['Boots']);
    assert.deepEqual(orgs('Reacher and sock aid ordered through Medline.'), ['Medline']);
    assert.deepEqual(orgs('Hij woont in Amsterdam en werkt bij Philips.'), ['Philips']);
    assert.deepEqual(orgs('The Chase branch on Houston Street is closed.'), ['Chase']);
  });

  it('keeps a person whose given name is the firm found before', () => {
    assert.deepEqual(found('The Chase branch on Houston Street is where Chase Meyers fainted.').slice(-1), [
      'PERSON:Chase Meyers',
    ]);
  });

  it('takes the employer before "as a <job>" after "at"', () => {
    assert.deepEqual(orgs('He continues to work part-time at Delta as a ground operations supervisor.'), ['Delta']);
    for (const text of ['She stayed at Mark as a guest.', 'He was at Home as a kid.'])
      assert.deepEqual(orgs(text), [], text);
  });
});
