import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { countRegexSteps } from '../../../test/regex-steps.js';
import { deaValid, vinValid } from './phi-records.js';
import { work } from './phi-tokens.js';
import { detectPii, redactPii } from './pii.js';

/** Findings as `TYPE:matched text`. */
const found = (text: string, types?: readonly string[]) =>
  detectPii(text, types).map((f) => `${f.type}:${text.slice(f.start, f.end)}`);

/** Each positive text must give exactly the finding listed; each negative none of these types. */
const OWN = [
  'DATE',
  'AGE',
  'MRN',
  'HEALTH_PLAN',
  'ACCOUNT',
  'LICENSE',
  'DEA',
  'VIN',
  'LICENSE_PLATE',
  'DEVICE_ID',
  'URL',
  'FAX',
];
function expectEach(cases: readonly (readonly [string, string])[]): void {
  for (const [text, expected] of cases) assert.deepEqual(found(text, OWN), [expected], text);
}
function expectNone(texts: readonly string[]): void {
  for (const text of texts) assert.deepEqual(found(text, OWN), [], text);
}

describe('PHI: DATE', () => {
  it('finds every date element but the year alone, in the forms notes use', () => {
    expectEach([
      ['Record date: 2069-04-07', 'DATE:2069-04-07'],
      ['DD: 04/07/69', 'DATE:04/07/69'],
      ['seen on 4/7 for follow-up', 'DATE:4/7'],
      ['since November 3rd.', 'DATE:November 3rd'],
      ['on 3 Nov he fell', 'DATE:3 Nov'],
      ['Nov 3, 2069', 'DATE:Nov 3, 2069'],
      ['on the 3rd of November', 'DATE:the 3rd of November'],
      ['Monday, Jan 5 visit', 'DATE:Monday, Jan 5'],
      ['in November 2069', 'DATE:November 2069'],
      ['12.05.2069', 'DATE:12.05.2069'],
      ['3-Nov-2069', 'DATE:3-Nov-2069'],
      ['Dec 26, 2086', 'DATE:Dec 26, 2086'],
      ['seen Tuesday by PT', 'DATE:Tuesday'],
    ]);
  });
  it('leaves years, times, vitals, scores, fractions, doses, lab values and versions alone', () => {
    expectNone([
      'Diagnosed in 2069.',
      'Meds given at 14:30 and 08:00.',
      'BP 120/80, HR 72, RR 16, SpO2 97% on RA, T 98.6',
      'GCS 15. APGAR 8/9. Pain 7/10. Strength 5/5.',
      'Take 1/2 tab daily; ratio 1:2; carbidopa-levodopa 25/100',
      'Na 140 K 4.2 Cr 1.1; INR 2.3; EF 55-60%',
      'build 2.3.1.4017; v1.2.3',
      'May be related to Parkinson disease. March forward.',
      'Sun exposure; may 3 times daily; a monday-friday schedule',
    ]);
  });
  it('keeps a date after birth words as DATE_OF_BIRTH', () => {
    assert.deepEqual(found('DOB 03/04/1962'), ['DATE_OF_BIRTH:03/04/1962']);
  });
  it('numbers October to December right (regression: MONTH.split shifted them by one)', () => {
    assert.deepEqual(found('DOB: December 5, 1961'), ['DATE_OF_BIRTH:December 5, 1961']);
    assert.deepEqual(found('DOB October 31, 1961'), ['DATE_OF_BIRTH:October 31, 1961']);
    assert.deepEqual(found('on Dec 5'), ['DATE:Dec 5']);
  });
});

describe('PHI: AGE', () => {
  it('finds ages over 89, the number only', () => {
    expectEach([
      ['a 92 years old woman', 'AGE:92'],
      ['92 y/o M', 'AGE:92'],
      ['92yo F', 'AGE:92'],
      ['aged 95', 'AGE:95'],
      ['a 101-year-old man', 'AGE:101'],
      ['Age: 93', 'AGE:93'],
    ]);
  });
  it('leaves ages up to 89 and other numbers near "years" alone', () => {
    expectNone(['an 89-year-old', '45 y/o', 'HR 92 bpm', 'SpO2 92%', 'for 95 minutes', '92 mg', 'smoked for 20 years']);
  });
});

