import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { detectPii } from './pii.js';

const found = (text: string, types?: string[]) =>
  detectPii(text, types).map((f) => `${f.type}:${text.slice(f.start, f.end)}`);

// ADR 0146: towns in their own script, and the probes of 2026-11-29 (3).
describe('towns written in their own script', () => {
  it('finds large towns of eight scripts wherever they stand', () => {
    for (const [text, town] of [
      ['Иванов Сергей Петрович, проживает по адресу: Москва, ул. Тверская 5', 'Москва'],
      ['Живу в Москве с 2010 года', 'Москве'],
      ['Σύζυγος: Ελένη Παπαδοπούλου, κάτοικος Πειραιά.', 'Πειραιά'],
      ['نقل من مستشفى الملك فيصل التخصصي في الرياض إلى', 'الرياض'],
      ['مریم احمدی ساکن تهران، خیابان', 'تهران'],
      ['निवासी 45 महात्मा गांधी मार्ग, लखनऊ - 226001', 'लखनऊ'],
      ['黃志強先生，地址：九龍旺角彌敦道', '九龍'],
      ['所在地：横浜市中区山下町', '横浜市'],
      ['המטופל גר בחיפה', 'חיפה'],
      ['서울에 살아요', '서울'],
    ])
      assert.ok(found(text!, ['CITY']).includes(`CITY:${town}`), text);
  });

  it('leaves prefectures, surnames and words of the same letters alone', () => {
    assert.deepEqual(found('〒150-0002\n東京都渋谷区', ['CITY']), ['CITY:渋谷区']);
    assert.deepEqual(found('川崎病の既往あり', ['CITY']), []);
    assert.deepEqual(found('대구탕을 좋아함', ['CITY']), []);
    assert.deepEqual(found('대구광역시에서 왔어요', ['CITY']), ['CITY:대구광역시']);
    assert.deepEqual(found('Владимир Петров пришёл на приём', ['CITY']), []);
    assert.deepEqual(found('المريض أحمد محمود عبد الله يسكن', ['CITY']), []);
  });

  it('reads no person of another script as a town beside one', () => {
    assert.deepEqual(found('Айгерим Нурланқызы, Алматы, Абай даңғылы 52, 050008', ['PERSON', 'CITY']).slice(0, 2), [
      'PERSON:Айгерим Нурланқызы',
      'CITY:Алматы',
    ]);
  });
});

describe('postal codes and streets of more countries', () => {
  it('takes a code with its country letters beside a listed town', () => {
    assert.ok(found('Brīvības iela 40, Rīga, LV-1050', ['ZIP']).includes('ZIP:LV-1050'));
    assert.ok(found('Rue de la Gare 5, L-1611 Luxembourg', ['ZIP']).includes('ZIP:L-1611'));
    assert.deepEqual(found('Order: A-1010, B-2020', ['ZIP']), []);
  });

  it('reads street types written after the name', () => {
    for (const [text, street] of [
      ['Brīvības iela 40, Rīga', 'Brīvības iela 40'],
      ['Celovška cesta 25, 1000 Ljubljana', 'Celovška cesta 25'],
      ['Pärnu mnt 12, Tallinn', 'Pärnu mnt 12'],
      ['Nevsky Prospekt 28, St Petersburg', 'Nevsky Prospekt 28'],
      ['Gangnam-daero 396, Seoul 06232', 'Gangnam-daero 396'],
    ])
      assert.ok(found(text!, ['STREET_ADDRESS']).includes(`STREET_ADDRESS:${street}`), text);
  });
});

