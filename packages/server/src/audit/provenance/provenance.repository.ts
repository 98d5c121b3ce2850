import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.js';
import { SAMPLE_SUMMARY_COLUMNS } from '../../eval/samples/samples.repository.js';
import type { AuditRow } from '../logs/logs.repository.js';

/**
 * Reads behind provenance. Every query is scoped to the org and bounded (`limit`): provenance
 * follows links, and a link list as long as a big dataset must not become one huge read.
 * Reviews are looked up by org, project and sample, the `reviews_sample` index (015).
 */

export interface SampleNode {
  id: string;
  dataset_id: string;
  project_id: string;
  contains_phi: number;
  source_type: string;
  request_id: string | null;
  call_id: string | null;
  origin_system: string;
  created_at: number;
}

export interface DatasetNode {
  id: string;
  project_id: string;
  name: string;
  sample_count: number;
  created_at: number;
  deleted_at: number | null;
}

export interface EvaluationNode {
  id: string;
  project_id: string;
  dataset_id: string;
  name: string;
  status: string;
  summary: string;
  actor: string;
  created_at: number;
  completed_at: number | null;
}

export interface ReviewNode {
  id: string;
  org_id: string;
  project_id: string;
  task_id: string;
  sample_id: string;
  reviewer_id: string;
  grades: string;
  override_ai_score: number;
  override_value: number | null;
  original_ai_score: number | null;
  submitted_at: number;
  /** The evaluation whose routing created the review's task, if one did. */
  routed_from: string | null;
  /** The reviewed sample's dataset. */
  dataset_id: string | null;
}

type Db = Kysely<DB>;

/** Samples by id, content columns left out: provenance never carries what a sample says. */
export async function samplesByIds(db: Db, orgId: string, ids: string[]): Promise<SampleNode[]> {
  if (ids.length === 0) return [];
  return db
    .selectFrom('samples')
    .select(SAMPLE_SUMMARY_COLUMNS)
    .where('org_id', '=', orgId)
    .where('id', 'in', ids)
    .execute();
}

/** Datasets by id, deleted ones included: their provenance outlives them. */
export async function datasetsByIds(db: Db, orgId: string, ids: string[]): Promise<DatasetNode[]> {
  if (ids.length === 0) return [];
  return db
    .selectFrom('datasets')
    .select(['id', 'project_id', 'name', 'sample_count', 'created_at', 'deleted_at'])
    .where('org_id', '=', orgId)
    .where('id', 'in', ids)
    .execute();
}

export async function evaluationsByIds(db: Db, orgId: string, ids: string[]): Promise<EvaluationNode[]> {
  if (ids.length === 0) return [];
  return db
    .selectFrom('evaluations')
    .select(['id', 'project_id', 'dataset_id', 'name', 'status', 'summary', 'actor', 'created_at', 'completed_at'])
    .where('org_id', '=', orgId)
    .where('id', 'in', ids)
    .execute();
}

export async function reviewsByIds(db: Db, orgId: string, ids: string[]): Promise<ReviewNode[]> {
  if (ids.length === 0) return [];
  return db
    .selectFrom('reviews as r')
    .leftJoin('review_tasks as t', 't.id', 'r.task_id')
    .leftJoin('samples as s', 's.id', 'r.sample_id')
    .select([
      'r.id',
      'r.org_id',
      'r.project_id',
      'r.task_id',
      'r.sample_id',
      'r.reviewer_id',
      'r.grades',
      'r.override_ai_score',
      'r.override_value',
      'r.original_ai_score',
      'r.submitted_at',
      't.evaluation_id as routed_from',
      's.dataset_id as dataset_id',
    ])
    .where('r.org_id', '=', orgId)
    .where('r.id', 'in', ids)
    .execute();
}

// ---- Links -------------------------------------------------------------------------------

/** Evaluations that scored any of these samples. */
export async function evaluationIdsScoring(
  db: Db,
  orgId: string,
  sampleIds: string[],
  limit: number,
): Promise<string[]> {
  if (sampleIds.length === 0) return [];
  const rows = await db
    .selectFrom('evaluation_results')
    .select('evaluation_id')
    .distinct()
    .where('org_id', '=', orgId)
    .where('sample_id', 'in', sampleIds)
    .orderBy('evaluation_id')
    .limit(limit)
    .execute();
  return rows.map((r) => r.evaluation_id);
}