describe('PHI: record, plan, account, licence, plate and device numbers', () => {
  it('takes values after their labels', () => {
    expectEach([
      ['MRN:      8249813', 'MRN:8249813'],
      ['Med Rec # 560-40-78-5', 'MRN:560-40-78-5'],
      ['MR#WP874136', 'MRN:WP874136'],
      ['Medical record number: 00482913', 'MRN:00482913'],
      ['Unit No: 123-45-67', 'MRN:123-45-67'],
      ['Encounter #: 4421987730', 'MRN:4421987730'],
      ['Acct #: 44521987', 'ACCOUNT:44521987'],
      ['Member ID: XJH123456789', 'HEALTH_PLAN:XJH123456789'],
      ['Policy number is 88812345', 'HEALTH_PLAN:88812345'],
      ['Subscriber #: A12345678-01', 'HEALTH_PLAN:A12345678-01'],
      ['State license number MD 12345', 'LICENSE:MD 12345'],
      ['Cert # 2231-99812', 'LICENSE:2231-99812'],
      ['license plate: 8XYZ492', 'LICENSE_PLATE:8XYZ492'],
      ['tag # ABC-1234', 'LICENSE_PLATE:ABC-1234'],
      ['S/N: PX4471-22', 'DEVICE_ID:PX4471-22'],
      ['pacemaker serial number 33GJ812', 'DEVICE_ID:33GJ812'],
    ]);
  });
  it('needs a value with digits after the label', () => {
    expectNone([
      'MRN pending',
      'account of events',
      'group of patients',
      'policy is to call',
      'plate count 150',
      'serial exams',
      'license revoked',
      'tag 5',
      'the device was removed',
      'Mr. Holmes 12345',
    ]);
  });
});

describe('PHI: DEA, VIN and UDI (shape and check digit, no label needed)', () => {
  it('validates the check digits', () => {
    assert.ok(deaValid('AB1234563'));
    assert.ok(!deaValid('AB1234564'));
    assert.ok(vinValid('1HGCM82633A004352'));
    assert.ok(!vinValid('1HGCM82643A004352'));
    assert.ok(vinValid('1M8GDM9AXKP042788'), 'check digit X');
  });
  it('finds them and leaves near misses alone', () => {
    expectEach([
      ['Prescriber DEA AB1234563.', 'DEA:AB1234563'],
      ['VIN 1HGCM82633A004352', 'VIN:1HGCM82633A004352'],
      // After its label a VIN needs no check digit (European VINs have none).
      ['VIN: WVWZZZ1JZ3W386752', 'VIN:WVWZZZ1JZ3W386752'],
      ['UDI (01)00844588003288(17)141120(10)7654321D', 'DEVICE_ID:(01)00844588003288(17)141120(10)7654321D'],
      ['HIBC +H123PX4471220/$$3231231A12', 'DEVICE_ID:+H123PX4471220/$$3231231A12'],
    ]);
    expectNone(['code AB1234564', 'code 1HGCM82643A004352', 'ABCDEFGHJKLMNPRST', 'CPT 99213, ICD-10 I48.91']);
  });
});

describe('PHI: URL and FAX', () => {
  it('finds URLs with a scheme, www. or a bare host with a path, without trailing punctuation', () => {
    expectEach([
      ['see https://portal.example.org/p/123.', 'URL:https://portal.example.org/p/123'],
      ['(www.hospital.org)', 'URL:www.hospital.org'],
      ['mychart.example.org/patient/123', 'URL:mychart.example.org/patient/123'],
      ['at portal.example.org:8443/login today', 'URL:portal.example.org:8443/login'],
      ['link:https://x.example.com/a?b=1', 'URL:https://x.example.com/a?b=1'],
    ]);
    assert.deepEqual(found('www.clinic.com and www.clinic.com/x'), ['URL:www.clinic.com', 'URL:www.clinic.com/x']);
    expectNone([
      'e.g. the i.e. case',
      'file notes.txt',
      'Dr.Smith',
      'q.i.d.',
      'BP 120/80, n/a, 1.5/2.0',
      'and/or mg/dL',
    ]);
  });
  it('renames a phone number a fax label names', () => {
    assert.deepEqual(found('Tel 617-555-0100 Fax 617-555-0199'), ['PHONE:617-555-0100', 'FAX:617-555-0199']);
    assert.deepEqual(found('P: (617) 555-0100 F: (617) 555-0199'), ['PHONE:(617) 555-0100', 'FAX:(617) 555-0199']);
    assert.deepEqual(found('or fax records to 617-555-0199'), ['FAX:617-555-0199']);
    assert.deepEqual(found('617-555-0199 (fax)'), ['FAX:617-555-0199']);
    assert.deepEqual(found('Fax unavailable, call 617-555-0100'), ['PHONE:617-555-0100']);
  });
});

describe('PHI: a note header', () => {
  it('redacts the issue example', () => {
    const note = 'Record date: 2069-04-07\nMRN:      8249813\nDD: 04/07/69 at 14:30. BP 120/80, GCS 15.';
    assert.equal(
      redactPii(note, detectPii(note)),
      'Record date: [REDACTED:DATE]\nMRN:      [REDACTED:MRN]\nDD: [REDACTED:DATE] at 14:30. BP 120/80, GCS 15.',
    );
  });
});

