import { pae, verifyRecord } from '@latchkey/client';
import { RECORD_PAYLOAD_TYPE, RECORD_SCHEMA, type RecordEnvelope } from '@latchkey/contract';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.js';
import type { ServiceContext } from '../../platform/context.js';
import { jcs } from '../../platform/crypto/hash.js';
import { type SigningKey, signBytes } from '../../platform/crypto/signing-keys.js';
import { AppError } from '../../platform/errors/app-error.js';
import { sha256 } from '../authorize/binding.js';
import type { EvidenceService } from '../evidence/evidence.service.js';

/** Decision fields the evidence feed keeps, compared one by one to say which differ. */
const COMPARED = [
  'verdict',
  'stage',
  'policyId',
  'rule',
  'reason',
  'tool',
  'permitId',
  'escalationId',
  'attachedPolicyIds',
  'simulated',
] as const;

export interface PublicKeyRow {
  kid: string;
  alg: string;
  public_key_pem: string;
  created_at: number;
  retired_at: number | null;
}

export function publicKeys(db: Kysely<DB>): Promise<PublicKeyRow[]> {
  return db.selectFrom('signing_keys').selectAll().orderBy('created_at').execute();
}

/**
 * Verification records (§8.5): a decision found in the evidence feed, sealed as a DSSE envelope
 * signed with the server's Ed25519 key over PAE(payloadType, JCS(record)).
 */
export class RecordService {
  constructor(
    private readonly db: Kysely<DB>,
    private readonly evidence: EvidenceService,
    private readonly key: SigningKey,
    private readonly issuer = 'latchkey',
  ) {}

  async sign(ctx: ServiceContext, decision: Record<string, unknown>): Promise<RecordEnvelope> {
    const decisionId = decision.decisionId;
    if (typeof decisionId !== 'string' || decisionId.length === 0) {
      throw new AppError('missing_required_field', 'decisionId is required: sign a decision returned by authorize', {
        param: 'decisionId',
      });
    }
    const event = await this.evidence.find(ctx.org.id, decisionId);
    if (event?.type !== 'policy_decision')
      throw new AppError('resource_missing', 'decision not found in the evidence feed');
    const decisionSha256 = sha256(jcs(decision));
    if (decisionSha256 !== event.data.decisionSha256) {
      const differ = COMPARED.filter((f) => jcs(decision[f] ?? null) !== jcs(event.data[f] ?? null));
      throw new AppError(
        'conflict',
        differ.length > 0
          ? `decision differs from the evidence feed in: ${differ.join(', ')}`
          : 'decision differs from the one authorize returned (fields other than the verdict, e.g. matches or transformedContent)',
      );
    }
    const record = {
      decision,
      decisionSha256,
      evidence: { eventId: event.id, seq: event.integrity.seq, hash: event.integrity.hash },
      orgId: ctx.org.id,
      signedAt: Date.now(),
      issuer: this.issuer,
    };
    const payload = Buffer.from(jcs(record), 'utf8');
    return {
      schema: RECORD_SCHEMA,
      payloadType: RECORD_PAYLOAD_TYPE,
      payload: payload.toString('base64'),
      signatures: [{ keyid: this.key.kid, sig: signBytes(this.key, pae(RECORD_PAYLOAD_TYPE, payload)) }],
    };
  }

  /** Checks the signature with every key this server has used, then the record against the feed. */
  async verify(ctx: ServiceContext, envelope: unknown) {
    const keys = (await publicKeys(this.db)).map((k) => ({ kid: k.kid, publicKeyPem: k.public_key_pem }));
    const result = verifyRecord(envelope, keys);
    if (!result.valid || !result.record || result.record.orgId !== ctx.org.id) return result;
    const evidence = result.record.evidence as { eventId?: unknown; hash?: unknown } | undefined;
    const event = typeof evidence?.eventId === 'string' ? await this.evidence.find(ctx.org.id, evidence.eventId) : null;
    if (!event)
      return { ...result, valid: false, errors: [...result.errors, 'the decision is not in the evidence feed'] };
    if (event.integrity.hash !== evidence?.hash) {
      return { ...result, valid: false, errors: [...result.errors, 'the evidence entry hash differs from the record'] };
    }
    return result;
  }

  async keys() {
    const rows = await publicKeys(this.db);
    return {
      keys: rows.map((k) => ({
        kid: k.kid,
        alg: 'Ed25519' as const,
        publicKeyPem: k.public_key_pem,
        createdAt: Number(k.created_at),
        retiredAt: k.retired_at === null ? null : Number(k.retired_at),
      })),
    };
  }
}
