import type * as C from '@latchkey/contract';
import { EvalReviews } from './eval-reviews.js';
import { type HttpClient, type HttpOptions, LatchkeyError, retryDelayMs, toError } from './http.js';
import { type List, newIdempotencyKey } from './pages.js';
import { pause, sseMessages } from './sse.js';

type S<T extends { static: unknown }> = T['static'];
export type AuditLogEntry = S<typeof C.AuditLogEntry>;
export type AuditLogList = S<typeof C.AuditLogList>;
export type AuditLogsQuery = S<typeof C.AuditLogsQuery>;
export type AuditCheckpointList = S<typeof C.AuditCheckpointList>;
export type AuditCheckpointsQuery = S<typeof C.AuditCheckpointsQuery>;
export type VerifyAuditBody = S<typeof C.VerifyAuditBody>;
export type AuditVerification = S<typeof C.AuditVerification>;
export type Provenance = S<typeof C.Provenance>;
export type ProvenanceQuery = S<typeof C.ProvenanceQuery>;
export type CreateAuditReportBody = S<typeof C.CreateAuditReportBody>;
export type AuditReport = S<typeof C.AuditReport>;
export type AuditReportListQuery = S<typeof C.AuditReportListQuery>;
export type CreateAuditExportBody = S<typeof C.CreateAuditExportBody>;
export type UpdateAuditExportBody = S<typeof C.UpdateAuditExportBody>;
export type AuditExport = S<typeof C.AuditExport>;
export type CreatedAuditExport = S<typeof C.CreatedAuditExport>;
export type AuditExportTestResult = S<typeof C.AuditExportTestResult>;

const seg = encodeURIComponent;

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
    /** Signed checkpoints of the chain, with the public keys that check them. */
    checkpoints: (query: AuditCheckpointsQuery = {}): Promise<AuditCheckpointList> =>
      this.http.request('GET', '/v1/audit/checkpoints', { query: { ...query } }),
    /** Re-verifies a time range against the checkpoints (enterprise plans). */
    verify: (body: VerifyAuditBody): Promise<AuditVerification> =>
      this.http.request('POST', '/v1/audit/verify', { body }),
    provenance: (
      resourceType: 'sample' | 'dataset' | 'evaluation' | 'review',
      id: string,
      query: ProvenanceQuery = {},
    ): Promise<Provenance> =>
      this.http.request('GET', `/v1/audit/provenance/${seg(resourceType)}/${seg(id)}`, { query: { ...query } }),
    reports: {
      /** Starts a report; it is generated in the background (`wait` for it, then `download`). */
      create: (body: CreateAuditReportBody, idempotencyKey = newIdempotencyKey()): Promise<AuditReport> =>
        this.http.request('POST', '/v1/audit/reports', { body, idempotencyKey }),
      get: (id: string): Promise<AuditReport> => this.http.request('GET', `/v1/audit/reports/${seg(id)}`),
      list: (query: AuditReportListQuery = {}): Promise<List<AuditReport>> =>
        this.http.request('GET', '/v1/audit/reports', { query: { ...query } }),
      /** Polls until the report is completed or failed. */
      wait: (id: string, opts: { intervalMs?: number; timeoutMs?: number } = {}) => this.waitForReport(id, opts),
      /** The file's bytes and type (PDF, CSV or JSON), while it has not expired. */
      download: (id: string) => this.downloadReport(id),
    },
    exports: {
      create: (body: CreateAuditExportBody, idempotencyKey = newIdempotencyKey()): Promise<CreatedAuditExport> =>
        this.http.request('POST', '/v1/audit/exports', { body, idempotencyKey }),
      list: (): Promise<List<AuditExport>> => this.http.request('GET', '/v1/audit/exports'),
      get: (id: string): Promise<AuditExport> => this.http.request('GET', `/v1/audit/exports/${seg(id)}`),
      /** Renames it, rotates a secret or moves its endpoint, or changes its filters; it keeps its place in the log. */
      update: (id: string, body: UpdateAuditExportBody): Promise<CreatedAuditExport> =>
        this.http.request('PATCH', `/v1/audit/exports/${seg(id)}`, { body }),
      delete: (id: string): Promise<AuditExport> => this.http.request('DELETE', `/v1/audit/exports/${seg(id)}`),
      /** Sends one test delivery to the destination and says how it answered. */
      test: (id: string): Promise<AuditExportTestResult> =>
        this.http.request('POST', `/v1/audit/exports/${seg(id)}/test`),
    },
  };

  private async waitForReport(id: string, opts: { intervalMs?: number; timeoutMs?: number }): Promise<AuditReport> {
    const deadline = Date.now() + (opts.timeoutMs ?? 10 * 60_000);
    for (;;) {
      const report = await this.audit.reports.get(id);
      if (report.status === 'completed' || report.status === 'failed') return report;
      if (Date.now() > deadline) throw new LatchkeyError(`report ${id} not ready in time`, 0, 'api_error', 'timeout');
      await new Promise((r) => setTimeout(r, opts.intervalMs ?? 500));
    }
  }

  private async downloadReport(id: string): Promise<{ contentType: string; body: Uint8Array }> {
    const res = await this.http.open(`/v1/audit/reports/${seg(id)}/download`);
    return { contentType: res.headers.get('content-type') ?? '', body: new Uint8Array(await res.arrayBuffer()) };
  }

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
        const error = await toError(res);
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
