import type { IncomingHttpHeaders } from 'node:http';
import { request as httpRequest } from 'node:http';
import { request as httpsRequest } from 'node:https';
import { guardedLookup, type PostOptions } from '../../platform/http/outbound.js';

export interface PostForResponseOptions extends PostOptions {
  /** The response body is refused (ETOOLARGE) past this many bytes. */
  maxBytes: number;
  /** Aborts the request at once; the promise then rejects with the signal's reason. */
  signal?: AbortSignal;
}

export interface JsonResponse {
  status: number;
  headers: IncomingHttpHeaders;
  /** UTF-8 text of the body. */
  body: string;
}

const coded = (message: string, code: string) => Object.assign(new Error(message), { code });

/**
 * `postJson` (platform/http/outbound.ts) for callers that need the answer: the same guarded lookup,
 * no redirects followed, a timeout over the whole exchange (connect, send, and reading the body),
 * plus a cap on the body and an abort signal. Rejects with an Error carrying `code` (ECONNREFUSED,
 * EDESTINATION, ETIMEDOUT, ETOOLARGE, …) or with the signal's reason.
 */
export function postJsonForResponse(url: URL, body: string, opts: PostForResponseOptions): Promise<JsonResponse> {
  const { signal } = opts;
  if (signal?.aborted) return Promise.reject(signal.reason);
  const send = url.protocol === 'https:' ? httpsRequest : httpRequest;
  return new Promise((resolve, reject) => {
    let settled = false;
    const req = send(url, {
      method: 'POST',
      headers: { ...opts.headers, 'content-length': Buffer.byteLength(body) },
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
      // The server hung up mid-body: what arrived is not the whole answer.
      res.once('close', () => {
        if (!res.complete) fail(coded('connection closed before the response ended', 'ECONNRESET'));
      });
    });
    req.on('error', fail);
    req.end(body);
  });
}
