import { createHash } from 'node:crypto';
import type { Database } from '../../db/dialect.js';
import type { ServiceContext } from '../../platform/context.js';
import type { SigningKey } from '../../platform/crypto/signing-keys.js';
import { AppError } from '../../platform/errors/app-error.js';
import { iso } from '../../platform/http/pagination.js';
import { type ChainError, GENESIS_HASH } from '../../platform/ledger/chain.js';
import { headOf } from '../../platform/ledger/ledger.repository.js';
import { timeRange } from '../logs/logs.service.js';
import type { SegmentJob } from './chain-walk.js';
import { checkpointValid } from './checkpoint-statement.js';
import {
  chainEntry,
  chainPage,
  checkpointBefore,
  checkpointFrom,
  checkpointsBetween,
  entriesUpTo,
  seqBounds,
  tsAt,
} from './integrity.repository.js';
import { storedRowCheck } from './row-check.repository.js';
import { defaultWalk, type WalkOptions, WalkPool } from './walk-runner.js';

/**
 * kid → public key PEM of the keys whose checkpoints are believed. Never read from the database
 * being verified: whoever can write to it could add a key of their own and sign a rewritten chain.
 */
export type TrustedKeys = ReadonlyMap<string, string>;
export const trustedKeysOf = (...keys: Array<Pick<SigningKey, 'kid' | 'publicKeyPem'>>): TrustedKeys =>
  new Map(keys.map((k) => [k.kid, k.publicKeyPem]));

/**
 * Rows per query of the walk. PostgreSQL's larger pages cost fewer round trips (4–6 % faster at
 * 1,000,000 entries); SQLite's were slower past 1,000 (bench/RESULTS.md).
 */
const PAGE = { sqlite: 1000, postgres: 5000 };

/** Entries this much older than the newest checkpoint's reach must be covered by one (60 s cadence + slack). */
const UNANCHORED_AFTER_MS = 5 * 60_000;

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

export interface VerifyOptions {
  /** The clock the unanchored-entries rule reads. */
  now?: number;
  /** Worker threads and segment size; by default chosen from the number of entries. */
  walk?: WalkOptions;
  /**
   * Check every entry's filter columns against its body during the walk, trusting nothing the
   * database computed when the row was written (ADR 0030): for whoever suspects code was loaded into a
   * connection that wrote to the database. About twice as long.
   */
  exhaustive?: boolean;
}

/**
 * Re-verifies the audit chain over a time range (DESIGN §10). Every entry from the range's first
 * seq to the first signed checkpoint at or after its last one (or the head, when none is signed
 * yet) is re-hashed from its stored bytes and linked to the one before; every checkpoint on the
 * way must carry a valid signature and the hash the entry at its seq has now. So an edited field,
 * a deleted or reordered row, and a chain rewritten end to end without the key all fail.
 * `entry_count`, `chain_hash` and first/last hashes describe the range's own entries (of the
 * project, when one is given): `chain_hash` = SHA-256 over their hashes joined by "\n".
 *
 * The walk is cut into segments by seq, walked side by side in walker processes (walk-runner.ts) and
 * joined here in order: each segment's first entry must link to the last hash of the one before.
 */
