import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { detectPii } from './pii.js';

const orgs = (text: string) => detectPii(text, ['ORGANIZATION']).map((f) => text.slice(f.start, f.end));

// ADR 0111: organizations by slot labels, facility and business heads of more languages, vendor lists and chat.
describe('suppliers and qualified labels (ADR 0111)', () => {
  it('reads the firm after a supplier label of many languages', () => {
    assert.deepEqual(orgs('Incumbent supplier: Brightfield Analytics.'), ['Brightfield Analytics']);
    assert.deepEqual(orgs('Home oxygen (proveedor: Airmed Levante).'), ['Airmed Levante']);
    assert.deepEqual(orgs('Hygieneplan (Dienstleister: Sauberglanz Gebäudeservice).'), ['Sauberglanz Gebäudeservice']);
    assert.deepEqual(orgs('Lieferant: Medtron Nord'), ['Medtron Nord']);
    assert.deepEqual(orgs('Logiciel : Pharmix ; grossiste : Rhône Répartition.'), ['Pharmix', 'Rhône Répartition']);
    assert.deepEqual(orgs('Fornitore: Ossigeno Sud'), ['Ossigeno Sud']);
    assert.deepEqual(orgs('Fornecedor: Tejo Médica'), ['Tejo Médica']);
    assert.deepEqual(orgs('Dotychczasowy dostawca: Bieszczadfarm Hurt'), ['Bieszczadfarm Hurt']);
    assert.deepEqual(orgs('Specialty pharmacy: OptiCare Specialty Rx'), ['OptiCare Specialty Rx']);
  });

  it('leaves a sender named before a label word, and long labels, alone', () => {
    assert.deepEqual(orgs('CareWell Pharmacy: Hi DEVIN, your Rx is ready'), ['CareWell Pharmacy']);
    assert.deepEqual(orgs('Notices to Vendor: 75 Industrial Ave, Little Ferry'), []);
  });
});

describe('facility and business heads of more languages (ADR 0111)', () => {
  it('opens a name with the head', () => {
    for (const [text, name] of [
      ['Retomó trabajo en Panificadora El Trigal.', 'Panificadora El Trigal'],
      ['Compra en Farmacias Guadalupe por sus medicinas.', 'Farmacias Guadalupe'],
      ['con il contributo di Banca Alpina e Pasticceria Rossi.', 'Banca Alpina'],
      ['Assistenza domiciliare: Cooperativa La Quercia.', 'Cooperativa La Quercia'],
      ['Kontrola w Poradnia Kardiologiczna Zdrowie za 4 tyg.', 'Poradnia Kardiologiczna Zdrowie'],
      ['agradece aos voluntários da Faculdade de Medicina Serrana.', 'Faculdade de Medicina Serrana'],
      ['Stiftelsen Ljus Hälsa beviljar medel.', 'Stiftelsen Ljus Hälsa'],
      ['i samarbete med Högskolan i Gävle.', 'Högskolan i Gävle'],
      ['fysiotherapie bij Fysio Zuidplein is beoordeeld.', 'Fysio Zuidplein'],
      ['Einrichtung: Seniorenresidenz Am Kurpark, Bad Ischl', 'Seniorenresidenz Am Kurpark'],
      ['Corso presso la Croce Rossa di Alzano.', 'Croce Rossa di Alzano'],
      ['Centre Cardiologique du Lac, Genève', 'Centre Cardiologique du Lac'],
      ['Cabinet de Cardiologie des Halles, 3 rue Neuve', 'Cabinet de Cardiologie des Halles'],
    ])
      assert.ok(orgs(text!).includes(name!), `${text} → ${orgs(text!).join(' | ')}`);
  });

  it('reads acronym heads only before a name of no English word', () => {
    assert.ok(orgs('Control en CESFAM Los Aromos, Talca').includes('CESFAM Los Aromos'));
    assert.ok(orgs('IPS Pediátrica San Rafael, Cali').includes('IPS Pediátrica San Rafael'));
    assert.ok(orgs('Médecin : Dr Paul Roy, GMF des Érables, Lévis').includes('GMF des Érables'));
    assert.ok(orgs('RS Harapan Sehat, Bandung').includes('RS Harapan Sehat'));
    assert.deepEqual(orgs('RS Clear. Abdomen soft.'), []);
    assert.deepEqual(orgs('IPS Signature updated.'), []);
  });

  it('reads compounds of a university or an authority, and health trusts', () => {
    assert.ok(
      orgs('Zorggroep Oost en Rijksuniversiteit Noordkust starten samen.').includes('Rijksuniversiteit Noordkust'),
    );
    assert.deepEqual(orgs('Indberettet til Patientsikkerhedsnævnet Syd'), ['Patientsikkerhedsnævnet Syd']);
    // ("Hochschule" stays a compound of "schule", with its name after it.)
    assert.ok(orgs('Kooperation mit der Hochschule Chiemgau beschlossen.').includes('Hochschule Chiemgau'));
    assert.ok(orgs('Dr. Kari Lunde | Helse Nordkyst | Bodø').includes('Helse Nordkyst'));
    assert.ok(orgs('Dr. Rizal Hakim, Nusantara MedTech, Jakarta').includes('Nusantara MedTech'));
    assert.ok(orgs('AZ Sint-Lodewijk, campus Roeselare').includes('AZ Sint-Lodewijk'));
    assert.deepEqual(orgs('Lives in Tucson AZ with daughter.'), []);
  });

  it('reads business words and hyphened pharmacies', () => {
    assert.deepEqual(orgs('We have engaged Blackwood Forensics to investigate.'), ['Blackwood Forensics']);
    assert.deepEqual(orgs('Referral from Cedarvale Polytechnic counselling.'), ['Cedarvale Polytechnic']);
    assert.ok(orgs('Follow-up – Bay Coast Heart & Vascular, Tampa, FL').includes('Bay Coast Heart & Vascular'));
    assert.deepEqual(orgs('Die Adler-Apotheke hat das Medikament.'), ['Adler-Apotheke']);
    assert.ok(orgs('Medikon med Vejle Sundhedspark og Odense.').includes('Vejle Sundhedspark'));
  });

  it('leaves the bare nouns, English cabinets, districts and department headings alone', () => {
    assert.deepEqual(orgs('Die Apotheke hat das Medikament.'), []);
    assert.deepEqual(orgs('Please call the pharmacy tomorrow.'), []);
    assert.deepEqual(orgs('Cabinet Office guidance was issued.'), []);
    assert.deepEqual(orgs('Centro Storico di Firenze'), []);
    assert.deepEqual(orgs('PORADNIA ZDROWIA PSYCHICZNEGO - Centrum Medyczne Harmonia'), ['Centrum Medyczne Harmonia']);
    assert.deepEqual(orgs('Heart & Vascular clinic review.'), []);
  });
});

