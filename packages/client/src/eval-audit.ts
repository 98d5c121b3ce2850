import type * as C from '@latchkey/contract';
import { EvalReviews } from './eval-reviews.js';
import { type HttpClient, type HttpOptions, LatchkeyError, retryDelayMs } from './http.js';

type S<T extends { static: unknown }> = T['static'];
export type AuditLogEntry = S<typeof C.AuditLogEntry>;
export type AuditLogList = S<typeof C.AuditLogList>;
export type AuditLogsQuery = S<typeof C.AuditLogsQuery>;

export interface AuditStreamOptions {
  /** Only these event types (exact names). */
  eventTypes?: string[];
  /** Only entries whose resource belongs to one of these projects. */
  projects?: string[];
  /** Start after this log id: the entries after it are replayed first, then live ones follow. */
  lastEventId?: string;
  /** Aborting ends the iteration (a pending `next()` resolves done). */
  signal?: AbortSignal;
  /**
   * Failed connection attempts in a row (network errors, 429, 5xx) before the iterator throws;
   * default 10. An established connection resets the count. Other errors (401, 403, 400) throw at once.
   */
  maxReconnects?: number;
}

/** Live audit entries; `lastEventId` is the resume point to persist (pass it back as `lastEventId`). */
export interface AuditStream extends AsyncIterableIterator<AuditLogEntry> {
  readonly lastEventId: string | undefined;
  /** Closes the connection; a pending `next()` resolves done. Same as `return()`. */
  close(): Promise<void>;
}

interface SseMessage {
  event: string;
  data: string;
  id: string | undefined;
  retry: number | undefined;
}

/**
 * Server-Sent Events over a fetch body (no EventSource needed): lines end in CRLF, LF or CR; a blank
 * line dispatches; `:` lines are comments (heartbeats). A message cut off by a dropped connection is
 * never dispatched, so it is read again after the resume.
 */
async function* sseMessages(body: ReadableStream<Uint8Array>): AsyncGenerator<SseMessage> {
  const reader = body.getReader();
  const decoder = new TextDecoder();
  let buf = '';
  let data: string[] = [];
  let event = '';
  let id: string | undefined;
  let retry: number | undefined;
  try {
    for (;;) {
      const { value, done } = await reader.read();
      if (done) return;
      buf += decoder.decode(value, { stream: true });
      for (let nl = buf.search(/[\r\n]/); nl >= 0; nl = buf.search(/[\r\n]/)) {
        // A CR at the end of what has arrived may be the first half of a CRLF.
        if (buf[nl] === '\r' && nl === buf.length - 1) break;
        const line = buf.slice(0, nl);
        buf = buf.slice(buf[nl] === '\r' && buf[nl + 1] === '\n' ? nl + 2 : nl + 1);
        if (line === '') {
          if (data.length > 0 || retry !== undefined)
            yield { event: event || 'message', data: data.join('\n'), id, retry };
          data = [];
          event = '';
          retry = undefined;
          continue;
        }
        if (line.startsWith(':')) continue;
        const colon = line.indexOf(':');
        const field = colon < 0 ? line : line.slice(0, colon);
        const val = colon < 0 ? '' : line.slice(colon + 1).replace(/^ /, '');
        if (field === 'data') data.push(val);
        else if (field === 'event') event = val;
        else if (field === 'id' && !val.includes('\0')) id = val;
        else if (field === 'retry' && /^\d+$/.test(val)) retry = Number(val);
      }
    }
  } finally {
    reader.cancel().catch(() => {});
  }
}

/** Waits `ms`, or less when `signal` aborts. */
const pause = (ms: number, signal: AbortSignal) =>
  new Promise<void>((resolve) => {
    const done = () => {
      clearTimeout(timer);
      signal.removeEventListener('abort', done);
      resolve();
    };
    const timer = setTimeout(done, ms);
    signal.addEventListener('abort', done, { once: true });
  });

async function errorOf(res: Response): Promise<LatchkeyError> {
  const body = (await res.json().catch(() => undefined)) as { error?: Record<string, unknown> } | undefined;
  const e = body?.error ?? {};
  const str = (v: unknown) => (typeof v === 'string' ? v : undefined);
  return new LatchkeyError(
    str(e.message) ?? `HTTP ${res.status}`,
    res.status,
    str(e.type) ?? 'api_error',
    str(e.code) ?? 'unknown',
    str(e.param),
    e.details as Record<string, unknown> | undefined,
    res.headers.get('x-request-id') ?? undefined,
  );
}

/** The audit log: queries and the live stream (admin and auditor keys). */
export class EvalAudit extends EvalReviews {
  constructor(
    http: HttpClient,
    private readonly connection: HttpOptions,
  ) {
    super(http);
  }

