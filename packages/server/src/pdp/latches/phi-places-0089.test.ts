import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { detectPii } from './pii.js';

const found = (text: string, types?: readonly string[]) =>
  detectPii(text, types).map((f) => `${f.type}:${text.slice(f.start, f.end)}`);
const has = (text: string, finding: string) => found(text).includes(finding);
const PLACES = ['CITY', 'STREET_ADDRESS', 'ZIP'];

// ADR 0089: towns and streets of fresh text that the place rules missed or read as people.
describe('towns after a preposition of place (ADR 0089)', () => {
  it('reads a listed town ending its clause after "in", "from", "near", even an English word or a surname', () => {
    assert.ok(has('Laid off from Cardinal Logistics in Concord. Partner supportive.', 'CITY:Concord'));
    assert.ok(has('HISTORY: 74F, retired librarian from Newton, followed by Dr. Patel', 'CITY:Newton'));
    // Months, diseases and people named only as people stay out.
    assert.deepEqual(found('Will recheck in May. Seen again in March.', PLACES), []);
    // An English word that is no one's name is a state after "in" ("Discharge order in Progress.").
    assert.deepEqual(found('Labs in Normal range. Discharge order in Progress.', PLACES), []);
    assert.deepEqual(found('Family history of Huntington disease in the father.', PLACES), []);
    assert.deepEqual(found('There is no history of Wilson disease; seen in Clinic.', PLACES), []);
  });

  it('reads a town after "home to" when no list holds the word, not a person', () => {
    assert.ok(has('Hospital car service home to Walthamstow. Daughter to visit.', 'CITY:Walthamstow'));
    assert.deepEqual(found('Discharged home to Gerald.', ['CITY']), []);
  });

  it('reads the Italian "a", the Dutch "vanuit", "uit", "naar" and the Portuguese "pra" after a verb of going', () => {
    assert.ok(has('La signora Rosaria Lombardo, residente a Palermo in via Maqueda 210.', 'CITY:Palermo'));
    assert.ok(has('Alessandra Conti, nata a Bologna, è avvocata.', 'CITY:Bologna'));
    assert.ok(has('Giulia ciao, sono dal dentista a Trastevere, il dott. Mancini ha detto', 'CITY:Trastevere'));
    assert.ok(has('koen: ja, wachtkamer. mama komt vanuit zaandam', 'CITY:zaandam'));
    assert.ok(has('amanhã vou pra campinas ver a vó Cida', 'CITY:campinas'));
    // "a" before a person, English "a", and the function words after "pra"/"naar" are no towns.
    assert.deepEqual(found('ho detto a Marco di venire; sono vicino a Marco', ['CITY']), []);
    assert.deepEqual(found('She is a Londoner. This is a Volvo.', ['CITY']), []);
    assert.deepEqual(found('vou pra casa agora. Hij gaat naar huis.', ['CITY']), []);
    assert.deepEqual(found('Compré esto para Maria.', ['CITY']), []);
  });

  it('reads a listed town after a person and "of", not a firm after it', () => {
    assert.ok(has('Mbeki Attorneys represents Sipho Ndlovu of Durban in the dispute.', 'CITY:Durban'));
    assert.ok(has('Marion Tyler of Tyler is followed by Christus Trinity Clinic.', 'CITY:Tyler'));
    assert.deepEqual(found('Ms. Karen Whitaker of Whitaker, Boyle and Simmons is scheduled', ['CITY']), []);
  });

  it('reads a town in lower-case chat after a site, a travel word or as a large city', () => {
    assert.ok(has('mom deb is at st joes again, the one in ypsi. can u cover my shift', 'CITY:ypsi'));
    assert.ok(has('tom: ya at boots in headingley, gp surgery had no slots', 'CITY:headingley'));
    assert.ok(has('sam from bounce physio in fitzroy reckons the disc will settle.', 'CITY:fitzroy'));
    assert.ok(has('got her the co-codamol, heading back to wythenshawe now', 'CITY:wythenshawe'));
    assert.ok(has('Paulo from recife said the app crashes', 'CITY:recife'));
    assert.deepEqual(found('my friend moved from köln to leipzig and now works there.', ['CITY']), [
      'CITY:köln',
      'CITY:leipzig',
    ]);
    assert.ok(has('shaz from the sneinton depot is covering', 'CITY:sneinton'));
    // Drugs, English words and possessives after the same words are no towns.
    for (const t of [
      'the one in charge said no',
      'went back to sleep, then going back to tramadol',
      "the clinic in jane's building",
      'at home in bed, the lab in house',
      'the apixaban one, the Medela depot, the TRIUMPH-HF site',
    ])
      assert.deepEqual(found(t, ['CITY']), [], t);
  });

  it('reads a site of an organization named for its town', () => {
    assert.ok(has('Thank you for the visit at our Reading centre.', 'CITY:Reading'));
    assert.ok(has('Prior authorization at Beaumont Hospital, Royal Oak has been approved.', 'CITY:Royal Oak'));
    assert.ok(has('Works at the Fonterra plant in Te Awamutu. Started allopurinol.', 'CITY:Te Awamutu'));
  });
});

