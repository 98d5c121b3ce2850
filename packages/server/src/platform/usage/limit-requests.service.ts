import type { CreateLimitRequestBody, LimitMetric, LimitRequest, LimitRequestStatus, Plan } from '@latchkey/contract';
import { inTransaction } from '../../db/tx.js';
import type { ServiceContext } from '../context.js';
import { AppError } from '../errors/app-error.js';
import { iso, type PageQuery, paginate } from '../http/pagination.js';
import { newId } from '../ids.js';
import { PLAN_LIMITS } from '../rate-limit/plans.js';
import { scaleLimit } from '../rate-limit/rate-limiter.js';
import { insertLimitRequest, type LimitRequestRow, limitRequestsQuery } from './limit-requests.repository.js';
import { QUOTAS } from './quotas.js';
import type { UsageDeps } from './usage.service.js';

/**
 * The limit in force for a quota or a rate limit; null is unlimited. Rate limits are the plan's
 * under the operator's scale, as enforced (scale 0: limits off).
 */
export function currentLimit(plan: Plan, metric: LimitMetric, scale = 1): number | null {
  const rate = (n: number) => (scale > 0 ? scaleLimit(n, scale) : null);
  switch (metric) {
    case 'requests_per_minute':
      return rate(PLAN_LIMITS[plan].perMinute);
    case 'requests_per_hour':
      return rate(PLAN_LIMITS[plan].perHour);
    case 'concurrent_requests':
      return rate(PLAN_LIMITS[plan].concurrent);
    default:
      return QUOTAS[plan][metric];
  }
}

const toLimitRequest = (row: LimitRequestRow): LimitRequest => ({
  id: row.id,
  object: 'limit_request',
  metric: row.metric as LimitMetric,
  current_limit: row.current_limit === null ? null : Number(row.current_limit),
  requested_limit: Number(row.requested_limit),
  reason: row.reason,
  status: row.status as LimitRequestStatus,
  created_at: iso(row.created_at),
});

/** Limit-increase requests: recorded and audited for an operator to act on; nothing changes by itself. */
export class LimitRequestService {
  constructor(private readonly deps: UsageDeps) {}

  async create(ctx: ServiceContext, input: CreateLimitRequestBody): Promise<LimitRequest> {
    const current = currentLimit(ctx.org.plan, input.metric, this.deps.config.rateLimitScale);
    if (current === null) {
      throw new AppError('invalid_value', `${input.metric} is already unlimited on the ${ctx.org.plan} plan`, {
        param: 'metric',
      });
    }
    if (input.requested_limit <= current) {
      throw new AppError('invalid_value', `requested_limit must be above the current limit (${current})`, {
        param: 'requested_limit',
      });
    }
    const row: LimitRequestRow = {
      id: newId('lreq'),
      org_id: ctx.org.id,
      metric: input.metric,
      current_limit: current,
      requested_limit: input.requested_limit,
      reason: input.reason,
      status: 'open',
      requested_by: ctx.actor.id,
      created_at: Date.now(),
    };
    return inTransaction(this.deps.db, async (tx) => {
      await insertLimitRequest(tx.db, row);
      await this.deps.audit.record(tx, ctx, {
        event_type: 'usage.limit_requested',
        resource: { type: 'limit_request', id: row.id },
        context: { metric: row.metric, current_limit: current, requested_limit: row.requested_limit },
      });
      return toLimitRequest(row);
    });
  }

  async list(ctx: ServiceContext, q: PageQuery & { status?: LimitRequestStatus | undefined }) {
    return paginate(limitRequestsQuery(this.deps.db, ctx.org.id, q.status), 'id', q, toLimitRequest);
  }
}