describe('lower-case heads and vendor lists (ADR 0111)', () => {
  it('reads a lower-case head of another language and its name, the noun outside the name', () => {
    assert.deepEqual(orgs('compramos en la farmacia Guadalupe ayer'), ['Guadalupe']);
    assert.deepEqual(orgs('rdv au cabinet des Brotteaux demain'), ['cabinet des Brotteaux']);
    assert.deepEqual(orgs('Marchand au cabinet Centre Médical Jean Jaurès.'), ['Centre Médical Jean Jaurès']);
  });

  it('reads organizations typed in lower case in chat', () => {
    assert.deepEqual(orgs('hey its me. dads appt at lakeside family practice moved to fri 3pm'), [
      'lakeside family practice',
    ]);
    assert.deepEqual(orgs('oye que la farmacia lópez ya cerró'), ['farmacia lópez']);
    assert.deepEqual(orgs('ciao, gli esami fatti al laboratorio analisi partenope sono arrivati?'), [
      'laboratorio analisi partenope',
    ]);
    assert.deepEqual(orgs('hey its me. dads appt at the family practice moved to fri 3pm'), []);
    assert.deepEqual(orgs('oye la farmacia de guardia está abierta hasta las 10'), []);
    assert.deepEqual(orgs('ciao, gli esami al laboratorio di analisi sono arrivati?'), []);
  });

  it('reads every item of a numbered vendor list, not of other lists', () => {
    const list =
      'Approved Vendor List – Surgical, FY2026\n1. Zentaro – sutures\n2. Lumeno – lights\n3. Harwick Surgical Supply – drapes\n4. Obelia – gloves\n5. Questra Diagnostics – analyzers\n6. Kelso – sterilisation\n7. Brightmoor Linen Services – laundry';
    assert.deepEqual(orgs(list), [
      'Zentaro',
      'Lumeno',
      'Harwick Surgical Supply',
      'Obelia',
      'Questra Diagnostics',
      'Kelso',
      'Brightmoor Linen Services',
    ]);
    const todo =
      'To do today:\n1. Walk – 20 min\n2. Groceries – milk\n3. Email Questra Diagnostics – invoice\n4. Laundry – towels\n5. Read – chapter 3\n6. Ring Harwick Surgical Supply – order';
    assert.ok(!orgs(todo).some((o) => /^(?:Walk|Groceries|Laundry|Read)$/.test(o)));
  });
});

describe('Spanish and Portuguese hospitals named by their kind (2026-11-28)', () => {
  it('reads "Hospital General/Civil/Central" before a name or a particle', () => {
    assert.deepEqual(orgs('INFORME DE ALTA\nHospital General Santa Bárbara, Puertollano'), [
      'Hospital General Santa Bárbara',
    ]);
    assert.deepEqual(orgs('fue trasladado del Hospital Civil de Guadalajara ayer.'), ['Hospital Civil de Guadalajara']);
  });
  it('reads no English heading of the same words', () => {
    assert.deepEqual(orgs('Hospital General Medicine rotation starts Monday.\nHospital Central Line Policy'), []);
  });
});
