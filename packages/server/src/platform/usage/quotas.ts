import type { Plan, QuotaMetric } from '@latchkey/contract';

/** The spec's usage quotas; null is unlimited. Gauges count what exists, the rest reset monthly. */
export const QUOTAS: Record<Plan, Record<QuotaMetric, number | null>> = {
  starter: { samples: 10_000, evaluations: 100, samples_evaluated: 50_000, reviews: 500, reviewers: 3, projects: 5 },
  pro: {
    samples: 100_000,
    evaluations: 1_000,
    samples_evaluated: 500_000,
    reviews: 5_000,
    reviewers: 20,
    projects: 25,
  },
  enterprise: {
    samples: null,
    evaluations: null,
    samples_evaluated: null,
    reviews: null,
    reviewers: null,
    projects: null,
  },
};

export const GAUGES: ReadonlySet<QuotaMetric> = new Set(['samples', 'reviewers', 'projects']);

/** Calendar month in UTC: `YYYY-MM` plus its bounds. */
export function periodOf(now = new Date()): { key: string; start: Date; end: Date } {
  const start = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1));
  const end = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 1, 1));
  return { key: start.toISOString().slice(0, 7), start, end };
}

/** Counter period: monthly metrics per month, gauges in one running total. */
export const counterPeriod = (metric: QuotaMetric, now = new Date()) =>
  GAUGES.has(metric) ? 'total' : periodOf(now).key;
