import { lookup as dnsLookup, type LookupAddress } from 'node:dns';
import { request as httpRequest } from 'node:http';
import { request as httpsRequest } from 'node:https';
import type { LookupFunction } from 'node:net';
import { addressAllowed } from './destination.js';

/**
 * A socket `lookup` that refuses names resolving to private, link-local or (unless allowed)
 * loopback addresses. The socket then connects to the very address checked, so a name cannot
 * pass the check and be re-resolved elsewhere (DNS rebinding). Literal IPs skip lookup and are
 * judged by `checkDestination`.
 */
export function guardedLookup(allowInsecure: boolean): LookupFunction {
  return (hostname, options, callback) => {
    dnsLookup(hostname, { ...options, all: true }, (err, found) => {
      if (err) return callback(err, '', 0);
      const addresses = found as LookupAddress[];
      if (addresses.length === 0 || addresses.some((a) => !addressAllowed(a.address, allowInsecure))) {
        const refused = Object.assign(new Error('destination resolves to a refused address'), { code: 'EDESTINATION' });
        return callback(refused, '', 0);
      }
      if (options.all) return (callback as unknown as (e: null, a: LookupAddress[]) => void)(null, addresses);
      callback(null, addresses[0]!.address, addresses[0]!.family);
    });
  };
}

export interface PostOptions {
  headers: Record<string, string>;
  timeoutMs: number;
  allowInsecure: boolean;
}

/**
 * POSTs a body to a user-given URL: guarded lookup, a whole-request timeout, no redirects
 * followed, response body discarded. Resolves to the status code; rejects with an Error carrying
 * `code` (ECONNREFUSED, EDESTINATION, ETIMEDOUT, …).
 */
export function postJson(url: URL, body: string, opts: PostOptions): Promise<number> {
  const send = url.protocol === 'https:' ? httpsRequest : httpRequest;
  return new Promise((resolve, reject) => {
    const req = send(url, {
      method: 'POST',
      headers: { ...opts.headers, 'content-length': Buffer.byteLength(body) },
      lookup: guardedLookup(opts.allowInsecure),
    });
    const timer = setTimeout(() => {
      req.destroy(Object.assign(new Error(`timed out after ${opts.timeoutMs} ms`), { code: 'ETIMEDOUT' }));
    }, opts.timeoutMs);
    req.once('response', (res) => {
      res.resume();
      res.once('end', () => {
        clearTimeout(timer);
        resolve(res.statusCode ?? 0);
      });
      res.once('error', (err) => {
        clearTimeout(timer);
        reject(err);
      });
    });
    req.once('error', (err) => {
      clearTimeout(timer);
      reject(err);
    });
    req.end(body);
  });
}
