import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { detectPii } from './pii.js';

const names = (text: string) =>
  detectPii(text, ['PERSON', 'CITY', 'ORGANIZATION']).map((f) => `${f.type}:${text.slice(f.start, f.end)}`);

// ADR 0069: eponyms of signs, tests, scores, classifications, fractures, instruments and operations, brand
// drugs, mixed-case abbreviations, headings in capitals and assist levels survive; the people beside them do not.
describe('medical language survives PHI redaction', () => {
  it('keeps eponyms, scales, brands, abbreviations and headings in clear', () => {
    for (const text of [
      'Renal: U&Es normal, eGFR 78; repeat U&Es and LFTs in a week.',
      'Abstinence verified by PEth at each visit; CDT and GGT normal; IgG 1100, TnI 0.02.',
      'Plan: Pred Forte QID to the right eye, Vigamox TID, Lotemax at night.',
      'Inhalers: Symbicort 2 puffs BID, Spiriva Respimat daily; Fostair and Relvar Ellipta tried before.',
      'Transfers with min A. Plan d/c home with family. Gait with mod A. Sister to visit.',
      'Pt seen for Hep B. Plan vaccine series. Vitamin D. Plan recheck in 3 months.',
      'Dx NSTEMI, started on heparin. Hx of CABG. Tx: aspirin. Sx improving.',
      'Hosp No: LUTH/SC/2291',
      'Pt to Cath Lab emergently; then CVICU. Periop antibiotics given.',
      'Echo: LVEF 55%, mild MR. On Eliquis 5 mg BID and Toprol XL 50 mg.',
      'Dex 0.6 mg/kg PO given. ESI 2.',
      'Fundoscopy: no Hollenhorst plaques, no Roth spots, no Elschnig spots.',
      'Hips: Ortolani and Barlow negative. Galeazzi sign negative.',
      'Impression: De Quervain thyroiditis; rule out de Quervain tenosynovitis with Finkelstein test.',
      'Columbia Suicide Severity screen negative; Ages and Stages questionnaire normal.',
      'Follow the Ottawa ankle rules before ordering films.',
      'Signalment: 7 y/o MN Labrador retriever with vomiting; housemate is a Yorkshire terrier.',
      'XR CHEST PA/LAT',
      'Christmas tree distribution of oval scaly patches, herald patch last week.',
      'Positive Phalen and Tinel at the wrist; Spurling negative; FABER positive.',
      'Homans sign negative; Wells score 1, Caprini score 4, Padua score 3.',
      'Cullen sign and Grey Turner sign absent; Ranson criteria 2.',
      'Kussmaul breathing with Cheyne-Stokes pattern overnight.',
      'Austin Flint murmur, Quincke pulses and Duroziez sign noted; Korotkoff sounds faint.',
      'Ann Arbor stage IIB; Child-Pugh class B; Glasgow Coma Scale 15.',
      'Salter-Harris type II fracture; Weber B ankle fracture; Garden III hip fracture; Neer two-part fracture.',
      'Jones fracture of the fifth metatarsal; Bennett and Rolando fractures of the thumb.',
      'Denver II normal; Bayley scales at 18 months; Bayley-III cognitive 85.',
      'Beck Depression Inventory 22; Hamilton Anxiety Rating Scale 18; Montgomery-Asberg Depression Rating Scale 24.',
      'Kocher incision healed; Pfannenstiel scar noted.',
      'Smear: Auer rods seen; Howell-Jolly bodies and Heinz bodies; Reed-Sternberg cells on biopsy.',
      'Kayser-Fleischer rings on slit lamp; Kerley B lines on CXR; Beau lines and Terry nails.',
      'Argyll Robertson pupil; Marcus Gunn pupil on the left; Horner syndrome ruled out.',
      'Bristol stool type 6 twice daily; Glasgow-Blatchford score 8; Forrest IIa ulcer at endoscopy.',
      'Hunt and Hess grade III; Fisher grade 3; Spetzler-Martin grade II; Kellgren-Lawrence grade 3.',
      'Hawkins sign positive; Neer impingement test positive; Speed test negative; Thompson test negative.',
      'Yale-Brown Obsessive Compulsive Scale 24; Conners rating scale elevated.',
      'Vanderbilt assessment returned by the teacher; Achenbach Child Behavior Checklist pending.',
      'Signalment: 3 y/o MC Jack Russell terrier; Golden retriever pup; Boston terrier at home.',
      'Ziehl-Neelsen stain negative; Grocott stain positive; Lund and Browder chart used.',
      'EXTREMITIES: Warm, no edema. LUNGS: CTAB. HEART: RRR. NEURO: CN II-XII intact.',
      'CT ABDOMEN PELVIS WITH CONTRAST',
      'Hypertension: on Norvasc. Diabetes: on Ozempic. Asthma: on Trelegy Ellipta.',
      'Parkinson disease with Hoehn and Yahr stage 2; Graves disease and Bell palsy in the differential.',
      'Seen in Hem/Onc; f/u Ortho and Neuro. Dix-Hallpike negative; Epley manoeuvre performed.',
      'Easter holiday travel planned. Lupus flare; Crohn flare; Addisonian crisis averted.',
    ])
      assert.deepEqual(names(text), [], text);
  });

  it('keeps vital signs and lab values in clear: numbers around abbreviations are no house and street', () => {
    for (const text of [
      'O: T 37.1 HR 88 BP 118/70 SpO2 94% RA.',
      'C HR 118 BP 96/60, FAST positive',
      'BP 104/62 HR 108. Pt requests her mom.',
      'SPT peanut 14 mm wheal, Ara h 2 IgE 18 kU/L.',
      'Pos. 2 Pantoprazol 20 mg 100 St. x 10',
    ])
      assert.deepEqual(detectPii(text, ['STREET_ADDRESS']), [], text);
    const street = (text: string) => detectPii(text, ['STREET_ADDRESS']).map((f) => text.slice(f.start, f.end));
    assert.deepEqual(street('Adresse: 692 Kuuse 53, Tallinn'), ['692 Kuuse 53']);
  });

  it('still finds the people beside the eponyms', () => {
    const has = (text: string, want: string) => assert.ok(names(text).includes(want), `${text}: ${names(text)}`);
    has('Dr. Murphy examined her; Murphy sign negative.', 'PERSON:Murphy');
    has('Seen with Dr. Hamilton today; Hamilton Anxiety Rating Scale 18.', 'PERSON:Hamilton');
    has('Dr. Wells reviewed the Wells score of 1 with the patient.', 'PERSON:Wells');
    has('Mr. Colles fell on an outstretched hand; Colles fracture confirmed.', 'PERSON:Colles');
    has('Referred by Dr. Parkinson for Parkinson disease follow-up.', 'PERSON:Parkinson');
    has('Patient Jane Ottawa was assessed with the Ottawa ankle rules.', 'PERSON:Jane Ottawa');
    has('Mrs. Bishop is here for induction; Bishop score 7.', 'PERSON:Bishop');
    has('Called Mary Barlow about the results; Ortolani and Barlow negative.', 'PERSON:Mary Barlow');
    has('Sister Christmas Okafor visits daily.', 'PERSON:Christmas Okafor');
    has('Emma Clark, daughter, at bedside; Clark level III on pathology.', 'PERSON:Emma Clark');
    has(
      'We cannot approve the study for Journey Williams because medical necessity criteria were not met.',
      'PERSON:Journey Williams',
    );
    has('Discussed with Benedikt Auer and Ken N. Fukuda at the clinic.', 'PERSON:Benedikt Auer');
    has('Founders: Vizirov, Barrett and Jones.', 'PERSON:Jones');
    has('Spoke with Kim Cat about her dog.', 'PERSON:Kim Cat');
    has('Seen by Max A. Smith; the DeShawn and McDonald families visited.', 'PERSON:McDonald');
  });
});

// ADR 0070: the common words of clinical letters in other European languages open sentences, not names.
describe('common words of letters in other languages', () => {
  it('leaves them in clear and keeps the names beside them', () => {
    for (const t of [
      'Se activa código infarto; cardiología avisada.',
      'Bitte um Vorstellung in Ihrer Sprechstunde.',
      'Nota fiscal emitida.',
    ])
      assert.deepEqual(names(t), [], t);
    assert.deepEqual(names('Se remite a su médico. Dr. Javier Ortega'), ['PERSON:Javier Ortega']);
  });
});
