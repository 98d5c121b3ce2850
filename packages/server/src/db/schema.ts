/** Row shapes of every table, as Kysely sees them. Times are epoch ms; JSON columns are text. */
export interface OrgsTable {
  id: string;
  name: string;
  slug: string;
  plan: string;
  settings: string;
  created_at: number;
}

export interface UsersTable {
  id: string;
  org_id: string;
  email: string;
  name: string | null;
  role: string;
  status: string;
  created_at: number;
  updated_at: number;
  /** 022: scrypt (password.ts); null until the invitation is accepted. */
  password_hash: string | null;
  /** 022: sealed with the secret box; set by TOTP setup, in force once totp_enabled_at is set. */
  totp_secret: string | null;
  totp_enabled_at: number | null;
  totp_last_step: number | null;
  reviewer_id: string | null;
}

/** 022: one-time invitation links; only the SHA-256 of the token is kept. */
export interface InvitationsTable {
  id: string;
  org_id: string;
  user_id: string;
  token_hash: string;
  created_at: number;
  expires_at: number;
  used_at: number | null;
  revoked_at: number | null;
}

/** 022: console sessions behind the lk_session cookie. */
export interface SessionsTable {
  id: string;
  org_id: string;
  user_id: string;
  token_hash: string;
  csrf_hash: string;
  totp_pending: number;
  created_at: number;
  last_seen_at: number;
  expires_at: number;
  ip_address: string | null;
  user_agent: string | null;
  revoked_at: number | null;
}

/** 022: failed sign-ins per account and per IP address (lockout with backoff). */
export interface LoginThrottleTable {
  scope: string;
  failures: number;
  last_failure_at: number;
  locked_until: number;
}

/** 022: an org's sign-in policy; no row means the defaults. */
export interface OrgAuthPoliciesTable {
  org_id: string;
  idle_timeout_minutes: number;
  absolute_lifetime_hours: number;
  totp_required: number;
  updated_at: number;
}

export interface ApiKeysTable {
  id: string;
  org_id: string;
  name: string;
  role: string;
  key_hash: string;
  last4: string;
  user_id: string | null;
  agent_id: string | null;
  reviewer_id: string | null;
  created_at: number;
  last_used_at: number | null;
  expires_at: number | null;
  revoked_at: number | null;
}

export interface AgentsTable {
  id: string;
  org_id: string;
  name: string;
  source: string;
  status: string;
  base_url: string;
  api_key_enc: string | null;
  api_key_last4: string | null;
  categories: string;
  tools: string;
  policy_ids: string;
  runtime: string;
  created_at: number;
  updated_at: number;
  deleted_at: number | null;
}

/** The model gateway's upstream of an agent (migration 024, ADR 0049). */
export interface AgentGatewaysTable {
  org_id: string;
  agent_id: string;
  upstream_url: string;
  api_key_enc: string;
  api_key_last4: string;
  model: string | null;
  created_at: number;
  updated_at: number;
}

export interface LedgerHeadsTable {
  org_id: string;
  log: string;
  seq: number;
  hash: string;
}

export interface LedgerEntriesTable {
  org_id: string;
  log: string;
  seq: number;
  id: string;
  body: string;
  prev_hash: string;
  hash: string;
  created_at: number;
  /** Filter columns (evidence: event type, agent id, session, event time); null where unused. */
  kind: string | null;
  subject: string | null;
  session: string | null;
  ts: number | null;
  /** Audit only (010): the entry's resource and project. */
  resource_type: string | null;
  resource_id: string | null;
  project: string | null;
}

export interface PoliciesTable {
  id: string;
  org_id: string;
  name: string;
  description: string;
  type: string;
  stages: string;
  rule: string | null;
  cedar: string | null;
  version: number;
  created_at: number;
  updated_at: number;
  deleted_at: number | null;
}

export interface LatchSettingsTable {
  org_id: string;
  latch_id: string;
  settings: string;
  updated_at: number;
}

export interface PermitsTable {
  id: string;
  org_id: string;
  agent_id: string;
  tool: string;
  args_sha256: string;
  decision_id: string;
  created_at: number;
  expires_at: number;
  redeemed_at: number | null;
}

export interface EscalationsTable {
  id: string;
  org_id: string;
  agent_id: string;
  stage: string;
  tool: string | null;
  policy_id: string;
  /** JSON array: every policy that returned ESCALATE in the decision; '[]' on rows from before migration 006. */
  policy_ids: string;
  rule: string;
  reason: string;
  request_sha256: string;
  decision_id: string;
  session: string;
  status: string;
  created_at: number;
  expires_at: number;
  resolved_at: number | null;
  resolved_by: string | null;
  note: string | null;
  /** When an approved escalation's retry was allowed: an approval is good for one action. */
  used_at: number | null;
  /** The action's numeric `args.amount` (migration 023); null for anything else. */
  amount: number | null;
  /** JSON `[{type, count}]`: what the detectors found, never the values (migration 023). */
  findings: string;
  /** When `escalation.created` was written to the audit log; null until then (ADR 0046). */
  announced_at: number | null;
  /** When `escalation.expired` was written to the audit log; null until then. */
  expiry_announced_at: number | null;
}

