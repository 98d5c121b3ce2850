import type { Redis } from 'ioredis';
import type { Kysely } from 'kysely';
import type { Database, Engine } from '../db/dialect.js';
import type { DB } from '../db/schema.js';
import type { AuditWriter } from '../platform/audit/audit-writer.js';
import type { SecretBox } from '../platform/crypto/secret-box.js';
import type { SigningKey } from '../platform/crypto/signing-keys.js';
import type { Ledger } from '../platform/ledger/ledger.js';
import { AuditExportWorker } from './exports/export.worker.js';
import { AuditExportService } from './exports/exports.service.js';
import { ExportSender } from './exports/sender.js';
import { CheckpointService } from './integrity/checkpoints.service.js';
import { chainVerifier, trustedKeysOf, VerifyService } from './integrity/verify.service.js';
import { AuditLogService } from './logs/logs.service.js';
import { ProvenanceService } from './provenance/provenance.service.js';
import { ReportJob } from './reports/reports.job.js';
import { AuditReportService } from './reports/reports.service.js';
import { AuditStreamService } from './stream/stream.service.js';

export interface ComplianceDeps {
  db: Kysely<DB>;
  /** The same database with its location: verification walks it from walker processes. */
  database: Database;
  engine: Engine;
  ledger: Ledger;
  audit: AuditWriter;
  secrets: SecretBox;
  signingKey: SigningKey;
  /** Keys the server signed checkpoints with before a rotation (LATCHKEY_TRUSTED_PUBLIC_KEYS). */
  retiredKeys?: Array<{ kid: string; publicKeyPem: string }>;
  /** Operator setting: export destinations may be loopback or plain http (tests, local receivers). */
  allowInsecure: boolean;
  /** Live stream fan-out across processes: LISTEN/NOTIFY on PostgreSQL, else Redis pub/sub when set. */
  databaseUrl?: string | undefined;
  redis?: Redis | undefined;
  /** Live streams per API key at once (ADR 0034); 0 when rate limits are off. */
  streamsPerKey: number;
}

/** The audit side (DESIGN §10): queries, integrity, stream, provenance, reports, exports. */
export function createCompliance(deps: ComplianceDeps) {
  const logs = new AuditLogService(deps.db);
  const provenance = new ProvenanceService(deps.db);
  const stream = new AuditStreamService(deps);
  const checkpoints = new CheckpointService(deps.db, deps.signingKey, deps.ledger);
  // Checkpoints are believed only under the key this server holds and the retired keys its
  // operator configured, never keys found in the database.
  const trusted = trustedKeysOf(deps.signingKey, ...(deps.retiredKeys ?? []));
  const verifyChain = chainVerifier(deps.database, trusted);
  const verifier = new VerifyService(verifyChain);
  const reports = new AuditReportService(deps.db, deps.audit);
  const reportJob = new ReportJob(deps.db, deps.audit, verifyChain);
  reports.onCreated = () => reportJob.kick();
  const exportSender = new ExportSender(deps.secrets, { allowInsecure: deps.allowInsecure });
  const exports = new AuditExportService({ ...deps, sender: exportSender });
  const exportWorker = new AuditExportWorker({ db: deps.db, ledger: deps.ledger, sender: exportSender });
  return {
    /** The keys whose checkpoints verification believes. */
    trusted,
    exports,
    exportWorker,
    logs,
    provenance,
    stream,
    checkpoints,
    verifier,
    reports,
    reportJob,
    /** Background work of a serving process. */
    start(): void {
      checkpoints.start();
      reportJob.start();
      exportWorker.start();
    },
    async stop(): Promise<void> {
      // Ends open streams too: a stream never ends by itself and would hold a shutdown.
      await stream.stop();
      await checkpoints.stop();
      await reportJob.stop();
      await exportWorker.stop();
    },
  };
}

export type Compliance = ReturnType<typeof createCompliance>;
