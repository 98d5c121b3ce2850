import { describe, it } from 'node:test';
import { expectAll } from '../../../test/phi-probe-cases.js';

const PLACES = ['CITY', 'ZIP'];

// ADR 0150: towns read off codes, languages and offices that are none (dec19's rows, read after its held-out run).
describe('codes and words that only look like a town and its postal code', () => {
  it('reads no town from an order, group or claim number, nor from a pharmacy card field', () => {
    expectAll([
      ['ORC|NW|ORD884213|||||^^^20261120101000', PLACES, []],
      ['IN1|1|BCBS|GRP-448812|HONDA OF AMERICA MFG', PLACES, []],
      ['Claim reference AS-774210\nWe are pleased', PLACES, []],
      ['Employer group: Caterpillar Inc.\nRxBIN 004336    RxPCN ADV', PLACES, []],
    ]);
  });

  it('still reads a town joined to its code by a hyphen or a blank', () => {
    expectAll([
      ['Address: 12 MG Road, Bengaluru-560038', PLACES, ['CITY:Bengaluru', 'ZIP:560038']],
      ['Flat 4, Chennai - 600040', PLACES, ['CITY:Chennai', 'ZIP:600040']],
      ['Kolkata 700019', PLACES, ['CITY:Kolkata', 'ZIP:700019']],
    ]);
  });

  it('reads no town from a language or an office named by whose it is', () => {
    expectAll([
      ["Assessment conducted in Welsh. Addenbrooke's exam done.", PLACES, []],
      ['Interview conducted in Somali.', PLACES, []],
      ["The glucagon should be kept in the nurse's office.", PLACES, []],
      ['Pick it up at the Westerville location.', PLACES, ['CITY:Westerville']],
    ]);
  });
});

describe('eponyms, headings and chat words that only look like names', () => {
  it('leaves eponyms before a medical head, in brackets before one, and as a grade', () => {
    expectAll([
      ['Lateral medullary (Wallenberg) syndrome after dissection.', ['PERSON'], []],
      ['Kasai portoenterostomy; Pfannenstiel and Kocher incisions.', ['PERSON'], []],
      ['No JVD, Levine 2/6 holosystolic murmur at apex.', ['PERSON'], []],
      ['Scales: Glasgow Coma Scale, NIH Stroke Scale, Montreal Cognitive Assessment.', ['PERSON'], []],
      ['Seen by Dr. Levine today; Amy Levine, MD.', ['PERSON'], ['PERSON:Levine', 'PERSON:Amy Levine']],
    ]);
  });

  it('reads no speakers off a form in a language whose "i" is "and"', () => {
    const form =
      'Pacjentka: Zofia Nowak\nRozpoznanie: choroba Gravesa-Basedowa.\nLeczenie: tiamazol, metyloprednizolon i.v.\nZalecenia: kontrola TSH i fT4 u lekarza POZ.';
    expectAll([[form, ['PERSON'], ['PERSON:Zofia Nowak']]]);
    expectAll([
      [
        'amy: omg so expensive\nben: use goodrx\namy: i dont have one',
        ['PERSON'],
        ['PERSON:amy', 'PERSON:ben', 'PERSON:amy'],
      ],
    ]);
  });

  it('reads a name of two common words at a sentence start before a visit verb', () => {
    expectAll([
      ['Hunter Smith came in today.', ['PERSON'], ['PERSON:Hunter Smith']],
      ['Back Pain returned after lifting. Grand Rounds came up.', ['PERSON'], []],
    ]);
  });

  it('reads lower-case practices by their specialty, after "at" or in brackets', () => {
    expectAll([
      ["i'll ask dr fenwick at shady grove podiatry tomorrow", ['ORGANIZATION'], ['ORGANIZATION:shady grove podiatry']],
      ['(acl surgery 2019); sent for ct imaging', ['ORGANIZATION'], []],
      [
        'd/c summary\nj. villanueva md (fountain valley regional hospital)',
        ['ORGANIZATION'],
        ['ORGANIZATION:fountain valley regional hospital'],
      ],
      ['pt seen in (general surgery) clinic. f/u at plastic surgery', ['ORGANIZATION'], []],
    ]);
  });
});

describe('streets written in capitals', () => {
  it('reads a street whose type is in capitals, in a dictation and on a label', () => {
    expectAll([
      ['LIVES AT 418 CASCADE AVENUE SW WITH HER SON.', ['STREET_ADDRESS'], ['STREET_ADDRESS:418 CASCADE AVENUE SW']],
      [
        'ANDRE L. FONTENOT\n5520 GOVERNMENT ST\nBATON ROUGE LA 70806',
        ['STREET_ADDRESS', 'CITY'],
        ['STREET_ADDRESS:5520 GOVERNMENT ST', 'CITY:BATON ROUGE'],
      ],
      ['GCS 15 EYES OPEN. 2 LEFT IV LINES.', ['STREET_ADDRESS'], []],
      ['2 HEAD CT NEGATIVE. ECG 12 LEAD ST\nV2-V4 ST DEPRESSION', ['STREET_ADDRESS'], []],
    ]);
  });
});

