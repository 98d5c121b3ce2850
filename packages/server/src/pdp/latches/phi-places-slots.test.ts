import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { detectPii } from './pii.js';

const found = (text: string, types?: readonly string[]) =>
  detectPii(text, types).map((f) => `${f.type}:${text.slice(f.start, f.end)}`);
const of = (text: string, type: string) => found(text, [type]);
const places = (text: string) => found(text, ['CITY', 'COUNTY', 'STREET_ADDRESS', 'ZIP']);

// ADR 0056: national postal codes beside their town, towns in place slots, streets without a house number.
describe('national postal codes beside their town', () => {
  it('reads the code before the town, as Europe and Latin America write it', () => {
    assert.deepEqual(places('Envio: Rua do Carmo 71, 4050-164 Porto'), [
      'STREET_ADDRESS:Rua do Carmo 71',
      'ZIP:4050-164',
      'CITY:Porto',
    ]);
    assert.deepEqual(of('ul. Długa 5\n80-827 Gdańsk', 'ZIP'), ['ZIP:80-827']);
    assert.deepEqual(of('ul. Długa 5\n80-827 Gdańsk', 'CITY'), ['CITY:Gdańsk']);
    assert.deepEqual(of('Drottninggatan 12, 411 14 Göteborg', 'ZIP'), ['ZIP:411 14']);
    assert.deepEqual(of('Kerkstraat 4, 1017 GC Amsterdam', 'ZIP'), ['ZIP:1017 GC']);
    assert.deepEqual(places('Praxis: Hauptstraße 8, 80331 München'), [
      'STREET_ADDRESS:Hauptstraße 8',
      'ZIP:80331',
      'CITY:München',
    ]);
    assert.deepEqual(of('Via Roma 4, 10121 Torino (TO)', 'ZIP'), ['ZIP:10121']);
    assert.deepEqual(of('Bahnhofstrasse 1, 3011 Bern', 'CITY'), ['CITY:Bern']);
  });

  it('reads the code after the town: Japan, Brazil, India', () => {
    assert.deepEqual(of('1-1 Umeda, Kita-ku, Osaka 530-0001, Japan', 'ZIP'), ['ZIP:530-0001']);
    assert.deepEqual(of('Av. Paulista, 1578 - Bela Vista, São Paulo - SP, 01310-200', 'ZIP'), ['ZIP:01310-200']);
    assert.deepEqual(of('14 MG Road, Bengaluru 560001, Karnataka', 'ZIP'), ['ZIP:560001']);
    assert.deepEqual(of('14 MG Road, Bengaluru 560001, Karnataka', 'CITY'), ['CITY:Bengaluru']);
  });

  it('reads an Eircode with the town above it, and a US address typed in lower case', () => {
    assert.deepEqual(places('4 Eyre Square\nGalway\nH91 E2K3'), [
      'STREET_ADDRESS:4 Eyre Square',
      'CITY:Galway',
      'ZIP:H91 E2K3',
    ]);
    assert.deepEqual(places('pls send to 402 birch hill ln frederick md 21702'), [
      'STREET_ADDRESS:402 birch hill ln',
      'CITY:frederick',
      'ZIP:21702',
    ]);
  });

  it('reads a code and its town in prose after to, in, at, for, from: a large city or a town in capitals', () => {
    // ADR 0070.
    assert.deepEqual(places('Please send the card to 75001 Paris.'), ['ZIP:75001', 'CITY:Paris']);
    assert.deepEqual(places('Address verification failed for 7152 HØRUPHAV.'), ['ZIP:7152', 'CITY:HØRUPHAV']);
  });

  it('leaves counts, doses, years, scores and lab values alone', () => {
    for (const text of [
      'Give 5000 Units heparin subcutaneously.',
      'In 2019 Boston Scientific recalled the device.',
      'Score 12-345 on the scale; ratio 1100-053 in the lab.',
      'Hemoglobin A1C 7.2, vitamin B12 450, D3 2000 IU.',
      'Shipped 2000 Boxes to the clinic on 11/20.',
      'MRN 123-4567, acct 12345-678, ref 560001.',
      'Take 1 tab po bid x 10 days for 14 days',
      'Family was evicted from their apartment at 4418 Broadway last week.',
      'Paid for 2019 Honda repairs; gave 5000 IU HEPARIN.',
    ])
      assert.deepEqual(
        places(text).filter((f) => f.startsWith('ZIP')),
        [],
        text,
      );
  });
});

