import { createHash } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.js';
import type { ServiceContext } from '../../platform/context.js';
import type { SigningKey } from '../../platform/crypto/signing-keys.js';
import { AppError } from '../../platform/errors/app-error.js';
import { iso } from '../../platform/http/pagination.js';
import { type ChainError, chainHashOfCanonical, GENESIS_HASH } from '../../platform/ledger/chain.js';
import { timeRange } from '../logs/logs.service.js';
import { checkpointValid } from './checkpoints.service.js';
import {
  type CheckpointRow,
  chainPage,
  checkpointBefore,
  checkpointFrom,
  checkpointsBetween,
  seqBounds,
} from './integrity.repository.js';

/**
 * kid → public key PEM of the keys whose checkpoints are believed. Never read from the database
 * being verified: whoever can write to it could add a key of their own and sign a rewritten chain.
 */
export type TrustedKeys = ReadonlyMap<string, string>;
export const trustedKeysOf = (...keys: SigningKey[]): TrustedKeys => new Map(keys.map((k) => [k.kid, k.publicKeyPem]));

/** Entries this much older than the newest checkpoint's reach must be covered by one (60 s cadence + slack). */
const UNANCHORED_AFTER_MS = 5 * 60_000;

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
export async function verifyAuditRange(
  db: Kysely<DB>,
  orgId: string,
  q: RangeQuery,
  trusted: TrustedKeys,
  now = Date.now(),
): Promise<VerifyReport> {
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
    // The walk runs from the last signed checkpoint before the range to the first one after it,
    // so both ends link to a hash the key signed, whatever was done to the rows at the edges.
    const before = await checkpointBefore(db, orgId, bounds.first);
    const anchor = await checkpointFrom(db, orgId, bounds.last);
    const end = Math.max(anchor?.seq ?? Number(head?.seq ?? 0), bounds.last);
    const start = before ? before.seq + 1 : 1;
    const checkpoints = new Map((await checkpointsBetween(db, orgId, start, end)).map((c) => [c.seq, c]));
    let prev = GENESIS_HASH;
    if (before) {
      if (checkpointValid(before, trusted.get(before.kid))) prev = before.hash;
      else errors.push({ seq: before.seq, id: 'checkpoint', kind: 'checkpoint_mismatch' });
    }
    let expected = start;
    let lastTs: number | null = null;
    while (expected <= end) {
      const page = await chainPage(db, orgId, expected, end, PAGE);
      if (page.length === 0) break;
      // The range's hashes go to the digest once per page: one native call, not one per entry.
      const hashes: string[] = [];
      for (const e of page) {
        const seq = Number(e.seq);
        const ts = e.ts === null ? null : Number(e.ts);
        if (seq !== expected) errors.push({ seq: expected, id: e.id, kind: 'gap' });
        if (e.prev_hash !== prev) errors.push({ seq, id: e.id, kind: 'prev_mismatch' });
        // The stored body is the canonical JSON that was hashed (ledger.write), so it is hashed as
        // is; the filter columns beside it must say what the body says, or queries and reports
        // could be made to skip an entry the chain still vouches for.
        if (chainHashOfCanonical(e.prev_hash, e.body) !== e.hash || !columnsMatch(e, ts)) {
          errors.push({ seq, id: e.id, kind: 'hash_mismatch' });
        }
        const c = checkpoints.get(seq);
        if (c) {
          if (c.hash === e.hash && checkpointValid(c, trusted.get(c.kid))) checkpointsVerified += 1;
          else errors.push({ seq, id: e.id, kind: 'checkpoint_mismatch' });
          checkpoints.delete(seq);
        }
        if (seq >= bounds.first && inRange(ts, e.project, q)) hashes.push(e.hash);
        if (seq === bounds.last) lastTs = ts;
        prev = e.hash;
        expected = seq + 1;
      }
      if (hashes.length > 0) {
        digest.update(count === 0 ? hashes.join('\n') : `\n${hashes.join('\n')}`);
        first ??= hashes[0]!;
        last = hashes[hashes.length - 1]!;
        count += hashes.length;
      }
    }
    // No checkpoint covers the range's end although one should have been signed by now: the
    // checkpoints may have been deleted along with a rewrite.
    if (!anchor && lastTs !== null && now - lastTs > UNANCHORED_AFTER_MS) {
      errors.push({ seq: bounds.last, id: 'missing', kind: 'checkpoint_mismatch' });
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

/** JSON text of a column value; ids and event types need no escaping, so most skip JSON.stringify. */
const PLAIN = /^[A-Za-z0-9_.:-]*$/;
const J = (v: string | null) => (v === null ? 'null' : PLAIN.test(v) ? `"${v}"` : JSON.stringify(v));

/** The filter columns (010) agree with the hashed body: JCS puts its keys in a known order. */
function columnsMatch(
  e: {
    body: string;
    kind: string | null;
    subject: string | null;
    resource_type: string | null;
    resource_id: string | null;
    project: string | null;
  },
  ts: number | null,
): boolean {
  const b = e.body;
  const at = b.indexOf('"timestamp":"');
  return (
    ts !== null &&
    at >= 0 &&
    Date.parse(b.slice(at + 13, b.indexOf('"', at + 13))) === ts &&
    b.includes(`"event_type":${J(e.kind)}`) &&
    b.includes(`"id":${J(e.subject)},"ip_address":`) &&
    b.includes(`"id":${J(e.resource_id)},"project":${J(e.project)},"type":${J(e.resource_type)}}`)
  );
}

function inRange(ts: number | null, project: string | null, q: RangeQuery): boolean {
  if (ts === null) return false;
  if (q.from !== undefined && ts < q.from) return false;
  if (q.to !== undefined && ts >= q.to) return false;
  return q.project === undefined || project === q.project;
}

/** POST /v1/audit/verify: enterprise plans only. */
export class VerifyService {
  constructor(
    private readonly db: Kysely<DB>,
    private readonly trusted: TrustedKeys,
  ) {}

  async verify(ctx: ServiceContext, body: { start_time: string; end_time: string; project?: string }) {
    if (ctx.org.plan !== 'enterprise') {
      throw new AppError('plan_required', 'Audit log verification requires an enterprise plan');
    }
    const range = timeRange(body.start_time, body.end_time);
    const started = performance.now();
    const report = await verifyAuditRange(
      this.db,
      ctx.org.id,
      { ...range, ...(body.project !== undefined ? { project: body.project } : {}) },
      this.trusted,
    );
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
