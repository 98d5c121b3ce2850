import { type Static, Type } from '@sinclair/typebox';
import { IsoTime, ListQuery } from './common.js';
import { Credential } from './review-reviewers.js';

export const Priority = Type.Union([
  Type.Literal('low'),
  Type.Literal('normal'),
  Type.Literal('high'),
  Type.Literal('urgent'),
]);
export type Priority = Static<typeof Priority>;

export const TaskStatus = Type.Union([
  Type.Literal('pending'),
  Type.Literal('assigned'),
  Type.Literal('in_progress'),
  Type.Literal('completed'),
  Type.Literal('cancelled'),
]);
export type TaskStatus = Static<typeof TaskStatus>;

export const AssignmentMode = Type.Union([Type.Literal('auto'), Type.Literal('manual'), Type.Literal('pool')]);
export type AssignmentMode = Static<typeof AssignmentMode>;

export const Assignment = Type.Object(
  {
    mode: AssignmentMode,
    reviewer_id: Type.Optional(Type.String({ minLength: 1, maxLength: 64, description: 'For manual.' })),
    required_credentials: Type.Optional(Type.Array(Credential, { minItems: 1, maxItems: 4, uniqueItems: true })),
    specialty: Type.Optional(Type.String({ minLength: 1, maxLength: 100 })),
  },
  { additionalProperties: false },
);
export type Assignment = Static<typeof Assignment>;

export const CreateTaskBody = Type.Object(
  {
    project: Type.String({ minLength: 1, maxLength: 64 }),
    samples: Type.Array(Type.String({ minLength: 1, maxLength: 64 }), {
      minItems: 1,
      maxItems: 500,
      uniqueItems: true,
    }),
    rubric: Type.String({ minLength: 1, maxLength: 64 }),
    priority: Type.Optional(Priority),
    assignment: Type.Optional(Assignment),
    due_at: Type.Optional(IsoTime),
    metadata: Type.Optional(Type.Record(Type.String(), Type.Unknown())),
  },
  { additionalProperties: false },
);
export type CreateTaskBody = Static<typeof CreateTaskBody>;

export const Assignee = Type.Object({
  id: Type.String(),
  name: Type.String(),
  credentials: Type.Array(Credential),
  specialty: Type.String(),
});

export const ReviewTask = Type.Object({
  id: Type.String(),
  object: Type.Literal('review_task'),
  project: Type.String(),
  samples: Type.Array(Type.String()),
  sample_count: Type.Integer(),
  rubric: Type.String(),
  status: TaskStatus,
  priority: Priority,
  assignee: Type.Optional(Assignee),
  assignment: Type.Object({
    mode: AssignmentMode,
    required_credentials: Type.Array(Credential),
    specialty: Type.Optional(Type.String()),
  }),
  progress: Type.Object({ completed: Type.Integer(), total: Type.Integer() }),
  due_at: IsoTime,
  created_at: IsoTime,
  metadata: Type.Record(Type.String(), Type.Unknown()),
});
export type ReviewTask = Static<typeof ReviewTask>;

export const TaskListQuery = Type.Composite(
  [
    ListQuery,
    Type.Object({
      project: Type.Optional(Type.String({ minLength: 1, maxLength: 64 })),
      status: Type.Optional(TaskStatus),
      assignee: Type.Optional(Type.String({ minLength: 1, maxLength: 64 })),
      priority: Type.Optional(Priority),
    }),
  ],
  { additionalProperties: false },
);
export type TaskListQuery = Static<typeof TaskListQuery>;
