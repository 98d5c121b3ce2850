import { AppError } from '../../platform/errors/app-error.js';
import type { Latch, LatchInput } from '../latches/latch.js';
import { type CompiledCedar, compileCedar, validateCedar } from './cedar.js';

/** Compiles Cedar text (once per policy version) or fails with a 400 that quotes Cedar's errors. */
export function compileCedarOrThrow(text: string, cacheKey: string): CompiledCedar {
  const checked = compileCedar(text, cacheKey);
  if (!checked.ok) {
    throw new AppError('invalid_value', `cedar does not compile: ${checked.errors.join('; ')}`, { param: 'cedar' });
  }
  return checked.policy;
}

/** Validates Cedar text on write without keeping a preparsed set: the runtime compiles it on use. */
export function checkCedarOrThrow(text: string): void {
  const errors = validateCedar(text);
  if (errors.length > 0) {
    throw new AppError('invalid_value', `cedar does not compile: ${errors.join('; ')}`, { param: 'cedar' });
  }
}

/** A Cedar action policy as a latch: a satisfied `forbid` yields its @verdict and @reason (§8.4). */
export function cedarLatch(id: string, name: string, compiled: CompiledCedar): Latch {
  return {
    id,
    name,
    stages: new Set(['action']),
    evaluate(input: LatchInput) {
      const r = compiled.evaluate({
        agentId: input.agent.id,
        tool: input.tool ?? '',
        args: input.args,
        session: input.session,
        categories: [...input.agent.categories],
      });
      if (r === null) return null;
      // An error reason names the policy and the kind of error only (cedar.ts: never Cedar's message).
      const reason = r.error ? `policy "${name}": ${r.reason}` : r.reason;
      return { verdict: r.verdict, rule: r.statements[0] ?? name, reason, findings: [] };
    },
  };
}
