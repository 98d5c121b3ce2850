import type { Plan } from '@latchkey/contract';

export type Category = 'read' | 'write' | 'batch' | 'export' | 'evaluation';

export interface PlanLimits {
  perMinute: number;
  perHour: number;
  concurrent: number;
  category: Record<Category, number>;
}

/** The spec's "Default limits by plan" and "Limits by operation category (per minute)". */
export const PLAN_LIMITS: Record<Plan, PlanLimits> = {
  starter: {
    perMinute: 60,
    perHour: 1_000,
    concurrent: 5,
    category: { read: 100, write: 60, batch: 10, export: 5, evaluation: 10 },
  },
  pro: {
    perMinute: 300,
    perHour: 10_000,
    concurrent: 20,
    category: { read: 500, write: 300, batch: 50, export: 20, evaluation: 50 },
  },
  enterprise: {
    perMinute: 1_000,
    perHour: 50_000,
    concurrent: 100,
    category: { read: 2_000, write: 1_000, batch: 200, export: 100, evaluation: 200 },
  },
};

/** The spec's endpoint-specific limits (per minute), keyed by method and route pattern. */
export const ENDPOINT_LIMITS: Record<string, { perMinute: number }> = {
  'POST /v1/evaluations': { perMinute: 10 },
  'POST /v1/datasets/:id/samples#batch': { perMinute: 20 },
  'POST /v1/audit/reports': { perMinute: 5 },
};

/**
 * The spec's "GET /v1/audit/stream: 1 concurrent connection". Not a concurrency slot of the
 * limiter, whose slots are held for a request's length and presumed leaked after 10 minutes: an
 * open stream holds a lease it renews, which a dead instance's stream gives up within 30 s
 * (audit/stream/stream-lease.ts, ADR 0034).
 */
export const AUDIT_STREAMS_PER_KEY = 1;

export function categoryOf(method: string): Category {
  return method === 'GET' || method === 'HEAD' ? 'read' : 'write';
}
