import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { detectPii, PII_TYPES, redactPii } from './pii.js';
import { cardCheck, ibanValid, luhnValid, npiValid, ssnKind } from './pii-checksums.js';

/** Findings as `TYPE:matched text`, the easiest form to read in a failing assertion. */
const found = (text: string, types?: readonly string[]) =>
  detectPii(text, types).map((f) => `${f.type}:${text.slice(f.start, f.end)}`);

describe('pii checksums', () => {
  it('validates Luhn, card prefixes, NPI, IBAN and SSA ranges', () => {
    assert.ok(luhnValid('4111111111111111'));
    assert.ok(!luhnValid('4111111111111112'));
    assert.equal(cardCheck('5555555555554444'), 'known');
    assert.equal(cardCheck('501800000009'), 'unknown', '12 digits need a card word');
    assert.equal(cardCheck('4111111111111112'), null);
    assert.ok(npiValid('1234567893'));
    assert.ok(!npiValid('1234567890'));
    assert.ok(ibanValid('DE89370400440532013000'));
    assert.ok(!ibanValid('DE89370400440532013001'));
    assert.ok(!ibanValid('DE8937040044053201300'), 'German IBANs have 22 characters');
    assert.equal(ssnKind('536221234'), 'US_SSN');
    assert.equal(ssnKind('912781234'), 'US_ITIN');
    for (const bad of ['000221234', '666221234', '536001234', '536220000', '912401234', '078051120']) {
      assert.equal(ssnKind(bad), null, bad);
    }
  });
});

describe('detectPii: EMAIL', () => {
  it('finds addresses with dots, plus tags and sub-domains, without a trailing full stop', () => {
    assert.deepEqual(found('Mail jane.doe+tag@mail.example.co.uk. Thanks'), ['EMAIL:jane.doe+tag@mail.example.co.uk']);
    assert.deepEqual(found('(ops@corp-mail.io)'), ['EMAIL:ops@corp-mail.io']);
  });
  it('ignores handles, bare hosts and local parts that end with a dot', () => {
    assert.deepEqual(found('ping @channel, user@localhost, a.@b.com, x@y'), []);
  });
});

describe('detectPii: PHONE', () => {
  it('takes NANP and international shapes without context, extension included', () => {
    assert.deepEqual(found('Desk 415-555-0132, cell (212) 555 0188x42, or 1-800-555-0199.'), [
      'PHONE:415-555-0132',
      'PHONE:(212) 555 0188x42',
      'PHONE:1-800-555-0199',
    ]);
    assert.deepEqual(found('London +44 20 7946 0958, Paris +33 (0)1 23 45 67 89, Sydney +61412345678', ['PHONE']), [
      'PHONE:+44 20 7946 0958',
      'PHONE:+33 (0)1 23 45 67 89',
      'PHONE:+61412345678',
    ]);
  });
  it('takes local shapes only after a phone word or before a label', () => {
    assert.deepEqual(found('Mobile: 0488 12 34 56'), ['PHONE:0488 12 34 56']);
    assert.deepEqual(found('You can call 612 345 678 any time'), ['PHONE:612 345 678']);
    assert.deepEqual(found('Contacts:\n020 7946 0958 office\n'), ['PHONE:020 7946 0958']);
    assert.deepEqual(found('Reference 0488 12 34 56 was filed'), []);
  });
  it('takes a next of kin’s local number whole, never its first groups as a postcode', () => {
    // Review of 2026-11-27: "086 555" was read as a postcode after a name and its comma, leaving "1234" in clear.
    assert.deepEqual(found('NEXT OF KIN: SON, PAUL BRADY, 086 555 1234', ['PHONE', 'ZIP']), ['PHONE:086 555 1234']);
    assert.deepEqual(found('NOK: wife Mary 087 123 4567', ['PHONE']), ['PHONE:087 123 4567']);
    // A relative named right before the number, or "(NOK)" after it.
    assert.deepEqual(found('daughter 0803 123 4567', ['PHONE']), ['PHONE:0803 123 4567']);
    assert.deepEqual(found('Ngozi Okeke 0803 123 4567 (NOK)', ['PHONE']), ['PHONE:0803 123 4567']);
    assert.deepEqual(found('son aged 12, weight 45 kg; mother born 1950', ['PHONE']), []);
  });
  it('leaves plain numbers, amounts, dates, versions and times alone', () => {
    const text = 'Order 12345678 of $ 1 250 000, call on 2024-03-05 or 12.05.2020 at 10:30; build 2.3.1.4017 today';
    // The dates are DATE findings (ADR 0039), never phone numbers.
    assert.deepEqual(found(text), ['DATE:2024-03-05', 'DATE:12.05.2020']);
  });
  it('does not read an SSN or a card number as a phone number, even with phone words around', () => {
    assert.deepEqual(found('Call about SSN 536-22-1234'), ['US_SSN:536-22-1234']);
    assert.deepEqual(found('Call about card 4111 1111 1111 1111', ['PHONE']), []);
  });
});

