import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { work } from './phi-tokens.js';
import { detectPii } from './pii.js';

const orgs = (text: string) => detectPii(text, ['ORGANIZATION']).map((f) => text.slice(f.start, f.end));
const all = (text: string) => detectPii(text).map((f) => `${f.type}:${text.slice(f.start, f.end)}`);

// ADR 0063: practices, public bodies, shops and foreign heads of hand-written clinical and social text.
describe('ORGANIZATION by service, civic, association and shop words', () => {
  it('takes a practice after a town or a foreign word, or in a slot after two words', () => {
    assert.deepEqual(orgs('Follows with Mapleton Family Medicine yearly.'), ['Mapleton Family Medicine']);
    assert.deepEqual(orgs('Fax To: Kessler Valley Neurology, attn intake'), ['Kessler Valley Neurology']);
    assert.deepEqual(orgs('He was referred to Blue Heron Endodontics.'), ['Blue Heron Endodontics']);
    assert.deepEqual(orgs('Loaner tray from Keystone Orthopedic Supply arrived.'), ['Keystone Orthopedic Supply']);
    assert.deepEqual(orgs('IME by Dr. Lowe of Northern Independent Medical Evaluators.'), [
      'Northern Independent Medical Evaluators',
    ]);
    assert.deepEqual(orgs('Referring clinic: Thyroid Associates of Tulsa.'), ['Thyroid Associates of Tulsa']);
    assert.deepEqual(orgs('Flown to Albany Med overnight.'), ['Albany Med']);
    assert.deepEqual(orgs('DENTAL CHART\nLakeside Pediatric Dentistry · 410 Elm Street, Dover'), [
      'Lakeside Pediatric Dentistry',
    ]);
  });

  it('takes public bodies after their place, bodies of members, shops, churches and schools', () => {
    assert.deepEqual(orgs('Per Sgt. Ruiz of the Tucson Police Department, he was found.'), [
      'Tucson Police Department',
    ]);
    assert.deepEqual(orgs('Referred by the Summit County Common Pleas Court docket.'), [
      'Summit County Common Pleas Court',
    ]);
    assert.deepEqual(orgs('Key held by Leeds City Council adult services.'), ['Leeds City Council']);
    assert.deepEqual(orgs('Sample sent to the Oregon Bureau of Laboratories.'), ['Oregon Bureau of Laboratories']);
    assert.deepEqual(orgs('A caseworker from Children’s Home Society visits.'), ['Children’s Home Society']);
    assert.deepEqual(orgs('Doula from Mothers Circle Collective present.'), ['Mothers Circle Collective']);
    assert.deepEqual(orgs('Works nights at Rosie’s Diner and boards the dog at Happy Tails Inn.'), [
      'Rosie’s Diner',
      'Happy Tails Inn',
    ]);
    assert.deepEqual(orgs('He is a deacon at Grace Methodist and coaches at Fresno High.'), [
      'Grace Methodist',
      'Fresno High',
    ]);
    assert.deepEqual(orgs('Her son attends Fresno State now.'), ['Fresno State']);
  });

  it('takes foreign heads after "Hospital", after an elided article and in compounds', () => {
    assert.deepEqual(orgs('Work: Hospital Auxilio Mutuo.'), ['Hospital Auxilio Mutuo']);
    assert.deepEqual(orgs('Acompanhada no Hospital Sírio-Libanês; plano Bradesco Saúde.'), [
      'Hospital Sírio-Libanês',
      'Bradesco Saúde',
    ]);
    assert.deepEqual(orgs('suivi aux Hospices Civils de Lyon; Dr Roux, Clinique du Parc.'), [
      'Hospices Civils de Lyon',
      'Clinique du Parc',
    ]);
    assert.deepEqual(orgs("seguita presso l'Ospedale Cardarelli da anni."), ['Ospedale Cardarelli']);
    assert.deepEqual(orgs('Universitätsklinikum Heidelberg\nKontakt: Apotheke am Rathaus'), [
      'Universitätsklinikum Heidelberg',
      'Apotheke am Rathaus',
    ]);
  });

  it("takes a saint's possessive and a camel-case brand in a vendor slot", () => {
    assert.deepEqual(orgs("Transferred from St. Luke's Magic Valley to us."), ["St. Luke's Magic Valley"]);
    assert.deepEqual(orgs("She was admitted to St. Mary's on Monday."), ["St. Mary's"]);
    assert.deepEqual(orgs('We were billed for 40 units from MedSupplyCo today.'), ['MedSupplyCo']);
    assert.deepEqual(orgs('Interpreter from LanguageLine; referred to BluePearl.'), ['LanguageLine', 'BluePearl']);
  });

  it('types a phrase an organization when a person rule reads the same words', () => {
    assert.deepEqual(all('Key held by Leeds City Council.'), ['ORGANIZATION:Leeds City Council']);
    // A person read across the end of the name keeps what follows it.
    assert.deepEqual(all('In tears, Bristol County Superior Court Judge Susan Garsh warned the jury.'), [
      'ORGANIZATION:Bristol County Superior Court',
      'PERSON:Judge Susan Garsh',
    ]);
  });
});

