import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { expectAll } from '../../../test/phi-probe-cases.js';
import { detectPii } from './pii.js';

const PLACES = ['CITY', 'ORGANIZATION', 'PERSON', 'STREET_ADDRESS'];

// ADR 0149: the probes of 2026-11-29 (6).
describe('towns inside names and apostrophes', () => {
  it("joins an elided article to the town's next word, and leaves it out of an organization's name", () => {
    expectAll([
      ["Lives in Coeur d'Alene with her son.", PLACES, ["CITY:Coeur d'Alene"]],
      [
        "Transferred to Hospital Universitari Vall d'Hebron.",
        ['ORGANIZATION'],
        ["ORGANIZATION:Hospital Universitari Vall d'Hebron"],
      ],
      ["Suivi par l'Hôtel-Dieu de Lévis.", ['ORGANIZATION'], ['ORGANIZATION:Hôtel-Dieu de Lévis']],
    ]);
  });

  it('reads a practice that a listed town of ordinary words opens', () => {
    expectAll([
      ['Seen at Rapid City Wound Center for the ulcer.', PLACES, ['ORGANIZATION:Rapid City Wound Center']],
      [
        "Grand Rapids Women's Health Clinic called.",
        ['ORGANIZATION'],
        ["ORGANIZATION:Grand Rapids Women's Health Clinic"],
      ],
      ['Rapid Response Team called.', ['ORGANIZATION'], []],
    ]);
  });
});

describe('names', () => {
  it("reads a name-list nickname in brackets between a name's words, not a word in brackets", () => {
    expectAll([
      ['Robert (Bobby) Jones was admitted.', ['PERSON'], ['PERSON:Robert (Bobby) Jones']],
      ['Katherine (Kate) Olsen, 82.', ['PERSON'], ['PERSON:Katherine (Kate) Olsen']],
      [
        'Committee: Lorraine Whitby (Chair), Samuel Okonjo',
        ['PERSON'],
        ['PERSON:Lorraine Whitby', 'PERSON:Samuel Okonjo'],
      ],
    ]);
  });

  it("reads a system's user name after its label", () => {
    expectAll([
      ['Epic freezes for user mgarcia at the clinic', ['PERSON'], ['PERSON:mgarcia']],
      ['Username: jsmith42', ['PERSON'], ['PERSON:jsmith42']],
      ['user reported the bug; the user interface is slow; User admin logged in', ['PERSON'], []],
    ]);
  });

  it('keeps a titled person out of the institute after "of"', () => {
    expectAll([
      [
        'submitted by Dr. Lindqvist of Tri-Cities Spine Institute.',
        ['PERSON', 'ORGANIZATION'],
        ['PERSON:Lindqvist', 'ORGANIZATION:Tri-Cities Spine Institute'],
      ],
      ['The Royal College of Physicians said.', ['ORGANIZATION'], ['ORGANIZATION:The Royal College of Physicians']],
    ]);
  });
});

describe('classifications and operations named after towns and people', () => {
  it('leaves consensus definitions, systems and staging by a town in clear', () => {
    expectAll([
      ['- Berlin definition of ARDS: PaO2/FiO2 ratio.', PLACES, []],
      ['- Ann Arbor staging (with Lugano modification) for Hodgkin.', PLACES, []],
      ['Philadelphia chromosome positive ALL.', PLACES, []],
      ['Bethesda system for thyroid cytopathology; Paris system for urine cytology.', PLACES, []],
      ['Ottawa ankle and knee rules reduce unnecessary radiographs.', PLACES, []],
      ['Crohn disease (ileocolonic, Montreal A2L3B2) here for f/u.', PLACES, []],
      ['Virchow node, Sister Mary Joseph nodule and a Blumer shelf signal metastasis.', PLACES, []],
    ]);
  });

  it('keeps names that only look like those', () => {
    expectAll([
      ['Jane Smith walks and talks test', ['PERSON'], ['PERSON:Jane Smith']],
      ['Saoirse Mbatha-Klein G2P1001 at 39w2d', ['PERSON'], ['PERSON:Saoirse Mbatha-Klein']],
      ['Ana Ruiz G2P1A0 at 12w', ['PERSON'], ['PERSON:Ana Ruiz']],
      ['Sister Mary Joseph visited the ward.', ['PERSON'], ['PERSON:Mary Joseph']],
      ['The Chesapeake Regional Information System for our Patients delivers alerts.', ['CITY'], ['CITY:Chesapeake']],
      ['Referred to Chesapeake Health System for care.', ['ORGANIZATION'], ['ORGANIZATION:Chesapeake Health System']],
    ]);
  });

  it('reads what a patient is status post as an operation', () => {
    expectAll([
      ["perforated diverticulitis s/p Hartmann's (Dr. Valdés, gen surg).", ['PERSON'], ['PERSON:Valdés']],
      ['s/p Nissen 2019; status post Norwood', ['PERSON'], []],
      ['s/p Dr. Glenn visit', ['PERSON'], ['PERSON:Glenn']],
    ]);
  });
});

