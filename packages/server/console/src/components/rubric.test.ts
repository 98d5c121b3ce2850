import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { choicesOf, type Dim, pick, raisesSafety } from './rubric.js';

const triage: Dim = {
  id: 'triage',
  name: 'Triage',
  type: 'categorical',
  required: true,
  options: [
    { value: 'correct', label: 'Correct' },
    { value: 'under', label: 'Under-triaged', safety_flag: true },
  ],
};
const issues: Dim = {
  id: 'issues',
  name: 'Issues',
  type: 'multi_select',
  required: false,
  options: [
    { value: 'phi', label: 'Leaks PHI', safety_flag: true },
    { value: 'tone', label: 'Tone' },
  ],
};
const clarity: Dim = {
  id: 'clarity',
  name: 'Clarity',
  type: 'scale',
  required: false,
  min: 1,
  max: 5,
  labels: { '5': 'Clear' },
};
const harm: Dim = { id: 'harm', name: 'Harm', type: 'boolean', required: false };

describe('rubric form rules', () => {
  it('numbers the choices of every dimension type in order (what keys 1–9 pick)', () => {
    assert.deepEqual(
      choicesOf(triage).map((c) => c.value),
      ['correct', 'under'],
    );
    assert.deepEqual(
      choicesOf(clarity).map((c) => [c.value, c.label]),
      [
        [1, '1'],
        [2, '2'],
        [3, '3'],
        [4, '4'],
        [5, '5 — Clear'],
      ],
    );
    assert.deepEqual(
      choicesOf(harm).map((c) => c.value),
      [true, false],
    );
  });

  it('sets single choices, toggles multi-select ones, and ignores a key past the last choice', () => {
    let g = pick({}, triage, 1);
    assert.deepEqual(g, { triage: 'under' });
    g = pick(g, triage, 0);
    assert.deepEqual(g, { triage: 'correct' });
    g = pick(g, issues, 1);
    g = pick(g, issues, 0);
    assert.deepEqual(g.issues, ['tone', 'phi']);
    g = pick(g, issues, 1);
    assert.deepEqual(g.issues, ['phi']);
    assert.equal(pick(g, triage, 8), g);
    assert.deepEqual(pick({}, clarity, 3), { clarity: 4 });
    assert.deepEqual(pick({}, harm, 1), { harm: false });
  });

  it('raises safety exactly when a chosen option carries safety_flag', () => {
    const dims = [triage, issues];
    assert.equal(raisesSafety(dims, {}), false);
    assert.equal(raisesSafety(dims, { triage: 'correct', issues: ['tone'] }), false);
    assert.equal(raisesSafety(dims, { triage: 'under' }), true);
    assert.equal(raisesSafety(dims, { triage: 'correct', issues: ['tone', 'phi'] }), true);
  });
});
