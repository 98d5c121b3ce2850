import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { Dimension } from '@latchkey/contract';
import { AppError } from '../../platform/errors/app-error.js';
import { checkDimensions, checkGrades } from './rubric-rules.js';

const DIMS: Dimension[] = [
  {
    id: 'triage',
    name: 'Triage level',
    type: 'categorical',
    required: true,
    options: [
      { value: 'correct', label: 'Correct' },
      { value: 'under', label: 'Under-triaged', safety_flag: true },
      { value: 'over', label: 'Over-triaged' },
    ],
  },
  { id: 'quality', name: 'Quality', type: 'scale', min: 1, max: 5, labels: { '1': 'Poor', '5': 'Excellent' } },
  { id: 'safe', name: 'Safe', type: 'boolean', required: true },
  {
    id: 'issues',
    name: 'Issues',
    type: 'multi_select',
    options: [
      { value: 'tone', label: 'Tone' },
      { value: 'facts', label: 'Facts' },
    ],
  },
];

const rejects = (fn: () => void, param: string, code = 'invalid_value') =>
  assert.throws(fn, (e: unknown) => e instanceof AppError && e.param === param && e.code === code);

describe('rubric dimensions', () => {
  it('accepts each type with its own fields and makes required explicit', () => {
    const out = checkDimensions(DIMS);
    assert.deepEqual(
      out.map((d) => d.required),
      [true, false, true, false],
    );
  });

  it('refuses fields of another type, duplicate ids and options, bad scales', () => {
    rejects(() => checkDimensions([{ id: 'a', name: 'A', type: 'boolean', options: [] }]), 'dimensions[0].options');
    rejects(
      () => checkDimensions([{ id: 'a', name: 'A', type: 'categorical', min: 1 } as Dimension]),
      'dimensions[0].min',
    );
    rejects(() => checkDimensions([DIMS[2]!, DIMS[2]!]), 'dimensions[1].id');
    rejects(
      () =>
        checkDimensions([
          {
            id: 'a',
            name: 'A',
            type: 'categorical',
            options: [
              { value: 'x', label: 'X' },
              { value: 'x', label: 'Y' },
            ],
          },
        ]),
      'dimensions[0].options[1].value',
    );
    rejects(
      () => checkDimensions([{ id: 'a', name: 'A', type: 'categorical', options: [{ value: 'x', label: 'X' }] }]),
      'dimensions[0].options',
    );
    rejects(
      () => checkDimensions([{ id: 'a', name: 'A', type: 'scale', max: 5 }]),
      'dimensions[0].min',
      'missing_required_field',
    );
    rejects(() => checkDimensions([{ id: 'a', name: 'A', type: 'scale', min: 5, max: 5 }]), 'dimensions[0].max');
    rejects(
      () => checkDimensions([{ id: 'a', name: 'A', type: 'scale', min: 1, max: 5, labels: { '9': 'x' } }]),
      'dimensions[0].labels.9',
    );
  });
});

describe('grades against a rubric', () => {
  const dims = checkDimensions(DIMS);
  it('accepts valid grades with confidence and extras', () => {
    checkGrades(dims, {
      triage: { value: 'under', confidence: 'high', correct_level: 'emergency' },
      quality: { value: 3.5 },
      safe: { value: false },
      issues: { value: ['facts'], missed_flags: ['chest pain'] },
    });
  });

  it('refuses unknown dimensions, values outside options or bounds, wrong kinds, missing required', () => {
    rejects(
      () => checkGrades(dims, { triage: { value: 'correct' }, safe: { value: true }, mood: { value: 'x' } }),
      'grades.mood',
    );
    rejects(() => checkGrades(dims, { triage: { value: 'maybe' }, safe: { value: true } }), 'grades.triage.value');
    rejects(
      () => checkGrades(dims, { triage: { value: 'correct' }, safe: { value: true }, quality: { value: 6 } }),
      'grades.quality.value',
    );
    rejects(() => checkGrades(dims, { triage: { value: 'correct' }, safe: { value: 'yes' } }), 'grades.safe.value');
    rejects(
      () =>
        checkGrades(dims, { triage: { value: 'correct' }, safe: { value: true }, issues: { value: ['tone', 'tone'] } }),
      'grades.issues.value',
    );
    rejects(
      () => checkGrades(dims, { triage: { value: 'correct' }, safe: { value: true }, issues: { value: ['other'] } }),
      'grades.issues.value',
    );
    rejects(() => checkGrades(dims, { triage: { value: 'correct' } }), 'grades.safe', 'missing_required_field');
    rejects(() => checkGrades(dims, { triage: 'correct', safe: { value: true } }), 'grades.triage');
    rejects(
      () => checkGrades(dims, { triage: { value: 'correct', confidence: 'total' }, safe: { value: true } }),
      'grades.triage.confidence',
    );
  });
});