describe('towns in fields, before and after postal codes, and parts of addresses (ADR 0089)', () => {
  it('reads the keys of other languages in records', () => {
    assert.ok(has('{"indirizzo": "Via dei Mille 27", "cap": "80121", "città": "Napoli"}', 'CITY:Napoli'));
    assert.ok(has('ciudad=Quilmes; pais=AR', 'CITY:Quilmes'));
    assert.deepEqual(found('cap=10 units; ort=default', PLACES), []);
  });

  it('reads split codes of Czechia and codes of Iceland before their town, and the Eircode after one', () => {
    assert.deepEqual(found('Pojištěnec: Tereza Dvořáková, Vinohradská 1233/22, 120 00 Praha 2, VZP.', PLACES), [
      'STREET_ADDRESS:Vinohradská 1233/22',
      'ZIP:120 00',
      'CITY:Praha',
    ]);
    assert.deepEqual(found('Guðrún (Laugavegur 44, 101 Reykjavík) is a volunteer', PLACES), [
      'STREET_ADDRESS:Laugavegur 44',
      'ZIP:101',
      'CITY:Reykjavík',
    ]);
    assert.deepEqual(found('Cork University Hospital\nDepartment of Endocrinology\nWilton, Cork T12 DC4A\n', PLACES), [
      'CITY:Wilton',
      'CITY:Cork',
      'ZIP:T12 DC4A',
    ]);
    // A house number with its street stays one ("338 17 St Omers Road"); three digits before a word in prose are no code.
    assert.ok(has('Placeilivecom\n338 17 St Omers Road, Beauwelz, Belgium', 'STREET_ADDRESS:338 17 St Omers Road'));
    assert.deepEqual(found('She ran 100 Boston marathons; Room 312 Boston', ['ZIP']), []);
    // A county's word before an Eircode is no town.
    assert.deepEqual(found('Unit 3, Main Street, Ballincollig, Co. Cork P31 X2N7', ['CITY']), ['CITY:Ballincollig']);
  });

  it('leaves the prefecture before a Japanese code in clear, read as no person', () => {
    assert.deepEqual(found('Takeda & Ono Accounting, 1-5-2 Umeda, Kita-ku, Osaka 530-0001.', ['PERSON', 'CITY']), [
      'CITY:Kita-ku',
    ]);
  });

  it('reads the district between a street, an organization or a label and its town', () => {
    assert.ok(has('Lives at 2920 Girard Ave S, #4, Uptown, Minneapolis 55408.', 'CITY:Uptown'));
    assert.ok(has('Address: Flat 3C, 14 Thirumalai Road, T. Nagar, Chennai 600017', 'CITY:T. Nagar'));
    assert.ok(has('Endoscopy report – Aster Hospital, Al Qusais, Dubai\nPatient: Mr. S. Pillai', 'CITY:Al Qusais'));
    assert.ok(has('Name: Wanjiru Kamau\nResidence: Kasarani, Nairobi\nEmployer: Safaricom PLC', 'CITY:Kasarani'));
    assert.ok(has('LAGOS UNIVERSITY TEACHING HOSPITAL\nIdi-Araba, Lagos\n\nREFERRAL NOTE', 'CITY:Idi-Araba'));
    assert.ok(has('Clinic note — La Clínica de la Raza, Fruitvale, Oakland\nPt seen', 'CITY:Fruitvale'));
    // People, units and house numbers before a town keep their reading.
    // (The physician's town after the name is a town since ADR 0117; the name is no district of it.)
    assert.deepEqual(found('Family physician: Dr. Kevin Tsang, Markham\n', ['CITY', 'PERSON']), [
      'PERSON:Kevin Tsang',
      'CITY:Markham',
    ]);
    assert.ok(has('Attendees: Jane Roe, Boston 02115', 'PERSON:Jane Roe'));
    assert.deepEqual(found('address now 5860 Clark Road, Space 41, Paradise, CA 95969.', ['CITY']), ['CITY:Paradise']);
    assert.deepEqual(found('Clalit Health Services, Rehov Herzl 34, Haifa 3303123\n', ['CITY']), ['CITY:Haifa']);
  });
});

