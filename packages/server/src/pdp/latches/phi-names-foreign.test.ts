import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { detectPii } from './pii.js';

const people = (text: string) => detectPii(text, ['PERSON']).map((f) => `${f.type}:${text.slice(f.start, f.end)}`);
const of = (text: string, types: string[]) =>
  detectPii(text, types as never).map((f) => `${f.type}:${text.slice(f.start, f.end)}`);

// ADR 0078: words of other languages, signature posts, eponym pairs, labels and chat words are no names.
describe('words of other languages that name lists hold', () => {
  it('reads form labels, kin, greetings, pronouns, wards and posts as words', () => {
    for (const text of [
      'Nama: tidak diketahui\nUmur: 40',
      'Plano: manter conduta, reavaliar amanhã.',
      'Raison : suivi post-opératoire.',
      'Dienst: nacht, geen bijzonderheden.',
      'Wir übernehmen die Kosten. Bitte rufen Sie uns an, Ihr Termin ist verschoben.',
      'Hallo zusammen, die Station 12 ist voll.',
      'Hej! Pappa är hemma igen.',
      'KARTA INFORMACYJNA LECZENIA SZPITALNEGO',
      'SUBPOENA DUCES TECUM',
      'PATIENT: Yeah it started on Monday.\nDOCTOR: Can you tell me more?\nPATIENT: It hurts when I walk.',
    ])
      assert.deepEqual(people(text), [], text);
  });

  it('still finds the names beside them, and a relative after a kin word', () => {
    assert.deepEqual(people('Mit freundlichen Grüßen\nDr. med. Katrin Albers, Oberärztin'), ['PERSON:Katrin Albers']);
    assert.deepEqual(people('Dochter Marieke is contactpersoon.'), ['PERSON:Marieke']);
    assert.deepEqual(people('Pacjent: Pani Zofia Kamińska, lat 71'), ['PERSON:Zofia Kamińska']);
    assert.deepEqual(people('Hallo Frau Brandt, Ihr Befund ist da.'), ['PERSON:Brandt']);
  });
});

describe('posts after a signature and labels after a name', () => {
  it('reads the words after a whole name and a comma ending the line as a post', () => {
    assert.deepEqual(people('Regards,\nSiobhan Keane, Senior Physiotherapist'), ['PERSON:Siobhan Keane']);
    assert.deepEqual(people('Signed: Tomasz Nowicki, Field Support Lead'), ['PERSON:Tomasz Nowicki']);
    assert.deepEqual(people('Insured: Mr. Ravi Chandran, Policy No. 88213'), ['PERSON:Ravi Chandran']);
  });

  it('keeps names listed beside a name', () => {
    assert.deepEqual(people('Is it on this list? Usamov and Bowers were engineers.'), [
      'PERSON:Usamov',
      'PERSON:Bowers',
    ]);
  });

  it('keeps a street written without a street word beside a name', () => {
    const text = 'Contact: Sigrún Jónsdóttir, Hverfisgata 12, 101 Reykjavík.';
    assert.ok(of(text, ['STREET_ADDRESS']).includes('STREET_ADDRESS:Hverfisgata 12'), text);
  });
});

describe('eponyms, markers and Title Case', () => {
  it('reads eponym pairs, eponyms before a head noun and markers as medical words', () => {
    for (const text of [
      'Ramsay Hunt syndrome considered; Bence Jones protein absent.',
      'Left facial weakness, Ramsay Hunt unlikely.',
      'Magnesium per Zuspan regimen; Ki-67 15%.',
      'Serology: West Nile IgM negative.',
      'Take Insulin With Meals And Check Sugar Before Bed.',
      'Hips: Barlow and Ortolani negative. Pressure care: Waffle cushion; intubated with a Macintosh 3 blade.',
      'Fever above 38 C. Use paracetamol. Girl of 9M. Severe anaemia. N/V/D. Alert and oriented.',
    ])
      assert.deepEqual(people(text), [], text);
  });

  it('keeps people whose names are also in such pairs', () => {
    assert.deepEqual(people('Seen by Mark Hunt and Tom Jones today.'), ['PERSON:Mark Hunt', 'PERSON:Tom Jones']);
    assert.deepEqual(people('Reviewed with Gerald today.'), ['PERSON:Gerald']);
    assert.deepEqual(people('Tel 555-1234 J. Doe'), ['PERSON:J. Doe']);
  });
});

describe('text typed in lower case', () => {
  it('reads chat words, abbreviations and dialect words as no names', () => {
    for (const text of [
      'hes the ent guy at the clinic',
      'dem seh she fine now',
      'feed di dog pls',
      'they treat uti now at the pharmacy',
      'nasa ospital na si lola',
      'got it for free cos of work',
      'see u sunday, love nana',
    ])
      assert.deepEqual(people(text), [], text);
  });

  it('finds one sure name after a greeting, a verb of asking, before a subject verb or as a possessive', () => {
    assert.deepEqual(people('hey priya are u around'), ['PERSON:priya']);
    assert.deepEqual(people('running late. can u grab marcus from school'), ['PERSON:marcus']);
    assert.deepEqual(people('ok so natalia will bring the forms'), ['PERSON:natalia']);
    assert.deepEqual(people('we are going to kayla’s after'.replace('’', "'")), ['PERSON:kayla']);
    assert.deepEqual(people('pakisabi kay kuya mark na dalhin yung papers'), ['PERSON:mark']);
    assert.deepEqual(people('i ate rice and beans then slept'), []);
  });
});

describe('kin words and greetings of other languages in lower case (ADR 0115)', () => {
  const people = (text: string) => detectPii(text, ['PERSON']).map((f) => text.slice(f.start, f.end));
  it('reads the name after them as a person', () => {
    assert.deepEqual(people('Quería reprogramar el turno de mi hijo Benja con la pediatra.'), ['Benja']);
    assert.deepEqual(people('oi Carol! a vó Zezé teve alta hoje'), ['Carol', 'Zezé']);
    assert.deepEqual(people('il fratello Marco ha chiamato'), ['Marco']);
  });
  it('takes no English word that is also a kin word, and no cue closed by its bracket', () => {
    assert.deepEqual(people('so far Tylenol helps; I will make Lasix available'), []);
    assert.deepEqual(people('Contactpersoon: Marieke (dochter), Houten'), ['Marieke']);
  });
});
