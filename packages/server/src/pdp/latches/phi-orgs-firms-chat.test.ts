import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { work } from './phi-tokens.js';
import { detectPii } from './pii.js';

const orgs = (text: string) => detectPii(text, ['ORGANIZATION']).map((f) => text.slice(f.start, f.end));
const people = (text: string) => detectPii(text, ['PERSON']).map((f) => text.slice(f.start, f.end));

// ADR 0082: firms named by a list of surnames, by a label before, a firm's word or a firm's verb after.
describe('firms named by three surnames', () => {
  it("takes them after an organization's field label", () => {
    assert.deepEqual(orgs('Name: Rohan Mehta\nCompany: Kestrel, Pike and Mehta\nAddress: 14 Camac Street'), [
      'Kestrel, Pike and Mehta',
    ]);
    assert.deepEqual(orgs('Employer: Hargreaves, Pollard and Finch | Postcode: M2 4WU'), [
      'Hargreaves, Pollard and Finch',
    ]);
    assert.deepEqual(orgs('Prepared for: Carter, Bell and Osei\nPlaintiff: Ms Ann Roe'), ['Carter, Bell and Osei']);
  });

  it("takes a firm's word after them into the name", () => {
    assert.deepEqual(orgs('Mbeki, Dlamini and Naidoo Attorneys represents Sipho Ndlovu of Durban.'), [
      'Mbeki, Dlamini and Naidoo Attorneys',
    ]);
    assert.deepEqual(orgs('Counsel: Fraser, Lim and Osei LLP'), ['Fraser, Lim and Osei LLP']);
    assert.deepEqual(orgs("Prepared for: Holmes O'Malley Sexton Solicitors, Limerick"), [
      "Holmes O'Malley Sexton Solicitors",
    ]);
  });

  it("takes them before a firm's verb or a verb in the singular", () => {
    assert.deepEqual(orgs('Kellerman, Voss and Obi reported revenue of $42m.'), ['Kellerman, Voss and Obi']);
    assert.deepEqual(orgs('Hart, Ochoa and Lin filed for bankruptcy in 2020.'), ['Hart, Ochoa and Lin']);
    assert.deepEqual(orgs('Lopez, Santos and Coleman is a design agency based in Espoo.'), [
      'Lopez, Santos and Coleman',
    ]);
    assert.deepEqual(orgs('Please send the invoice to Hart, Ochoa and Lin, 500 Congress Ave, Suite 1800.'), [
      'Hart, Ochoa and Lin',
    ]);
  });

  it('leaves lists of people, a patient written last name first, and plural verbs', () => {
    for (const t of [
      'Drs Smith, Jones and Patel reviewed the films.',
      'present: Ana, Bo and Cy',
      'Smith, Jones and Brown were present at the meeting.',
      'Smith, Jones and Brown (2019) reported that pain improved.',
      'Smith, Jones and Brown reported no adverse events.',
      'Smith, Jones and Brown raised concerns about it.',
      'Smith, Jones and Brown were sued by the estate.',
      'Smith, Jones and Brown is the order of the authors.',
      'Yesterday, Smith and Jones reported revenue growth.',
      'Patient: Kestrel, Pike',
      'Patient: Kestrel, Pike and Mehta',
      'She works with Adams, Baker and Clark Lewis on the ward.',
    ])
      assert.deepEqual(orgs(t), [], t);
    assert.deepEqual(people('Drs Smith, Jones and Patel reviewed the films.'), ['Smith, Jones', 'Patel']);
  });

  it('leaves a list of companies before a legal form, and a town before a family firm', () => {
    assert.deepEqual(orgs('Makers in town: Ranku, Biovia and Miller Ltd.'), ['Ranku', 'Biovia and Miller Ltd']);
    assert.deepEqual(orgs('Celebrating its 10th year in Elijahfort, Auer and Sons is a charity.'), ['Auer and Sons']);
  });
});

// ADR 0082: organizations in lower-case chat and SMS.
describe('organizations in lower-case chat', () => {
  it("takes a saint's hospital, church or school", () => {
    assert.deepEqual(orgs("can you ask st anne's church if someone can bring food? love nana"), ["st anne's church"]);
    assert.deepEqual(orgs('uncle dave is driving her to saint lukes in kansas city'), ['saint lukes']);
    assert.deepEqual(orgs("kaz: i think st v's?? call ur mum"), ["st v's"]);
    assert.deepEqual(orgs('mom got discharged from st joes finally'), ['st joes']);
  });

  it('takes a school, a hospital or a practice named before its place word', () => {
    assert.deepEqual(orgs('can u grab jayden from roosevelt high at 3?'), ['roosevelt high']);
    assert.deepEqual(
      orgs('Kev 10:42: bro i got bit by a dog outside greggs\nKev 10:42: going to queens medical centre a&e'),
      ['greggs', 'queens medical centre'],
    );
    assert.deepEqual(orgs('mom fell again last nite, shes at parkview er now'), ['parkview']);
    assert.deepEqual(orgs('the anesthesia bill from normal anesthesia partners is wrong'), [
      'normal anesthesia partners',
    ]);
  });

  it('takes well-known chains where the words around them say so', () => {
    assert.deepEqual(orgs("pri: cant, got a shift at trader joe's then therapy"), ["trader joe's"]);
    assert.deepEqual(orgs('big tony fell off the ladder at the lowes job in decatur'), ['lowes']);
    assert.deepEqual(orgs('tom: ya at boots in headingley, gp surgery had no slots'), ['boots']);
    assert.deepEqual(orgs('me: also got new job at countdown yay'), ['countdown']);
    assert.deepEqual(orgs('cm note: spoke w/ april @ humana re snf auth, ref #H2231-09'), ['humana']);
    assert.deepEqual(orgs("i'm at work at home depot until 6"), ['home depot']);
  });

  it('keeps known names whole before their organization words', () => {
    assert.deepEqual(orgs('She was admitted to Kaiser Permanente Medical Center yesterday.'), [
      'Kaiser Permanente Medical Center',
    ]);
    assert.deepEqual(orgs("She was admitted to Brigham and Women's Hospital."), ["Brigham and Women's Hospital"]);
  });

  it('leaves places of everyday life, towns, streets and clinical shorthand', () => {
    for (const t of [
      'call me at home, at work or at school',
      'he dropped out from high school and now at community college',
      'she works at jaydens school, at my kids school today',
      'at the catholic church on sunday, then at med school',
      'st louis is hot this time of year, moving to st paul next month',
      'the st elevation in v2-v4 resolved, st depression noted, st t wave changes',
      'hr in 120s st with pvcs',
      'she lives on st marys rd',
      "took st john's wort and fish oil, happy st patrick's day",
      'bp at target, ldl at goal, titrate to target dose',
      'bp at target in clinic today',
      'sent to peds er for eval, back in the ed',
      'stayed at home instead of going out',
      'from here in boston',
    ])
      assert.deepEqual(orgs(t), [], t);
  });

  it('stays linear on long chat threads', () => {
    const unit = "kev: at st joes er now, then at roosevelt high and a shift at trader joe's\n";
    const cost = (n: number) => {
      const before = work.steps;
      detectPii(unit.repeat(n));
      return work.steps - before;
    };
    const small = cost(20);
    assert.ok(cost(80) < small * 4 * 1.5, 'work grows linearly');
  });
});
