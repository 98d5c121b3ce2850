import { type Static, Type } from '@sinclair/typebox';
import { IsoTime, ListQuery, Nullable } from './common.js';

export const Credential = Type.Union([Type.Literal('MD'), Type.Literal('DO'), Type.Literal('NP'), Type.Literal('RN')]);
export type Credential = Static<typeof Credential>;

const Credentials = Type.Array(Credential, { minItems: 1, maxItems: 4, uniqueItems: true });
const Projects = Type.Array(Type.String({ minLength: 1, maxLength: 64 }), {
  minItems: 1,
  maxItems: 50,
  uniqueItems: true,
  description: 'Projects whose tasks this reviewer may be assigned or claim.',
});

export const CreateReviewerBody = Type.Object(
  {
    name: Type.String({ minLength: 1, maxLength: 200 }),
    email: Type.Optional(Type.String({ format: 'email', maxLength: 320 })),
    credentials: Credentials,
    specialty: Type.Optional(Type.String({ minLength: 1, maxLength: 100 })),
    projects: Projects,
    available: Type.Optional(Type.Boolean({ description: 'Default true.' })),
  },
  { additionalProperties: false },
);
export type CreateReviewerBody = Static<typeof CreateReviewerBody>;

export const UpdateReviewerBody = Type.Object(
  {
    name: Type.Optional(Type.String({ minLength: 1, maxLength: 200 })),
    credentials: Type.Optional(Credentials),
    specialty: Type.Optional(Nullable(Type.String({ minLength: 1, maxLength: 100 }))),
    projects: Type.Optional(Projects),
    available: Type.Optional(Type.Boolean()),
  },
  { additionalProperties: false, minProperties: 1 },
);
export type UpdateReviewerBody = Static<typeof UpdateReviewerBody>;

export const Reviewer = Type.Object({
  id: Type.String(),
  object: Type.Literal('reviewer'),
  name: Type.String(),
  email: Nullable(Type.String()),
  credentials: Type.Array(Credential),
  specialty: Nullable(Type.String()),
  projects: Type.Array(Type.String()),
  available: Type.Boolean(),
  pending_count: Type.Integer({ description: 'Samples not yet reviewed in tasks assigned to this reviewer.' }),
  created_at: IsoTime,
  updated_at: IsoTime,
});
export type Reviewer = Static<typeof Reviewer>;

/** Returned once, on creation: the reviewer's own API key (role `reviewer`). */
export const CreatedReviewer = Type.Intersect([
  Reviewer,
  Type.Object({ api_key: Type.String({ description: 'Shown this once; stored only as a hash.' }) }),
]);
export type CreatedReviewer = Static<typeof CreatedReviewer>;

export const ReviewerListQuery = Type.Composite(
  [
    ListQuery,
    Type.Object({
      project: Type.Optional(Type.String({ minLength: 1, maxLength: 64 })),
      credentials: Type.Optional(
        Type.Array(Credential, { maxItems: 4, description: 'Reviewers holding any of these (repeat the parameter).' }),
      ),
      available: Type.Optional(Type.Boolean()),
    }),
  ],
  { additionalProperties: false },
);
export type ReviewerListQuery = Static<typeof ReviewerListQuery>;
