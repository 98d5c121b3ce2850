import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { isKnownOrg } from './phi-orgs-gazetteer.js';
import { KNOWN_HEALTH_ORGS } from './phi-orgs-known-health.js';
import { KNOWN_WORLD_ORGS } from './phi-orgs-known-world.js';
import { detectPii } from './pii.js';

const orgs = (text: string) => detectPii(text, ['ORGANIZATION']).map((f) => text.slice(f.start, f.end));

// ADR 0055: the health-care and consumer parts of the well-known organizations.
describe('ORGANIZATION by name: payers, care services, health systems, agencies', () => {
  it('takes payers, PBMs and clearing houses without an organization word', () => {
    assert.deepEqual(orgs('Prior authorization was denied by CareSource and the appeal is pending.'), ['CareSource']);
    assert.deepEqual(orgs('She is covered by Superior HealthPlan through her mother.'), ['Superior HealthPlan']);
    assert.deepEqual(orgs('Coverage changed from Amerigroup to Independence Blue Cross in March.'), [
      'Amerigroup',
      'Independence Blue Cross',
    ]);
    assert.deepEqual(orgs('Member of Priority Health since 2019; claims go through Availity.'), [
      'Priority Health',
      'Availity',
    ]);
    assert.deepEqual(orgs('Scripts are filled by Navitus and mailed by PillPack.'), ['Navitus', 'PillPack']);
  });

  it('takes home health, hospice, dialysis, senior living, NEMT and DME firms', () => {
    assert.deepEqual(orgs('Her hospice care is with Compassus and the aide comes from BAYADA twice a week.'), [
      'Compassus',
      'BAYADA',
    ]);
    assert.deepEqual(orgs('Dialysis three times weekly at Fresenius Kidney Care, transport by ModivCare.'), [
      'Fresenius Kidney Care',
      'ModivCare',
    ]);
    assert.deepEqual(orgs('Oxygen concentrator delivered by Lincare; the walker came from Medline.'), [
      'Lincare',
      'Medline',
    ]);
    assert.deepEqual(orgs('He moved into Brookdale Senior Living after discharge; Visiting Angels helps at night.'), [
      'Brookdale Senior Living',
      'Visiting Angels',
    ]);
  });

  it('takes systems by short name, labs, transplant bodies, telehealth, treatment centres and agencies', () => {
    assert.deepEqual(orgs('Transferred to Intermountain for the procedure.'), ['Intermountain']);
    assert.deepEqual(orgs('Her kidney was listed with UNOS last spring and labs went to ARUP.'), ['UNOS', 'ARUP']);
    assert.deepEqual(orgs('Follow-up with Talkspace and BetterHelp was discussed.'), ['Talkspace', 'BetterHelp']);
    assert.deepEqual(orgs('She completed treatment at Hazelden Betty Ford and was referred to NAMI.'), [
      'Hazelden Betty Ford',
      'NAMI',
    ]);
    assert.deepEqual(orgs('The letter from the Centers for Medicare & Medicaid Services was scanned.'), [
      'Centers for Medicare & Medicaid Services',
    ]);
    assert.deepEqual(orgs('Referral to the Substance Abuse and Mental Health Services Administration helpline.'), [
      'Substance Abuse and Mental Health Services Administration',
    ]);
  });

  it('takes insurers, hospitals, pharmacies and charities of other countries', () => {
    assert.deepEqual(orgs('Insurer: PhilHealth. Previous insurer: Discovery Health Medical Scheme.'), [
      'PhilHealth',
      'Discovery Health Medical Scheme',
    ]);
    assert.deepEqual(orgs('Seen at Apollo Hospitals in Chennai and later at Narayana Health.'), [
      'Apollo Hospitals',
      'Narayana Health',
    ]);
    assert.deepEqual(orgs('Prescriptions are filled at Shoppers Drug Mart or Jean Coutu.'), [
      'Shoppers Drug Mart',
      'Jean Coutu',
    ]);
    assert.deepEqual(orgs('Referred by Macmillan Cancer Support and Age UK for help at home.'), [
      'Macmillan Cancer Support',
      'Age UK',
    ]);
    // "~Boots": an ordinary word, taken after a cue only.
    assert.deepEqual(orgs('She picked up the pills at Boots this morning.'), ['Boots']);
  });
});

