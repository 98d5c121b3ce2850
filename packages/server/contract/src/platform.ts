import { type Static, Type } from '@sinclair/typebox';
import { IsoTime, Nullable } from './common.js';

export const Plan = Type.Union([Type.Literal('starter'), Type.Literal('pro'), Type.Literal('enterprise')]);
export type Plan = Static<typeof Plan>;

export const KeyRole = Type.Union([
  Type.Literal('admin'),
  Type.Literal('member'),
  Type.Literal('reviewer'),
  Type.Literal('auditor'),
  Type.Literal('agent'),
]);
export type KeyRole = Static<typeof KeyRole>;

/** Roles a person can hold; `agent` is only ever a key bound to an agent. */
export const UserRole = Type.Union([
  Type.Literal('admin'),
  Type.Literal('member'),
  Type.Literal('reviewer'),
  Type.Literal('auditor'),
]);
export type UserRole = Static<typeof UserRole>;

export const ApiKey = Type.Object({
  id: Type.String(),
  object: Type.Literal('api_key'),
  name: Type.String(),
  role: KeyRole,
  user: Nullable(Type.String()),
  agent: Nullable(Type.String()),
  reviewer: Nullable(Type.String()),
  masked: Type.String({ description: 'Display form: prefix and last four characters.' }),
  created_at: IsoTime,
  last_used_at: Nullable(IsoTime),
  expires_at: Nullable(IsoTime),
  revoked_at: Nullable(IsoTime),
});
export type ApiKey = Static<typeof ApiKey>;

/** Returned once, on creation: the only time the secret is shown. */
export const CreatedApiKey = Type.Intersect([ApiKey, Type.Object({ secret: Type.String() })]);
export type CreatedApiKey = Static<typeof CreatedApiKey>;

export const CreateApiKeyBody = Type.Object(
  {
    name: Type.String({ minLength: 1, maxLength: 200 }),
    role: Type.Optional(
      Type.Union([Type.Literal('admin'), Type.Literal('member'), Type.Literal('auditor')], {
        description: "Default member. A key bound to a user always acts with the user's current role.",
      }),
    ),
    user: Type.Optional(Type.String({ minLength: 1, maxLength: 64 })),
    expires_at: Type.Optional(IsoTime),
  },
  { additionalProperties: false },
);
export type CreateApiKeyBody = Static<typeof CreateApiKeyBody>;

export const User = Type.Object({
  id: Type.String(),
  object: Type.Literal('user'),
  email: Type.String(),
  name: Nullable(Type.String()),
  role: UserRole,
  status: Type.Union([Type.Literal('invited'), Type.Literal('active'), Type.Literal('removed')]),
  reviewer_id: Nullable(Type.String(), { description: 'The reviewer record this person grades as (role reviewer).' }),
  totp_enabled: Type.Boolean({ description: 'Whether sign-in asks for a TOTP code.' }),
  created_at: IsoTime,
  updated_at: IsoTime,
  invitation: Type.Optional(
    Type.Object(
      { url: Type.String(), expires_at: IsoTime },
      { description: 'Only in the answer to an invitation: the one-time link to hand to the person.' },
    ),
  ),
});
export type User = Static<typeof User>;

export const InviteUserBody = Type.Object(
  {
    email: Type.String({ format: 'email', maxLength: 320 }),
    name: Type.Optional(Type.String({ minLength: 1, maxLength: 200 })),
    role: UserRole,
    reviewer_id: Type.Optional(
      Type.String({ minLength: 1, maxLength: 64, description: 'A reviewer record of the org; role must be reviewer.' }),
    ),
  },
  { additionalProperties: false },
);
export type InviteUserBody = Static<typeof InviteUserBody>;

export const UpdateUserBody = Type.Object(
  {
    role: Type.Optional(UserRole),
    reviewer_id: Type.Optional(Nullable(Type.String({ minLength: 1, maxLength: 64 }))),
  },
  { additionalProperties: false, minProperties: 1 },
);
export type UpdateUserBody = Static<typeof UpdateUserBody>;

/** The caller as the server sees it: which key, org and role a request runs as. */
export const Me = Type.Object({
  object: Type.Literal('principal'),
  key: Type.String(),
  role: KeyRole,
  org: Type.Object({ id: Type.String(), slug: Type.String(), plan: Plan }),
  user: Nullable(Type.String()),
  agent: Nullable(Type.String()),
  reviewer: Nullable(Type.String()),
});
export type Me = Static<typeof Me>;
