import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { detectPii } from './pii.js';

const people = (text: string) =>
  detectPii(text, ['PERSON'])
    .filter((f) => f.type === 'PERSON')
    .map((f) => text.slice(f.start, f.end));

describe('a capitalized word before a noun, blots and salts (ADR 0098)', () => {
  it('leaves a season, a blot, bath salts and St John’s wort in clear', () => {
    assert.deepEqual(
      people('Patient education: heat precautions, Spring allergy action plan, Winter influenza vaccine due.'),
      [],
    );
    assert.deepEqual(people('Serology positive, confirmed by Western blot.'), []);
    assert.deepEqual(people('Reports using Bath salts over the weekend.'), []);
    assert.deepEqual(people('Avoid St John’s wort and grapefruit.'), []);
    assert.deepEqual(people('Lyme disease serology (ELISA) positive.'), []);
    assert.deepEqual(people('M&G Ward 9B progress note'), []);
    assert.deepEqual(people('Minutes, Mount Zion Church, Jackson, MS\nPresent: Rev. Calvin Tolliver'), [
      'Calvin Tolliver',
    ]);
  });

  it('keeps a name before a verb, an adverb, a preposition or a pause', () => {
    assert.deepEqual(people('I spoke with Rose about the results.'), ['Rose']);
    assert.deepEqual(people('Please bring Mike straight to the emergency department.'), ['Mike']);
    assert.deepEqual(people('Remember me, Kelly?'), ['Kelly']);
  });
});

describe('initials for people in minutes and sign-offs (ADR 0098)', () => {
  it('reads the initials of a person of the text before an action', () => {
    const text =
      'Present: Dr Conor Brady (chair), Fergal Doyle (CNM2), Sinéad Walsh\nAction: FD to roll out the passport.\nSW to present in December.';
    assert.deepEqual(people(text), ['Conor Brady', 'Fergal Doyle', 'Sinéad Walsh', 'FD', 'SW']);
  });

  it('leaves shorthand before an action and initials of no one in the text alone', () => {
    assert.deepEqual(people('Seen by Fergal Doyle. GP to review in 2 weeks; OT to assess at home. AB to call.'), [
      'Fergal Doyle',
    ]);
  });

  it('reads initials before a post on a line of their own', () => {
    assert.deepEqual(people('Neighbour can drive him.\n— CR, RN / reviewed'), ['CR']);
    assert.deepEqual(people('Dressing changed, wound clean.\nLH DN'), ['LH']);
    assert.deepEqual(people('Qualifications:\nRN, BSN\nMD, PhD'), []);
  });
});

describe('names in scripts without capitals (ADR 0098)', () => {
  it('reads the value of a name field and the native spelling beside a name', () => {
    assert.deepEqual(people('姓名：王丽华；地址：北京市朝阳区'), ['王丽华']);
    assert.deepEqual(people('الاسم: أحمد محمود حسن'), ['أحمد محمود حسن']);
    assert.deepEqual(people('Name: Sato Haruka (佐藤 陽香)'), ['Sato Haruka', '佐藤 陽香']);
    assert.deepEqual(people('Name: 김민준 / Kim Min-jun'), ['김민준', 'Kim Min-jun']);
  });

  it('leaves other fields in those scripts alone', () => {
    assert.deepEqual(people('Drug name: 阿莫西林 500 mg'), []);
    assert.deepEqual(people('诊断：肺炎；医院：北京协和医院'), []);
  });
});

describe('names with particles and greeted names (ADR 0098)', () => {
  it('reads a name across its particles whole', () => {
    assert.deepEqual(people('Maria da Silva called about her results.'), ['Maria da Silva']);
    assert.deepEqual(people('Seen by Dr. J. van der Berg today.'), ['J. van der Berg']);
    assert.deepEqual(people('I saw Anna de la Cruz yesterday.'), ['Anna de la Cruz']);
    assert.deepEqual(people('Spoke with Ahmed bin Salleh on the ward.'), ['Ahmed bin Salleh']);
  });

  it('leaves places, organizations, legal forms and titles after a particle to their own rules', () => {
    assert.deepEqual(people('Flew to Rio de Janeiro and Santiago de Compostela.'), []);
    assert.deepEqual(people('Centro de salud: Centro de Salud Rekalde'), []);
    assert.deepEqual(people('Supplier: Seabrook Foods S.A. de C.V.'), []);
    assert.deepEqual(people('Esami al Centro Diagnostico Italiano di Milano.'), []);
    assert.deepEqual(people('Anruf von Herrn Okan Yıldız'), ['Okan Yıldız']);
  });

  it('reads the lower-case name a chat message greets', () => {
    assert.deepEqual(people('hi basti, papa liegt jetzt im Marienhospital'), ['basti']);
    assert.deepEqual(people('oye lupita, ya salió del hospital'), ['lupita']);
    assert.deepEqual(people("hey it's tasha — running late"), ['tasha']);
    assert.deepEqual(people('hi guys, running late'), []);
    assert.deepEqual(people('hola amor, ya llegué'), []);
    assert.deepEqual(people('che bello, ci vediamo domani'), []);
  });
});

describe('a person by age, kin and post (ADR 0098)', () => {
  it('reads a name before an age and a sex, after a kin word and "of", after a post', () => {
    assert.deepEqual(people('Hazel Combs 71F seen in clinic.'), ['Hazel Combs']);
    assert.deepEqual(people('sou a mãe da Inês.'), ['Inês']);
    assert.deepEqual(people('Ik ben de moeder van Sanne, zij heeft koorts.'), ['Sanne']);
    assert.deepEqual(people('Next of kin: Kavitha (daughter)'), ['Kavitha']);
    assert.deepEqual(people('Helper Marites present during call.'), ['Marites']);
    assert.deepEqual(people('go to the urgent care on Harlem Ave? — Keisha Boyd'), ['Keisha Boyd']);
  });

  it('leaves a catheter’s gauge and a service before a number alone', () => {
    assert.deepEqual(people('Room Service 12 M; JP drain (Jackson Pratt) 15 F out.'), []);
  });
});

describe('speakers and sign-off pairs (ADR 0098)', () => {
  it('reads the speakers of a group chat and a speaker with an initial', () => {
    const text =
      'Chinwe: who has the keys for CD cupboard?\nBlessing: Sister Adaeze took them\nChinwe: ok will wait.\nBlessing: I’ll call theatre';
    assert.deepEqual(people(text), ['Chinwe', 'Blessing', 'Adaeze', 'Chinwe', 'Blessing']);
    assert.deepEqual(people('sarah k: did ur mum get her flu jab\ntom: ya at boots'), ['sarah k', 'tom']);
  });

  it('reads an author’s and a typist’s initials ending a note, one half shorthand', () => {
    assert.deepEqual(people('Ibuprofen 600 mg q6h prn.\nKY/ap'), ['KY/ap']);
    assert.deepEqual(people('Wife updated in the waiting area.\nDM/jcr'), ['DM/jcr']);
    assert.deepEqual(people('Vitals stable.\nIV/po'), []);
  });
});

describe('two common words that are a name before what only a patient does (ADR 0098)', () => {
  it('reads them whole', () => {
    assert.deepEqual(people('Hope Sterling was seen in clinic today.'), ['Hope Sterling']);
    assert.deepEqual(people('Major Wells presented with chest pain.'), ['Major Wells']);
  });
  it('leaves codes and things that are called or seen alone', () => {
    assert.deepEqual(people('Stable until Code Blue called at 0300. Blood was seen on the pad.'), []);
  });
});
