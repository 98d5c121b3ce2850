import type { QuotaMetric, Usage } from '@latchkey/contract';
import type { Kysely } from 'kysely';
import type { Config } from '../../config.js';
import type { DB } from '../../db/schema.js';
import type { Tx } from '../../db/tx.js';
import type { AuditWriter } from '../audit/audit-writer.js';
import type { ServiceContext } from '../context.js';
import type { SecretBox } from '../crypto/secret-box.js';
import { AppError } from '../errors/app-error.js';
import { AlertDeliveryWorker, type DeliveryWorkerOptions } from './alert-delivery.worker.js';
import { percentUsed, queueThresholdAlerts } from './alert-thresholds.js';
import { LimitRequestService } from './limit-requests.service.js';
import { counterPeriod, periodOf, QUOTAS } from './quotas.js';
import { addToCounter, readCounters } from './usage.repository.js';
import { UsageAlertService } from './usage-alerts.service.js';

export interface UsageDeps {
  db: Kysely<DB>;
  audit: AuditWriter;
  secrets: SecretBox;
  config: Config;
  /** Delivery worker tuning (tests poll faster); defaults suit production. */
  delivery?: DeliveryWorkerOptions;
}

/**
 * Monthly quotas (§11). Features call `consume` inside the transaction that creates the thing
 * being counted, so a refused quota rolls the creation back and concurrent writers cannot overshoot.
 */
export class UsageService {
  readonly alerts: UsageAlertService;
  readonly limitRequests: LimitRequestService;
  /** Sends threshold alerts; started by `start()` in the serving process. */
  readonly deliveries: AlertDeliveryWorker;

  constructor(private readonly deps: UsageDeps) {
    this.alerts = new UsageAlertService(deps);
    this.limitRequests = new LimitRequestService(deps);
    this.deliveries = new AlertDeliveryWorker(deps.db, deps.secrets, deps.config, deps.delivery);
  }

  /**
   * Adds `n` to the org's counter and returns the new value; throws quota_exceeded (the caller's
   * transaction then rolls back). Crossing an alert threshold queues its delivery in `tx`, so an
   * alert exists exactly when the usage that triggered it was committed.
   */
  async consume(tx: Tx, ctx: ServiceContext, metric: QuotaMetric, n = 1): Promise<number> {
    const now = new Date();
    const after = await addToCounter(tx.db, ctx.org.id, metric, counterPeriod(metric, now), n);
    const limit = QUOTAS[ctx.org.plan][metric];
    if (n > 0 && limit !== null && after > limit) {
      throw new AppError('quota_exceeded', `Quota exceeded for ${metric}: ${after - n} of ${limit} used`, {
        details: { metric, current: after - n, limit, period_end: periodOf(now).end.toISOString() },
      });
    }
    if (n > 0 && limit !== null) await queueThresholdAlerts(tx, ctx.org.id, metric, after - n, after, limit, now);
    return after;
  }

  /** Gives back gauge capacity (a sample or project deleted). */
  async release(tx: Tx, ctx: ServiceContext, metric: QuotaMetric, n = 1): Promise<void> {
    await addToCounter(tx.db, ctx.org.id, metric, counterPeriod(metric), -n);
  }

  async getUsage(ctx: ServiceContext): Promise<Usage> {
    const period = periodOf();
    const rows = await readCounters(this.deps.db, ctx.org.id, [period.key, 'total']);
    const value = (metric: QuotaMetric) =>
      Number(rows.find((r) => r.metric === metric && r.period === counterPeriod(metric))?.value ?? 0);
    const quotas = QUOTAS[ctx.org.plan];
    const metered = (metric: QuotaMetric) => {
      const current = value(metric);
      const limit = quotas[metric];
      return { current, limit, percent_used: limit === null ? null : percentUsed(current, limit) };
    };
    const counted = (metric: QuotaMetric) => ({ current: value(metric), limit: quotas[metric] });
    return {
      object: 'usage',
      plan: ctx.org.plan,
      period_start: period.start.toISOString(),
      period_end: period.end.toISOString(),
      samples: metered('samples'),
      evaluations: metered('evaluations'),
      samples_evaluated: metered('samples_evaluated'),
      reviews: metered('reviews'),
      reviewers: counted('reviewers'),
      projects: counted('projects'),
    };
  }

  start(): void {
    this.deliveries.start();
  }

  /** Stops polling and waits for a delivery in flight (at most one request timeout). */
  stop(): Promise<void> {
    return this.deliveries.stop();
  }
}
