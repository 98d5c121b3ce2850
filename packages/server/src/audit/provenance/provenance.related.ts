import type { ProvenanceRelated } from '@latchkey/contract';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.js';
import { type SummarySums, summaryOf } from '../../eval/evaluations/scoring.js';
import { reviewersById, unpackCredentials } from '../../eval/reviewers/reviewers.repository.js';
import { iso, isoOrNull } from '../../platform/http/pagination.js';
import {
  completedResultsOfSamples,
  type DatasetNode,
  datasetsByIds,
  type EvaluationNode,
  evaluationIdsOfDatasets,
  evaluationIdsScoring,
  evaluationsByIds,
  type ReviewNode,
  resultsOfSampleIn,
  reviewIdsOfDatasets,
  reviewIdsOfSamples,
  reviewIdsRoutedFrom,
  reviewsByIds,
  type SampleNode,
  samplesByIds,
} from './provenance.repository.js';

/** At most this many items per related list; `truncated` says when a list stopped there. */
export const RELATED_CAP = 100;

type Kind = 'samples' | 'datasets' | 'evaluations' | 'reviews';

/** Resources found at one level of the walk. */
export interface Level {
  samples: SampleNode[];
  datasets: DatasetNode[];
  evaluations: EvaluationNode[];
  reviews: ReviewNode[];
}

type Ids = Record<Kind, string[]>;

export const emptyLevel = (): Level => ({ samples: [], datasets: [], evaluations: [], reviews: [] });
const KINDS: Kind[] = ['samples', 'datasets', 'evaluations', 'reviews'];
const unique = (xs: Array<string | null | undefined>) => [...new Set(xs.filter((x): x is string => !!x))];

/**
 * Walks the links between samples, datasets, evaluations and reviews breadth first, `depth`
 * levels out from the root. Directly related (level 1):
 * - a sample: the evaluations that scored it, its reviews;
 * - a dataset: its evaluations, the reviews of its samples;
 * - an evaluation: its dataset, the reviews its routing led to;
 * - a review: its sample, the evaluation that routed it and the one whose score it overrode.
 * Each resource appears once, at the level it was first reached (the root never), so cycles
 * end; each list stops at RELATED_CAP, and every link query is bounded the same way.
 */
export async function collectRelated(
  db: Kysely<DB>,
  orgId: string,
  root: { kind: Kind; level: Level },
  depth: number,
  anchorSample: string | null,
): Promise<ProvenanceRelated> {
  const found = { samples: [], datasets: [], evaluations: [], reviews: [] } as {
    [K in Kind]: Array<{ node: Level[K][number]; depth: number }>;
  };
  const seen = new Set<string>(KINDS.flatMap((k) => root.level[k].map((n) => `${k}:${n.id}`)));
  let truncated = false;
  let frontier = root.level;
  for (let d = 1; d <= depth; d++) {
    const links = await linksOf(db, orgId, frontier);
    truncated ||= links.truncated;
    const fresh: Ids = { samples: [], datasets: [], evaluations: [], reviews: [] };
    for (const k of KINDS) {
      for (const id of links.ids[k]) {
        if (seen.has(`${k}:${id}`)) continue;
        if (found[k].length + fresh[k].length >= RELATED_CAP) {
          truncated = true;
          break;
        }
        seen.add(`${k}:${id}`);
        fresh[k].push(id);
      }
    }
    frontier = await load(db, orgId, fresh);
    for (const k of KINDS) {
      for (const node of frontier[k]) (found[k] as Array<{ node: unknown; depth: number }>).push({ node, depth: d });
    }
    if (KINDS.every((k) => frontier[k].length === 0)) break;
  }
  return present(db, orgId, found, anchorSample, truncated);
}

export async function load(db: Kysely<DB>, orgId: string, ids: Ids): Promise<Level> {
  const [samples, datasets, evaluations, reviews] = await Promise.all([
    samplesByIds(db, orgId, ids.samples),
    datasetsByIds(db, orgId, ids.datasets),
    evaluationsByIds(db, orgId, ids.evaluations),
    reviewsByIds(db, orgId, ids.reviews),
  ]);
  return { samples, datasets, evaluations, reviews };
}

