import { Agent as HttpAgent } from 'node:http';
import { Agent as HttpsAgent } from 'node:https';
import { exchange, type OutboundResponse } from '../platform/http/exchange.js';
import type { Upstream } from './gateway-settings.service.js';

/** The most of an upstream answer the gateway reads: past it the answer is refused (502), not cut. */
export const MAX_UPSTREAM_BYTES = 8 * 1024 * 1024;

/** The whole body is read (a stream's too: it is checked whole before anything is replayed). */
export type UpstreamResponse = OutboundResponse;

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

/** `${base}${path}`, keeping a query string (some gateways put the API version there). */
export function upstreamUrl(base: URL, path: string): URL {
  const url = new URL(base);
  url.pathname = `${url.pathname.replace(/\/+$/, '')}${path}`;
  return url;
}

/**
 * One exchange with the upstream (platform/http/exchange.ts) over a kept-alive connection.
 * Rejects with an Error carrying `code` (ETIMEDOUT, ETOOLARGE, ECONNRESET when the upstream hung
 * up mid-answer, EDESTINATION, ECONNREFUSED, …); upstream-errors.ts maps them for the client.
 */
export function callUpstream(upstream: Upstream, call: UpstreamCall): Promise<UpstreamResponse> {
  const url = upstreamUrl(upstream.url, call.path);
  const headers: Record<string, string> = {
    authorization: `Bearer ${upstream.apiKey}`,
    accept: 'application/json, text/event-stream',
  };
  if (call.body !== undefined) headers['content-type'] = 'application/json';
  return exchange(url, {
    method: call.method,
    headers,
    ...(call.body === undefined ? {} : { body: call.body }),
    timeoutMs: call.timeoutMs,
    allowInsecure: call.allowInsecure,
    ...(call.signal ? { signal: call.signal } : {}),
    agent: url.protocol === 'https:' ? agents.https : agents.http,
    maxBytes: MAX_UPSTREAM_BYTES,
  });
}