describe('district words and towns before their codes (ADR 0089)', () => {
  it('reads a barangay and a city by their words, though a firm rule read them', () => {
    assert.deepEqual(found("Hi po, I'm Maricel Dela Cruz from Barangay San Antonio, Pasig City. My BDO card", PLACES), [
      'CITY:Barangay San Antonio',
      'CITY:Pasig City',
    ]);
    assert.ok(has('Partners: Acme Corp, Globex, Boston.', 'ORGANIZATION:Globex'));
  });

  it('reads the numbered districts and the city word of Vietnam', () => {
    assert.deepEqual(found('112 Lê Lợi, Phường Bến Thành, Quận 1, TP. Hồ Chí Minh 700000.', ['CITY']), [
      'CITY:Phường Bến Thành',
      'CITY:Quận 1',
      'CITY:TP. Hồ Chí Minh',
    ]);
    assert.deepEqual(found('Results: TP 5.2 g/dL, quận, Tp 3', ['CITY']), []);
  });

  it('reads the part before a state and its ZIP code as the town, not a street or a firm', () => {
    assert.ok(has('at home on Rural Route 4, Box 219, Mountain Grove, MO 65711. PPS 30%.', 'CITY:Mountain Grove'));
    assert.ok(has('Acme Corp, Globex Corporation, TX 75001', 'ORGANIZATION:Globex Corporation'));
  });
});

describe('street lines of more countries (ADR 0089)', () => {
  it('reads the lead words of Polish, Welsh, French, Indonesian and Vietnamese streets', () => {
    assert.ok(has('mieszkam przy ulicy Piotrkowskiej 104 w Łodzi.', 'STREET_ADDRESS:ulicy Piotrkowskiej 104'));
    assert.ok(has('1043,Rhys ap Gwilym,5 Heol y Deri,Cardiff,CF14 6HF', 'STREET_ADDRESS:5 Heol y Deri'));
    assert.ok(has('1043,Chloé Vandenberghe,3 quai de la Fosse,Nantes,44000', 'STREET_ADDRESS:3 quai de la Fosse'));
    // (ADR 0137: the flat after the street is the address's.)
    assert.ok(
      has('| 455 boul. René-Lévesque Ouest, app. 1203 |', 'STREET_ADDRESS:455 boul. René-Lévesque Ouest, app. 1203'),
    );
    assert.ok(has("Physio Santé Laval, 1555 boul. de l'Avenir, Laval QC", "STREET_ADDRESS:1555 boul. de l'Avenir"));
    assert.ok(has('alamat Jl. Diponegoro No. 71, Bandung 40115', 'STREET_ADDRESS:Jl. Diponegoro No. 71'));
    assert.ok(has('Địa chỉ: số 45 phố Hàng Bông, Hà Nội', 'STREET_ADDRESS:45 phố Hàng Bông'));
    assert.ok(
      has(
        'Hospital de São João, Alameda Prof. Hernâni Monteiro, 4200-319 Porto.',
        'STREET_ADDRESS:Alameda Prof. Hernâni Monteiro',
      ),
    );
    assert.ok(has("Piazza dell'Ospedale Maggiore 3, 20162 Milano", "STREET_ADDRESS:Piazza dell'Ospedale Maggiore 3"));
    // Dosing "bd" and the other words stay words.
    assert.deepEqual(found('metformin 1 g bd. We have started empagliflozin. Send via Dr. Smith.', PLACES), []);
  });

  it('reads a street of English words before a town and its postal code, and numbered cross roads', () => {
    assert.deepEqual(found('from UCLan halls, Moor Lane, Preston. Friends report', PLACES), [
      'STREET_ADDRESS:Moor Lane',
      'CITY:Preston',
    ]);
    assert.ok(
      has('resident at Meadowbank Care Home, Station Road, Haywards Heath RH16 1BT.', 'STREET_ADDRESS:Station Road'),
    );
    assert.ok(has('Department of Renal Medicine, Barrack Road, Exeter EX2 5DW', 'STREET_ADDRESS:Barrack Road'));
    assert.ok(
      has('Address: No. 14, 3rd Cross Street, Gandhi Nagar, Katpadi', 'STREET_ADDRESS:No. 14, 3rd Cross Street'),
    );
    // Not after an article or a verb: a road in a sentence, a name after it.
    assert.deepEqual(found('Take the Long Road, Paul.', ['STREET_ADDRESS', 'CITY']), []);
    assert.deepEqual(found('Follow the Silk Road, Samarkand and Bukhara.', ['STREET_ADDRESS']), []);
  });
});
