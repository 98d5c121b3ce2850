import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { detectPii } from './pii.js';

const found = (text: string, types?: string[]) =>
  detectPii(text, types).map((f) => `${f.type}:${text.slice(f.start, f.end)}`);

// ADR 0147: the probes of 2026-11-29 (4).
describe('towns of several words and their codes', () => {
  it('reads a town whose name holds a particle whole', () => {
    assert.deepEqual(found('Paciente natural de Alcalá de Henares.', ['CITY']), ['CITY:Alcalá de Henares']);
    assert.deepEqual(found('vive en Alcalá de Henares con su hija', ['CITY']), ['CITY:Alcalá de Henares']);
    assert.deepEqual(found('moved to Frankfurt am Main in 2019', ['CITY']), ['CITY:Frankfurt am Main']);
    assert.deepEqual(found('Reside en Torrejón de Ardoz.', ['CITY', 'ORGANIZATION']), ['CITY:Torrejón de Ardoz']);
  });

  it('keeps a shorter reading inside a whole town name, not a trailing stop or a code letter', () => {
    assert.deepEqual(found('Dear Dr Rees, Royal Infirmary, Edinburgh EH16 4SA', ['CITY', 'ZIP']), [
      'CITY:Edinburgh',
      'ZIP:EH16 4SA',
    ]);
  });

  it('reads the code closing an address line after a town of English words', () => {
    assert.deepEqual(found('Ref: Observatory, Cape Town 7925, South Africa', ['CITY', 'ZIP']), [
      'CITY:Cape Town',
      'ZIP:7925',
    ]);
    assert.deepEqual(found('moved to Cape Town 2019 for work', ['ZIP']), []);
  });

  it('reads both ends of a journey as towns when one is a town', () => {
    assert.deepEqual(found('moved from Hope to Reading last year', ['CITY', 'PERSON']), ['CITY:Hope', 'CITY:Reading']);
    assert.deepEqual(
      found('switched from Hannaford to Kroger', ['PERSON', 'ORGANIZATION']).includes('ORGANIZATION:Kroger'),
      true,
    );
    assert.deepEqual(found('Referred from Dr. Lee to Dr. Park.', ['PERSON']), ['PERSON:Lee', 'PERSON:Park']);
  });

  it('reads towns after the prepositions of Vietnamese and Indonesian', () => {
    assert.deepEqual(found('Sống tại Biên Hòa, Đồng Nai.', ['CITY']), ['CITY:Biên Hòa', 'CITY:Đồng Nai']);
    assert.deepEqual(found('Tinggal di Bekasi, bekerja di Jakarta Selatan.', ['CITY']), [
      'CITY:Bekasi',
      'CITY:Jakarta Selatan',
    ]);
    assert.deepEqual(found('Il figlio di Marco vive a Roma.', ['PERSON']), ['PERSON:Marco']);
    assert.deepEqual(found('nhập viện Bệnh viện Chợ Rẫy, TP. Hồ Chí Minh.', ['CITY', 'ORGANIZATION', 'PERSON']), [
      'ORGANIZATION:Bệnh viện Chợ Rẫy',
      'CITY:TP. Hồ Chí Minh',
    ]);
  });
});

