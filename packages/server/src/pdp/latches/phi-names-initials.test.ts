import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { detectPii } from './pii.js';

const of = (text: string) => detectPii(text, ['PERSON']).map((f) => text.slice(f.start, f.end));

// ADR 0060: the sign-off block of a dictated note, and names written in capitals.
describe('sign-off initials of dictated notes', () => {
  it('takes the initials line beside a dictation line, and the typist after "Transcribed by"', () => {
    assert.deepEqual(of('Dictated by: Paul Wendt, M.D.\nPW/kl\nDD: 04/07/2026'), ['Paul Wendt', 'PW/kl']);
    assert.deepEqual(of('D: 11/02/2026 T: 11/03/2026\njk/mr'), ['jk/mr']);
    assert.deepEqual(of('[report_end]\nSigned electronically\nJS:mn'), ['JS:mn']);
    assert.deepEqual(of('Transcribed by: lh\nJob #: 44821'), ['lh']);
  });

  it('leaves shorthand lines and lines far from any dictation alone', () => {
    assert.deepEqual(of('Plan:\nIV/PO\nD: 11/02'), []);
    assert.deepEqual(of('Meds\nN/V\nPO/IV'), []);
    assert.deepEqual(of('Assessment\nBP/HR stable\nrate control'), []);
    assert.deepEqual(of('Diet: NPO\nCK/MB pending'), []);
    assert.deepEqual(of('The typed by-line was missing'), []);
    // A field and its value after a colon and a blank, beside a dictation line: "none" is no typist.
    assert.deepEqual(of('Dictated by: John Hale, MD\nAR: none'), ['John Hale']);
    assert.deepEqual(of('Dictated by: John Hale, MD\nJH: mk'), ['John Hale', 'JH: mk']);
  });
});

// ADR 0068: initials that close a message, and an initials line that ends a note of several lines.
describe('initials that close a message', () => {
  it('takes two or three letters after a dash or a full stop at the very end, and a last initials line', () => {
    assert.deepEqual(of('Routed to HIM. -tc'), ['tc']);
    assert.deepEqual(of('Return to clinic in 1 yr. — JWS'), ['JWS']);
    assert.deepEqual(of('next visit fri. mb'), ['mb']);
    assert.deepEqual(of('Seen with Dr. Abernathy. jk/mr'), ['Abernathy', 'jk/mr']);
    assert.deepEqual(of('Wound healing well.\nNext visit Friday.\nKL/ts'), ['KL/ts']);
  });

  it('leaves shorthand, units and replies that end a text alone', () => {
    assert.deepEqual(of('Vitals stable. OK'), []);
    assert.deepEqual(of('Ondansetron 4 mg. PRN'), []);
    assert.deepEqual(of('Plan: antiemetics. N/V'), []);
    assert.deepEqual(of('Weight 70 kg. lb'), []);
    assert.deepEqual(of('Meds\nN/V\nPO/IV'), []);
    assert.deepEqual(of('Call back.\nthx'), []);
  });
});

describe('names in capitals', () => {
  it('takes a short name beside a title, a PATIENT: label or a longer name', () => {
    assert.deepEqual(of('Signed: DR. ALAN PRICE'), ['ALAN PRICE']);
    assert.deepEqual(of('Electronically signed by: TOMMY LEE JONES MD on 11/02/2026'), ['TOMMY LEE JONES']);
    assert.deepEqual(of('PT SEEN BY DR. LEE'), ['LEE']);
    assert.deepEqual(of('PATIENT: KIM, JANE'), ['KIM, JANE']);
    assert.deepEqual(of('PATIENT NAME: DOE, JANE M\nATTENDING PHYSICIAN: RAMIREZ, LUIS'), [
      'DOE, JANE M',
      'RAMIREZ, LUIS',
    ]);
    // "Drs." is a title like "Dr.", not a name.
    assert.deepEqual(of('Discussed with Drs. Smith and Okonkwo.'), ['Smith', 'Okonkwo']);
  });

  it('keeps short acronyms in capitals that are also names', () => {
    assert.deepEqual(of('ANA NEGATIVE. MAX HR 150. LES TONE NORMAL.'), []);
    assert.deepEqual(of('BUN 22, CR 1.1. ANA POSITIVE, DSDNA NEG'), []);
    assert.deepEqual(of('CODE STATUS: FULL. GRACE SCORE 120'), []);
  });
});

describe('initials opening a dictation line (2026-11-28)', () => {
  it('reads the author and typist before the dictation fields, not shorthand', () => {
    const text = 'Discharged home with partner.\n\nGH/mm D: 08/21/2084 T: 08/22/2084';
    assert.ok(detectPii(text, ['PERSON']).some((f) => text.slice(f.start, f.end) === 'GH/mm'));
    assert.deepEqual(detectPii('IV/po D: 3 days\nBP/hr T: 37.2', ['PERSON']), []);
  });
});

// ADR 0128: the transcriptionist's "TR:", a scribe's user name, the grossing assistant's initials.
describe('typists, scribes and grossers named after their label', () => {
  it('takes initials and user names after TR:, scribe and Grossed by', () => {
    assert.deepEqual(of('DD: 07/26/2026 DT: 07/27/2026 TR: kowalski'), ['kowalski']);
    assert.deepEqual(of('Dictated by: R. Bhattacharya  TR: mk  D: 10/07/2026'), ['R. Bhattacharya', 'mk']);
    assert.deepEqual(of('Marcus Feinberg, MD / scribe: aolivares'), ['Marcus Feinberg', 'aolivares']);
    assert.deepEqual(of('Grossed by TLN.\nPathologist: Anjali Mehrotra'), ['TLN', 'Anjali Mehrotra']);
    assert.deepEqual(of('Oscar Villarreal, MD\nOV/smr   cc: Lorraine Haskins'), [
      'Oscar Villarreal',
      'OV/smr',
      'Lorraine Haskins',
    ]);
  });

  it('leaves words after the labels, and "tr:" in lower case, alone', () => {
    assert.deepEqual(of('scribe present for the visit'), []);
    assert.deepEqual(of('Typed by the scribe'), []);
    assert.deepEqual(of('scribed by nurse'), []);
    assert.deepEqual(of('Proteinuria tr: neg'), []);
    assert.deepEqual(of('Grossed by resident.'), []);
  });
});