describe('addresses', () => {
  it("reads grid house numbers and a road's number or letters", () => {
    expectAll([
      ['Home: W6120 County Road KK, Appleton WI 54915', ['STREET_ADDRESS'], ['STREET_ADDRESS:W6120 County Road KK']],
      ['Home: N4521 State Highway 57, Chilton WI', ['STREET_ADDRESS'], ['STREET_ADDRESS:N4521 State Highway 57']],
      ['Home: W6120 Elm Street, Appleton WI', ['STREET_ADDRESS', 'PERSON'], ['STREET_ADDRESS:W6120 Elm Street']],
      ['lives at 200 Old Mill Rd 5 miles out', ['STREET_ADDRESS'], ['STREET_ADDRESS:200 Old Mill Rd']],
      ['Grade N2 lesion; S12 vertebra', ['STREET_ADDRESS'], []],
    ]);
  });

  it('reads a bare lower-case web host as a URL, not a file or a firm written with capitals', () => {
    expectAll([
      ['see carenexa.com for details', ['URL'], ['URL:carenexa.com']],
      [
        'vendors: ScribeAmerica and mediscribe.ai.',
        ['URL', 'ORGANIZATION'],
        ['ORGANIZATION:ScribeAmerica', 'URL:mediscribe.ai'],
      ],
      ['file report.pdf and co.amoxiclav; a.@b.com; Amazon.com order', ['URL'], []],
      ['email j.doe@carenexa.com', ['URL'], []],
    ]);
  });
});

describe('organizations', () => {
  it("reads a weak vendor's name by its product's words, and a firm by what it does", () => {
    expectAll([
      [
        'the ADT feeds between your Epic instance and the Sunquest lab',
        ['ORGANIZATION'],
        ['ORGANIZATION:Epic', 'ORGANIZATION:Sunquest'],
      ],
      ['Go-live cutover — Epic Beaker migration', ['ORGANIZATION'], ['ORGANIZATION:Epic']],
      ['He had an epic day.', ['ORGANIZATION'], []],
      [
        'Halcyon Behavioral Health today announced the opening',
        ['ORGANIZATION'],
        ['ORGANIZATION:Halcyon Behavioral Health'],
      ],
      ['Internal Medicine Clinic has agreed to see him', ['ORGANIZATION'], []],
    ]);
  });

  it('reads a pain practice, and an organization in capitals after a signer', () => {
    expectAll([
      [
        'From: Lowcountry Pain Management, 1080 Johnnie Dodds Boulevard',
        ['ORGANIZATION'],
        ['ORGANIZATION:Lowcountry Pain Management'],
      ],
      ['referred to Pain Management', ['ORGANIZATION'], []],
      ['ED ATTENDING: C. YAMAMOTO MD, GREAT PLAINS HEALTH', ['ORGANIZATION'], ['ORGANIZATION:GREAT PLAINS HEALTH']],
    ]);
  });
});

describe('towns typed in lower case', () => {
  it("reads a town after a trip's 'to' or 'from', or after 'leaving'", () => {
    expectAll([
      ['im leaving ann arbor now, be there by 9', ['CITY', 'PERSON'], ['CITY:ann arbor']],
      ['hey so ur mom called, she is driving in from scranton sat and wants to see u', ['CITY'], ['CITY:scranton']],
      ['im already halfway to rochester lol', ['CITY'], ['CITY:rochester']],
      ['going to call u back, im going to bed', ['CITY'], []],
      ['looking to support foursquare in barra de carrasco 15000', ['CITY'], ['CITY:barra de carrasco']],
    ]);
  });
});