describe('organizations and people of other languages', () => {
  it("ends a Turkish name before its case ending, not a possessive or Hawai'i", () => {
    assert.deepEqual(found("Acıbadem Maslak Hastanesi'nde ameliyat oldu.", ['ORGANIZATION']), [
      'ORGANIZATION:Acıbadem Maslak Hastanesi',
    ]);
    assert.deepEqual(found("She moved to Kaua'i from Hawai'i.", ['CITY']), ["CITY:Kaua'i", "CITY:Hawai'i"]);
    assert.deepEqual(found("Dr. O'Brien saw her.", ['PERSON']), ["PERSON:O'Brien"]);
  });

  it('reads hospitals named after their head in Hebrew, Hindi and Indonesian', () => {
    assert.deepEqual(found('המטופל אושפז בבית החולים איכילוב בתל אביב.', ['ORGANIZATION']), ['ORGANIZATION:איכילוב']);
    assert.deepEqual(found('ועובדת בבית החולים רמב"ם.', ['ORGANIZATION']), ['ORGANIZATION:רמב"ם']);
    assert.deepEqual(found('אושפז בבית החולים הקרוב.', ['ORGANIZATION']), []);
    assert.deepEqual(found('वह फोर्टिस हॉस्पिटल, गुरुग्राम में है।', ['ORGANIZATION']), ['ORGANIZATION:फोर्टिस हॉस्पिटल']);
    assert.deepEqual(found('उन्हें सरकारी अस्पताल ले जाया गया।', ['ORGANIZATION']), []);
    assert.deepEqual(found('Dirujuk ke RSUP Dr. Sardjito.', ['ORGANIZATION', 'PERSON']), [
      'ORGANIZATION:RSUP Dr. Sardjito',
    ]);
    assert.deepEqual(found('Pasien dirawat di Rumah Sakit Umum Daerah Dr. Soetomo, Surabaya.', ['ORGANIZATION']), [
      'ORGANIZATION:Rumah Sakit Umum Daerah Dr. Soetomo',
    ]);
  });

  it('reads the patient named after "the patient" in Hebrew and Hindi, not what the patient did', () => {
    assert.deepEqual(found('המטופל משה כהן אושפז.', ['PERSON']), ['PERSON:משה כהן']);
    assert.deepEqual(found('המטופל התלונן על כאבים בחזה.', ['PERSON']), []);
    assert.deepEqual(found('मरीज़ राकेश शर्मा को भर्ती किया गया।', ['PERSON']), ['PERSON:राकेश शर्मा']);
    assert.deepEqual(found('मरीज़ का नाम: राकेश शर्मा', ['PERSON']), ['PERSON:राकेश शर्मा']);
    assert.deepEqual(found('मरीज़ को तेज़ बुखार है।', ['PERSON']), []);
  });

  it('reads a Vietnamese name to its given name', () => {
    assert.deepEqual(found('Bệnh nhân Nguyễn Văn An, 52 tuổi', ['PERSON']), ['PERSON:Nguyễn Văn An']);
  });
});

describe('health systems by their first word', () => {
  it('reads them after a cue, and the other party of a deal', () => {
    assert.deepEqual(found('He was admitted to Banner on Tuesday.', ['ORGANIZATION']), ['ORGANIZATION:Banner']);
    assert.deepEqual(found('He was admitted to Legacy on Tuesday.', ['ORGANIZATION']), ['ORGANIZATION:Legacy']);
    assert.deepEqual(found('We signed an agreement with Sutter in May.', ['ORGANIZATION']), ['ORGANIZATION:Sutter']);
    assert.deepEqual(found('Her agreement with Rose was verbal.', ['ORGANIZATION']), []);
    assert.deepEqual(found('Legacy systems were retired.', ['ORGANIZATION', 'PERSON']), []);
    assert.deepEqual(found('son Vincent (flying in from Providence) at 1400.', ['CITY']), ['CITY:Providence']);
  });

  it('reads a service after "admitted to" as no one', () => {
    assert.deepEqual(found('She was admitted to Medicine.', ['PERSON']), []);
  });
});

