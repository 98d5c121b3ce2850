import { type Static, Type } from '@sinclair/typebox';
import { IsoTime, Nullable } from './common.js';

const Metered = Type.Object({
  current: Type.Integer(),
  limit: Nullable(Type.Integer(), { description: 'null means unlimited' }),
  percent_used: Nullable(Type.Number()),
});
const Counted = Type.Object({
  current: Type.Integer(),
  limit: Nullable(Type.Integer(), { description: 'null means unlimited' }),
});

export const Usage = Type.Object({
  object: Type.Literal('usage'),
  plan: Type.String(),
  period_start: IsoTime,
  period_end: IsoTime,
  samples: Metered,
  evaluations: Metered,
  samples_evaluated: Metered,
  reviews: Metered,
  reviewers: Counted,
  projects: Counted,
});
export type Usage = Static<typeof Usage>;

export const QuotaMetric = Type.Union([
  Type.Literal('samples'),
  Type.Literal('evaluations'),
  Type.Literal('samples_evaluated'),
  Type.Literal('reviews'),
  Type.Literal('reviewers'),
  Type.Literal('projects'),
]);
export type QuotaMetric = Static<typeof QuotaMetric>;

export const CreateUsageAlertBody = Type.Object(
  {
    url: Type.String({
      format: 'uri',
      maxLength: 2048,
      description: 'https URL of a public host that receives `quota.threshold_reached` events',
    }),
    thresholds: Type.Array(Type.Integer({ minimum: 1, maximum: 100 }), {
      minItems: 1,
      maxItems: 10,
      description: 'Percents of a limit; each fires once per metric and period',
    }),
    metrics: Type.Optional(
      Type.Array(QuotaMetric, {
        minItems: 1,
        maxItems: 6,
        description: 'Metrics to watch; all limited metrics when absent',
      }),
    ),
  },
  { additionalProperties: false },
);
export type CreateUsageAlertBody = Static<typeof CreateUsageAlertBody>;

export const UsageAlert = Type.Object({
  id: Type.String(),
  object: Type.Literal('usage_alert'),
  url: Type.String(),
  thresholds: Type.Array(Type.Integer()),
  metrics: Type.Array(QuotaMetric),
  signing_secret_masked: Type.String({ description: 'Last four characters of the signing secret' }),
  created_at: IsoTime,
  deleted_at: Nullable(IsoTime),
});
export type UsageAlert = Static<typeof UsageAlert>;

/** Returned once on creation: the secret that signs deliveries (`X-Latchkey-Signature`). */
export const CreatedUsageAlert = Type.Intersect([UsageAlert, Type.Object({ signing_secret: Type.String() })]);
export type CreatedUsageAlert = Static<typeof CreatedUsageAlert>;

/** The body POSTed to an alert's URL. */
export const QuotaThresholdReachedEvent = Type.Object({
  event: Type.Literal('quota.threshold_reached'),
  timestamp: IsoTime,
  data: Type.Object({
    metric: QuotaMetric,
    current: Type.Integer(),
    limit: Type.Integer(),
    percent_used: Type.Number(),
    threshold: Type.Integer({ description: 'percent' }),
    period_end: IsoTime,
  }),
});
export type QuotaThresholdReachedEvent = Static<typeof QuotaThresholdReachedEvent>;

export const LimitMetric = Type.Union([
  QuotaMetric,
  Type.Literal('requests_per_minute'),
  Type.Literal('requests_per_hour'),
  Type.Literal('concurrent_requests'),
]);
export type LimitMetric = Static<typeof LimitMetric>;

export const CreateLimitRequestBody = Type.Object(
  {
    metric: LimitMetric,
    requested_limit: Type.Integer({ minimum: 1, maximum: 1_000_000_000 }),
    reason: Type.String({ minLength: 1, maxLength: 2000 }),
  },
  { additionalProperties: false },
);
export type CreateLimitRequestBody = Static<typeof CreateLimitRequestBody>;

export const LimitRequestStatus = Type.Union([
  Type.Literal('open'),
  Type.Literal('approved'),
  Type.Literal('declined'),
]);
export type LimitRequestStatus = Static<typeof LimitRequestStatus>;

export const LimitRequest = Type.Object({
  id: Type.String(),
  object: Type.Literal('limit_request'),
  metric: LimitMetric,
  current_limit: Nullable(Type.Integer(), { description: "The plan's limit when requested" }),
  requested_limit: Type.Integer(),
  reason: Type.String(),
  status: LimitRequestStatus,
  created_at: IsoTime,
});
export type LimitRequest = Static<typeof LimitRequest>;
