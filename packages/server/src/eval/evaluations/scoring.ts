import type { Evaluator, SampleView } from '../evaluators/evaluator.js';

export interface NamedEvaluator {
  name: string;
  evaluator: Evaluator;
}

export interface SampleOutcome {
  sampleId: string;
  status: 'completed' | 'failed';
  aiScore: number | null;
  scores: Record<string, number>;
  flags: string[];
  details: Record<string, Record<string, unknown>>;
  error: string | null;
}

const MAX_ERROR = 300;

/**
 * Runs every evaluator on one sample. A throwing evaluator (or one answering a score outside
 * 0–1) fails the sample with its message; the others still report, and the run goes on.
 */
export async function scoreSample(
  sample: SampleView,
  evaluators: NamedEvaluator[],
  signal: AbortSignal,
): Promise<SampleOutcome> {
  const scores: Record<string, number> = {};
  const details: Record<string, Record<string, unknown>> = {};
  const flags = new Set<string>();
  const errors: string[] = [];
  for (const { name, evaluator } of evaluators) {
    try {
      const r = await evaluator.evaluate(sample, signal);
      if (typeof r.score !== 'number' || !Number.isFinite(r.score) || r.score < 0 || r.score > 1) {
        throw new Error('the evaluator answered a score outside 0–1');
      }
      scores[name] = r.score;
      for (const f of r.flags) flags.add(f);
      if (r.details) details[name] = r.details;
    } catch (err) {
      errors.push(`${name}: ${err instanceof Error ? err.message : String(err)}`);
    }
  }
  const values = Object.values(scores);
  const failed = errors.length > 0;
  return {
    sampleId: sample.id,
    status: failed ? 'failed' : 'completed',
    aiScore: failed ? null : values.reduce((a, b) => a + b, 0) / values.length,
    scores,
    flags: [...flags].sort(),
    details,
    error: failed ? errors.join('; ').slice(0, MAX_ERROR) : null,
  };
}

/** Scores samples with at most `concurrency` in flight (judges are slow, the rest instant). */
export async function scoreAll(
  samples: SampleView[],
  evaluators: NamedEvaluator[],
  signal: AbortSignal,
  concurrency: number,
): Promise<SampleOutcome[]> {
  const out = new Array<SampleOutcome>(samples.length);
  let next = 0;
  const worker = async () => {
    while (next < samples.length && !signal.aborted) {
      const i = next++;
      out[i] = await scoreSample(samples[i]!, evaluators, signal);
    }
  };
  await Promise.all(Array.from({ length: Math.min(concurrency, samples.length) }, worker));
  return out;
}

/** Running sums behind an evaluation's summary; stored as JSON and updated with each chunk. */
export interface SummarySums {
  n: number;
  ai: number;
  scores: Record<string, number>;
  flags: Record<string, number>;
}

export const emptySums = (): SummarySums => ({ n: 0, ai: 0, scores: {}, flags: {} });

export function addToSums(sums: SummarySums, outcomes: SampleOutcome[]): SummarySums {
  const next: SummarySums = { n: sums.n, ai: sums.ai, scores: { ...sums.scores }, flags: { ...sums.flags } };
  for (const o of outcomes) {
    for (const f of o.flags) next.flags[f] = (next.flags[f] ?? 0) + 1;
    if (o.status !== 'completed') continue;
    next.n += 1;
    next.ai += o.aiScore!;
    for (const [name, s] of Object.entries(o.scores)) next.scores[name] = (next.scores[name] ?? 0) + s;
  }
  return next;
}

export function summaryOf(sums: SummarySums) {
  const mean = (x: number) => (sums.n === 0 ? 0 : x / sums.n);
  return {
    ai_score: sums.n === 0 ? null : mean(sums.ai),
    scores: Object.fromEntries(Object.entries(sums.scores).map(([k, v]) => [k, mean(v)])),
    flags: sums.flags,
  };
}
