/** The error every client method throws for a non-2xx answer or a transport failure. */
export class LatchkeyError extends Error {
  constructor(
    message: string,
    readonly status: number,
    readonly type: string,
    readonly code: string,
    readonly param?: string,
    readonly details?: Record<string, unknown>,
    readonly requestId?: string,
  ) {
    super(message);
    this.name = 'LatchkeyError';
  }
}

export interface HttpOptions {
  baseUrl: string;
  apiKey: string;
  /** Retries for 429, 5xx and network errors (default 3). */
  maxRetries?: number;
  /** Per-attempt timeout in ms (default 10 000). */
  timeoutMs?: number;
  fetch?: typeof fetch;
  /** Waits between retries; tests replace it. */
  sleep?: (ms: number) => Promise<void>;
}

const defaultSleep = (ms: number) => new Promise<void>((r) => setTimeout(r, ms));

/** Retry-After when the server sent one, else exponential backoff with full jitter (capped at 30 s). */
export function retryDelayMs(attempt: number, retryAfter: string | null): number {
  const seconds = retryAfter === null ? Number.NaN : Number(retryAfter);
  if (Number.isFinite(seconds) && seconds >= 0) return seconds * 1000;
  return Math.random() * Math.min(30_000, 250 * 2 ** attempt);
}

export class HttpClient {
  private readonly fetch: typeof fetch;
  private readonly sleep: (ms: number) => Promise<void>;

  constructor(private readonly opts: HttpOptions) {
    this.fetch = opts.fetch ?? globalThis.fetch;
    this.sleep = opts.sleep ?? defaultSleep;
  }

  async request<T>(
    method: string,
    path: string,
    init: {
      body?: unknown;
      query?: Record<string, unknown>;
      idempotencyKey?: string | undefined;
      headers?: Record<string, string>;
    } = {},
  ): Promise<T> {
    const url = new URL(path, this.opts.baseUrl);
    for (const [k, v] of Object.entries(init.query ?? {})) if (v !== undefined) url.searchParams.set(k, String(v));
    const headers: Record<string, string> = { ...init.headers, authorization: `Bearer ${this.opts.apiKey}` };
    if (init.body !== undefined) headers['content-type'] = 'application/json';
    if (init.idempotencyKey) headers['idempotency-key'] = init.idempotencyKey;
    // Only requests that are safe to repeat are retried: reads, and writes with an Idempotency-Key.
    const retriable = method === 'GET' || method === 'DELETE' || Boolean(init.idempotencyKey);
    const maxRetries = retriable ? (this.opts.maxRetries ?? 3) : 0;
    for (let attempt = 0; ; attempt++) {
      let res: Response;
      try {
        res = await this.fetch(url, {
          method,
          headers,
          body: init.body === undefined ? undefined : JSON.stringify(init.body),
          signal: AbortSignal.timeout(this.opts.timeoutMs ?? 10_000),
        });
      } catch (err) {
        if (attempt < maxRetries) {
          await this.sleep(retryDelayMs(attempt, null));
          continue;
        }
        throw new LatchkeyError(
          `request failed: ${(err as Error).message}`,
          0,
          'api_connection_error',
          'network_error',
        );
      }
      if (res.ok) return (await res.json()) as T;
      if ((res.status === 429 || res.status >= 500) && attempt < maxRetries) {
        await this.sleep(retryDelayMs(attempt, res.headers.get('retry-after')));
        continue;
      }
      throw await toError(res);
    }
  }

  /** A GET whose body is not one JSON value (a file, JSON Lines): the response, once it is a 2xx. */
  async open(path: string, headers: Record<string, string> = {}): Promise<Response> {
    const res = await this.fetch(new URL(path, this.opts.baseUrl), {
      headers: { ...headers, authorization: `Bearer ${this.opts.apiKey}` },
    });
    if (!res.ok) throw await toError(res);
    return res;
  }
}

/** The error a failed response stands for, in the API's own terms (type, code, param, request id). */
export async function toError(res: Response): Promise<LatchkeyError> {
  const requestId = res.headers.get('x-request-id') ?? undefined;
  let body: unknown;
  try {
    body = await res.json();
  } catch {
    body = undefined;
  }
  const e = (body as { error?: unknown } | undefined)?.error;
  if (e && typeof e === 'object') {
    const o = e as {
      type?: string;
      code?: string;
      message?: string;
      param?: string;
      details?: Record<string, unknown>;
    };
    return new LatchkeyError(
      o.message ?? `HTTP ${res.status}`,
      res.status,
      o.type ?? 'api_error',
      o.code ?? 'unknown',
      o.param,
      o.details,
      requestId,
    );
  }
  const text = typeof e === 'string' ? e : `HTTP ${res.status}`;
  return new LatchkeyError(text, res.status, 'api_error', 'unknown', undefined, undefined, requestId);
}
