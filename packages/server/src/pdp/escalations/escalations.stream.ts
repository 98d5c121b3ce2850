import { PassThrough } from 'node:stream';
import type { AuditLogEntry, Escalation } from '@latchkey/contract';
import type { AuditFeed, FeedEntry } from '../../audit/stream/audit-feed.js';
import type { EscalationAuditType } from './escalations.announcer.js';

const TYPES: ReadonlySet<string> = new Set<EscalationAuditType>([
  'escalation.created',
  'escalation.resolved',
  'escalation.expired',
]);

export interface InboxStreamSettings {
  /** A `: heartbeat` comment this often keeps proxies from closing an idle stream (contract: 15 s). */
  heartbeatMs: number;
  /** Bytes queued for a client that does not read; past it the stream is cut (the client reconnects). */
  maxBufferedBytes: number;
}

/** Whose stream it is: revoking the key, or removing the user or changing its role, ends it. */
export interface InboxStreamOwner {
  keyId: string;
  userId: string | null;
}

/**
 * One client's live inbox: the org's `escalation.*` audit entries, in chain order, each sent with
 * the escalation as it is when sent (`event: escalation.created`, `data: <Escalation>`). It rides
 * on the audit log's live feed (ADR 0025/0046), so an event from any instance arrives here
 * whichever transport carries the signal (PostgreSQL LISTEN, Redis, this process). No resume: the
 * inbox reloads its list on reconnect, the list being the state and these events its changes.
 */
export class InboxStreamSession {
  readonly body = new PassThrough();
  private unsubscribe: (() => void) | null = null;
  private heartbeat: NodeJS.Timeout | undefined;
  /** Escalations are read in arrival order, one after the other, so frames keep the chain's order. */
  private queue: Promise<void> = Promise.resolve();
  private done = false;

  constructor(
    private readonly opts: {
      feed: AuditFeed;
      orgId: string;
      owner: InboxStreamOwner;
      settings: InboxStreamSettings;
      find: (orgId: string, id: string) => Promise<Escalation | null>;
      onError: (err: unknown) => void;
    },
  ) {
    this.body.once('close', () => this.finish());
  }

  /** Subscribes (an error reaches the caller before any header is sent), then streams. */
  async start(): Promise<void> {
    const unsubscribe = await this.opts.feed.subscribe(this.opts.orgId, (e) => this.onLive(e));
    if (this.done) return unsubscribe();
    this.unsubscribe = unsubscribe;
    // Also flushes the response headers, so the client knows at once that it is connected.
    this.send('retry: 2000\n\n');
    this.heartbeat = setInterval(() => this.send(': heartbeat\n\n'), this.opts.settings.heartbeatMs);
    this.heartbeat.unref();
  }

  end(): void {
    if (this.done) return;
    this.finish();
    this.body.end();
  }

  private finish(): void {
    if (this.done) return;
    this.done = true;
    clearInterval(this.heartbeat);
    this.unsubscribe?.();
    this.unsubscribe = null;
  }

  private endsAccess(entry: AuditLogEntry): boolean {
    const { keyId, userId } = this.opts.owner;
    if (entry.event_type === 'api_key.revoked') return entry.resource.id === keyId;
    if (entry.event_type === 'user.role_changed' || entry.event_type === 'user.removed') {
      return userId !== null && entry.resource.id === userId;
    }
    return false;
  }

  private onLive({ entry }: FeedEntry): void {
    if (this.done) return;
    if (this.endsAccess(entry)) {
      this.queue = this.queue.then(() => this.end());
      return;
    }
    if (!TYPES.has(entry.event_type)) return;
    this.queue = this.queue
      .then(async () => {
        if (this.done) return;
        const escalation = await this.opts.find(this.opts.orgId, entry.resource.id);
        if (escalation)
          this.send(`id: ${entry.id}\nevent: ${entry.event_type}\ndata: ${JSON.stringify(escalation)}\n\n`);
      })
      .catch((err) => {
        this.opts.onError(err);
        // A frame that could not be read would leave the client's list wrong: it reconnects and reloads.
        this.end();
      });
  }

  private send(chunk: string): void {
    if (this.done) return;
    this.body.write(chunk);
    if (this.body.writableLength + this.body.readableLength > this.opts.settings.maxBufferedBytes) {
      this.finish();
      this.body.destroy();
    }
  }
}

/** The open inbox streams of this process. */
export class InboxStreams {
  readonly settings: InboxStreamSettings = { heartbeatMs: 15_000, maxBufferedBytes: 1024 * 1024 };
  private readonly sessions = new Set<InboxStreamSession>();

  constructor(
    private readonly feed: AuditFeed,
    private readonly find: (orgId: string, id: string) => Promise<Escalation | null>,
    private readonly onError: (err: unknown) => void = (err) =>
      process.emitWarning(err instanceof Error ? err : new Error(String(err)), 'InboxStreamWarning'),
  ) {}

  get openCount(): number {
    return this.sessions.size;
  }

  async open(orgId: string, owner: InboxStreamOwner): Promise<InboxStreamSession> {
    const session = new InboxStreamSession({
      feed: this.feed,
      orgId,
      owner,
      settings: { ...this.settings },
      find: this.find,
      onError: this.onError,
    });
    await session.start();
    this.sessions.add(session);
    session.body.once('close', () => this.sessions.delete(session));
    return session;
  }

  /** Ends every open stream (shutdown): clients see the end and reconnect elsewhere. */
  endAll(): InboxStreamSession[] {
    const all = [...this.sessions];
    for (const s of all) s.end();
    return all;
  }
}
