import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { ORG_TAILS } from './phi-lexicon.js';
import { ORG_LEGAL, ORG_STRONG } from './phi-org-words.js';
import { work } from './phi-tokens.js';
import { detectPii } from './pii.js';

const orgs = (text: string) => detectPii(text, ['ORGANIZATION']).map((f) => text.slice(f.start, f.end));
const all = (text: string) => detectPii(text).map((f) => `${f.type}:${text.slice(f.start, f.end)}`);

// ADR 0052: organizations by legal form, business word and head, by commerce cues, and by links in the text.
describe('ORGANIZATION by its words', () => {
  it('takes a legal form after any capitalized word, a business word after a name', () => {
    assert.deepEqual(orgs('Hill Inc. is based in Ohio.'), ['Hill Inc']);
    assert.deepEqual(orgs('Shares of 3 Round Stones Inc rose.'), ['Round Stones Inc']);
    assert.deepEqual(orgs('Invoice from Fjordline AS arrived.'), ['Fjordline AS']);
    assert.deepEqual(orgs('Samples went to Quest Diagnostics today.'), ['Quest Diagnostics']);
    assert.deepEqual(orgs('She now drives for Pinemoor Logistics.'), ['Pinemoor Logistics']);
    assert.deepEqual(orgs('Hospice care through Harbor Light Hospice was arranged.'), ['Harbor Light Hospice']);
    assert.deepEqual(orgs('He teaches at Nordlys Skoler in the north.'), ['Nordlys Skoler']);
  });

  // ADR 0068: a facility's name word before Center, Care, Counseling, Manor, Mission, Practice.
  it('takes a facility named by an English word of landscape or hope, not a department', () => {
    assert.deepEqual(orgs('Previously enrolled at Pathways Recovery Center in 2023.'), ['Pathways Recovery Center']);
    assert.deepEqual(orgs('Referring provider: Nicole Abernathy, PA-C, Summit Primary Care'), ['Summit Primary Care']);
    assert.deepEqual(orgs('Approved 12 sessions at Oasis Counseling.'), ['Oasis Counseling']);
    assert.deepEqual(orgs('Harmony Home Health reports pt not eating.'), ['Harmony Home Health']);
    assert.deepEqual(orgs('Staying at Serenity Shelter tonight; seen at Mission Hospital.'), [
      'Serenity Shelter',
      'Mission Hospital',
    ]);
    assert.deepEqual(orgs('A resident of Sacred Heart Manor since May.'), ['Sacred Heart Manor']);
    assert.deepEqual(orgs('Body released to Vander Ploeg Funeral Home, Holland, MI.'), ['Vander Ploeg Funeral Home']);
    // "Service" is no tail: "The Legacy Service will be retired", "The API Gateway Service failed".
    assert.deepEqual(orgs('The Legacy Service will be retired. The API Gateway Service failed.'), []);
    assert.deepEqual(orgs('Their Lake Home. Home Sweet Home. See the Patient Care.'), []);
    assert.deepEqual(orgs('INTAKE - Safe Harbor Women’s Shelter'), ['Safe Harbor Women’s Shelter']);
    assert.deepEqual(orgs('Follow up in Primary Care. Urgent Care visit yesterday. Home Care arranged.'), []);
    assert.deepEqual(orgs('Discharged to Nursing Home. Customer Service called. Dad Home Visit set.'), []);
    assert.deepEqual(orgs('Referred to the Cancer Treatment Center and to Family Practice.'), []);
    assert.deepEqual(orgs('Summit Counseling? No: she declined counseling.'), []);
  });

  it('takes a foreign or English head followed by its name', () => {
    assert.deepEqual(orgs('She trained at Universidad de Antioquia.'), ['Universidad de Antioquia']);
    assert.deepEqual(orgs('Referred to Klinikum Rechts der Isar for surgery.'), ['Klinikum Rechts der Isar']);
    assert.deepEqual(orgs('Her son attends Lycée Saint-Exupéry now.'), ['Lycée Saint-Exupéry']);
    assert.deepEqual(orgs('Records from the Bank of Nova Scotia arrived.'), ['Bank of Nova Scotia']);
    assert.deepEqual(orgs('Rev. Amos Kettering from Church of the Messiah visits.'), ['Church of the Messiah']);
    assert.deepEqual(orgs('Went to church on Sunday; the Temple stairs were icy.'), []);
  });

  it('keeps every business word an organization word, so no person takes it', () => {
    for (const w of [...ORG_STRONG, ...ORG_LEGAL]) assert.ok(ORG_TAILS.has(w), w);
  });

  it('leaves departments, services, orders and programmes alone (hard negatives)', () => {
    for (const text of [
      'Seen in Internal Medicine Clinic and the Cardiology Clinic.',
      'Patient arrived at the Emergency Department on Tuesday.',
      'Family Medicine Center; Wound Care Center; Regional Medical Center; Emergency Medical Services.',
      'Consult Orthopedics. Repeat Labs in the morning.',
      'Call Center staff notified. Social Services consulted. Hospital Course: stable.',
      'Medicare covers the ambulance; Medicaid application pending.',
      'Parkinson disease, Hodgkin lymphoma and Crohn disease were reviewed.',
      'Saturating 95% on Room Air. Started Eliquis 5 mg.',
      "I DON'T KNOW WHAT TO PRESS NEXT",
      'Monday: Crohn flare. Tuesday: Epstein-Barr serology negative.',
      'The Chief Medical Officer approved the protocol.',
      // ADR 0063: specialty, civic and denomination words after English words stay departments and services.
      'Seen by Pediatric Neurology; referred to Genetic Counseling and Nuclear Medicine.',
      'The Police Department and Family Court were notified. Religion: Southern Baptist.',
      "St. John's wort daily. Potassium High. Hospital Day 3.",
    ])
      assert.deepEqual(orgs(text), [], text);
  });

  it('ends the name at its possessive and at a legal form that ends a sentence', () => {
    assert.deepEqual(orgs("According to Mossgiel Insurance's claims desk, it is covered."), ['Mossgiel Insurance']);
    assert.deepEqual(orgs('Employer: Greyfield Construction Ltd. Works night shifts.'), [
      'Greyfield Construction Ltd.',
    ]);
  });

  it('finds hospitals heading a note', () => {
    assert.deepEqual(orgs('DISCHARGE SUMMARY\nMercy Regional Medical Center\nAdmission date: 3/4'), [
      'Mercy Regional Medical Center',
    ]);
  });
});

