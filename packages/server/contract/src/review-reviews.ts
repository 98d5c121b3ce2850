import { type Static, Type } from '@sinclair/typebox';
import { IsoTime, ListQuery } from './common.js';
import { Credential } from './review-reviewers.js';

const Flags = Type.Array(Type.String({ minLength: 1, maxLength: 64 }), { maxItems: 20, uniqueItems: true });

export const SubmitReviewBody = Type.Object(
  {
    sample: Type.String({ minLength: 1, maxLength: 64 }),
    grades: Type.Record(Type.String({ maxLength: 64 }), Type.Unknown(), {
      description: 'Dimension id → { value, confidence?, …extras }; checked against the task rubric.',
    }),
    override_ai_score: Type.Optional(Type.Boolean()),
    override_value: Type.Optional(Type.Number({ minimum: 0, maximum: 1 })),
    notes: Type.Optional(Type.String({ maxLength: 10_000 })),
    flags: Type.Optional(Flags),
  },
  { additionalProperties: false },
);
export type SubmitReviewBody = Static<typeof SubmitReviewBody>;

export const Review = Type.Object({
  id: Type.String(),
  object: Type.Literal('review'),
  task: Type.String(),
  sample: Type.String(),
  reviewer: Type.Object({ id: Type.String(), name: Type.String(), credentials: Type.Array(Credential) }),
  grades: Type.Record(Type.String(), Type.Unknown()),
  override_ai_score: Type.Boolean(),
  override_value: Type.Optional(Type.Number()),
  original_ai_score: Type.Optional(Type.Number()),
  notes: Type.Optional(Type.String()),
  flags: Type.Array(Type.String()),
  submitted_at: IsoTime,
});
export type Review = Static<typeof Review>;

export const ReviewListQuery = Type.Composite(
  [
    ListQuery,
    Type.Object({
      project: Type.Optional(Type.String({ minLength: 1, maxLength: 64 })),
      task: Type.Optional(Type.String({ minLength: 1, maxLength: 64 })),
      sample: Type.Optional(Type.String({ minLength: 1, maxLength: 64 })),
      reviewer: Type.Optional(Type.String({ minLength: 1, maxLength: 64 })),
      has_override: Type.Optional(Type.Boolean()),
      flags: Type.Optional(Type.Array(Type.String({ minLength: 1, maxLength: 64 }), { maxItems: 20 })),
    }),
  ],
  { additionalProperties: false },
);
export type ReviewListQuery = Static<typeof ReviewListQuery>;