/** The ids directly linked to a level's resources, and whether a link query hit its bound. */
async function linksOf(db: Kysely<DB>, orgId: string, level: Level): Promise<{ ids: Ids; truncated: boolean }> {
  const bound = RELATED_CAP + 1;
  const { samples, datasets, evaluations, reviews } = level;
  const sampleIds = samples.map((s) => s.id);
  const datasetIds = datasets.map((d) => d.id);
  const evaluationIds = evaluations.map((e) => e.id);
  const projects = (xs: Array<{ project_id: string }>) => unique(xs.map((x) => x.project_id));
  const [scoredBy, sampleReviews, datasetEvals, datasetReviews, routedReviews, overridden] = await Promise.all([
    evaluationIdsScoring(db, orgId, sampleIds, bound),
    reviewIdsOfSamples(db, orgId, projects(samples), sampleIds, bound),
    evaluationIdsOfDatasets(db, orgId, datasetIds, bound),
    reviewIdsOfDatasets(db, orgId, projects(datasets), datasetIds, bound),
    reviewIdsRoutedFrom(db, orgId, projects(evaluations), evaluationIds, bound),
    overriddenEvaluations(db, orgId, reviews),
  ]);
  const truncated = [scoredBy, sampleReviews, datasetEvals, datasetReviews, routedReviews].some(
    (xs) => xs.length >= bound,
  );
  return {
    truncated,
    ids: {
      samples: unique(reviews.map((r) => r.sample_id)),
      datasets: unique(evaluations.map((e) => e.dataset_id)),
      evaluations: unique([...scoredBy, ...datasetEvals, ...reviews.map((r) => r.routed_from), ...overridden]),
      reviews: unique([...sampleReviews, ...datasetReviews, ...routedReviews]),
    },
  };
}

/**
 * The evaluation each overriding review overrode: its sample's newest completed result when the
 * review was submitted (the same rule the review service used to record original_ai_score).
 */
async function overriddenEvaluations(db: Kysely<DB>, orgId: string, reviews: ReviewNode[]): Promise<string[]> {
  const overriding = reviews.filter((r) => Number(r.override_ai_score) === 1);
  if (overriding.length === 0) return [];
  const results = await completedResultsOfSamples(
    db,
    orgId,
    unique(overriding.map((r) => r.sample_id)),
    RELATED_CAP * 10,
  );
  return unique(
    overriding.map(
      (r) =>
        results.find((x) => x.sample_id === r.sample_id && Number(x.evaluated_at) <= Number(r.submitted_at))
          ?.evaluation_id,
    ),
  );
}

async function present(
  db: Kysely<DB>,
  orgId: string,
  found: { [K in Kind]: Array<{ node: Level[K][number]; depth: number }> },
  anchorSample: string | null,
  truncated: boolean,
): Promise<ProvenanceRelated> {
  const byLevel = <T extends { node: { id: string }; depth: number }>(xs: T[]) =>
    [...xs].sort((a, b) => a.depth - b.depth || (a.node.id < b.node.id ? -1 : 1));
  const evalIds = found.evaluations.map((e) => e.node.id);
  const [own, reviewers] = await Promise.all([
    anchorSample ? resultsOfSampleIn(db, orgId, anchorSample, evalIds) : Promise.resolve([]),
    reviewersById(
      db,
      orgId,
      found.reviews.map((r) => r.node.reviewer_id),
    ),
  ]);
  const ownBy = new Map(own.map((r) => [r.evaluation_id, r]));
  return {
    evaluations: byLevel(found.evaluations).map(({ node: e, depth }) => {
      const mine = ownBy.get(e.id);
      const summary = summaryOf(JSON.parse(e.summary) as SummarySums);
      return {
        id: e.id,
        name: e.name,
        status: e.status,
        dataset: e.dataset_id,
        scores: mine ? (JSON.parse(mine.scores) as Record<string, number>) : summary.scores,
        ai_score: mine ? (mine.ai_score === null ? null : Number(mine.ai_score)) : summary.ai_score,
        completed_at: e.completed_at === null ? null : iso(Number(e.completed_at)),
        depth,
      };
    }),
    reviews: byLevel(found.reviews).map(({ node: r, depth }) => {
      const who = reviewers.get(r.reviewer_id);
      return {
        id: r.id,
        task: r.task_id,
        sample: r.sample_id,
        reviewer: {
          id: r.reviewer_id,
          name: who?.name ?? '',
          credentials: who ? unpackCredentials(who.credentials) : [],
        },
        grades: JSON.parse(r.grades) as Record<string, unknown>,
        override_ai_score: Number(r.override_ai_score) === 1,
        override_value: r.override_value === null ? null : Number(r.override_value),
        original_ai_score: r.original_ai_score === null ? null : Number(r.original_ai_score),
        submitted_at: iso(Number(r.submitted_at)),
        depth,
      };
    }),
    datasets: byLevel(found.datasets).map(({ node: d, depth }) => ({
      id: d.id,
      name: d.name,
      project: d.project_id,
      sample_count: Number(d.sample_count),
      created_at: iso(Number(d.created_at)),
      deleted_at: isoOrNull(d.deleted_at === null ? null : Number(d.deleted_at)),
      depth,
    })),
    samples: byLevel(found.samples).map(({ node: s, depth }) => ({
      id: s.id,
      dataset: s.dataset_id,
      project: s.project_id,
      contains_phi: Number(s.contains_phi) === 1,
      source: { type: s.source_type, request_id: s.request_id },
      created_at: iso(Number(s.created_at)),
      depth,
    })),
    truncated,
  };
}
