import { createHash } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.js';
import type { ServiceContext } from '../../platform/context.js';
import { AppError } from '../../platform/errors/app-error.js';
import { iso } from '../../platform/http/pagination.js';
import { type ChainError, chainHashOfCanonical, GENESIS_HASH } from '../../platform/ledger/chain.js';
import { timeRange } from '../logs/logs.service.js';
import { checkpointValid } from './checkpoints.service.js';
import {
  type CheckpointRow,
  chainPage,
  checkpointFrom,
  checkpointsBetween,
  entryHashAt,
  publicKeyPems,
  seqBounds,
} from './integrity.repository.js';

const PAGE = 5000;

export interface RangeQuery {
  /** Inclusive, ms; none = from the first entry. */
  from?: number;
  /** Exclusive, ms; none = to the head. */
  to?: number;
  project?: string;
}

export interface VerifyReport {
  valid: boolean;
  entry_count: number;
  chain_hash: string;
  first_entry_hash: string | null;
  last_entry_hash: string | null;
  checkpoints_verified: number;
  errors: ChainError[];
}

/**
 * Re-verifies the audit chain over a time range (DESIGN §10). Every entry from the range's first
 * seq to the first signed checkpoint at or after its last one (or the head, when none is signed
 * yet) is re-hashed from its stored canonical body and linked to the one before; every checkpoint
 * on the way must carry a valid signature and the hash the entry at its seq has now. So an edited
 * field, a deleted or reordered row, and a chain rewritten end to end without the key all fail.
 * `entry_count`, `chain_hash` and first/last hashes describe the range's own entries (of the
 * project, when one is given): `chain_hash` = SHA-256 over their hashes joined by "\n".
 */
export async function verifyAuditRange(db: Kysely<DB>, orgId: string, q: RangeQuery): Promise<VerifyReport> {
  const errors: ChainError[] = [];
  const digest = createHash('sha256');
  let count = 0;
  let first: string | null = null;
  let last: string | null = null;
  let checkpointsVerified = 0;
  const bounds = await seqBounds(db, orgId, q);
  if (bounds) {
    const head = await db
      .selectFrom('ledger_heads')
      .select('seq')
      .where('org_id', '=', orgId)
      .where('log', '=', 'audit')
      .executeTakeFirst();
    const anchor = await checkpointFrom(db, orgId, bounds.last);
    const end = Math.max(anchor?.seq ?? Number(head?.seq ?? 0), bounds.last);
    const checkpoints = new Map((await checkpointsBetween(db, orgId, bounds.first, end)).map((c) => [c.seq, c]));
    const keys = await publicKeyPems(db);
    let prev = bounds.first === 1 ? GENESIS_HASH : ((await entryHashAt(db, orgId, bounds.first - 1)) ?? null);
    let expected = bounds.first;
    while (expected <= end) {
      const page = await chainPage(db, orgId, expected, end, PAGE);
      if (page.length === 0) break;
      for (const e of page) {
        const seq = Number(e.seq);
        if (seq !== expected) errors.push({ seq: expected, id: e.id, kind: 'gap' });
        if (prev !== null && e.prev_hash !== prev) errors.push({ seq, id: e.id, kind: 'prev_mismatch' });
        // The stored body is the canonical JSON that was hashed (ledger.write), so it is hashed as is.
        if (chainHashOfCanonical(e.prev_hash, e.body) !== e.hash) errors.push({ seq, id: e.id, kind: 'hash_mismatch' });
        const c = checkpoints.get(seq);
        if (c) {
          if (c.hash === e.hash && checkpointValid(c, keys.get(c.kid))) checkpointsVerified += 1;
          else errors.push({ seq, id: e.id, kind: 'checkpoint_mismatch' });
          checkpoints.delete(seq);
        }
        if (inRange(e.ts === null ? null : Number(e.ts), e.project, q)) {
          digest.update(count === 0 ? e.hash : `\n${e.hash}`);
          first ??= e.hash;
          last = e.hash;
          count += 1;
        }
        prev = e.hash;
        expected = seq + 1;
      }
    }
    if (expected <= end) errors.push({ seq: expected, id: 'missing', kind: 'gap' });
    // A checkpoint whose entry is gone is itself evidence of deletion.
    for (const c of checkpoints.values()) errors.push(missingAt(c));
  }
  errors.sort((a, b) => a.seq - b.seq);
  return {
    valid: errors.length === 0,
    entry_count: count,
    chain_hash: `sha256:${digest.digest('hex')}`,
    first_entry_hash: first,
    last_entry_hash: last,
    checkpoints_verified: checkpointsVerified,
    errors,
  };
}

const missingAt = (c: CheckpointRow): ChainError => ({ seq: c.seq, id: 'missing', kind: 'checkpoint_mismatch' });

function inRange(ts: number | null, project: string | null, q: RangeQuery): boolean {
  if (ts === null) return false;
  if (q.from !== undefined && ts < q.from) return false;
  if (q.to !== undefined && ts >= q.to) return false;
  return q.project === undefined || project === q.project;
}

/** POST /v1/audit/verify: enterprise plans only. */
export class VerifyService {
  constructor(private readonly db: Kysely<DB>) {}

  async verify(ctx: ServiceContext, body: { start_time: string; end_time: string; project?: string }) {
    if (ctx.org.plan !== 'enterprise') {
      throw new AppError('plan_required', 'Audit log verification requires an enterprise plan');
    }
    const range = timeRange(body.start_time, body.end_time);
    const started = performance.now();
    const report = await verifyAuditRange(this.db, ctx.org.id, {
      ...range,
      ...(body.project !== undefined ? { project: body.project } : {}),
    });
    return {
      object: 'audit_verification' as const,
      valid: report.valid,
      start_time: iso(range.from!),
      end_time: iso(range.to!),
      entry_count: report.entry_count,
      chain_hash: report.chain_hash,
      first_entry_hash: report.first_entry_hash,
      last_entry_hash: report.last_entry_hash,
      checkpoints_verified: report.checkpoints_verified,
      verification_time_ms: Math.round(performance.now() - started),
      verified_at: new Date().toISOString(),
      errors: report.errors,
    };
  }
}