describe('detectPii: CREDIT_CARD', () => {
  it('takes Luhn-valid numbers of card networks, plain or grouped', () => {
    const text = 'Visa 4111111111111111, MC 5555-5555-5555-4444, Amex 3782 822463 10005, JCB 3530111333300000.';
    assert.deepEqual(found(text), [
      'CREDIT_CARD:4111111111111111',
      'CREDIT_CARD:5555-5555-5555-4444',
      'CREDIT_CARD:3782 822463 10005',
      'CREDIT_CARD:3530111333300000',
    ]);
  });
  it('rejects Luhn failures and odd groupings', () => {
    assert.deepEqual(found('Ref 4111111111111112 and 41 1111 1111 111 111'), []);
  });
  it('needs a card word for 12-digit numbers and unknown prefixes', () => {
    assert.deepEqual(found('Maestro card no 501800000009'), ['CREDIT_CARD:501800000009']);
    assert.deepEqual(found('Tracking 501800000009'), []);
  });
  it('drops a trailing group that is another number', () => {
    assert.deepEqual(found('card 4111 1111 1111 1111 2025'), ['CREDIT_CARD:4111 1111 1111 1111']);
  });
});

describe('detectPii: US_SSN and US_ITIN', () => {
  it('takes dashed numbers in SSA ranges and needs context otherwise', () => {
    assert.deepEqual(found('Filed as 536-22-1234; SSN 536 22 1234'), ['US_SSN:536-22-1234', 'US_SSN:536 22 1234']);
    assert.deepEqual(found('Invoice ref 536221234 and 536.22.1234'), []);
  });
  it('rejects impossible areas, groups and serials, and published examples', () => {
    assert.deepEqual(found('SSN 000-12-3456, 666-12-3456, 536-00-1234, 536-22-0000, 078-05-1120'), []);
  });
  it('tells ITINs (9XX with an IRS group) from invalid 9XX numbers', () => {
    assert.deepEqual(found('ITIN 912-78-1234, not 912-40-1234'), ['US_ITIN:912-78-1234']);
  });
});

describe('detectPii: IBAN', () => {
  it('takes compact, space-grouped and lower-case IBANs with a valid checksum and length', () => {
    const text = 'Pay DE89 3704 0044 0532 0130 00 or gb82west12345698765432, not GB82WEST12345698765433.';
    assert.deepEqual(found(text), ['IBAN:DE89 3704 0044 0532 0130 00', 'IBAN:gb82west12345698765432']);
  });
  it('does not swallow the following word', () => {
    assert.deepEqual(found('IBAN BE68 5390 0754 7034 then stop'), ['IBAN:BE68 5390 0754 7034']);
  });
});

describe('detectPii: IP_ADDRESS', () => {
  it('takes IPv4 in octet range, not versions or out-of-range octets', () => {
    assert.deepEqual(found('from 10.0.0.1 and 192.168.1.255, not 256.1.1.1, version 1.2.3.4 or v2.0.0.1'), [
      'IP_ADDRESS:10.0.0.1',
      'IP_ADDRESS:192.168.1.255',
    ]);
  });
  it('takes IPv6 full and compressed, not times or C++ scopes', () => {
    const text =
      'hosts 2001:0db8:85a3:0000:0000:8a2e:0370:7334, 2001:db8::8a2e:370:7334 and ::1; std::vector at 12:30:45';
    assert.deepEqual(found(text), [
      'IP_ADDRESS:2001:0db8:85a3:0000:0000:8a2e:0370:7334',
      'IP_ADDRESS:2001:db8::8a2e:370:7334',
      'IP_ADDRESS:::1',
    ]);
  });
});

describe('detectPii: health and government identifiers', () => {
  it('US_NPI: Luhn over 80840, only after its name', () => {
    assert.deepEqual(found('Referring NPI: 1234567893; NPI 1234567890; id 1234567893'), ['US_NPI:1234567893']);
  });
  it('MEDICARE_MBI: CMS format, dashed alone, undashed with a Medicare word', () => {
    assert.deepEqual(found('Medicare ID 1EG4TE5MK73 and 1EG4-TE5-MK73'), [
      'MEDICARE_MBI:1EG4TE5MK73',
      'MEDICARE_MBI:1EG4-TE5-MK73',
    ]);
    assert.deepEqual(found('part 1EG4TE5MK73 and 1SG4-TE5-MK73'), []);
  });
  it('MRN: only after "MRN" or "medical record", and only values with digits', () => {
    assert.deepEqual(found('MRN: 00482913. Medical record number is AB-77123. MRN pending'), [
      'MRN:00482913',
      'MRN:AB-77123',
    ]);
    assert.deepEqual(found('Room 00482913'), []);
  });
  it('DATE_OF_BIRTH: full dates after birth words, validated', () => {
    const text = 'DOB: 04/12/1961. Born on March 4th, 1961. Date of birth 1961-04-12. Born in 1961. DOB 13/13/1961.';
    assert.deepEqual(found(text), [
      'DATE_OF_BIRTH:04/12/1961',
      'DATE_OF_BIRTH:March 4th, 1961',
      'DATE_OF_BIRTH:1961-04-12',
    ]);
    assert.deepEqual(found('Admitted 04/12/2023'), ['DATE:04/12/2023'], 'a date, but not of birth');
  });
  it('US_PASSPORT: nine digits or a letter and eight digits, after "passport"', () => {
    assert.deepEqual(found('Passport no. 123456789, passport X12345678, passport 1234567, ticket 123456789'), [
      'US_PASSPORT:123456789',
      'US_PASSPORT:X12345678',
    ]);
  });
  it("US_DRIVER_LICENSE: after driver's license or DL, values with digits", () => {
    assert.deepEqual(found("Driver's license number: D1234567; DL# 123-456-789; driver license valid"), [
      'US_DRIVER_LICENSE:D1234567',
      'US_DRIVER_LICENSE:123-456-789',
    ]);
  });
});

