import { sql } from 'kysely';
import type { Executor } from '../../db/tx.js';

/** Adds `n` and returns the new value, atomically on both engines (upsert ... RETURNING). */
export async function addToCounter(
  db: Executor,
  orgId: string,
  metric: string,
  period: string,
  n: number,
): Promise<number> {
  const row = await db
    .insertInto('usage_counters')
    .values({ org_id: orgId, metric, period, value: n })
    .onConflict((oc) =>
      oc.columns(['org_id', 'metric', 'period']).doUpdateSet({ value: sql<number>`usage_counters.value + ${n}` }),
    )
    .returning('value')
    .executeTakeFirstOrThrow();
  return Number(row.value);
}

export async function readCounters(db: Executor, orgId: string, periods: string[]) {
  return db
    .selectFrom('usage_counters')
    .select(['metric', 'period', 'value'])
    .where('org_id', '=', orgId)
    .where('period', 'in', periods)
    .execute();
}
