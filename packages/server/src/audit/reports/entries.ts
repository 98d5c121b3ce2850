import type { AuditLogEntry } from '@latchkey/contract';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.js';
import type { ChainError } from '../../platform/ledger/chain.js';
import type { ChainVerifier, VerifyReport } from '../integrity/verify.service.js';
import { type AuditFilter, findAuditPage } from '../logs/logs.repository.js';
import { toAuditEntry } from '../logs/logs.service.js';

/** Entries read per query: memory holds one page, whatever the size of the report. */
export const PAGE_SIZE = 500;

/**
 * The filter's entries in chain order, a page at a time, up to `maxSeq`: the chain head when the
 * generation began, so every pass over the period (summary, PDF layout, output) sees the same
 * entries even while new ones are appended.
 */
export async function* walkEntries(
  db: Kysely<DB>,
  orgId: string,
  filter: AuditFilter,
  maxSeq: number,
  signal?: AbortSignal,
): AsyncGenerator<AuditLogEntry[]> {
  let afterSeq = 0;
  for (;;) {
    signal?.throwIfAborted();
    const rows = await findAuditPage(db, orgId, filter, { order: 'asc', afterSeq, limit: PAGE_SIZE });
    const kept = rows.filter((r) => r.seq <= maxSeq);
    if (kept.length > 0) yield kept.map(toAuditEntry);
    if (rows.length < PAGE_SIZE || kept.length < rows.length) return;
    afterSeq = rows[rows.length - 1]!.seq;
  }
}

/** The cover page's verdict on the chain over the report's period. */
export interface ChainCheck extends VerifyReport {
  error_count: number;
  /** The first errors (all of them are in error_count). */
  errors: ChainError[];
}

/**
 * Verifies the audit chain over [from, to) with the integrity module's verifier (the same check
 * as POST /v1/audit/verify, DESIGN §10), so a report and a verification of its period agree on
 * `chain_hash`. Kept behind this one function so reports do not depend on the verifier's shape.
 */
export async function checkChain(
  verifyChain: ChainVerifier,
  orgId: string,
  range: { from: number; to: number; project?: string | undefined },
): Promise<ChainCheck> {
  const r = await verifyChain(orgId, {
    from: range.from,
    to: range.to,
    ...(range.project !== undefined ? { project: range.project } : {}),
  });
  return {
    valid: r.valid,
    entry_count: r.entry_count,
    chain_hash: r.chain_hash,
    first_entry_hash: r.first_entry_hash,
    last_entry_hash: r.last_entry_hash,
    checkpoints_verified: r.checkpoints_verified,
    error_count: r.errors.length,
    // The first errors are enough to act on; a broken chain can have one per entry.
    errors: r.errors.slice(0, 20),
  };
}
