import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { detectPii } from './pii.js';

const found = (text: string, types?: string[]) =>
  detectPii(text, types).map((f) => `${f.type}:${text.slice(f.start, f.end)}`);

// ADR 0148: records a program writes, read by their fields.
const ADT = [
  'MSH|^~\\&|MEDITECH|STCHARLES|HIE|RELIANCE HIE|202611250812||ADT^A04|884120|P|2.3',
  'EVN|A04|202611250812',
  'PID|1||V00774120^^^^MR||NAKAI^LORENA^Q||19560311|F||2106-3|61420 BRIAR ROSE LN^APT 2^BEND^OR^97702||(541)555-0134|||||AC88120|532-11-0498',
  'NK1|1|NAKAI^ELLIOT|SPO|12 ELM ST^^SISTERS^OR^97759',
  'PV1|1|E|ED||||4411^HALVERSON^KRISTA^^^MD||||||||||||V7781|||||||||||||||||||||||||202611250812',
  'GT1|1||NAKAI^ELLIOT||12 ELM ST^^SISTERS^OR^97759|||19541102||||||||DESCHUTES LUMBER CO',
  'IN1|1|PPO|60054|AETNA LIFE INSURANCE|PO BOX 981106^^EL PASO^TX^79998||||||||||NAKAI^ELLIOT|||||||||||||||||||||W123456789',
  'OBX|1|NM|HGB^HEMOGLOBIN||10.2|g/dL|12.0-16.0|L|||F',
].join('\r');

describe('HL7 v2 messages', () => {
  it('reads the patient, the relatives, the guarantor and the insured by their fields', () => {
    const people = found(ADT, ['PERSON']);
    for (const n of ['NAKAI', 'LORENA', 'Q', 'ELLIOT', 'HALVERSON', 'KRISTA'])
      assert.ok(people.includes(`PERSON:${n}`), n);
    assert.ok(!people.some((p) => /HEMOGLOBIN|MEDITECH|BRIAR|BEND/.test(p)), people.join());
  });

  it('reads addresses with their unit, towns and codes, and the facilities and firms', () => {
    const places = found(ADT, ['STREET_ADDRESS', 'CITY', 'ZIP', 'ORGANIZATION']);
    for (const v of [
      'STREET_ADDRESS:61420 BRIAR ROSE LN',
      'STREET_ADDRESS:APT 2',
      'CITY:BEND',
      'ZIP:97702',
      'CITY:SISTERS',
      'ZIP:97759',
      'ORGANIZATION:STCHARLES',
      'ORGANIZATION:RELIANCE HIE',
      'ORGANIZATION:DESCHUTES LUMBER CO',
      'ORGANIZATION:AETNA LIFE INSURANCE',
    ])
      assert.ok(places.includes(v), `${v} in ${places.join()}`);
  });

  it('reads identifiers, birth dates and phones by their fields', () => {
    const ids = found(ADT, ['MRN', 'DATE_OF_BIRTH', 'US_SSN', 'ACCOUNT', 'PHONE', 'HEALTH_PLAN']);
    for (const v of [
      'MRN:V00774120',
      'DATE_OF_BIRTH:19560311',
      'DATE_OF_BIRTH:19541102',
      'PHONE:(541)555-0134',
      'ACCOUNT:AC88120',
      'US_SSN:532-11-0498',
      'ACCOUNT:V7781',
      'HEALTH_PLAN:W123456789',
    ])
      assert.ok(ids.includes(v), `${v} in ${ids.join()}`);
  });

  it('takes the separators from MSH, and reads segments logged one per line without it', () => {
    const custom = 'MSH#^~\\&#LAB#NORTHFIELD CLINIC\nPID#1##4471##OKONJO^ADAEZE##19800101';
    assert.deepEqual(found(custom, ['PERSON', 'MRN', 'ORGANIZATION']), [
      'ORGANIZATION:NORTHFIELD CLINIC',
      'MRN:4471',
      'PERSON:OKONJO',
      'PERSON:ADAEZE',
    ]);
    assert.deepEqual(found('PID|1||123456^^^MRN||Oyelaran^Tomiwa^B||19610304|F', ['PERSON', 'MRN']), [
      'MRN:123456',
      'PERSON:Oyelaran',
      'PERSON:Tomiwa',
      'PERSON:B',
    ]);
  });

  it('reads nothing from a pipe table that is no message, nor from HL7 nulls', () => {
    assert.deepEqual(found('PID|Name|DOB\nPID|4471|19800101', ['MRN', 'DATE_OF_BIRTH']), []);
    assert.deepEqual(found('PID|1||""||""^""||""', ['PERSON', 'MRN', 'DATE_OF_BIRTH']), []);
  });
});

