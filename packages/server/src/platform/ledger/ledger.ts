import { EventEmitter } from 'node:events';
import type { Kysely } from 'kysely';
import { isConnectionError } from '../../db/connection-errors.js';
import type { Engine } from '../../db/dialect.js';
import type { DirectPrepare } from '../../db/reader.js';
import type { DB } from '../../db/schema.js';
import type { Executor, Tx } from '../../db/tx.js';
import { jcs } from '../crypto/hash.js';
import { type ChainError, chainHashOfCanonical, GENESIS_HASH, type Integrity, verifyRun } from './chain.js';
import { headOf, LedgerStatements, type LogName, readRange } from './ledger.repository.js';

export type { LogName } from './ledger.repository.js';

/** A body as the API returns it (without `integrity`); `id` is the entry's public id. */
export interface LedgerBody {
  id: string;
}

/**
 * Filter columns stored beside an entry (not part of its hash). Evidence: event type, agent,
 * session, time. Audit: event type, actor id, time, and the resource and project.
 */
export interface LedgerIndex {
  kind?: string;
  subject?: string | null;
  session?: string;
  ts?: number;
  resourceType?: string;
  resourceId?: string;
  project?: string | null;
}

export interface AppendOptions {
  index?: LedgerIndex;
  /**
   * Writes that must commit with this entry (a permit, an escalation), run inside the group
   * transaction before the entry is chained. If it throws, the entry is retried alone and fails alone.
   */
  effect?: (db: Executor) => Promise<void>;
  /**
   * The body's JCS text when the caller already has it: a body built with its keys in sorted
   * order (recursively) and free of lone surrogates serializes to JCS with plain JSON.stringify,
   * several times faster than the generic canonicalizer on the hot path.
   */
  canonical?: string;
}

export interface AppendedEntry {
  orgId: string;
  log: LogName;
  body: LedgerBody;
  integrity: Integrity;
}

interface Pending {
  orgId: string;
  log: LogName;
  body: LedgerBody;
  canonical: string;
  opts: AppendOptions | undefined;
  resolve: (i: Integrity) => void;
  reject: (e: unknown) => void;
}

/** Enough for group commit to pay off; small enough that no transaction holds the database for long. */
const MAX_BATCH = 500;

export interface VerifyResult {
  valid: boolean;
  entryCount: number;
  firstHash: string | null;
  lastHash: string | null;
  errors: ChainError[];
}

/**
 * The hash-chained, append-only logs (§7). Two ways in:
 * - `appendInTx`: inside a feature's own transaction, so the entry commits with the change it describes;
 * - `append`: group commit. Concurrent callers share one transaction; each promise resolves only
 *   after that transaction has committed (durable before the API answers). Never await it while
 *   holding a transaction: the batch needs SQLite's one connection, or on PostgreSQL the head lock
 *   that transaction may hold, so both would wait forever. Inside a transaction use `appendInTx`.
 * After every commit, `events` emits `appended` for each entry (live streams, exporters).
 */
export class Ledger {
  readonly events = new EventEmitter();
  private queue: Pending[] = [];
  private flushing: Promise<void> | null = null;
  private readonly statements: LedgerStatements;

  constructor(
    private readonly db: Kysely<DB>,
    engine: Engine,
    direct?: DirectPrepare,
  ) {
    this.events.setMaxListeners(0);
    this.statements = new LedgerStatements(db, engine, direct);
  }

  async appendInTx(
    tx: Tx,
    orgId: string,
    log: LogName,
    bodies: LedgerBody[],
    /** One index for every body, or one per body. */
    index?: LedgerIndex | LedgerIndex[],
  ): Promise<Integrity[]> {
    const indexOf = (i: number) => (Array.isArray(index) ? index[i] : index);
    const written = await this.write(
      tx.db,
      orgId,
      log,
      bodies.map((b, i) => {
        const ix = indexOf(i);
        return { body: b, canonical: jcs(b), opts: ix ? { index: ix } : undefined };
      }),
    );
    tx.afterCommit(() => this.emit(orgId, log, bodies, written));
    return written;
  }

  append(orgId: string, log: LogName, body: LedgerBody, opts?: AppendOptions): Promise<Integrity> {
    let canonical: string;
    try {
      canonical = opts?.canonical ?? jcs(body);
    } catch (err) {
      return Promise.reject(err);
    }
    return new Promise((resolve, reject) => {
      this.queue.push({ orgId, log, body, canonical, opts, resolve, reject });
      // The batch starts on the next turn of the event loop, not now: a transaction on SQLite runs
      // start to finish in microtasks, so requests parsed in this turn would otherwise each get
      // a transaction of their own. Waiting one turn lets them share it (measured: ~300 µs of
      // CPU per transaction, so batch size is what decides throughput under load).
      if (!this.flushing) this.flushing = new Promise<void>((r) => setImmediate(r)).then(() => this.drain());
    });
  }

  /** Waits for every queued append to commit (shutdown). */
  async flush(): Promise<void> {
    while (this.flushing) await this.flushing;
  }

  private async drain(): Promise<void> {
    try {
      while (this.queue.length > 0) {
        // Capped so one transaction (and, on SQLite, the one connection) is never held for long.
        await this.commitBatch(this.queue.splice(0, MAX_BATCH));
      }
    } finally {
      this.flushing = null;
    }
  }