describe('X12 transactions and quoted records', () => {
  const X12 =
    'ISA*00*          *00*          *ZZ*SENDER         *ZZ*RECEIVER       *261120*1200*^*00501*000000001*0*P*:~' +
    'ST*837*0001~NM1*41*2*NORTHSTAR BILLING PARTNERS*****46*123456~PER*IC*KELSEY ABERNATHY*TE*6185550142*EM*kab@northstar.com~' +
    'NM1*IL*1*DOE*JANE*M***MI*W123456789~N3*12 ELM ST*APT 4~N4*DAYTON*OH*454021234~DMG*D8*19800101*F~REF*SY*123456789~';
  it("reads each element by its segment's place", () => {
    assert.deepEqual(
      detectPii(X12).map((f) => `${f.type}:${X12.slice(f.start, f.end)}`),
      [
        'ORGANIZATION:NORTHSTAR BILLING PARTNERS',
        'PERSON:KELSEY ABERNATHY',
        'PHONE:6185550142',
        'EMAIL:kab@northstar.com',
        'PERSON:DOE',
        'PERSON:JANE',
        'PERSON:M',
        'HEALTH_PLAN:W123456789',
        'STREET_ADDRESS:12 ELM ST',
        'STREET_ADDRESS:APT 4',
        'CITY:DAYTON',
        'ZIP:454021234',
        'DATE_OF_BIRTH:19800101',
        'US_SSN:123456789',
      ],
    );
  });

  it('leaves clinical words that share a segment id alone, and reads a quoted state and ZIP', () => {
    expectAll([
      ['Pt N3 nerve palsy; N4 stage disease', PLACES, []],
      [
        "INSERT INTO patients VALUES ('Jane','Doe','12 Elm St','Dayton','OH','45402');",
        ['CITY', 'ZIP'],
        ['CITY:Dayton', 'ZIP:45402'],
      ],
      ['["Jane", "Doe", "Fairview Heights", "IL", "62208"]', ['CITY', 'ZIP'], ['CITY:Fairview Heights', 'ZIP:62208']],
      ["'MD','20191'", ['ZIP'], []],
    ]);
  });
});

describe('what the review of ADR 0149 found', () => {
  it('keeps names before staging codes, a surname before a patient-care phrase, and a nun who nodded', () => {
    expectAll([
      ['Robert Chen T2N1M0 sigmoid adenocarcinoma', ['PERSON'], ['PERSON:Robert Chen']],
      ['Nguyen support system: lives with wife.', ['PERSON'], ['PERSON:Nguyen']],
      ['Haddad medication modification per cardiology.', ['PERSON'], ['PERSON:Haddad']],
      ['Nguyen blood and urine tests pending.', ['PERSON'], ['PERSON:Nguyen']],
      ['Sister Mary Joseph nodded and began the prayer.', ['PERSON'], ['PERSON:Mary Joseph']],
      ['- Ann Arbor staging (with Lugano modification) for Hodgkin.', ['PERSON', 'CITY'], []],
    ]);
  });

  it('reads no French noun after an elided article as a name or a place', () => {
    expectAll([
      ["Rapport de l'Infirmière de liaison.", PLACES, []],
      ["Lettre d'Admission du patient.", PLACES, []],
      ["Transféré à l'Institut de cardiologie.", PLACES, []],
      ["Dr. Mario d'Alessandro saw him.", ['PERSON'], ["PERSON:Mario d'Alessandro"]],
    ]);
  });

  it('reads no kin word or label in brackets as a nickname', () => {
    expectAll([
      ['Jose Ruiz (Husband) Cell 555-201-3344', ['PERSON'], ['PERSON:Jose Ruiz']],
      ['Emergency contact: Linda Park (Sister) Home 555-0134', ['PERSON'], ['PERSON:Linda Park']],
      ['William (Bill) Smith was admitted.', ['PERSON'], ['PERSON:William (Bill) Smith']],
    ]);
  });

  it('reads no relative visited or a name after "up to" as a town', () => {
    expectAll([
      ["she's visiting nana this weekend", ['CITY'], []],
      ['driving over to yaya after work', ['CITY'], []],
      ["its up to madison now, i'll hand it over to marion tonight", ['CITY'], []],
      ['leaving kenosha now', ['CITY'], ['CITY:kenosha']],
    ]);
  });

  it('reads no sentence missing its blank, nor a file, as a web host', () => {
    expectAll([
      ['Continue wound care.care plan reviewed; home health.health aide 3x/wk.', ['URL'], []],
      ['Logo saved as clinic_logo.ai', ['URL'], []],
    ]);
  });

  it("reads a user's label in JSON, and no system or role after 'login'", () => {
    expectAll([
      ['{"user":"mgarcia","ts":1}', ['PERSON'], ['PERSON:mgarcia']],
      ['Unable to login cerner after the update; login tech reset it; could not login athena portal', ['PERSON'], []],
    ]);
  });

  it("reads a county road's letters only, and no word after another road", () => {
    expectAll([
      ['lives at 45 Church Road I think', ['STREET_ADDRESS'], ['STREET_ADDRESS:45 Church Road']],
      ['Address: 12 Mill Road OK per pt', ['STREET_ADDRESS'], ['STREET_ADDRESS:12 Mill Road']],
      ['1234 County Rd M, Iola', ['STREET_ADDRESS'], ['STREET_ADDRESS:1234 County Rd M']],
    ]);
  });
});