describe('organizations the probes found in clear', () => {
  it('finds practices named by a specialty after their own word', () => {
    assert.deepEqual(found('Shave bx sent to Miracle Mile Pathology.', ['ORGANIZATION']), [
      'ORGANIZATION:Miracle Mile Pathology',
    ]);
    assert.deepEqual(found('DERMATOLOGY NOTE\nForefront Dermatology – Manitowoc\nPt: Gerald Kuehn', ['ORGANIZATION']), [
      'ORGANIZATION:Forefront Dermatology',
    ]);
    for (const text of [
      'Referred to Pediatric Dermatology.',
      'Sent to Surgical Pathology.',
      'Sent to Molecular Pathology.',
    ])
      assert.deepEqual(found(text, ['ORGANIZATION', 'PERSON']), [], text);
  });

  it('finds hospitals named in capitals, and no sentence in capitals', () => {
    assert.deepEqual(found('RADIOLOGY REPORT - MERCY MEDICAL CENTER', ['ORGANIZATION']), [
      'ORGANIZATION:MERCY MEDICAL CENTER',
    ]);
    assert.deepEqual(found('TRANSFERRED TO GOOD SHEPHERD HOSPITAL', ['ORGANIZATION']), [
      'ORGANIZATION:GOOD SHEPHERD HOSPITAL',
    ]);
    for (const text of [
      'I DONT KNOW WHAT THE HEART CENTER SAID',
      'PT SEEN IN CARDIOLOGY CLINIC',
      'CALL THE FAMILY HEALTH CENTER',
    ])
      assert.deepEqual(found(text, ['ORGANIZATION']), [], text);
  });

  it('finds firms by their own spelling, their kind, or the work verbs of other languages', () => {
    assert.deepEqual(found('Results flow into athenahealth and eClinicalWorks.', ['ORGANIZATION']), [
      'ORGANIZATION:athenahealth',
      'ORGANIZATION:eClinicalWorks',
    ]);
    assert.deepEqual(found('Referred to Round Rock ISD Child Find.', ['ORGANIZATION']), [
      'ORGANIZATION:Round Rock ISD',
    ]);
    assert.deepEqual(found('owns Petrosyan Auto Body.', ['ORGANIZATION']), ['ORGANIZATION:Petrosyan Auto Body']);
    assert.deepEqual(found('Travaille chez Boiron.'), ['ORGANIZATION:Boiron']);
    assert.deepEqual(found('Trabalha como motorista na Sabesp.'), ['ORGANIZATION:Sabesp']);
    assert.deepEqual(found('The board approved a contract with Ardent Health Services.', ['ORGANIZATION']), [
      'ORGANIZATION:Ardent Health Services',
    ]);
    assert.deepEqual(found('We have an agreement with Behavioral Health Services.', ['ORGANIZATION']), []);
    assert.deepEqual(found('signed with Mental Health', ['ORGANIZATION']), []);
    assert.deepEqual(found('Emma Johansson, anställd på Ericsson.', ['ORGANIZATION']), ['ORGANIZATION:Ericsson']);
    assert.deepEqual(found('Her employer is Vantrel.', ['ORGANIZATION']), ['ORGANIZATION:Vantrel']);
    assert.deepEqual(found('His employer is Maria Lopez.'), ['PERSON:Maria Lopez']);
    assert.deepEqual(found('trabaja en Urgencias', ['ORGANIZATION']), []);
    assert.deepEqual(found('arbeitet bei Bedarf', ['ORGANIZATION']), []);
  });
});

describe('postal codes on an address line', () => {
  it('takes a code alone after a street, after a postal label, or opening an address field', () => {
    for (const [text, code] of [
      ['Address: 102 Cuba Street, Te Aro, Wellington 6011 | Employer: Harbour City Print Ltd', '6011'],
      ['Address: Blk 512 Ang Mo Kio Avenue 8, #08-233, 560512\nMdm Goh', '560512'],
      ['주소: 서울특별시 송파구 올림픽로43길 88 (05505)\n진단', '05505'],
      ['Địa chỉ: 45 Lê Lợi, Đà Nẵng, mã bưu chính 550000; Công ty: X', '550000'],
      ['Адрес: 123060, г. Москва', '123060'],
    ])
      assert.ok(found(text!, ['ZIP']).includes(`ZIP:${code}`), text);
  });

  it('leaves times, years and numbers of other fields alone', () => {
    for (const text of [
      '880 Sandhill Road, Reno, NV 89521. Report called to Nurse Tamika at 1430.',
      'Lives at 12 Oak St, apt 4, since 2019.',
      'addr=45 Brunswick St; medicare=2951 44821 3',
    ])
      assert.ok(!found(text, ['ZIP']).some((f) => /1430|2019|44821/.test(f)), text);
  });
});

describe('tables by their header', () => {
  it('reads each column as its header says', () => {
    assert.deepEqual(
      found('name,street,zip,city,employer\nLena Schröder,Lindenallee 12,50968,Köln,Rheinische Versicherungs-AG'),
      [
        'PERSON:Lena Schröder',
        'STREET_ADDRESS:Lindenallee 12',
        'ZIP:50968',
        'CITY:Köln',
        'ORGANIZATION:Rheinische Versicherungs-AG',
      ],
    );
    assert.deepEqual(found('"id";"first_name";"last_name";"city";"cap"\n"1";"Giulia";"Romano";"Torino";"10121"'), [
      'PERSON:Giulia',
      'PERSON:Romano',
      'CITY:Torino',
      'ZIP:10121',
    ]);
  });

  it('reads nothing into a table of other things', () => {
    assert.deepEqual(found('product,price,qty\nAspirin,2.50,10\nHeparin,12.00,4'), []);
    assert.deepEqual(found('name,dose,route\nMetformin,500 mg,PO', ['PERSON']), []);
  });
});

