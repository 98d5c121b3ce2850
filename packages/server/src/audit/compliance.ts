import type { Kysely } from 'kysely';
import type { Engine } from '../db/dialect.js';
import type { DB } from '../db/schema.js';
import type { AuditWriter } from '../platform/audit/audit-writer.js';
import type { SecretBox } from '../platform/crypto/secret-box.js';
import type { SigningKey } from '../platform/crypto/signing-keys.js';
import type { Ledger } from '../platform/ledger/ledger.js';
import { CheckpointService } from './integrity/checkpoints.service.js';
import { VerifyService } from './integrity/verify.service.js';
import { AuditLogService } from './logs/logs.service.js';

export interface ComplianceDeps {
  db: Kysely<DB>;
  engine: Engine;
  ledger: Ledger;
  audit: AuditWriter;
  secrets: SecretBox;
  signingKey: SigningKey;
  /** Operator setting: export destinations may be loopback or plain http (tests, local receivers). */
  allowInsecure: boolean;
}

/** The audit side (DESIGN §10): queries, integrity, stream, provenance, reports, exports. */
export function createCompliance(deps: ComplianceDeps) {
  const logs = new AuditLogService(deps.db);
  const checkpoints = new CheckpointService(deps.db, deps.signingKey, deps.ledger);
  const verifier = new VerifyService(deps.db);
  return {
    logs,
    checkpoints,
    verifier,
    /** Background work of a serving process. */
    start(): void {
      checkpoints.start();
    },
    async stop(): Promise<void> {
      await checkpoints.stop();
    },
  };
}

export type Compliance = ReturnType<typeof createCompliance>;