describe('services after a person', () => {
  it("reads no clinical service's acronym after 'from' as a firm, and a body or a firm still", () => {
    expectAll([
      ['Case discussed w/ Kwame and Ingrid from PT', ['ORGANIZATION'], []],
      ['Maria Lopez from CVS called', ['ORGANIZATION'], ['ORGANIZATION:CVS']],
      ["It should also be reported to the FDA's MedWatch program.", ['ORGANIZATION'], ['ORGANIZATION:FDA']],
    ]);
  });
});

describe("records' keys (from dec18's rows: dev, not held-out)", () => {
  it("reads a person's key above a firm's shape, and a payer's key", () => {
    expectAll([
      [
        '{"first_name": "Imogen", "last_name": "Castellanos-Reid"}',
        ['PERSON', 'ORGANIZATION'],
        ['PERSON:Imogen', 'PERSON:Castellanos-Reid'],
      ],
      ['{"insurance": {"payer": "Medica", "member_id": "MDC77310045"}}', ['ORGANIZATION'], ['ORGANIZATION:Medica']],
      ['{"payer": "Medicare"}', ['ORGANIZATION'], []],
      [
        'id,last_name,first_name\n100235,Nakamura-Ruiz,Emi',
        ['PERSON', 'ORGANIZATION'],
        ['PERSON:Nakamura-Ruiz', 'PERSON:Emi'],
      ],
    ]);
  });
});

describe('YAML records', () => {
  it('reads no indented key as a speaker, and a quoted dialogue still', () => {
    const yaml =
      'patient:\n  name:\n    given: Saoirse\n  address:\n    street: "55 Wentworth Avenue"\n    city: Portsmouth\n  emergency_contact:\n    name: Colm Byrne\n    relation: father\n';
    assert.deepEqual(
      detectPii(yaml, ['PERSON']).map((f) => yaml.slice(f.start, f.end)),
      ['Saoirse', 'Colm Byrne'],
    );
    expectAll([
      [
        'Mika: "Who are you?"\nTracy: "I\'m Roberto\'s daughter".',
        ['PERSON'],
        ['PERSON:Mika', 'PERSON:Tracy', 'PERSON:Roberto'],
      ],
    ]);
  });
});

describe('CSV name columns', () => {
  it('reads an inverted name quoted whole in a person column', () => {
    expectAll([
      [
        'npi,provider_name,credential,city,zip\n1740223398,"Ramírez-Soto, Beatriz",DO,Kingston,12401\n1326048817,"Achebe, Ngozi",MD,Kingston,12401',
        ['PERSON', 'ORGANIZATION'],
        ['PERSON:Ramírez-Soto, Beatriz', 'PERSON:Achebe, Ngozi'],
      ],
    ]);
  });
});

describe('SQL inserts', () => {
  it("reads each value by its column's key, and nothing of columns without one", () => {
    expectAll([
      [
        "INSERT INTO patients (mrn, first_name, last_name, city, zip) VALUES ('A-55012', 'Yerlan', 'Abenov', 'Seattle', '98102'), ('A-55014', 'Reuben', 'Oyelowo-Hart', 'Everett', NULL);",
        ['PERSON', 'CITY', 'ZIP', 'ORGANIZATION'],
        [
          'PERSON:Yerlan',
          'PERSON:Abenov',
          'CITY:Seattle',
          'ZIP:98102',
          'PERSON:Reuben',
          'PERSON:Oyelowo-Hart',
          'CITY:Everett',
        ],
      ],
      ["INSERT INTO t (code, label) VALUES ('x', 'Parkinson')", ['PERSON', 'CITY'], []],
      [
        "insert into contacts (full_name, city) values ('O''Brien, Aoife', 'Galway')",
        ['PERSON'],
        ["PERSON:O''Brien, Aoife"],
      ],
    ]);
  });
});

