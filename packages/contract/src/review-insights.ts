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
  }),
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
