import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { detectPii } from './pii.js';

const found = (text: string, types?: readonly string[]) =>
  detectPii(text, types).map((f) => `${f.type}:${text.slice(f.start, f.end)}`);
const of = (text: string, type: string) => found(text, [type]);
const names = (text: string) => found(text, ['PERSON', 'CITY', 'ORGANIZATION']);

// ADR 0062: towns made certain by a code, a postal code or an organization next to them.
describe('towns before a state or province code', () => {
  it('reads the codes of Canada, Australia, Brazil and US newspaper style', () => {
    assert.deepEqual(of('Dr. Geneviève Tremblay, family physician, Gatineau QC', 'CITY'), ['CITY:Gatineau']);
    assert.deepEqual(of('Dr. Amrit Dhaliwal, Fraser Health, Surrey BC', 'CITY'), ['CITY:Surrey']);
    assert.deepEqual(of('Level 2, 500 Oxford St, Bondi Junction NSW 2022, fax', 'CITY'), ['CITY:Bondi Junction']);
    assert.deepEqual(of('Rua Augusta, 1508, São Paulo - SP, CEP 01304-001.', 'CITY'), ['CITY:São Paulo']);
    assert.deepEqual(of('Box 19, Prairie du Chien, Wis. 53821.', 'CITY'), ['CITY:Prairie du Chien']);
    assert.deepEqual(of('Alternate: N4125 County Road M, Iron Mountain, MI.', 'CITY'), ['CITY:Iron Mountain']);
    assert.deepEqual(names('app. 6, Montréal (Québec) H2K 1E5.'), ['CITY:Montréal']);
    assert.deepEqual(of('Mr. Kenji Watanabe, 〒530-0001 Osaka, Kita-ku', 'CITY'), ['CITY:Osaka', 'CITY:Kita-ku']);
  });

  it('leaves clinicians, clinical abbreviations and titles alone', () => {
    assert.deepEqual(names('Reviewed by Tanaka, Olga, MD today.'), ['PERSON:Tanaka, Olga']);
    assert.deepEqual(of('CTA chest: saddle PE. Abdomen NT, ND. Lactated NS given.', 'CITY'), []);
    assert.deepEqual(of('Saddle PE 2022 resolved. Reading ON 2023 was normal.', 'CITY'), []);
    assert.deepEqual(names('moved from Halifax NS B3H 1V7.'), ['CITY:Halifax']);
    assert.deepEqual(names('Seen by Dr. Paris, TX license on file.'), ['PERSON:Paris']);
    assert.deepEqual(of('Dr. Florence Ng, Cardiology, PA', 'PERSON'), ['PERSON:Florence Ng']);
    assert.deepEqual(of('Mrs. Lincoln, NE of the ward, asked for water.', 'PERSON'), ['PERSON:Lincoln']);
  });
});

