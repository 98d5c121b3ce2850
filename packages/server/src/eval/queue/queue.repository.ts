import type { Executor } from '../../db/tx.js';

/** What the queue names for people, per sample: never content (see QueueItem). */
export interface SampleLabels {
  contains_phi: boolean;
  project_name: string;
  dataset_name: string;
}

/**
 * Labels of the samples on one queue page: one query for all of them (samples joined to their
 * dataset and project), so a page costs the same few queries whatever its size.
 */
export async function sampleLabels(
  db: Executor,
  orgId: string,
  sampleIds: string[],
): Promise<Map<string, SampleLabels>> {
  const out = new Map<string, SampleLabels>();
  if (sampleIds.length === 0) return out;
  const rows = await db
    .selectFrom('samples as s')
    .innerJoin('datasets as d', 'd.id', 's.dataset_id')
    .innerJoin('projects as p', 'p.id', 's.project_id')
    .select(['s.id', 's.contains_phi', 'd.name as dataset_name', 'p.name as project_name'])
    .where('s.org_id', '=', orgId)
    .where('s.id', 'in', sampleIds)
    .execute();
  for (const r of rows) {
    out.set(r.id, {
      contains_phi: Number(r.contains_phi) === 1,
      dataset_name: r.dataset_name,
      project_name: r.project_name,
    });
  }
  return out;
}

/** Names of the evaluations that routed the page's samples. */
export async function evaluationNames(db: Executor, orgId: string, ids: string[]): Promise<Map<string, string>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .selectFrom('evaluations')
    .select(['id', 'name'])
    .where('org_id', '=', orgId)
    .where('id', 'in', ids)
    .execute();
  return new Map(rows.map((r) => [r.id, r.name]));
}

/**
 * Per-evaluator scores of the page's samples in the evaluations that routed them, keyed
 * `evaluation/sample`. Scores and names only: `details` may quote content and stays out.
 */
export async function evaluatorScores(
  db: Executor,
  orgId: string,
  evaluationIds: string[],
  sampleIds: string[],
): Promise<Map<string, Record<string, number>>> {
  if (evaluationIds.length === 0 || sampleIds.length === 0) return new Map();
  const rows = await db
    .selectFrom('evaluation_results')
    .select(['evaluation_id', 'sample_id', 'scores'])
    .where('org_id', '=', orgId)
    .where('evaluation_id', 'in', evaluationIds)
    .where('sample_id', 'in', sampleIds)
    .execute();
  return new Map(
    rows.map((r) => [`${r.evaluation_id}/${r.sample_id}`, JSON.parse(r.scores) as Record<string, number>]),
  );
}
