import { type Static, Type } from '@sinclair/typebox';
import { EpochMs } from './common.js';
import { Escalation } from './pdp-evidence.js';

/** What happens to an escalation: raised by a decision, resolved by a person, or left to expire. */
export const EscalationEventType = Type.Union([
  Type.Literal('escalation.created'),
  Type.Literal('escalation.resolved'),
  Type.Literal('escalation.expired'),
]);
export type EscalationEventType = Static<typeof EscalationEventType>;

export const CreateEscalationSubscriptionBody = Type.Object(
  {
    url: Type.String({
      format: 'uri',
      maxLength: 2048,
      description: 'https URL of a public host (a Teams, Slack or pager bridge) that receives the events',
    }),
    events: Type.Array(EscalationEventType, { minItems: 1, maxItems: 3, uniqueItems: true }),
    secret: Type.Optional(
      Type.String({
        minLength: 16,
        maxLength: 200,
        pattern: '^[\\x21-\\x7e]+$',
        description:
          'Signing secret of your own (16–200 printable characters); omitted: one is generated and shown once.',
      }),
    ),
  },
  { additionalProperties: false },
);
export type CreateEscalationSubscriptionBody = Static<typeof CreateEscalationSubscriptionBody>;

export const EscalationSubscription = Type.Object({
  id: Type.String(),
  url: Type.String(),
  events: Type.Array(EscalationEventType),
  secretMasked: Type.String({ description: 'Last four characters of the signing secret' }),
  createdAt: EpochMs,
});
export type EscalationSubscription = Static<typeof EscalationSubscription>;

/** The creation answer: `secret` only when the server generated it, shown this once. */
export const CreatedEscalationSubscription = Type.Intersect([
  EscalationSubscription,
  Type.Object({ secret: Type.Optional(Type.String()) }),
]);
export type CreatedEscalationSubscription = Static<typeof CreatedEscalationSubscription>;

export const EscalationSubscriptionList = Type.Object({ subscriptions: Type.Array(EscalationSubscription) });

/** The body POSTed to a subscription's URL, signed with `X-Latchkey-Signature`. */
export const EscalationWebhookEvent = Type.Object({
  id: Type.String({ description: 'The event id (the same on every retry): deduplicate on it.' }),
  type: EscalationEventType,
  created_at: EpochMs,
  data: Escalation,
  links: Type.Object({ console: Type.String({ description: "The escalation's page in the console" }) }),
});
export type EscalationWebhookEvent = Static<typeof EscalationWebhookEvent>;