describe('XML and FHIR records', () => {
  it('reads an element by its name, not the name itself', () => {
    const xml =
      '<Patient><Name><Given>Marieke</Given><Family>Verhoeven-Dias</Family></Name><Address><Line>11 Orchard Street</Line><City>Hudson</City><Zip>12534</Zip></Address></Patient>';
    assert.deepEqual(found(xml, ['PERSON', 'CITY', 'ZIP', 'STREET_ADDRESS', 'ORGANIZATION']), [
      'PERSON:Marieke',
      'PERSON:Verhoeven-Dias',
      'STREET_ADDRESS:11 Orchard Street',
      'CITY:Hudson',
      'ZIP:12534',
    ]);
  });

  it("reads FHIR's value attributes and JSON arrays", () => {
    const fhirXml =
      '<name><family value="Chalmers"/><given value="Peter"/></name><address><line value="534 Erewhon St"/><city value="PleasantVille"/><postalCode value="3999"/></address>';
    assert.deepEqual(found(fhirXml, ['PERSON', 'CITY', 'ZIP', 'STREET_ADDRESS']), [
      'PERSON:Chalmers',
      'PERSON:Peter',
      'STREET_ADDRESS:534 Erewhon St',
      'CITY:PleasantVille',
      'ZIP:3999',
    ]);
    const json = '{"name":[{"family":"Oyelaran","given":["Tomiwa","Bisi"]}],"address":[{"line":["88 Pine Ridge Rd"]}]}';
    assert.deepEqual(found(json, ['PERSON', 'STREET_ADDRESS']), [
      'PERSON:Oyelaran',
      'PERSON:Tomiwa',
      'PERSON:Bisi',
      'STREET_ADDRESS:88 Pine Ridge Rd',
    ]);
  });

  it('leaves elements of other names, placeholders, and lines without a number', () => {
    assert.deepEqual(
      found('<Drug>Warfarin</Drug><City>unknown</City><Line>see attached</Line>', ['PERSON', 'CITY']),
      [],
    );
    assert.deepEqual(found('{"line": ["ERROR at parse"], "family": "sans-serif"}', ['STREET_ADDRESS']), []);
    assert.deepEqual(found('Family: supportive, lives with given partner', ['PERSON']), []);
  });
});

describe('records: adversarial input', () => {
  /** The least CPU time of one call (microseconds) of five, after a warm-up call: one stray pause does not count. */
  const cpu = (text: string) => {
    detectPii(text);
    let best = Number.POSITIVE_INFINITY;
    for (let trial = 0; trial < 5; trial++) {
      const t0 = process.cpuUsage();
      detectPii(text);
      const d = process.cpuUsage(t0);
      best = Math.min(best, d.user + d.system);
    }
    return best;
  };
  it('reads an unclosed JSON array of names in time that does not grow with the blanks between them', () => {
    // Each string after the first needs its comma: with blanks alone between strings, a regex that could split them
    // two ways backtracked exponentially (16 blanks took over a minute).
    const array = (blanks: number) =>
      `{"family": "A", "given": [${Array.from({ length: 9 }, (_, i) => `"Ann${i}"`).join(' '.repeat(blanks))}`;
    const small = cpu(array(4));
    const large = cpu(array(16));
    assert.ok(large < 50 * Math.max(small, 200), `4 blanks ${small} µs, 16 blanks ${large} µs`);
  });
});

