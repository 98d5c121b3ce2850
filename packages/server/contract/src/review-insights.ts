import { type Static, Type } from '@sinclair/typebox';
import { IsoTime, Nullable } from './common.js';
import { Priority } from './review-tasks.js';

/** `<number>d`, 1 to 3650 days. */
export const Period = Type.String({ pattern: '^[0-9]{1,4}d$', description: 'Days back from now, as `30d`.' });

export const QueueQuery = Type.Object(
  {
    project: Type.Optional(Type.String({ minLength: 1, maxLength: 64 })),
    priority: Type.Optional(Priority),
    limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 100, default: 50 })),
  },
  { additionalProperties: false },
);
export type QueueQuery = Static<typeof QueueQuery>;

/**
 * A sample waiting for review. The optional fields name things for people (a reviewer cannot read
 * projects, datasets or evaluation results): they are labels and scores, never sample content,
 * whose every read stays an audited `GET /v1/samples/{id}`.
 */
export const QueueItem = Type.Object({
  task_id: Type.String(),
  sample_id: Type.String(),
  priority: Priority,
  rubric: Type.String(),
  due_at: IsoTime,
  context: Type.Object({
    evaluation: Nullable(Type.String()),
    ai_score: Nullable(Type.Number()),
    flag_reason: Nullable(Type.String()),
    evaluation_name: Type.Optional(Type.String({ description: 'The name of `evaluation`.' })),
    scores: Type.Optional(
      Type.Record(Type.String(), Type.Number(), {
        description: "This sample's score by evaluator name in `evaluation` (`ai_score` is their mean).",
      }),
    ),
  }),
  position: Type.Optional(Type.Integer({ minimum: 1, description: "The sample's place in its task, from 1." })),
  sample_count: Type.Optional(Type.Integer({ description: 'Samples in the task.' })),
  contains_phi: Type.Optional(Type.Boolean({ description: 'Reading the sample needs X-Access-Justification.' })),
  project_name: Type.Optional(Type.String()),
  dataset_name: Type.Optional(Type.String()),
});

export const ReviewerQueue = Type.Object({
  reviewer: Type.String(),
  total_pending: Type.Integer(),
  items: Type.Array(QueueItem),
});
export type ReviewerQueue = Static<typeof ReviewerQueue>;

export const StatsQuery = Type.Object({ period: Type.Optional(Period) }, { additionalProperties: false });

export const ReviewerStats = Type.Object({
  object: Type.Literal('reviewer_stats'),
  reviewer: Type.String(),
  period: Type.String(),
  completed_count: Type.Integer(),
  avg_seconds_per_review: Nullable(Type.Number()),
  override_rate: Nullable(Type.Number({ description: 'Percent of reviews that overrode the AI score.' })),
  agreement_with_consensus: Nullable(
    Type.Number({
      description: "Percent of graded dimensions where the value equals the other reviewers' majority.",
    }),
  ),
});
export type ReviewerStats = Static<typeof ReviewerStats>;

export const ReliabilityBody = Type.Object(
  {
    project: Type.String({ minLength: 1, maxLength: 64 }),
    dimension: Type.String({ minLength: 1, maxLength: 64 }),
    period: Type.Optional(Period),
  },
  { additionalProperties: false },
);
export type ReliabilityBody = Static<typeof ReliabilityBody>;

export const ReliabilityResult = Type.Object({
  project: Type.String(),
  dimension: Type.String(),
  period: Type.String({ description: 'As asked, or `all` when no period was given.' }),
  cohens_kappa: Nullable(Type.Number()),
  fleiss_kappa: Nullable(Type.Number()),
  percent_agreement: Nullable(Type.Number()),
  review_count: Type.Integer(),
  reviewer_count: Type.Integer(),
  interpretation: Type.Union([
    Type.Literal('poor'),
    Type.Literal('slight'),
    Type.Literal('fair'),
    Type.Literal('moderate'),
    Type.Literal('substantial'),
    Type.Literal('almost_perfect'),
    Type.Literal('insufficient_data'),
  ]),
  by_category: Type.Record(Type.String(), Type.Object({ agreement: Nullable(Type.Number()) })),
});
export type ReliabilityResult = Static<typeof ReliabilityResult>;
