import type { Kysely } from 'kysely';
import type { Engine } from '../db/dialect.js';
import type { DB } from '../db/schema.js';
import type { AuditWriter } from '../platform/audit/audit-writer.js';
import type { SecretBox } from '../platform/crypto/secret-box.js';
import type { SigningKey } from '../platform/crypto/signing-keys.js';
import type { KeyService } from '../platform/keys/keys.service.js';
import type { Ledger } from '../platform/ledger/ledger.js';
import { AgentService } from './agents/agents.service.js';
import { AuthorizeService } from './authorize/authorize.service.js';
import { EscalationDeliveryWorker } from './escalations/deliveries.worker.js';
import { EscalationService } from './escalations/escalations.service.js';
import { EscalationSubscriptionService } from './escalations/subscriptions.service.js';
import { EvidenceService } from './evidence/evidence.service.js';
import { PermitService } from './permits/permits.service.js';
import { PolicyService } from './policies/policies.service.js';
import { createRuntimeCache } from './policies/runtime.js';
import { RecordService } from './records/records.service.js';
import { RedactService } from './redact/redact.service.js';
import { VaultService } from './vault/vault.service.js';

/** The policy decision point's services, built once per process beside the platform's. */
export interface Pdp {
  agents: AgentService;
  policies: PolicyService;
  evidence: EvidenceService;
  escalations: EscalationService;
  /** Escalation webhooks (DESIGN §8.6): the subscriptions and the worker that delivers them. */
  escalationSubscriptions: EscalationSubscriptionService;
  escalationDeliveries: EscalationDeliveryWorker;
  permits: PermitService;
  authorize: AuthorizeService;
  records: RecordService;
  /** latch-2's token vault (ADR 0040). */
  vault: VaultService;
  redact: RedactService;
}

export function createPdp(p: {
  db: Kysely<DB>;
  /** For the few queries that differ (row locks: PostgreSQL's FOR UPDATE has no SQLite form). */
  engine: Engine;
  ledger: Ledger;
  audit: AuditWriter;
  keys: KeyService;
  secrets: SecretBox;
  signingKey: SigningKey;
  /** Lets webhooks post to loopback http (tests, local receivers), as for exports and alerts. */
  allowInsecure: boolean;
  /** Where people reach this server: webhook payloads link to the console there. */
  publicUrl: string;
}): Pdp {
  const { engine } = p;
  const agents = new AgentService(p.db, p.audit, p.keys, p.secrets, engine);
  const policies = new PolicyService(p.db, p.audit, createRuntimeCache(p.db), engine);
  const evidence = new EvidenceService(p.db, p.ledger);
  const escalations = new EscalationService(p.db, evidence, p.audit);
  const vault = new VaultService(p.db, p.secrets);
  const allowInsecure = () => p.allowInsecure;
  return {
    vault,
    agents,
    policies,
    evidence,
    escalations,
    escalationSubscriptions: new EscalationSubscriptionService({
      db: p.db,
      audit: p.audit,
      secrets: p.secrets,
      allowInsecure,
    }),
    escalationDeliveries: new EscalationDeliveryWorker({
      db: p.db,
      secrets: p.secrets,
      find: (orgId, id) => escalations.find(orgId, id),
      allowInsecure,
      publicUrl: p.publicUrl,
    }),
    permits: new PermitService(p.db, evidence),
    authorize: new AuthorizeService(agents, policies.runtimes, evidence, escalations, vault),
    records: new RecordService(p.db, evidence, p.signingKey),
    redact: new RedactService(agents, policies.runtimes, vault),
  };
}