describe('messages, firms that act, and fields of other scripts', () => {
  it('reads where a person is in chat, not a target of a reading', () => {
    assert.deepEqual(found("can u get mom's meds? she's at mercy till 5", ['ORGANIZATION']), ['ORGANIZATION:mercy']);
    assert.deepEqual(found('bp is at target, cont meds', ['ORGANIZATION']), []);
    assert.deepEqual(found('pls call me back its marisol abt my dad hector', ['PERSON']), [
      'PERSON:marisol',
      'PERSON:hector',
    ]);
  });

  it('reads a sender asked for or naming herself after a sentence, an aunt of two letters, a changed insurer', () => {
    assert.deepEqual(found('is this faith? its grant from the front desk', ['PERSON']), [
      'PERSON:faith',
      'PERSON:grant',
    ]);
    assert.deepEqual(found('is this normal? my knee is swollen', ['PERSON']), []);
    assert.deepEqual(found('tell aunt jo i said thx for the casserole', ['PERSON']), ['PERSON:jo']);
    assert.deepEqual(found('tell aunt me', ['PERSON']), []);
    assert.deepEqual(found('hey doc, my insurance changed to molina', ['ORGANIZATION']), ['ORGANIZATION:molina']);
  });

  it('reads a name alone closing a message, not a closing word, a country or an initial', () => {
    assert.deepEqual(found('Thx! Will bring the forms on Monday. Hunter', ['PERSON']), ['PERSON:Hunter']);
    assert.deepEqual(found('See you Monday. - Grace', ['PERSON']), ['PERSON:Grace']);
    assert.deepEqual(found('Can you call me back? Love', ['PERSON']), []);
    assert.deepEqual(found('Thank you for visiting us from Finland', ['PERSON']), []);
    assert.deepEqual(found('I spoke with the family. Plan: continue Lasix.', ['PERSON']), []);
    assert.deepEqual(found('Thank you. Regards, A. Moloney', ['PERSON']), ['PERSON:A. Moloney']);
  });

  it('reads a practice opening a sentence when a firm acts, not a service', () => {
    assert.deepEqual(found('Wellspring Pediatrics has retained Duncan & Moray.', ['ORGANIZATION']), [
      'ORGANIZATION:Wellspring Pediatrics',
      'ORGANIZATION:Duncan & Moray',
    ]);
    assert.deepEqual(found('Consult Orthopedics.', ['ORGANIZATION']), []);
    assert.deepEqual(found('Pulmonary Hypertension signed off.', ['ORGANIZATION']), []);
  });

  it('takes no known organization into a list of towns', () => {
    assert.deepEqual(found('NYU Langone, Mount Sinai and Northwell each bid.', ['ORGANIZATION', 'CITY']), [
      'ORGANIZATION:NYU Langone',
      'ORGANIZATION:Mount Sinai',
      'ORGANIZATION:Northwell',
    ]);
  });

  it('reads a holding company, not a pre-op holding area', () => {
    assert.deepEqual(found('Hastanın işvereni Koç Holding; ikametgâhı Kadıköy.', ['ORGANIZATION']), [
      'ORGANIZATION:Koç Holding',
    ]);
    assert.deepEqual(found('Taken to Pre-op Holding at 0700.', ['ORGANIZATION']), []);
  });

  it('reads a Russian hospital by its eponym, and a field after an ideographic comma', () => {
    assert.deepEqual(found('Направлен в ГКБ им. Пирогова.', ['ORGANIZATION']), ['ORGANIZATION:ГКБ им. Пирогова']);
    assert.deepEqual(found('転院先：聖路加国際病院、勤務先：トヨタ自動車', ['ORGANIZATION']), [
      'ORGANIZATION:聖路加国際病院',
      'ORGANIZATION:トヨタ自動車',
    ]);
    assert.deepEqual(found('住所：東京都港区、氏名：山田 太郎', ['PERSON']), ['PERSON:山田 太郎']);
  });
});

describe('what the review of ADR 0147 found', () => {
  it('leaves towns and people after the cues of the first-word systems and deals', () => {
    assert.deepEqual(found('Patient moved to Hackensack last spring.', ['ORGANIZATION']), []);
    assert.deepEqual(found('Report given to Sharp at 0700.', ['ORGANIZATION']), []);
    assert.deepEqual(found('Patient was in agreement with Abbott about the taper.', ['ORGANIZATION']), []);
    assert.deepEqual(found('Negotiations with Sutter stalled.', ['ORGANIZATION']), ['ORGANIZATION:Sutter']);
    assert.deepEqual(found('The hospital is partnering with Banner on tele-ICU.', ['ORGANIZATION']), [
      'ORGANIZATION:Banner',
    ]);
  });

  it('reads a journey only after a verb of moving', () => {
    assert.deepEqual(found('Handoff from Charlotte to Austin at 7pm.', ['PERSON']), ['PERSON:Austin']);
  });

  it('reads no acronym, weekday, country or person after the Asian prepositions, and stops before a month', () => {
    for (const text of [
      'Pasien dirawat di UGD sejak pagi.',
      'dari Senin sampai Jumat pasien di rumah',
      'tinggal di Indonesia sejak 2010',
      'chuyển đến ICU',
    ])
      assert.deepEqual(found(text, ['CITY']), [], text);
    assert.deepEqual(found('titipan dari Budi untuk pasien', ['PERSON']), ['PERSON:Budi']);
    assert.deepEqual(found('Pasien pindah ke Bandung Januari 2020 dan tinggal di sana.', ['CITY', 'DATE']), [
      'CITY:Bandung',
      'DATE:Januari 2020',
    ]);
    assert.deepEqual(found('Di Jakarta Selatan, pasien tinggal sendiri.', ['CITY']), ['CITY:Jakarta Selatan']);
    assert.deepEqual(found('Pesakit: Jonathan anak Jiram, 36L, dari Serian.', ['CITY']), ['CITY:Serian']);
  });

  it('reads no time, purpose or state after a Hebrew or Hindi head or role', () => {
    for (const text of [
      'שוחרר מבית החולים היום',
      'הגיע לבית החולים לאחר נפילה',
      'הופנה למרפאת כאב',
      'वह कल अस्पताल गया था।',
      'बनो הגיע היום, שאל על התרופות.',
      'בנו הגיע היום, שאל על התרופות.',
      'החולה במצב יציב, בן 67',
      'पत्नी बहुत परेशान, रो रही थी',
    ])
      assert.deepEqual(found(text, ['ORGANIZATION', 'PERSON']), [], text);
    assert.deepEqual(found('מטופלת: שרה לוי', ['PERSON']), ['PERSON:שרה לוי']);
  });

  it('reads no common word closing a message, no reading at target, no direction after "to"', () => {
    for (const text of ['You can pick up the meds at 5. Sharp', 'Thank you for praying for us. Amen'])
      assert.deepEqual(found(text, ['PERSON']), [], text);
    assert.deepEqual(found("ok so he's at target now, a1c 6.8", ['ORGANIZATION']), []);
    assert.deepEqual(found('Report given to West at 0700.', ['PERSON']), ['PERSON:West']);
    assert.deepEqual(found('Family moved to Cape Town 2019', ['ZIP']), []);
    assert.deepEqual(found('Records from Kaiser Permanente, UCLA, BMC. Patient consents.', ['ORGANIZATION']), [
      'ORGANIZATION:Kaiser Permanente',
      'ORGANIZATION:UCLA',
      'ORGANIZATION:BMC',
    ]);
  });

  it('reads an Indonesian namesake in lower case, and no sentence or kind after the head', () => {
    assert.deepEqual(found('Dirawat di RSUD dr. Soetomo.', ['ORGANIZATION']), ['ORGANIZATION:RSUD dr. Soetomo']);
    assert.deepEqual(found('DIRUJUK KE RUMAH SAKIT UNTUK PEMERIKSAAN LANJUT.', ['ORGANIZATION']), []);
    assert.deepEqual(found('dirujuk ke Rumah Sakit Rujukan', ['ORGANIZATION']), []);
    assert.deepEqual(found("Hasta Ankara Şehir Hastanesi'nde yatıyor.", ['ORGANIZATION']), [
      'ORGANIZATION:Ankara Şehir Hastanesi',
    ]);
  });
});

