import { type Static, Type } from '@sinclair/typebox';
import { EpochMs, Nullable } from './common.js';
import { Stage } from './pdp.js';

export const PolicyKind = Type.Union([Type.Literal('baseline'), Type.Literal('library'), Type.Literal('custom')]);

export const PolicySummary = Type.Object({
  id: Type.String(),
  name: Type.String(),
  kind: PolicyKind,
  stages: Type.Array(Stage),
  description: Type.String(),
  version: Type.Integer({ minimum: 1 }),
});
export type PolicySummary = Static<typeof PolicySummary>;

/**
 * How PII is replaced (ADR 0040): `mask` writes `[REDACTED:<TYPE>]`; `pseudonym` writes `[<TYPE>_<n>]`, the same
 * label for the same value at every stage of a session; `tokenize` writes `[[<TYPE>:tok_…]]`, restored to the
 * value at the `delivery` stage of the same org, agent and session within the token TTL.
 */
export const PiiMode = Type.Union([Type.Literal('mask'), Type.Literal('pseudonym'), Type.Literal('tokenize')], {
  description:
    'mask: [REDACTED:TYPE]; pseudonym: [TYPE_n], stable per session; tokenize: [[TYPE:tok_…]], restored at delivery.',
});
export type PiiMode = Static<typeof PiiMode>;

/** A content rule: keywords, patterns and PII entity types checked in the text of its stages. */
export const ContentRule = Type.Object(
  {
    keywords: Type.Optional(
      Type.Array(Type.String({ minLength: 1, maxLength: 200 }), {
        maxItems: 200,
        description: 'Whole-word, case-insensitive matches.',
      }),
    ),
    patterns: Type.Optional(
      Type.Array(Type.String({ minLength: 1, maxLength: 1000 }), {
        maxItems: 50,
        description: 'Regular expressions; refused when they could backtrack catastrophically.',
      }),
    ),
    patternFlags: Type.Optional(Type.String({ pattern: '^[imsu]{0,4}$', description: 'Default `i`.' })),
    piiTypes: Type.Optional(Type.Array(Type.String({ minLength: 1, maxLength: 64 }), { maxItems: 50 })),
    verdict: Type.Union([Type.Literal('WARN'), Type.Literal('BLOCK'), Type.Literal('ESCALATE')]),
    redact: Type.Optional(
      Type.Boolean({
        description: 'On WARN, replace each match in transformedContent (per `mode`; default [REDACTED:<TYPE>]).',
      }),
    ),
    mode: Type.Optional(
      Type.Union([Type.Literal('mask'), Type.Literal('pseudonym'), Type.Literal('tokenize')], {
        description: "With redact: how matches are replaced; the org's latch-2 piiMode when absent.",
      }),
    ),
  },
  { additionalProperties: false },
);
export type ContentRule = Static<typeof ContentRule>;

const PolicyName = Type.String({ minLength: 1, maxLength: 200 });
const Description = Type.String({ maxLength: 2000 });
const CedarText = Type.String({ minLength: 1, maxLength: 65536 });

export const CreatePolicyBody = Type.Union([
  Type.Object(
    {
      type: Type.Literal('content'),
      name: PolicyName,
      description: Type.Optional(Description),
      stages: Type.Array(Stage, { minItems: 1, maxItems: 5 }),
      rule: ContentRule,
    },
    { additionalProperties: false },
  ),
  Type.Object(
    {
      type: Type.Literal('cedar'),
      name: PolicyName,
      description: Type.Optional(Description),
      cedar: CedarText,
    },
    { additionalProperties: false },
  ),
]);
export type CreatePolicyBody = Static<typeof CreatePolicyBody>;

export const UpdatePolicyBody = Type.Object(
  {
    name: Type.Optional(PolicyName),
    description: Type.Optional(Description),
    stages: Type.Optional(Type.Array(Stage, { minItems: 1, maxItems: 5 })),
    rule: Type.Optional(ContentRule),
    cedar: Type.Optional(CedarText),
  },
  { additionalProperties: false, minProperties: 1 },
);
export type UpdatePolicyBody = Static<typeof UpdatePolicyBody>;

export const Policy = Type.Object({
  id: Type.String(),
  name: Type.String(),
  kind: PolicyKind,
  type: Type.Union([Type.Literal('latch'), Type.Literal('content'), Type.Literal('cedar')]),
  stages: Type.Array(Stage),
  description: Type.String(),
  version: Type.Integer({ minimum: 1 }),
  rule: Nullable(Type.Object({}, { additionalProperties: true })),
  cedar: Nullable(Type.String()),
  settings: Nullable(
    Type.Object({}, { additionalProperties: true, description: 'Baseline latches: the org settings in force.' }),
  ),
  entityTypes: Type.Optional(
    Type.Array(Type.String(), {
      description:
        'latch-2: every entity type its detectors know, to choose from in settings.piiTypes, content rules and POST /api/redact.',
    }),
  ),
  createdAt: Nullable(EpochMs),
  updatedAt: Nullable(EpochMs),
});
export type Policy = Static<typeof Policy>;

export const PolicyList = Type.Object({ policies: Type.Array(PolicySummary) });

/** Per-org settings of the baseline latches; each latch reads only its own fields. */
export const LatchSettings = Type.Object(
  {
    injectionThreshold: Type.Optional(
      Type.Number({ minimum: 0, maximum: 1, description: 'latch-0: model score at or above which to block.' }),
    ),
    piiTypes: Type.Optional(
      Type.Array(Type.String({ minLength: 1, maxLength: 64 }), { maxItems: 50, description: 'latch-2: entity types.' }),
    ),
    piiMode: Type.Optional(PiiMode),
    tokenTtlSeconds: Type.Optional(
      Type.Integer({
        minimum: 60,
        maximum: 30 * 86400,
        description: 'latch-2: how long pseudonyms and tokens of a session live. Default 86400 (24 h).',
      }),
    ),
    reviewThreshold: Type.Optional(Type.Number({ minimum: 0, description: 'latch-4: ESCALATE above. Default 1000.' })),
    hardCap: Type.Optional(Type.Number({ minimum: 0, description: 'latch-4: BLOCK above. Default 10000.' })),
    sensitiveTools: Type.Optional(
      Type.Array(Type.String({ minLength: 1, maxLength: 100 }), {
        maxItems: 100,
        description: 'latch-5: a normalized tool name containing any of these is sensitive.',
      }),
    ),
  },
  { additionalProperties: false },
);
export type LatchSettings = Static<typeof LatchSettings>;

export const LatchSettingsView = Type.Object({
  latchId: Type.String(),
  settings: Type.Object({}, { additionalProperties: true }),
  updatedAt: Nullable(EpochMs),
});