describe('what the review of ADR 0146 found', () => {
  it('keeps people and leaves words that the first rules took', () => {
    assert.deepEqual(found('Львов Андрей Петрович, 45 лет', ['PERSON', 'CITY']), ['PERSON:Львов Андрей Петрович']);
    assert.deepEqual(found('Frau Desrose wurde aufgenommen', ['PERSON']), ['PERSON:Desrose']);
    assert.deepEqual(found('Paciente Vincenz Schwenz, queixa das costas e das pernas.', ['PERSON']), [
      'PERSON:Vincenz Schwenz',
    ]);
    assert.deepEqual(found('Her employer was Jose Luis Garcia Perez.'), ['PERSON:Jose Luis Garcia Perez']);
    for (const text of [
      'التهاب في العين مع احمرار',
      'توفي جده بسرطان الرئة',
      'قم بتناول الدواء',
      '분당 심박수 80회',
      '일산화탄소 중독',
      '대구치 발치',
      '南京虫に刺された',
      '香港脚，外用药膏',
      '把东西安排好',
      '舞台中央で',
      '适合肥胖患者',
      '小さいたまねぎ',
      'כאבים ברחובות העיר',
      'Рівне дихання',
    ])
      assert.deepEqual(found(text, ['CITY']), [], text);
  });

  it('reads no organization, street or code into clinical and billing phrases', () => {
    for (const text of [
      'Amount Due USD 120',
      'Patient verbalized agreement with Discharge Planning Services.',
      'Family has had to deal with Adult Protective Services before.',
      'Sent to Tissue Pathology.',
      'Acne Dermatology - Progress Note',
      'Arbeitet bei der Feuerwehr',
      'Werkt bij het Ziekenhuis',
      'Trabaja en Mantenimiento',
      'Trabalha na Enfermagem',
      'Anti-Ro 52 kDa antibodies were detected.',
      'Phase II prospect 3 patients',
      'Tube (P-2051 Orange)',
      'Flight: L-1611 Luxembourg',
      '担当者：総務課',
    ])
      assert.deepEqual(found(text, ['ORGANIZATION', 'STREET_ADDRESS', 'ZIP', 'PERSON']), [], text);
    assert.deepEqual(found('Dra. Sánchez-Gil 3 veces por semana', ['PERSON', 'STREET_ADDRESS']), [
      'PERSON:Sánchez-Gil',
    ]);
    assert.ok(found('Teheran-ro 152, Gangnam-gu', ['STREET_ADDRESS']).includes('STREET_ADDRESS:Teheran-ro 152'));
  });
});

describe('words the probes found read as people', () => {
  it('reads chat in other languages without its common words', () => {
    for (const text of [
      'mi papá no se quiere tomar la pastilla que le dio la dra mejía, dice que le da mareo',
      'oi rita, a minha mãe teve alta ontem',
      'slt c chloé, mamie est à la clinique',
      'papa liegt im krankenhaus. der arzt heißt dr. yilmaz',
    ]) {
      const people = found(text, ['PERSON']);
      for (const bad of ['le dio', 'le da', 'minha mãe', 'mamie est', 'der arzt'])
        assert.ok(!people.includes(`PERSON:${bad}`), text);
    }
    assert.ok(found('la dra mejía dijo que si', ['PERSON']).includes('PERSON:mejía'));
    assert.deepEqual(found('salut, papa est à la clinique', ['PERSON']), []);
  });

  it('reads a sender naming herself and the firms of lower-case chat', () => {
    assert.ok(found('hey its maria, mom got moved to good sam last night').includes('ORGANIZATION:good sam'));
    assert.deepEqual(found('this is jen from the clinic', ['PERSON']), ['PERSON:jen']);
    assert.ok(found('heritage oaks rehab vs kindred. -jess rn', ['PERSON']).includes('PERSON:jess'));
    assert.ok(found('hola doctora lupita soy marcos el hijo', ['PERSON']).includes('PERSON:marcos'));
    for (const text of ['ok -thanks', 'pt stable overnight - better', 'soy diabético desde 2010'])
      assert.deepEqual(found(text, ['PERSON']), [], text);
    for (const text of [
      'its late, sorry',
      'im good, thanks',
      'its raining, ugh',
      'its me, open up',
      'its major, call 911',
      'its frank, bright red blood',
      'its sunny here, come over',
    ])
      assert.deepEqual(found(text, ['PERSON']), [], text);
    assert.deepEqual(found('my husband works at home depot and his insurance is cigna', ['ORGANIZATION']), [
      'ORGANIZATION:home depot',
      'ORGANIZATION:cigna',
    ]);
    assert.ok(found('dad is at st joes now, they said transfer to mayo maybe').includes('ORGANIZATION:mayo'));
    assert.deepEqual(found('plan from here is rest; the plan is apple juice and crackers', ['ORGANIZATION']), []);
    assert.deepEqual(found('mamie jones called about the appt', ['PERSON']), ['PERSON:mamie jones']);
  });

  it('reads a Japanese patient field without the honorific after it', () => {
    assert.deepEqual(found('患者氏名：佐藤 健一 様', ['PERSON']), ['PERSON:佐藤 健一']);
    assert.deepEqual(found('患者名：鈴木一郎', ['PERSON']), ['PERSON:鈴木一郎']);
  });

  it('reads clinical words, German nouns and a degree sign as no names', () => {
    for (const text of [
      'Discussed with Interventional Radiology.',
      'Core temp 32.1 °C. Active rewarming, then transfer.',
      'PROCEDURE: COLONOSCOPY WITH COLD SNARE POLYPECTOMY',
      'Diagnose: Mediale Schenkelhalsfraktur rechts, Versorgung mittels Hemiprothese',
    ])
      assert.deepEqual(found(text, ['PERSON']), [], text);
  });
});