describe('detectPii: API', () => {
  const text = 'Write to kim@example.org or call 415-555-0132 about SSN 536-22-1234.';

  it('lists exactly the types it returns', () => {
    const all = [
      'kim@example.org',
      '415-555-0132',
      '4111111111111111',
      '536-22-1234',
      '912-78-1234',
      'DE89370400440532013000',
      '10.0.0.1',
      'NPI 1234567893',
      '1EG4-TE5-MK73',
      'MRN 00482913',
      'DOB 04/12/1961',
      'passport 123456789',
      'DL D1234567',
      'seen 2069-04-07',
      'a 92 y/o',
      'Fax: 617-555-0199',
      'Member ID XJH1234567',
      'Acct # 44521987',
      'State license MD 12345',
      'AB1234563',
      '1HGCM82633A004352',
      'plate 7ABC123',
      'S/N PX4471-22',
      'BSN 123456782',
      'https://example.org/a',
      'Dr. Okonkwo',
      '1200 Oak Street, Springfield, IL 62704',
      'Cook County',
      'St. Mary Hospital',
    ].join(' ;\n');
    const types = new Set(detectPii(all).map((f) => f.type));
    assert.deepEqual([...types].sort(), [...PII_TYPES].sort());
    for (const t of PII_TYPES) assert.match(t, /^[A-Z][A-Z0-9_]*$/);
  });
  it('returns findings sorted by start, without overlaps', () => {
    const f = detectPii(`${text} ${text}`);
    assert.equal(f.length, 6);
    for (let i = 1; i < f.length; i++) assert.ok(f[i - 1]!.end <= f[i]!.start);
  });
  it('restricts to the given types, as a set or an array; an empty list detects nothing', () => {
    assert.deepEqual(found(text, ['PHONE']), ['PHONE:415-555-0132']);
    const set = new Set(['EMAIL', 'US_SSN']);
    assert.deepEqual(
      detectPii(text, set).map((f) => f.type),
      ['EMAIL', 'US_SSN'],
    );
    assert.deepEqual(detectPii(text, []), []);
    assert.deepEqual(detectPii(''), []);
  });
});

describe('redactPii', () => {
  it('replaces each finding with its type', () => {
    const text = 'Write to kim@example.org or call 415-555-0132.';
    assert.equal(redactPii(text, detectPii(text)), 'Write to [REDACTED:EMAIL] or call [REDACTED:PHONE].');
  });
  it('merges overlapping findings from several detectors and clamps offsets', () => {
    const findings = [
      { type: 'B', start: 4, end: 9 },
      { type: 'A', start: 2, end: 6 },
      { type: 'C', start: 12, end: 99 },
    ];
    assert.equal(redactPii('0123456789abcdef', findings), '01[REDACTED:A]9ab[REDACTED:C]');
    assert.equal(redactPii('unchanged', []), 'unchanged');
  });
});

describe('detectPii on adversarial input', () => {
  // Each string targets one regex's worst case; the assertions are on the result, not the clock.
  const big = 100_000;
  const cases: [string, string][] = [
    ['digits', '9'.repeat(big)],
    ['separated digits', '1-'.repeat(big / 2)],
    ['spaced digits after a phone word', `phone ${'12 '.repeat(big / 3)}`],
    ['local part without @', 'a.'.repeat(big / 2)],
    ['local part then @', `${'a'.repeat(big)}@`],
    ['many @', 'a@'.repeat(big / 2)],
    ['domain labels', `x@${'a-'.repeat(big / 2)}`],
    ['colons', ':'.repeat(big)],
    ['hex groups', 'ab:'.repeat(big / 3)],
    ['keyword then spaces', `MRN${' '.repeat(big)}`],
    ['IBAN-like', `GB82${'A'.repeat(big)}`],
    ['dotted octets', '1.'.repeat(big / 2)],
    ['parentheses', '(1) '.repeat(big / 4)],
  ];
  for (const [name, text] of cases) {
    it(`finds nothing in ${name}`, () => assert.deepEqual(detectPii(text), []));
  }
  it('still finds an entity after a long run', () => {
    const text = `${'7 '.repeat(big / 2)} mail kim@example.org`;
    assert.deepEqual(found(text), ['EMAIL:kim@example.org']);
  });
});
