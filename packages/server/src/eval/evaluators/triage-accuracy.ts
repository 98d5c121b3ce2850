import type { TriageAccuracyConfig } from '@latchkey/contract';
import { expectedAt, getPath } from './dot-path.js';
import { type Evaluator, type EvaluatorResult, SampleError } from './evaluator.js';

/** Levels compare trimmed and case-insensitively: a model answering "Urgent" for "urgent" triaged right. */
export const levelKey = (level: string) => level.trim().toLowerCase();

/**
 * Distance-weighted triage accuracy. With n levels (lowest acuity first), d = index(output) −
 * index(expected) and w = under_weight (default 2) when d < 0, else over_weight (default 1):
 *
 *   score = max(0, 1 − w·|d| / (n − 1))
 *
 * so a miss costs in proportion to how far off it is, and sending a patient too low (under-triage,
 * a missed emergency) costs more than sending one too high (over-triage, wasted resources).
 */
export function triageScore(distance: number, levelCount: number, underWeight: number, overWeight: number): number {
  const w = distance < 0 ? underWeight : overWeight;
  return Math.max(0, 1 - (w * Math.abs(distance)) / (levelCount - 1));
}

export function createTriageAccuracy(config: TriageAccuracyConfig): Evaluator {
  const index = new Map(config.levels.map((level, i) => [levelKey(level), i]));
  const underWeight = config.under_weight ?? 2;
  const overWeight = config.over_weight ?? 1;
  // The message names where the value is, never the value: it may be free text holding patient data.
  const levelOf = (value: unknown, where: string): number => {
    const i = typeof value === 'string' || typeof value === 'number' ? index.get(levelKey(String(value))) : undefined;
    if (i === undefined) throw new SampleError(`${where} at ${config.field} is not one of the configured levels`);
    return i;
  };
  return {
    type: 'triage_accuracy',
    evaluate(sample): EvaluatorResult {
      const expected = levelOf(expectedAt(sample, config.field), 'expected');
      const hit = getPath(sample.output, config.field);
      if (!hit.found) throw new SampleError(`output has no value at ${config.field}`);
      const actual = levelOf(hit.value, 'output');
      const distance = actual - expected;
      const flags = distance < 0 ? ['under_triage'] : distance > 0 ? ['over_triage'] : [];
      return {
        score: triageScore(distance, config.levels.length, underWeight, overWeight),
        flags,
        details: { expected: config.levels[expected], output: config.levels[actual], distance },
      };
    },
  };
}
