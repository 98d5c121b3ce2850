import { Agent as HttpAgent, request as httpRequest, type IncomingMessage } from 'node:http';
import { Agent as HttpsAgent, request as httpsRequest } from 'node:https';

/**
 * Idle connections are closed well before Latchkey's own keep-alive timeout (72 s), so a decision
 * is not sent on a socket the server is closing. Node also honours a shorter `Keep-Alive: timeout`
 * hint from a proxy in front of Latchkey.
 */
const IDLE_MS = 30_000;

/**
 * A `fetch` for the gateway's PdpClient over node:http with kept-alive connections. Every tools/call
 * makes three sequential Latchkey round trips; the global fetch (undici's WHATWG layer, which
 * streams every request body through an async generator and every answer through web streams)
 * took 0.6–1.2 ms longer per authorize than this on the loaded 2-vCPU bench machine (bench/RESULTS.md).
 *
 * Only what the PdpClient sends is supported: string or URL input, string bodies, plain or Headers
 * headers, an AbortSignal. Answers are read whole (the gateway never opens the SSE stream) and
 * handed back as a WholeAnswer: the part of a Response that fetch callers read.
 */
export function keepAliveFetch(opts: {
  /**
   * Past this an answer is treated as a broken connection: the PdpClient reports a network fault
   * and the step fails closed. Size it above the largest legitimate answer (a WARN's rewrite of
   * the largest result the gateway passes, JSON-escaped); it only guards memory.
   */
  maxAnswerBytes: number;
}): typeof fetch {
  const agents = {
    http: new HttpAgent({ keepAlive: true, timeout: IDLE_MS }),
    https: new HttpsAgent({ keepAlive: true, timeout: IDLE_MS }),
  };
  return (input, init = {}) => {
    if (typeof input !== 'string' && !(input instanceof URL)) {
      return Promise.reject(new TypeError('keepAliveFetch takes a URL, not a Request'));
    }
    if (init.body !== undefined && init.body !== null && typeof init.body !== 'string') {
      return Promise.reject(new TypeError('keepAliveFetch sends string bodies only'));
    }
    const url = typeof input === 'string' ? new URL(input) : input;
    const https = url.protocol === 'https:';
    if (!https && url.protocol !== 'http:')
      return Promise.reject(new TypeError(`unsupported protocol ${url.protocol}`));
    const headers = headersOf(init.headers);
    const body = init.body ?? undefined;
    if (body !== undefined) headers['content-length'] = Buffer.byteLength(body);
    return exchange(url, https ? httpsRequest : httpRequest, {
      method: init.method ?? 'GET',
      headers,
      agent: https ? agents.https : agents.http,
      body,
      signal: init.signal ?? undefined,
      maxAnswerBytes: opts.maxAnswerBytes,
    });
  };
}

interface Exchange {
  method: string;
  headers: Record<string, string | number>;
  agent: HttpAgent;
  body: string | undefined;
  signal: AbortSignal | undefined;
  maxAnswerBytes: number;
}

function exchange(url: URL, send: typeof httpRequest, x: Exchange): Promise<Response> {
  const { signal } = x;
  if (signal?.aborted) return Promise.reject(signal.reason);
  return new Promise((resolve, reject) => {
    let settled = false;
    const req = send(url, { method: x.method, headers: x.headers, agent: x.agent });
    const finish = (err: unknown, res?: Response) => {
      if (settled) return;
      settled = true;
      signal?.removeEventListener('abort', onAbort);
      if (err === undefined) resolve(res!);
      else {
        reject(err);
        // A socket with a half-read answer on it must not go back to the pool.
        req.destroy();
      }
    };
    const onAbort = () => finish(signal?.reason ?? new Error('aborted'));
    signal?.addEventListener('abort', onAbort, { once: true });
    req.once('error', (err) => finish(err));
    req.once('response', (res) => read(res, x.maxAnswerBytes, finish));
    // Headers and body leave in one write: the server sees the whole request in one segment.
    req.end(x.body);
  });
}