export interface EscalationSubscriptionsTable {
  id: string;
  org_id: string;
  url: string;
  /** JSON array of event types. */
  events: string;
  secret_enc: string;
  /** Audit-log seq up to which this org's escalation events became deliveries. */
  cursor_seq: number;
  created_at: number;
  deleted_at: number | null;
}

export interface EscalationDeliveriesTable {
  id: string;
  org_id: string;
  subscription_id: string;
  event_id: string;
  event_type: string;
  escalation_id: string;
  payload: string;
  /** pending | sending | delivered | failed | cancelled */
  status: string;
  attempts: number;
  next_attempt_at: number;
  last_error: string | null;
  created_at: number;
  delivered_at: number | null;
}

export interface SigningKeysTable {
  kid: string;
  alg: string;
  public_key_pem: string;
  created_at: number;
  retired_at: number | null;
}

/** What a starting instance checks its keys against (019, ADR 0036). */
export interface KeyChecksTable {
  name: 'secret_key' | 'signing_kid';
  value: string;
  updated_at: number;
}

/** Signed audit chain checkpoints (011). */
export interface AuditCheckpointsTable {
  org_id: string;
  log: string;
  seq: number;
  hash: string;
  at: number;
  kid: string;
  signature: string;
}

export interface IdempotencyKeysTable {
  org_id: string;
  idem_key: string;
  request_hash: string;
  status_code: number | null;
  response_body: string | null;
  created_at: number;
}

export interface UsageCountersTable {
  org_id: string;
  metric: string;
  period: string;
  value: number;
}

export interface UsageAlertsTable {
  id: string;
  org_id: string;
  url: string;
  thresholds: string;
  metrics: string;
  secret_enc: string;
  created_at: number;
  deleted_at: number | null;
}

export interface UsageAlertDeliveriesTable {
  id: string;
  org_id: string;
  alert_id: string;
  metric: string;
  threshold: number;
  period: string;
  payload: string;
  status: string;
  attempts: number;
  next_attempt_at: number;
  last_error: string | null;
  delivered_at: number | null;
  created_at: number;
}

export interface LimitRequestsTable {
  id: string;
  org_id: string;
  metric: string;
  current_limit: number | null;
  requested_limit: number;
  reason: string;
  status: string;
  requested_by: string;
  created_at: number;
}

export interface ProjectsTable {
  id: string;
  org_id: string;
  name: string;
  description: string;
  settings: string;
  created_at: number;
  updated_at: number;
}

export interface DatasetsTable {
  id: string;
  org_id: string;
  project_id: string;
  name: string;
  description: string;
  sample_count: number;
  created_at: number;
  updated_at: number;
  deleted_at: number | null;
}

export interface SamplesTable {
  id: string;
  org_id: string;
  dataset_id: string;
  project_id: string;
  input: string;
  output: string;
  expected: string | null;
  metadata: string;
  contains_phi: number;
  source_type: string;
  request_id: string | null;
  call_id: string | null;
  origin_system: string;
  created_at: number;
  /** Set when the sample is deleted (014); the row stays for the audit trail. */
  deleted_at: number | null;
}

export interface CallsTable {
  id: string;
  org_id: string;
  system: string;
  model: string | null;
  input: string;
  output: string;
  metadata: string;
  contains_phi: number;
  dataset_id: string | null;
  sample_id: string | null;
  created_at: number;
}

export interface EvaluationsTable {
  id: string;
  org_id: string;
  project_id: string;
  dataset_id: string;
  name: string;
  evaluators: string;
  status: string;
  total: number;
  completed: number;
  failed: number;
  summary: string;
  cutoff_id: string | null;
  cursor: string | null;
  lease_owner: string | null;
  lease_until: number | null;
  error: string | null;
  actor: string;
  created_at: number;
  started_at: number | null;
  completed_at: number | null;
  review: string | null;
}

export interface EvaluationResultsTable {
  evaluation_id: string;
  sample_id: string;
  org_id: string;
  status: string;
  ai_score: number | null;
  scores: string;
  flags: string;
  details: string;
  error: string | null;
  evaluated_at: number;
  review_task_id: string | null;
}

export interface RubricsTable {
  id: string;
  org_id: string;
  project_id: string;
  name: string;
  description: string;
  dimensions: string;
  created_at: number;
}

export interface ReviewersTable {
  id: string;
  org_id: string;
  name: string;
  email: string | null;
  credentials: string;
  specialty: string | null;
  available: number;
  created_at: number;
  updated_at: number;
}

export interface ReviewerProjectsTable {
  reviewer_id: string;
  project_id: string;
  org_id: string;
}

