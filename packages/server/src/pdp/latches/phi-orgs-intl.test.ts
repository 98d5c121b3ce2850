import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { detectPii } from './pii.js';

const orgs = (text: string) => detectPii(text, ['ORGANIZATION']).map((f) => text.slice(f.start, f.end));
const all = (text: string) => detectPii(text).map((f) => `${f.type}:${text.slice(f.start, f.end)}`);
const has = (text: string, name: string) => assert.ok(orgs(text).includes(name), `${name} in ${orgs(text)}`);

// ADR 0081: organizations named in other languages, and public bodies.
describe('ORGANIZATION names in other languages', () => {
  it('reads heads of other languages and the words after them', () => {
    has('Derivat a la Mútua Universal per possible malaltia professional.', 'Mútua Universal');
    has('Suivi par Dr Benoît Marchand au cabinet Centre Médical Jean Jaurès.', 'Centre Médical Jean Jaurès');
    has('Diagnos: Förmaksflimmer. Uppföljning på Vårdcentralen Odenplan. Hemtjänst via X.', 'Vårdcentralen Odenplan');
    has('Patient was referred by Clínica Médica Vale do Sousa to the hospital.', 'Clínica Médica Vale do Sousa');
    has('EVOLUÇÃO MÉDICA – Hospital das Clínicas da FMUSP\nPaciente: Sra. Maria', 'Hospital das Clínicas da FMUSP');
    has('Klinikum rechts der Isar – Entlassungsbrief (English summary)', 'Klinikum rechts der Isar');
    has('pracuje jako pielęgniarka w Szpital im. Mikołaja Kopernika.', 'Szpital im. Mikołaja Kopernika');
  });

  it('reads compounds that end in a head, and a care service before a house', () => {
    has('kun jij milan ophalen van Jenaplanschool De Klimop in Leidsche Rijn?', 'Jenaplanschool De Klimop');
    has('81 jaar, opgenomen vanuit Zorgcentrum De Leeuwenhoek met een delier', 'Zorgcentrum De Leeuwenhoek');
    has('Entlassung in die Kurzzeitpflege Haus Lindenhof geplant.', 'Kurzzeitpflege Haus Lindenhof');
    has('Utskrivningsbrev\nKarolinska Universitetssjukhuset, Solna', 'Karolinska Universitetssjukhuset');
  });

  it('takes a practice with its doctor, and leaves the doctor alone a person', () => {
    assert.deepEqual(all('Hallo, hier ist die Praxis Dr. Wendt aus Neukölln. Ihr Termin bei Dr. Wendt ist da.'), [
      'ORGANIZATION:Praxis Dr. Wendt',
      // The town after "aus" is read too (ADR 0100).
      'CITY:Neukölln',
      'PERSON:Wendt',
    ]);
    has('Praxis Dr. med. Kühn\nLindenstraße 14', 'Praxis Dr. med. Kühn');
  });

  it('reads medical centres in capitals, article-opened names, and a system and its member', () => {
    has('Ontslagbrief\nErasmus MC, Rotterdam', 'Erasmus MC');
    has('Ontslagbrief – Amsterdam UMC\nBetreft: mevrouw', 'Amsterdam UMC');
    has('Elle va à la garderie Les Petits Pas à Sherbrooke.', 'Les Petits Pas');
    has('Attends daycare at Les Petits Trésors. Iron-rich foods discussed.', 'Les Petits Trésors');
    has('Kia ora, just confirming my appointment at Te Puna Hauora on Friday.', 'Te Puna Hauora');
    has('Arztbrief\n\nCharité – Universitätsmedizin Berlin\nCampus', 'Charité – Universitätsmedizin Berlin');
    has(
      'To: Patient Financial Services, Banner – University Medical Center Tucson\n',
      'Banner – University Medical Center Tucson',
    );
  });

  it('leaves headings, ordinary words, towns and people', () => {
    const none = [
      'Arztbrief\nDiagnose: Pneumonie',
      'Ontslagbrief verstuurd. Entlassungsbrief an Hausarzt.',
      'Station 14, Zimmer 3. Department of Neurology.',
      'Dr. Wendt sah den Patienten in Berlin. Patient aus Neukölln.',
      'Kurzzeitpflege Antrag gestellt.',
      'Boxer fracture of Right 5th MC. Left MC joint swelling.',
      'He flew to Los Angeles and then to La Jolla. Moved from El Paso.',
      'Le patient a été admis.',
      'Ottawa rules negative; Crohn disease; Hodgkin lymphoma.',
    ];
    for (const t of none) assert.deepEqual(orgs(t), [], t);
    assert.ok(!all('Referred to Les Smith for counselling.').some((f) => f.startsWith('ORGANIZATION')));
    assert.deepEqual(all('Erasmus MC – Ontslagbrief'), ['ORGANIZATION:Erasmus MC']);
  });
});

