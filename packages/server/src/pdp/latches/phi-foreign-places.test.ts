import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { detectPii } from './pii.js';

const found = (text: string, types?: readonly string[]) =>
  detectPii(text, types).map((f) => `${f.type}:${text.slice(f.start, f.end)}`);
const has = (text: string, finding: string) => found(text).includes(finding);

// ADR 0085: words of other languages read as people, and towns and districts read as people or missed.
describe('function words of other languages (ADR 0085)', () => {
  it('reads no person in the articles, pronouns and adverbs that open a sentence', () => {
    const fr = "Coucou Élodie ! Le cardiologue de l'Hôpital Lariboisière a dit que papa peut rentrer. Tu peux passer ?";
    assert.deepEqual(found(fr, ['PERSON']), ['PERSON:Élodie']);
    const es = 'Buenas tardes, le escribe Socorro Valenzuela. El niño tiene fiebre. ¿Lo puede ver la doctora hoy?';
    assert.deepEqual(found(es, ['PERSON']), ['PERSON:Socorro Valenzuela']);
    assert.deepEqual(found('Bom dia, D. Fátima! Aqui fala a Joana, enfermeira.', ['PERSON']), [
      'PERSON:D. Fátima',
      'PERSON:Joana',
    ]);
    assert.deepEqual(found('Kannst du Leonie um 16 Uhr abholen? Viele Grüße, Malte Jörgensen', ['PERSON']), [
      'PERSON:Leonie',
      'PERSON:Malte Jörgensen',
    ]);
    assert.deepEqual(found('Titular: Inês Carvalhal Gaspar. Banco: Millennium bcp.', ['PERSON']), [
      'PERSON:Inês Carvalhal Gaspar',
    ]);
  });

  it('keeps the people whose names are also function words', () => {
    assert.ok(has('Le Van Thanh was seen in clinic today.', 'PERSON:Le Van Thanh'));
    assert.ok(has('Seen with Mr. Lo yesterday; Dr. Le dijo que sí.', 'PERSON:Le'));
    assert.ok(has('Seen with Mr. Lo yesterday.', 'PERSON:Lo'));
    assert.ok(has('Patient: Maria De los Santos, 54.', 'PERSON:Maria De los Santos'));
    assert.ok(has('Dan reports less pain today.', 'PERSON:Dan'));
    assert.ok(has('Patient Tu Nguyen, 61, seen today.', 'PERSON:Tu Nguyen'));
  });
});

describe('countries and regions in their own languages (ADR 0085)', () => {
  it('leaves countries and states in clear, as Safe Harbor allows', () => {
    assert.deepEqual(found('Enviar a: Calle de Ercilla 24, 3º izda., 48011 Bilbao (Bizkaia), España.', ['PERSON']), []);
    assert.deepEqual(found('Domicilio: Calle 60 No. 455, 97000 Mérida, Yucatán | Tel.', ['PERSON']), []);
    assert.deepEqual(found('Leveransadress: Götgatan 78 lgh 1102, 118 30 Stockholm, Sverige', ['PERSON']), []);
    assert.deepEqual(found('home on leave to Lipa City, Batangas. PhilHealth member.', ['PERSON', 'CITY']), [
      'CITY:Lipa City',
    ]);
  });

  it('keeps a person named as a country, and a list of given names', () => {
    assert.ok(has('Patient: Italia Rossi, 72, seen today.', 'PERSON:Italia Rossi'));
    // A region after a comma makes the word before it a town: given names are no regions ("Brittany").
    assert.deepEqual(found('They had 6: Matheus, Janet, Nicholas, Kevin, Brittany and Terri.', ['CITY']), []);
  });
});

describe('towns after prepositions of place (ADR 0085)', () => {
  it('reads the word after in, en, em, aus, Polish w and Portuguese da as a town', () => {
    assert.ok(has('Kannst du Leonie von der Kita Sonnenschein in Pankow abholen?', 'CITY:Pankow'));
    assert.ok(has('¿La puede ver hoy? Vivimos en Pacoima y no tengo carro.', 'CITY:Pacoima'));
    assert.ok(has('Nazywam się Zofia Grabowska i mieszkam przy ulicy Piotrkowskiej 104 w Łodzi.', 'CITY:Łodzi'));
    assert.ok(has('vou de metrô da Vila Mariana, me encontra lá?', 'CITY:Vila Mariana'));
    assert.ok(has('Specsavers in Selly Oak can provide replacements.', 'CITY:Selly Oak'));
    assert.ok(has('Client works at Shoprite in Mitchells Plain.', 'CITY:Mitchells Plain'));
    assert.ok(has('Referred to crisis accommodation in St Kilda. Payment discussed.', 'CITY:St Kilda'));
  });

  it('keeps people after prepositions that take people, and names with particles', () => {
    assert.ok(has('Trabajo con Pedro en la farmacia.', 'PERSON:Pedro'));
    assert.ok(has('Ihr Termin bei Frau Müller ist am Montag.', 'PERSON:Müller'));
    assert.ok(has("I'm Lucas Ferreira da Silva, the patient's son.", 'PERSON:Lucas Ferreira da Silva'));
    assert.ok(has('Sr. Jordi Puig i Ferrer attended.', 'PERSON:Ferrer'));
    assert.ok(has('Will d/w Dr. Feeney re: bronch.', 'PERSON:Feeney'));
    assert.deepEqual(found('She lives in Boston and Sarah visits daily.', ['PERSON']), ['PERSON:Sarah']);
    assert.deepEqual(found('Trabaja en Urgencias. Ingresó em Cardiologia.', ['CITY']), []);
    assert.deepEqual(found('Trabajo en El Super.', ['CITY']), []);
    assert.deepEqual(found("Seen in St Mary's Hospital.", ['CITY']), []);
    assert.deepEqual(found('robotic hysterectomy (da Vinci Xi) with Dr. Okwuosa', ['CITY']), []);
    // A name and a house number after "in" are a street's.
    assert.deepEqual(found("It's in Λεωφόρος Συγγρού 119 Nino Point", ['CITY']), []);
  });

  it('reads the other members of a list of towns after "in", passing over a state', () => {
    const text = 'six walk-in clinics inside stores in Kentwood, Wyoming and Holland. "Access matters," said Dr. Osei.';
    assert.deepEqual(found(text, ['CITY']), ['CITY:Kentwood', 'CITY:Holland']);
  });
});

