import type { Redis } from 'ioredis';
import { type Kysely, sql } from 'kysely';
import { type ListenSession, openListenSession } from '../../db/dialect.js';
import type { DB } from '../../db/schema.js';
import { backoffDelay } from '../../platform/jobs/poller.js';

/**
 * Carries "org X's audit log reached seq N" between server processes. Only a signal: receivers
 * read the entries themselves from the database (seq > last seen), so a lost or merged signal
 * delays delivery but never drops or reorders an entry, and payloads stay far below NOTIFY's
 * 8000-byte limit.
 */
export interface FeedTransport {
  /** Starts receiving; resolves once the first connection attempt has settled (either way). */
  listen(handlers: FeedSignalHandlers): Promise<void>;
  /** Tells every process (this one included) that `orgId`'s audit log has grown to `seq`. */
  announce(orgId: string, seq: number): void;
  close(): Promise<void>;
}

export interface FeedSignalHandlers {
  signal(orgId: string, seq: number): void;
  /** (Re)connected: signals may have been missed meanwhile, so every watched org is re-read. */
  resync(): void;
}

export const AUDIT_CHANNEL = 'latchkey_audit';
export const LISTENER_NAME = 'latchkey-audit-listener';

const parse = (payload: string | undefined): [string, number] | null => {
  const [orgId, seq] = (payload ?? '').split(':');
  const n = Number(seq);
  return orgId && Number.isInteger(n) ? [orgId, n] : null;
};

/**
 * Signals are sent once per org per turn of the event loop with the highest seq appended: a burst
 * of audit entries (a batch of samples) costs one message, not one each.
 */
class Coalescer {
  private pending = new Map<string, number>();
  private scheduled = false;
  private inFlight = new Set<Promise<unknown>>();

  constructor(private readonly send: (orgId: string, seq: number) => Promise<unknown>) {}

  add(orgId: string, seq: number): void {
    this.pending.set(orgId, Math.max(seq, this.pending.get(orgId) ?? 0));
    if (this.scheduled) return;
    this.scheduled = true;
    setImmediate(() => this.flush());
  }

  /** Sends what is pending now and waits for every send (shutdown: before the pool closes). */
  async drain(): Promise<void> {
    this.flush();
    await Promise.all(this.inFlight);
  }

  private flush(): void {
    this.scheduled = false;
    for (const [orgId, seq] of this.pending) {
      const p = this.send(orgId, seq).finally(() => this.inFlight.delete(p));
      this.inFlight.add(p);
    }
    this.pending.clear();
  }
}

/**
 * PostgreSQL LISTEN/NOTIFY. NOTIFY is sent after the appending transaction committed (from the
 * ledger's `appended` event), not inside it: pg_notify in the transaction would make every
 * audited change take PostgreSQL's global notify-queue lock at commit and add a statement while
 * the chain head is locked. The cost of sending afterwards is that a process dying between commit
 * and NOTIFY leaves other instances unaware until the next signal or their periodic re-read
 * (AuditFeed's sweep) — a delay, never a loss: the entries are in the database.
 */
export class PgFeedTransport implements FeedTransport {
  /** The LISTEN session, connecting or connected; events of any other client are stale. */
  private current: ListenSession | null = null;
  private handlers: FeedSignalHandlers | null = null;
  private started: Promise<void> | null = null;
  private retry: NodeJS.Timeout | undefined;
  private attempt = 0;
  private closed = false;
  private readonly out: Coalescer;

  constructor(
    private readonly databaseUrl: string,
    db: Kysely<DB>,
    private readonly onError: (err: unknown) => void,
  ) {
    this.out = new Coalescer((orgId, seq) =>
      sql`select pg_notify(${AUDIT_CHANNEL}, ${`${orgId}:${seq}`})`.execute(db).catch(onError),
    );
  }

  listen(handlers: FeedSignalHandlers): Promise<void> {
    this.handlers = handlers;
    this.started ??= this.connect();
    return this.started;
  }

  announce(orgId: string, seq: number): void {
    if (!this.closed) this.out.add(orgId, seq);
  }

  async close(): Promise<void> {
    this.closed = true;
    clearTimeout(this.retry);
    await this.out.drain();
    const client = this.current;
    this.current = null;
    await client?.end().catch(() => {});
  }

  private async connect(): Promise<void> {
    if (this.closed) return;
    // Named, so an operator can tell this long-lived idle session from a leaked one.
    const client = openListenSession(this.databaseUrl, LISTENER_NAME);
    this.current = client;
    client.on('error', (err) => this.lost(client, err));
    client.on('end', () => this.lost(client));
    client.on('notification', (n) => {
      const parsed = n.channel === AUDIT_CHANNEL ? parse(n.payload) : null;
      if (parsed) this.handlers?.signal(...parsed);
    });
    try {
      await client.connect();
      await client.query(`LISTEN ${AUDIT_CHANNEL}`);
    } catch (err) {
      this.lost(client, err);
      return;
    }
    if (this.current !== client) return;
    this.attempt = 0;
    this.handlers?.resync();
  }

  /** A dropped LISTEN session is replaced with backoff; the reconnect resyncs what was missed. */
  private lost(client: ListenSession, err?: unknown): void {
    if (client !== this.current) return;
    if (err && !this.closed) this.onError(err);
    this.current = null;
    client.end().catch(() => {});
    if (this.closed) return;
    this.attempt += 1;
    clearTimeout(this.retry);
    this.retry = setTimeout(() => void this.connect(), backoffDelay(this.attempt, 500, 30_000) + 100);
    this.retry.unref();
  }
}

/**
 * Redis pub/sub, for several processes over one SQLite file sharing a Redis. The subscriber is a
 * second connection (a subscribed connection can run nothing else); ioredis reconnects and
 * resubscribes by itself, and every `ready` resyncs.
 */
export class RedisFeedTransport implements FeedTransport {
  private sub: Redis | null = null;
  private started: Promise<void> | null = null;
  private readonly out: Coalescer;

  constructor(
    private readonly redis: Redis,
    private readonly onError: (err: unknown) => void,
  ) {
    this.out = new Coalescer((orgId, seq) => redis.publish(AUDIT_CHANNEL, `${orgId}:${seq}`).catch(onError));
  }

  listen(handlers: FeedSignalHandlers): Promise<void> {
    this.started ??= (async () => {
      const sub = this.redis.duplicate();
      this.sub = sub;
      sub.on('error', () => {});
      sub.on('ready', () => handlers.resync());
      sub.on('message', (channel: string, message: string) => {
        const parsed = channel === AUDIT_CHANNEL ? parse(message) : null;
        if (parsed) handlers.signal(...parsed);
      });
      await sub.subscribe(AUDIT_CHANNEL).catch(this.onError);
    })();
    return this.started;
  }

  announce(orgId: string, seq: number): void {
    this.out.add(orgId, seq);
  }

  async close(): Promise<void> {
    await this.out.drain();
    const sub = this.sub;
    this.sub = null;
    if (sub) await sub.quit().catch(() => sub.disconnect());
  }
}
