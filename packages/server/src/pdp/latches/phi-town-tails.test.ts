import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { detectPii } from './pii.js';

const found = (text: string, types: string[]) =>
  detectPii(text, types).map((f) => `${f.type}:${text.slice(f.start, f.end)}`);
const PLACES = ['CITY', 'ZIP', 'STREET_ADDRESS', 'ORGANIZATION', 'PERSON'];

// ADR 0079: towns by the tails only towns take, and address parts no longer read as firms or people.
describe('CITY: towns named with a tail', () => {
  it('takes Portuguese, Italian and joined English tails over a person reading', () => {
    assert.deepEqual(found('Celebrating its 10th year in SILVA DO SUL, we thank you.', ['CITY', 'PERSON']), [
      'CITY:SILVA DO SUL',
    ]);
    assert.deepEqual(found('She grew up in Kléber do Sul near the coast.', ['CITY', 'PERSON']), ['CITY:Kléber do Sul']);
    assert.deepEqual(found('lives at 255 hersnapvej 18, giovanna do descoberto', ['CITY']), [
      'CITY:giovanna do descoberto',
    ]);
    assert.deepEqual(found('Skye Cummings lives at 67952 Höfðagata 39, Mirta ligure', ['CITY']), ['CITY:Mirta ligure']);
    assert.deepEqual(found('Who is coming to CARNEVALE SALENTINO with me?', ['CITY', 'PERSON']), [
      'CITY:CARNEVALE SALENTINO',
    ]);
    assert.deepEqual(found('Born in Stratford-upon-Avon, moved to Southend-on-Sea.', ['CITY']), [
      'CITY:Stratford-upon-Avon',
      'CITY:Southend-on-Sea',
    ]);
    assert.deepEqual(found('we returned to north maddison by helicopter', ['CITY']), ['CITY:north maddison']);
    assert.deepEqual(found('on the last Sunday we returned to NORTH MADDISON by car.', ['CITY']), [
      'CITY:NORTH MADDISON',
    ]);
  });

  it("takes a saint's town joined by a hyphen, not a surname or a street", () => {
    assert.deepEqual(found('the home city Saint-Nazaire: a port', ['CITY']), ['CITY:Saint-Nazaire']);
    assert.deepEqual(
      found('Mr. C. Gerlach\n\n4844 Søndergade 52\n Apt. 656\n Saint-Paul\n\n Denmark 35018', ['CITY', 'ORGANIZATION']),
      ['CITY:Saint-Paul'],
    );
    assert.deepEqual(found('Dior and Yves Saint-Laurent met', ['CITY']), []);
    assert.deepEqual(found('Adresse : 4521 rue Saint-Denis, app. 3, Montréal (QC) H2J 2L4', ['CITY']), [
      'CITY:Montréal',
    ]);
  });

  it('takes the place after "resident of" or "a native of"', () => {
    assert.deepEqual(found('Pt: W. Kamau, F 34, resident of Kibera, Nairobi.', ['CITY']), [
      'CITY:Kibera',
      'CITY:Nairobi',
    ]);
    assert.deepEqual(found('a resident of Texas.', ['CITY']), []);
  });

  it('leaves surnames, surgeries, horses and organizations alone', () => {
    assert.deepEqual(found('Dr. Paolo Sardo saw him; met Giulia Veneto later.', ['CITY']), []);
    assert.deepEqual(found('He had a Roux-en-Y gastric bypass.', ['CITY']), []);
    assert.deepEqual(found('She rode a mare at the farm.', ['CITY']), []);
    assert.deepEqual(found('Seen at Hospital de Nossa Senhora da Luz.', ['CITY']), []);
    assert.deepEqual(found('VISIT TYPE: NEW PATIENT', ['CITY']), []);
  });
});

describe('address parts that read as firms or people', () => {
  it('reads a town and its postcode after a street, not a list member', () => {
    assert.deepEqual(found('from 19 Bewley Drive, Kirkby L32 9PD. Barking cough', PLACES), [
      'STREET_ADDRESS:19 Bewley Drive',
      'CITY:Kirkby',
      'ZIP:L32 9PD',
    ]);
    assert.deepEqual(found('Chapel Allerton Hospital, Chapeltown Road, Leeds LS7 4SA, on Tuesday', PLACES), [
      'ORGANIZATION:Chapel Allerton Hospital',
      'STREET_ADDRESS:Chapeltown Road',
      'CITY:Leeds',
      'ZIP:LS7 4SA',
    ]);
    assert.deepEqual(found('Foothills Medical Centre, Calgary AB\nPatient: Darren', ['CITY', 'ORGANIZATION']), [
      'ORGANIZATION:Foothills Medical Centre',
      'CITY:Calgary',
    ]);
    assert.deepEqual(found('We bought shares in Volvo AB last year.', ['ORGANIZATION']), ['ORGANIZATION:Volvo AB']);
  });

  it('reads a district between a hospital and its city', () => {
    assert.deepEqual(found('Kokilaben Hospital, Andheri West, Mumbai\nPatient: R. Kumar', ['CITY']), [
      'CITY:Andheri West',
      'CITY:Mumbai',
    ]);
    assert.deepEqual(found('Partners: Acme Corp, Globex, Boston.', ['ORGANIZATION']), [
      'ORGANIZATION:Acme Corp',
      'ORGANIZATION:Globex',
    ]);
    assert.deepEqual(found('Bridgeton Health Centre, Glasgow\nPatient: Mr Stuart', ['CITY']), ['CITY:Glasgow']);
    assert.deepEqual(found('GCS at Royal Infirmary, Glasgow coma scale 14', ['CITY']), []);
  });

  it('reads a town line with a state and ZIP under a street over a given name', () => {
    assert.deepEqual(
      found('Ms. Danielle Kuykendall\n4410 Sycamore Ridge Dr\nCharlotte, NC 28269\n', ['CITY', 'PERSON']),
      ['PERSON:Danielle Kuykendall', 'CITY:Charlotte'],
    );
  });

  it('reads Malaysian streets, states and firms', () => {
    assert.deepEqual(found('Alamat: No. 18, Jalan Anggerik 7/3B, Shah Alam, 40000 Selangor\n', PLACES), [
      'STREET_ADDRESS:Jalan Anggerik 7/3B',
      'CITY:Shah Alam',
      'ZIP:40000',
    ]);
    assert.deepEqual(found('Contact: Harbourview Dental Sdn Bhd, Lot 2', ['ORGANIZATION']), [
      'ORGANIZATION:Harbourview Dental Sdn Bhd',
    ]);
    assert.deepEqual(found('Home: 2 Markree View, Collooney, Co. Sligo', ['STREET_ADDRESS']), [
      'STREET_ADDRESS:2 Markree View',
    ]);
  });
});

