import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { detectPii } from './pii.js';

const people = (text: string) => detectPii(text, ['PERSON']).map((f) => text.slice(f.start, f.end));

// ADR 0083: user names and initials that sign a note.
describe('user names and initials in sign-offs (ADR 0083)', () => {
  it('reads a user name after a dash, a documenting verb, an @ or before a role in brackets', () => {
    assert.deepEqual(people('Notified ACHD.\n-- jmorrow, PA-C / attending K. Batista, MD'), ['jmorrow', 'K. Batista']);
    assert.deepEqual(people('Lives with roommate.\n— ymartin CNM'), ['ymartin']);
    assert.deepEqual(people('F/u 2 wks. - kwright'), ['kwright']);
    assert.deepEqual(people('Minutes recorded by kosei.'), ['kosei']);
    assert.deepEqual(people('Logged by cspradlin'), ['cspradlin']);
    assert.deepEqual(people('@jlee: anyone know if the 3W tray pass is today\n@mgarcia: ya'), ['jlee', 'mgarcia']);
    assert.deepEqual(people('Contact on chart.\n-- bschoenfeld (TSICU resident)'), ['bschoenfeld']);
    assert.deepEqual(people('PCP f/u.\nocarmichael (PA) / Dr. Reuben Szabo'), ['ocarmichael', 'Reuben Szabo']);
  });

  it('leaves words, systems and notes after the same marks alone', () => {
    for (const t of [
      'Reviewed by pharmacy.',
      'Given by mouth.',
      'Signed by patient.',
      '-- done, thanks',
      'Pain 4/10 - improving',
      'email me @home',
      '- tomorrow',
      'Note -- see above',
    ])
      assert.deepEqual(people(t), [], t);
  });

  it("reads the dictating clinician's and the typist's initials at a sign-off line's end", () => {
    assert.deepEqual(people('DISPOSITION: PACU.\nDD: 05/12/2093 DT: 05/13/2093 TK/dvm\ncc: Dr. Alessandra Pinto'), [
      'TK/dvm',
      'Alessandra Pinto',
    ]);
    assert.deepEqual(people('eScription document: 9-2238817 RT/jlo'), ['RT/jlo']);
    assert.deepEqual(people('Dictated by: Parisa Nouri, PA\nLE/pn/cbq'), ['Parisa Nouri', 'LE/pn/cbq']);
    // A line of capitals alone is initials when they are a person's of the note.
    assert.deepEqual(people('Leopold M. Haskins, M.D.\n\nLMH'), ['Leopold M. Haskins', 'LMH']);
    assert.deepEqual(people('Plan:\nCBC\nBMP\nLFT\nDictated by: Leopold M. Haskins'), ['Leopold M. Haskins']);
    assert.deepEqual(people('Nausea N/V x2, IV/PO meds. DD: 3/4'), []);
  });

  it('reads the speakers of a chat thread written in shorthand, with or without a time stamp', () => {
    assert.deepEqual(
      people('jules: r u coming tmrw\npri: cant, got a shift then therapy lol\njules: ok. my mole is fine!!'),
      ['jules', 'pri', 'jules'],
    );
    assert.deepEqual(
      people('Kev 10:42: bro i got bit by a dog\nLiam 10:45: mate tell them ur off\nKev 10:46: already did'),
      ['Kev', 'Liam', 'Kev'],
    );
    // Clinical headers carry no chat shorthand: "i/o" and "u/a" are measures.
    assert.deepEqual(people('Neuro: A&Ox3, i/o adequate\nResp: ya\nPlan: u/a sent'), []);
  });
});
