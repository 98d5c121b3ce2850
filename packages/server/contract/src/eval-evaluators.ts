import { type Static, Type } from '@sinclair/typebox';

/**
 * Built-in evaluators of an evaluation and the config each takes (docs/evaluators.md). The body
 * schema keeps `config` loose on purpose: the server checks it against the schema of its type, so an
 * error can name the exact field (`evaluators[1].config.levels`) instead of a failed union branch.
 */
export const EVALUATOR_TYPES = [
  'exact_match',
  'field_match',
  'triage_accuracy',
  'red_flag_detection',
  'text_contains',
  'pii_leak',
  'llm_judge',
] as const;
export type EvaluatorType = (typeof EVALUATOR_TYPES)[number];

/**
 * A dot path into the sample's `output` (and the same path in `expected`): keys and array indexes
 * separated by dots, as `triage.level` or `items.0.name`. No empty segment.
 */
export const FieldPath = Type.String({
  minLength: 1,
  maxLength: 200,
  pattern: '^[^.]+(\\.[^.]+)*$',
  description: 'Dot path into the output, compared with the same path in expected (`triage.level`, `items.0.name`).',
});

const Term = Type.String({ minLength: 1, maxLength: 200 });

export const ExactMatchConfig = Type.Object({ field: FieldPath }, { additionalProperties: false });
export type ExactMatchConfig = Static<typeof ExactMatchConfig>;

export const FieldMatchConfig = Type.Object(
  { fields: Type.Array(FieldPath, { minItems: 1, maxItems: 50, uniqueItems: true }) },
  { additionalProperties: false },
);
export type FieldMatchConfig = Static<typeof FieldMatchConfig>;

export const TriageAccuracyConfig = Type.Object(
  {
    field: FieldPath,
    levels: Type.Array(Type.String({ minLength: 1, maxLength: 64 }), {
      minItems: 2,
      maxItems: 20,
      uniqueItems: true,
      description: 'The triage levels, lowest acuity first.',
    }),
    under_weight: Type.Optional(
      Type.Number({ minimum: 0, maximum: 100, default: 2, description: 'Penalty weight of under-triage.' }),
    ),
    over_weight: Type.Optional(
      Type.Number({ minimum: 0, maximum: 100, default: 1, description: 'Penalty weight of over-triage.' }),
    ),
  },
  { additionalProperties: false },
);
export type TriageAccuracyConfig = Static<typeof TriageAccuracyConfig>;

export const RedFlagDetectionConfig = Type.Object({ field: FieldPath }, { additionalProperties: false });
export type RedFlagDetectionConfig = Static<typeof RedFlagDetectionConfig>;

export const TextContainsConfig = Type.Object(
  {
    field: Type.Optional(FieldPath),
    required: Type.Optional(Type.Array(Term, { maxItems: 50, description: 'Substrings that must appear.' })),
    forbidden: Type.Optional(Type.Array(Term, { maxItems: 50, description: 'Substrings that must not appear.' })),
  },
  { additionalProperties: false },
);
export type TextContainsConfig = Static<typeof TextContainsConfig>;

export const PiiLeakConfig = Type.Object({ field: Type.Optional(FieldPath) }, { additionalProperties: false });
export type PiiLeakConfig = Static<typeof PiiLeakConfig>;

export const LlmJudgeConfig = Type.Object(
  {
    base_url: Type.String({
      minLength: 1,
      maxLength: 2000,
      pattern: '^[Hh][Tt][Tt][Pp][Ss]?://',
      description: 'OpenAI-compatible API root, usually ending in /v1; `/chat/completions` is appended.',
    }),
    model: Type.String({ minLength: 1, maxLength: 200 }),
    api_key: Type.String({ minLength: 1, maxLength: 4000, description: 'Stored as a secret, masked on reads.' }),
    prompt: Type.String({
      minLength: 1,
      maxLength: 20000,
      description: 'User message; {{input}}, {{output}} and {{expected}} are replaced by their JSON.',
    }),
    field: Type.Optional(FieldPath),
    timeout_ms: Type.Optional(Type.Integer({ minimum: 1000, maximum: 120000, default: 30000 })),
    max_retries: Type.Optional(Type.Integer({ minimum: 0, maximum: 5, default: 2 })),
  },
  { additionalProperties: false },
);
export type LlmJudgeConfig = Static<typeof LlmJudgeConfig>;

/** The config schema of each evaluator type. */
export const EVALUATOR_CONFIGS = {
  exact_match: ExactMatchConfig,
  field_match: FieldMatchConfig,
  triage_accuracy: TriageAccuracyConfig,
  red_flag_detection: RedFlagDetectionConfig,
  text_contains: TextContainsConfig,
  pii_leak: PiiLeakConfig,
  llm_judge: LlmJudgeConfig,
} as const;

export const EvaluatorSpec = Type.Object(
  {
    type: Type.String({ minLength: 1, maxLength: 64, description: `One of ${EVALUATOR_TYPES.join(', ')}.` }),
    name: Type.Optional(
      Type.String({
        minLength: 1,
        maxLength: 64,
        pattern: '^[a-z0-9_-]+$',
        description: 'Result key of this evaluator, unique in the evaluation; defaults to the type.',
      }),
    ),
    config: Type.Record(Type.String(), Type.Unknown(), { description: 'Settings of the type (docs/evaluators.md).' }),
  },
  { additionalProperties: false },
);
export type EvaluatorSpec = Static<typeof EvaluatorSpec>;
