import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { detectPii } from './pii.js';

const orgs = (text: string) => detectPii(text, ['ORGANIZATION']).map((f) => text.slice(f.start, f.end));
const types = (text: string) => detectPii(text).map((f) => `${f.type}:${text.slice(f.start, f.end)}`);
const has = (text: string, name: string) =>
  assert.ok(orgs(text).includes(name), `${name} in ${orgs(text).join(' | ')}`);
const none = (text: string) => assert.deepEqual(orgs(text), [], text);

// ADR 0088: organizations after a label or a role word, in English and other languages.
describe('ORGANIZATION after a label or a role word', () => {
  it('reads the value of an organization field, also after a sentence, a bracket or two spaces', () => {
    has('Patient enrolled. PHO: ProCare.', 'ProCare');
    has('Plano de saúde: Bradesco Saúde. Empresa: Natura &Co.', 'Natura &Co');
    has('Case manager: Jill Abernathy (TPA: Sedgwick)', 'Sedgwick');
    has('Referred from: Site B Community Health Centre\nHx: HIV', 'Site B Community Health Centre');
    has('Hospital: Cabrini Malvern\nSurgeon: Mr Anthony Fiorelli', 'Cabrini Malvern');
    has('funeral home: Milward Funeral Directors. pls notify family', 'Milward Funeral Directors');
    has('Nơi làm việc: Bệnh viện Bạch Mai', 'Bệnh viện Bạch Mai');
    has('Adresa: Vinohradská 12, Praha 2. Pojišťovna: Zdravotní pojišťovna ministerstva vnitra', 'Zdravotní');
  });

  it('reads the name right after a role word without a colon, and in brackets', () => {
    has('Post-op: discharge tomorrow. Employer Transnet sick note for 2 weeks.', 'Transnet');
    has('MC given for employer Keppel Offshore & Marine.', 'Keppel Offshore & Marine');
    has('Adresa: Kubelíkova 12, 120 00 Praha 2, pojišťovna VZP.', 'VZP');
    has('meine Krankenkasse (TK) möchte einen Nachweis', 'TK');
    has('Return to work plan agreed. EAP referral (ComPsych) offered.', 'ComPsych');
  });

  it('leaves tests, people, headings and descriptions after the same labels', () => {
    none('Lab: CBC, BMP pending. Pharmacy: None. School: Grade 3.');
    none('Hospital: Day 3 post-op, afebrile.');
    none('Plan: Target BP under 130. Carrier Screening negative.');
    assert.deepEqual(orgs('Provider: Esposito, Gianluca'), []);
    assert.deepEqual(orgs('I need a letter for my employer (Target distribution center in Lacey) saying so'), [
      'Target',
    ]);
  });
});

// ADR 0088: public bodies by their acronym, as parties, not as citations or clinical abbreviations.
describe('ORGANIZATION: agencies by their acronym', () => {
  it('takes an agency that acts or is dealt with', () => {
    has('Separately, the FDA announced a recall of heparin.', 'FDA');
    // Other countries' bodies after their languages' prepositions (2026-11-28).
    has('Aufbereitung gemäß der Empfehlung von KRINKO und des Herstellers.', 'KRINKO');
    has('Medicamento autorizado por la AEMPS y financiado.', 'AEMPS');
    has('Approval by the PMDA and MFDS is pending.', 'MFDS');
    has('The action is being taken with the knowledge of the FDA.', 'FDA');
    has('Per the memo from CMS, the new prior-authorization rule applies.', 'CMS');
    has('CMS fined Riverside Regional $1.2 million.', 'CMS');
    has('Connected with HUD caseworker and Salvation Army.', 'HUD');
    has('Artesunate obtained via CDC Drug Service.', 'CDC');
    has('The WHO and UNICEF issued joint guidance.', 'WHO');
    has('Patient is a pilot for Southwest; FAA medical implications discussed.', 'FAA');
    has('She is on the HSE medical card scheme.', 'HSE');
    has('Will consider Humira if she meets NICE criteria at the next review.', 'NICE');
    has('Sgt. Moore was seen at the VA clinic in Dallas.', 'VA');
  });

  it('leaves clinical acronyms, citations and documents', () => {
    none('Neuro: CMS intact distally. VA 6/24 OD. Continue DOT at the clinic.');
    none('Per ACC/AHA recommendations, statin. The WHO analgesic ladder was reviewed. Follow ADA standards.');
    none('DOT required x 6 months; ADA level normal; HSE on MRI.');
    none('Supplement with EPA and DHA daily. Check NIH Stroke Scale.');
    none('His DOT medical card was issued last year.');
    // An acronym that is also a clinical one is not carried to its other mentions.
    assert.deepEqual(orgs('Per the memo from CMS, CMS intact.'), ['CMS']);
  });
});

