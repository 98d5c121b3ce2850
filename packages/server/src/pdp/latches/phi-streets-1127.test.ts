import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { detectPii } from './pii.js';

const found = (text: string, types: readonly string[] = ['STREET_ADDRESS']) =>
  detectPii(text, types).map((f) => `${f.type}:${text.slice(f.start, f.end)}`);

describe('street lines of 2026-11-27 afternoon: types, boxes, Turkish numbers, roads after a cue', () => {
  it('reads Australian, Irish and US types and a second type after the first', () => {
    assert.deepEqual(found('Mr Liam Costello\n17 Banksia Cres, Mount Gambier SA 5290'), [
      'STREET_ADDRESS:17 Banksia Cres',
    ]);
    // Types that clinical text uses after a count are left out ("Apical 4 Chamber View", "3 Vessel Bypass").
    assert.deepEqual(
      found('Apical 4 Chamber View; s/p 3 Vessel Bypass 2019; 12 Step Landing', ['STREET_ADDRESS', 'ZIP']),
      [],
    );
    assert.deepEqual(found('Delivery for Mrs. Hargrove at 33 Pine Hill Rd scheduled tomorrow'), [
      'STREET_ADDRESS:33 Pine Hill Rd',
    ]);
    // The second type stays with the street, so the town below is no titled name ("Dr\nCharlotte").
    assert.deepEqual(
      found('Danielle Kuykendall\n4410 Sycamore Ridge Dr\nCharlotte, NC 28269', ['STREET_ADDRESS', 'CITY']),
      ['STREET_ADDRESS:4410 Sycamore Ridge Dr', 'CITY:Charlotte'],
    );
  });

  it('reads post boxes and bags of Australia and New Zealand', () => {
    assert.deepEqual(found('Please post it to GPO Box 9822, Melbourne VIC 3001.'), ['STREET_ADDRESS:GPO Box 9822']);
    assert.deepEqual(found('Medibank Private Limited\nLocked Bag 9999, Docklands VIC'), [
      'STREET_ADDRESS:Locked Bag 9999',
    ]);
    assert.deepEqual(found('a private bag of ice; locked bag in the ward'), []);
  });

  it('reads a Turkish street with its "No:" label, and roads after "on"', () => {
    assert.deepEqual(found('Cumhuriyet Cad. No:22, 34805 Beykoz/İstanbul'), ['STREET_ADDRESS:Cumhuriyet Cad. No:22']);
    assert.ok(
      found('Bağdat Caddesi No: 245 D: 6, 34728 Kadıköy/İstanbul')[0]?.startsWith(
        'STREET_ADDRESS:Bağdat Caddesi No: 245',
      ),
    );
    assert.deepEqual(found('GTT scheduled at Labcorp on Pioneer Blvd. Rh neg'), ['STREET_ADDRESS:Pioneer Blvd.']);
    assert.deepEqual(found('Answer No: 12 times; Room No: 12; CXR 2 view chest; Lateral View 2 shows'), []);
  });

  it('keeps a firm line with a title word in it as the letterhead, not the line above it', () => {
    assert.deepEqual(
      found('Denial of claim (Australia)\n\nMedibank Private Limited\nLocked Bag 9999, Docklands VIC', [
        'ORGANIZATION',
      ]),
      ['ORGANIZATION:Medibank Private Limited'],
    );
  });
});

describe('address blocks in capitals (2026-11-27 afternoon)', () => {
  it('reads abbreviated types in capitals, and the addressee above them as a person', () => {
    const text = 'GEORGE A PAPADOPOULOS\n221 BAYVIEW TER\nSAN MATEO CA 94401';
    assert.deepEqual(found(text, ['STREET_ADDRESS', 'ORGANIZATION']), ['STREET_ADDRESS:221 BAYVIEW TER']);
    assert.deepEqual(found('JANE ROE\n12 KOWALCZYK AVE\nERIE PA 16501', ['PERSON', 'STREET_ADDRESS']), [
      'PERSON:JANE ROE',
      'STREET_ADDRESS:12 KOWALCZYK AVE',
    ]);
    // A lead count before a clinical abbreviation is no house number; a firm's line stays a firm.
    assert.deepEqual(found('ECG 12 LEAD ST\nV2-V4 ST DEPRESSION'), []);
    assert.deepEqual(found('KOS A HOLÍK S.R.O.\nVinohradská 112/45\n130 00 Praha 3', ['ORGANIZATION']), [
      'ORGANIZATION:KOS A HOLÍK S.R.O.',
    ]);
    assert.deepEqual(found('Marta Kowalski\nSenior Buyer\nNordic Kitchenworks AB\nSveavägen 44', ['PERSON']), [
      'PERSON:Marta Kowalski',
    ]);
  });
});

describe('review of the afternoon rules: clinical lines that look like addresses', () => {
  it('reads no street, code or addressee from clinical capitals, doses, pathways and labels', () => {
    assert.deepEqual(found('HR 142 SINUS TACH ST\nIMPRESSION: 6 MM NODULE RUL ST'), []);
    assert.deepEqual(found('CAP 10000 units heparin; CP 40000 trial; NPA 28 Fr inserted', ['ZIP']), []);
    assert.deepEqual(found('Plan discussed on Rounds Dr said ok. Pt on Comfort Care Road to hospice.'), []);
    assert.deepEqual(found('Lives at 1200 Main St Dr. Jones is PCP'), ['STREET_ADDRESS:1200 Main St']);
    assert.deepEqual(found('BILL TO\n1200 MAIN STREET\nSPRINGFIELD IL 62704', ['PERSON', 'ORGANIZATION']), []);
    assert.deepEqual(found('Guillain Barre 45 M; Bard Foley 16 F; Blake Drain 19 F', ['PERSON']), []);
  });

  it('keeps the whole addressee and a person after a street', () => {
    assert.deepEqual(found('GEORGE A PAPADOPOULOS\n221 BAYVIEW TER\nSAN MATEO CA 94401', ['PERSON']), [
      'PERSON:GEORGE A PAPADOPOULOS',
    ]);
    assert.deepEqual(found('Call 12 Oak Ave, Mark Smith and family', ['PERSON']), ['PERSON:Mark Smith']);
  });
});
