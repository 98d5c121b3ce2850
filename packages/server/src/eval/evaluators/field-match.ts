import type { FieldMatchConfig } from '@latchkey/contract';
import type { Evaluator, EvaluatorResult } from './evaluator.js';
import { fieldEquals } from './exact-match.js';

/**
 * The fraction of `fields` whose output value equals the expected one (each as `exact_match`).
 * details.mismatched names the differing paths only: values may hold patient data.
 */
export function createFieldMatch(config: FieldMatchConfig): Evaluator {
  return {
    type: 'field_match',
    evaluate(sample): EvaluatorResult {
      const mismatched: string[] = [];
      for (const field of config.fields) {
        if (!fieldEquals(sample, field).equal) mismatched.push(field);
      }
      const score = (config.fields.length - mismatched.length) / config.fields.length;
      return { score, flags: [], details: { matched: config.fields.length - mismatched.length, mismatched } };
    },
  };
}