export interface ReviewTasksTable {
  id: string;
  org_id: string;
  project_id: string;
  rubric_id: string;
  status: string;
  priority: string;
  priority_rank: number;
  mode: string;
  assignee_id: string | null;
  assigned_at: number | null;
  required_credentials: string;
  specialty: string | null;
  due_at: number | null;
  metadata: string;
  sample_count: number;
  completed_count: number;
  evaluation_id: string | null;
  created_at: number;
  updated_at: number;
}

export interface ReviewTaskSamplesTable {
  task_id: string;
  sample_id: string;
  org_id: string;
  position: number;
  reviewed: number;
  context: string;
}

export interface ReviewsTable {
  id: string;
  org_id: string;
  project_id: string;
  task_id: string;
  sample_id: string;
  reviewer_id: string;
  grades: string;
  override_ai_score: number;
  override_value: number | null;
  original_ai_score: number | null;
  notes: string | null;
  flags: string;
  seconds_spent: number | null;
  submitted_at: number;
}

/** Compliance reports (012): the job row and its file, stored as base64 chunks per attempt. */
export interface AuditReportsTable {
  id: string;
  org_id: string;
  report_type: string;
  format: string;
  project: string | null;
  period_start: number;
  period_end: number;
  status: string;
  event_count: number;
  page_count: number;
  error: string | null;
  attempt: number;
  byte_size: number | null;
  verification: string | null;
  lease_owner: string | null;
  lease_until: number | null;
  expires_at: number;
  created_at: number;
  completed_at: number | null;
  created_by: string;
  purged_at: number | null;
}

export interface AuditReportChunksTable {
  report_id: string;
  attempt: number;
  n: number;
  data: string;
}

/** Audit log exports (013): one row per export, also its delivery cursor and lease. */
export interface AuditExportsTable {
  id: string;
  org_id: string;
  name: string;
  destination: string;
  /** JSON: the config as reads show it (secrets masked). */
  config: string;
  /** Sealed JSON of the secret config fields. */
  secrets_enc: string;
  event_types: string;
  projects: string | null;
  status: string;
  cursor_seq: number;
  delivered_count: number;
  attempts: number;
  last_error: string | null;
  last_error_at: number | null;
  last_attempt_at: number | null;
  last_delivered_at: number | null;
  next_attempt_at: number;
  lease_id: string | null;
  /** Who paused it by hand (017); null while sending, and when an error paused it. */
  paused_by: string | null;
  created_at: number;
  updated_at: number;
  deleted_at: number | null;
}

/** Live audit stream leases (019, ADR 0034): used on PostgreSQL without Redis. */
export interface AuditStreamLeasesTable {
  /** `<API key id>:<slot>`. */
  name: string;
  /** The holder's random token: only it renews or releases the lease. */
  token: string;
  /** ms since the epoch, by the database's clock. */
  expires_at: number;
}

/** latch-2's token vault (ADR 0040): keyed hashes and sealed values, never a value in clear. */
export interface PiiVaultTable {
  org_id: string;
  agent_id: string;
  session: string;
  /** 'pseudonym' or 'tokenize'. */
  mode: string;
  value_hmac: string;
  entity_type: string;
  /** `PERSON_1` for a pseudonym, `tok_…` for a token. */
  label: string;
  /** The value under the secret box; tokens only. */
  sealed: string | null;
  created_at: number;
  expires_at: number;
}

export interface DB {
  pii_vault: PiiVaultTable;
  audit_exports: AuditExportsTable;
  audit_stream_leases: AuditStreamLeasesTable;
  orgs: OrgsTable;
  users: UsersTable;
  invitations: InvitationsTable;
  sessions: SessionsTable;
  login_throttle: LoginThrottleTable;
  org_auth_policies: OrgAuthPoliciesTable;
  api_keys: ApiKeysTable;
  agents: AgentsTable;
  agent_gateways: AgentGatewaysTable;
  ledger_heads: LedgerHeadsTable;
  ledger_entries: LedgerEntriesTable;
  signing_keys: SigningKeysTable;
  key_checks: KeyChecksTable;
  audit_checkpoints: AuditCheckpointsTable;
  idempotency_keys: IdempotencyKeysTable;
  usage_counters: UsageCountersTable;
  usage_alerts: UsageAlertsTable;
  usage_alert_deliveries: UsageAlertDeliveriesTable;
  limit_requests: LimitRequestsTable;
  policies: PoliciesTable;
  latch_settings: LatchSettingsTable;
  permits: PermitsTable;
  escalations: EscalationsTable;
  escalation_subscriptions: EscalationSubscriptionsTable;
  escalation_deliveries: EscalationDeliveriesTable;
  projects: ProjectsTable;
  datasets: DatasetsTable;
  samples: SamplesTable;
  calls: CallsTable;
  evaluations: EvaluationsTable;
  evaluation_results: EvaluationResultsTable;
  rubrics: RubricsTable;
  reviewers: ReviewersTable;
  reviewer_projects: ReviewerProjectsTable;
  review_tasks: ReviewTasksTable;
  review_task_samples: ReviewTaskSamplesTable;
  reviews: ReviewsTable;
  audit_reports: AuditReportsTable;
  audit_report_chunks: AuditReportChunksTable;
}