describe('towns named by an organization before them', () => {
  it('takes a town after an organization and a preposition, a site noun or the end of the clause', () => {
    assert.deepEqual(of('He is employed by Sasol at Secunda and covered by a scheme.', 'CITY'), ['CITY:Secunda']);
    assert.deepEqual(of('Er arbeitet bei BASF in Ludwigshafen und ist versichert.', 'CITY'), ['CITY:Ludwigshafen']);
    assert.deepEqual(of('Il travaille chez Michelin à Clermont-Ferrand en semaine.', 'CITY'), [
      'CITY:Clermont-Ferrand',
    ]);
    assert.deepEqual(of('Employee of Tyson Foods, Noel plant, seen for wrist pain.', 'CITY'), ['CITY:Noel']);
    assert.deepEqual(of('He may return to Amazon’s Joliet fulfillment center on Monday.', 'CITY'), ['CITY:Joliet']);
    assert.deepEqual(of('Subject referred from Kaiser Permanente Fontana; consent witnessed.', 'CITY'), [
      'CITY:Fontana',
    ]);
  });

  // ADR 0068: a line break ends the town ("Springfield\nNext" is no two-word name); a town may have three words.
  it('takes a town that ends a line after an organization, and a town of three words', () => {
    assert.deepEqual(names('REFERRING FACILITY: Mercy Medical Center, Springfield\nREHAB: PT/OT'), [
      'ORGANIZATION:Mercy Medical Center',
      'CITY:Springfield',
    ]);
    assert.deepEqual(names('Transferred to Mercy Hospital, Salt Lake City'), [
      'ORGANIZATION:Mercy Hospital',
      'CITY:Salt Lake City',
    ]);
  });

  it('takes a large city read as a person where an address ends after a comma', () => {
    assert.deepEqual(found('Tamati Ngata, 9 Kowhai Street, Glenfield, Auckland 0629', ['PERSON', 'CITY', 'ZIP']), [
      'PERSON:Tamati Ngata',
      'CITY:Glenfield',
      'CITY:Auckland',
      'ZIP:0629',
    ]);
    assert.deepEqual(of('Moved to Auckland 2019 after the quake.', 'ZIP'), []);
    // The ward between the street and the town is a town's part too (ADR 0073).
    assert.deepEqual(of('Nguyễn Thị Lan, 27 Lý Thường Kiệt, Hoàn Kiếm, Hà Nội.', 'CITY'), [
      'CITY:Hoàn Kiếm',
      'CITY:Hà Nội',
    ]);
    assert.deepEqual(
      of('Sato Haruki, 2-21-1 Shibuya, Shibuya-ku, Tokyo 150-0002', 'CITY').includes('CITY:Tokyo'),
      false,
    );
    assert.deepEqual(of('Seen by Dr. Paris, TX', 'CITY'), []);
  });

  it('leaves people, months, departments and drugs after an organization alone', () => {
    assert.deepEqual(of('She works at Kaiser Permanente with Jordan Lee since May.', 'CITY'), []);
    assert.deepEqual(of('Seen at Mayo Clinic in March for Cardiology follow-up.', 'CITY'), []);
    assert.deepEqual(of('Pfizer in Oncology trials; Kaiser at Christmas was busy.', 'CITY'), []);
    assert.deepEqual(of('Mercy Hospital, Tyler Smith, RN, called back.', 'CITY'), []);
    assert.deepEqual(of('Son Tyler said Kevin’s Lincoln was towed.', 'CITY'), []);
    assert.deepEqual(of('Amgen’s Enbrel plant; Novartis, Entresto facility.', 'CITY'), []);
    assert.deepEqual(of('Nera Economic Consulting, Blackrock and Greatschools.', 'CITY'), []);
    assert.deepEqual(of('He was seen at Kaiser in Oncology and at Stanford in Radiology.', 'CITY'), []);
    assert.deepEqual(of('Invoices from Acme Inc in Acme Inc format.', 'CITY'), []);
  });
});

describe('towns after in, from and travel words', () => {
  it('takes listed towns of ordinary words and lower-case chat', () => {
    assert.deepEqual(of('Patient will recover at his son’s house in Cedar Rapids.', 'CITY'), ['CITY:Cedar Rapids']);
    assert.deepEqual(of('Also followed at the VA in West Haven.', 'CITY'), ['CITY:West Haven']);
    assert.deepEqual(of('husband went home to fall river around 5', 'CITY'), ['CITY:fall river']);
    assert.deepEqual(of('family still driving from moline. no belongings', 'CITY'), ['CITY:moline']);
    assert.deepEqual(of('the walgreens in el dorado. hes staying there', 'CITY'), ['CITY:el dorado']);
    assert.deepEqual(of('drove in from new york; flew back to grand rapids', 'CITY'), [
      'CITY:new york',
      'CITY:grand rapids',
    ]);
  });

  it('leaves ordinary phrases, people visited and services alone', () => {
    assert.deepEqual(of('She went home to rest. We went back to bed early.', 'CITY'), []);
    assert.deepEqual(of('went to kevin for help', 'CITY'), []);
    assert.deepEqual(of('Admitted in Critical Care, then in Long Term Care.', 'CITY'), []);
    assert.deepEqual(of('Improvement in Range of Motion; seen in Grand Rounds and Tumor Board.', 'CITY'), []);
    assert.deepEqual(of('started in new onset afib; in new patients we check', 'CITY'), []);
    assert.deepEqual(of('Dr. Florence Ng will call from Boston; son Tyler and Mrs. Lincoln agreed.', 'PERSON'), [
      'PERSON:Florence Ng',
      'PERSON:Tyler',
      'PERSON:Lincoln',
    ]);
  });
});