describe('ORGANIZATION from commerce cues', () => {
  it('takes the organization after jobs, tenures, labels and appositives', () => {
    assert.deepEqual(orgs('I am a product manager at Tidewell and love it.'), ['Tidewell']);
    assert.deepEqual(orgs('Her husband is a pilot for Skyward Air.'), ['Skyward Air']);
    assert.deepEqual(orgs('Occupational history: 22 years at Dunmore Quarries.'), ['Dunmore Quarries']);
    assert.deepEqual(orgs('He was laid off by Carrow Textiles in January.'), ['Carrow Textiles']);
    assert.deepEqual(orgs('Insurance: Aetna. Member ID on file.'), ['Aetna']);
    assert.deepEqual(orgs('Employer: Harrowgate Freight. Occupation: forklift operator.'), ['Harrowgate Freight']);
    assert.deepEqual(orgs('Her former employer, Wexley & Brandt, offered COBRA.'), ['Wexley & Brandt']);
    assert.deepEqual(orgs('I work for Chemical Abstracts Service'), ['Chemical Abstracts Service']);
  });

  it('takes the organization before tickers, teams, reps and "is a … company"', () => {
    assert.deepEqual(orgs('Vantor Systems (NASDAQ: VNTR) reported a rise.'), ['Vantor Systems']);
    assert.deepEqual(orgs('Samples from the Pfeiffer-Lund rep arrived.'), ['Pfeiffer-Lund']);
    assert.deepEqual(orgs("Lumenfold's CTO asked for evidence."), ['Lumenfold']);
    assert.deepEqual(orgs('Wolfram Research is an American multinational company'), ['Wolfram Research']);
    assert.deepEqual(orgs('The address of Persint is 6750 Koskikatu 25'), ['Persint']);
    assert.deepEqual(orgs("We'll meet Monday at Corelogic, 0896 69 Farnell Street, Loombah"), ['Corelogic']);
  });

  it('does not take Medicare, departments or generic teams (hard negatives)', () => {
    for (const text of [
      'Insurance: Medicare. Secondary: Medicaid.',
      'She works at the Emergency Department on nights.',
      'The Cardiology team will follow.',
      'He works for Social Services.',
      'Employer: none. Occupation: retired.',
    ])
      assert.deepEqual(orgs(text), [], text);
  });
});

