import { type Static, Type } from '@sinclair/typebox';
import { IsoTime, Nullable } from './common.js';

/**
 * Audit log exports (DESIGN §10): forwarding the audit log to a SIEM or a webhook. The body keeps
 * `config` loose on purpose: the server checks it against the schema of its destination, so an
 * error names the exact field (`config.hec_token`) instead of a failed union branch.
 */
export const AUDIT_EXPORT_DESTINATIONS = ['webhook', 'splunk', 'datadog', 'azure_log_analytics'] as const;
export type AuditExportDestination = (typeof AUDIT_EXPORT_DESTINATIONS)[number];

export const AUDIT_EXPORT_STATUSES = ['active', 'failing', 'paused'] as const;
export type AuditExportStatus = (typeof AUDIT_EXPORT_STATUSES)[number];

// An enum rather than a union of literals: a wrong value then reads "must be equal to one of the
// allowed values", not the complaint of the first literal tried.
const Destination = Type.Unsafe<AuditExportDestination>({
  type: 'string',
  enum: [...AUDIT_EXPORT_DESTINATIONS],
  description:
    'webhook, splunk (HTTP Event Collector), datadog (Logs API v2), azure_log_analytics (Logs Ingestion API)',
});
const Status = Type.Unsafe<AuditExportStatus>({
  type: 'string',
  enum: [...AUDIT_EXPORT_STATUSES],
  description:
    'active: delivering; failing: recent attempts failed and are retried with backoff; paused: not sent until ' +
    'an operator fixes the server (destination no longer allowed, secrets unreadable) and restarts it',
});

const Url = (description: string) => Type.String({ minLength: 1, maxLength: 2048, description });
const Secret = (description: string) =>
  Type.String({ minLength: 1, maxLength: 4000, description: `${description} Stored encrypted, masked on reads.` });
const Token = (description: string, pattern = '^[A-Za-z0-9_.:-]+$') =>
  Type.String({ minLength: 1, maxLength: 200, pattern, description });

/** Settings every destination takes; defaults depend on the destination (docs/adr/0023). */
const Batching = {
  batch_size: Type.Optional(
    Type.Integer({ minimum: 1, maximum: 1000, description: 'Entries per delivery at most (default 100).' }),
  ),
  batch_interval_seconds: Type.Optional(
    Type.Integer({
      minimum: 0,
      maximum: 3600,
      description: 'A batch smaller than batch_size is sent once its oldest entry is this old (default 5; 0: at once).',
    }),
  ),
  start_from: Type.Optional(
    Type.Union([Type.Literal('now'), Type.Literal('beginning')], {
      description: 'now (default): entries from the export creation on; beginning: the whole audit log first.',
    }),
  ),
};

export const WebhookExportConfig = Type.Object(
  {
    url: Url(
      'https URL of a public host; receives `{object: "list", data, export_id, batch_id}` signed X-Latchkey-Signature.',
    ),
    headers: Type.Optional(
      Type.Record(Type.String(), Type.String({ maxLength: 4000 }), {
        maxProperties: 20,
        description: 'Extra request headers (e.g. Authorization). Values are stored encrypted, masked on reads.',
      }),
    ),
    signing_secret: Type.Optional(
      Type.String({
        minLength: 16,
        maxLength: 200,
        description: 'HMAC key of X-Latchkey-Signature; generated (whsec_…) and returned once when absent.',
      }),
    ),
    ...Batching,
  },
  { additionalProperties: false },
);

export const SplunkExportConfig = Type.Object(
  {
    hec_endpoint: Url(
      'HEC URL, e.g. https://splunk.example.com:8088 (/services/collector/event is added to a bare host).',
    ),
    hec_token: Secret('HEC token, sent as `Authorization: Splunk <token>`.'),
    index: Type.Optional(Token('Target index; the token default index when absent.')),
    source_type: Type.Optional(Token('sourcetype of the events (default _json).')),
    ...Batching,
  },
  { additionalProperties: false },
);

export const DATADOG_SITES = [
  'datadoghq.com',
  'us3.datadoghq.com',
  'us5.datadoghq.com',
  'datadoghq.eu',
  'ap1.datadoghq.com',
  'ap2.datadoghq.com',
  'ddog-gov.com',
] as const;

export const DatadogExportConfig = Type.Object(
  {
    api_key: Secret('Datadog API key, sent as DD-API-KEY.'),
    site: Type.Optional(
      Type.Union(
        DATADOG_SITES.map((s) => Type.Literal(s)),
        {
          description: 'Datadog site (default datadoghq.com); logs go to https://http-intake.logs.<site>/api/v2/logs.',
        },
      ),
    ),
    intake_url: Type.Optional(Url('Full logs intake URL, instead of the one derived from site (a proxy).')),
    service: Type.Optional(Token('service attribute (default latchkey).')),
    tags: Type.Optional(
      Type.Array(Type.String({ minLength: 1, maxLength: 200, pattern: '^[^,]+$' }), {
        maxItems: 20,
        description: 'Extra ddtags, e.g. env:prod.',
      }),
    ),
    ...Batching,
  },
  { additionalProperties: false },
);

