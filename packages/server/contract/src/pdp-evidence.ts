import { type Static, Type } from '@sinclair/typebox';
import { EpochMs, Nullable } from './common.js';

export const Integrity = Type.Object({ seq: Type.Integer(), prev_hash: Type.String(), hash: Type.String() });

export const EventBody = Type.Object(
  {
    ts: Type.Optional(EpochMs),
    session: Type.Optional(Type.String({ maxLength: 200 })),
    type: Type.String({ minLength: 1, maxLength: 100, pattern: '^[A-Za-z0-9_.:-]+$' }),
    data: Type.Optional(Type.Record(Type.String(), Type.Unknown())),
  },
  { additionalProperties: false },
);
export type EventBody = Static<typeof EventBody>;

export const EventAccepted = Type.Object({ ok: Type.Boolean(), id: Type.String() });

export const EvidenceEvent = Type.Object({
  id: Type.String(),
  ts: EpochMs,
  receivedAt: EpochMs,
  session: Type.String(),
  type: Type.String(),
  agentId: Nullable(Type.String()),
  data: Type.Record(Type.String(), Type.Unknown()),
  integrity: Integrity,
});
export type EvidenceEvent = Static<typeof EvidenceEvent>;

export const EventsQuery = Type.Object(
  {
    session: Type.Optional(Type.String({ maxLength: 200 })),
    type: Type.Optional(Type.String({ maxLength: 100 })),
    agentId: Type.Optional(Type.String({ maxLength: 64 })),
    from: Type.Optional(EpochMs),
    to: Type.Optional(EpochMs),
    limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 1000, default: 100 })),
    cursor: Type.Optional(Type.String({ maxLength: 64 })),
  },
  { additionalProperties: false },
);
export type EventsQuery = Static<typeof EventsQuery>;

export const EventList = Type.Object({ events: Type.Array(EvidenceEvent), nextCursor: Nullable(Type.String()) });

export const ChainVerification = Type.Object({
  valid: Type.Boolean(),
  entryCount: Type.Integer(),
  firstHash: Nullable(Type.String()),
  lastHash: Nullable(Type.String()),
  errors: Type.Array(Type.Object({ seq: Type.Integer(), error: Type.String() }, { additionalProperties: true })),
});

export const RedeemPermitBody = Type.Object(
  {
    agentId: Type.String({ minLength: 1, maxLength: 64 }),
    tool: Type.String({ minLength: 1, maxLength: 200 }),
    args: Type.Optional(Type.Record(Type.String(), Type.Unknown())),
  },
  { additionalProperties: false },
);
export type RedeemPermitBody = Static<typeof RedeemPermitBody>;

export const RedeemedPermit = Type.Object({
  ok: Type.Boolean(),
  permitId: Type.String(),
  agentId: Type.String(),
  tool: Type.String(),
  redeemedAt: EpochMs,
});

export const EscalationStatus = Type.Union([
  Type.Literal('pending'),
  Type.Literal('approved'),
  Type.Literal('denied'),
  Type.Literal('expired'),
]);

export const Escalation = Type.Object({
  id: Type.String(),
  agentId: Type.String(),
  stage: Type.String(),
  tool: Nullable(Type.String()),
  policyId: Type.String({ description: 'The deciding policy of the escalated decision.' }),
  policyIds: Type.Array(Type.String(), {
    description:
      'Every policy that returned ESCALATE in that decision: approving satisfies exactly these on the retry.',
  }),
  rule: Type.String(),
  reason: Type.String(),
  status: EscalationStatus,
  decisionId: Type.String(),
  session: Type.String(),
  createdAt: EpochMs,
  expiresAt: EpochMs,
  resolvedAt: Nullable(EpochMs),
  resolvedBy: Nullable(Type.String()),
  note: Nullable(Type.String()),
  agentName: Nullable(Type.String({ description: "The agent's current name; null once the agent was deleted." })),
  latchId: Type.String({ description: 'The deciding latch or policy id (the same as `policyId`).' }),
  amount: Nullable(
    Type.Number({
      description:
        "The action's `args.amount` when it is a number (what the spending latch reads); null for anything else.",
    }),
  ),
  findings: Type.Array(Type.Object({ type: Type.String(), count: Type.Integer({ minimum: 1 }) }), {
    description: 'What the detectors found in the escalated request, by type and count: never the values.',
  }),
});
export type Escalation = Static<typeof Escalation>;

export const EscalationsQuery = Type.Object(
  {
    status: Type.Optional(EscalationStatus),
    agentId: Type.Optional(Type.String({ maxLength: 64 })),
    q: Type.Optional(
      Type.String({
        minLength: 1,
        maxLength: 200,
        description: "Case-insensitive search in the agent's name, the tool, the reason and the rule.",
      }),
    ),
    limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 1000, default: 100 })),
    cursor: Type.Optional(Type.String({ maxLength: 64 })),
  },
  { additionalProperties: false },
);

export const EscalationList = Type.Object({ escalations: Type.Array(Escalation), nextCursor: Nullable(Type.String()) });

export const ResolveEscalationBody = Type.Object(
  { approve: Type.Boolean(), note: Type.Optional(Type.String({ maxLength: 2000 })) },
  { additionalProperties: false },
);

export const RECORD_SCHEMA = 'latchkey.verification_record.envelope.v1';
export const RECORD_PAYLOAD_TYPE = 'application/vnd.latchkey.verification-record+json';

export const RecordEnvelope = Type.Object(
  {
    schema: Type.Literal(RECORD_SCHEMA),
    payloadType: Type.Literal(RECORD_PAYLOAD_TYPE),
    payload: Type.String({ description: 'base64(JCS(record))' }),
    signatures: Type.Array(Type.Object({ keyid: Type.String(), sig: Type.String() }, { additionalProperties: false }), {
      minItems: 1,
      maxItems: 10,
    }),
  },
  { additionalProperties: false },
);
export type RecordEnvelope = Static<typeof RecordEnvelope>;

export const RecordVerification = Type.Object({
  valid: Type.Boolean(),
  keyid: Nullable(Type.String()),
  record: Nullable(Type.Object({}, { additionalProperties: true })),
  errors: Type.Array(Type.String()),
});

export const PublicKeys = Type.Object({
  keys: Type.Array(
    Type.Object({
      kid: Type.String(),
      alg: Type.Literal('Ed25519'),
      publicKeyPem: Type.String(),
      createdAt: EpochMs,
      retiredAt: Nullable(EpochMs),
    }),
  ),
});
