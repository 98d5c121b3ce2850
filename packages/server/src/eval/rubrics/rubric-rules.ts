import type { Dimension, Rubric } from '@latchkey/contract';
import { AppError } from '../../platform/errors/app-error.js';

export type StoredDimension = Rubric['dimensions'][number];

const bad = (param: string, message: string) => new AppError('invalid_value', message, { param });

/**
 * Checks that each dimension carries exactly the fields its type uses, and returns them with
 * `required` made explicit. Errors name the field: `dimensions[2].options`.
 */
export function checkDimensions(dimensions: Dimension[]): StoredDimension[] {
  const seen = new Set<string>();
  return dimensions.map((d, i) => {
    const at = (field: string) => `dimensions[${i}].${field}`;
    if (seen.has(d.id)) throw bad(at('id'), `Dimension id ${d.id} is used twice`);
    seen.add(d.id);
    const choice = d.type === 'categorical' || d.type === 'multi_select';
    const scale = d.type === 'scale';
    if (!choice && d.options !== undefined) throw bad(at('options'), `A ${d.type} dimension has no options`);
    if (!scale) {
      for (const f of ['min', 'max', 'labels'] as const) {
        if (d[f] !== undefined) throw bad(at(f), `Only a scale dimension has ${f}`);
      }
    }
    if (choice) {
      const options = d.options ?? [];
      if (options.length < 2) throw bad(at('options'), `A ${d.type} dimension needs at least two options`);
      const values = new Set<string>();
      options.forEach((o, j) => {
        if (values.has(o.value)) throw bad(`${at('options')}[${j}].value`, `Option value ${o.value} is used twice`);
        values.add(o.value);
      });
    }
    if (scale) {
      if (d.min === undefined) throw new AppError('missing_required_field', 'A scale needs min', { param: at('min') });
      if (d.max === undefined) throw new AppError('missing_required_field', 'A scale needs max', { param: at('max') });
      if (!(d.min < d.max)) throw bad(at('max'), 'max must be greater than min');
      for (const point of Object.keys(d.labels ?? {})) {
        const n = Number(point);
        if (point.trim() === '' || !Number.isFinite(n) || n < d.min || n > d.max) {
          throw bad(`${at('labels')}.${point}`, `Label key ${point} is not a point of the scale ${d.min}–${d.max}`);
        }
      }
    }
    return { ...d, required: d.required ?? false };
  });
}

const CONFIDENCE = new Set(['high', 'medium', 'low']);

/**
 * Validates a review's grades against its rubric: every key a dimension, every required dimension
 * present, each `value` of the dimension's kind and inside its options or bounds.
 */
export function checkGrades(dimensions: StoredDimension[], grades: Record<string, unknown>): void {
  const byId = new Map(dimensions.map((d) => [d.id, d]));
  for (const [id, grade] of Object.entries(grades)) {
    const d = byId.get(id);
    const param = `grades.${id}`;
    if (!d) throw bad(param, `The rubric has no dimension ${id}`);
    if (grade === null || typeof grade !== 'object' || Array.isArray(grade) || !('value' in grade)) {
      throw bad(param, `A grade is an object with a value`);
    }
    const { value, confidence } = grade as { value: unknown; confidence?: unknown };
    if (confidence !== undefined && !CONFIDENCE.has(confidence as string)) {
      throw bad(`${param}.confidence`, 'confidence is high, medium or low');
    }
    checkValue(d, value, `${param}.value`);
  }
  for (const d of dimensions) {
    if (d.required && !Object.hasOwn(grades, d.id)) {
      throw new AppError('missing_required_field', `The rubric requires a grade for ${d.id}`, {
        param: `grades.${d.id}`,
      });
    }
  }
}

function checkValue(d: StoredDimension, value: unknown, param: string): void {
  const options = new Set((d.options ?? []).map((o) => o.value));
  switch (d.type) {
    case 'categorical':
      if (typeof value !== 'string' || !options.has(value)) {
        throw bad(param, `${d.id} takes one of: ${[...options].join(', ')}`);
      }
      return;
    case 'multi_select': {
      if (!Array.isArray(value) || value.some((v) => typeof v !== 'string' || !options.has(v))) {
        throw bad(param, `${d.id} takes a list drawn from: ${[...options].join(', ')}`);
      }
      if (new Set(value).size !== value.length) throw bad(param, `${d.id} lists an option twice`);
      return;
    }
    case 'scale':
      if (typeof value !== 'number' || !Number.isFinite(value) || value < d.min! || value > d.max!) {
        throw bad(param, `${d.id} takes a number from ${d.min} to ${d.max}`);
      }
      return;
    case 'boolean':
      if (typeof value !== 'boolean') throw bad(param, `${d.id} takes true or false`);
      return;
  }
}