// ADR 0088: services and schools of ordinary words after a referral or an attendance.
describe('ORGANIZATION after a referral or an attendance', () => {
  it('takes names of two words or more that end in no department word', () => {
    has('Speech delay noted. Referred to Early Steps and audiology.', 'Early Steps');
    has('Safety plan completed. Referred to Safe Steps and crisis accommodation.', 'Safe Steps');
    has('Attends Little Acorns Montessori on Harrison Ave.', 'Little Acorns Montessori');
    has('Referred to Physio Works Ponsonby for ongoing strengthening.', 'Physio Works Ponsonby');
    has('Doula from Black Women Birthing Justice present.', 'Black Women Birthing Justice');
  });

  it('leaves departments, services and people', () => {
    for (const d of ['Physical Therapy', 'Social Work', 'Pain Management', 'Early Intervention', 'Cardiology'])
      none(`Referred to ${d} today.`);
    assert.deepEqual(types('Referred to Mary Jones. Referred to Dr. Smith.'), ['PERSON:Mary Jones', 'PERSON:Smith']);
  });
});

// ADR 0088: heads of other countries, numbered clinics, Kenyan hospitals by level.
describe('ORGANIZATION: heads of other countries', () => {
  it('reads acronym heads, the Hôtel-Dieu, lower-case heads, numbered clinics and hospitals by level', () => {
    has('Armand Larochelle, 88 ans, résidant au CHSLD Saint-Laurent à Montréal.', 'CHSLD Saint-Laurent');
    has('è stata ricoverata presso l’ARNAS Civico; il figlio lavora.', 'ARNAS Civico');
    has('ta grand-mère est transférée à l’Hôtel-Dieu de Lévis. Ton oncle arrive.', 'Hôtel-Dieu de Lévis');
    has('Mon rdv avec Dr Moreau à la clinique du Parc est confirmé ?', 'clinique du Parc');
    has('no me aceptan hasta que firme el doctor de la Clínica 27\nTomás: que oso', 'Clínica 27');
    has('Approved for haemodialysis at Nakuru Level 5 Hospital renal unit.', 'Nakuru Level 5 Hospital');
    has('hi sol, this is leticia from clinica la esperanza. your mom’s mammogram got moved', 'clinica la esperanza');
  });

  // (An Indonesian head before "Dr." names the hospital after its namesake, ADR 0147: phi-probes-0147.test.ts.)
  it('leaves a time after a lower-case head, and a level alone', () => {
    none('sono in ospedale oggi con papà');
    none('Patient Level 5 Hospital');
    none('the hospital Monday was busy');
  });
});