describe('ORGANIZATION rules of ADR 0063 leave clinical language alone (hard negatives)', () => {
  it('keeps departments, specialties, services and plans', () => {
    for (const text of [
      'Referred to Physical Therapy and Nuclear Medicine for further workup.',
      'Consult Neurology. Follow up with Family Medicine in two weeks.',
      'Seen by Pediatric Neurology and Interventional Radiology today.',
      'She was referred to Smoking Cessation Counseling and Genetic Counseling.',
      'Plan: Weight Loss Counseling, Diabetes Education, Nutrition Therapy.',
      'The Emergency Department and the Police Department were notified. The Fire Department responded.',
      'Heart Failure Clinic; Anticoagulation Clinic; Wound Care Center.',
      'At Assisted Living Facility since March; Durable Medical Equipment ordered.',
      'The Supreme Court ruled; the Court of Appeals agreed; Drug Court graduate.',
      'Medical Board review; Ethics Board consulted. School District policy requires a note.',
      'Emergency Medicine, Internal Medicine, Sports Medicine and Hospital Medicine rotated.',
      'Hospital Acquired Pneumonia; Hospital Course: uneventful. Hospital Day 3. Clinic Notes reviewed.',
      'Pain Med refill; Home Med list reviewed; Med Rec done.',
      'Follow up with Ortho Spine Surgery; referred to Peds Cardiology and Neuro Oncology.',
      'Discussed with Heme Onc and Renal Transplant Surgery; referred to Pelvic Floor Physical Therapy.',
      'Plan:\nWeight Loss Counseling - 12 visits\nSmoking Cessation Counseling\n2 Sessions',
    ])
      assert.deepEqual(orgs(text), [], text);
  });

  it('keeps eponyms, drugs, scores, religions, lab flags and places', () => {
    for (const text of [
      "Took St. John's wort for depression; St. Patrick's Day party.",
      "St. Vitus' dance and St. Anthony's fire are historical terms.",
      'Switched from NovoLog to HumaLog; changed to ProAir inhaler; 2 puffs of ProAir.',
      'Mr. McDonald and Dr. MacArthur were present; DeShawn attended.',
      'Religion: Baptist. She is Southern Baptist and attends church weekly.',
      'Potassium High, Glucose High; Troponin High on repeat.',
      'He moved to Washington State last year. The Fulton County District Attorney filed charges.',
      'Apgar scores 8 and 9. Glasgow Coma Scale 15. Wells Score low.',
      'Ate at a diner and stayed at an inn; Grill Cheese for lunch.',
      'Admitted to the Skilled Nursing facility; lives in a Memory Care facility.',
    ])
      assert.deepEqual(orgs(text), [], text);
    assert.deepEqual(all("Moved to St. John's, Newfoundland last year."), ["CITY:St. John's"]);
  });
});

describe('ADR 0063 rules stay linear', () => {
  it('takes steps in proportion to the input on repeated cues', () => {
    const steps = (text: string) => {
      work.steps = 0;
      detectPii(text);
      return work.steps;
    };
    for (const unit of [
      "St. Mary's ",
      'from MedSupplyCo ',
      "l'Ospedale ",
      "l'Ospedale Cardarelli, ",
      'Hospital Auxilio ',
      'to Green Mountain Endodontics ',
      'Tucson Police Department ',
      'Home Society ',
    ]) {
      const small = steps(unit.repeat(Math.ceil(4000 / unit.length)));
      const large = steps(unit.repeat(Math.ceil(32000 / unit.length)));
      assert.ok(large < small * 12, `${JSON.stringify(unit)}: ${small} → ${large} steps`);
    }
  });
});