  private async commitBatch(batch: Pending[]): Promise<void> {
    // One chain per (org, log); heads are locked in sorted order so instances never deadlock.
    const groups = new Map<string, Pending[]>();
    for (const p of batch) {
      const k = `${p.orgId}\u0000${p.log}`;
      const g = groups.get(k);
      if (g) g.push(p);
      else groups.set(k, [p]);
    }
    const keys = [...groups.keys()].sort();
    let results: Integrity[][];
    try {
      results = await this.db.transaction().execute(async (trx) => {
        const out: Integrity[][] = [];
        for (const k of keys) {
          const g = groups.get(k)!;
          out.push(await this.write(trx, g[0]!.orgId, g[0]!.log, g));
        }
        return out;
      });
    } catch (err) {
      // A lost connection is no entry's fault. Retried alone, each entry would wait for the others'
      // failures while the database is down (a connect timeout each), and a batch whose COMMIT was
      // sent but not answered may have committed: its retries would then be refused as duplicates.
      // Every caller gets the error (a 503) and retries the request.
      if (batch.length === 1 || isConnectionError(err)) {
        for (const p of batch) p.reject(err);
        return;
      }
      // The whole batch rolled back. One bad entry (a duplicate id, say) must not fail the callers
      // it happened to share a transaction with, so each is retried alone and fails on its own.
      for (const p of batch) await this.commitBatch([p]);
      return;
    }
    // Committed: settle every caller first, so nothing that runs after the commit (listeners)
    // can turn a durable append into a reported failure.
    const settled = keys.map((k, i) => ({ g: groups.get(k)!, written: results[i]! }));
    for (const { g, written } of settled) {
      for (const [j, p] of g.entries()) p.resolve(written[j]!);
    }
    for (const { g, written } of settled) {
      this.emit(
        g[0]!.orgId,
        g[0]!.log,
        g.map((p) => p.body),
        written,
      );
    }
  }

  private async write(
    db: Executor,
    orgId: string,
    log: LogName,
    items: Array<{ body: LedgerBody; canonical: string; opts: AppendOptions | undefined }>,
  ): Promise<Integrity[]> {
    for (const item of items) if (item.opts?.effect) await item.opts.effect(db);
    const head = await this.statements.lockHead(db, orgId, log);
    let { seq, hash } = head;
    const now = Date.now();
    const rows = items.map(({ body, canonical, opts }) => {
      const prev = hash;
      seq += 1;
      hash = chainHashOfCanonical(prev, canonical);
      const ix = opts?.index;
      return {
        seq,
        id: body.id,
        body: canonical,
        prev_hash: prev,
        hash,
        created_at: now,
        kind: ix?.kind ?? null,
        subject: ix?.subject ?? null,
        session: ix?.session ?? null,
        ts: ix?.ts ?? null,
        resource_type: ix?.resourceType ?? null,
        resource_id: ix?.resourceId ?? null,
        project: ix?.project ?? null,
      };
    });
    await this.statements.insertEntries(db, orgId, log, rows);
    await this.statements.setHead(db, orgId, log, seq, hash);
    return rows.map((r) => ({ seq: r.seq, prev_hash: r.prev_hash, hash: r.hash }));
  }

  private emit(orgId: string, log: LogName, bodies: LedgerBody[], written: Integrity[]): void {
    if (this.events.listenerCount('appended') === 0) return;
    bodies.forEach((body, i) => {
      try {
        this.events.emit('appended', { orgId, log, body, integrity: written[i]! } satisfies AppendedEntry);
      } catch (err) {
        // The entry is committed; a listener's bug is reported, never passed to the appender.
        process.emitWarning(err instanceof Error ? err : new Error(String(err)), 'LedgerListenerError');
      }
    });
  }

  /**
   * Re-verifies a whole chain from seq 1 against the stored head, page by page. Safe while appends
   * continue: entries and head commit together and seq order is commit order, so every read sees a
   * prefix of the chain. The head is read after the scan, so a live chain never looks longer than
   * its head; any entries committed meanwhile are read up to that head.
   */
  async verify(orgId: string, log: LogName): Promise<VerifyResult> {
    const errors: ChainError[] = [];
    let cursor = { seq: 1, prevHash: GENESIS_HASH };
    let count = 0;
    let firstHash: string | null = null;
    const scan = async (toSeq?: number) => {
      for (;;) {
        const page = await readRange(this.db, orgId, log, cursor.seq, 1000, toSeq);
        if (page.length === 0) return;
        firstHash ??= page[0]!.hash;
        const run = verifyRun(page, cursor);
        errors.push(...run.errors);
        count += page.length;
        cursor = { seq: run.last.seq + 1, prevHash: run.last.hash };
      }
    };
    await scan();
    const head = await headOf(this.db, orgId, log);
    if (head.seq >= cursor.seq) await scan(head.seq);
    const lastSeq = cursor.seq - 1;
    if (lastSeq < head.seq) {
      errors.push({ seq: lastSeq + 1, id: 'head', kind: 'gap' });
    } else if (lastSeq > head.seq || (head.seq > 0 && cursor.prevHash !== head.hash)) {
      // Entries past the head, or a last hash the head does not know: written around the ledger.
      errors.push({ seq: head.seq, id: 'head', kind: 'hash_mismatch' });
    }
    return {
      valid: errors.length === 0,
      entryCount: count,
      firstHash,
      lastHash: count ? cursor.prevHash : null,
      errors,
    };
  }
}
