import type { LatchInput, LatchResult } from './latch.js';
import type { EffectiveSettings } from './settings.js';

const NUMERIC = /^\s*-?(?:\d+(?:\.\d*)?|\.\d+)\s*$/;

/** `args.amount` as a number: a finite number or a plain decimal string; anything else is NaN. */
export function parseAmount(value: unknown): number {
  if (typeof value === 'number') return value;
  if (typeof value === 'string' && NUMERIC.test(value)) return Number(value);
  return Number.NaN;
}

/**
 * latch-4 (reasons name the limit, never the amount: evidence keeps no argument values): ESCALATE above the review threshold, BLOCK above the hard cap or for an amount that is
 * negative or not a number. Actions without `args.amount` are not spending and pass.
 */
export function spendLimit(input: LatchInput, s: EffectiveSettings): LatchResult | null {
  if (!Object.hasOwn(input.args, 'amount')) return null;
  const amount = parseAmount(input.args.amount);
  if (!Number.isFinite(amount) || amount < 0) {
    return {
      verdict: 'BLOCK',
      rule: 'amount-invalid',
      reason: 'args.amount is negative or not a number',
      findings: [],
    };
  }
  if (amount > s.hardCap) {
    return {
      verdict: 'BLOCK',
      rule: 'hard-cap-exceeded',
      reason: `args.amount is above the hard cap of ${s.hardCap}`,
      findings: [],
    };
  }
  if (amount > s.reviewThreshold) {
    return {
      verdict: 'ESCALATE',
      rule: 'review-threshold-exceeded',
      reason: `args.amount is above the review threshold of ${s.reviewThreshold}`,
      findings: [],
    };
  }
  return null;
}