export async function reviewIdsOfSamples(
  db: Db,
  orgId: string,
  projectIds: string[],
  sampleIds: string[],
  limit: number,
): Promise<string[]> {
  if (sampleIds.length === 0) return [];
  const rows = await db
    .selectFrom('reviews')
    .select('id')
    .where('org_id', '=', orgId)
    .where('project_id', 'in', projectIds)
    .where('sample_id', 'in', sampleIds)
    .orderBy('id')
    .limit(limit)
    .execute();
  return rows.map((r) => r.id);
}

export async function evaluationIdsOfDatasets(
  db: Db,
  orgId: string,
  datasetIds: string[],
  limit: number,
): Promise<string[]> {
  if (datasetIds.length === 0) return [];
  const rows = await db
    .selectFrom('evaluations')
    .select('id')
    .where('org_id', '=', orgId)
    .where('dataset_id', 'in', datasetIds)
    .orderBy('id')
    .limit(limit)
    .execute();
  return rows.map((r) => r.id);
}

/** Reviews of any sample of these datasets. */
export async function reviewIdsOfDatasets(
  db: Db,
  orgId: string,
  projectIds: string[],
  datasetIds: string[],
  limit: number,
): Promise<string[]> {
  if (datasetIds.length === 0) return [];
  const rows = await db
    .selectFrom('reviews')
    .select('id')
    .where('org_id', '=', orgId)
    .where('project_id', 'in', projectIds)
    .where('sample_id', 'in', (eb) =>
      eb.selectFrom('samples').select('id').where('org_id', '=', orgId).where('dataset_id', 'in', datasetIds),
    )
    .orderBy('id')
    .limit(limit)
    .execute();
  return rows.map((r) => r.id);
}

/** Reviews in the tasks these evaluations' routing created. */
export async function reviewIdsRoutedFrom(
  db: Db,
  orgId: string,
  projectIds: string[],
  evaluationIds: string[],
  limit: number,
): Promise<string[]> {
  if (evaluationIds.length === 0) return [];
  const rows = await db
    .selectFrom('reviews')
    .select('id')
    .where('org_id', '=', orgId)
    .where('project_id', 'in', projectIds)
    .where('task_id', 'in', (eb) =>
      eb
        .selectFrom('review_tasks')
        .select('id')
        .where('org_id', '=', orgId)
        .where('project_id', 'in', projectIds)
        .where('evaluation_id', 'in', evaluationIds),
    )
    .orderBy('id')
    .limit(limit)
    .execute();
  return rows.map((r) => r.id);
}

/** Completed results of these samples, newest first: the scores reviews may have overridden. */
export async function completedResultsOfSamples(db: Db, orgId: string, sampleIds: string[], limit: number) {
  if (sampleIds.length === 0) return [];
  return db
    .selectFrom('evaluation_results')
    .select(['evaluation_id', 'sample_id', 'evaluated_at'])
    .where('org_id', '=', orgId)
    .where('sample_id', 'in', sampleIds)
    .where('status', '=', 'completed')
    .orderBy('evaluated_at', 'desc')
    .limit(limit)
    .execute();
}

/** One sample's results in these evaluations (its own scores). */
export async function resultsOfSampleIn(db: Db, orgId: string, sampleId: string, evaluationIds: string[]) {
  if (evaluationIds.length === 0) return [];
  return db
    .selectFrom('evaluation_results')
    .select(['evaluation_id', 'ai_score', 'scores'])
    .where('org_id', '=', orgId)
    .where('sample_id', '=', sampleId)
    .where('evaluation_id', 'in', evaluationIds)
    .execute();
}

// ---- Audit entries -----------------------------------------------------------------------

const ENTRY_COLUMNS = ['seq', 'id', 'body', 'prev_hash', 'hash'] as const;

/**
 * Audit entries about one resource, newest first (by chain position), at most `limit`. By id
 * alone, with `=`: ids are unique across types, and SQLite picks the resource index for exactly
 * this shape (given a type too, or several ids, it walked the type index or the whole log).
 */
export async function auditEntriesOf(
  db: Db,
  orgId: string,
  resourceId: string,
  opts: { kinds?: string[]; limit: number },
): Promise<AuditRow[]> {
  let q = db
    .selectFrom('ledger_entries')
    .select(ENTRY_COLUMNS)
    .where('org_id', '=', orgId)
    .where('log', '=', 'audit')
    .where('resource_id', '=', resourceId);
  if (opts.kinds?.length) q = q.where('kind', 'in', opts.kinds);
  const rows = await q.orderBy('seq', 'desc').limit(opts.limit).execute();
  return rows.map((r) => ({ ...r, seq: Number(r.seq) }));
}
