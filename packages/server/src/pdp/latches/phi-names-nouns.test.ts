import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { detectPii } from './pii.js';

const people = (text: string) => detectPii(text, ['PERSON']).map((f) => text.slice(f.start, f.end));

// ADR 0090: ordinary words of other languages, dosage forms, kin words, structures and headings read as people.
describe('ordinary nouns of other languages are no names (ADR 0090)', () => {
  it('reads no person in German nouns, headings and months', () => {
    assert.deepEqual(
      people('Der Patient wurde bei uns behandelt. Diagnose: Chronische Niereninsuffizienz Stadium 4.'),
      [],
    );
    assert.deepEqual(people('Herr Jonas Weber hat erst im Oktober einen Termin, bitte die Tasche mitbringen.'), [
      'Jonas Weber',
    ]);
    assert.deepEqual(people('Wir bitten um Rückruf. Physio Zentrum Altona hat die Unterlagen.'), []);
    assert.deepEqual(people('Klinik für Innere Medizin II\nOberärztin Dr. Clara Brandt'), ['Clara Brandt']);
  });

  it('keeps a German noun that is a surname after a title or a given name', () => {
    assert.deepEqual(people('Dr. Tasche sah die Patientin.'), ['Tasche']);
    assert.deepEqual(people('Michael Tasche called about his results.'), ['Michael Tasche']);
    // An unlisted word of German shape in English text stays a possible name.
    assert.deepEqual(people('Referred by Dr. Anna Kowalczyk-Reinholdtische.').length, 1);
  });

  it('reads no person in Vietnamese form labels, and keeps names written with or without accents', () => {
    assert.deepEqual(people('Họ tên: Trần Văn Hùng\nNơi làm việc: nhà máy sữa'), ['Trần Văn Hùng']);
    assert.deepEqual(people('Patient: Ho Thi Lan, seen with her son.'), ['Ho Thi Lan']);
  });

  it('reads no person in dosage forms before a brand', () => {
    assert.deepEqual(
      people('Rx: Tab Pantocid 40 mg OD, Cap Becosules 1 OD, Inj Monocef 1 g IV BD, Syp Calpol 5 ml.'),
      [],
    );
    assert.deepEqual(people('Per son Rohan Mehta: Tab Ecosprin 75 mg OD.'), ['Rohan Mehta']);
  });

  it('reads no person in kin words of chat, and keeps the relative named after one', () => {
    assert.deepEqual(people('can u grab nana’s meds from the chemist pls'), []);
    assert.deepEqual(people('lol my nan was so happy with the flowers'), []);
    assert.deepEqual(people('running late for ur dad’s bath visit, sorry'), []);
    assert.deepEqual(people('tell nana ruth i said hi'), ['ruth']);
  });

  it('reads no person in eponyms of structures, classification codes and a month after "transcribed"', () => {
    assert.deepEqual(
      people('Foramen of Monro patent. Sphincter of Oddi dysfunction. Pouch of Douglas: small fluid.'),
      [],
    );
    assert.deepEqual(people("Crohn's disease, ileal, Montreal A3 L1 B2. Mitral prolapse, Carpentier P2 flail."), []);
    assert.deepEqual(people('Lines transcribed Oct 1-31: 4,210.'), []);
    assert.deepEqual(people('Son of Douglas Reid. The case of Mr. Monro was discussed.'), ['Douglas Reid', 'Monro']);
    assert.deepEqual(people('Transcribed by: lh'), ['lh']);
  });

  it('reads no person in a role of a form before a common word, a post or a department after a name', () => {
    assert.deepEqual(people('Log in to the Provider Portal.'), []);
    assert.deepEqual(people('Patient Hope was seen. Patient Hope, 45F, stable.'), ['Hope', 'Hope']);
    assert.deepEqual(people('Contact Dana Whitfield, Quality Assurance, with questions.'), ['Dana Whitfield']);
    assert.deepEqual(people('Contact: Omar Haddad, Director of Nursing'), ['Omar Haddad']);
    assert.deepEqual(people('Requested by Dr. Ruth Gallo (Medicine, Ellison 7)').includes('Medicine'), false);
    assert.deepEqual(people('Graves, Hand and Reed reviewed the chart.'), ['Graves', 'Hand', 'Reed']);
  });

  it('reads a letter header "Von:" as a label, and keeps "Le" before a name', () => {
    assert.deepEqual(people('Von: Lena Vogt\nAn: Dr. Kuhn'), ['Lena Vogt', 'Kuhn']);
    assert.deepEqual(people('Le Van Thanh: seen today.'), ['Le Van Thanh']);
  });
});
