import type { Redis } from 'ioredis';
import type { Kysely } from 'kysely';
import type { Engine } from '../../db/dialect.js';
import type { DB } from '../../db/schema.js';
import { AppError } from '../../platform/errors/app-error.js';
import { isId } from '../../platform/ids.js';
import type { Ledger } from '../../platform/ledger/ledger.js';
import { seqOfAuditEntry } from '../logs/logs.repository.js';
import { AuditFeed } from './audit-feed.js';
import { type FeedTransport, PgFeedTransport, RedisFeedTransport } from './feed-transports.js';
import { DbLeaseStore, type LeaseStore, MemoryLeaseStore, RedisLeaseStore } from './lease-stores.js';
import type { StreamFilter } from './stream.repository.js';
import { AuditStreamSession, type StreamOwner, type StreamSettings } from './stream.session.js';
import { StreamLeases } from './stream-lease.js';

export const DEFAULT_STREAM_SETTINGS: StreamSettings = {
  heartbeatMs: 15_000,
  maxBufferedBytes: 1024 * 1024,
  maxPending: 10_000,
  retryMs: 1_000,
  sweepMs: 10_000,
  leaseTtlMs: 30_000,
  leaseRenewMs: 10_000,
};

export interface AuditStreamDeps {
  db: Kysely<DB>;
  engine: Engine;
  ledger: Ledger;
  /** PostgreSQL: the LISTEN session connects here (its own connection, outside the pool). */
  databaseUrl?: string | undefined;
  /** Several processes over one SQLite file: signals go through Redis pub/sub. */
  redis?: Redis | undefined;
  /** Concurrent streams per API key (the spec's 1, scaled like every limit); 0: not limited. */
  streamsPerKey: number;
  onError?: (err: unknown) => void;
}

/**
 * Where stream leases live (ADR 0034): Redis when configured (every instance shares it), else the
 * database on PostgreSQL (instances share it), else this process (SQLite serves one process).
 */
function leaseStoreOf(deps: AuditStreamDeps): LeaseStore {
  if (deps.redis) return new RedisLeaseStore(deps.redis);
  if (deps.engine === 'postgres') return new DbLeaseStore(deps.db, deps.engine);
  return new MemoryLeaseStore();
}

const warn = (err: unknown) =>
  process.emitWarning(err instanceof Error ? err : new Error(String(err)), 'AuditStreamWarning');

/**
 * The live audit stream (DESIGN §10): one feed per process, one session per connected client.
 * Cross-process signals: PostgreSQL LISTEN/NOTIFY when on PostgreSQL (no other service needed),
 * else Redis pub/sub when configured, else none (one SQLite process: the ledger's event is enough).
 */
export class AuditStreamService {
  /** Mutable so an operator (or a test) can tune them; read when a stream opens. */
  readonly settings: StreamSettings = { ...DEFAULT_STREAM_SETTINGS };
  readonly feed: AuditFeed;
  readonly leases: StreamLeases;
  private readonly sessions = new Set<AuditStreamSession>();
  private readonly onError: (err: unknown) => void;

  constructor(private readonly deps: AuditStreamDeps) {
    this.onError = deps.onError ?? warn;
    let transport: FeedTransport | null = null;
    if (deps.engine === 'postgres' && deps.databaseUrl) {
      transport = new PgFeedTransport(deps.databaseUrl, deps.db, this.onError);
    } else if (deps.redis) {
      transport = new RedisFeedTransport(deps.redis, this.onError);
    }
    this.feed = new AuditFeed({
      db: deps.db,
      ledger: deps.ledger,
      transport,
      sweepMs: () => this.settings.sweepMs,
      onError: this.onError,
    });
    const limited = deps.streamsPerKey > 0;
    this.leases = new StreamLeases(limited ? leaseStoreOf(deps) : null, deps.streamsPerKey, this.onError);
  }

  /** Streams open in this process. */
  get openCount(): number {
    return this.sessions.size;
  }

  /**
   * The chain seq to resume after, from a Last-Event-ID. An id this org's log does not hold is a
   * 400: starting live instead would silently skip whatever the client missed (ADR 0025).
   */
  async resumePoint(orgId: string, lastEventId: string | undefined): Promise<number | undefined> {
    if (lastEventId === undefined || lastEventId.trim() === '') return undefined;
    const id = lastEventId.trim();
    const seq = isId(id, 'log') ? await seqOfAuditEntry(this.deps.db, orgId, id) : undefined;
    if (seq === undefined) {
      throw new AppError('invalid_value', 'Last-Event-ID is not an entry of this audit log', {
        param: 'Last-Event-ID',
      });
    }
    return seq;
  }

  async open(
    orgId: string,
    owner: StreamOwner,
    filter: StreamFilter,
    fromSeq: number | undefined,
  ): Promise<AuditStreamSession> {
    const settings = { ...this.settings };
    // Refused (429) before anything else is done for a key whose slot another stream holds.
    const lease = await this.leases.take(owner.keyId, settings.leaseTtlMs);
    const session = new AuditStreamSession({
      feed: this.feed,
      db: this.deps.db,
      orgId,
      owner,
      filter,
      settings,
      onError: this.onError,
      onEnd: () => lease?.release(),
    });
    try {
      await session.start(fromSeq);
    } catch (err) {
      lease?.release();
      throw err;
    }
    // Lost: another stream of the key runs now; this one ends, and its client's reconnect is refused.
    lease?.keep(settings.leaseRenewMs, () => session.end('lease_lost'));
    this.sessions.add(session);
    session.body.once('close', () => this.sessions.delete(session));
    return session;
  }

  /** Ends every open stream (giving back their leases) and the cross-process listener. */
  async stop(): Promise<void> {
    for (const s of this.sessions) s.end('shutdown');
    await this.leases.drain();
    await this.feed.stop();
  }
}