export async function verifyAuditRange(
  database: Database,
  orgId: string,
  q: RangeQuery,
  trusted: TrustedKeys,
  opts: VerifyOptions = {},
): Promise<VerifyReport> {
  const { db } = database;
  const errors: ChainError[] = [];
  const digest = createHash('sha256');
  let count = 0;
  let first: string | null = null;
  let last: string | null = null;
  let checkpointsVerified = 0;
  const headSeq = Number((await headOf(db, orgId, 'audit')).seq);
  // Sized from a cheap estimate, so the workers start while the exact bounds are looked up.
  const walk = opts.walk ?? defaultWalk(await entriesUpTo(db, orgId, q, headSeq));
  const pool = await WalkPool.start(database, walk.workers);
  try {
    const bounds = await seqBounds(db, orgId, q);
    if (bounds) {
      // The walk runs from the last signed checkpoint before the range to the first one after it,
      // so both ends link to a hash the key signed, whatever was done to the rows at the edges.
      const before = await checkpointBefore(db, orgId, bounds.first);
      const anchor = await checkpointFrom(db, orgId, bounds.last);
      const end = Math.max(anchor?.seq ?? headSeq, bounds.last);
      const start = before ? before.seq + 1 : 1;
      let prev = GENESIS_HASH;
      if (before) {
        if (checkpointValid(before, trusted.get(before.kid))) prev = before.hash;
        else errors.push({ seq: before.seq, id: 'checkpoint', kind: 'checkpoint_mismatch' });
      }
      const rowCheck = opts.exhaustive ? null : await storedRowCheck(db, database.engine);
      const range = { from: q.from, to: q.to, project: q.project };
      const queries = {
        page: chainPage(db, database.engine, orgId, range, PAGE[database.engine], rowCheck),
        entry: chainEntry(db, orgId),
      };
      const checkpoints = await checkpointsBetween(db, orgId, start, end);
      const jobs: SegmentJob[] = [];
      for (let from = start; from <= end; from += walk.segment) {
        const to = Math.min(end, from + walk.segment - 1);
        jobs.push({
          from,
          to,
          countFrom: bounds.first,
          queries,
          checkpoints: checkpoints.filter((c) => c.seq >= from && c.seq <= to),
          trusted: [...trusted],
        });
      }
      let gapAt: number | null = null;
      for (const [i, pending] of pool.run(jobs).entries()) {
        const seg = await pending;
        if (seg.first) {
          // A gap runs from the end of one segment into the next, or starts where this one does.
          const missingFrom = gapAt ?? (seg.first.seq !== jobs[i]!.from ? jobs[i]!.from : null);
          if (missingFrom !== null) errors.push({ seq: missingFrom, id: seg.first.id, kind: 'gap' });
          if (seg.first.prevHash !== prev) errors.push({ seq: seg.first.seq, id: seg.first.id, kind: 'prev_mismatch' });
          prev = seg.lastHash!;
          gapAt = seg.trailingGap;
        } else {
          gapAt ??= jobs[i]!.from;
        }
        errors.push(...seg.errors);
        checkpointsVerified += seg.checkpointsVerified;
        if (seg.count > 0) {
          digest.update(count === 0 ? seg.hashes : `\n${seg.hashes}`);
          first ??= seg.firstCounted;
          last = seg.lastCounted;
          count += seg.count;
        }
      }
      if (gapAt !== null) errors.push({ seq: gapAt, id: 'missing', kind: 'gap' });
      // No checkpoint covers the range's end although one should have been signed by now: the
      // checkpoints may have been deleted along with a rewrite.
      const lastTs = anchor ? null : await tsAt(db, orgId, bounds.last);
      if (lastTs !== null && (opts.now ?? Date.now()) - lastTs > UNANCHORED_AFTER_MS) {
        errors.push({ seq: bounds.last, id: 'missing', kind: 'checkpoint_mismatch' });
      }
    }
  } finally {
    pool.close();
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

/** A verification bound to its database and trusted keys, for those that only need its verdict. */
export type ChainVerifier = (orgId: string, q: RangeQuery) => Promise<VerifyReport>;

export const chainVerifier =
  (database: Database, trusted: TrustedKeys): ChainVerifier =>
  (orgId, q) =>
    verifyAuditRange(database, orgId, q, trusted);

/** POST /v1/audit/verify: enterprise plans only. */
export class VerifyService {
  constructor(private readonly verifyChain: ChainVerifier) {}

  async verify(ctx: ServiceContext, body: { start_time: string; end_time: string; project?: string }) {
    if (ctx.org.plan !== 'enterprise') {
      throw new AppError('plan_required', 'Audit log verification requires an enterprise plan');
    }
    const range = timeRange(body.start_time, body.end_time);
    const started = performance.now();
    const report = await this.verifyChain(ctx.org.id, {
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
