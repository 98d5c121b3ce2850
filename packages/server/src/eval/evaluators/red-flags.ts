import type { RedFlagDetectionConfig } from '@latchkey/contract';
import { expectedAt, getPath } from './dot-path.js';
import { type Evaluator, type EvaluatorResult, SampleError } from './evaluator.js';

/** details.missed lists at most this many names, so one odd sample cannot bloat the results. */
const MAX_LISTED = 50;

const flagKey = (flag: string) => flag.trim().toLowerCase();

function flagList(value: unknown, where: string, field: string): string[] {
  if (!Array.isArray(value) || !value.every((v) => typeof v === 'string')) {
    throw new SampleError(`${where} at ${field} must be an array of strings`);
  }
  return value;
}

/**
 * Recall of the expected red flags: the share of them the output names too (trimmed,
 * case-insensitive). Extra flags in the output cost nothing, since a missed red flag is the
 * dangerous error. No expected flags scores 1; an output without the field found none of them.
 */
export function createRedFlagDetection(config: RedFlagDetectionConfig): Evaluator {
  return {
    type: 'red_flag_detection',
    evaluate(sample): EvaluatorResult {
      const expected = flagList(expectedAt(sample, config.field), 'expected', config.field);
      const hit = getPath(sample.output, config.field);
      const found = new Set(hit.found ? flagList(hit.value, 'output', config.field).map(flagKey) : []);
      // Duplicates in the reference (or "Chest pain" next to "chest pain ") count once.
      const wanted = new Map<string, string>();
      for (const flag of expected) {
        const key = flagKey(flag);
        if (key !== '' && !wanted.has(key)) wanted.set(key, flag.trim());
      }
      if (wanted.size === 0) return { score: 1, flags: [], details: { expected: 0, found: 0 } };
      const missed = [...wanted].filter(([key]) => !found.has(key)).map(([, name]) => name);
      const score = (wanted.size - missed.length) / wanted.size;
      const details: Record<string, unknown> = { expected: wanted.size, found: wanted.size - missed.length };
      if (missed.length > 0) details.missed = missed.slice(0, MAX_LISTED);
      return { score, flags: missed.length > 0 ? ['missed_red_flags'] : [], details };
    },
  };
}