// After dec16's final run, from its rows (not held-out figures).
describe('what the rows of dec16 showed', () => {
  it('reads an acronym a text defines for an organization, wherever it stands, not a disease or a department', () => {
    assert.deepEqual(
      found(
        'The Office for Civil Rights (OCR) and Northern Plains Orthopedic Associates (NPOA) agree. OCR received it.',
        ['ORGANIZATION'],
      ),
      [
        'ORGANIZATION:Office for Civil Rights',
        'ORGANIZATION:OCR',
        'ORGANIZATION:Northern Plains Orthopedic Associates',
        'ORGANIZATION:NPOA',
        'ORGANIZATION:OCR',
      ],
    );
    assert.deepEqual(
      found('Staffed by Baylor Scott & White Health. Later, BSWH said it would expand.', ['ORGANIZATION']),
      ['ORGANIZATION:Baylor Scott & White Health', 'ORGANIZATION:BSWH'],
    );
    for (const text of [
      'Chronic Obstructive Pulmonary Disease (COPD) exacerbation; COPD stable.',
      'Seen in the Emergency Department (ED). ED course unremarkable.',
      'Lagos University Teaching Hospital. Ref: LUTH/CARD/2026/0417',
    ])
      assert.deepEqual(
        found(text, ['ORGANIZATION']).filter((f) => !f.includes('Hospital')),
        [],
        text,
      );
  });

  it('reads a practice in brackets after a credential, an apothecary, and a large city in a pipe-separated segment', () => {
    assert.deepEqual(found('Prescriber: Anjali Desrosiers, MD (Upstate Cardiology Group)', ['ORGANIZATION']), [
      'ORGANIZATION:Upstate Cardiology Group',
    ]);
    assert.deepEqual(found('To: Main Street Apothecary, 118 Main Street, Bolivar', ['ORGANIZATION']), [
      'ORGANIZATION:Main Street Apothecary',
    ]);
    assert.deepEqual(found('PID|1||MRN||F|2714 Ocean View Blvd|San Diego|CA|92113', ['CITY', 'PERSON']), [
      'CITY:San Diego',
    ]);
    assert.deepEqual(found('Seen by the Cardiology Group today.', ['ORGANIZATION']), []);
    assert.deepEqual(found('רופא מטפל: ד"ר עמית ברק', ['PERSON']), ['PERSON:עמית ברק']);
  });
});
