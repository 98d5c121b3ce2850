import { type Static, Type } from '@sinclair/typebox';
import { IsoTime, ListQuery } from './common.js';

export const DimensionType = Type.Union([
  Type.Literal('categorical'),
  Type.Literal('scale'),
  Type.Literal('boolean'),
  Type.Literal('multi_select'),
]);
export type DimensionType = Static<typeof DimensionType>;

export const RubricOption = Type.Object(
  {
    value: Type.String({ minLength: 1, maxLength: 100 }),
    label: Type.String({ minLength: 1, maxLength: 200 }),
    score_impact: Type.Optional(Type.Number()),
    safety_flag: Type.Optional(Type.Boolean()),
  },
  { additionalProperties: false },
);
export type RubricOption = Static<typeof RubricOption>;

/**
 * One gradable dimension. Which of `options` / `min`, `max`, `labels` apply depends on `type`;
 * the server checks that combination and names the offending field.
 */
export const Dimension = Type.Object(
  {
    id: Type.String({ pattern: '^[A-Za-z0-9_-]{1,64}$', description: 'Key used in grades.' }),
    name: Type.String({ minLength: 1, maxLength: 200 }),
    type: DimensionType,
    required: Type.Optional(Type.Boolean({ description: 'Default false.' })),
    options: Type.Optional(Type.Array(RubricOption, { maxItems: 50 })),
    guidance: Type.Optional(Type.String({ maxLength: 4000 })),
    min: Type.Optional(Type.Number()),
    max: Type.Optional(Type.Number()),
    labels: Type.Optional(Type.Record(Type.String(), Type.String({ maxLength: 200 }))),
  },
  { additionalProperties: false },
);
export type Dimension = Static<typeof Dimension>;

export const CreateRubricBody = Type.Object(
  {
    name: Type.String({ minLength: 1, maxLength: 200 }),
    project: Type.String({ minLength: 1, maxLength: 64 }),
    description: Type.Optional(Type.String({ maxLength: 4000 })),
    dimensions: Type.Array(Dimension, { minItems: 1, maxItems: 50 }),
  },
  { additionalProperties: false },
);
export type CreateRubricBody = Static<typeof CreateRubricBody>;

export const Rubric = Type.Object({
  id: Type.String(),
  object: Type.Literal('rubric'),
  project: Type.String(),
  name: Type.String(),
  description: Type.String(),
  dimensions: Type.Array(
    Type.Object({
      id: Type.String(),
      name: Type.String(),
      type: DimensionType,
      required: Type.Boolean(),
      options: Type.Optional(Type.Array(RubricOption)),
      guidance: Type.Optional(Type.String()),
      min: Type.Optional(Type.Number()),
      max: Type.Optional(Type.Number()),
      labels: Type.Optional(Type.Record(Type.String(), Type.String())),
    }),
  ),
  created_at: IsoTime,
});
export type Rubric = Static<typeof Rubric>;

export const RubricListQuery = Type.Composite(
  [ListQuery, Type.Object({ project: Type.Optional(Type.String({ minLength: 1, maxLength: 64 })) })],
  { additionalProperties: false },
);
export type RubricListQuery = Static<typeof RubricListQuery>;