export const AzureLogAnalyticsExportConfig = Type.Object(
  {
    endpoint: Url(
      'Data collection endpoint (logs ingestion URL), e.g. https://my-dce.westeurope-1.ingest.monitor.azure.com.',
    ),
    dcr_immutable_id: Token('Immutable id of the data collection rule (dcr-…).', '^[A-Za-z0-9-]+$'),
    stream_name: Token('Stream of the rule, e.g. Custom-LatchkeyAudit_CL.', '^[A-Za-z0-9_-]+$'),
    tenant_id: Token('Microsoft Entra tenant id.', '^[A-Za-z0-9.-]+$'),
    client_id: Token('Application (client) id of the app registration.', '^[A-Za-z0-9-]+$'),
    client_secret: Secret('Client secret of the app registration (OAuth client credentials).'),
    authority_host: Type.Optional(Url('Token authority (default https://login.microsoftonline.com).')),
    ...Batching,
  },
  { additionalProperties: false },
);

/** The config schema of each destination. */
export const AUDIT_EXPORT_CONFIGS = {
  webhook: WebhookExportConfig,
  splunk: SplunkExportConfig,
  datadog: DatadogExportConfig,
  azure_log_analytics: AzureLogAnalyticsExportConfig,
} as const;

const EventTypes = Type.Array(Type.String({ minLength: 1, maxLength: 100, pattern: '^[A-Za-z0-9_.*-]+$' }), {
  minItems: 1,
  maxItems: 50,
  description: 'Event types to send; `*` matches any run of characters (sample.*, *.created). Default: all.',
});
const Projects = Type.Array(Type.String({ minLength: 1, maxLength: 64 }), {
  minItems: 1,
  maxItems: 100,
  description: 'Only entries of these projects (entries without a project are then left out). Default: all.',
});
const ExportName = Type.String({ minLength: 1, maxLength: 200 });

export const CreateAuditExportBody = Type.Object(
  {
    name: ExportName,
    destination: Destination,
    config: Type.Record(Type.String(), Type.Unknown(), {
      description:
        'Settings of the destination. webhook: url, headers, signing_secret. splunk: hec_endpoint, hec_token, ' +
        'index, source_type. datadog: api_key, site, intake_url, service, tags. azure_log_analytics: endpoint, ' +
        'dcr_immutable_id, stream_name, tenant_id, client_id, client_secret, authority_host. Every destination: ' +
        'batch_size, batch_interval_seconds, start_from (now | beginning). Secrets are masked on reads.',
    }),
    event_types: Type.Optional(EventTypes),
    projects: Type.Optional(Projects),
  },
  { additionalProperties: false },
);
export type CreateAuditExportBody = Static<typeof CreateAuditExportBody>;

/** A change to an export; it keeps its place in the log, so nothing is skipped or sent twice. */
export const UpdateAuditExportBody = Type.Object(
  {
    name: Type.Optional(ExportName),
    config: Type.Optional(
      Type.Record(Type.String(), Type.Unknown(), {
        description:
          'Fields to change, merged into the current config and checked as on creation: a secret (hec_token, ' +
          'api_key, client_secret, signing_secret, headers) sent here replaces the stored one, and one left out ' +
          'is kept, unless the change points the export at another host (or Azure tenant): then every secret ' +
          'must be sent again, in full. start_from is for creation only.',
      }),
    ),
    event_types: Type.Optional(EventTypes),
    projects: Type.Optional(Nullable(Projects, { description: 'null sends every project again' })),
    status: Type.Optional(
      Type.Unsafe<'active' | 'paused'>({
        type: 'string',
        enum: ['active', 'paused'],
        description:
          '`paused` stops sending until `active` is sent; entries that arrive meanwhile are sent on resuming, ' +
          'in order. `active` also gives an export an error paused another try, at once.',
      }),
    ),
  },
  { additionalProperties: false, minProperties: 1 },
);
export type UpdateAuditExportBody = Static<typeof UpdateAuditExportBody>;

export const AuditExport = Type.Object({
  id: Type.String(),
  object: Type.Literal('audit_export'),
  name: Type.String(),
  destination: Destination,
  config: Type.Record(Type.String(), Type.Unknown(), { description: 'As sent, with defaults; secrets masked.' }),
  event_types: Type.Array(Type.String(), { description: '["*"] when every event is sent' }),
  projects: Nullable(Type.Array(Type.String()), { description: 'null when every project is sent' }),
  status: Status,
  delivered_count: Type.Integer({ description: 'Entries delivered (a re-sent batch counts again)' }),
  last_delivered_seq: Type.Integer({ description: 'Audit chain seq up to which entries are delivered or skipped' }),
  attempts: Type.Integer({ description: 'Failed attempts in a row; 0 after a success' }),
  last_error: Nullable(Type.String()),
  last_error_at: Nullable(IsoTime),
  last_attempt_at: Nullable(IsoTime),
  last_delivered_at: Nullable(IsoTime),
  next_attempt_at: Nullable(IsoTime, { description: 'When the next attempt is due (active and failing exports)' }),
  paused_by: Nullable(Type.String(), {
    description: 'Who paused it by hand; null while it sends, and when an error paused it (see last_error)',
  }),
  created_at: IsoTime,
  updated_at: IsoTime,
  deleted_at: Nullable(IsoTime),
});
export type AuditExport = Static<typeof AuditExport>;

/** Creation returns a webhook's signing secret once. */
export const CreatedAuditExport = Type.Intersect([
  AuditExport,
  Type.Object({ signing_secret: Type.Optional(Type.String({ description: 'webhook only; shown once' })) }),
]);
export type CreatedAuditExport = Static<typeof CreatedAuditExport>;

export const AuditExportTestResult = Type.Object({
  object: Type.Literal('audit_export_test'),
  export_id: Type.String(),
  success: Type.Boolean(),
  status_code: Nullable(Type.Integer(), { description: 'HTTP status of the destination, when it answered' }),
  error: Nullable(Type.String()),
});
export type AuditExportTestResult = Static<typeof AuditExportTestResult>;