describe('towns typed as persons, read in a place slot', () => {
  it('takes a large city after in, from, to, near, and a listed town after a travel word', () => {
    assert.deepEqual(of('She plans to fly to Lagos next week.', 'CITY'), ['CITY:Lagos']);
    assert.deepEqual(of('Her sister drove down from Porto on Sunday.', 'CITY'), ['CITY:Porto']);
    assert.deepEqual(of('He commutes between Camden and Trenton daily.', 'CITY'), ['CITY:Camden', 'CITY:Trenton']);
    assert.deepEqual(of('Lives on the east side of Flint with her son.', 'CITY'), ['CITY:Flint']);
    assert.deepEqual(of('Orders ship from the Memphis warehouse.', 'CITY'), ['CITY:Memphis']);
    assert.deepEqual(of('Sent to our partner in Lisboa, Portugal.', 'CITY'), ['CITY:Lisboa']);
    assert.deepEqual(of('Lyon, France is where she trained.', 'CITY'), ['CITY:Lyon']);
    assert.deepEqual(of('He lives outside Boise with his son.', 'CITY'), ['CITY:Boise']);
    assert.deepEqual(of('A Lagos-based clinic opened; she is a native of Accra.', 'CITY'), [
      'CITY:Lagos',
      'CITY:Accra',
    ]);
    assert.deepEqual(of('The Dayton area clinics are full.', 'CITY'), ['CITY:Dayton']);
  });

  it('takes the parts after a street on its line, wards by their suffix, and lower-case towns after living words', () => {
    assert.deepEqual(of('Plot 9, Akin Adesola Street, Ikoyi, Lagos', 'CITY'), ['CITY:Ikoyi', 'CITY:Lagos']);
    assert.deepEqual(of('3-5-1 Nishi, Minato-ku, Tokyo 105-0001', 'CITY'), ['CITY:Minato-ku']);
    assert.deepEqual(of('pt moved in with her mother in chattanooga, walks daily', 'CITY'), ['CITY:chattanooga']);
    // ADR 0070: the last part may be followed by its postal code or by the rest of the sentence.
    assert.deepEqual(of('Husband of 7 Bourdillon Road, Ikoyi, Lagos gave consent.', 'CITY'), [
      'CITY:Ikoyi',
      'CITY:Lagos',
    ]);
    assert.deepEqual(places('Apartment 6, Quay Street, Galway H91 E2K7'), [
      'STREET_ADDRESS:Apartment 6',
      'STREET_ADDRESS:Quay Street',
      'CITY:Galway',
      'ZIP:H91 E2K7',
    ]);
    assert.deepEqual(of('She lives at 12 Main Street, John said.', 'CITY'), []);
    // A listed town that is also a surname, alone before its country.
    assert.deepEqual(of('Contact Josué at Amaral & Filhos (Évora, Portugal)', 'CITY'), ['CITY:Évora']);
    assert.deepEqual(of('Dr. Lagos, Nigeria', 'CITY'), []);
  });

  it('leaves people after to and at, eponyms, organizations, titles and ordinary words alone', () => {
    for (const text of [
      'She talked to Linda about the bill.',
      'I’m so jealous! said Gladys to Logan.',
      'I went to Grace and asked her.',
      'A city of Hope nurse called.',
      'Went to Lake shore path near the North Wing.',
      'Follow the Ottawa ankle rules.',
      'Referred to Madrid Hospital for follow-up.',
      'Contact: Dr. Lagos, Nigeria office.',
      'He went in general to the clinic.',
      'Seen at the Cleveland Clinic in 2021.',
    ])
      assert.deepEqual(of(text, 'CITY'), [], text);
  });
});

describe('streets without a house number', () => {
  it('takes a street after a cue, on its own line, or with a proper name', () => {
    assert.deepEqual(of('Met her at the bus stop on Birch Ave yesterday.', 'STREET_ADDRESS'), [
      'STREET_ADDRESS:Birch Ave',
    ]);
    assert.deepEqual(of('The accident was at the corner of Elm Grove Road and 4th.', 'STREET_ADDRESS'), [
      'STREET_ADDRESS:Elm Grove Road',
    ]);
    assert.deepEqual(of('Western General\nCrewe Road South\nEdinburgh', 'STREET_ADDRESS'), [
      'STREET_ADDRESS:Crewe Road South',
    ]);
    assert.deepEqual(of('Shop 3, Awolowo Way, Ikeja', 'STREET_ADDRESS'), ['STREET_ADDRESS:Awolowo Way']);
    assert.deepEqual(of('He lives on Main Street with his wife.', 'STREET_ADDRESS'), ['STREET_ADDRESS:Main Street']);
    assert.deepEqual(of('She lives on 5th Avenue; the office is at W 34th St.', 'STREET_ADDRESS'), [
      'STREET_ADDRESS:5th Avenue',
      'STREET_ADDRESS:W 34th St.',
    ]);
  });

  it('takes the numbered streets of other address systems', () => {
    assert.deepEqual(of('Consultorio: Calle 72 # 10-34, Bogotá', 'STREET_ADDRESS'), [
      'STREET_ADDRESS:Calle 72 # 10-34',
    ]);
    assert.deepEqual(of('Villa 7, Street 14, Jumeirah 1, Dubai', 'STREET_ADDRESS'), [
      'STREET_ADDRESS:Villa 7',
      'STREET_ADDRESS:Street 14',
    ]);
    assert.deepEqual(of('45 Sejong-daero, Jung-gu, Seoul', 'STREET_ADDRESS'), ['STREET_ADDRESS:45 Sejong-daero']);
    assert.deepEqual(of('RR 1 Box 42, Cherokee, IA 51012', 'STREET_ADDRESS'), ['STREET_ADDRESS:RR 1 Box 42']);
  });

  it('leaves newspapers, shops, titles, saints and plain prose alone', () => {
    for (const text of [
      'He reads the Wall Street Journal every morning.',
      'Wall Street analysts expect a rebound.',
      'Dr Smith saw the patient on Monday.',
      'St Mary Hospital admitted him.',
      'Our Main Street office is closing.',
      'The High Road to recovery is long.',
      'Take the 3rd Street Clinic shuttle.',
      'He sat in the 2nd row.',
    ])
      assert.deepEqual(of(text, 'STREET_ADDRESS'), [], text);
  });
});

describe('two capitals alone', () => {
  it('are a unit, a service or an acronym, never a town', () => {
    assert.deepEqual(places('OB history: G2P1. IP 10.2.33.4 blocked. Transferred from OB.'), []);
  });
});
