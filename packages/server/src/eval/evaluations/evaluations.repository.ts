import { sql } from 'kysely';
import type { EvaluationResultsTable, EvaluationsTable } from '../../db/schema.js';
import type { Executor } from '../../db/tx.js';
import { oldestClaimable, renewHeldLease } from '../../platform/jobs/leased-rows.js';

export type EvaluationRow = EvaluationsTable;
export type ResultRow = EvaluationResultsTable;

export const OPEN_STATUSES = ['pending', 'running'] as const;

export async function insertEvaluation(db: Executor, row: EvaluationRow): Promise<void> {
  await db.insertInto('evaluations').values(row).execute();
}

export async function findEvaluation(db: Executor, orgId: string, id: string): Promise<EvaluationRow | undefined> {
  return db.selectFrom('evaluations').selectAll().where('org_id', '=', orgId).where('id', '=', id).executeTakeFirst();
}

export function evaluationsOf(db: Executor, orgId: string, f: { project?: string; dataset?: string; status?: string }) {
  let q = db.selectFrom('evaluations').selectAll().where('org_id', '=', orgId);
  if (f.project) q = q.where('project_id', '=', f.project);
  if (f.dataset) q = q.where('dataset_id', '=', f.dataset);
  if (f.status) q = q.where('status', '=', f.status);
  return q;
}

/** Count and newest id in one statement: one consistent view of the dataset, even under inserts. */
export async function snapshotSamples(db: Executor, orgId: string, datasetId: string) {
  const row = await db
    .selectFrom('samples')
    .select((eb) => [eb.fn.countAll<number>().as('n'), eb.fn.max('id').as('max_id')])
    .where('org_id', '=', orgId)
    .where('dataset_id', '=', datasetId)
    .where('deleted_at', 'is', null)
    .executeTakeFirst();
  return { count: Number(row?.n ?? 0), maxId: (row?.max_id as string | null | undefined) ?? null };
}

export async function hasOpenEvaluation(db: Executor, orgId: string, datasetId: string): Promise<boolean> {
  const row = await db
    .selectFrom('evaluations')
    .select('id')
    .where('org_id', '=', orgId)
    .where('dataset_id', '=', datasetId)
    .where('status', 'in', OPEN_STATUSES)
    .executeTakeFirst();
  return row !== undefined;
}

/**
 * Takes the lease of the oldest open evaluation nobody holds (or whose holder stopped renewing):
 * a conditional update, so of two processes racing for one evaluation exactly one wins.
 */
export async function claimEvaluation(db: Executor, owner: string, now: number, leaseMs: number) {
  const id = await oldestClaimable(db, 'evaluations', OPEN_STATUSES, now);
  if (id === undefined) return undefined;
  return db
    .updateTable('evaluations')
    .set({
      lease_owner: owner,
      lease_until: now + leaseMs,
      status: 'running',
      started_at: sql<number>`coalesce(started_at, ${now})`,
    })
    .where('id', '=', id)
    .where('status', 'in', OPEN_STATUSES)
    .where((eb) => eb.or([eb('lease_until', 'is', null), eb('lease_until', '<', now)]))
    .returningAll()
    .executeTakeFirst();
}

/** Extends a lease still held; false once the evaluation was cancelled or taken over. */
export function renewLease(db: Executor, id: string, owner: string, until: number): Promise<boolean> {
  return renewHeldLease(db, 'evaluations', id, owner, 'running', until);
}

export async function releaseLeases(db: Executor, owner: string): Promise<void> {
  await db
    .updateTable('evaluations')
    .set({ lease_owner: null, lease_until: null })
    .where('lease_owner', '=', owner)
    .execute();
}

export async function nextSamples(
  db: Executor,
  e: Pick<EvaluationRow, 'org_id' | 'dataset_id' | 'cursor' | 'cutoff_id'>,
  limit: number,
) {
  let q = db
    .selectFrom('samples')
    .select(['id', 'input', 'output', 'expected', 'metadata'])
    .where('org_id', '=', e.org_id)
    .where('dataset_id', '=', e.dataset_id)
    .where('deleted_at', 'is', null)
    .where('id', '<=', e.cutoff_id ?? '')
    .orderBy('id')
    .limit(limit);
  if (e.cursor) q = q.where('id', '>', e.cursor);
  return q.execute();
}

/**
 * Records a processed chunk while the lease still holds and the run is still `running`: the
 * results commit with the progress that counts them, or (cancelled, lease lost) not at all.
 */
export async function advance(
  db: Executor,
  id: string,
  owner: string,
  patch: Pick<EvaluationRow, 'cursor' | 'completed' | 'failed' | 'summary' | 'lease_until'>,
): Promise<boolean> {
  const r = await db
    .updateTable('evaluations')
    .set(patch)
    .where('id', '=', id)
    .where('lease_owner', '=', owner)
    .where('status', '=', 'running')
    .executeTakeFirst();
  return Number(r.numUpdatedRows) === 1;
}

/** Moves an evaluation to a final state from one of `from`; false when it was not in them. */
export async function finish(
  db: Executor,
  id: string,
  from: readonly string[],
  patch: Pick<EvaluationRow, 'status' | 'completed_at' | 'error'>,
  owner?: string,
): Promise<boolean> {
  let q = db
    .updateTable('evaluations')
    .set({ ...patch, lease_owner: null, lease_until: null })
    .where('id', '=', id)
    .where('status', 'in', from);
  if (owner) q = q.where('lease_owner', '=', owner);
  const r = await q.executeTakeFirst();
  return Number(r.numUpdatedRows) === 1;
}

export async function insertResults(db: Executor, rows: ResultRow[]): Promise<void> {
  if (rows.length > 0) await db.insertInto('evaluation_results').values(rows).execute();
}

export function resultsOf(db: Executor, orgId: string, evaluationId: string, status?: string) {
  let q = db
    .selectFrom('evaluation_results')
    .selectAll()
    .where('org_id', '=', orgId)
    .where('evaluation_id', '=', evaluationId);
  if (status) q = q.where('status', '=', status);
  return q;
}

/** The review tasks each evaluation's routing created, oldest first. */
export async function reviewTasksOf(db: Executor, evaluationIds: string[]): Promise<Map<string, string[]>> {
  const out = new Map<string, string[]>(evaluationIds.map((id) => [id, []]));
  if (evaluationIds.length === 0) return out;
  const rows = await db
    .selectFrom('review_tasks')
    .select(['id', 'evaluation_id'])
    .where('evaluation_id', 'in', evaluationIds)
    .orderBy('id')
    .execute();
  for (const r of rows) out.get(r.evaluation_id!)?.push(r.id);
  return out;
}