function read(res: IncomingMessage, max: number, finish: (err: unknown, res?: Response) => void): void {
  const chunks: Buffer[] = [];
  let size = 0;
  res.on('data', (chunk: Buffer) => {
    size += chunk.length;
    if (size > max) finish(new Error(`the answer is larger than ${max} bytes`));
    else chunks.push(chunk);
  });
  res.once('error', (err) => finish(err));
  // 'close' before 'end': the connection went away mid-answer.
  res.once('close', () => {
    if (!res.complete) finish(new Error('the connection closed before the answer was complete'));
  });
  res.once('end', () => {
    const status = res.statusCode ?? 0;
    if (status < 200 || status > 599) {
      finish(new Error(`unexpected HTTP status ${status}`));
      return;
    }
    const nullBody = status === 204 || status === 205 || status === 304;
    const answer = new WholeAnswer(
      status,
      res.statusMessage ?? '',
      res.rawHeaders,
      nullBody ? null : Buffer.concat(chunks),
    );
    finish(undefined, answer as unknown as Response);
  });
}

/** The PdpClient's headers (a plain object) as node:http takes them; Headers and pairs too. */
function headersOf(init: RequestInit['headers']): Record<string, string | number> {
  const out: Record<string, string | number> = {};
  if (init === undefined) return out;
  if (init instanceof Headers || Array.isArray(init)) {
    new Headers(init).forEach((v, k) => {
      out[k] = v;
    });
    return out;
  }
  for (const [k, v] of Object.entries(init as Record<string, string>)) out[k.toLowerCase()] = v;
  return out;
}

/**
 * An answer read whole, with what a fetch caller reads of a Response: status, ok, statusText,
 * headers.get/has, text, json, arrayBuffer. Building a WHATWG Headers and Response for each
 * answer and reading it back through a web stream cost ~30 µs per answer in a micro-benchmark
 * (bench/RESULTS.md, 2026-11-26), on each of a tool call's three round trips; this costs under 1 µs.
 * `body` (a stream) is built only when asked for.
 */
class WholeAnswer {
  readonly ok: boolean;
  readonly headers: Pick<Headers, 'get' | 'has'>;
  private used = false;

  constructor(
    readonly status: number,
    readonly statusText: string,
    raw: readonly string[],
    private readonly bytes: Buffer | null,
  ) {
    this.ok = status >= 200 && status <= 299;
    const get = (name: string): string | null => {
      const want = name.toLowerCase();
      let value: string | null = null;
      // Repeated fields are joined as Headers.get joins them.
      for (let i = 0; i + 1 < raw.length; i += 2) {
        if (raw[i]!.toLowerCase() !== want) continue;
        value = value === null ? raw[i + 1]! : `${value}, ${raw[i + 1]!}`;
      }
      return value;
    };
    this.headers = { get, has: (name: string) => get(name) !== null };
  }

  get bodyUsed(): boolean {
    return this.used;
  }

  get body(): ReadableStream<Uint8Array> | null {
    return this.bytes === null ? null : new Response(this.bytes).body;
  }

  private take(): Buffer {
    if (this.used) throw new TypeError('Body is unusable: Body has already been read');
    this.used = true;
    return this.bytes ?? Buffer.alloc(0);
  }

  text(): Promise<string> {
    try {
      return Promise.resolve(this.take().toString('utf8'));
    } catch (err) {
      return Promise.reject(err);
    }
  }

  async json(): Promise<unknown> {
    return JSON.parse(await this.text());
  }

  arrayBuffer(): Promise<ArrayBuffer> {
    try {
      const b = this.take();
      return Promise.resolve(b.buffer.slice(b.byteOffset, b.byteOffset + b.byteLength) as ArrayBuffer);
    } catch (err) {
      return Promise.reject(err);
    }
  }
}