describe('districts and address lines of other countries (ADR 0085)', () => {
  it('reads a barangay, a colonia and a name before "City"', () => {
    assert.deepEqual(found('Sampaguita St., Brgy. Poblacion, Makati City 1210, Philippines', ['CITY', 'ZIP']), [
      'CITY:Brgy. Poblacion',
      'CITY:Makati City',
      'ZIP:1210',
    ]);
    assert.deepEqual(found('Calle 60 No. 455, Col. Centro, 97000 Mérida, Yucatán', ['CITY']), [
      'CITY:Col. Centro',
      'CITY:Mérida',
    ]);
    assert.ok(has('{"district": "Nasr City", "city": "Cairo"}', 'CITY:Nasr City'));
    assert.ok(has('Int. 5, Col. Crédito Constructor, 03940 Ciudad de México.', 'CITY:Ciudad de México'));
  });

  it('reads no district from a colonel, a firm named City or a club', () => {
    assert.deepEqual(found('Col. Sanders was seen today.', ['CITY']), []);
    assert.deepEqual(found('Transferred to The Medical City ER.', ['CITY']), []);
    assert.deepEqual(found('Tickets for Manchester City Football Club.', ['CITY']), []);
  });

  it('reads a town between a street and its postal code, or before a route or a label', () => {
    assert.ok(
      has("Av. Libertador Bernardo O'Higgins 1302, depto. 45, Santiago, código postal 8330011", 'CITY:Santiago'),
    );
    assert.ok(has('TTS pickup: Mrs. Odessa Bright, 88 Magnolia Ln, Clinton → DaVita Jackson West', 'CITY:Clinton'));
    assert.ok(has('1042,Siobhan Achebe,22 Kelvin Way,Glasgow,G3 7TA,Scottish Water', 'CITY:Glasgow'));
    assert.ok(has('Flat 12B, 14th Cross Road, Indiranagar, Bengaluru - 560038', 'CITY:Indiranagar'));
    // The eponym stays a score, and a district needs a street before it.
    assert.deepEqual(found('Glasgow 15, GCS stable.', ['CITY']), []);
    assert.deepEqual(found('Diagnosis: Kawasaki, Bengaluru - 560038', ['CITY']), ['CITY:Bengaluru']);
  });
});

describe('streets and branches around towns (ADR 0085)', () => {
  it('reads a Turkish street with its "No:" and the district after its postal code', () => {
    const text = 'Billing contact: Mehmet Çelik, Cumhuriyet Cad. No:22, 34805 Beykoz/İstanbul';
    assert.ok(has(text, 'STREET_ADDRESS:Cumhuriyet Cad. No:22'));
    assert.ok(has(text, 'CITY:Beykoz'));
    assert.ok(has('Elif Yıldırım, Bağdat Caddesi No: 302, 34728 Kadıköy/İstanbul.', 'CITY:Kadıköy'));
    assert.deepEqual(found('Ref No: 22 Smith tablets', ['STREET_ADDRESS']), []);
  });

  it("reads a chain's branch named by a listed town that holds a street word", () => {
    assert.deepEqual(found('Rx sent to Boots Hazel Grove. Safety-netted.', ['CITY', 'ORGANIZATION']), [
      'ORGANIZATION:Boots',
      'CITY:Hazel Grove',
    ]);
    assert.ok(has('The mail was left on Cuba Street in Wellington because nobody was home.', 'CITY:Wellington'));
  });

  it('reads English "w" as "with" outside Polish text', () => {
    assert.deepEqual(found('she does not want to go w Jonah.', ['PERSON', 'CITY']), ['PERSON:Jonah']);
    assert.ok(has('Pacjentka mieszka w Krakowie, pracuje w szpitalu.', 'CITY:Krakowie'));
  });
});
