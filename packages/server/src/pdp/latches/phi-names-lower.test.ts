import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { work } from './phi-tokens.js';
import { detectPii } from './pii.js';

const of = (text: string, type: string) =>
  detectPii(text, [type]).map((f) => `${f.type}:${text.slice(f.start, f.end)}`);

// ADR 0053: lower-case names after a title or a relative; British and Canadian postcodes.
describe('lower-case names after titles and relatives', () => {
  it('takes a name after dr./mr./mrs./prof. and after a relative', () => {
    assert.deepEqual(of("gave oxycodone 5mg po per dr. nguyen's order.", 'PERSON'), ['PERSON:nguyen']);
    assert.deepEqual(of('Seen by Dr. okafor today.', 'PERSON'), ['PERSON:okafor']);
    assert.deepEqual(of('pt seen by dr. smith, plan unchanged.', 'PERSON'), ['PERSON:smith']);
    assert.deepEqual(of('d/w dr anh nguyen re: imaging', 'PERSON'), ['PERSON:anh nguyen']);
    assert.deepEqual(of('son (kevin) called at 0230 asking re: transfer.', 'PERSON'), ['PERSON:kevin']);
    assert.deepEqual(of('wife samira at bedside, updated.', 'PERSON'), ['PERSON:samira']);
  });

  it('leaves offices, visits, multiple sclerosis and ordinary words after a cue alone', () => {
    for (const text of [
      'called dr office to reschedule; dr visit next week.',
      'pt with ms and dm2, on ocrelizumab; ms stable since 2019.',
      'mother deceased, father with copd; brother healthy.',
      'animal husbandry and a moment of sonography; grandson-in-law',
      'Hoehn and Yahr stage 2, MoCA 24/30, MMSE 27, Tinetti 18, Barthel 85, Caprini 4.',
    ])
      assert.deepEqual([...of(text, 'PERSON'), ...of(text, 'CITY')], [], text);
    assert.deepEqual(of('pt with ms walker here', 'PERSON'), []);
  });
});

describe('British and Canadian postcodes', () => {
  it('finds the code and the town before it', () => {
    assert.deepEqual(of('of 14 Kingfisher Close, Didsbury, Manchester M20 6RT, to your clinic', 'ZIP'), [
      'ZIP:M20 6RT',
    ]);
    assert.deepEqual(of('Write to us at London SW1A 1AA.', 'CITY'), ['CITY:London']);
    assert.deepEqual(of('Toronto, ON M5V 2T6', 'ZIP'), ['ZIP:M5V 2T6']);
    assert.deepEqual(of('Toronto, ON M5V 2T6', 'CITY'), ['CITY:Toronto']);
  });

  it('leaves staging, lab codes and ordinary capitals alone', () => {
    for (const text of [
      'pT2 N0 M0, Gleason 3+4. HLA B27 negative. CD4 350. A1C 7.5 and T2 weighted MRI.',
      'Room B12 2nd floor; bay C3 4 beds.',
      'The Royal Infirmary M13 is closed.',
    ])
      assert.deepEqual(of(text, 'ZIP'), [], text);
  });

  it('stays linear on long runs of code-shaped text', () => {
    for (const unit of ['M20 6RT ', 'A1 ', 'London SW1A ', 'Ab Cd Ef 1AA '] as const) {
      work.steps = 0;
      detectPii(unit.repeat(Math.ceil(20_000 / unit.length)), ['ZIP', 'CITY', 'PERSON']);
      const small = work.steps;
      work.steps = 0;
      detectPii(unit.repeat(Math.ceil(80_000 / unit.length)), ['ZIP', 'CITY', 'PERSON']);
      assert.ok(work.steps <= small * 4.5, `${unit}: ${small} → ${work.steps}`);
    }
  });
});

describe('lower-case text', () => {
  it('reads no name in the suffix of a number', () => {
    assert.deepEqual(of('pt moved to the 4th floor now', 'PERSON'), []);
  });
});

describe('lower-case names after care-team roles, conversation cues and before credentials', () => {
  it('takes a sure name after a role or "spoke w/", and a name before "rn"', () => {
    assert.deepEqual(of('charge rn: megan; rt sarah adjusted peep to 8; sitter: devonte', 'PERSON'), [
      'PERSON:megan',
      'PERSON:sarah',
      'PERSON:devonte',
    ]);
    assert.deepEqual(of('spoke w/ kim from case mgmt. d/w luis.', 'PERSON'), ['PERSON:kim', 'PERSON:luis']);
    assert.deepEqual(of('gave report to jess rn at 1900', 'PERSON'), ['PERSON:jess']);
  });

  it('leaves roles, relatives and cues before ordinary words alone', () => {
    assert.deepEqual(
      of(
        'son will call tomorrow; wife is aware; called pharmacy per protocol; the rn at bedside; ot eval today',
        'PERSON',
      ),
      [],
    );
  });

  // ADR 0068: a relative is named far more often than not, even by a word ("husband bill states").
  it('takes a name that is also a word after a relative, not a verb or an auxiliary', () => {
    assert.deepEqual(of('husband bill states she skipped lunch; daughter faith calling tonight', 'PERSON'), [
      'PERSON:bill',
      'PERSON:faith',
    ]);
    assert.deepEqual(of('dtr patience doing dressing changes; caller penny (neighbor)', 'PERSON'), [
      'PERSON:patience',
      'PERSON:penny',
    ]);
    assert.deepEqual(
      of(
        'son doing well; sister states pt confused; wife brought meds; mom fell again; father had an mi; husband present; daughter will call',
        'PERSON',
      ),
      [],
    );
  });
});

describe('the common words of chat in other languages (2026-11-29)', () => {
  it('reads no name in them, and keeps the names beside them', () => {
    assert.deepEqual(of('hi lena, bin noch in der uniklinik köln, papa wird morgen entlassen', 'PERSON'), [
      'PERSON:lena',
    ]);
    assert.deepEqual(of('tu peux passer au 12 rue des lois pour prendre la carte vitale ? bisous', 'PERSON'), []);
    assert.deepEqual(of('thank u nurse becky!! the boys are finally sleeping', 'PERSON'), ['PERSON:becky']);
    // Kin words of other languages used as titles: German "onkel", Dutch "oom".
    assert.deepEqual(of('kannst du onkel dieter anrufen?', 'PERSON'), ['PERSON:dieter']);
    assert.deepEqual(of('vraag oom kees of hij komt', 'PERSON'), ['PERSON:kees']);
    // A possessive typed without its apostrophe after a title, not a surname that ends in "s".
    assert.deepEqual(of('hey its jess at dr patels office, ur refill went thru', 'PERSON'), [
      'PERSON:jess',
      'PERSON:patel',
    ]);
    assert.deepEqual(of('dr jones office called back', 'PERSON'), ['PERSON:jones']);
  });
});