describe('ORGANIZATION from links in the text', () => {
  it('takes a name that an e-mail or web address spells', () => {
    assert.deepEqual(orgs('Write to help@plumtrail.io. The Plumtrail desk answers.'), ['Plumtrail']);
    assert.deepEqual(orgs('See www.brackenridgebio.co.uk; Brackenridge Bio will sign.'), ['Brackenridge Bio']);
    // Mail hosts say nothing of an organization.
    assert.deepEqual(orgs('Write to ana@gmail.com. Gmail is down.'), []);
  });

  it('takes the other members of a list and the other mentions of a name', () => {
    assert.deepEqual(orgs('Suppliers: Acme Corp, Zentrix and Civic Insight.'), [
      'Acme Corp',
      'Zentrix',
      'Civic Insight',
    ]);
    assert.deepEqual(orgs('Samples went to Quest Diagnostics. Quest Diagnostics will resend.'), [
      'Quest Diagnostics',
      'Quest Diagnostics',
    ]);
  });

  it('reads firms of surnames, but not lists of people', () => {
    assert.deepEqual(orgs('She spent a year at Jones, Mitchell and Williams as a clerk.'), [
      'Jones, Mitchell and Williams',
    ]);
    assert.deepEqual(orgs('During 1971, Mayo-Walters invested heavily.'), ['Mayo-Walters']);
    assert.deepEqual(orgs('They had 3: Derek, Anna and Andrew.'), []);
    assert.deepEqual(orgs('Our founders: Kovac, Becker and Vasquez.'), []);
    assert.deepEqual(orgs('Ms. Adaeze Okonkwo-Ibe flew home. Okonkwo-Ibe called back.'), []);
  });

  it('reads firms of surnames by a titled person after them, a list of firms, or an address below (ADR 0055)', () => {
    assert.deepEqual(orgs("Honorees include Owens, Duran and Oneal's Mrs. Kathrine Filemonsen."), [
      'Owens, Duran and Oneal',
    ]);
    assert.deepEqual(orgs('Suppliers: White, Willis and Hoffman, Loveland Technologies.'), [
      'White, Willis and Hoffman',
      'Loveland Technologies',
    ]);
    assert.deepEqual(orgs('naomi ryan\nhubbard, fox and gillespie\n3747 fourth avenue suite 112'), [
      'hubbard, fox and gillespie',
    ]);
    assert.deepEqual(orgs('emidio lombardo\ngarcia-smith\nunit 1009 box 0219'), ['garcia-smith']);
    // Lists of people, and a medicine list above an address, stay as they are.
    assert.deepEqual(orgs("Derek, Anna and Andrew's mother came.\n12 Oak Street"), []);
    assert.deepEqual(orgs('lisinopril, metformin and aspirin\n12 Oak Street'), []);
    assert.deepEqual(orgs('Ana Garcia-Smith\n12 Oak Street'), []);
  });

  it('reads family firms ("Garcia and Sons"), not a family', () => {
    assert.deepEqual(orgs('I work with Garcia and Sons on this.'), ['Garcia and Sons']);
    assert.deepEqual(orgs('Payment to Wilson & Daughters, 12 Oak Street'), ['Wilson & Daughters']);
    assert.deepEqual(orgs('shipping via smith and sons'), ['smith and sons']);
    assert.deepEqual(orgs('My sons and brothers came. Mr. Jones and sons arrived.'), []);
  });

  it('splits a firm from its person ("Panjiva\'s Riku Andou") and keeps people with affiliations', () => {
    const text = "Honorees: Kristen Rocher of Butler-Peters, Panjiva's Riku Andou, Jeremy Hartmann of Gradiant LLC.";
    const found = all(text);
    for (const x of [
      'ORGANIZATION:Butler-Peters',
      'ORGANIZATION:Panjiva',
      'PERSON:Riku Andou',
      'PERSON:Jeremy Hartmann',
    ])
      assert.ok(found.includes(x), `${x} in ${found.join(', ')}`);
  });
});