describe('ORGANIZATION names of public bodies', () => {
  it('reads a service acronym and its region', () => {
    has('Royal Infirmary of Edinburgh\nNHS Lothian\n51 Little France Crescent, Edinburgh EH16 4SA', 'NHS Lothian');
    has('SLT via NHS Greater Glasgow and Clyde.', 'NHS Greater Glasgow and Clyde');
    has('Der Patient ist bei der AOK Nordost versichert.', 'AOK Nordost');
    has('CPAM du Rhône\n69907 Lyon Cedex 20', 'CPAM du Rhône');
    has('son médecin de famille, au GMF du Plateau.', 'GMF du Plateau');
    has(
      'Ultrasound at CIUSSS de la Mauricie-et-du-Centre-du-Québec shows',
      'CIUSSS de la Mauricie-et-du-Centre-du-Québec',
    );
    has('Also followed at VA Connecticut in West Haven.', 'VA Connecticut');
  });

  it('reads offices, forces, state services and emergency services', () => {
    has('Contact the Private Health Insurance Ombudsman (Commonwealth Ombudsman) today.', 'Commonwealth Ombudsman');
    has(
      'Complaint response\n\nHealth and Disability Commissioner\nRe: complaint',
      'Health and Disability Commissioner',
    );
    has('Thank you for taking part in the UK Biobank imaging visit', 'UK Biobank');
    has('Implant stickers forwarded to American Joint Replacement Registry.', 'American Joint Replacement Registry');
    has('client served with Royal Canadian Navy 1978-2004.', 'Royal Canadian Navy');
    has('Ambulance handover — National Ambulance Service\nI: Mrs', 'National Ambulance Service');
    has('father has an appointment at National University Hospital on Tue', 'National University Hospital');
    has('Transport: Air Evac (weather permitting) else Madison County EMS\nFamily', 'Madison County EMS');
    has('Arrival 02:14 via Allegheny County EMS. Triage: ESI 2.', 'Allegheny County EMS');
    has('IRB NOTICE OF APPROVAL\n\nWestern Institutional Review Board (WCG IRB)', 'Western Institutional Review Board');
    has('Report made to Louisiana DCFS, intake worker Ms. Tonya Pierre', 'Louisiana DCFS');
  });

  it('reads bodies named after their country or state', () => {
    has('I have referred him to Asbestos Action Scotland for benefits advice.', 'Asbestos Action Scotland');
    has('Funder: WorkCover Queensland (employer Boral)', 'WorkCover Queensland');
    has('WorkSafe Victoria — Certificate of Capacity', 'WorkSafe Victoria');
    has('Kidney Health NZ support worker introduced.', 'Kidney Health NZ');
    has('given crisis line info and NAMI Ohio family resources.', 'NAMI Ohio');
  });

  it('leaves services of a hospital, people, places and ordinary uses', () => {
    const none = [
      'Served in the Army for 20 years. He is a Navy veteran.',
      'Data sent to the Tumor Registry and Cancer Registry.',
      'The Commissioner has referred the matter. Police Commissioner James Gordon said so.',
      'Called EMS. Per EMS pt was found down. BLS EMS crew.',
      'Consult Acute Pain Service and Social Work Service; Inpatient Psychiatry Service following.',
      'National Early Warning Score 5. He did his National Service in 1958.',
      'Travelled to Northern Ireland. Visited Scotland last month.',
      'Lives at 4 George St, Sydney NSW 2000.',
      'Emergency contact: Mary Smith Canada',
      'He went back to the United States of America; Francis I of France; the Big Island of Hawaii.',
      'Films from Hong Kong and Singapore are popular.',
      'NHS Number 485 777 3456',
      'RX de Tórax normal. TAC de Abdomen sin hallazgos.',
      'Texas ICU transfer. Georgia MD license.',
    ];
    for (const t of none) assert.deepEqual(orgs(t), [], t);
  });
});

