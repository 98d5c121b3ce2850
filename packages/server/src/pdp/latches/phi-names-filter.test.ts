import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { work } from './phi-tokens.js';
import { detectPii } from './pii.js';

const names = (text: string) =>
  detectPii(text, ['PERSON', 'CITY', 'ORGANIZATION']).map((f) => `${f.type}:${text.slice(f.start, f.end)}`);

// ADR 0054: eponyms, scores, acronyms and Title Case lines are no names; people next to them still are.
describe('medical words that look like names', () => {
  it('keeps eponyms, scores, devices and dressings in clear', () => {
    for (const text of [
      'Ortho exam: positive Lachman and anterior drawer, negative McMurray, Ober test tight on the left.',
      'Hepatology: Child-Pugh class B, Maddrey discriminant function 38; Lille model at day 7.',
      'Impression: Salter-Harris II fracture of the distal radius. Denver II milestones met.',
      'Nottingham, Gleason and Breslow are reported separately per CAP protocol.',
      'Apgar 8 and 9. Moro, rooting and Babinski reflexes present.',
      'Fitzpatrick type III skin; a Spitz nevus, no Clark level given. Fazekas grade 1.',
      'Echo: LVEF 35%, TAPSE 1.4 cm. HFrEF on GDMT; MoCA 22/30.',
      'A retired civil servant from Ogun State, home on leave from Kerala Province.',
      'Angle Class II malocclusion; Leopold maneuvers done; McRoberts maneuver, 20 mL Marcaine; Bovie cautery.',
      'Columbia Suicide Severity Rating Scale negative; Edinburgh Postnatal Depression Scale 4.',
      "Jackson-Pratt drain put out 30 mL; Silverman-Andersen score 2. Join Thursday's call. Attn: the desk.",
      'XR CHEST 2 VIEWS\nCT HEAD WITHOUT CONTRAST',
      'Wound Care: Cleanse With Normal Saline, Apply Mepilex Border, Change Every Three Days Or When Saturated.',
      'Sepsis Bundle: Lactate Drawn, Blood Cultures x2, Zosyn 4.5 g Given, 30 mL/kg Bolus Started At 02:10.',
      'Meds: Lipitor 40 mg.\nNeuro: Babinski downgoing, Mobitz I at night.\nPlan: US of the RUQ; ?PNA on CXR.\nLabs: Na 131.',
    ])
      assert.deepEqual(names(text), [], text);
  });

  it('still finds the people in the same shapes', () => {
    // Barrett (also an esophagus) is one medical neighbour only: Jones stays a name.
    assert.deepEqual(names('Founders: Vizirov, Barrett and Jones.'), ['PERSON:Jones']);
    assert.deepEqual(names('Thank you for seeing Mbeki, Hannah (DOB January 2098, Med Rec # ET1).'), [
      'PERSON:Mbeki',
      'PERSON:Hannah',
    ]);
    assert.deepEqual(names('Call Maria Okafor With The Results On Monday Before The Visit.'), ['PERSON:Maria Okafor']);
    assert.deepEqual(names('Seen by Dr. Clark and Mrs. Nottingham today.'), ['PERSON:Clark', 'PERSON:Nottingham']);
    assert.deepEqual(names('Letter from Mr. Smith II about the estate.'), ['PERSON:Smith']);
  });

  it('stays linear on one long Title Case line and long lists', () => {
    for (const unit of ['Apply With Saline Given ', 'Gleason, Breslow and Moro, ', 'TAPSE HFrEF Smith, '] as const) {
      work.steps = 0;
      detectPii(unit.repeat(Math.ceil(20_000 / unit.length)), ['PERSON', 'CITY']);
      const small = work.steps;
      work.steps = 0;
      detectPii(unit.repeat(Math.ceil(80_000 / unit.length)), ['PERSON', 'CITY']);
      assert.ok(work.steps <= small * 4.5, `${unit}: ${small} → ${work.steps}`);
    }
  });
});
