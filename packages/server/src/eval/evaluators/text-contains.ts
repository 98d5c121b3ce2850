import type { TextContainsConfig } from '@latchkey/contract';
import { getPath, stringLeaves } from './dot-path.js';
import type { Evaluator, EvaluatorResult, SampleView } from './evaluator.js';

/**
 * The text an evaluator reads: the output (or its value at `field`) when it is a string, else all
 * of its string leaves joined with newlines. A missing field reads as no text: the model said nothing.
 */
export function outputText(sample: SampleView, field: string | undefined): string {
  let value = sample.output;
  if (field !== undefined) {
    const hit = getPath(sample.output, field);
    if (!hit.found) return '';
    value = hit.value;
  }
  return typeof value === 'string' ? value : stringLeaves(value).join('\n');
}

/**
 * Case-insensitive substring checks: score = (required terms found + forbidden terms absent) /
 * (required + forbidden). details lists the offending terms, which come from the config, never
 * from the output.
 */
export function createTextContains(config: TextContainsConfig): Evaluator {
  const required = config.required ?? [];
  const forbidden = config.forbidden ?? [];
  return {
    type: 'text_contains',
    evaluate(sample): EvaluatorResult {
      const text = outputText(sample, config.field).toLowerCase();
      const missing = required.filter((term) => !text.includes(term.toLowerCase()));
      const present = forbidden.filter((term) => text.includes(term.toLowerCase()));
      const total = required.length + forbidden.length;
      const flags: string[] = [];
      const details: Record<string, unknown> = {};
      if (missing.length > 0) {
        flags.push('missing_required');
        details.missing_required = missing;
      }
      if (present.length > 0) {
        flags.push('forbidden_present');
        details.forbidden_present = present;
      }
      return { score: (total - missing.length - present.length) / total, flags, details };
    },
  };
}