describe('what the review of ADR 0148 found', () => {
  it('reads a message inside a JSON string or after a log prefix, and keeps the separators out of its spans', () => {
    const json =
      '{"hl7":"MSH|^~\\\\&|EPIC|MERCYHOSP|||20240101||ADT^A01|1|P|2.5\\rPID|1||7741203^^^MERCY^MR||FONOTI^MALIA||19870704|F\\rPV1|1|I|||||1234^CHEN^DAVID"}';
    const got = found(json, ['PERSON', 'MRN', 'DATE_OF_BIRTH']);
    assert.deepEqual(got, [
      'MRN:7741203',
      'PERSON:FONOTI',
      'PERSON:MALIA',
      'DATE_OF_BIRTH:19870704',
      'PERSON:CHEN',
      'PERSON:DAVID',
    ]);
    const logged =
      '2024-01-01 12:00:01 INFO recv PID|1||7741203^^^MERCY^MR||FONOTI^MALIA||19870704|F|||3314 SE DIVISION ST^^BEND^OR^97702';
    assert.ok(found(logged, ['ZIP']).includes('ZIP:97702'));
    const phones = 'MSH|^~\\&|A\rPID|1||1^^^A||X^Y||||||||^PRN^PH^^1^503^5551234~^NET^Internet^malia@example.com';
    assert.deepEqual(found(phones, ['PHONE', 'EMAIL']), ['PHONE:503', 'PHONE:5551234', 'EMAIL:malia@example.com']);
  });

  it('reads no field shifted by one as an identifier or a date', () => {
    const shifted = 'MSH|^~\\&|A\rPID|1||1^^^A||X^Y|3314 SE DIVISION ST|Main Street';
    assert.deepEqual(found(shifted, ['DATE_OF_BIRTH']), []);
  });

  it('reads JSON logs, medication records and sentences as no names or streets', () => {
    for (const t of [
      '{"level":"error","file":"server.ts","line":42,"msg":"timeout"}',
      '{"order_id": 991, "line": "Metoprolol 25 mg PO BID"}',
      '{"med": "Ondansetron 4 mg IV", "given": "Not given"}',
      '{"given": ["Ondansetron", "Morphine"]}',
      '{"family": "Supportive", "given": ["Refused"]}',
      '<family>Lives with spouse</family><given>Refused</given><org>cardiology</org><line>Amoxicillin 500 mg</line>',
    ])
      assert.deepEqual(found(t, ['PERSON', 'STREET_ADDRESS', 'ORGANIZATION']), [], t);
  });

  it('keeps people in angle brackets, which are no tags', () => {
    assert.deepEqual(found('<p>Message from <Sarah Miller> about her appointment</p>', ['PERSON']), [
      'PERSON:Sarah Miller',
    ]);
    assert.deepEqual(found('<Kevin> see <b>labs</b>', ['PERSON']), ['PERSON:Kevin']);
  });

  it('reads namespaced CDA elements, value attributes after others, and birth times', () => {
    const cda =
      '<cda:name><cda:given>Ana</cda:given><cda:family>Ruiz</cda:family></cda:name><birthTime value="19750501"/><addr use="H"><city value="Reno"/></addr>';
    assert.deepEqual(found(cda, ['PERSON', 'CITY', 'DATE_OF_BIRTH']), [
      'PERSON:Ana',
      'PERSON:Ruiz',
      'DATE_OF_BIRTH:19750501',
      'CITY:Reno',
    ]);
  });
});

describe('vCards', () => {
  it("reads a vCard's name, organization and address by their properties", () => {
    const card =
      'BEGIN:VCARD\nVERSION:3.0\nN:Lindqvist;Sven;;Dr.;\nFN:Dr. Sven Lindqvist\nORG:Northern Lakes Orthopaedics\nTITLE:Orthopaedic Surgeon\nADR;TYPE=WORK:;Suite 300;1600 Lake Street;Minneapolis;MN;55408;USA\nEND:VCARD';
    assert.deepEqual(found(card, ['PERSON', 'ORGANIZATION', 'STREET_ADDRESS', 'CITY', 'ZIP']), [
      'PERSON:Lindqvist',
      'PERSON:Sven',
      'PERSON:Sven Lindqvist',
      'ORGANIZATION:Northern Lakes Orthopaedics',
      'STREET_ADDRESS:Suite 300',
      'STREET_ADDRESS:1600 Lake Street',
      'CITY:Minneapolis',
      'ZIP:55408',
    ]);
    assert.deepEqual(found('ORG:Desjardins\nADR:;;1 Main St;Reno;NV;89501;USA', ['ORGANIZATION', 'CITY']), []);
  });
});
