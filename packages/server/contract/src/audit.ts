import { type Static, Type } from '@sinclair/typebox';
import { IsoTime, Nullable } from './common.js';

/**
 * Resource types audit entries carry. The spec names sample, dataset, evaluation and review; the
 * rest are the other things events happen to. A filter outside this set is a 400, not an empty page.
 */
export const AUDIT_RESOURCE_TYPES = [
  'sample',
  'dataset',
  'evaluation',
  'review',
  'review_task',
  'project',
  'call',
  'api_key',
  'user',
  'org',
  'agent',
  'policy',
  'latch',
  'usage_alert',
  'limit_request',
  'audit_report',
  'audit_export',
] as const;
export type AuditResourceType = (typeof AUDIT_RESOURCE_TYPES)[number];

export const AuditActor = Type.Object({
  type: Type.String({ description: 'user, api_key, agent or system' }),
  id: Type.String(),
  email: Nullable(Type.String()),
  ip_address: Nullable(Type.String()),
  user_agent: Nullable(Type.String()),
});

export const AuditResource = Type.Object({
  type: Type.String(),
  id: Type.String(),
  project: Nullable(Type.String()),
  dataset: Nullable(Type.String()),
});

/** §7: `hash = "sha256:" + hex(SHA-256(prev_hash + "\n" + JCS(entry without integrity)))`. */
export const AuditIntegrity = Type.Object({
  seq: Type.Integer({ minimum: 1 }),
  prev_hash: Type.String(),
  hash: Type.String(),
});

export const AuditLogEntry = Type.Object({
  id: Type.String(),
  timestamp: IsoTime,
  event_type: Type.String(),
  actor: AuditActor,
  resource: AuditResource,
  context: Type.Record(Type.String(), Type.Unknown()),
  org_id: Type.String(),
  integrity: AuditIntegrity,
});
export type AuditLogEntry = Static<typeof AuditLogEntry>;

export const AuditLogList = Type.Object({
  object: Type.Literal('list'),
  data: Type.Array(AuditLogEntry),
  has_more: Type.Boolean(),
  next_cursor: Nullable(Type.String()),
});
export type AuditLogList = Static<typeof AuditLogList>;

const Filter = (description: string) => Type.Optional(Type.String({ minLength: 1, maxLength: 200, description }));

export const AuditLogsQuery = Type.Object(
  {
    event_type: Filter('Exact event type, e.g. sample.phi_accessed. Unknown types give an empty page.'),
    actor_id: Filter('Id of the user, key, agent or system actor.'),
    resource_type: Type.Optional(Type.Union(AUDIT_RESOURCE_TYPES.map((t) => Type.Literal(t)))),
    resource_id: Filter('Id of the resource.'),
    project: Filter('Project id.'),
    start_time: Type.Optional(IsoTime),
    end_time: Type.Optional(IsoTime),
    limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 1000, default: 100 })),
    after: Type.Optional(Type.String({ minLength: 1, maxLength: 64, description: 'next_cursor of the previous page' })),
    order: Type.Optional(Type.Union([Type.Literal('desc'), Type.Literal('asc')], { default: 'desc' })),
  },
  { additionalProperties: false },
);
export type AuditLogsQuery = Static<typeof AuditLogsQuery>;

// ---- Live stream -----------------------------------------------------------------------------

const List = (item: { maxLength: number }, description: string) =>
  Type.Optional(Type.Array(Type.String({ minLength: 1, ...item }), { maxItems: 50, description }));

/** GET /v1/audit/stream filters (§10). */
export const AuditStreamQuery = Type.Object(
  {
    event_types: List(
      { maxLength: 200 },
      'Only these event types (exact names); repeat the parameter for several: event_types=a&event_types=b.',
    ),
    projects: List({ maxLength: 64 }, 'Only entries whose resource belongs to one of these project ids.'),
  },
  { additionalProperties: false },
);

export const AuditStreamHeaders = Type.Object({
  accept: Type.Optional(Type.String({ description: 'Must name text/event-stream.' })),
  'last-event-id': Type.Optional(
    Type.String({
      maxLength: 200,
      description: 'Resume after this log id: the entries after it are replayed in chain order, then live ones.',
    }),
  ),
});
export type AuditStreamQuery = Static<typeof AuditStreamQuery>;

// ---- Integrity: checkpoints and verification -----------------------------------------------

export const AuditCheckpoint = Type.Object({
  object: Type.Literal('audit_checkpoint'),
  org: Type.String(),
  log: Type.String(),
  seq: Type.Integer(),
  hash: Type.String(),
  at: IsoTime,
  kid: Type.String({ description: 'Signing key id: first 16 hex digits of SHA-256 of the public key (SPKI DER).' }),
  signature: Type.String({ description: 'Base64 Ed25519 signature over UTF-8(JCS({org, log, seq, hash, at})).' }),
});

export const AuditCheckpointList = Type.Object({
  object: Type.Literal('list'),
  data: Type.Array(AuditCheckpoint),
  has_more: Type.Boolean(),
  next_cursor: Nullable(Type.String()),
  public_keys: Type.Array(
    Type.Object({ kid: Type.String(), alg: Type.Literal('Ed25519'), public_key_pem: Type.String() }),
  ),
});

export const AuditCheckpointsQuery = Type.Object(
  {
    limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 1000, default: 100 })),
    after: Type.Optional(Type.Integer({ minimum: 0, description: 'seq of the last checkpoint of the previous page' })),
    order: Type.Optional(Type.Union([Type.Literal('desc'), Type.Literal('asc')], { default: 'desc' })),
  },
  { additionalProperties: false },
);
export type AuditCheckpointsQuery = Static<typeof AuditCheckpointsQuery>;

export const VerifyAuditBody = Type.Object(
  {
    start_time: IsoTime,
    end_time: IsoTime,
    project: Type.Optional(Type.String({ minLength: 1, maxLength: 64 })),
  },
  { additionalProperties: false },
);
export type VerifyAuditBody = Static<typeof VerifyAuditBody>;

const Sha256 = Type.String({ pattern: '^sha256:[0-9a-f]{64}$' });

export const AuditVerification = Type.Object({
  object: Type.Literal('audit_verification'),
  valid: Type.Boolean(),
  start_time: IsoTime,
  end_time: IsoTime,
  entry_count: Type.Integer(),
  chain_hash: Sha256,
  first_entry_hash: Nullable(Type.String()),
  last_entry_hash: Nullable(Type.String()),
  checkpoints_verified: Type.Integer(),
  verification_time_ms: Type.Integer(),
  verified_at: IsoTime,
  errors: Type.Array(
    Type.Object({
      seq: Type.Integer(),
      id: Type.String({ description: 'The entry id, or "missing" when no entry is there.' }),
      kind: Type.Union([
        Type.Literal('hash_mismatch'),
        Type.Literal('prev_mismatch'),
        Type.Literal('gap'),
        Type.Literal('checkpoint_mismatch'),
      ]),
    }),
  ),
});