  readonly audit = {
    logs: {
      /** One page, newest first unless `order: 'asc'`; the next page is `after: next_cursor`. */
      list: (query: AuditLogsQuery = {}): Promise<AuditLogList> =>
        this.http.request('GET', '/v1/audit/logs', { query: { ...query } }),
      /** Every matching entry, page after page through `next_cursor`. */
      each: (query: AuditLogsQuery = {}) => this.eachAuditEntry(query),
      get: (id: string): Promise<AuditLogEntry> => this.http.request('GET', `/v1/audit/logs/${encodeURIComponent(id)}`),
    },
    /**
     * The live stream (one per API key). Reconnects by itself after a dropped connection, resuming
     * with Last-Event-ID, so no entry is lost or repeated. Stop it with `options.signal`,
     * `close()`, `return()`, or `break` in a `for await`.
     */
    stream: (options: AuditStreamOptions = {}): AuditStream => this.openAuditStream(options),
  };

  private async *eachAuditEntry(query: AuditLogsQuery): AsyncGenerator<AuditLogEntry, void, undefined> {
    let q: AuditLogsQuery = { ...query, limit: query.limit ?? 1000 };
    for (;;) {
      const page = await this.audit.logs.list(q);
      yield* page.data;
      if (!page.has_more || !page.next_cursor) return;
      q = { ...q, after: page.next_cursor };
    }
  }

  private openAuditStream(options: AuditStreamOptions): AuditStream {
    const stop = new AbortController();
    const onAbort = () => stop.abort();
    options.signal?.addEventListener('abort', onAbort, { once: true });
    if (options.signal?.aborted) stop.abort();
    const state = { lastEventId: options.lastEventId };
    const gen = this.runAuditStream(options, state, stop.signal);
    const close = async () => {
      stop.abort();
      options.signal?.removeEventListener('abort', onAbort);
      await gen.return(undefined);
    };
    return {
      get lastEventId() {
        return state.lastEventId;
      },
      next: () => gen.next(),
      return: async () => {
        await close();
        return { done: true, value: undefined };
      },
      close,
      [Symbol.asyncIterator]() {
        return this;
      },
    };
  }

  private async *runAuditStream(
    options: AuditStreamOptions,
    state: { lastEventId: string | undefined },
    signal: AbortSignal,
  ): AsyncGenerator<AuditLogEntry, void, undefined> {
    const { baseUrl, apiKey } = this.connection;
    const doFetch = this.connection.fetch ?? globalThis.fetch;
    const url = new URL('/v1/audit/stream', baseUrl);
    for (const t of options.eventTypes ?? []) url.searchParams.append('event_types', t);
    for (const p of options.projects ?? []) url.searchParams.append('projects', p);
    const maxReconnects = options.maxReconnects ?? 10;
    let failures = 0;
    let retryMs = 1000;
    const failed = async (err: LatchkeyError, retryAfter: string | null) => {
      failures += 1;
      if (failures > maxReconnects) throw err;
      await pause(retryDelayMs(failures - 1, retryAfter), signal);
    };
    while (!signal.aborted) {
      const headers: Record<string, string> = { accept: 'text/event-stream', authorization: `Bearer ${apiKey}` };
      if (state.lastEventId) headers['last-event-id'] = state.lastEventId;
      let res: Response;
      try {
        res = await doFetch(url, { headers, signal });
      } catch (err) {
        if (signal.aborted) return;
        await failed(
          new LatchkeyError(`stream failed: ${(err as Error).message}`, 0, 'api_connection_error', 'network_error'),
          null,
        );
        continue;
      }
      if (!res.ok) {
        const error = await errorOf(res);
        // 429: this key's previous connection may not be released yet; 5xx: a restart. Both pass.
        if (res.status !== 429 && res.status < 500) throw error;
        await failed(error, res.headers.get('retry-after'));
        continue;
      }
      failures = 0;
      try {
        for await (const msg of sseMessages(res.body!)) {
          if (msg.retry !== undefined) retryMs = msg.retry;
          if (msg.event !== 'audit_log' || !msg.data) continue;
          const entry = JSON.parse(msg.data) as AuditLogEntry;
          state.lastEventId = msg.id || entry.id;
          yield entry;
        }
      } catch (err) {
        // A dropped connection is resumed below; anything else (bad JSON) is the caller's to see.
        if (signal.aborted) return;
        if (err instanceof SyntaxError) throw err;
      }
      // The server ended the stream (shutdown, a client too slow) or the connection dropped.
      await pause(retryMs, signal);
    }
  }
}
