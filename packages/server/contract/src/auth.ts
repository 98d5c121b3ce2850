import { type Static, Type } from '@sinclair/typebox';
import { IsoTime, Nullable } from './common.js';
import { User } from './platform.js';

/** People signing in to the console (docs/console-auth.md): invitations, sessions, TOTP, org policy. */

export const Invitation = Type.Object({
  object: Type.Literal('invitation'),
  url: Type.String({ description: 'One-time link: <public base>/console/accept#token=…' }),
  expires_at: IsoTime,
});
export type Invitation = Static<typeof Invitation>;

export const AcceptInvitationBody = Type.Object(
  {
    token: Type.String({ minLength: 1, maxLength: 200 }),
    password: Type.String({ minLength: 1, maxLength: 1024 }),
    name: Type.Optional(Type.String({ minLength: 1, maxLength: 200 })),
  },
  { additionalProperties: false },
);
export type AcceptInvitationBody = Static<typeof AcceptInvitationBody>;

export const LoginBody = Type.Object(
  {
    email: Type.String({ minLength: 1, maxLength: 320 }),
    password: Type.String({ minLength: 1, maxLength: 1024 }),
    totp_code: Type.Optional(Type.String({ minLength: 1, maxLength: 16 })),
    org: Type.Optional(
      Type.String({ minLength: 1, maxLength: 100, description: 'Org slug: only when the email is in several orgs.' }),
    ),
  },
  { additionalProperties: false },
);
export type LoginBody = Static<typeof LoginBody>;

export const ConsoleSession = Type.Object({
  object: Type.Literal('session'),
  user: User,
  session: Type.Object({
    id: Type.String(),
    created_at: IsoTime,
    expires_at: IsoTime,
    idle_expires_at: IsoTime,
    totp_enrollment_required: Type.Boolean({
      description: 'The org requires TOTP and the user has none yet: only enrolment, this and sign-out work.',
    }),
  }),
  csrf_token: Type.String({ description: 'Send as X-CSRF-Token on every POST, PUT, PATCH and DELETE.' }),
  org: Type.Object({ id: Type.String(), slug: Type.String(), name: Type.String() }),
});
export type ConsoleSession = Static<typeof ConsoleSession>;

export const SessionSummary = Type.Object({
  id: Type.String(),
  object: Type.Literal('session'),
  created_at: IsoTime,
  last_seen_at: IsoTime,
  expires_at: IsoTime,
  ip_address: Nullable(Type.String()),
  user_agent: Nullable(Type.String()),
  current: Type.Boolean(),
});
export type SessionSummary = Static<typeof SessionSummary>;

export const SessionList = Type.Object({
  object: Type.Literal('list'),
  data: Type.Array(SessionSummary),
  has_more: Type.Boolean(),
  total_count: Type.Integer({ minimum: 0 }),
});
export type SessionList = Static<typeof SessionList>;

export const TotpSetup = Type.Object({
  object: Type.Literal('totp_setup'),
  secret: Type.String({ description: 'Base32; shown here only, until enabled.' }),
  otpauth_url: Type.String(),
});
export type TotpSetup = Static<typeof TotpSetup>;

export const TotpCodeBody = Type.Object(
  { code: Type.String({ minLength: 1, maxLength: 16 }) },
  { additionalProperties: false },
);
export type TotpCodeBody = Static<typeof TotpCodeBody>;

export const AuthPolicy = Type.Object({
  object: Type.Literal('auth_policy'),
  idle_timeout_minutes: Type.Integer({ minimum: 5, maximum: 480 }),
  absolute_lifetime_hours: Type.Integer({ minimum: 1, maximum: 72 }),
  totp_required: Type.Boolean(),
  updated_at: Nullable(IsoTime),
});
export type AuthPolicy = Static<typeof AuthPolicy>;

export const UpdateAuthPolicyBody = Type.Object(
  {
    idle_timeout_minutes: Type.Optional(Type.Integer({ minimum: 5, maximum: 480 })),
    absolute_lifetime_hours: Type.Optional(Type.Integer({ minimum: 1, maximum: 72 })),
    totp_required: Type.Optional(Type.Boolean()),
  },
  { additionalProperties: false, minProperties: 1 },
);
export type UpdateAuthPolicyBody = Static<typeof UpdateAuthPolicyBody>;
