import { type Static, Type } from '@sinclair/typebox';
import { IsoTime, ListQuery, Nullable } from './common.js';
import { EvaluatorSpec } from './eval-evaluators.js';
import { Assignment, Priority } from './review-tasks.js';

const Ref = (description: string) => Type.String({ minLength: 1, maxLength: 64, description });
const JsonObject = Type.Record(Type.String(), Type.Unknown());

export const EvaluationStatus = Type.Union([
  Type.Literal('pending'),
  Type.Literal('running'),
  Type.Literal('completed'),
  Type.Literal('failed'),
  Type.Literal('cancelled'),
]);
export type EvaluationStatus = Static<typeof EvaluationStatus>;

/**
 * Routes samples to human review when the evaluation completes: those scoring below
 * `score_below`, those raising any of `flags_any`, and a `sample_rate` share of the rest
 * (spot checks), as review tasks of `rubric` with this priority and assignment.
 */
export const ReviewRouting = Type.Object(
  {
    rubric: Ref('Rubric id of the same project.'),
    when: Type.Object(
      {
        score_below: Type.Optional(Type.Number({ minimum: 0, maximum: 1 })),
        flags_any: Type.Optional(
          Type.Array(Type.String({ minLength: 1, maxLength: 64 }), { minItems: 1, maxItems: 20 }),
        ),
        sample_rate: Type.Optional(Type.Number({ minimum: 0, maximum: 1 })),
      },
      { additionalProperties: false, minProperties: 1 },
    ),
    priority: Type.Optional(Priority),
    assignment: Type.Optional(Assignment),
  },
  { additionalProperties: false },
);
export type ReviewRouting = Static<typeof ReviewRouting>;

export const CreateEvaluationBody = Type.Object(
  {
    name: Type.String({ minLength: 1, maxLength: 200 }),
    project: Ref('Project id.'),
    dataset: Ref('Dataset id: every sample it holds when the evaluation is created is scored.'),
    evaluators: Type.Array(EvaluatorSpec, { minItems: 1, maxItems: 10 }),
    review: Type.Optional(ReviewRouting),
  },
  { additionalProperties: false },
);
export type CreateEvaluationBody = Static<typeof CreateEvaluationBody>;

export const EvaluationProgress = Type.Object({
  total: Type.Integer({ description: 'Samples in the dataset when the evaluation was created.' }),
  completed: Type.Integer({ description: 'Samples scored by every evaluator.' }),
  failed: Type.Integer({ description: 'Samples at least one evaluator could not score.' }),
  percent: Type.Number({ description: '100 × (completed + failed) / total.' }),
});

export const EvaluationSummary = Type.Object({
  ai_score: Nullable(Type.Number(), { description: 'Mean ai_score over completed samples.' }),
  scores: Type.Record(Type.String(), Type.Number(), { description: 'Mean score per evaluator name.' }),
  flags: Type.Record(Type.String(), Type.Integer(), { description: 'Samples raising each flag.' }),
});

export const Evaluation = Type.Object({
  id: Type.String(),
  object: Type.Literal('evaluation'),
  name: Type.String(),
  project: Type.String(),
  dataset: Type.String(),
  evaluators: Type.Array(
    Type.Object({
      name: Type.String(),
      type: Type.String(),
      config: JsonObject,
    }),
    { description: 'As given, with secrets (llm_judge api_key) masked.' },
  ),
  status: EvaluationStatus,
  progress: EvaluationProgress,
  summary: EvaluationSummary,
  error: Nullable(Type.String()),
  review: Type.Optional(ReviewRouting),
  review_tasks: Type.Array(Type.String(), { description: 'Review tasks the routing created.' }),
  created_at: IsoTime,
  started_at: Nullable(IsoTime),
  completed_at: Nullable(IsoTime),
});
export type Evaluation = Static<typeof Evaluation>;

export const EvaluationListQuery = Type.Composite(
  [
    ListQuery,
    Type.Object({
      project: Type.Optional(Ref('Project id.')),
      dataset: Type.Optional(Ref('Dataset id.')),
      status: Type.Optional(EvaluationStatus),
    }),
  ],
  { additionalProperties: false },
);
export type EvaluationListQuery = Static<typeof EvaluationListQuery>;

export const EvaluationResult = Type.Object({
  object: Type.Literal('evaluation_result'),
  id: Type.String({ description: 'The sample id (results are keyed by sample; use it as the cursor).' }),
  evaluation: Type.String(),
  sample: Type.String(),
  status: Type.Union([Type.Literal('completed'), Type.Literal('failed')]),
  ai_score: Nullable(Type.Number(), { description: 'Mean of the evaluator scores; null when the sample failed.' }),
  scores: Type.Record(Type.String(), Type.Number()),
  flags: Type.Array(Type.String()),
  details: Type.Record(Type.String(), JsonObject),
  error: Nullable(Type.String()),
  review_task: Nullable(Type.String(), { description: 'The review task this sample was routed to, if any.' }),
  evaluated_at: IsoTime,
});
export type EvaluationResult = Static<typeof EvaluationResult>;

export const EvaluationResultsQuery = Type.Composite(
  [ListQuery, Type.Object({ status: Type.Optional(Type.Union([Type.Literal('completed'), Type.Literal('failed')])) })],
  { additionalProperties: false },
);
export type EvaluationResultsQuery = Static<typeof EvaluationResultsQuery>;