describe('fields written as code writes them', () => {
  it('reads key=value and quoted keys', () => {
    assert.deepEqual(found('Name=Tamar Ben-David; City=Haifa; Zip=3303117', ['CITY', 'ZIP']), [
      'CITY:Haifa',
      'ZIP:3303117',
    ]);
    assert.deepEqual(found('{"street": "7 Okigwe Road", "city": "Owerri", "zip": "460001"}', PLACES), [
      'STREET_ADDRESS:7 Okigwe Road',
      'CITY:Owerri',
      'ZIP:460001',
    ]);
    assert.deepEqual(found('x = 5 and city = 3; if (a == b) zip = null', ['CITY', 'ZIP']), []);
  });
});

describe('streets and towns in lower-case chat', () => {
  it('reads a street after "on" and a listed town after "in"', () => {
    assert.deepEqual(found('the kroger on hamilton ave in cincinnati', ['CITY', 'STREET_ADDRESS', 'PERSON']), [
      'STREET_ADDRESS:hamilton ave',
      'CITY:cincinnati',
    ]);
    assert.deepEqual(found('the walk-in on commercial dr? the wait was long', ['STREET_ADDRESS']), [
      'STREET_ADDRESS:commercial dr',
    ]);
    assert.deepEqual(found('my gp in rathmines said its vertigo', ['CITY']), ['CITY:rathmines']);
  });

  it('leaves roads of no name and ordinary words alone', () => {
    assert.deepEqual(found('we were on the road all day, then on a dirt road', ['STREET_ADDRESS']), []);
    assert.deepEqual(found('went on dr smith advice', ['STREET_ADDRESS']), []);
    assert.deepEqual(found('pain in abdomen and in general', ['CITY']), []);
  });
});

describe('street lines of other address systems', () => {
  it('reads units, buildings, lead-first streets, grid addresses and lettered house numbers', () => {
    assert.deepEqual(found('seen at home, Flat 9, Cordwell House, Wood Street, Woolwich SE18 6QT.', PLACES), [
      'STREET_ADDRESS:Flat 9',
      'STREET_ADDRESS:Cordwell House',
      'STREET_ADDRESS:Wood Street',
      'CITY:Woolwich',
      'ZIP:SE18 6QT',
    ]);
    assert.deepEqual(found('Address: Flat 3C, Lakshmi Enclave, 14 Thirumalai Road, Chennai 600017', ['CITY']), [
      'CITY:Chennai',
    ]);
    assert.deepEqual(found('Lot 5, Jalan Ampang, 50450 Kuala Lumpur', ['STREET_ADDRESS']), [
      'STREET_ADDRESS:Jalan Ampang',
    ]);
    assert.deepEqual(found('Guarantor: J. Smith\n872 E 300 S\nProvo UT 84606', ['STREET_ADDRESS', 'CITY']), [
      'STREET_ADDRESS:872 E 300 S',
      'CITY:Provo',
    ]);
    assert.deepEqual(found('resides at 45-B Main Boulevard, Gulberg, Lahore 54660.', ['STREET_ADDRESS']), [
      'STREET_ADDRESS:45-B Main Boulevard',
    ]);
  });

  it('reads a French CEDEX line as a code and its town', () => {
    assert.deepEqual(found('CPAM\n69907 Lyon Cedex 20\nMadame N. Benali', ['ZIP', 'CITY', 'STREET_ADDRESS']), [
      'ZIP:69907',
      'CITY:Lyon',
    ]);
  });

  it('leaves vitamins and counts alone', () => {
    assert.deepEqual(found('vitamin E 400 IU daily; 3 E 2 S', ['STREET_ADDRESS']), []);
    assert.deepEqual(found('BP 120/80, 45-B Hall test', ['STREET_ADDRESS']), []);
  });
});

describe('towns by a toponym ending, venues after "visited"', () => {
  it('reads Dutch, Nordic and Polish town endings after a place preposition', () => {
    assert.deepEqual(found('songwriters from around the world come to Schorehuizen to share music', ['CITY']), [
      'CITY:Schorehuizen',
    ]);
    assert.deepEqual(found("Who's coming to Falholm with me?", ['CITY']), ['CITY:Falholm']);
  });

  it('reads a business visited before its street, not a relative', () => {
    assert.deepEqual(found('Sven visited Terveystalo, Hämeenkatu 12, 33100 Tampere', ['ORGANIZATION']), [
      'ORGANIZATION:Terveystalo',
    ]);
    assert.deepEqual(found('We visited Grandma, 12 Oak Street, Leeds', ['ORGANIZATION']), []);
  });
});
