/**
 * What an evaluator sees of a sample, and what it answers. Evaluators are pure (llm_judge aside,
 * which calls out over HTTP): the runner owns storage, retries across restarts and bookkeeping.
 */
export interface SampleView {
  id: string;
  input: unknown;
  output: unknown;
  /** The reference answer, when the sample has one. */
  expected: unknown;
  metadata: Record<string, unknown>;
}

export interface EvaluatorResult {
  /** 0–1, higher is better. */
  score: number;
  /** Machine-readable reasons worth a human look (`under_triage`, `pii_detected`, …). */
  flags: string[];
  /** Small, JSON-serialisable explanation stored with the result (never raw PHI). */
  details?: Record<string, unknown>;
}

export interface Evaluator {
  readonly type: string;
  /**
   * Scores one sample. Throwing (or rejecting) marks that sample failed with the error's message;
   * the run goes on. `signal` aborts when the evaluation is cancelled or the server stops.
   */
  evaluate(sample: SampleView, signal: AbortSignal): EvaluatorResult | Promise<EvaluatorResult>;
}

/** A sample cannot be scored by this evaluator (missing field, wrong type): fails that sample only. */
export class SampleError extends Error {
  override name = 'SampleError';
}
