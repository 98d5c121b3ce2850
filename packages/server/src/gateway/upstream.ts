import { Agent as HttpAgent, request as httpRequest, type IncomingHttpHeaders } from 'node:http';
import { Agent as HttpsAgent, request as httpsRequest } from 'node:https';
import { guardedLookup } from '../platform/http/outbound.js';
import type { Upstream } from './gateway-settings.service.js';

/** The most of an upstream answer the gateway reads: past it the answer is refused (502), not cut. */
export const MAX_UPSTREAM_BYTES = 8 * 1024 * 1024;

export interface UpstreamResponse {
  status: number;
  headers: IncomingHttpHeaders;
  /** UTF-8 text of the whole body (a stream's too: it is checked whole before anything is replayed). */
  body: string;
}

export interface UpstreamCall {
  method: 'GET' | 'POST';
  /** Appended to the upstream's base path: `/chat/completions`, `/models`. */
  path: string;
  body?: string;
  timeoutMs: number;
  allowInsecure: boolean;
  /** Aborts at once (the client went away); the promise then rejects with the signal's reason. */
  signal?: AbortSignal;
}

// Connections to the upstream are kept alive: a fresh TCP (and TLS) handshake per completion
// would cost more than the whole decision. Sockets are made through the guarded lookup, so a
// reused socket is one whose address was already judged.
const agents = { http: new HttpAgent({ keepAlive: true }), https: new HttpsAgent({ keepAlive: true }) };

const coded = (message: string, code: string) => Object.assign(new Error(message), { code });

/** `${base}${path}`, keeping a query string (some gateways put the API version there). */
export function upstreamUrl(base: URL, path: string): URL {
  const url = new URL(base);
  url.pathname = `${url.pathname.replace(/\/+$/, '')}${path}`;
  return url;
}

/**
 * One exchange with the upstream: no redirects followed, one timeout over connect, send and the
 * whole body, a cap on the body. Rejects with an Error carrying `code` (ETIMEDOUT, ETOOLARGE,
 * ECONNRESET when the upstream hung up mid-answer, EDESTINATION, ECONNREFUSED, …).
 */
export function callUpstream(upstream: Upstream, call: UpstreamCall): Promise<UpstreamResponse> {
  const { signal } = call;
  if (signal?.aborted) return Promise.reject(signal.reason);
  const url = upstreamUrl(upstream.url, call.path);
  const https = url.protocol === 'https:';
  const send = https ? httpsRequest : httpRequest;
  const headers: Record<string, string | number> = {
    authorization: `Bearer ${upstream.apiKey}`,
    accept: 'application/json, text/event-stream',
  };
  if (call.body !== undefined) {
    headers['content-type'] = 'application/json';
    headers['content-length'] = Buffer.byteLength(call.body);
  }
  return new Promise((resolve, reject) => {
    let settled = false;
    const req = send(url, {
      method: call.method,
      headers,
      agent: https ? agents.https : agents.http,
      lookup: guardedLookup(call.allowInsecure),
    });
    const fail = (err: unknown) => {
      if (settled) return;
      settled = true;
      cleanup();
      reject(err);
      req.destroy();
    };
    const onAbort = () => fail(signal?.reason);
    const timer = setTimeout(() => fail(coded(`no answer within ${call.timeoutMs} ms`, 'ETIMEDOUT')), call.timeoutMs);
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
        if (size > MAX_UPSTREAM_BYTES) fail(coded(`answer larger than ${MAX_UPSTREAM_BYTES} bytes`, 'ETOOLARGE'));
        else chunks.push(chunk);
      });
      res.once('end', () => {
        if (settled) return;
        settled = true;
        cleanup();
        resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks).toString('utf8') });
      });
      res.on('error', fail);
      // The upstream hung up mid-body (a stream that died): what arrived is not the whole answer.
      res.once('close', () => {
        if (!res.complete) fail(coded('the upstream closed the connection before its answer ended', 'ECONNRESET'));
      });
    });
    req.on('error', fail);
    req.end(call.body);
  });
}
