import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.js';
import type { ServiceContext } from '../../platform/context.js';
import { type SigningKey, signBytes } from '../../platform/crypto/signing-keys.js';
import { AppError } from '../../platform/errors/app-error.js';
import { Poller } from '../../platform/jobs/poller.js';
import type { AppendedEntry, Ledger } from '../../platform/ledger/ledger.js';
import { checkpointStatement, statementBytes } from './checkpoint-statement.js';
import {
  type CheckpointRow,
  headsPastCheckpoint,
  insertCheckpoint,
  listCheckpoints,
  publicKeyPems,
} from './integrity.repository.js';

/** DESIGN §7: a checkpoint every 1,000 entries or 60 s, whichever comes first. */
export const CHECKPOINT_EVERY_ENTRIES = 1000;
export const CHECKPOINT_EVERY_MS = 60_000;

export function toCheckpoint(c: CheckpointRow) {
  return { object: 'audit_checkpoint' as const, ...checkpointStatement(c), kid: c.kid, signature: c.signature };
}

/**
 * Signs the audit chain heads of every org that moved since its last checkpoint, every 60 s, and
 * sooner once an org has appended 1,000 entries. Instances may race: the insert ignores a
 * checkpoint that already exists for that seq.
 */
export class CheckpointService {
  private readonly poller: Poller;
  private readonly sinceLast = new Map<string, number>();
  private readonly onAppended = (e: AppendedEntry) => {
    if (e.log !== 'audit') return;
    const n = (this.sinceLast.get(e.orgId) ?? 0) + 1;
    this.sinceLast.set(e.orgId, n);
    if (n >= CHECKPOINT_EVERY_ENTRIES) {
      this.sinceLast.set(e.orgId, 0);
      this.poller.runOnce().catch(() => {});
    }
  };

  constructor(
    private readonly db: Kysely<DB>,
    private readonly key: SigningKey,
    private readonly ledger: Ledger,
    intervalMs = CHECKPOINT_EVERY_MS,
  ) {
    this.poller = new Poller(() => this.checkpointAll().then(() => {}), intervalMs);
  }

  private started = false;

  start(): void {
    if (this.started) return;
    this.started = true;
    this.ledger.events.on('appended', this.onAppended);
    this.poller.start();
  }

  /** Signs the heads once more on the way out, so a restart leaves no entries unanchored. */
  async stop(): Promise<void> {
    if (!this.started) return;
    this.started = false;
    this.ledger.events.off('appended', this.onAppended);
    await this.poller.stop();
    await this.checkpointAll().catch(() => {});
  }

  /** Signs a checkpoint at each head that moved; returns how many were written. */
  async checkpointAll(now = Date.now()): Promise<number> {
    const heads = await headsPastCheckpoint(this.db);
    for (const h of heads) {
      const row = { org_id: h.org_id, log: 'audit', seq: h.seq, hash: h.hash, at: now, kid: this.key.kid };
      await insertCheckpoint(this.db, { ...row, signature: signBytes(this.key, statementBytes(row)) });
      this.sinceLast.set(h.org_id, 0);
    }
    return heads.length;
  }

  async list(ctx: ServiceContext, q: { limit?: number; after?: number; order?: 'asc' | 'desc' }) {
    const limit = q.limit ?? 100;
    const order = q.order ?? 'desc';
    if (q.after !== undefined && (!Number.isSafeInteger(q.after) || q.after < 0)) {
      throw new AppError('invalid_value', 'after must be a checkpoint seq', { param: 'after' });
    }
    const rows = await listCheckpoints(this.db, ctx.org.id, {
      limit: limit + 1,
      order,
      ...(q.after !== undefined ? { afterSeq: q.after } : {}),
    });
    const data = rows.slice(0, limit).map(toCheckpoint);
    const hasMore = rows.length > limit;
    return {
      object: 'list' as const,
      data,
      has_more: hasMore,
      next_cursor: hasMore ? String(data[data.length - 1]!.seq) : null,
      // Every key this installation has signed with, retired ones included, to check any page.
      public_keys: [...(await publicKeyPems(this.db))].map(([kid, pem]) => ({
        kid,
        alg: 'Ed25519' as const,
        public_key_pem: pem,
      })),
    };
  }
}