describe('people read as places', () => {
  it('reads no street from a numbered list of dependents, and keeps the town of a Turkish locative alone', () => {
    expectAll([
      [
        'Dependents: 01 DIEGO ORTEGA    02 SOFIA ORTEGA\nEmployer group: Caterpillar',
        ['PERSON', 'STREET_ADDRESS', 'CITY'],
        ['PERSON:DIEGO ORTEGA', 'PERSON:SOFIA ORTEGA'],
      ],
      ["Babası Mehmet Yılmaz Kayseri'de ikamet ediyor.", ['CITY'], ['CITY:Kayseri']],
    ]);
  });
});

describe('lower-case names after a title', () => {
  it('reads an initial before the surname, and a double-barrelled surname of two names', () => {
    expectAll([
      ['attending dr s. feldman', ['PERSON'], ['PERSON:s. feldman']],
      ['gastric bypass 11/2025 (dr sharif-lutz). TWL 31%', ['PERSON'], ['PERSON:sharif-lutz']],
      ['dr follow-up in 2 wk; pt with ms a. fib', ['PERSON'], []],
    ]);
  });
});

describe('organizations named by a region, a town that is an eponym, or their affiliates', () => {
  it('reads them, and leaves the disease', () => {
    expectAll([
      ['Seen at Foothills Cancer Center today.', ['ORGANIZATION'], ['ORGANIZATION:Foothills Cancer Center']],
      [
        'Follow-up with Lyme Veterinary Hospital. Lyme disease serology positive.',
        ['ORGANIZATION', 'PERSON'],
        ['ORGANIZATION:Lyme Veterinary Hospital'],
      ],
      ['Kentucky Organ Donor Affiliates notified.', ['ORGANIZATION'], ['ORGANIZATION:Kentucky Organ Donor Affiliates']],
      ['He met his affiliates at the Community Hospital.', ['ORGANIZATION'], []],
    ]);
  });
});

describe('postal codes by their keys, and a year that is none', () => {
  it('reads a YAML key of code, a compound key, and no Dutch code from a year and "TO"', () => {
    expectAll([
      ['address:\n  city: Gloucester\n  postal_code: "01930"\nprovider:', ['ZIP'], ['ZIP:01930']],
      ['level=INFO input_zip=97007 suggested_zip=97008', ['ZIP'], ['ZIP:97007', 'ZIP:97008']],
      ['The postal_code: 97007 is wrong', ['ZIP'], []],
      ['MRN 7730152, ADMITTED NOVEMBER 4, 2026 TO GRADY MEMORIAL HOSPITAL.', ['ZIP'], []],
    ]);
  });
});

describe("a hospital's campus town", () => {
  it('takes a listed town closing the line into the name, not a word or a town before its state', () => {
    expectAll([
      [
        'Afib dx 6/2026 at Mercy Hospital Fort Smith\nCHA2DS2-VASc 5',
        ['ORGANIZATION', 'CITY'],
        ['ORGANIZATION:Mercy Hospital Fort Smith'],
      ],
      ['Colonoscopy at UT Health Tyler. Two polyps.', ['ORGANIZATION', 'CITY'], ['ORGANIZATION:UT Health Tyler']],
      ['admitted to Mercy Hospital Tuesday.', ['ORGANIZATION'], ['ORGANIZATION:Mercy Hospital']],
      [
        'seen at Mercy Hospital Springfield, MO',
        ['ORGANIZATION', 'CITY'],
        ['ORGANIZATION:Mercy Hospital', 'CITY:Springfield'],
      ],
    ]);
  });
});

describe('registrations and classifications that hold a town or a code', () => {
  it("reads no town and code from a council's registration, and no town from Bethesda's categories", () => {
    expectAll([
      ['Dra. Fernanda Tavares, CRM-SP 123456', ['CITY', 'ZIP'], []],
      ['Enf. Ana Souza, COREN-RJ 452187', ['CITY', 'ZIP'], []],
      ['Pap (Bethesda NILM, 2025) up to date.', ['CITY'], []],
      ['Lives in Bethesda, MD.', ['CITY'], ['CITY:Bethesda']],
    ]);
  });
});