describe("an organization's field", () => {
  it('reads a firm and its town after an employer label, not an inverted name', () => {
    expectAll([
      [
        'Wife: Ada. Employer: Shell, Houston.',
        ['PERSON', 'ORGANIZATION', 'CITY'],
        ['PERSON:Ada', 'ORGANIZATION:Shell', 'CITY:Houston'],
      ],
    ]);
  });
});

describe('place labels that hold a ward as often', () => {
  it('reads a listed town after a residence or location label, and no ward or home', () => {
    expectAll([
      ['City of residence: Bellevue\nLocation: Sioux Falls', ['CITY', 'PERSON'], ['CITY:Bellevue', 'CITY:Sioux Falls']],
      ['Location: 4 West\nResidence: lives with wife\nLocation: ICU bed 4', ['CITY', 'PERSON'], []],
    ]);
  });
});

describe('what the second review of ADR 0149 found', () => {
  it('reads no table of one known column, and SQL values across lines, calls and escapes', () => {
    expectAll([
      [
        "INSERT INTO medications (name, dose, route) VALUES ('Lisinopril','10 mg','PO'),('Metformin','500 mg','PO')",
        ['PERSON'],
        [],
      ],
      [
        "INSERT INTO patients (created, first_name, last_name, city)\nVALUES\n  (NOW(), 'Yerlan', 'Abenov', 'Seattle'),\n  (TO_DATE('1980-01-02','YYYY-MM-DD'), N'Pilar', 'Montañez', 'Everett');",
        ['PERSON', 'CITY'],
        ['PERSON:Yerlan', 'PERSON:Abenov', 'CITY:Seattle', 'PERSON:Pilar', 'PERSON:Montañez', 'CITY:Everett'],
      ],
      [
        "INSERT INTO claims (payer, insurer, member_id) VALUES ('Medicare','Medicaid Part B','X1')",
        ['ORGANIZATION'],
        [],
      ],
    ]);
  });

  it('reads no X12 segment outside a transaction, and a claim after prose or with other separators', () => {
    expectAll([
      ['TNM footnotes:\nN3*: Metastasis in supraclavicular nodes\nPER*Sister*called back', PLACES, []],
      [
        'Paid with VISA, claim below:\nNM1*IL*1*KOWALCZYK*ANNA~N3*12 ELM ST~N4*DAYTON*OH*454021234~',
        ['STREET_ADDRESS', 'ZIP'],
        ['STREET_ADDRESS:12 ELM ST', 'ZIP:454021234'],
      ],
      [
        'ISA|00|          |00|          |ZZ|S|ZZ|R|261120|1200|^|00501|000000001|0|P|:~NM1|IL|1|DOE|JANE~N4|DAYTON|OH|45402~',
        ['PERSON', 'ZIP'],
        ['PERSON:DOE', 'PERSON:JANE', 'ZIP:45402'],
      ],
      [
        'NM1*QC*1*SMITH*JOHN****HN*1EG4TE5MK72~N3*1 MAIN ST~N4*AKRON*OH*44308~',
        ['HEALTH_PLAN'],
        ['HEALTH_PLAN:1EG4TE5MK72'],
      ],
    ]);
  });

  it('reads no ordinary word after a location label, no unlisted value before a quoted state, and indented chat', () => {
    expectAll([
      ['Location: Home\nResidence: Street\nLocation: West', ['CITY'], []],
      ["Status: 'Active','OH','45402'; ('Yerlan Abenov', 'OH', '45402')", ['CITY'], []],
      ['  Ubul: are you coming tonight?\n  Zorvath: yeah I think so', ['PERSON'], ['PERSON:Ubul', 'PERSON:Zorvath']],
      [
        'Ubul: "Fine."\nZorvath: "Where to?"\nUbul: "Home, please."',
        ['PERSON'],
        ['PERSON:Ubul', 'PERSON:Zorvath', 'PERSON:Ubul'],
      ],
    ]);
  });
});
