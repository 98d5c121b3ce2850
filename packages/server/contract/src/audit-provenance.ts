import { type Static, Type } from '@sinclair/typebox';
import { AuditActor } from './audit.js';
import { IsoTime, Nullable } from './common.js';
import { DataLineage } from './eval-data.js';

/** The resources whose provenance can be read (spec: sample, dataset, evaluation, review). */
export const PROVENANCE_RESOURCE_TYPES = ['sample', 'dataset', 'evaluation', 'review'] as const;
export type ProvenanceResourceType = (typeof PROVENANCE_RESOURCE_TYPES)[number];

export const ProvenanceParams = Type.Object({
  resource_type: Type.Union(
    PROVENANCE_RESOURCE_TYPES.map((t) => Type.Literal(t)),
    { description: 'sample, dataset, evaluation or review' },
  ),
  resource_id: Type.String({ minLength: 1, maxLength: 64 }),
});
export type ProvenanceParams = Static<typeof ProvenanceParams>;

export const ProvenanceQuery = Type.Object(
  {
    include_related: Type.Optional(
      Type.Boolean({ default: false, description: 'Add `related`: the resources linked to this one.' }),
    ),
    depth: Type.Optional(
      Type.Integer({
        minimum: 1,
        maximum: 5,
        default: 1,
        description: 'Levels of related resources: 1 = directly related, 2 = related to those, …',
      }),
    ),
  },
  { additionalProperties: false },
);
export type ProvenanceQuery = Static<typeof ProvenanceQuery>;

const Level = Type.Integer({ minimum: 1, maximum: 5, description: 'The level at which it was reached.' });

export const ProvenanceEvent = Type.Object({
  id: Type.String({ description: 'The audit log entry behind the event (GET /v1/audit/logs/{id}).' }),
  timestamp: IsoTime,
  event_type: Type.String(),
  actor: AuditActor,
  context: Type.Optional(Type.Record(Type.String(), Type.Unknown())),
});
export type ProvenanceEvent = Static<typeof ProvenanceEvent>;

export const RelatedEvaluation = Type.Object({
  id: Type.String(),
  name: Type.String(),
  status: Type.String(),
  dataset: Type.String(),
  scores: Type.Record(Type.String(), Type.Number(), {
    description:
      "Evaluator name to score: the anchor sample's own scores when this evaluation scored it, else the evaluation's mean.",
  }),
  ai_score: Nullable(Type.Number()),
  completed_at: Nullable(IsoTime),
  depth: Level,
});

export const RelatedReview = Type.Object({
  id: Type.String(),
  task: Type.String(),
  sample: Type.String(),
  reviewer: Type.Object({ id: Type.String(), name: Type.String(), credentials: Type.Array(Type.String()) }),
  grades: Type.Record(Type.String(), Type.Unknown()),
  override_ai_score: Type.Boolean(),
  override_value: Nullable(Type.Number()),
  original_ai_score: Nullable(Type.Number()),
  submitted_at: IsoTime,
  depth: Level,
});

export const RelatedDataset = Type.Object({
  id: Type.String(),
  name: Type.String(),
  project: Type.String(),
  sample_count: Type.Integer(),
  created_at: IsoTime,
  deleted_at: Nullable(IsoTime),
  depth: Level,
});

/** A related sample never carries content: provenance says where data came from, not what it says. */
export const RelatedSample = Type.Object({
  id: Type.String(),
  dataset: Type.String(),
  project: Type.String(),
  contains_phi: Type.Boolean(),
  source: Type.Object({ type: Type.String(), request_id: Nullable(Type.String()) }),
  created_at: IsoTime,
  depth: Level,
});

export const ProvenanceRelated = Type.Object({
  evaluations: Type.Array(RelatedEvaluation),
  reviews: Type.Array(RelatedReview),
  datasets: Type.Array(RelatedDataset),
  samples: Type.Array(RelatedSample),
  truncated: Type.Boolean({ description: 'True when a list stopped at its cap (100 items).' }),
});
export type ProvenanceRelated = Static<typeof ProvenanceRelated>;

export const Provenance = Type.Object({
  object: Type.Literal('provenance'),
  resource: Type.Object({
    type: Type.String(),
    id: Type.String(),
    dataset: Nullable(Type.String()),
    project: Nullable(Type.String()),
  }),
  created_at: IsoTime,
  created_by: Type.Object({ type: Type.String(), id: Type.String(), email: Nullable(Type.String()) }),
  source: Type.Object({
    type: Type.String({ description: 'api_upload, call, evaluation_run or review' }),
    request_id: Nullable(Type.String()),
  }),
  history: Type.Array(ProvenanceEvent, { description: 'Oldest to newest; the newest 1,000 at most.' }),
  history_truncated: Type.Boolean(),
  related: Type.Optional(ProvenanceRelated),
  data_lineage: Nullable(DataLineage, { description: 'For samples; null for other resources.' }),
});
export type Provenance = Static<typeof Provenance>;