describe('pet names as speakers, and coined words before an eponym head', () => {
  it('reads no one from "babe:" and no firm from "Cotswolds modification"', () => {
    expectAll([
      [
        "chris: ok ill leave early\nbabe: they're doing the glucose test\nchris: ill bring you food\nbabe: u better.",
        ['PERSON'],
        ['PERSON:chris', 'PERSON:chris'],
      ],
      ['Staged by the Ann Arbor system with Cotswolds modification.', ['ORGANIZATION'], []],
      ['Pulmonary sarcoidosis, Scadding stage II.', ['ORGANIZATION', 'PERSON'], []],
    ]);
  });
});

describe('a grocer as chat writes it', () => {
  it('reads "heb" after a place word, and not a book of the Bible', () => {
    expectAll([
      ['we sent it to the heb on 2701 e 7th st', ['ORGANIZATION'], ['ORGANIZATION:heb']],
      ['Heb. 11:1 says faith is', ['ORGANIZATION'], []],
    ]);
  });
});

describe("dec20's rows (read after its held-out run)", () => {
  it("reads no firm from a message header's system, a Dutch code, an eponym pair, a credential or a bracketed brand", () => {
    expectAll([
      [
        'MSH|^~\\&|EHR|ELKHART GENERAL HOSPITAL|IFACE|HIE|20261103141522||ADT^A01|MSG1|P|2.5.1',
        ['ORGANIZATION'],
        ['ORGANIZATION:ELKHART GENERAL HOSPITAL'],
      ],
      [
        'Locatie AMC, Meibergdreef 9, 1105 AZ Amsterdam',
        ['ORGANIZATION', 'ZIP', 'CITY'],
        ['ZIP:1105 AZ', 'CITY:Amsterdam'],
      ],
      ['Diagnóstico: doença de Machado-Joseph (SCA3).', ['ORGANIZATION'], []],
      ['Esteban Villalobos, Esq., Villalobos & Grant PLLC', ['ORGANIZATION'], ['ORGANIZATION:Villalobos & Grant PLLC']],
      ['Meds: emicizumab (Hemlibra).', ['ORGANIZATION'], []],
      ['Opgenomen in AZ Sint-Jan Brugge.', ['ORGANIZATION'], ['ORGANIZATION:AZ Sint-Jan Brugge']],
      ['Renal dosing per Cockcroft-Gault CrCl. Killip-Kimball I. RALP (da Vinci).', ['PERSON'], []],
    ]);
  });
});

describe('the second review of ADR 0150', () => {
  it('reads no street from a note in capitals, and still reads one on its line or after an address cue', () => {
    expectAll([
      ['FOLEY CATHETER 16 FR IN PLACE.', ['STREET_ADDRESS'], []],
      ['WAIT 24 HOURS BEFORE YOU DRIVE.', ['STREET_ADDRESS'], []],
      ['HIGH SPEED MVC ON 2 LANE HIGHWAY', ['STREET_ADDRESS'], []],
      [
        'LIVES AT 418 CASCADE AVENUE SW WITH HER SON.',
        ['STREET_ADDRESS', 'CITY'],
        ['STREET_ADDRESS:418 CASCADE AVENUE SW'],
      ],
      ['mailed to 5521 KALAMAZOO AVE SE, KENTWOOD 49508', ['STREET_ADDRESS'], ['STREET_ADDRESS:5521 KALAMAZOO AVE SE']],
    ]);
  });

  it('reads no name from hyphenated words, an initial before a word, or a later mention that heads a phrase', () => {
    expectAll([
      ['mom full-time caregiver; son drop-off at school; dr hand-off done', ['PERSON'], []],
      ['went to dr w. mom; dr a. rose from chair; mr w. vena contracta 0.5', ['PERSON'], []],
      ['Seen by Dr. Jennifer Law today. Law recommends MRI.', ['PERSON'], ['PERSON:Jennifer Law', 'PERSON:Law']],
      ['Gave Tyler space to calm down.', ['PERSON'], ['PERSON:Tyler']],
    ]);
  });

  it('keeps chat speakers whose "u" ends the message or precedes chat spelling, and Dutch codes before a town', () => {
    expectAll([
      ['Vondrelle: love u\nQuintavia: love u too', ['PERSON'], ['PERSON:Vondrelle', 'PERSON:Quintavia']],
      [
        'Vondrelle: wya\nQuintavia: i kno\nVondrelle: u r late',
        ['PERSON'],
        ['PERSON:Vondrelle', 'PERSON:Quintavia', 'PERSON:Vondrelle'],
      ],
      ['Postcode en plaats: 2023 AT Haarlem', ['ZIP'], ['ZIP:2023 AT']],
      ['typedef struct node { int x; } Node; Typedjmk', ['PERSON'], []],
    ]);
  });
});