describe('ORGANIZATION by a known name (ADR 0055)', () => {
  it('takes names of several words and one-word names in no word list wherever they stand', () => {
    assert.deepEqual(orgs('Charges were paid by Morgan Stanley last year.'), ['Morgan Stanley']);
    assert.deepEqual(orgs('Her pension is with Berkshire Hathaway, she says.'), ['Berkshire Hathaway']);
    assert.deepEqual(orgs('Allianz denied the claim on Monday.'), ['Allianz']);
    assert.deepEqual(orgs('She donated to the Red Cross and March of Dimes.'), ['Red Cross', 'March of Dimes']);
    assert.deepEqual(orgs('Statements from T. Rowe Price and Dun & Bradstreet arrived.'), [
      'T. Rowe Price',
      'Dun & Bradstreet',
    ]);
    assert.deepEqual(orgs("Pfizer's rep left samples."), ['Pfizer']);
  });

  it('takes a named word standing alone mid-sentence, not a person or a list of people', () => {
    assert.deepEqual(orgs('She quit her Uber job in May.'), ['Uber']);
    assert.deepEqual(orgs('We use Google Docs for the notes.'), ['Google']);
    assert.deepEqual(orgs('Ms. Zillow called back.'), []);
    assert.deepEqual(orgs('Seen by Dr. Harvard today.'), []);
    assert.deepEqual(orgs('Harvard Smith came to clinic.'), []);
    assert.deepEqual(orgs('Nekolná and Pearson were engineers.'), []);
  });

  it('takes an ordinary word only after a cue or before a business word', () => {
    assert.deepEqual(orgs('She works at Target on weekends.'), ['Target']);
    assert.deepEqual(orgs('Vilma Holm of Here is the CEO of the year.'), ['Here']);
    assert.deepEqual(orgs('The Mint office is downtown.'), ['Mint']);
    assert.deepEqual(orgs('Her labs went to Quest and LabCorp.'), ['Quest', 'LabCorp']);
    for (const text of [
      'Target heart rate reached. Apple juice given.',
      'Review of Target Organ Damage: none.',
      'Mint tea and an Apple at lunch.',
      'Here is the plan: Chase the potassium.',
      "Macy's mom called back.",
    ])
      assert.deepEqual(orgs(text), [], text);
  });

  it('leaves drugs, eponyms, devices and clinical abbreviations in clear (hard negatives)', () => {
    for (const text of [
      'Started Eliquis; Medtronic pacemaker interrogated; Dexcom sensor replaced.',
      'Hx of AMD and a positive PPD; CVS: RRR, no murmur.',
      "Parkinson disease and Hodgkin lymphoma; Wilson's disease ruled out.",
      'Insurance: Medicare. Secondary: Medicaid.',
      'Vantor Systems (NASDAQ: VNTR) reported a rise.',
    ])
      assert.deepEqual(
        orgs(text).filter((o) => o !== 'Vantor Systems'),
        [],
        text,
      );
  });

  it('finds strong names in a text typed in lower case only', () => {
    assert.deepEqual(orgs('he moved from dun & bradstreet to morgan stanley'), ['dun & bradstreet', 'morgan stanley']);
    assert.deepEqual(orgs('i bought a target and an apple'), []);
  });
});

describe('ORGANIZATION from a word in no list, in an organization slot (ADR 0055)', () => {
  it('takes it after "at", "is from" and "support"', () => {
    assert.deepEqual(orgs('She is a cashier at Kwikmart on weekends.'), ['Kwikmart']);
    assert.deepEqual(orgs('Looking to support Nautilytics in its mission.'), ['Nautilytics']);
    assert.deepEqual(orgs('He has a meeting at Zorvexa tomorrow.'), ['Zorvexa']);
    // After the verbs of a service (2026-11-29).
    assert.deepEqual(orgs('Component testing sent to Viracor.'), ['Viracor']);
    assert.deepEqual(orgs('Covered through Aldena since May.'), ['Aldena']);
    assert.deepEqual(orgs('Report faxed to Keisha, sent to Dr. Okafor.'), []);
  });

  it('takes a coined compound after "is from" over a town, and a legal form in lower-case text', () => {
    assert.deepEqual(orgs('Anna is from Plotwatt.'), ['Plotwatt']);
    assert.deepEqual(orgs('selma is from stillwater supercomputing inc.'), ['stillwater supercomputing inc.']);
    assert.deepEqual(orgs('paid via zentrix ltd, thanks'), ['zentrix ltd']);
    for (const text of ['She is from Bakersfield.', 'we incorporated as an llc last year', 'she formed a new llc'])
      assert.deepEqual(orgs(text), [], text);
  });

  it('leaves drugs, acronyms, towns, people and other slots alone (hard negatives)', () => {
    for (const text of [
      'Prior auth for Entresto was denied; switched from Tradjenta to Rybelsus.',
      'Transferred from OSH overnight.',
      'He is from Kuusamo originally.',
      'Seen with Szöllösy yesterday.',
      'Follow up at Dermatology in 2 weeks.',
      'She supports Ukraine.',
    ])
      assert.deepEqual(orgs(text), [], text);
  });
});

describe('organization rules stay linear', () => {
  it('takes steps in proportion to the input on repeated cues', () => {
    const steps = (text: string) => {
      work.steps = 0;
      detectPii(text);
      return work.steps;
    };
    for (const unit of [
      'Acme Corp, ',
      'Zentrix and ',
      'Smith-Jones ',
      'Davis, Reynolds and Williamson ',
      'a@b.zentrix.com www.zentrix.com Zentrix ',
      'www.a',
      'Universidad de ',
      'Employer: Zentrix, ',
      'engineer at Zentrix. ',
      'John Smith of Zentrix, ',
      'Morgan Stanley and Bank of ',
      'at Target ',
      'is from Kwikmart ',
      'Garcia and Sons, ',
      'acme widgets llc and ',
      'hubbard, fox and gillespie\n12 oak street\n',
    ]) {
      const small = steps(unit.repeat(Math.ceil(4000 / unit.length)));
      const large = steps(unit.repeat(Math.ceil(32000 / unit.length)));
      // Linear work is ×8 for ×8 input; quadratic work would be ×64.
      assert.ok(large < small * 12, `${JSON.stringify(unit)}: ${small} → ${large} steps`);
    }
  });
});