describe('PHI: adversarial input', () => {
  /** Steps of one detection: the recognizers' own count plus the characters their regexes scan. */
  const steps = (text: string) => {
    const before = work.steps;
    const { steps: scanned } = countRegexSteps(() => detectPii(text));
    return work.steps - before + scanned;
  };
  const PATTERNS = [
    '1/',
    '12.',
    'MRN ',
    'MRN:          ',
    'a.',
    'www.a',
    'http://',
    'Nov ',
    '3 Nov ',
    'Monday, ',
    'the 3rd of ',
    '92 years ',
    'fax ',
    'A'.repeat(17),
    '(01)',
    '+H123',
    'a.org/',
    'a.b.c.d',
    '://',
    // Records read by their fields (ADR 0148).
    'MSH|^~\\&|A\nPID|1||1^~',
    'PID|1||1^2^~&|',
    '"family": "A", "given": ["B", ',
    '<City>A</City><',
    '<line value="1 A St"/>',
    'Address: 1 a, ',
    'a_city,b_zip,',
    'NM1*IL*1*A*B~N4*A*OH*12345~',
  ];
  /** The steps on 64 KB of `unit` repeated, and their ratio to 8 KB's. */
  const growth = (unit: string) => {
    const small = steps(unit.repeat(Math.ceil(8_000 / unit.length)));
    const text = unit.repeat(Math.ceil(64_000 / unit.length));
    const large = steps(text);
    assert.ok(large / small < 9, `${JSON.stringify(unit)}: steps grew ×${(large / small).toFixed(1)} for ×8 input`);
    return { large, length: text.length };
  };
  it('grows linearly: 8× the input takes about 8× the steps, not 64× (what quadratic work would)', () => {
    for (const unit of PATTERNS) {
      const { large, length } = growth(unit);
      // And a bound per character (today at most ~33: every pass that scans the whole text adds one, so the bound
      // grows with the passes; quadratic work on 64 KB would be thousands).
      assert.ok(large <= 40 * length, `${JSON.stringify(unit)}: ${large} steps for ${length} characters`);
    }
  });
  it('grows linearly on records dense with findings, whose cost per character is higher', () => {
    // (A finding every 17 characters: each is read by the later filters, so the bound per character does not apply.
    // The inserts have two known columns, which the SQL reader needs to read them at all.)
    for (const unit of [
      "'A','OH','12345',",
      'A,OH,12345,',
      "insert into t (city, zip) values ('a",
      "INSERT INTO t (first_name, last_name) VALUES ('A', 'B'), ",
    ])
      growth(unit);
  });
  it('keeps findings within the text on 100 KB of each pattern', () => {
    for (const unit of PATTERNS) {
      const text = unit.repeat(Math.ceil(100_000 / unit.length));
      for (const f of detectPii(text)) assert.ok(f.start >= 0 && f.end <= text.length && f.start < f.end);
    }
  });
});

describe('PHI: more record and claim numbers', () => {
  it('finds specimen, order, prescription, Epic contact, financial and claim numbers, and insurer-named IDs', () => {
    expectEach([
      ['Specimen ID 26-CP-001122', 'MRN:26-CP-001122'],
      ['Rx #: 6612309', 'MRN:6612309'],
      ['Order #: 99120034', 'MRN:99120034'],
      ['CSN: 100223344', 'MRN:100223344'],
      ['Prior auth # PA-7781234', 'MRN:PA-7781234'],
      ['FIN 221100334', 'ACCOUNT:221100334'],
      ['Claim number: 4400-22-1983', 'ACCOUNT:4400-22-1983'],
      // Australian, Indian and laboratory record numbers (ADR 0077).
      ['URN: 00123456', 'MRN:00123456'],
      ['UHID 20240018273', 'MRN:20240018273'],
      ['IP no. 2024/118273', 'MRN:2024/118273'],
      ['OPD No. 118273', 'MRN:118273'],
      ['Lab no 24-187732', 'MRN:24-187732'],
    ]);
    assert.ok(found('BCBS ID XYZ123456789').includes('HEALTH_PLAN:XYZ123456789'));
  });
  it('leaves the same words without a number alone', () => {
    expectNone([
      'in order to reduce the 2 doses',
      'Rx: lisinopril 10 mg daily',
      'Referral to cardiology in 3 weeks',
      'Episode of care in 2024',
      'lab 24 hrs later; cr 1.2 mg/dL; ip 3 times',
    ]);
  });
});
