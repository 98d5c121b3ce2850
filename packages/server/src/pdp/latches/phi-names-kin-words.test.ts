import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { detectPii } from './pii.js';

const people = (text: string) => detectPii(text, ['PERSON']).map((f) => text.slice(f.start, f.end));

// ADR 0129: kin, post and patient words of more languages open no name; "Herrn" is a title.
describe('kin, post and patient words before a name', () => {
  it('keeps the word out of the name', () => {
    assert.deepEqual(people('Samlever Jonas Holm er informeret.'), ['Jonas Holm']);
    assert.deepEqual(people('Puoliso Liisa Virtanen tietää.'), ['Liisa Virtanen']);
    assert.deepEqual(people('Manželka Hana Novotná je informována.'), ['Hana Novotná']);
    assert.deepEqual(people('Eşi Fatma Yılmaz refakatçi.'), ['Fatma Yılmaz']);
    assert.deepEqual(people('Syn Marek odwiedza.'), ['Marek']);
    assert.deepEqual(people('Lege Eirik Nygaard'), ['Eirik Nygaard']);
    assert.deepEqual(people('Пациент Иванов Сергей Петрович поступил'), ['Иванов Сергей Петрович']);
    assert.deepEqual(people('Soțul, Andrei Mureșan, a fost informat.'), ['Andrei Mureșan']);
    assert.deepEqual(people('z. Hd. Herrn Jan Petersen'), ['Jan Petersen']);
  });

  it('leaves given names that other languages use as kin words alone', () => {
    assert.deepEqual(people('Ali Veli came in'), ['Ali Veli']);
    assert.deepEqual(people('Dr. Veli-Pekka Laine'), ['Veli-Pekka Laine']);
  });
});

// ADR 0134: a relative before a month or a country that is a given name; a surname that is a street type.
describe('names that lists read as dates, places or streets', () => {
  it('takes the name after a relative or a person label', () => {
    assert.deepEqual(people('Tolerating diet. Wife June visited, requested update.'), ['June']);
    assert.deepEqual(people('months after breakup with partner Jordan. Sleep 4-5 hrs.'), ['Jordan']);
    assert.deepEqual(people('her mother Georgia Little re: discharge planning'), ['Georgia Little']);
    assert.deepEqual(people('Client: Jordan Pike, 17'), ['Jordan Pike']);
    assert.deepEqual(people('Mum Kylie Pike to liaise with school'), ['Kylie Pike']);
  });

  it('leaves months, places and streets alone', () => {
    assert.deepEqual(people('follow up in May; his son May 2019'), []);
    assert.deepEqual(people('Lives on Jordan Pike.'), []);
    assert.deepEqual(people('Physical: Kenyatta Street, Nandi Arcade'), []);
  });
});

// ADR 0136: a given name that is also a word, before a sure surname, after a label or a bracket or before a post.
describe('given names that are words, kept with their surname', () => {
  it('takes the whole name', () => {
    assert.deepEqual(people('Attn: Frank Russo.'), ['Frank Russo']);
    assert.deepEqual(people('Refer diabetes education (Sandy Koenig, CDE).'), ['Sandy Koenig']);
    assert.deepEqual(people('f/u 4 wk.\n\nJuniper Sackett, NP'), ['Juniper Sackett']);
    assert.deepEqual(people('Mason Doyle, 3y. Brought by mum'), ['Mason Doyle']);
    assert.deepEqual(people('Re: Maria Elena Gutiérrez, Employee #448102'), ['Maria Elena Gutiérrez']);
    assert.deepEqual(people('Summer Jordan moved from Portland last year'), ['Summer Jordan']);
    assert.deepEqual(people('Jay Pearce lives at 12 Elm Road'), ['Jay Pearce']);
  });

  it('leaves a sentence’s first word and a post before a name out', () => {
    assert.deepEqual(people('Later Alvir wrote back.'), ['Alvir']);
    assert.deepEqual(people('Then Alvir said no.'), ['Alvir']);
    assert.deepEqual(people('Board: Chair Lorraine Abernethy welcomed all.'), ['Lorraine Abernethy']);
  });
});
