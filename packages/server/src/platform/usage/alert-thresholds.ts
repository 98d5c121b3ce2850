import type { QuotaMetric, QuotaThresholdReachedEvent } from '@latchkey/contract';
import type { Tx } from '../../db/tx.js';
import { newId } from '../ids.js';
import { periodOf } from './quotas.js';
import { activeAlertsQuery, type DeliveryRow, enqueueDeliveries } from './usage-alerts.repository.js';

/**
 * Whole percents `t` (1..100) crossed by moving from `before` to `after` against `limit`:
 * before < t% of limit <= after, in integer arithmetic so 3 of 5 is exactly 60%.
 */
export function crossedRange(before: number, after: number, limit: number): { lo: number; hi: number } | null {
  if (limit <= 0 || after <= before) return null;
  const lo = Math.max(1, Math.floor((before * 100) / limit) + 1);
  const hi = Math.min(100, Math.floor((after * 100) / limit));
  return lo <= hi ? { lo, hi } : null;
}

export const percentUsed = (current: number, limit: number) => Math.round((current / limit) * 10_000) / 100;

// Delivery ids are never shown in the API, only sent as X-Latchkey-Delivery for receivers to dedupe.

/**
 * Called by `consume` in its transaction after the counter moved: queues one delivery per active
 * alert subscribed to a crossed (metric, threshold). Most increments cross no whole percent and
 * cost no query; otherwise one indexed read of the org's alerts and one insert. The unique key
 * (alert, metric, threshold, period) with DO NOTHING makes a threshold fire once per period even
 * when the counter falls back and crosses it again, or two transactions cross it together.
 */
export async function queueThresholdAlerts(
  tx: Tx,
  orgId: string,
  metric: QuotaMetric,
  before: number,
  after: number,
  limit: number,
  now: Date,
): Promise<void> {
  const range = crossedRange(before, after, limit);
  if (!range) return;
  const alerts = await activeAlertsQuery(tx.db, orgId).select(['id', 'thresholds', 'metrics']).execute();
  if (alerts.length === 0) return;
  // Alerts fire once per threshold and billing month, gauges included (DESIGN §11).
  const period = periodOf(now).key;
  const at = now.getTime();
  const rows: DeliveryRow[] = [];
  for (const alert of alerts) {
    if (!(JSON.parse(alert.metrics) as string[]).includes(metric)) continue;
    for (const threshold of JSON.parse(alert.thresholds) as number[]) {
      if (threshold < range.lo || threshold > range.hi) continue;
      const event: QuotaThresholdReachedEvent = {
        event: 'quota.threshold_reached',
        timestamp: now.toISOString(),
        data: {
          metric,
          current: after,
          limit,
          percent_used: percentUsed(after, limit),
          threshold,
          period_end: periodOf(now).end.toISOString(),
        },
      };
      rows.push({
        id: newId('dlv'),
        org_id: orgId,
        alert_id: alert.id,
        metric,
        threshold,
        period,
        payload: JSON.stringify(event),
        status: 'pending',
        attempts: 0,
        next_attempt_at: at,
        last_error: null,
        delivered_at: null,
        created_at: at,
      });
    }
  }
  await enqueueDeliveries(tx.db, rows);
}
