import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { work } from './phi-tokens.js';
import { detectPii } from './pii.js';

const names = (text: string) =>
  detectPii(text, ['PERSON', 'CITY', 'ORGANIZATION']).map((f) => `${f.type}:${text.slice(f.start, f.end)}`);
const has = (text: string, want: string) => assert.ok(names(text).includes(want), `${text}: ${names(text)}`);

// ADR 0084: eponyms, organisms, brands and lab abbreviations of fresh clinical text are no people; the
// people who share those names still are, where a title, a cue, an age or a given name says so.
describe('eponyms and medical things read as names', () => {
  it('keeps eponyms before a head noun, in brackets after a test, and before a score value in clear', () => {
    for (const text of [
      "MRI: ovoid lesions perpendicular to the ventricles (Dawson fingers); Dawson's fingers on FLAIR.",
      'Impression: Fuchs dystrophy with early guttae; Fuchs endothelial corneal dystrophy OS.',
      'Keep the Bledsoe brace locked in extension; Philadelphia collar for 6 weeks.',
      'MMSE 19/30. Katz ADL 3/6, Lawton IADL 5/8. Westergren ESR 40 mm/h.',
      'Plan: eccentric wrist extension (Tyler twist), counterforce brace.',
      'Supplies: the 16Fr Foley trays are backordered; placed a 14 Fr Foley catheter.',
      'GCS components: Eye opening (1-4), Verbal response (1-5), Motor response (1-6).',
      'IOP 24/19 (Goldmann); IOP 16 mmHg (Perkins). Schirmer test 8 mm; Humphrey visual field full.',
      'Antibody screen: anti-E and anti-Jk(a) (Kidd), anti-K (Kell), anti-Fy(a) (Duffy). DAT (Coombs) negative.',
      'Falls risk: Morse 45, Braden 14. Tanner 3 breast development. Berg 42/56; Epworth 14; Hurley II.',
      'Croup: no stridor at rest, Westley 1. Fitzpatrick III skin. Risser 4 on the spine film.',
      'Excised a Morton neuroma; Dupuytren contracture; Sudeck atrophy; Todd paresis resolved.',
      'Exam: Gowers sign present; Osler nodes and Janeway lesions; Nikolsky sign negative.',
      'Robotic hysterectomy (da Vinci Xi). Ice with Game Ready 20 min q2h. Passy Muir valve trial.',
    ])
      assert.deepEqual(names(text), [], text);
  });

  it('keeps organisms, brands, allergen components and lab abbreviations in clear', () => {
    for (const text of [
      'Lyme disease, caused by Borrelia burgdorferi, is transmitted by Ixodes ticks.',
      'Ebola and Marburg viruses are filoviruses; bitten by Aedes aegypti; dengue NS1 positive.',
      'Cultures grew Klebsiella pneumoniae and Enterococcus faecalis; Candida auris screen negative.',
      'Smear stained with Giemsa; Ziehl-Neelsen negative; grew on Sabouraud agar.',
      'Pain controlled on MS Contin 30 mg BID and Oramorph 5 mg PRN; Seretide Evohaler 2 puffs.',
      'Eccentric exercises with FlexBar and TheraBand; dressing with Mepitel and Inadine.',
      'SPT peanut 14 mm wheal, Ara h 2 IgE 18 kU/L; component Ana o 3 elevated; Bet v 1 and Fel d 1 positive.',
      'Kidney stone 2079. No thiazide. Vit D 54. Retic 2.1%. 24h urine Cu 240.',
      'Peux-tu passer à la pharmacie pour son Kardégic ?',
    ])
      assert.deepEqual(
        names(text).filter((n) => n.startsWith('PERSON')),
        [],
        text,
      );
  });

  it('still finds the people who share those names', () => {
    has('Dr. Foley placed the catheter yesterday.', 'PERSON:Foley');
    has('DR FOLEY reviewed; MR. Foley was told.', 'PERSON:FOLEY');
    has('Mr. Katz called about his results.', 'PERSON:Katz');
    has('Tyler Brooks, 34M, presents with wrist pain.', 'PERSON:Tyler Brooks');
    has('Dawson Smith, 40, complains of headache.', 'PERSON:Dawson Smith');
    has('Westley Gordon is her son.', 'PERSON:Westley Gordon');
    has('Coombs called back at 3 pm.', 'PERSON:Coombs');
    has('Thanks to Dr Coombs (haematology) and Sister Kidd.', 'PERSON:Kidd');
    has('Referred by Dr. Goldmann for glaucoma.', 'PERSON:Goldmann');
    has('Ask Mrs. Morse about the fall.', 'PERSON:Morse');
    has('PCP (Wright) notified of the admission.', 'PERSON:Wright');
    has('Call Katz 555-1234 about the order.', 'PERSON:Katz');
    has('Seen with Fr. Murphy, the chaplain.', 'PERSON:Murphy');
    has('Ara Parseghian called the office.', 'PERSON:Ara Parseghian');
    has('Ana Lopez is the interpreter.', 'PERSON:Ana Lopez');
    has('Vít Novák, 45, lives in Brno.', 'PERSON:Vít Novák');
    has('Dr. Li reviewed the lithium level. Wen Li, 45F.', 'PERSON:Wen Li');
    // A person's things after a possessive: the head noun leaves the name a name.
    has("Spoke with Tyler. Tyler's fingers are swollen.", 'PERSON:Tyler');
    has("Kevin's brace was refitted today.", 'PERSON:Kevin');
    has("Mary's gait is unsteady today.", 'PERSON:Mary');
    has('Morphine was started by Ms. Foley, NP.', 'PERSON:Foley');
    // A head noun that is also a surname, written with its capital, is the surname.
    has('Debra Fields, 56, presents with chest pain.', 'PERSON:Debra Fields');
    has('Handover from Anna Collar, RN, at 07:00.', 'PERSON:Anna Collar');
    has('Oliver Brace visited his mother.', 'PERSON:Oliver Brace');
  });

  it('stays linear on long runs of bracketed eponyms and score values', () => {
    for (const unit of ['DAT (Coombs) negative, ', 'Morse 45, Katz 3/6, ', 'with Game Ready and Ara h 2 '] as const) {
      work.steps = 0;
      detectPii(unit.repeat(Math.ceil(20_000 / unit.length)), ['PERSON']);
      const small = work.steps;
      work.steps = 0;
      detectPii(unit.repeat(Math.ceil(80_000 / unit.length)), ['PERSON']);
      assert.ok(work.steps <= small * 4.5, `${unit}: ${small} → ${work.steps}`);
    }
  });
});