// ADR 0103: facility nouns of more languages open a name; business words and legal forms of English end one.
describe('ORGANIZATION facility words of more languages (ADR 0103)', () => {
  it('reads a facility noun of another language and the name after it, over a person reading', () => {
    has('mijn apotheek (Apotheek De Vliet in Leidschendam) zegt dat', 'Apotheek De Vliet');
    has('Nadawca: Centrum Medyczne Harmonia, Rzeszów', 'Centrum Medyczne Harmonia');
    has('Faskes: Puskesmas Depok III', 'Puskesmas Depok III');
    has('Bệnh viện đăng ký: Bệnh viện Bạch Mai', 'Bệnh viện Bạch Mai');
    has('Φαρμακείο: Φαρμακείο Κωνσταντινίδη', 'Φαρμακείο Κωνσταντινίδη');
  });

  it('keeps the town after a Polish "w" out of a centre’s name', () => {
    assert.deepEqual(orgs('złożony przez Centrum Słuchu Audiomed w Płocku został'), ['Centrum Słuchu Audiomed']);
  });

  it('ends a firm at a business word or a legal form even when its words are people’s names', () => {
    has(
      'Advisors acted as financial advisor and Baker Lindqvist & Moore PLLC as legal counsel.',
      'Baker Lindqvist & Moore PLLC',
    );
    has('Auditor: Lindiwe Khumalo (Mkhize Ndlovu Risk Advisory)', 'Mkhize Ndlovu Risk Advisory');
    has('Social: tenancy with Calico Homes, 27 Colne Road', 'Calico Homes');
    has('agency - NurseBridge Staffing', 'NurseBridge Staffing');
  });

  it('leaves the town a business firm is "of" to the town', () => {
    const found = all('Shiokawa Devices Co., Ltd. and Hanbit Biologics of Incheon signed an agreement.');
    assert.ok(found.includes('ORGANIZATION:Hanbit Biologics') && found.includes('CITY:Incheon'), `${found}`);
    has('Grant to the University of Chicago for research.', 'University of Chicago');
  });

  it('reads no facility where the word is a common noun or a plain heading', () => {
    for (const t of ['Centrum is het drukste deel van de stad.', 'Bệnh nhân ổn định, xuất viện.'])
      assert.deepEqual(orgs(t), [], t);
  });
});

// ADR 0103: Nordic facilities, a name and a facility noun in lower case; the department after them is no town.
describe('Nordic facilities named before a lower-case noun (ADR 0103)', () => {
  it('reads the name and the noun as one organization, a town inside it too', () => {
    has('Återbesök hos Dr. Erik Sandström på Timrå vårdcentral om 4 veckor.', 'Timrå vårdcentral');
    has('EPIKRIS - Sundsvalls sjukhus, Medicinkliniken\nPatient: Birgitta Lind', 'Sundsvalls sjukhus');
    has(
      'KALLELSE\nNorrlands universitetssjukhus, Öron-näsa-halsmottagningen, 901 85 Umeå',
      'Norrlands universitetssjukhus',
    );
  });

  it('reads the department after the hospital as neither a town nor another organization', () => {
    const found = all('EPIKRIS - Sundsvalls sjukhus, Medicinkliniken\nPatient: Birgitta Lind');
    assert.ok(!found.some((f) => f.endsWith(':Medicinkliniken')), `${found}`);
  });

  it('reads no facility where the noun is a common word in a sentence about one', () => {
    assert.deepEqual(orgs('Hon ligger på sjukhus sedan i tisdags.'), []);
  });
});
