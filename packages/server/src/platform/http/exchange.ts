import { type Agent, request as httpRequest, type IncomingHttpHeaders } from 'node:http';
import { request as httpsRequest } from 'node:https';
import { guardedLookup, type PostOptions } from './outbound.js';

export interface ExchangeOptions {
  method: 'GET' | 'POST';
  headers: Record<string, string | number>;
  /** Sent with its content-length; none for a GET. */
  body?: string;
  /** A keep-alive agent; without one each exchange opens its own connection. */
  agent?: Agent;
  allowInsecure: boolean;
  /** Over the whole exchange: connect, send, and reading the body. */
  timeoutMs: number;
  /** The response body is refused (ETOOLARGE) past this many bytes. */
  maxBytes: number;
  /** Aborts the request at once; the promise then rejects with the signal's reason. */
  signal?: AbortSignal;
}

export interface OutboundResponse {
  status: number;
  headers: IncomingHttpHeaders;
  /** UTF-8 text of the whole body. */
  body: string;
}

const coded = (message: string, code: string) => Object.assign(new Error(message), { code });

/**
 * One outbound HTTP exchange that reads the answer: the guarded lookup, no redirects followed, one
 * timeout over connect, send and the whole body, a cap on the body, an abort signal. Rejects with
 * an Error carrying `code` (ETIMEDOUT, ETOOLARGE, ECONNRESET when the peer hung up mid-body,
 * EDESTINATION, ECONNREFUSED, …) or with the signal's reason; each caller maps the codes to its own
 * errors.
 */
export function exchange(url: URL, opts: ExchangeOptions): Promise<OutboundResponse> {
  const { signal, body } = opts;
  if (signal?.aborted) return Promise.reject(signal.reason);
  const send = url.protocol === 'https:' ? httpsRequest : httpRequest;
  const headers = body === undefined ? opts.headers : { ...opts.headers, 'content-length': Buffer.byteLength(body) };
  return new Promise((resolve, reject) => {
    let settled = false;
    const req = send(url, {
      method: opts.method,
      headers,
      ...(opts.agent ? { agent: opts.agent } : {}),
      lookup: guardedLookup(opts.allowInsecure),
    });
    // Settles first, then tears the request down: whatever events the teardown fires find it settled.
    const fail = (err: unknown) => {
      if (settled) return;
      settled = true;
      cleanup();
      reject(err);
      req.destroy();
    };
    const onAbort = () => fail(signal?.reason);
    const timer = setTimeout(() => fail(coded(`timed out after ${opts.timeoutMs} ms`, 'ETIMEDOUT')), opts.timeoutMs);
    const cleanup = () => {
      clearTimeout(timer);
      signal?.removeEventListener('abort', onAbort);
    };
    signal?.addEventListener('abort', onAbort, { once: true });

    req.once('response', (res) => {
      const chunks: Buffer[] = [];
      let size = 0;
      res.on('data', (chunk: Buffer) => {
        size += chunk.length;
        if (size > opts.maxBytes) fail(coded(`response larger than ${opts.maxBytes} bytes`, 'ETOOLARGE'));
        else chunks.push(chunk);
      });
      res.once('end', () => {
        if (settled) return;
        settled = true;
        cleanup();
        resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks).toString('utf8') });
      });
      res.on('error', fail);
      // The peer hung up mid-body (a stream that died): what arrived is not the whole answer.
      res.once('close', () => {
        if (!res.complete) fail(coded('connection closed before the response ended', 'ECONNRESET'));
      });
    });
    req.on('error', fail);
    req.end(body);
  });
}

export interface PostForResponseOptions extends PostOptions {
  /** The response body is refused (ETOOLARGE) past this many bytes. */
  maxBytes: number;
  /** Aborts the request at once; the promise then rejects with the signal's reason. */
  signal?: AbortSignal;
}

/** `postJson` (outbound.ts) for callers that need the answer (the LLM judge, the Azure token). */
export function postJsonForResponse(url: URL, body: string, opts: PostForResponseOptions): Promise<OutboundResponse> {
  return exchange(url, { ...opts, method: 'POST', body });
}