describe('ORGANIZATION by name: consumer companies', () => {
  it('takes employers and shops of the US and other countries', () => {
    assert.deepEqual(orgs('She was a cashier at Wegmans, then at Hy-Vee, before joining H-E-B.'), [
      'Wegmans',
      'Hy-Vee',
      'H-E-B',
    ]);
    assert.deepEqual(orgs('He works night shifts at Greggs and buys his tablets at Superdrug.'), [
      'Greggs',
      'Superdrug',
    ]);
    assert.deepEqual(orgs('Her son works for Turkcell and banks with Nubank.'), ['Turkcell', 'Nubank']);
    assert.deepEqual(orgs('Their employer, Ingles Markets, offers a health plan through Meritain Health.'), [
      'Ingles Markets',
      'Meritain Health',
    ]);
  });

  it('leaves ordinary words, eponyms, clinical acronyms and programs in clear (hard negatives)', () => {
    for (const text of [
      'Parkinson disease with Lewy bodies; Crohn disease in remission; Hodgkin lymphoma treated in 2010.',
      'Boots and gloves were removed before the exam; Orange juice was given for hypoglycemia.',
      'Staples removed from the scalp wound; Guardian consent obtained for the procedure.',
      'Clicks heard on auscultation of the hip. Countdown to discharge started.',
      'Medicare covers the ambulance; Medicaid application pending.',
      'CMS guidelines, HSE on MRI, HAP treated with cefepime, MTM reviewed by pharmacy.',
      'Chime of the bell at rounds; Sprint intervals are not advised; Checkers played with her grandson.',
      'Atria enlarged on echo; Joint effusion noted; Access site clean.',
      'Her mother Vitas and her brother Eni visited; Dacia brought her lunch.',
      'Patient lives in Orange with his wife and drove from Coles this morning.',
      'Started Eliquis 5 mg and Ozempic 0.5 mg weekly; symptoms resolved.',
      'Home Health consulted. Hospice Care discussed. Senior Living options reviewed.',
      'Mrs. Meijer reports chest pain; Dr. Greggs saw her yesterday.',
      'The Allegro tempo of the music calmed her; Interim history unremarkable.',
    ])
      assert.deepEqual(orgs(text), [], text);
  });

  it('holds no bare clinical acronym and no name twice', () => {
    const names = `${KNOWN_HEALTH_ORGS};${KNOWN_WORLD_ORGS}`
      .split(';')
      .map((n) => n.trim().replace(/^~/, ''))
      .filter((n) => n !== '');
    for (const a of [
      'CMS',
      'WHO',
      'EMA',
      'HUD',
      'ACS',
      'APS',
      'ARC',
      'CHS',
      'UHS',
      'BMC',
      'MSK',
      'VNA',
      'PT',
      'OT',
      'AA',
    ])
      assert.ok(!names.includes(a) && !isKnownOrg(a), a);
    for (const a of ['NA', 'HSE', 'MTM', 'HAP', 'CDC', 'FDA', 'NIH', 'MVP', 'RBC', 'FNB', 'LIC', 'AOK'])
      assert.ok(!isKnownOrg(a), a);
    const keys = names.map((n) => n.toLowerCase());
    assert.equal(new Set(keys).size, keys.length);
  });
});

// ADR 0070: a known name before its desk, and the pharmacy chain whose name is a clinical acronym.
describe('ORGANIZATION by name: desks and the CVS pharmacy', () => {
  it('takes a known name before a desk word, at the head of a line too', () => {
    assert.deepEqual(orgs('TO: Humana Clinical Intake  FROM: the clinic'), ['Humana']);
    assert.deepEqual(orgs('INSURANCE APPEAL\nAetna Appeals Unit\nPO Box 14463'), ['Aetna']);
  });

  it('takes CVS where a pharmacy slot or a store place says so, and leaves the clinical acronym', () => {
    assert.deepEqual(orgs('Can I get my prescriptions transferred to the CVS in Bettendorf?'), ['CVS']);
    assert.deepEqual(orgs('Pharmacy: CVS, 1020 Main Street'), ['CVS']);
    assert.deepEqual(orgs('Filled at CVS #4471 yesterday.'), ['CVS']);
    for (const t of ['CVS: RRR, no murmurs.', 'Karyotype from CVS at 11 weeks was normal.', 'ROS: CVS negative.'])
      assert.deepEqual(orgs(t), [], t);
  });
});

// ADR 0075: the messages of a chat thread written in lower case are read as a lower-case text is.
describe('ORGANIZATION by name in lower-case messages', () => {
  it('takes a known name in a lower-case message after its speaker, and cvs in a lower-case pharmacy slot', () => {
    assert.deepEqual(orgs('amy: omg my copay went up\nben: use goodrx, way cheaper'), ['goodrx']);
    assert.deepEqual(orgs('can u resend to cvs instead thx'), ['cvs']);
  });

  it('leaves the clinical acronym and lines written with capitals to the other rules', () => {
    assert.deepEqual(orgs('ROS: cvs negative, resp clear.\nPlan: Continue.'), []);
    assert.deepEqual(orgs('Dre: Cardiovascular exam normal, cvs fine'), []);
  });
});