// ADR 0088: lower-case chat messages, and what a firm does as the subject.
describe('ORGANIZATION in chat and as the subject of a firm’s act', () => {
  it('reads lower-case messages that hold a few capitals, and the slots of care and of other languages', () => {
    has(
      'kaz: just left the shop and saw ur dad being loaded into a ambulance victoria van on Smith St!!',
      'ambulance victoria',
    );
    has('hey its nadia, mom’s appt at kaiser got moved to thurs', 'kaiser');
    has('Mere: ya. going to countdown in Ōtara after if u want anything', 'countdown');
    has('ate joy, nasa medical city na si lola, na-confine for pneumonia.', 'medical city');
    has('i cancelled my anytime fitness membership lol', 'anytime fitness');
    has('ok so pharmacy called - eliquis not covered, medica wants PA.', 'medica');
    has('amy: omg cvs charged me $400 for my epipen', 'cvs');
    has('this is darnell from sunrise home care, running 20 min late', 'sunrise home care');
    has('bubs got her 6 wk jabs today at plunket bit grumpy', 'plunket');
  });

  it('leaves shorthand and people in chat', () => {
    none('bp at target today, titrate to target dose, target said fine');
    none('discharged to home care; help from the home care team');
    none('can u call zara later');
  });

  it('takes a known name before a firm’s act, and leaves English words and speech', () => {
    has('Dear Ms. Kaczmarek,\nAetna has reviewed the request from your doctor.', 'Aetna');
    has('Hammersmith presented Q3 results; Moody’s affirmed the A3 rating.', 'Moody’s');
    has('URGENT: Field Safety Notice\nMedtronic has identified a potential issue.', 'Medtronic');
    none('Target approved for BP. Abbott said to ask the clinic.');
  });
});

// ADR 0088: the well-known lists by country, numbers after a name, chains by their town.
describe('ORGANIZATION: known names of the countries in the data', () => {
  it('takes payers, labs, services and employers of many countries', () => {
    has('EBL <20 mL. Specimen to NHLS.', 'NHLS');
    has('IRB approval from WCG IRB is on file.', 'WCG IRB');
    has('Insurer: NHIF. Employer: Safaricom PLC.', 'NHIF');
    has('I live in Cascais and I work for Millennium bcp.', 'Millennium bcp');
    has('19M brought in by ambulance from UCLan halls.', 'UCLan');
    has('Veteran: Lamont Baptiste, 71M, USMC 2062-2066', 'USMC');
    has('at Toronto Western Hospital was 88%; at Sunnybrook 91%.', 'Sunnybrook');
    has('Pharmacy call log: Walgreens #4471 called re: refill.', 'Walgreens');
    has('asking re: transfer back to Sunrise of Belmont; informed case manager', 'Sunrise of Belmont');
    has('Respite referral sent. Molina case manager Ruby Ostrowski notified.', 'Molina');
  });

  it('leaves clinical acronyms and member numbers', () => {
    none('PSA 4.2, DBS lead checked, sats 94% on RA, NS bolus, TAP block, BD dosing, ICS inhaler, CDI negative.');
    none('ECG normal; HUS excluded; MSA suspected; ICA stenosis 50%; psychosis NOS per DSM-5; CP resolved.');
    none('Patient: Yaw Owusu-Ansah, NHIS no. 12345678');
    assert.ok(!types('Transport booking – Acme Logistics Non-Emergency\nPatient: x').includes('CITY:Non-Emergency'));
  });
});

// ADR 0103: payers' labels of more languages, couriers, pharmacies and facilities.
describe('labels of payers, couriers and facilities of more languages (ADR 0103)', () => {
  it('reads the value after the label, an acronym too where a payer stands', () => {
    for (const [t, o] of [
      ['Adresse: Rue 9, 1700 Fribourg\nKrankenversicherer: CSS Versicherung', 'CSS Versicherung'],
      ['TC Kimlik No: 12345678901\nSigorta: SGK\nAile hekimi: Dr. Mustafa Aydın', 'SGK'],
      ['Здравна каса: НЗОК', 'НЗОК'],
      ['Casa de asigurări: CAS Cluj\nMedic de familie: Dr. Sorin Mureșan', 'CAS Cluj'],
      ['Transportadora: Servientrega guía 2093847561', 'Servientrega'],
      ['Courier: GIG Logistics', 'GIG Logistics'],
    ] as const)
      has(t, o);
  });
});
